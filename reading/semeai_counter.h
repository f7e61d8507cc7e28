// The first semeai reader, kept as the fallback of the play-out (semeai.h):
// a narrow search that ends its lines with the classical liberty count.
// It answers when the play-out spends its node budget.  Internal to the
// semeai reader.  Its cache entries are keyed as the first version's were;
// the play-out's carry a salted goal hash (semeai.cpp).
#pragma once

#include <yomi/reading/semeai.h>

namespace yomi {

class SemeaiCounter {
  public:
    explicit SemeaiCounter(Board& board, const ReadingParams& params = {},
                          cache::Table* table = nullptr);

    // a, b: stones of two dragons of opposite colours (else, or on an empty
    // point, the result is all Fail).  a's owner moves first.
    SemeaiResult analyze(Point a, Point b);
    // As the play-out's fallback: when a lives, the answer names a's move
    // even where a pass reaches the same result (see semeai_counter.cpp).
    void set_name_move(bool on) { m_name_move = on; }

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
    void race_moves(const Side& mover, const Side& other, class CounterMoves& moves);

    Board& m_board;
    ReadingParams m_params;
    cache::TableUse m_table;  // the shared cache (or none), held while this reader lives
    TacticalReader m_tactical;
    SearchBudget m_budget;
    Point m_origin_a = Point::pass(), m_origin_b = Point::pass();
    Color m_color_a = Color::Empty;
    PointMask m_goal_a{}, m_goal_b{};
    uint64_t m_goals_hash = 0;
    bool m_name_move = false;
};

}  // namespace yomi
