// The semeai reader: two dragons of opposite colours in a capturing race.
//
// analyze_semeai(a, b): a's owner moves first.  The search plays both
// sides' race moves - filling the other's liberties (outside ones first),
// eye vital points, captures of weak strings next to the dragons, saving
// one's own - and ends a line when a dragon's asked string is captured,
// when both dragons live (two sure eyes each, eye_space.h), or at its depth
// and node limits, where the classical liberty count decides (outside and
// shared liberties, seki, eyes; reading/README.md).  Outcomes, seen
// from a: a lives and b dies; both live (seki, or each has its eyes); a
// dies.  The answer gives a's best: a_lives (Win when a is not captured),
// b_dies (Win when b is) and the move reaching it (pass when a needs none).
// No ko threats: results are Win or Fail.
//
// Limits (ReadingParams): semeai_depth plies, semeai_node_limit moves a
// question.  Results go to the shared cache under routine::Semeai, keyed by
// the position, both asked strings, the side to move and both dragons.
// Every function restores the board before it returns.  No globals.
#pragma once

#include <cstdint>

#include <yomi/cache/reading_cache.h>
#include <yomi/engine/board/board.h>
#include <yomi/reading/eye_space.h>
#include <yomi/reading/minimax.h>
#include <yomi/reading/params.h>
#include <yomi/reading/tactical.h>

namespace yomi {

struct SemeaiResult {
    ReadCode a_lives = ReadCode::Fail;
    ReadCode b_dies = ReadCode::Fail;
    Point move = Point::pass();
    friend bool operator==(const SemeaiResult&, const SemeaiResult&) = default;
};

class SemeaiReader {
  public:
    explicit SemeaiReader(Board& board, const ReadingParams& params = {},
                          cache::Table* table = nullptr);

    // a, b: stones of two dragons of opposite colours (else, or on an empty
    // point, the result is all Fail).  a's owner moves first.
    SemeaiResult analyze_semeai(Point a, Point b);

    uint64_t node_count() const { return m_budget.nodes; }
    uint64_t tactical_node_count() const { return m_tactical.node_count(); }

  private:
    // Outcomes for a, ordered: a dies < both live < a lives and b dies.
    enum Outcome : int { kADies = 0, kBothLive = 1, kAWins = 2 };
    struct Side;
    struct Problem;

    int search(int ply, bool a_to_move, Point* move);
    int horizon(const Side& a, const Side& b, bool a_to_move) const;
    void side_state(Side& s, Point origin, const PointMask& root_goal, Color owner);
    void race_moves(const Side& mover, const Side& other, class SemeaiMoves& moves);

    Board& m_board;
    ReadingParams m_params;
    cache::TableUse m_table;  // the shared cache (or none), held while this reader lives
    TacticalReader m_tactical;
    SearchBudget m_budget;
    Point m_origin_a = Point::pass(), m_origin_b = Point::pass();
    Color m_color_a = Color::Empty;
    PointMask m_goal_a{}, m_goal_b{};
    uint64_t m_goals_hash = 0;
};

}  // namespace yomi
