// Eye spaces as GNU Go's optics sees them: the points each colour encloses,
// their marginal points, the opponent's dead stones inside, and the half and
// false eyes that the diagonals make.  Used by GTP eval_eye and by the owl
// reader's static judgement.
//
// Definitions (our own, after GNU Go's description of its eye spaces).  The
// caller says which stones are *lively* (alive for this purpose: for eval_eye
// every string that cannot be captured tactically, or that can be saved);
// every other stone counts as a dead stone, part of the space it lies in.
//  - C's *domain*: the points (empty or dead stones) that C reaches from its
//    lively stones: a point next to a lively C stone is in it, and the domain
//    spreads from a point to its neighbours unless that point touches a
//    lively stone of the opponent (a point the opponent touches is reached
//    but does not carry C's domain further).
//  - A point in C's domain and not the opponent's is C's eye space.  A point
//    in both domains is a *marginal* point of C's eye space when it touches a
//    point of C's eye space and the opponent's stone there would be safe
//    (the opponent can play it from outside); a *false margin*, where that
//    stone would be captured, is a plain point of C's space; a point in both
//    domains touching none of C's space is nobody's.
//  - An eye space is a connected set of such points; its *dead stones* are
//    the opponent's stones on them.
//  - Topology of a point p of C's space, from its diagonals: each diagonal
//    counts 4 when it holds a lively opponent stone that cannot be captured,
//    3 when it holds one that can be captured only through a ko, 2 when it
//    holds one that can be captured (and saved), or is empty and the opponent
//    can play it without being captured at once (or capturing) and it is not
//    a safe point of C's eye space; 0 otherwise (C's stones, dead stones,
//    C's interior points).  On the edge or in the corner the points off the
//    board add 4.  A sum of 8 or more makes p a *false eye*, 6 or 7 a *half
//    eye* (its weak diagonal is the vital point), less a true eye.
//
// EyeSpaces reads the board (its trial moves are taken back before it
// returns) and keeps no pointer to it.
#pragma once

#include <yomi/engine/board/board.h>
#include <yomi/reading/eye_space.h>

namespace yomi {

class TacticalReader;

enum class EyeTopology { True, Half, False };

struct EyeTopologyInfo {
    EyeTopology kind = EyeTopology::True;
    int sum = 0;
    // A half eye's vital diagonal: the attacker's move there (or its move
    // saving the stone there) makes the eye false, the owner's (or its
    // capture of that stone) makes it true.
    Point attack = Point::pass(), defense = Point::pass();
    bool ko = false;  // the vital diagonal is taken or saved through a ko
};

// What the tactical reader says of every string: alive for eye spaces
// (lively), and for a lively string that can be attacked, the attacker's
// and the owner's moves.
struct StringSafety {
    PointMask lively{};
    PointMask capturable{};     // lively, but the attack works (and so does a defence)
    PointMask ko_capturable{};  // capturable only through a ko
    Point attack[kBoardMax]{};  // per stone of a capturable string
    Point defense[kBoardMax]{};
};

class EyeSpaces {
  public:
    // safety.lively[p] != 0 for the stones that count as alive.  reader,
    // when given, decides false margins: the opponent's stone on a point in
    // both domains is safe when the reader cannot capture it (else when it
    // has two liberties).  The board is restored before the constructor
    // returns.
    EyeSpaces(Board& board, const StringSafety& safety, TacticalReader* reader = nullptr);

    // The colour whose eye space holds p (Empty when none); a point can be a
    // marginal point of both colours' spaces: then the colour given first
    // by owner() is the one whose space holds it as a non-marginal point or,
    // failing that, Black.
    bool in_space(Point p, Color c) const { return m_space[side(c)][p.index()] != 0; }
    bool marginal(Point p, Color c) const { return m_marginal[side(c)][p.index()] != 0; }
    // The points of c's eye space holding p (p must be in it), at most max;
    // returns how many (the space's size when it fits).
    int space_points(Point p, Color c, Point* out, int max) const;
    // p as an eye of c, from its diagonals (see above).
    EyeTopologyInfo topology(Point p, Color c) const { return m_topology[side(c)][p.index()]; }
    bool lively(Point p) const { return m_safety.lively[p.index()] != 0; }

  private:
    static int side(Color c) { return c == Color::Black ? 0 : 1; }
    void compute_domain(const Board& b, Color c, PointMask& domain) const;
    EyeTopologyInfo compute_topology(Board& b, Point p, Color c) const;

    StringSafety m_safety;
    PointMask m_space[2]{};
    PointMask m_marginal[2]{};
    EyeTopologyInfo m_topology[2][kBoardMax];
};

// The stones that count as alive for eval_eye: every stone whose string the
// tactical reader cannot capture, or can capture but also save (ko counts as
// saved).  The board is restored on return.
StringSafety tactical_safety(Board& board, TacticalReader& reader);

// eval_eye at p: the eye space holding p (an empty point or a dead stone),
// its owner, the eyes it gives (min: the opponent moves first; max: the
// owner does) and the points both want when they differ.  False when p lies
// in no eye space.  Spaces holding points of both colours' spaces (p marginal
// to both) are valued as the space where p is not marginal, else Black's.
// Points the diagonals make false are marginal when the opponent can play
// them; the opponent's dead stones on them are false stones (eye_shapes.h);
// half eyes are read with their vital diagonal taken by either side.
bool evaluate_eye(Board& board, const EyeSpaces& spaces, Point p, EyeValue* out);

}  // namespace yomi
