// Candidate moves of the tactical reader, with ordering scores.  The search
// (tactical.cpp) tries them best first; a move that is illegal is skipped there.
#include <algorithm>
#include <iterator>

#include "reading/move_list.h"
#include "reading/tactical.h"

namespace yomi {

namespace {
constexpr int kMaxAdjacent = 32;
constexpr int kMaxLibs = 24;
// Stack levels below the root where the root's wider candidates are used.
constexpr int kNearRoot = 2;
}  // namespace

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
    const int sd = m_board.stack_depth();
    Point lp[8];
    const int n = std::min(m_board.findlib(str, 8, lp), 8);
    for (int i = 0; i < n; ++i) {
        const Point p = lp[i];
        const int dl = libs_after(p, owner, 6);
        const int al = libs_after(p, attacker, 4);
        if (al == 0) {
            if (p == m_board.ko_point()) moves.add(p, 10);
            if (sd <= m_params.backfill_depth) backfill_moves(p, attacker, moves);
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

    if (libs <= 2 && sd <= m_root_depth + kNearRoot) root_candidates(str, moves, 10, 1);

    // The attacker's own strings in atari next to str must be saved first.
    Point adj[kMaxAdjacent];
    const int na = std::min(m_board.adjacent_strings(str, kMaxAdjacent, adj), kMaxAdjacent);
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
    if (sd <= m_params.reinforce_depth) {
        for (int i = 0; i < na; ++i) {
            if (m_board.countlib(adj[i]) != 2) continue;
            Point q[2];
            m_board.findlib(adj[i], 2, q);
            for (Point p : q)
                if (libs_after(p, attacker, 3) >= 3) moves.add(p, 50);
        }
    }

    // The defender's partner strings (its way out through a liberty): when
    // weak, take their liberties.
    if (sd <= m_params.partner_attack_depth) {
        for (int i = 0; i < n; ++i) {
            for (int d = 0; d < 4; ++d) {
                const Point s = neighbor(lp[i], d);
                if (m_board.at(s) != owner || m_board.same_string(s, str) ||
                    m_board.countlib(s) > 2)
                    continue;
                Point sl[2];
                const int k = std::min(m_board.findlib(s, 2, sl), 2);
                for (int j = 0; j < k; ++j)
                    if (!m_board.is_liberty_of(sl[j], str) && libs_after(sl[j], attacker, 2) >= 2)
                        moves.add(sl[j], 45);
            }
        }
    }

    const bool nets =
        (libs == 2 && sd <= m_params.depth) || (libs == 3 && sd <= m_params.fourlib_depth);
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

// Defender moves for str (libs liberties): extensions that gain liberties,
// captures of attacker strings in atari, ataris on two-liberty attacker
// strings (breaking the chain) and second-order liberties.
void TacticalReader::defense_moves(Point str, int libs, MoveList& moves) const {
    const Color owner = m_board.at(str);
    const int sd = m_board.stack_depth();
    Point lp[8];
    const int n = std::min(m_board.findlib(str, 8, lp), 8);
    for (int i = 0; i < n; ++i) {
        const int dl = libs_after(lp[i], owner, 6);
        if (dl <= 1) continue;
        moves.add(lp[i], 100 + 20 * (dl - libs));
    }
    // Near the root, the capturing races around str as well: only against
    // attacker strings str can outrun, moving first (no more liberties than
    // str), and the defender's strings next to those.
    if (sd <= m_root_depth + kNearRoot) root_candidates(str, moves, 10, 5, libs);
    const bool chain = sd <= m_params.break_chain_depth;
    break_chain_moves(str, 200, chain ? 60 : 0, chain && libs <= 3 ? 40 : 0, moves);
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
    const int na = std::min(m_board.adjacent_strings(str, kMaxAdjacent, adj), kMaxAdjacent);
    for (int i = 0; i < na; ++i) {
        const int libs = m_board.countlib(adj[i]);
        const int score = libs == 1 ? s1 : libs == 2 ? s2 : libs == 3 ? s3 : 0;
        if (score == 0) continue;
        Point lp[4];
        const int n = std::min(m_board.findlib(adj[i], 4, lp), 4);
        const int bonus = std::min(m_board.string_size(adj[i]), 10) * 2;
        for (int j = 0; j < n; ++j) moves.add(lp[j], score + bonus);
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
            // A partner in atari next to an attacker string in atari: capture.
            if (m_board.stack_depth() <= m_params.superstring_depth)
                break_chain_moves(s, 150, 35, 0, moves);
        }
    }
}

// The root's wider net: liberties of the strings next to str and of the
// strings next to those (capturing races), when they have maxlibs liberties or
// fewer.  race_libs > 0: only the neighbours with at most race_libs liberties
// count, with the strings next to them.
void TacticalReader::root_candidates(Point str, MoveList& moves, int score, int maxlibs,
                                     int race_libs) const {
    Point adj[kMaxAdjacent];
    int na = std::min(m_board.adjacent_strings(str, kMaxAdjacent, adj), kMaxAdjacent);
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
        const int nb = std::min(m_board.adjacent_strings(adj[i], kMaxAdjacent, adj2), kMaxAdjacent);
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
    for (int i = 0; i < n2; ++i) add_libs(level2[i], score);
}

// str is in atari but capturing it is a ko: moves that may capture it
// unconditionally instead (approach moves around the liberty, and shortening
// the defender strings next to it).  The capture itself is excluded: the
// caller has its result already.
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
        }
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
