// Questions answered by df-pn (reading/dfpn.h): tactical capture and the
// life of a group in a closed region, proven.
//
// The capture game (prove_attack / prove_defense).  The attacker is the
// prover; the target string is captured when its asked stone leaves the
// board, and it has escaped when it reaches escape_libs liberties (5, GNU
// Go's rule: strings of five liberties are never attacked).  The game that
// ends at four liberties is tried first, within kQuickNodes: a capture proved
// there holds in the full game (its lines never reach four liberties) and
// costs far less; its disproofs prove nothing and are not used.  Both sides may play
// the target's liberties and the empty points next to them, the liberties of
// the attacker's strings next to the target with three liberties or fewer
// (the attacker only with two or fewer), of the defender's strings next to
// those (of two liberties or fewer; four for the defender) and the capture of
// any string in atari next to them (the race around the target), and the
// tactical reader's own candidate moves; the defender may also pass.  Simple
// ko: a ko is retaken only after a move elsewhere, as in a local fight without
// threats.  "Proven" is proven in this game: exact for fights decided near
// the target, as GNU Go's attack and find_defense define them.
//
// The enclosed life game (prove_kill / prove_live): a region (every empty
// point the fight may use, given by the caller, e.g. the inside of a wall
// that cannot be captured) and a stone of the group; both sides may play any
// empty point of the region or pass; the group is killed when its stone
// leaves the board and lives when both sides pass in a row (seki lives).
// Exact when the region holds every move that matters.
//
// Results go to the shared cache under routine::DfpnCapture / DfpnLife,
// keyed by the position, the asked stone, the side to move, a pass just
// played and (life) the region; proven results are trusted at any depth.
// Every function restores the board exactly before it returns.
#pragma once

#include <yomi/cache/reading_cache.h>
#include <yomi/engine/board/board.h>
#include <yomi/reading/dfpn.h>
#include <yomi/reading/eye_space.h>
#include <yomi/reading/tactical.h>

namespace yomi {

class DfpnReader {
  public:
    DfpnReader(Board& board, cache::Table* table = nullptr, const DfpnParams& params = {});

    // The attacker of str moves first.  Proven: str is captured (move: the
    // attacker's first move); Disproven: it cannot be; Unknown: the node limit
    // was reached.  An empty point gives Unknown.
    DfpnResult prove_attack(Point str);
    // str's owner moves first.  Disproven: str is saved (move: a saving move,
    // pass when none is needed); Proven: it is captured whatever it plays.
    DfpnResult prove_defense(Point str);
    // The group of the stone at dragon, in the region (empty points marked):
    // its opponent moves first.  Proven: killed (move: the killing move).
    DfpnResult prove_kill(Point dragon, const PointMask& region);
    // The group's owner moves first.  Disproven: it lives (move: a living move,
    // pass when it lives as it stands); Proven: it dies whatever it plays.
    DfpnResult prove_live(Point dragon, const PointMask& region);

    int escape_libs = 5;  // see above
    DfpnParams& params() { return m_params; }

  private:
    static constexpr uint64_t kQuickNodes = 20000;
    DfpnResult capture(Point str, bool attacker_first);
    DfpnResult life(Point dragon, const PointMask& region, bool attacker_first);

    Board& m_board;
    cache::TableUse m_table;  // the shared cache (or none), held while this reader lives
    DfpnParams m_params;
    DfpnMemory m_memory;
    TacticalReader m_knowledge;  // its root moves join the capture game's
};

}  // namespace yomi
