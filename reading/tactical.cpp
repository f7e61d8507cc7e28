// The tactical reader's search: alpha-beta over generated candidate moves,
// with a ko-owner ("komaster") scheme, depth limits from ReadingParams and the
// unified cache as memory.  Move generation lives in tactical_moves.cpp.
#include <yomi/reading/tactical.h>

#include <algorithm>
#include <ostream>
#include <string>

#include <yomi/reading/move_list.h>

namespace yomi {

namespace {
// Beyond this stack depth every search stops (ladders across the whole board
// stay well inside it).
constexpr int kHardDepth = 90;
// Node budget of the root's widened search (capturing-race candidates).
constexpr uint64_t kRootWideningNodes = 1000;
// Largest ordering bonus the history heuristic gives.
constexpr int kHistoryCap = 20;
}  // namespace

TacticalReader::TacticalReader(Board& board, const ReadingParams& params, cache::Table* table)
    : m_board(board), m_params(params), m_table(table) {}

Point TacticalReader::normalize(Point str) const {
    return m_board.smallest_stone(str);
}

Question TacticalReader::question(Point str, cache::Routine r, Ko ko) const {
    Question q;
    q.routine = r;
    q.target1 = str;
    q.ko_owner = ko.owner;
    q.goal = m_key_salt;
    return q;
}

bool TacticalReader::try_move(Point p, Color c, Ko ko, Ko* new_ko, bool* ko_move) {
    *ko_move = false;
    *new_ko = ko;
    if (m_board.trymove(p, c)) {
        ++m_nodes;
        return true;
    }
    if (!consider_ko() || p != m_board.ko_point()) return false;
    if (ko.owner != Color::Empty && ko.owner != c) return false;
    if (!m_board.tryko(p, c)) return false;
    ++m_nodes;
    *ko_move = true;
    *new_ko = Ko{c, p};
    return true;
}

void TacticalReader::prefetch_reply(Point str, const MoveList& moves, int i, Color mover,
                                    cache::Routine reply, Ko ko) const {
    // The reply's question after moves[i] and (the next one to be tried)
    // after moves[i + 1], keyed as if they capture nothing: when a move does
    // capture, the prefetch is merely wasted.
    if (!m_table) return;
    for (int j = i == 0 ? 0 : i + 1; j <= i + 1 && j < moves.size(); ++j)
        m_table->prefetch(
            question(str, reply, ko).key(m_board.hash_after_quiet_move(moves[j], mover)));
}

void TacticalReader::add_history_bonus(MoveList& moves, Color c) const {
    const uint16_t* h = m_history[c == Color::White];
    for (int i = 0; i < moves.size(); ++i)
        moves.raise(i, std::min<int>(h[moves[i].index()], kHistoryCap));
}

void TacticalReader::trace(char kind, Point m, ReadCode code) const {
    const int ply = m_board.stack_depth() - m_root_depth;
    *m_trace << std::string(2 * static_cast<size_t>(std::max(ply, 0)), ' ') << kind << ' '
             << vertex_name(m, m_board.size()) << " -> " << wire_code(code) << '\n';
}

void TacticalReader::begin_query() {
    std::fill(&m_history[0][0], &m_history[0][0] + 2 * kBoardMax, uint16_t{0});
    m_root_depth = m_board.stack_depth();
    m_query_start = m_nodes;
    m_out_of_nodes = false;
}

void TacticalReader::widen_root(Point s, bool attacking, ReadResult& r) {
    MoveList moves;
    root_candidates(s, moves, 10, 4);
    moves.sort();
    const uint64_t start = m_nodes;
    for (int i = 0;
         i < moves.size() && r.code != ReadCode::Win && m_nodes - start < kRootWideningNodes;
         ++i) {
        ReadCode c = attacking ? does_attack_here(moves[i], s) : does_defend_here(moves[i], s);
        if (out_of_nodes()) break;  // an unfinished read proves nothing
        if (c > r.code) c = std::min(c, widened_replies(s, moves[i], attacking));
        if (out_of_nodes()) break;
        if (c > r.code) r = ReadResult{c, moves[i]};
    }
}

// m, a widened root move of the side reading (attacking or defending s),
// looked good.  Its refutation may be a race move of the same kind, which
// the reply's narrower generators do not give one level down: answer it
// with the root's candidates as well.  Returns the reading side's best
// result over those replies (Win when none refutes m, or m is a ko capture).
ReadCode TacticalReader::widened_replies(Point s, Point m, bool attacking) {
    const Color owner = m_board.at(s);
    if (!m_board.trymove(m, attacking ? opponent(owner) : owner)) return ReadCode::Win;
    ++m_nodes;
    ReadCode worst = ReadCode::Win;
    if (m_board.at(s) == owner) {
        const Point str = normalize(s);
        MoveList replies;
        root_candidates(str, replies, 10, 4, 0, true);
        replies.sort();
        const uint64_t start = m_nodes;
        for (int i = 0; i < replies.size() && worst != ReadCode::Fail &&
                        m_nodes - start < kRootWideningNodes && !out_of_nodes();
             ++i) {
            // The reply side's result after its move, seen from the reader.
            const ReadCode c = attacking ? invert(does_defend_here(replies[i], str))
                                         : invert(does_attack_here(replies[i], str));
            if (!out_of_nodes()) worst = std::min(worst, c);
        }
    }
    m_board.popgo();
    return worst;
}

ReadResult TacticalReader::attack(Point str) {
    ReadResult r;
    if (!m_board.on_board(str) || !is_stone(m_board.at(str))) return r;
    if (m_table && m_advance_generation) m_table->new_generation();
    const Point s = normalize(str);
    begin_query();
    r.code = do_attack(s, &r.move, Ko{});
    if (r.code != ReadCode::Win && m_board.countlib(s) <= 3) {
        // At the root, widen the search to capturing races around str.
        widen_root(s, true, r);
    }
    if (r.code == ReadCode::KoA || r.code == ReadCode::KoB) prefer_ko_progress(s, true, r);
    if (r.code == ReadCode::Fail) r.move = Point::pass();
    return r;
}

ReadResult TacticalReader::find_defense(Point str) {
    ReadResult r;
    if (!m_board.on_board(str) || !is_stone(m_board.at(str))) return r;
    if (m_table && m_advance_generation) m_table->new_generation();
    const Point s = normalize(str);
    begin_query();
    r.code = do_defend(s, &r.move, Ko{});
    if (r.code != ReadCode::Win) {
        widen_root(s, false, r);
    }
    if (r.code == ReadCode::KoA || r.code == ReadCode::KoB) prefer_ko_progress(s, false, r);
    if (r.code == ReadCode::Fail) r.move = Point::pass();
    return r;
}

// After m (a move of the side reading, legal without a ko threat), may that
// side end the fight unconditionally with a second move in a row?
bool TacticalReader::second_move_wins(Point str, Point m, bool attacking) {
    const Color owner = m_board.at(str);
    if (!m_board.trymove(m, attacking ? opponent(owner) : owner)) return false;
    ++m_nodes;
    bool wins = true;
    if (m_board.at(str) == owner)
        wins = (attacking ? do_attack(str, nullptr, Ko{}) : do_defend(str, nullptr, Ko{})) ==
               ReadCode::Win;
    m_board.popgo();
    return wins;
}

// r holds a ko result (KoA or KoB).  Among the root moves that reach the
// same code, prefer one after which a second move in a row would settle the
// fight without the ko: winning the ko once then suffices (a Go player's
// choice between, say, connecting behind the ko and a move elsewhere that
// leaves the ko to be won twice).  r.move is kept when it qualifies.
void TacticalReader::prefer_ko_progress(Point str, bool attacking, ReadResult& r) {
    if (r.move.is_pass() || second_move_wins(str, r.move, attacking)) return;
    MoveList moves;
    const int libs = m_board.countlib(str);
    if (attacking)
        attack_moves(str, libs, moves);
    else
        defense_moves(str, libs, moves);
    root_candidates(str, moves, 10, 4);
    moves.sort();
    const Color mover = attacking ? opponent(m_board.at(str)) : m_board.at(str);
    for (int i = 0; i < moves.size() && !out_of_nodes(); ++i) {
        const Point m = moves[i];
        if (m == r.move || !m_board.is_legal(m, mover)) continue;
        const ReadCode c = attacking ? does_attack_here(m, str) : does_defend_here(m, str);
        if (c == r.code && second_move_wins(str, m, attacking)) {
            r.move = m;
            return;
        }
    }
}

// Would capturing at lib leave the capturing string (of two stones or more)
// in atari, so that the owner recaptures more than was taken?  Then taking is
// no real capture: the owner's stones come back (a snapback on the attacker).
// Not when the recapturing string is itself left in atari: the attacker
// takes it back at once (at a point its captured stones freed, so neither a
// ko nor suicide), and the target stays captured.
bool TacticalReader::snapped_back(Point lib, Color attacker) {
    // Two liberties counted without playing (captured stones next to lib
    // count as the points they free) settle it: no move needed.
    if (libs_after(lib, attacker, 2) >= 2) return false;
    if (!m_board.trymove(lib, attacker)) return false;
    ++m_nodes;
    bool back = m_board.countlib(lib) == 1 && m_board.string_size(lib) >= 2;
    if (back) {
        const Point r = lib_of(lib);
        if (m_board.trymove(r, opponent(attacker))) {
            ++m_nodes;
            back = m_board.countlib(r) > 1;
            m_board.popgo();
        }
    }
    m_board.popgo();
    return back;
}

ReadCode TacticalReader::attack1(Point str, Point* move, Ko ko) {
    const Color attacker = opponent(m_board.at(str));
    Point lib;
    m_board.findlib(str, 1, &lib);
    if (m_board.is_legal(lib, attacker)) {
        if (move) *move = lib;
        // Taking a ko: the owner may retake after a threat unless the attacker
        // owns the ko or kos are no longer considered.
        if (m_board.string_size(str) == 1 && m_board.is_ko_capture(lib, attacker) &&
            consider_ko() && ko.owner != attacker)
            return ReadCode::KoA;
        if (snapped_back(lib, attacker)) {
            if (move) *move = Point::pass();
            return ReadCode::Fail;
        }
        return ReadCode::Win;
    }
    if (lib == m_board.ko_point() && consider_ko() &&
        (ko.owner == Color::Empty || ko.owner == attacker)) {
        if (move) *move = lib;
        return ReadCode::KoB;
    }
    return ReadCode::Fail;
}

// The defender of str plays elsewhere; the attacker's best result, inverted.
// A ko ban on the attacker (a position set up with the attacker to move just
// after the defender took a ko) ends with the defender's move elsewhere: the
// attacker may then retake legally.
ReadCode TacticalReader::null_move(Point str, Ko ko) {
    const Point kp = m_board.ko_point();
    const bool lift_ban = !kp.is_pass() && !m_board.is_legal(kp, opponent(m_board.at(str))) &&
                          m_board.trymove(Point::pass(), m_board.at(str));
    const ReadCode code = invert(do_attack(str, nullptr, ko));
    if (lift_ban) m_board.popgo();
    return code;
}

ReadCode TacticalReader::do_attack(Point str, Point* move, Ko ko) {
    const int libs = m_board.countlib(str);
    const int sd = m_board.stack_depth();
    ReadCode best = ReadCode::Fail;
    Point best_move = Point::pass();
    if (libs == 1) {
        best = attack1(str, &best_move, ko);
        // Capturing only starts a ko, or is undone by a snapback: look for an
        // unconditional capture.
        const bool snapback =
            best == ReadCode::Fail && m_board.is_legal(lib_of(str), opponent(m_board.at(str)));
        if ((best != ReadCode::KoA && !snapback) || sd > m_params.backfill_depth) {
            if (move) *move = best_move;
            return best;
        }
    }
    if (libs > 4 || (libs == 4 && sd > m_params.fourlib_depth) ||
        (libs == 3 && sd > m_params.depth) || sd > kHardDepth)
        return ReadCode::Fail;

    const CachedQuestion cq(m_table.get(), question(str, routine::Attack, ko), m_board);
    Point hint = Point::pass();
    if (m_table) {
        const cache::ProbeResult pr = cq.probe(remaining_depth());
        if (pr.kind == cache::ProbeKind::Hit) {
            if (move) *move = pr.result.move;
            return pr.result.code1;
        }
        if (pr.kind == cache::ProbeKind::Hint) hint = pr.result.move;
        // In atari: the capture itself is judged by attack1 already.
        if (libs == 1 && m_board.is_liberty_of(hint, str)) hint = Point::pass();
    }
    const uint64_t start = m_nodes;

    int tried = 0;
    // The cached move first: when it still wins, no move generation at all.
    if (!hint.is_pass() && try_attack(str, hint, ko, &best, &best_move)) ++tried;
    if (best != ReadCode::Win) {
        MoveList moves;
        if (libs == 1)
            ko_capture_alternatives(str, moves);
        else
            attack_moves(str, libs, moves);
        if (!m_board.ko_point().is_pass() && consider_ko()) moves.add(m_board.ko_point(), 5);
        add_history_bonus(moves, opponent(m_board.at(str)));
        moves.sort();
        const int max_tries = (sd > m_params.branch_depth && libs >= 3) ? 1 : MoveList::kMax;
        const Color attacker = opponent(m_board.at(str));
        for (int i = 0;
             i < moves.size() && tried < max_tries && best != ReadCode::Win && !out_of_nodes();
             ++i) {
            prefetch_reply(str, moves, i, attacker, routine::FindDefense, ko);
            if (moves[i] != hint && try_attack(str, moves[i], ko, &best, &best_move)) ++tried;
        }
    }
    if (best == ReadCode::Win) record_win(best_move, opponent(m_board.at(str)));
    if (!m_out_of_nodes)
        cq.store(cache::Result{best, ReadCode::Fail, best_move, remaining_depth(), false},
                 m_nodes - start);
    if (move) *move = best_move;
    return best;
}

// Plays attacker move m against str (when legal), reads the defence and
// raises *best / *best_move.  Returns whether m was played.
bool TacticalReader::try_attack(Point str, Point m, Ko ko, ReadCode* best, Point* best_move) {
    const Color owner = m_board.at(str);
    Ko nk;
    bool ko_move;
    if (!try_move(m, opponent(owner), ko, &nk, &ko_move)) return false;
    const Point saved_last = m_last_attack;
    m_last_attack = m;
    ReadCode code = m_board.at(str) != owner ? ReadCode::Win : invert(do_defend(str, nullptr, nk));
    if (ko_move) code = std::min(code, ReadCode::KoB);
    if (m_trace) trace('A', m, code);
    m_last_attack = saved_last;
    const bool cut = root_move_cut();
    m_board.popgo();
    if (!cut && code > *best) {
        *best = code;
        *best_move = m;
    }
    return true;
}

// The same for a defender move m.
bool TacticalReader::try_defense(Point str, Point m, Ko ko, ReadCode* best, Point* best_move) {
    Ko nk;
    bool ko_move;
    if (!try_move(m, m_board.at(str), ko, &nk, &ko_move)) return false;
    const Point saved_last = m_last_defense;
    m_last_defense = m;
    ReadCode code = invert(do_attack(str, nullptr, nk));
    m_last_defense = saved_last;
    if (ko_move) code = std::min(code, ReadCode::KoB);
    if (m_trace) trace('D', m, code);
    const bool cut = root_move_cut();
    m_board.popgo();
    if (!cut && code > *best) {
        *best = code;
        *best_move = m;
    }
    return true;
}

ReadCode TacticalReader::do_defend(Point str, Point* move, Ko ko) {
    const int libs = m_board.countlib(str);
    const int sd = m_board.stack_depth();
    if (libs > 4 || (libs == 4 && sd > m_params.fourlib_depth) ||
        (libs == 3 && sd > m_params.depth)) {
        if (move) *move = Point::pass();
        return ReadCode::Win;
    }
    if (sd > kHardDepth) return libs >= 2 ? ReadCode::Win : ReadCode::Fail;

    const CachedQuestion cq(m_table.get(), question(str, routine::FindDefense, ko), m_board);
    Point hint = Point::pass();
    if (m_table) {
        const cache::ProbeResult pr = cq.probe(remaining_depth());
        if (pr.kind == cache::ProbeKind::Hit) {
            if (move) *move = pr.result.move;
            return pr.result.code1;
        }
        if (pr.kind == cache::ProbeKind::Hint) hint = pr.result.move;
    }
    const uint64_t start = m_nodes;

    ReadCode best = ReadCode::Fail;
    Point best_move = Point::pass();
    int tried = 0;
    if (!hint.is_pass() && try_defense(str, hint, ko, &best, &best_move)) ++tried;
    if (best != ReadCode::Win) {
        MoveList moves;
        defense_moves(str, libs, moves);
        if (!m_board.ko_point().is_pass() && consider_ko()) moves.add(m_board.ko_point(), 5);
        add_history_bonus(moves, m_board.at(str));
        moves.sort();
        const int max_tries = (sd > m_params.branch_depth && libs >= 3) ? 1 : MoveList::kMax;
        const Color owner = m_board.at(str);
        for (int i = 0;
             i < moves.size() && tried < max_tries && best != ReadCode::Win && !out_of_nodes();
             ++i) {
            prefetch_reply(str, moves, i, owner, routine::Attack, ko);
            if (moves[i] != hint && try_defense(str, moves[i], ko, &best, &best_move)) ++tried;
        }
    }
    if (best == ReadCode::Win && !best_move.is_pass()) record_win(best_move, m_board.at(str));
    if (best != ReadCode::Win && libs >= 2 && null_move_may_help(str, libs)) {
        // No move wins: maybe none is needed (eyes the attacker cannot fill).
        // The attacker then moves twice in a row, which the depth limits bound.
        const ReadCode null = null_move(str, ko);
        const bool cut = sd == m_root_depth && out_of_nodes();
        if (!cut && null > best) {
            best = null;
            best_move = Point::pass();
        }
    }
    if (!m_out_of_nodes)
        cq.store(cache::Result{best, ReadCode::Fail, best_move, remaining_depth(), false},
                 m_nodes - start);
    if (move) *move = best_move;
    return best;
}

// Passing saves a string only when the attacker cannot approach it.  Deeper
// than the first reply below the root, a string of two or three liberties
// whose attacker can fill all but one of them without self-atari is not
// worth a null move (measured: it almost never succeeds there).  At the
// first reply it is tried: an eye wins a capturing race even moving second,
// and the attacker's first move (filling an outside liberty) needs no
// answer (unit test EyeWinsRaceWithoutAnswering; +0.5% nodes on reading.tst,
// no answer changed in the suites and dev sets).
bool TacticalReader::null_move_may_help(Point str, int libs) const {
    if (m_board.stack_depth() <= m_root_depth + 1 || libs > 3) return true;
    const Color attacker = opponent(m_board.at(str));
    Point lp[3];
    const int n = std::min(m_board.findlib(str, 3, lp), 3);
    int safe = 0;
    for (int i = 0; i < n; ++i)
        if (libs_after(lp[i], attacker, 2) >= 2) ++safe;
    return safe < libs - 1;
}

ReadCode TacticalReader::does_attack(Point move, Point str) {
    if (!m_board.on_board(str) || !is_stone(m_board.at(str))) return ReadCode::Fail;
    begin_query();
    return does_attack_here(move, str);
}

ReadCode TacticalReader::does_attack_here(Point move, Point str) {
    const Color owner = m_board.at(str);
    if (m_board.countlib(str) == 1) {
        // Capturing: the same answer as attack() gives for this move.
        Point lib;
        m_board.findlib(str, 1, &lib);
        if (lib == move) return attack1(str, nullptr, Ko{});
    }
    Ko nk;
    bool ko_move;
    if (!try_move(move, opponent(owner), Ko{}, &nk, &ko_move)) return ReadCode::Fail;
    ReadCode code =
        m_board.at(str) != owner ? ReadCode::Win : invert(do_defend(normalize(str), nullptr, nk));
    if (ko_move) code = std::min(code, ReadCode::KoB);
    m_board.popgo();
    return code;
}

ReadCode TacticalReader::does_defend(Point move, Point str) {
    if (!m_board.on_board(str) || !is_stone(m_board.at(str))) return ReadCode::Fail;
    begin_query();
    return does_defend_here(move, str);
}

ReadCode TacticalReader::does_defend_here(Point move, Point str) {
    const Color owner = m_board.at(str);
    Ko nk;
    bool ko_move;
    if (!try_move(move, owner, Ko{}, &nk, &ko_move)) return ReadCode::Fail;
    ReadCode code = invert(do_attack(normalize(str), nullptr, nk));
    if (ko_move) code = std::min(code, ReadCode::KoB);
    m_board.popgo();
    return code;
}

ReadResult TacticalReader::ladder_attack(Point str) {
    ReadResult r;
    if (!m_board.on_board(str) || !is_stone(m_board.at(str))) return r;
    r.code = ladder(str, &r.move, Ko{});
    if (r.code == ReadCode::Fail) r.move = Point::pass();
    return r;
}

// Ataris only: the attacker plays a liberty leaving one; the defender extends
// or captures an atari'd neighbour.
ReadCode TacticalReader::ladder(Point str, Point* move, Ko ko) {
    const Color owner = m_board.at(str);
    const int libs = m_board.countlib(str);
    if (libs == 1) return attack1(str, move, ko);
    if (libs > 2 || m_board.stack_depth() > kHardDepth) return ReadCode::Fail;
    Point lp[2];
    m_board.findlib(str, 2, lp);
    ReadCode best = ReadCode::Fail;
    for (Point m : lp) {
        Ko nk;
        bool ko_move;
        if (!try_move(m, opponent(owner), ko, &nk, &ko_move)) continue;
        ReadCode code = ReadCode::Fail;
        if (m_board.countlib(str) == 1) code = invert(ladder_escape(str, nk));
        if (ko_move) code = std::min(code, ReadCode::KoB);
        m_board.popgo();
        if (code > best) {
            best = code;
            if (move) *move = m;
            if (code == ReadCode::Win) break;
        }
    }
    return best;
}

ReadCode TacticalReader::ladder_escape(Point str, Ko ko) {
    const Color owner = m_board.at(str);
    MoveList moves;
    Point lib;
    m_board.findlib(str, 1, &lib);
    moves.add(lib, 100);
    break_chain_moves(str, 200, 0, 0, moves);
    moves.sort();
    ReadCode best = ReadCode::Fail;
    for (int i = 0; i < moves.size(); ++i) {
        Ko nk;
        bool ko_move;
        if (!try_move(moves[i], owner, ko, &nk, &ko_move)) continue;
        ReadCode code = invert(ladder(str, nullptr, nk));
        if (ko_move) code = std::min(code, ReadCode::KoB);
        m_board.popgo();
        best = std::max(best, code);
        if (best == ReadCode::Win) break;
    }
    return best;
}

int TacticalReader::root_moves(Point str, bool attacking, int as_depth, Point* out, int max) {
    if (!m_board.on_board(str) || !is_stone(m_board.at(str))) return 0;
    const Point s = normalize(str);
    // Generate as at the root: pinned depth, no last moves.
    const int root_depth = m_root_depth;
    const Point last_attack = m_last_attack, last_defense = m_last_defense;
    m_pinned_depth = as_depth;
    m_root_depth = as_depth;
    m_last_attack = m_last_defense = Point::pass();
    MoveList moves;
    const int libs = m_board.countlib(s);
    if (attacking) {
        if (libs == 1) {
            moves.add(lib_of(s), 100);
            ko_capture_alternatives(s, moves);
        } else {
            attack_moves(s, libs, moves);
        }
    } else {
        defense_moves(s, libs, moves);
    }
    if (!attacking || libs <= 3) root_candidates(s, moves, 10, 4);
    m_pinned_depth = -1;
    m_root_depth = root_depth;
    m_last_attack = last_attack;
    m_last_defense = last_defense;
    int n = 0;
    for (int i = 0; i < moves.size() && n < max; ++i) out[n++] = moves[i];
    return n;
}

ReadResult TacticalReader::nested(Point str, bool attacking) {
    ReadResult r;
    if (!m_board.on_board(str) || !is_stone(m_board.at(str))) return r;
    const Point s = normalize(str);
    r.code = attacking ? do_attack(s, &r.move, Ko{}) : do_defend(s, &r.move, Ko{});
    if (r.code == ReadCode::Fail) r.move = Point::pass();
    return r;
}

void TacticalReader::begin_compound_question() {
    if (m_table && m_advance_generation) m_table->new_generation();
    begin_query();
}

ReadCode TacticalReader::attack_either(Point a, Point b) {
    if (!m_board.on_board(a) || !m_board.on_board(b) || !is_stone(m_board.at(a)) ||
        m_board.at(a) != m_board.at(b))
        return ReadCode::Fail;
    begin_compound_question();
    return attack_either_here(a, b);
}

ReadCode TacticalReader::defend_both(Point a, Point b) {
    if (!m_board.on_board(a) || !m_board.on_board(b) || !is_stone(m_board.at(a)) ||
        m_board.at(a) != m_board.at(b))
        return ReadCode::Fail;
    begin_compound_question();
    return defend_both_here(a, b);
}

ReadCode TacticalReader::attack_either_here(Point a, Point b) {
    ReadCode best = std::max(attack_nested(a).code, attack_nested(b).code);
    if (best == ReadCode::Win) return best;
    // Moves touching both: a double threat may capture one of them.
    const Color attacker = opponent(m_board.at(a));
    MoveList moves;
    attack_moves(normalize(a), m_board.countlib(a), moves);
    attack_moves(normalize(b), m_board.countlib(b), moves);
    moves.sort();
    for (int i = 0; i < moves.size() && !out_of_nodes(); ++i) {
        Ko nk;
        bool ko_move;
        if (!try_move(moves[i], attacker, Ko{}, &nk, &ko_move)) continue;
        ReadCode code = ReadCode::Win;
        if (is_stone(m_board.at(a)) && m_board.at(a) != attacker && is_stone(m_board.at(b)) &&
            m_board.at(b) != attacker)
            code = invert(defend_both_here(a, b));
        if (ko_move) code = std::min(code, ReadCode::KoB);
        m_board.popgo();
        best = std::max(best, code);
        if (best == ReadCode::Win) break;
    }
    return best;
}

ReadCode TacticalReader::defend_both_here(Point a, Point b) {
    const Color owner = m_board.at(a);
    const ReadCode ca = attack_nested(a).code, cb = attack_nested(b).code;
    if (ca == ReadCode::Fail && cb == ReadCode::Fail) return ReadCode::Win;
    if (m_board.stack_depth() > m_params.depth) return ReadCode::Fail;
    MoveList moves;
    defense_moves(normalize(a), m_board.countlib(a), moves);
    defense_moves(normalize(b), m_board.countlib(b), moves);
    moves.sort();
    ReadCode best = ReadCode::Fail;
    for (int i = 0; i < moves.size() && !out_of_nodes(); ++i) {
        Ko nk;
        bool ko_move;
        if (!try_move(moves[i], owner, Ko{}, &nk, &ko_move)) continue;
        ReadCode code = invert(std::max(attack_nested(a).code, attack_nested(b).code));
        if (ko_move) code = std::min(code, ReadCode::KoB);
        m_board.popgo();
        best = std::max(best, code);
        if (best == ReadCode::Win) break;
    }
    return best;
}

}  // namespace yomi
