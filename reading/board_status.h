// Whole-board analysis: every dragon on the board with its owl status and
// its status at the end of the game (alive, dead or in seki), read in several
// threads that share one cache table.
//
// The dragons are the owl reader's (OwlReader::dragon_of: a string and the
// strings of its colour close_dragon joins to it), listed in board order of
// their first stone (top row first, left to right).  Each dragon gets
// OwlReader::dragon_status, read from its first stone.  Then every pair of adjacent dragons of opposite
// colours of which neither is owl-alive is read as a capturing race
// (SemeaiReader::analyze_semeai, once with each side moving first):
//  - neither side kills the other even moving first: both are in seki;
//  - one side kills the other whoever moves first: the loser is dead and the
//    winner alive;
//  - whoever moves first wins: the race is open and decides nothing; nor
//    do two readings that disagree (each side dying even moving first, or
//    a seki for one mover only).
// A dragon decided by several races takes the worst outcome (dead, then seki,
// then alive), except that a race kills only a dragon the owl calls dead: a
// critical dragon stays alive (as without a race).  Otherwise the end-of-game
// status is the owl's: dead when the owner cannot save it even moving first
// (DragonStatus::Dead), else alive.
//
// Threads: each worker owns a copy of the board and its own readers; they
// take dragons (then races) from a shared counter and share the one
// cache::Table (thread-safe, see cache/reading_cache.h).  Each answer is
// computed from the same position whichever thread reads it, and equals one
// thread's answer: the owl keeps each search's results for the question that
// read them, so its answers do not depend on what other reads left in the
// cache (reading/README.md, "Whole-board analysis").
#pragma once

#include <cstdint>
#include <iosfwd>
#include <vector>

#include <yomi/cache/reading_cache.h>
#include <yomi/engine/board/board.h>
#include <yomi/reading/owl.h>
#include <yomi/reading/params.h>

namespace yomi {

enum class FinalStatus : uint8_t { Alive, Dead, Seki };

struct DragonInfo {
    Point origin = Point::pass();  // the dragon's first stone in board order
    Color color = Color::Empty;
    std::vector<Point> stones;  // board order
    DragonReport owl;           // OwlReader::dragon_status
    FinalStatus final_status = FinalStatus::Alive;
};

struct BoardAnalysisCounts {
    uint64_t owl_nodes = 0;       // owl and semeai moves played
    uint64_t tactical_nodes = 0;  // their tactical reads' nodes
    int races = 0;                // dragon pairs read as semeai
};

// The dragons of board, in board order, without reading (owl fields left at
// their defaults).
std::vector<DragonInfo> list_dragons(const Board& board);

// Every dragon of board with its owl status (final_status from it alone, no
// races read), read by `threads` workers (1 or less: in the calling thread).
// board is copied, never changed.  table: the shared cache or nullptr.
// counts (optional) receives the nodes spent.  Throws what a reader throws
// (std::bad_alloc).
std::vector<DragonInfo> read_dragons(const Board& board, const ReadingParams& params,
                                     cache::Table* table, int threads,
                                     BoardAnalysisCounts* counts = nullptr);

// The status of the dragon at p (a stone) as OwlReader::dragon_status
// gives it, except that a dragon the owl calls dead is alive when it is in
// seki with a neighbouring dragon of the other colour that the owl does not
// call alive: neither kills the other even moving first
// (SemeaiReader::analyze_semeai both ways; GNU Go calls both alive).  board
// is played on and restored.  counts (optional) receives the nodes spent.
// trace: the owl reader's trace (OwlReader::set_trace), or nullptr.
DragonReport dragon_status_with_races(Board& board, const ReadingParams& params,
                                      cache::Table* table, Point p,
                                      BoardAnalysisCounts* counts = nullptr,
                                      std::ostream* trace = nullptr);

// read_dragons, then the races between dragons that are not owl-alive, which
// settle the final statuses (see above).  Same arguments.
std::vector<DragonInfo> analyze_board(const Board& board, const ReadingParams& params,
                                      cache::Table* table, int threads,
                                      BoardAnalysisCounts* counts = nullptr);

}  // namespace yomi
