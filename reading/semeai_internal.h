// Internal to the semeai reader (semeai*.cpp): its move list and helpers.
#pragma once

#include <yomi/reading/scored_moves.h>
#include <yomi/reading/semeai.h>

namespace yomi {

// The race moves of one node.
class SemeaiReader::Moves : public ScoredMoves<64> {};

// Whether p lies in a closed eye region of s.
bool semeai_in_closed_eye(const SemeaiSide& s, Point p);

}  // namespace yomi
