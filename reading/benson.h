// Unconditional life (Benson's algorithm) and the opponent's stones that can
// never live inside unconditional territory.
//
// Definitions, for one colour X (each colour is analysed the same way):
//  - An X chain is a string of X stones.  An X region is a maximal connected
//    set of points holding no X stone (empty points and opponent stones).
//  - A region R is *vital* to an X chain c when R has at least one empty
//    point, c borders R and every empty point of R is a liberty of c.
//  - Benson's iteration: start from every X chain and every X region; remove
//    every chain with fewer than two vital regions among the remaining
//    regions, then every region that borders a removed chain; repeat until
//    nothing changes.  The chains left are *unconditionally alive*: they are
//    never captured even if X passes forever and the opponent plays as many
//    moves in a row as it likes (Benson 1976; the proof needs suicide to be
//    illegal, as it is on a yomi::Board).
//
// The extension to the opponent's stones (our rule, deliberately small).  An
// X region R left by the iteration is bordered only by unconditionally alive
// X chains.  Its *interior* is the set of its points with no X stone next to
// them.  The opponent's stones in R are *dead* in two cases:
//  (a) one opponent string covers the whole interior: every empty point of R
//      is next to an alive X chain, and stays so until that string is
//      captured.  X fills the liberties of the opponent's other strings in R
//      first, then those of the interior string; each X stone joins a chain
//      that cannot be captured (a region vital to a chain keeps all its
//      empty points liberties of that chain, and with opponent stones in R
//      the last empty point is always a capture), the opponent's moves in R
//      only fill points and never capture, and captures before the last
//      free no interior point; X's stones in R only grow, so this ends with
//      every opponent stone of R captured;
//  (b) the interior is one point, or two neighbouring points: an eye of the
//      opponent's is an empty region bordered by its stones only, so it lies
//      in the interior (a point next to an alive X chain would join the
//      chain to the region), and two neighbouring points hold one eye at
//      most.  X fills the liberties next to its stones first (those stones
//      cannot be captured), then plays the interior point that touches its
//      stones (or either one), which captures or leaves the opponent one
//      liberty; no seki and no ko arise.  X captures every opponent stone in
//      R, whatever the opponent does, and the opponent can never live in R
//      afterwards: R's empty points are X's *unconditional territory*.
// Anything else is left undecided even when the opponent could not live
// there in practice (two opponent strings over the interior, the shared
// liberties of a seki-looking shape that X can still break by a sacrifice):
// the rule never calls dead stones that could live or form a seki.  Two
// interior points apart can hold two eyes (a ring around both), hence the
// neighbouring condition in (b).
// GNU Go 3.8's unconditional_status calls such stones dead more often, and
// also calls alive stones of X that it may sacrifice; see reading/README.md.
//
// Everything here reads the board and never changes it; no globals.
#pragma once

#include <yomi/engine/board/board.h>
#include <yomi/reading/eye_space.h>

namespace yomi {

enum class UnconditionalStatus {
    Undecided,  // neither of the two below (or an empty point)
    Alive,      // a stone of an unconditionally alive chain
    Dead,       // a stone in a region of the other colour's alive chains, by (a) or (b)
};

// The whole board analysed for both colours.  Masks index the padded board
// (Point::index()); a flag is 1 on the points concerned and 0 elsewhere.
struct UnconditionalLife {
    PointMask alive{};            // stones (either colour) of unconditionally alive chains
    PointMask dead{};             // stones (either colour) dead by rule (a) or (b)
    PointMask black_territory{};  // empty points of Black's regions of rule (b)
    PointMask white_territory{};  // empty points of White's regions of rule (b)
};

// Both colours' unconditionally alive chains, dead stones and territory on
// the board as it stands.  The board is only read.
UnconditionalLife analyze_unconditional(const Board& board);

// The chains of colour `color` that are unconditionally alive (Benson's
// iteration alone, no extension): `alive` gets 1 on their stones, 0 elsewhere.
// For another colour `alive` is all 0.
void benson_alive(const Board& board, Color color, PointMask& alive);

// The status of the stone at p: Alive, Dead, or Undecided (also for an empty
// point or a point off the board; use analyze_unconditional for territory).
UnconditionalStatus unconditional_status(const Board& board, Point p);

// "alive", "dead" or "undecided".
const char* unconditional_status_name(UnconditionalStatus s);

}  // namespace yomi
