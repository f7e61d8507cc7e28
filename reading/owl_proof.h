// Owl questions proven by df-pn (reading/dfpn.h) where the dragon is shut in.
//
// The region.  From the dragon's stones the region spreads over empty points,
// the owner's stones and the opponent's strings that are not safe; it stops at
// the opponent's *wall*: strings the tactical reader cannot capture that keep
// at least two liberties outside the region.  An uncapturable string whose
// liberties lie inside the region (stones played inside the eye space) is part
// of the region, not of the wall.  The region is *closed* when it holds at
// most max_empty empty points (find_owl_region's argument); otherwise the
// dragon may run and nothing is proven here.
//
// The game (both sides play the region's empty points or pass; the owner's
// opponent, the attacker, is the prover):
//  - the attacker wins when the asked stone is captured;
//  - the owner wins when both pass in a row (seki included), when a wall
//    string is captured (the wall was broken), or when the dragon's stone is
//    unconditionally alive inside the region (Benson's iteration on the
//    chains and small regions inside it: reading/benson.h);
//  - kos: a side either retakes a ko only after a move elsewhere (a fight
//    without threats) or may retake at once (it has every threat it needs);
//    an owner that retook a ko at once may not pass right after the
//    attacker's pass (it must settle the ko: a ko it can only keep retaking
//    is no life);
//  - a line that repeats a position is a failed attack (double kos, a
//    throw-in captured again and again).
// The owl's result codes come from three games: the attacker kills although
// the owner retakes every ko at once (code 1); kills when neither may
// (2, KO_A); kills only when the attacker may (3, KO_B); else the attack
// fails.  The defence mirrors it.  "Proven" is exact in this game, that is for a dragon
// whose wall stays safe and whose fight stays inside the region.
//
// Bounded regions.  Most dragons are not shut in: the region runs out along
// the first line or through a gap in the wall.  find_owl_region with a radius
// then takes only the empty points within that many steps (over empty
// points) of the dragon; the empty points just beyond are the region's
// *frontier*.  A frontier point with nowhere to lead (each neighbour in the
// region or an opponent stone) joins the region; the others are *blocked*
// when they touch an opponent stone outside the region, *open* otherwise.
// Two games are read on it, each with the attacker's stones put on frontier
// points first (and taken back after):
//  - on the blocked points only: the open ones stay empty and out of play,
//    so an owner string next to one can never be captured (a way out).  This
//    game favours the owner: a kill found in it is taken as a kill;
//  - on every frontier point, and the owner may not capture a wall string:
//    this game favours the attacker, so a life found in it is a life.
// The side asking wins with code 1 when it wins the game that favours the
// other side with the other side retaking every ko at once; it fails when
// it loses the game that favours it although it retakes every ko at once.
// Anything else is left to the heuristic search.  The assumption made is
// that the attacker holds the blocked frontier: a wall's first-line gap two
// steps from the dragon is the attacker's.
//
// Results go to the shared cache under routine::DfpnLife, keyed by the
// position, the asked stone, the side to move, a pass just played and (goal)
// the region with the game's ko rules and the history that changes a node's
// moves (a ko retaken at once, a barred pass).  A settled answer that rests
// on a repetition is used, one that rests on the depth limit is not.  Every function restores the
// board exactly before it returns.  No globals: one prover per thread and board; provers may share
// one cache::Table.
#pragma once

#include <cstdint>
#include <vector>

#include <yomi/cache/reading_cache.h>
#include <yomi/engine/board/board.h>
#include <yomi/reading/dfpn.h>
#include <yomi/reading/eye_space.h>
#include <yomi/reading/minimax.h>
#include <yomi/reading/tactical.h>

namespace yomi {

struct OwlProofParams {
    uint64_t node_limit = 20000;  // df-pn moves per game (a question plays up to three)
};

struct OwlRegion {
    static constexpr int kMaxWall = 32;
    PointMask points{};      // the region: empty points and stones of both colours
    Point cells[kBoardMax];  // the same points as a list (cell_count of them)
    int cell_count = 0;
    Point wall[kMaxWall];  // a stone of each wall string
    int wall_count = 0;
    int empty_count = 0;
    bool closed = false;
    // Bounded regions (radius > 0): empty points beyond the radius next to
    // the region, and whether each touches an opponent stone outside it.
    static constexpr int kMaxFrontier = 64;
    Point frontier[kMaxFrontier];
    bool frontier_blocked[kMaxFrontier];
    int frontier_count = 0;
};

// The region of the dragon marked in goal (stones of owner): see above;
// with radius > 0, the bounded region and its frontier.  reader decides which
// opponent strings are safe.  False (and out->closed false) when the region
// holds more than max_empty empty points, or its wall more than kMaxWall
// strings, or its frontier more than kMaxFrontier points.
// The board is restored on return.
bool find_owl_region(Board& board, TacticalReader& reader, const PointMask& goal, Color owner,
                     int max_empty, OwlRegion* out, int radius = 0);

// The dragon's stone (of the given colour) unconditionally alive inside the
// region: Benson's iteration on the owner's strings with stones in it and the
// connected sets of its non-owner points that touch nothing outside it.  Only
// reads the board.
bool alive_in_region(const Board& board, const PointMask& region, Point stone);

// A settled owl answer: code (Fail, or Win / KoA / KoB for the side asking)
// and its move; settled false when a game was not decided within the node
// limit or rested on the depth limit.
struct OwlProof {
    bool settled = false;
    ReadCode code = ReadCode::Fail;
    Point move = Point::pass();
    uint64_t nodes = 0;
};

// One prover per thread and board; it owns the df-pn solver's memory
// (DfpnMemory, 1 MB, allocated once) and shares the table.
class OwlProver {
  public:
    OwlProver(Board& board, cache::Table* table, const OwlProofParams& params = {});

    // The attacker of the dragon at `dragon` moves first (attack) or its owner
    // does (defend), in the region.
    OwlProof attack(Point dragon, const OwlRegion& region);
    OwlProof defend(Point dragon, const OwlRegion& region);
    // Which frontier points of a bounded region hold the attacker's stones
    // in a game (see above).
    enum class Frontier { Blocked, All };
    // The game of `rules`'s ko rules (Win, KoA or KoB, for the side asking)
    // in a bounded region with the attacker's stones on its frontier:
    // settled with code `rules` and the asker's move when the asker wins,
    // Fail when it loses; not settled when the game was not decided or a
    // frontier stone could not be placed.
    OwlProof prove_bounded(Point dragon, const OwlRegion& region, bool attacking,
                           Frontier frontier, ReadCode rules);
    // move_works in a bounded region with the attacker's stones on its
    // frontier; Unknown when they could not be placed.
    Proof bounded_move_works(Point dragon, const OwlRegion& region, Point move,
                             bool attacker_moves, Frontier frontier, ReadCode code);
    // Whether move (the mover's, first) reaches the mover's goal in the game
    // of the given code's ko rules: Proof::Proven when it does, Disproven
    // when it does not (or is illegal), Unknown when not settled.  The board
    // is restored on return, as by attack and defend.
    Proof move_works(Point dragon, const OwlRegion& region, Point move, bool attacker_moves,
                     ReadCode code);

  private:
    // Ko rules of a game: whether each side may retake a ko at once.
    struct KoRules {
        bool attacker = false, owner = false;
    };
    OwlProof prove(Point dragon, const OwlRegion& region, bool attacking);
    DfpnResult play(Point dragon, const OwlRegion& region, KoRules ko, bool attacker_first,
                    bool walls_protected = false);
    Proof move_works_in(Point dragon, const OwlRegion& region, Point move, bool attacker_moves,
                        ReadCode code, bool walls_protected);
    static KoRules rules_for(ReadCode code, bool attacking);

    Board& m_board;
    cache::TableUse m_table;
    OwlProofParams m_params;
    DfpnMemory m_memory;
    // Benson's verdicts on the positions of the game being played (the
    // region and stone are fixed within a game; owl_proof.cpp, kAliveMemoBits):
    // df-pn expands a node again and again, and looks at each child each
    // time.
    std::vector<uint64_t> m_alive_memo;
    uint64_t m_games = 0;  // games played, salting the memo's keys
};

}  // namespace yomi
