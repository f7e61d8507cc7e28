// Candidate moves of the tactical reader, with ordering scores.  The search
// (tactical.cpp) tries them best first; a move that is illegal is skipped there.
#include <algorithm>
#include <cstdlib>
#include <iterator>
#include <utility>

#include <yomi/reading/move_list.h>
#include <yomi/reading/tactical.h>

namespace yomi {

namespace {
constexpr int kMaxAdjacent = 32;
constexpr int kMaxLibs = 24;
// Stack levels below the root where the root's wider candidates are used.
constexpr int kNearRoot = 2;
// The same for the defence's race candidates.
constexpr int kNearDefenceRoot = 1;
// Ordering penalty of chain-breaking ataris and shortening moves that are
// self-ataris.
constexpr int kSelfAtariPenalty = 30;
}  // namespace

int TacticalReader::adjacent(Point str, Point* adj) const {
    return std::min(m_board.adjacent_strings(str, kMaxAdjacent, adj), kMaxAdjacent);
}

int TacticalReader::libs_after(Point p, Color c, int limit) const {
    if (++m_mark_gen == 0) {
        std::fill(std::begin(m_mark), std::end(m_mark), 0u);
        m_mark_gen = 1;
    }
    const uint32_t gen = m_mark_gen;
    m_mark[p.index()] = gen;
    int count = 0;
    auto add = [&](Point q) {
        if (m_mark[q.index()] == gen) return;
        m_mark[q.index()] = gen;
        ++count;
    };
    const Color other = opponent(c);
    for (int d = 0; d < 4 && count < limit; ++d) {
        const Point n = neighbor(p, d);
        const Color nc = m_board.at(n);
        if (nc == Color::Empty) {
            add(n);
        } else if (nc == c) {
            if (m_board.countlib(n) > limit) return limit;
            Point lp[kMaxLibs];
            const int k = std::min(m_board.findlib(n, kMaxLibs, lp), kMaxLibs);
            for (int j = 0; j < k; ++j)
                if (lp[j] != p) add(lp[j]);
        } else if (nc == other && m_board.countlib(n) == 1) {
            add(n);
        }
    }
    return std::min(count, limit);
}

// Attacker moves against str (libs liberties, 2..4): the liberties, ordered so
// that the point where the defender would gain most is blocked first; the
// liberties of the attacker's own strings in atari next to str; second-order
// liberties (nets) when the depth allows; back-filling where a liberty cannot
// be played directly.
void TacticalReader::attack_moves(Point str, int libs, MoveList& moves) const {
    const Color owner = m_board.at(str);
    const Color attacker = opponent(owner);
    const int sd = depth_now();
    Point lp[8];
    const int n = std::min(m_board.findlib(str, 8, lp), 8);
    int closed = 0;  // liberties that are suicide for the attacker
    for (int i = 0; i < n; ++i) {
        const Point p = lp[i];
        const int dl = libs_after(p, owner, 6);
        const int al = libs_after(p, attacker, 4);
        if (al == 0) {
            if (p == m_board.ko_point()) moves.add(p, 10);
            if (sd <= m_params.backfill_depth) backfill_moves(p, attacker, moves);
            ++closed;
            continue;
        }
        int score = 100 + 10 * dl + 3 * std::min(al, 4);
        bool captures = false;
        for (int d = 0; d < 4; ++d) {
            const Point q = neighbor(p, d);
            captures |= m_board.at(q) == owner && m_board.countlib(q) == 1;
        }
        if (captures) score += 30;
        if (al == 1) {
            score = 20 + dl + (captures ? 30 : 0);
            if (sd <= m_params.backfill_depth) backfill_moves(p, attacker, moves);
        }
        moves.add(p, score);
    }
    // No liberty can be filled: attack the strings that guard them.
    if (closed == n && sd <= m_params.ko_depth)
        for (int i = 0; i < n; ++i) protector_ataris(str, lp[i], moves);

    if (libs <= 2 && sd <= m_root_depth + kNearRoot) root_candidates(str, moves, 10, 1);

    // The attacker's own strings in atari next to str must be saved first.
    Point adj[kMaxAdjacent];
    const int na = adjacent(str, adj);
    for (int i = 0; i < na; ++i) {
        if (m_board.countlib(adj[i]) != 1) continue;
        Point q;
        m_board.findlib(adj[i], 1, &q);
        if (libs_after(q, attacker, 2) >= 2) moves.add(q, 90);
        // Or capture (or atari) the defender strings that hold it in atari.
        break_chain_moves(adj[i], 85, sd <= m_params.break_chain_depth ? 45 : 0, 0, moves);
    }
    // Attacker strings in atari next to str's liberties (the stones that
    // close them): capture the defender strings holding them in atari.
    for (int i = 0; i < n; ++i) {
        for (int d = 0; d < 4; ++d) {
            const Point s = neighbor(lp[i], d);
            if (m_board.at(s) != attacker || m_board.countlib(s) != 1) continue;
            break_chain_moves(s, 80, 0, 0, moves);
        }
    }
    // Weak (two-liberty) attacker strings next to str: strengthen them.
    if (sd <= m_params.reinforce_depth)
        for (int i = 0; i < na; ++i)
            if (m_board.countlib(adj[i]) == 2) strengthen_short_attacker(adj[i], str, libs, moves);

    if (sd <= m_params.partner_attack_depth) partner_liberty_moves(str, lp, n, moves);
    if (sd <= m_params.race_feeder_depth) atari_race_feeder(str, moves);

    const bool nets =
        (libs == 2 && sd <= m_params.depth) || (libs == 3 && sd <= m_params.threelib_net_depth);
    if (libs == 3 && !nets && sd <= m_params.backfill_depth) cap_moves(str, lp, n, moves);
    if (!nets) return;
    for (int i = 0; i < n; ++i) {
        for (int d = 0; d < 4; ++d) {
            const Point q = neighbor(lp[i], d);
            if (m_board.at(q) != Color::Empty || m_board.is_liberty_of(q, str) || moves.contains(q))
                continue;
            const int al = libs_after(q, attacker, 4);
            if (al >= 2) moves.add(q, 40 + std::min(al, 4));
        }
    }
}

// str has three liberties, beyond threelib_net_depth (where its
// second-order liberties are no longer tried), to backfill_depth: the caps.
// Two liberties diagonal to each other, with a stone of str at one corner of
// their square: the other corner, when empty, is next to both and closes
// them at once (a string crawling along the edge is stopped one point
// ahead; tactics.tst 97 meets the shape at stack depth 12, unit test
// CapStopsCrawlOnEdge).  With the double-threat ataris (below) they read
// selfplay2.tst 20 and 21 and the fresh ladder a15_66 right; without those
// ataris they lost tactics.tst 15, 30, 55 and 70 (false captures).
void TacticalReader::cap_moves(Point str, const Point* lp, int n, MoveList& moves) const {
    const Color attacker = opponent(m_board.at(str));
    for (int i = 0; i < n; ++i) {
        for (int j = i + 1; j < n; ++j) {
            if (std::abs(lp[i].row() - lp[j].row()) != 1 ||
                std::abs(lp[i].col() - lp[j].col()) != 1)
                continue;
            const Point a = Point::at(lp[i].row(), lp[j].col());
            const Point b = Point::at(lp[j].row(), lp[i].col());
            for (const auto& [corner, cap] : {std::pair{a, b}, std::pair{b, a}})
                if (m_board.at(corner) == m_board.at(str) && m_board.same_string(corner, str) &&
                    m_board.at(cap) == Color::Empty && libs_after(cap, attacker, 2) >= 2)
                    moves.add(cap, 45);
        }
    }
}

// The defender's partner strings (own strings next to str's liberties, its
// way out): when weak, the attacker takes their liberties (not str's own).
// Weak: two liberties; near the root also three, when the partner threatens a
// two-liberty attacker string or shares all but one of them with str (the two
// then live or die as one, through that one liberty; deeper, where the
// defender's chain breaking is cut, this found false captures: reading.tst
// 160), and any three-liberty partner at the attacker's first reply to a
// defence (self-play game 25, move 61: C3 refutes the edge extension A6, unit
// test ApproachOnThreeLibertyPartnerAtFirstReply; one ply deeper as well
// loses selfplay2.tst 11). The outside liberty of such a partner, when a
// self-atari for the attacker, is prepared by back-filling (for every weak
// partner this lost reading.tst 188).
void TacticalReader::partner_liberty_moves(Point str, const Point* lp, int n,
                                           MoveList& moves) const {
    const Color owner = m_board.at(str);
    const Color attacker = opponent(owner);
    const int sd = depth_now();
    const bool near_root = sd <= m_root_depth + kNearRoot + 1;
    const bool first_reply = sd <= m_root_depth + 1;
    for (int i = 0; i < n; ++i) {
        for (int d = 0; d < 4; ++d) {
            const Point s = neighbor(lp[i], d);
            if (m_board.at(s) != owner || m_board.same_string(s, str) || m_board.countlib(s) > 3)
                continue;
            Point sl[3];
            const int k = std::min(m_board.findlib(s, 3, sl), 3);
            int outside = 0;
            for (int j = 0; j < k; ++j) outside += !m_board.is_liberty_of(sl[j], str);
            if (k == 3 && !(near_root && (outside <= 1 || threatens(s, 2) || first_reply)))
                continue;
            for (int j = 0; j < k; ++j) {
                if (m_board.is_liberty_of(sl[j], str)) continue;
                if (libs_after(sl[j], attacker, 2) >= 2)
                    moves.add(sl[j], 45);
                else if (k == 3 && outside == 1 && sd <= m_params.backfill_depth)
                    backfill_moves(sl[j], attacker, moves);
            }
        }
    }
}

// Was the attacker's last move (in this line of the search) a net against
// str: a lone stone (no stone of its own next to it) off str's liberties
// (not next to str)?
bool TacticalReader::after_net(Point str) const {
    const Point last = m_last_attack;
    if (last.is_pass() || m_board.at(last) != opponent(m_board.at(str)) ||
        m_board.string_size(last) != 1)
        return false;
    for (int d = 0; d < 4; ++d)
        if (m_board.same_string(neighbor(last, d), str)) return false;
    return true;
}

// str has two liberties, beyond break_chain_depth, and the attacker's last
// move was a net (a lone stone off str's liberties): ataris (not
// self-ataris) on the two-liberty attacker strings next to str, the walls of
// the net.  Without them the net is judged on a horizon the defender cannot
// see past: deep in a ladder a net next to a short chasing stone looked like
// a capture where the counter-atari breaks it (ladders.tst lad19f, lad13e:
// the net at stack depth 17).  After nets only: after any attacker move off
// str's liberties they cost 24% more nodes, reading.tst 87 and 109 and
// tactics 97 (a loose ladder whose counter-atari fails); ataris on one-stone
// walls only cost no nodes but lose the gain of selfplay.tst 1.
void TacticalReader::wall_ataris(Point str, const Point* adj, int na, MoveList& moves) const {
    const Color owner = m_board.at(str);
    for (int i = 0; i < na; ++i) {
        if (m_board.countlib(adj[i]) != 2) continue;
        Point lp[2];
        m_board.findlib(adj[i], 2, lp);
        for (Point p : lp)
            if (libs_after(p, owner, 2) >= 2) moves.add(p, 30);
    }
}

// str has two liberties, beyond break_chain_depth, to chaser_atari_depth:
// the defender's ataris on a chasing string -- a two-liberty attacker
// string next to str -- at a point next to the attacker's last stone, when
// that stone's string has three liberties: the atari shortens it too (a
// double threat), so saving the chasing string costs the attacker the tempo
// its chase needs.  Without them a ladder that a breaker makes fail, where
// the attacker fills a liberty (3 -> 2) or plays a loose net deep in the
// tree and only this counter-atari refutes it, was read as a capture:
// ladder_sweep.py seeds 1 and 2, 5 of 526 positions, seed 3, 2 of 269, and
// 9 from an earlier generator; selfplay.tst gains 10, 11 and 23 (21 -> 24
// of 31).  At first only one-stone chasing strings whose liberties are not
// str's, to depth 12; any chasing string (of any size, sharing liberties
// with str) and depth 13 fix 3 of the 12 misreads of `ladder_sweep.py
// --starts all` (a9_66, a12_52, a12_104) and one default-draw position
// (s5_271) at the same answers and nodes on reading, tactics and selfplay,
// but lose one net capture (s9_138: deeper in the tree the new atari
// exposes an attacker move the tree lacks).  Measured against: ataris on
// every such chasing string, to depth 9, lost tactics 97 and 144, selfplay
// 17 and 27 and, without a cache, reading 165 and 196 (false defences at
// the horizon, where the attacker's reinforcing moves are cut); next to a
// last stone of two liberties or more (not exactly three), tactics 97
// lost; depth 14, as 13; 15 or 16, tactics 97 lost.  Double ataris on two
// attacker strings (to depth 16) read one more misread (a12_192) but lose
// selfplay 27: the attacker's net that refutes them there (against a
// three-liberty string, beyond threelib_net_depth) is not read.
void TacticalReader::chaser_ataris(Point str, const Point* adj, int na, MoveList& moves) const {
    const Color owner = m_board.at(str);
    const Color attacker = opponent(owner);
    const Point last = m_last_attack;
    if (last.is_pass() || m_board.at(last) != attacker || m_board.countlib(last) != 3) return;
    for (int i = 0; i < na; ++i) {
        if (m_board.countlib(adj[i]) != 2) continue;
        Point lp[2];
        m_board.findlib(adj[i], 2, lp);
        for (Point p : lp) {
            if (libs_after(p, owner, 2) < 2) continue;
            bool shortens = false;
            for (int d = 0; d < 4; ++d) {
                const Point q = neighbor(p, d);
                shortens |= m_board.at(q) == attacker && m_board.same_string(q, last);
            }
            if (shortens) moves.add(p, 30);
        }
    }
}

// Is s next to an opponent string with at most maxlibs liberties?
bool TacticalReader::threatens(Point s, int maxlibs) const {
    Point adj[kMaxAdjacent];
    const int na = adjacent(s, adj);
    for (int i = 0; i < na; ++i)
        if (m_board.countlib(adj[i]) <= maxlibs) return true;
    return false;
}

// Defender moves for str (libs liberties): extensions that gain liberties,
// captures of attacker strings in atari, ataris on two-liberty attacker
// strings (breaking the chain) and second-order liberties.
void TacticalReader::defense_moves(Point str, int libs, MoveList& moves) const {
    const Color owner = m_board.at(str);
    const int sd = depth_now();
    Point lp[8];
    const int n = std::min(m_board.findlib(str, 8, lp), 8);
    // Extensions: those that gain liberties first; one that gains none (a
    // ladder step) or loses some (a race move at best) comes after the
    // chain-breaking ataris (scores 60 + 2 * size and more).
    for (int i = 0; i < n; ++i) {
        const int dl = libs_after(lp[i], owner, 6);
        if (dl <= 1) continue;
        const int score = dl > libs    ? 100 + 20 * (dl - libs)
                          : dl == libs ? 60
                                       : 100 - 45 * (libs - dl);
        moves.add(lp[i], score);
    }
    // At the root and after the attacker's first move, the capturing races
    // around str as well: only against attacker strings str can outrun,
    // moving first (no more liberties than str), and the defender's strings
    // next to those.  (Two moves deeper they rarely won: measured.)
    if (sd <= m_root_depth + kNearDefenceRoot) root_candidates(str, moves, 10, 5, libs);
    const bool chain = sd <= m_params.break_chain_depth;
    Point adj[kMaxAdjacent];
    const int na = adjacent(str, adj);
    break_chain_moves(adj, na, 200, chain ? 60 : 0, chain && libs <= 3 ? 40 : 0, moves);
    if (chain) unblock_chain_moves(owner, adj, na, moves);
    if (sd <= m_params.race_feeder_depth) {
        save_race_feeders(str, str, moves);
        closed_chain_approaches(owner, adj, na, moves);
    }
    if (chain && libs == 2) atari_approachers(str, lp, n, adj, na, moves);
    if (!chain && (libs == 2 || libs == 3)) efficient_chain_ataris(str, adj, na, moves);
    if (!chain && libs == 2 && after_net(str)) wall_ataris(str, adj, na, moves);
    if (!chain && libs == 2 && sd <= m_params.chaser_atari_depth)
        chaser_ataris(str, adj, na, moves);
    if (!chain && libs == 2 && sd <= m_params.depth) race_ataris(str, adj, na, moves);
    if (libs == 2 && sd > m_params.backfill_depth && sd <= m_params.double_threat_depth)
        double_threat_ataris(str, adj, na, moves);
    if (libs == 2 && sd <= m_params.spoil_depth) spoil_fills(str, lp, n, moves);
    if (libs == 2 && sd <= m_params.ko_depth) ko_throw_ins(str, lp, n, moves);
    if (sd <= m_params.backfill_depth) partner_moves(str, lp, n, moves);
    const bool second = (libs == 2 && sd <= m_params.depth) ||
                        (libs == 3 && sd <= m_params.backfill_depth) ||
                        (libs == 4 && sd <= m_params.fourlib_depth);
    if (!second) return;
    for (int i = 0; i < n; ++i) {
        for (int d = 0; d < 4; ++d) {
            const Point q = neighbor(lp[i], d);
            if (m_board.at(q) != Color::Empty || m_board.is_liberty_of(q, str) || moves.contains(q))
                continue;
            const int dl = libs_after(q, owner, 5);
            if (dl >= 2) moves.add(q, 25 + std::min(dl, 5));
        }
    }
}

// Liberties of the opponent strings next to str with one, two or three
// liberties (capturing, giving atari, shortening), scored by s1, s2, s3 (0:
// not wanted), bigger strings first.
void TacticalReader::break_chain_moves(Point str, int s1, int s2, int s3, MoveList& moves) const {
    Point adj[kMaxAdjacent];
    const int na = adjacent(str, adj);
    break_chain_moves(adj, na, s1, s2, s3, moves);
}

// The same for the strings adj[0..na) next to str (already found).
void TacticalReader::break_chain_moves(const Point* adj, int na, int s1, int s2, int s3,
                                       MoveList& moves) const {
    for (int i = 0; i < na; ++i) {
        const int libs = m_board.countlib(adj[i]);
        const int score = libs == 1 ? s1 : libs == 2 ? s2 : libs == 3 ? s3 : 0;
        if (score == 0) continue;
        Point lp[4];
        const int n = std::min(m_board.findlib(adj[i], 4, lp), 4);
        const int bonus = std::min(m_board.string_size(adj[i]), 10) * 2;
        const Color mover = opponent(m_board.at(adj[i]));
        for (int j = 0; j < n; ++j) {
            // An atari or shortening move that is a self-atari (a throw-in)
            // rarely works: tried after the others of its kind.
            const int late = libs >= 2 && libs_after(lp[j], mover, 2) < 2 ? kSelfAtariPenalty : 0;
            moves.add(lp[j], score + bonus + atari_bonus(lp[j], adj[i]) - late);
        }
    }
}

// The attacker strings adj[0..na) next to owner's target with two liberties
// that owner can take neither of (both self-ataris or suicide: a shortage of
// liberties on the attacker's side): approach them first, at the empty
// points next to those liberties where the defender's stone has two
// liberties (it then makes the atari playable).
void TacticalReader::closed_chain_approaches(Color owner, const Point* adj, int na,
                                             MoveList& moves) const {
    for (int i = 0; i < na; ++i) {
        if (m_board.countlib(adj[i]) != 2) continue;
        Point lp[2];
        m_board.findlib(adj[i], 2, lp);
        if (libs_after(lp[0], owner, 2) >= 2 || libs_after(lp[1], owner, 2) >= 2) continue;
        for (Point l : lp)
            for (int d = 0; d < 4; ++d) {
                const Point q = neighbor(l, d);
                if (m_board.at(q) == Color::Empty && q != lp[0] && q != lp[1] &&
                    libs_after(q, owner, 2) >= 2)
                    moves.add(q, 15);
            }
    }
}

// own: a two-liberty attacker string next to str (libs liberties).  Extend
// it to three liberties; near the root, capture the big defender strings in
// atari next to it, and when it is shut in and shorter than str (a
// capturing race it loses as it stands), atari the small defender strings
// holding it.
void TacticalReader::strengthen_short_attacker(Point own, Point str, int libs,
                                               MoveList& moves) const {
    const Color attacker = m_board.at(own);
    const bool near_root = depth_now() <= m_root_depth + kNearRoot;
    Point q[2];
    m_board.findlib(own, 2, q);
    if (near_root) capture_big_neighbors(own, moves);
    capture_last_defense(own, moves);
    bool extends = false;
    for (Point p : q) {
        if (libs_after(p, attacker, 3) < 3) continue;
        moves.add(p, 50);
        extends = true;
    }
    if (!extends && libs > 2 && near_root) atari_holders(own, str, moves);
}

// own: a two-liberty attacker string next to the target.  When the
// defender's last move was a lone stone next to own that is now in atari
// (it took one of own's liberties, a counter-attack in a race), capture it:
// that wins own's liberty back.  capture_big_neighbors() leaves one-stone
// strings out, and libs_after() does not see the liberty the capture
// gives own.  selfplay2.tst 22 (a race after W G3 B G4 W F4: Black's K1
// shortens White's J1 string and only White's L1 capture keeps the race
// won); every one-stone neighbour in atari instead (to reinforce_depth)
// lost reading.tst 186 at +5.7% nodes.
void TacticalReader::capture_last_defense(Point own, MoveList& moves) const {
    const Point d = m_last_defense;
    if (d.is_pass() || m_board.at(d) != opponent(m_board.at(own)) || m_board.countlib(d) != 1 ||
        m_board.string_size(d) != 1)
        return;
    for (int k = 0; k < 4; ++k)
        if (m_board.same_string(neighbor(d, k), own)) moves.add(lib_of(d), 50);
}

// Ataris (not self-ataris) on the small two-liberty strings of the opponent
// of own's owner that hold own, except the string at str: they win the
// liberties own needs in a capturing race back.
void TacticalReader::atari_holders(Point own, Point str, MoveList& moves) const {
    const Color mover = m_board.at(own);
    Point adj[kMaxAdjacent];
    const int na = adjacent(own, adj);
    for (int i = 0; i < na; ++i) {
        if (m_board.same_string(adj[i], str) || m_board.countlib(adj[i]) != 2 ||
            m_board.string_size(adj[i]) > 2)
            continue;
        Point lp[2];
        m_board.findlib(adj[i], 2, lp);
        for (Point p : lp)
            if (libs_after(p, mover, 2) >= 2) moves.add(p, 45);
    }
}

// Captures of the opponent strings of two or more stones in atari next to
// own (libs_after counts only the captured stones next to the move, so the
// liberties such a capture wins are not seen by the extension test).
void TacticalReader::capture_big_neighbors(Point own, MoveList& moves) const {
    Point adj[kMaxAdjacent];
    const int na = adjacent(own, adj);
    for (int i = 0; i < na; ++i)
        if (m_board.countlib(adj[i]) == 1 && m_board.string_size(adj[i]) >= 2)
            moves.add(lib_of(adj[i]), 50);
}

// str has two liberties, beyond break_chain_depth: a capturing race against
// an attacker group (a string of four stones or more) next to it with two
// liberties, none shared with str, which cannot extend to three.  The
// defender, moving first, wins such a race by atari, so these ataris are
// read to `depth`.  Ko captures are left out: beyond ko_depth a ko taken
// counts as a clean win and would make the race look won.
void TacticalReader::race_ataris(Point str, const Point* adj, int na, MoveList& moves) const {
    const Color attacker = opponent(m_board.at(str));
    for (int i = 0; i < na; ++i) {
        if (m_board.countlib(adj[i]) != 2 || m_board.string_size(adj[i]) < 4) continue;
        Point lp[2];
        m_board.findlib(adj[i], 2, lp);
        if (m_board.is_liberty_of(lp[0], str) || m_board.is_liberty_of(lp[1], str) ||
            libs_after(lp[0], attacker, 3) >= 3 || libs_after(lp[1], attacker, 3) >= 3)
            continue;
        for (Point p : lp)
            if (!m_board.is_ko_capture(p, m_board.at(str))) moves.add(p, 35);
    }
}

// str has two liberties lp[0..n).  Where the attacker can fill one with
// just two liberties left while the other is a self-atari or suicide for
// it, taking a liberty of an attacker string next to the first point (not
// next to str) makes that fill a self-atari too: with neither liberty
// playable for the attacker, str lives.
void TacticalReader::spoil_fills(Point str, const Point* lp, int n, MoveList& moves) const {
    const Color owner = m_board.at(str);
    const Color attacker = opponent(owner);
    if (n != 2) return;
    for (int i = 0; i < n; ++i) {
        // Only when the other liberty is no approach for the attacker.
        if (libs_after(lp[i], attacker, 3) != 2 || libs_after(lp[1 - i], attacker, 2) >= 2)
            continue;
        for (int d = 0; d < 4; ++d) {
            const Point s = neighbor(lp[i], d);
            if (m_board.at(s) != attacker || m_board.countlib(s) > 3) continue;
            Point sl[3];
            const int k = std::min(m_board.findlib(s, 3, sl), 3);
            for (int j = 0; j < k; ++j)
                if (!m_board.is_liberty_of(sl[j], str) && libs_after(sl[j], owner, 2) >= 2)
                    moves.add(sl[j], 35);
        }
    }
}

// str has two liberties lp[0..n).  A liberty the attacker cannot fill (all
// its neighbours but one empty point q are the owner's stones or the edge:
// the fill would be a self-atari) becomes fillable once the attacker plays
// q.  The owner's lone stone at q, in atari there, turns the fill into a ko
// capture instead: the attacker takes it at the liberty and the owner
// retakes at q.  Tried within ko_depth, after every other defence (a
// string with an eye whose other liberty needs the outside point q).
void TacticalReader::ko_throw_ins(Point str, const Point* lp, int n, MoveList& moves) const {
    const Color owner = m_board.at(str);
    for (int i = 0; i < n; ++i) {
        Point q = Point::pass();
        int empties = 0;
        bool closed = true;
        for (int d = 0; d < 4 && closed; ++d) {
            const Point p = neighbor(lp[i], d);
            const Color c = m_board.at(p);
            if (c == Color::Empty) {
                q = p;
                ++empties;
            } else if (c != owner && c != Color::Border) {
                closed = false;
            }
        }
        if (!closed || empties != 1 || moves.contains(q)) continue;
        bool lone = true;
        for (int d = 0; d < 4; ++d)
            if (m_board.at(neighbor(q, d)) == owner) lone = false;
        if (lone && libs_after(q, owner, 2) == 1) moves.add(q, 20);
    }
}

// str has two liberties: attacker strings of two or three liberties next to
// one of them but not next to str (stones approaching it from outside, often
// along the edge, which break_chain_moves does not see) are ataried or
// shortened: filling that liberty next to them may then capture them, or
// the attacker must spend a move saving them (selfplay 19: W A4 against B
// A5, which approaches A6).
// adj[0..na) are the opponent strings next to str (already found).
void TacticalReader::atari_approachers(Point str, const Point* lp, int n, const Point* adj, int na,
                                       MoveList& moves) const {
    const Color owner = m_board.at(str);
    const Color attacker = opponent(owner);
    auto touches_str = [&](Point s) {
        return std::any_of(adj, adj + na, [&](Point a) { return m_board.same_string(a, s); });
    };
    for (int i = 0; i < n; ++i) {
        for (int d = 0; d < 4; ++d) {
            const Point s = neighbor(lp[i], d);
            const int sl_count = m_board.countlib(s);
            if (m_board.at(s) != attacker || sl_count > 3 || sl_count < 2 || touches_str(s))
                continue;
            Point sl[3];
            const int k = std::min(m_board.findlib(s, 3, sl), 3);
            for (int j = 0; j < k; ++j)
                if (libs_after(sl[j], owner, 2) >= 2) moves.add(sl[j], sl_count == 2 ? 35 : 20);
        }
    }
}

// str has two or three liberties, beyond break_chain_depth (where its
// ataris on attacker strings are no longer generated): the ataris that
// capture for sure, on two-liberty attacker strings next to str that share
// a liberty with it.  The atari is no self-atari, extending at the other liberty
// gives the attacker string no third liberty, and no neighbour of it is in
// atari (no escape by capturing).  Without them deep in the tree the
// defender cannot answer a capture one such atari refutes (selfplay 4, 22,
// 25).  Measured: without the shared liberty they lost reading.tst 12 and
// 201; with reinforce_depth 4 they lost selfplay 17.  For three-liberty
// targets too: a chase whose chasing group ends up in a race with the
// target, two liberties against three (ladder_sweep.py --starts all,
// a12_254, stack depth 11), at the same answers elsewhere and 0.6% fewer
// nodes on reading.tst.  For two-liberty targets, to
// last_chaser_atari_depth, also on the attacker's last-played string when it
// shares no liberty with str: a chasing stone that cannot run is lost, and
// its capture breaks the ladder (ladder_sweep.py --starts all, a4_118,
// a13_15, a13_199: at stack depth 10 the counter-atari refutes the chase;
// selfplay.tst 16, selfplay2.tst 19 and 27).  Deeper (11 and more) it makes
// false defences where the attacker's answers are cut: a net (nets dev set)
// and reading.tst 165 lost at 11, tactics 97 at 13.  On every two-liberty
// chasing string, not only the last one, it loses reading.tst 12, 165 and 201
// and selfplay2.tst 29 and 31.
void TacticalReader::efficient_chain_ataris(Point str, const Point* adj, int na,
                                            MoveList& moves) const {
    const Color owner = m_board.at(str);
    const Color attacker = opponent(owner);
    const bool last_chaser = m_board.countlib(str) == 2 && !m_last_attack.is_pass() &&
                             depth_now() <= m_params.last_chaser_atari_depth;
    for (int i = 0; i < na; ++i) {
        if (m_board.countlib(adj[i]) != 2) continue;
        Point lp[2];
        m_board.findlib(adj[i], 2, lp);
        const bool shared = m_board.is_liberty_of(lp[0], str) || m_board.is_liberty_of(lp[1], str);
        if (!shared && !(last_chaser && m_board.same_string(adj[i], m_last_attack))) continue;
        if (threatens(adj[i], 1)) continue;
        for (int k = 0; k < 2; ++k)
            if (libs_after(lp[k], attacker, 3) <= 2 && libs_after(lp[1 - k], owner, 2) >= 2)
                moves.add(lp[1 - k], 55);
    }
}

// str has two liberties, beyond backfill_depth, to double_threat_depth:
// the ataris on a two-liberty attacker string next to str that also take a
// liberty of another attacker string next to str of three liberties or
// fewer (a double threat: saving one chasing string costs the chase its
// tempo).  Skipped for a string with a neighbour in atari (it escapes by
// capturing) and for self-ataris.  GNU Go 3.8 tries the ataris on every
// two-liberty neighbour at every depth; here that many (any atari, or
// double threats from depth 8 or 10) made false defences: tactics.tst 97
// and 144, selfplay.tst 27 and 30.  Deep in a chase the chasing strings are
// what the defender can still fight: with the caps (cap_moves) this reads
// two false captures of ladder_sweep.py's fresh seeds right (a15_66,
// a16_17) and one of the misreads (a12_192).
void TacticalReader::double_threat_ataris(Point str, const Point* adj, int na,
                                          MoveList& moves) const {
    const Color owner = m_board.at(str);
    const Color attacker = opponent(owner);
    for (int i = 0; i < na; ++i) {
        if (m_board.countlib(adj[i]) != 2 || threatens(adj[i], 1)) continue;
        Point lp[2];
        m_board.findlib(adj[i], 2, lp);
        for (Point p : lp) {
            if (moves.contains(p) || libs_after(p, owner, 2) < 2) continue;
            bool second = false;
            for (int d = 0; d < 4 && !second; ++d) {
                const Point q = neighbor(p, d);
                if (m_board.at(q) != attacker || m_board.same_string(q, adj[i]) ||
                    m_board.countlib(q) > 3)
                    continue;
                second =
                    std::any_of(adj, adj + na, [&](Point a) { return m_board.same_string(q, a); });
            }
            if (second) moves.add(p, 20);
        }
    }
}

// A move at p that also gives atari to another opponent string (not the
// one at str) makes two threats at once: a small ordering bonus.
int TacticalReader::atari_bonus(Point p, Point str) const {
    const Color other = m_board.at(str);
    for (int d = 0; d < 4; ++d) {
        const Point q = neighbor(p, d);
        if (m_board.at(q) == other && !m_board.same_string(q, str) && m_board.countlib(q) == 2)
            return 5;
    }
    return 0;
}

// adj[0..na): the attacker strings next to a string of owner's.  The
// defender cannot take a liberty of a short (two-liberty) one: the point is
// suicide or a self-atari.  Atari the attacker strings around that point at
// their other liberty instead; then taking the point captures them (a
// semeai approach from outside).
void TacticalReader::unblock_chain_moves(Color owner, const Point* adj, int na,
                                         MoveList& moves) const {
    const Color attacker = opponent(owner);
    for (int i = 0; i < na; ++i) {
        if (m_board.countlib(adj[i]) != 2) continue;
        Point lp[2];
        m_board.findlib(adj[i], 2, lp);
        for (Point p : lp) {
            if (libs_after(p, owner, 2) >= 2) continue;
            for (int d = 0; d < 4; ++d) {
                const Point q = neighbor(p, d);
                if (m_board.at(q) != attacker || m_board.same_string(q, adj[i]) ||
                    m_board.countlib(q) != 2)
                    continue;
                Point ql[2];
                m_board.findlib(q, 2, ql);
                for (Point r : ql)
                    if (r != p && libs_after(r, owner, 2) >= 2) moves.add(r, 30);
            }
        }
    }
}

// Own strings next to str's liberties are its way out: when they are weak
// (three liberties or fewer), strengthen them.
void TacticalReader::partner_moves(Point str, const Point* lp, int n, MoveList& moves) const {
    const Color owner = m_board.at(str);
    for (int i = 0; i < n; ++i) {
        for (int d = 0; d < 4; ++d) {
            const Point s = neighbor(lp[i], d);
            if (m_board.at(s) != owner || m_board.same_string(s, str) || m_board.countlib(s) > 4)
                continue;
            Point sl[4];
            const int k = std::min(m_board.findlib(s, 4, sl), 4);
            for (int j = 0; j < k; ++j)
                if (!m_board.is_liberty_of(sl[j], str) && libs_after(sl[j], owner, 2) >= 2)
                    moves.add(sl[j], 50);
            // A partner in atari next to an attacker string in atari: capture;
            // atari two-liberty attacker strings next to it, and when the
            // partner has two liberties itself (a race), shorten
            // three-liberty ones.
            if (depth_now() <= m_params.superstring_depth) {
                break_chain_moves(s, 150, 35, m_board.countlib(s) == 2 ? 25 : 0, moves);
                if (m_board.countlib(s) == 2) save_race_feeders(s, str, moves);
            }
        }
    }
}

// partner (two liberties; or str itself, to race_feeder_depth) is in a race
// with the short attacker strings next to it.  Own strings in atari next to
// those would feed them liberties when captured: save them by extending
// (when that gives two liberties), before shortening moves, since such a
// capture gains the attacker more than one liberty can make up.
void TacticalReader::save_race_feeders(Point partner, Point str, MoveList& moves) const {
    const Color owner = m_board.at(partner);
    Point adj[kMaxAdjacent];
    const int na = adjacent(partner, adj);
    for (int i = 0; i < na; ++i) {
        if (m_board.countlib(adj[i]) > 3) continue;
        Point adj2[kMaxAdjacent];
        const int nb = adjacent(adj[i], adj2);
        for (int j = 0; j < nb; ++j) {
            if (m_board.countlib(adj2[j]) != 1 || m_board.same_string(adj2[j], partner) ||
                m_board.same_string(adj2[j], str))
                continue;
            const Point lib = lib_of(adj2[j]);
            if (libs_after(lib, owner, 2) >= 2) moves.add(lib, 60);
        }
    }
}

// The defender's last move saved a string of its own next to a short
// attacker string next to str (a race feeder, save_race_feeders): when the
// saved string has two liberties, atari it again (not a self-atari).
void TacticalReader::atari_race_feeder(Point str, MoveList& moves) const {
    const Point ld = m_last_defense;
    const Color owner = m_board.at(str);
    if (ld.is_pass() || m_board.at(ld) != owner || m_board.same_string(ld, str) ||
        m_board.countlib(ld) != 2)
        return;
    Point adj[kMaxAdjacent];
    const int na = adjacent(ld, adj);
    bool feeds = false;
    for (int i = 0; i < na && !feeds; ++i) {
        if (m_board.countlib(adj[i]) > 3) continue;
        Point adj2[kMaxAdjacent];
        const int nb = adjacent(adj[i], adj2);
        for (int j = 0; j < nb; ++j) feeds |= m_board.same_string(adj2[j], str);
    }
    if (!feeds) return;
    Point fl[2];
    m_board.findlib(ld, 2, fl);
    for (Point q : fl)
        if (libs_after(q, opponent(owner), 2) >= 2) moves.add(q, 40);
}

// The root's wider net: liberties of the strings next to str and of the
// strings next to those (capturing races), when they have maxlibs liberties or
// fewer.  race_libs > 0: only the neighbours with at most race_libs liberties
// count, with the strings next to them.  outer: also the liberties of the
// strings in atari next to the short (two-liberty) strings of the second
// level (the root's widening only).
void TacticalReader::root_candidates(Point str, MoveList& moves, int score, int maxlibs,
                                     int race_libs, bool outer) const {
    Point adj[kMaxAdjacent];
    int na = adjacent(str, adj);
    if (race_libs > 0) {
        na = static_cast<int>(
            std::remove_if(adj, adj + na,
                           [&](Point s) { return m_board.countlib(s) > race_libs; }) -
            adj);
    }
    Point level2[kMaxAdjacent * 2];
    int n2 = 0;
    for (int i = 0; i < na; ++i) {
        Point adj2[kMaxAdjacent];
        const int nb = adjacent(adj[i], adj2);
        for (int j = 0; j < nb && n2 < kMaxAdjacent * 2; ++j)
            if (!m_board.same_string(adj2[j], str)) level2[n2++] = adj2[j];
    }
    auto add_libs = [&](Point s, int score) {
        if (m_board.countlib(s) > maxlibs) return;
        Point lp[6];
        const int n = std::min(m_board.findlib(s, 6, lp), 6);
        for (int j = 0; j < n; ++j) moves.add(lp[j], score);
    };
    for (int i = 0; i < na; ++i) add_libs(adj[i], score + 10);
    for (int i = 0; i < n2; ++i) {
        add_libs(level2[i], score);
        // A short string there is saved, or taken, by capturing or saving
        // the strings in atari next to it (one level further out).
        if (!outer || m_board.countlib(level2[i]) > 2) continue;
        Point adj3[kMaxAdjacent];
        const int n3 = adjacent(level2[i], adj3);
        for (int j = 0; j < n3; ++j)
            if (m_board.countlib(adj3[j]) == 1) moves.add(lib_of(adj3[j]), score);
    }
}

// str is in atari but capturing it is a ko or is snapped back: moves that
// may capture it unconditionally instead (approach moves around the
// liberty, shortening the defender strings next to it, and capturing the
// defender strings in atari next to the attacker's own strings at the
// liberty).  The capture itself is excluded: the caller has its result
// already.
void TacticalReader::ko_capture_alternatives(Point str, MoveList& moves) const {
    const Color owner = m_board.at(str);
    const Color attacker = opponent(owner);
    Point lib;
    m_board.findlib(str, 1, &lib);
    for (int d = 0; d < 4; ++d) {
        const Point q = neighbor(lib, d);
        if (m_board.at(q) == Color::Empty) {
            if (libs_after(q, attacker, 2) >= 2) moves.add(q, 30);
        } else if (m_board.at(q) == owner && !m_board.same_string(q, str) &&
                   m_board.countlib(q) <= 3) {
            Point lp[3];
            const int n = std::min(m_board.findlib(q, 3, lp), 3);
            for (int j = 0; j < n; ++j)
                if (lp[j] != lib && libs_after(lp[j], attacker, 2) >= 2) moves.add(lp[j], 40);
        } else if (m_board.at(q) == attacker) {
            // The attacker's own strings at the liberty: when the capture is
            // snapped back, capturing the defender's strings in atari next
            // to them gives them the liberty they lack (selfplay2.tst 30:
            // B H1 takes G1 first, then E2 captures F2 for good).
            Point adj[kMaxAdjacent];
            const int na = adjacent(q, adj);
            for (int j = 0; j < na; ++j)
                if (m_board.countlib(adj[j]) == 1 && !m_board.same_string(adj[j], str))
                    moves.add(lib_of(adj[j]), 45);
        }
    }
}

// lib, a liberty of str, is suicide for the attacker.  The owner's other
// two-liberty strings next to it keep it so: atari them at their other
// liberty, or, when that is a self-atari too, approach it first (the
// attacker's last liberty of a shortage fight: taking the guard in atari
// turns the fill into a capture, or at least into a ko).
void TacticalReader::protector_ataris(Point str, Point lib, MoveList& moves) const {
    const Color owner = m_board.at(str);
    const Color attacker = opponent(owner);
    for (int d = 0; d < 4; ++d) {
        const Point g = neighbor(lib, d);
        if (m_board.at(g) != owner || m_board.same_string(g, str) || m_board.countlib(g) != 2)
            continue;
        Point gl[2];
        m_board.findlib(g, 2, gl);
        const Point other = gl[0] == lib ? gl[1] : gl[0];
        if (libs_after(other, attacker, 2) >= 2)
            moves.add(other, 18);
        else
            backfill_moves(other, attacker, moves);
    }
}

// lib cannot be played well by the attacker (illegal or self-atari): fill
// the attacker's own liberties around it first, or approach from outside.
void TacticalReader::backfill_moves(Point lib, Color attacker, MoveList& moves) const {
    for (int d = 0; d < 4; ++d) {
        const Point q = neighbor(lib, d);
        if (m_board.at(q) == Color::Empty) {
            if (libs_after(q, attacker, 2) >= 2) moves.add(q, 12);
            continue;
        }
        if (m_board.at(q) != attacker || m_board.countlib(q) > 3) continue;
        Point lp[4];
        const int n = std::min(m_board.findlib(q, 4, lp), 4);
        for (int j = 0; j < n; ++j)
            if (lp[j] != lib && libs_after(lp[j], attacker, 2) >= 2) moves.add(lp[j], 15);
    }
}

}  // namespace yomi
