// The tactical reader: can a string be captured, can it be saved?
//
// A TacticalReader is a reader context: a reference to a board, the depth
// params, node counters and a pointer to the shared reading cache (which may
// be null: no cache).  It holds no globals, so several threads may read at
// once, each with its own reader and board, against one shared cache::Table.
//
// Result codes (engine/board/types.h): Fail < KoB < KoA < Win, larger is better for
// the side that reads.  KoA: succeeds if this side may take the ko first; KoB:
// succeeds only if this side has a ko threat (the opponent takes the ko first).
// Every function restores the board (stones, ko point, hash, reading stack)
// exactly before it returns.
//
// Node counter: every trymove/tryko the reader plays counts as one node (the
// board's own trymove counter also counts them, plus the test moves of
// approxlib_after, which are not nodes).
#pragma once

#include <cstdint>
#include <iosfwd>

#include <yomi/cache/reading_cache.h>
#include <yomi/engine/board/board.h>
#include <yomi/reading/params.h>
#include <yomi/reading/question.h>

namespace yomi {

// A reading answer: the code and the move that achieves it (pass when the code
// is Fail, or when no move is needed).
struct ReadResult {
    ReadCode code = ReadCode::Fail;
    Point move = Point::pass();
    friend bool operator==(const ReadResult&, const ReadResult&) = default;
};

class TacticalReader {
  public:
    // board: the position to read (the reader plays on it and restores it);
    // table: the shared cache, or nullptr for none.
    explicit TacticalReader(Board& board, const ReadingParams& params = {},
                            cache::Table* table = nullptr);

    // attack(str): can the side not owning str, moving first, capture it?
    // str: any stone of the string (an empty point is a caller error and
    // gives Fail).  Returns the best code and a move achieving it (pass when
    // Fail).  Strings with more than four liberties are never captured.
    ReadResult attack(Point str);
    // find_defense(str): can the owner of str, moving first, save it?  Returns
    // the best code and a saving move (pass when Fail; pass with Win when the
    // string has five or more liberties and needs no move).
    ReadResult find_defense(Point str);

    // does_attack(move, str): the opponent of str plays move; returns the
    // result for the attacker (Win when str cannot then be saved, the ko codes
    // when saving needs a ko; Fail when the move is illegal or does not work).
    ReadCode does_attack(Point move, Point str);
    // does_defend(move, str): str's owner plays move; returns the result for
    // the defender (Win when str cannot then be captured).
    ReadCode does_defend(Point move, Point str);
    // ladder_attack(str): attack str (at most 2 liberties) by ataris only.
    ReadResult ladder_attack(Point str);
    // attack_either(a, b): strings of one colour; can the opponent, moving
    // first, capture at least one of them?
    ReadCode attack_either(Point a, Point b);
    // defend_both(a, b): can the owner, moving first, save both?
    ReadCode defend_both(Point a, Point b);
    // attack_either and defend_both are compound questions: one node limit,
    // one history and one cache generation for the whole question, whose
    // parts are nested questions.

    // Nested questions: attack / find_defense asked inside a question already
    // begun (a compound question of this reader, or another reader's after
    // begin_compound_question): they read within that question's node limit
    // and history, without widening the root or advancing the cache
    // generation.  Same result codes and board contract as attack and
    // find_defense.
    ReadResult attack_nested(Point str) { return nested(str, true); }
    ReadResult defend_nested(Point str) { return nested(str, false); }
    // Starts a compound question (node limit, history, cache generation).
    void begin_compound_question();

    // The moves this reader would try for the side attacking (attacking) or
    // defending str at the root of a question asked at stack depth as_depth,
    // from the position alone (no history, no last moves), into out (at most
    // max); returns how many.  For proof searches that need the reader's move
    // knowledge as a fixed game (reading/dfpn_games.h).  Board unchanged.
    int root_moves(Point str, bool attacking, int as_depth, Point* out, int max);

    ReadingParams& params() { return m_params; }
    const ReadingParams& params() const { return m_params; }
    void set_table(cache::Table* table) { m_table.reset(table); }
    cache::Table* table() const { return m_table.get(); }
    // Writes every move the reader tries to out (nullptr: off), one line per
    // move after its subtree (post-order): two spaces per ply below the
    // question, A (attacker) or D (defender), the move, "->" and the mover's
    // result in the protocol's codes (0, 1, 2 ko taken first, 3 ko needing a
    // threat).  Cache hits show no subtree: read without a cache for a whole
    // tree.  For debugging; it does not change any answer.
    void set_trace(std::ostream* out) { m_trace = out; }
    uint64_t node_count() const { return m_nodes; }
    void reset_node_count() { m_nodes = 0; }
    // A top-level question advances the cache's generation (its age clock)
    // unless this is off: a reader used inside another reader's question
    // (the owl's tactical reads) leaves that to the outer reader.
    void set_advance_generation(bool on) { m_advance_generation = on; }
    // A salt for every key of this reader's questions (0: none).  A reader
    // that asks on behalf of another question (the owl's) keeps its results
    // to that question with the question's salt, so that its answers do not
    // depend on what other questions left in the table.
    void set_key_salt(uint64_t salt) { m_key_salt = salt; }

  private:
    struct Ko {
        Color owner = Color::Empty;
        Point pos = Point::pass();
    };
    struct MoveList;

    ReadResult nested(Point str, bool attacking);
    ReadCode attack_either_here(Point a, Point b);
    ReadCode defend_both_here(Point a, Point b);
    // does_attack/does_defend within the current question.
    ReadCode does_attack_here(Point move, Point str);
    ReadCode does_defend_here(Point move, Point str);
    // At the root: tries the capturing-race candidates around s for the
    // attacker (attacking) or the defender within a node budget, raising r.
    void widen_root(Point s, bool attacking, ReadResult& r);
    ReadCode widened_replies(Point s, Point m, bool attacking);
    ReadCode do_attack(Point str, Point* move, Ko ko);
    ReadCode do_defend(Point str, Point* move, Ko ko);
    ReadCode null_move(Point str, Ko ko);
    bool second_move_wins(Point str, Point m, bool attacking);
    void prefer_ko_progress(Point str, bool attacking, ReadResult& r);
    bool try_attack(Point str, Point m, Ko ko, ReadCode* best, Point* best_move);
    bool try_defense(Point str, Point m, Ko ko, ReadCode* best, Point* best_move);
    bool snapped_back(Point lib, Color attacker);
    bool null_move_may_help(Point str, int libs) const;
    Point lib_of(Point str) const {
        Point lib;
        m_board.findlib(str, 1, &lib);
        return lib;
    }
    ReadCode attack1(Point str, Point* move, Ko ko);
    ReadCode defend_safe_start(Point str, Point* move, Ko ko, int libs);
    ReadCode ladder(Point str, Point* move, Ko ko);
    ReadCode ladder_escape(Point str, Ko ko);

    // The opponent strings next to str, at most kMaxAdjacent (32) of them,
    // into adj; returns how many were written.
    int adjacent(Point str, Point* adj) const;
    void attack_moves(Point str, int libs, MoveList& moves) const;
    void root_candidates(Point str, MoveList& moves, int score, int maxlibs,
                         int race_libs = 0, bool outer = false) const;
    void ko_capture_alternatives(Point str, MoveList& moves) const;
    void defense_moves(Point str, int libs, MoveList& moves) const;
    void break_chain_moves(Point str, int s1, int s2, int s3, MoveList& moves) const;
    void break_chain_moves(const Point* adj, int na, int s1, int s2, int s3, MoveList& moves) const;
    void race_ataris(Point str, const Point* adj, int na, MoveList& moves) const;
    void spoil_fills(Point str, const Point* lp, int n, MoveList& moves) const;
    void ko_throw_ins(Point str, const Point* lp, int n, MoveList& moves) const;
    void capture_big_neighbors(Point own, MoveList& moves) const;
    void capture_last_defense(Point own, MoveList& moves) const;
    void strengthen_short_attacker(Point own, Point str, int libs, MoveList& moves) const;
    void atari_holders(Point own, Point str, MoveList& moves) const;
    int atari_bonus(Point p, Point str) const;
    void unblock_chain_moves(Color owner, const Point* adj, int na, MoveList& moves) const;
    void save_race_feeders(Point partner, Point str, MoveList& moves) const;
    void atari_race_feeder(Point str, MoveList& moves) const;
    void closed_chain_approaches(Color owner, const Point* adj, int na, MoveList& moves) const;
    bool threatens(Point s, int maxlibs) const;
    void chaser_ataris(Point str, const Point* adj, int na, MoveList& moves) const;
    bool after_net(Point str) const;
    void wall_ataris(Point str, const Point* adj, int na, MoveList& moves) const;
    void partner_moves(Point str, const Point* lp, int n, MoveList& moves) const;
    void efficient_chain_ataris(Point str, const Point* adj, int na, MoveList& moves) const;
    void double_threat_ataris(Point str, const Point* adj, int na, MoveList& moves) const;
    void cap_moves(Point str, const Point* lp, int n, MoveList& moves) const;
    void atari_approachers(Point str, const Point* lp, int n, const Point* adj, int na,
                           MoveList& moves) const;
    void partner_liberty_moves(Point str, const Point* lp, int n, MoveList& moves) const;
    void backfill_moves(Point lib, Color attacker, MoveList& moves) const;
    void protector_ataris(Point str, Point lib, MoveList& moves) const;

    // Liberties c's string would have after c plays at the empty point p,
    // counted up to limit, without playing (captured neighbours in atari
    // count as the points they free next to p).  0 when the move is suicide.
    int libs_after(Point p, Color c, int limit) const;

    // Plays p for c, allowing a ko capture (tryko) when the ko rules of the
    // reader allow it; *ko_move says it was one.  Counts a node when played.
    bool try_move(Point p, Color c, Ko ko, Ko* new_ko, bool* ko_move);
    bool consider_ko() const { return m_board.stack_depth() <= m_params.ko_depth; }
    Question question(Point str, cache::Routine r, Ko ko) const;
    int remaining_depth() const { return m_params.depth - m_board.stack_depth(); }
    Point normalize(Point str) const;

    void trace(char kind, Point m, ReadCode code) const;

    Board& m_board;
    ReadingParams m_params;
    std::ostream* m_trace = nullptr;
    cache::TableUse m_table;  // the shared cache (or none), held while this reader lives
    uint64_t m_nodes = 0;
    bool m_advance_generation = true;
    uint64_t m_key_salt = 0;
    int m_root_depth = 0;         // stack depth of the current top-level question
    uint64_t m_query_start = 0;   // node count when it began
    bool m_out_of_nodes = false;  // its node limit was reached
    Point m_last_attack = Point::pass();   // the attacker's last move (try_attack)
    Point m_last_defense = Point::pass();  // the defender's last move (try_defense)
    // Starts a top-level question at the current stack depth.
    void begin_query();
    // True (and stays true for the question) once the node limit is spent.
    bool out_of_nodes() {
        if (!m_out_of_nodes && m_params.node_limit > 0 &&
            m_nodes - m_query_start > static_cast<uint64_t>(m_params.node_limit))
            m_out_of_nodes = true;
        return m_out_of_nodes;
    }
    // A move of the top-level question (just played) whose read ran out of
    // nodes: its result is not a proof and earns the question nothing.
    bool root_move_cut() { return m_board.stack_depth() == m_root_depth + 1 && out_of_nodes(); }
    // History heuristic: how often a point won for each colour (index 0:
    // black, 1: white) in the current question; a small ordering bonus.
    uint16_t m_history[2][kBoardMax] = {};
    void add_history_bonus(MoveList& moves, Color c) const;
    // Starts loading the cache entries that trying moves[i] (and moves[i + 1])
    // for mover will probe: the reply routine's question about str.
    void prefetch_reply(Point str, const MoveList& moves, int i, Color mover, cache::Routine reply,
                        Ko ko) const;
    void record_win(Point m, Color c) {
        uint16_t& h = m_history[c == Color::White][m.index()];
        if (h < 1000) ++h;
    }
    // The reading depth the move generators see: the board's stack depth, or
    // the depth root_moves pins.
    int depth_now() const { return m_pinned_depth >= 0 ? m_pinned_depth : m_board.stack_depth(); }
    int m_pinned_depth = -1;
    mutable uint32_t m_mark[kBoardMax] = {};
    mutable uint32_t m_mark_gen = 0;
};

}  // namespace yomi
