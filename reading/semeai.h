// The semeai reader: two dragons of opposite colours in a capturing race.
//
// Two versions behind analyze_semeai: by default
// (ReadingParams::semeai_playout) the play-out described here answers; the
// first version's counting search (semeai_counter.h; GTP: yomi
// --semeai-count) answers with semeai_playout off, and when the play-out
// spends its node budget (twice: with ko retakes, then without).
//
// analyze_semeai(a, b): a's owner moves first.  The race is played out, not
// counted (reading/README.md, "The semeai reader"): at every node the side
// to move tries, in this order, the capture of a critical string of the
// other dragon (a string of it next to the mover's dragon: its capture wins
// the race when the capturing stones then have two liberties), the rescue of
// its own critical strings, captures of the other's weak strings (lunches),
// eye vital points (its own and the other's), the other's outside
// liberties, approach moves where a liberty cannot be filled directly
// (backfilling: the filling stone would be in atari), shared liberties,
// the other's eye points, and last a pass.  Both sides passing in a row
// ends the race in seki, unless one side's most eyes are fewer than the
// other's fewest: then that side dies.  A dragon with two sure eyes and no
// capturable string is alive; two live dragons end the race (both live).
// At the depth and node limits the liberty count decides (outside, shared
// and eye liberties, a big eye counted as its nakade liberties less the
// dead stones inside: semeai_count.cpp).
//
// Outcomes, seen from a: a lives and b dies; both live (seki, or each has
// its eyes); a dies.  The answer gives a's best: a_lives (Win when a is not
// captured), b_dies (Win when b is) and the move reaching it (pass when
// passing reaches it too).  Ko as the owl reads it: the first capture of a
// ko is free; retaking it at once needs a threat, and only the side that
// retook first in a line may retake again.  A result reached through such a
// retake by a is KoB at best (a succeeds only with a threat); one that b
// reached that way leaves a KoA at least (a succeeds if it takes the ko
// first).  a ranks lines by its own life first, then b's death; b by its
// own life first, then a's death.
//
// Limits (ReadingParams): semeai_depth + 10 plies, semeai_node_limit moves
// a play-out; when the play-out with ko retakes spends them, one without
// retakes goes on from its cache entries with no ko owner.  The owl
// questions (does the capturer live?) use the owl's proofs only with
// semeai_owl_proof.  Results go to the shared cache under routine::Semeai,
// keyed by the position, both asked strings, the side to move, whether the
// last move was a pass, the ko owner and both dragons.  Every function
// restores the board before it returns.  No globals.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include <yomi/cache/reading_cache.h>
#include <yomi/engine/board/board.h>
#include <yomi/reading/eye_space.h>
#include <yomi/reading/minimax.h>
#include <yomi/reading/owl.h>
#include <yomi/reading/params.h>
#include <yomi/reading/tactical.h>

namespace yomi {

struct SemeaiResult {
    ReadCode a_lives = ReadCode::Fail;
    ReadCode b_dies = ReadCode::Fail;
    Point move = Point::pass();
    friend bool operator==(const SemeaiResult&, const SemeaiResult&) = default;
};

// One dragon of a race as the position stands (semeai_side.cpp).
struct SemeaiSide {
    static constexpr int kMaxStrings = 16;
    Color owner = Color::Empty;
    Point origin = Point::pass();
    bool captured = false;
    bool alive = false;  // two sure eyes and no capturable string
    PointMask goal{};
    EyeSummary eyes;
    // The critical strings (one stone each): the strings of the dragon next
    // to the other dragon, else those sharing a liberty with it, else the
    // asked string.  weakest: the one with fewest liberties.
    Point critical[kMaxStrings];
    int critical_count = 0;
    Point weakest = Point::pass();
    int weakest_libs = 0;
    // Strings of the dragon the other side can capture: how, and the defence.
    Point weak[kMaxStrings];
    Point weak_capture[kMaxStrings];
    Point weak_defense[kMaxStrings];
    int weak_count = 0;
};

// The liberty count of a race at a horizon, from a's point of view with the
// side to move given: 2 a captures b, 1 seki, 0 b captures a
// (semeai_count.cpp).  Static: the board is only read.
int semeai_count(const Board& board, const SemeaiSide& a, const SemeaiSide& b, bool a_to_move);

// The liberties a closed eye region of n points gives its owner in a race
// when k of its points hold the opponent's stones (the nakade counts).
int eye_region_liberties(int n, int k);

class SemeaiReader {
  public:
    explicit SemeaiReader(Board& board, const ReadingParams& params = {},
                          cache::Table* table = nullptr);

    // a, b: stones of two dragons of opposite colours (else, or on an empty
    // point, the result is all Fail).  a's owner moves first.
    SemeaiResult analyze_semeai(Point a, Point b);

    uint64_t node_count() const { return m_budget.nodes; }
    // Tactical nodes read on this reader's behalf (by its owl reader and by
    // the first version too).
    uint64_t tactical_node_count() const {
        return m_tactical.node_count() + m_owl.tactical_node_count() + m_counter_tactical_nodes;
    }

  private:
    // Outcomes for a, ordered: a dies < both live < a lives and b dies.
    enum Outcome : int { kADies = 0, kBothLive = 1, kAWins = 2 };
    // A line's value: whether a lives and whether b dies, each Win, KoA,
    // KoB or Fail (semeai.cpp: ko).
    struct Value {
        ReadCode a_lives = ReadCode::Fail;
        ReadCode b_dies = ReadCode::Fail;
        friend bool operator==(const Value&, const Value&) = default;
    };
    class Moves;

    Value play_out(Point* move);
    Value search(int ply, bool a_to_move, bool passed, Color ko_owner, Point* move);
    Value read_moves(int ply, bool a_to_move, Color ko_owner, const SemeaiSide& x,
                     const SemeaiSide& y, Point* move);
    std::optional<int> judge(const SemeaiSide& x, const SemeaiSide& y, bool a_to_move,
                             bool passed) const;
    void side_state(SemeaiSide& s, Point origin, const PointMask& root_goal, Color owner,
                    const PointMask* other_goal);
    void pair_state(SemeaiSide& a, SemeaiSide& b);
    void race_moves(const SemeaiSide& x, const SemeaiSide& y, Moves& moves);
    void liberty_moves(const SemeaiSide& x, const SemeaiSide& y, Moves& moves);
    bool acceptable(const SemeaiSide& x, const SemeaiSide& y, Point m, bool captured) const;
    bool simple_race(const SemeaiSide& x, const SemeaiSide& y);
    int width(int ply) const;
    int depth_limit() const;

    Board& m_board;
    ReadingParams m_params;
    cache::TableUse m_table;  // the shared cache (or none), held while this reader lives
    TacticalReader m_tactical;
    OwlReader m_owl;  // whether a dragon lives after it captured
    SearchBudget m_budget;
    Point m_origin_a = Point::pass(), m_origin_b = Point::pass();
    Color m_color_a = Color::Empty;
    PointMask m_goal_a{}, m_goal_b{};
    uint64_t m_goals_hash = 0;
    bool m_ko_retakes = true;  // whether lines may retake a ko (see play_out)
    uint64_t m_counter_tactical_nodes = 0;  // the first version's, summed
    // A side's dragon and eye spaces by position (direct-mapped; the key is
    // the position's hash with both root goals and the owner, 0 empty): the
    // play-out meets the same positions again and again.
    struct SideShape {
        uint64_t key = 0;
        PointMask goal{};
        EyeSummary eyes{};
    };
    static constexpr int kShapeMemoBits = 8;
    std::vector<SideShape> m_shapes;
};

}  // namespace yomi
