// Eye space of a group, for the owl reader: the regions next to a set of
// stones of one colour (the "goal") that may become its eyes, each with a
// static estimate of the eyes it is worth and the point both sides want.
//
// A *closed* region is a connected set of at most EyeRegion::kMaxPoints
// points that are empty or hold opponent stones, bordered only by goal
// stones and the edge.  Its value comes from its shape (the classical
// nakade shapes: straight and bent three, the pyramid four, the bulky and
// cross fives, the rabbity six) and, for a one-point eye, the diagonal rule
// for false eyes.  A region holding opponent stones is never a sure eye.
// An *open pocket* is a connected set of empty points next to the goal and
// next to no opponent stone inside a larger area: eye potential, not an eye.
//
// Static analysis only: the board is read, never changed.
#pragma once

#include <array>
#include <cstdint>

#include <yomi/engine/board/board.h>

namespace yomi {

// One flag per point of the padded board.
using PointMask = std::array<uint8_t, kBoardMax>;

struct EyeRegion {
    static constexpr int kMaxPoints = 12;
    static constexpr int kMaxMargins = 8;
    Point points[kMaxPoints];
    int size = 0;
    bool closed = false;              // bordered by goal stones and the edge only
    bool has_opponent_stones = false;
    int min_eyes = 0;                 // eyes the owner keeps whoever moves first
    int max_eyes = 0;                 // eyes if the owner moves first
    Point vital = Point::pass();      // where min and max differ: the attacker's key point
    Point defense = Point::pass();    // the owner's key point (the table's; else vital)
    Point margins[kMaxMargins];       // open pockets: the non-goal points next to them
    int margin_count = 0;
};

struct EyeSummary {
    static constexpr int kMaxRegions = 24;
    EyeRegion regions[kMaxRegions];
    int count = 0;
    int sure_eyes = 0;  // the sum of min_eyes over closed regions
    int max_eyes = 0;   // the sum of max_eyes over every region
    // Goal liberties outside every closed region with no opponent stone
    // within Manhattan distance 2: room to run.
    int escape = 0;
};

// The eye regions next to the goal stones of owner (goal[p] != 0 and a stone
// of owner at p).  Regions beyond kMaxRegions are dropped (counted nowhere).
void analyze_eyes(const Board& board, const PointMask& goal, Color owner, EyeSummary* out);

// Grows goal (stones of owner) by the strings of owner connected to it:
// whole strings, and other strings with two or more liberties next to the
// goal (miai: a diagonal or a bamboo joint), or one such liberty that no
// opponent stone touches and that the two sides touch from opposite sides
// (a one-point jump).  Repeats until nothing is added.  Points of the mask
// that hold no stone of owner are cleared.
void close_dragon(const Board& board, Color owner, PointMask& goal);

// eval_eye: the eye space holding p for whichever colour's stones enclose it
// (every stone of that colour taken as the goal), valued by its shape as if
// any opponent stones inside were gone.  An open pocket (see above) is valued
// as its points plus its empty margins, one eye less for the minimum, and
// its key point is its only margin when it has one.  When p lies in eye
// spaces of both colours (a group dead inside the other's eye), the smaller
// space is p's.  False when p is a stone or lies in no eye space.
struct EyeValue {
    Color owner = Color::Empty;
    int min_eyes = 0, max_eyes = 0;
    Point attack = Point::pass(), defense = Point::pass();  // when min != max
};
bool eye_value_at(const Board& board, Point p, EyeValue* out);

// The liberties outside the space pts[0..n) of owner's strings that touch
// it, counted up to cap: the eye-shape table's two models (none, or enough)
// are chosen by them.
int wall_outside_liberties(const Board& board, Color owner, const Point* pts, int n, int cap);

// The value of a closed region r (its points, size and has_opponent_stones
// set) from its shape alone: sets r's min_eyes, max_eyes and vital.
void value_closed_region(const Board& board, Color owner, EyeRegion& r);

}  // namespace yomi
