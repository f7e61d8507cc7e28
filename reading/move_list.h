// The tactical reader's candidate list: the readers' one scored move list
// (reading/scored_moves.h) at 64 moves.  Internal to the readers.
#pragma once

#include <yomi/reading/scored_moves.h>
#include <yomi/reading/tactical.h>

namespace yomi {

struct TacticalReader::MoveList : ScoredMoves<64> {};

}  // namespace yomi
