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
// Results go to the shared cache under routine::DfpnLife, keyed by the
// position, the asked stone, the side to move, a pass just played and (goal)
// the region with the game's ko rules and the history that changes a node's
// moves (a ko retaken at once, a barred pass).  A settled answer that rests
// on a repetition is used, one that rests on the depth limit is not.  Every function restores the
// board exactly before it returns.  No globals: one prover per thread and board; provers may share
// one cache::Table.
#pragma once

#include <cstdint>

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
};

// The region of the dragon marked in goal (stones of owner): see above.
// reader decides which opponent strings are safe.  False (and out->closed
// false) when the region is open or its wall has more than kMaxWall strings.
// The board is restored on return.
bool find_owl_region(Board& board, TacticalReader& reader, const PointMask& goal, Color owner,
                     int max_empty, OwlRegion* out);

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
    DfpnResult play(Point dragon, const OwlRegion& region, KoRules ko, bool attacker_first);
    static KoRules rules_for(ReadCode code, bool attacking);

    Board& m_board;
    cache::TableUse m_table;
    OwlProofParams m_params;
    DfpnMemory m_memory;
};

}  // namespace yomi
