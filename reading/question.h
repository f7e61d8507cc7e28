// Reading questions and their cache keys: the one place where keys are made.
//
// A Question names what a reader asks about a position: the routine (which
// reader, which side succeeding), its targets, the ko owner (the side that may
// retake kos in this line), a variant (the side to move, or which question a
// search serves when that changes its horizon rule) and a goal (the hash of the
// dragons the question is about).  Its key for a position is
//
//     position hash ^ T1[routine][target1] ^ T2[routine][target2]
//                   ^ KO[ko owner] ^ V[routine][variant] ^ mix(goal)
//
// with random tables fixed at compile time.  The position hash already holds
// the ko point (Board::hash), so the ko point is not hashed again.  `mix` is a
// bijective finalizer, so a goal built from the board's own Zobrist keys cannot
// cancel the position hash.
//
// The routine ids that the table stores are assigned here, by the readers'
// side; cache/ knows them only as small numbers.  reading_schema() tells a
// cache::Table their names, GNU Go's replacement classes (for the measurement
// policy) and the fingerprint of this key scheme (saved files must match it).
#pragma once

#include <cstdint>

#include <yomi/cache/reading_cache.h>
#include <yomi/engine/board/board.h>
#include <yomi/reading/eye_space.h>

namespace yomi {

// The stored routines.  Values are part of the key scheme and of saved cache
// files: append, never renumber (4 and 5, 9 and 10 were routines that never
// stored a result).
namespace routine {
inline constexpr cache::Routine Attack{0};
inline constexpr cache::Routine FindDefense{1};
inline constexpr cache::Routine OwlAttack{2};
inline constexpr cache::Routine OwlDefend{3};
inline constexpr cache::Routine Semeai{6};
inline constexpr cache::Routine Connect{7};
inline constexpr cache::Routine Disconnect{8};
// df-pn (reading/dfpn.h): proof and disproof numbers, proven results.
inline constexpr cache::Routine DfpnCapture{11};
inline constexpr cache::Routine DfpnLife{12};
}  // namespace routine

// A routine's name ("attack", "owl_defend", ...), or "routine" for an unused id.
const char* routine_name(cache::Routine r);

// What cache::Table needs to know of the readers' routines.
cache::Schema reading_schema();

struct Question {
    cache::Routine routine = routine::Attack;
    Point target1 = Point::pass();
    Point target2 = Point::pass();
    Color ko_owner = Color::Empty;
    uint8_t variant = 0;  // 0..3
    uint64_t goal = 0;    // 0: none

    // The key of this question about the position whose hash is given.
    uint64_t key(uint64_t position_hash) const;
    uint64_t key(const Board& board) const { return key(board.hash()); }
};

// A hash of the stones the goal marks (owner's stones only), for Question::goal.
uint64_t goal_hash(const Board& board, const PointMask& goal, Color owner);
// A hash of the points a region marks, for Question::goal.
uint64_t region_hash(const PointMask& region);

// A question bound to a table (which may be null: every probe misses and
// stores are dropped): probe and store without naming the routine again.
class CachedQuestion {
  public:
    CachedQuestion(cache::Table* table, const Question& q, const Board& board)
        : m_table(table), m_routine(q.routine), m_key(table ? q.key(board) : 0) {}
    cache::ProbeResult probe(int depth) const {
        return m_table ? m_table->probe(m_key, m_routine, depth) : cache::ProbeResult{};
    }
    void store(const cache::Result& r, uint64_t nodes) const {
        if (m_table) m_table->store(m_key, m_routine, r, nodes);
    }
    uint64_t key() const { return m_key; }

  private:
    cache::Table* m_table;
    cache::Routine m_routine;
    uint64_t m_key;
};

}  // namespace yomi
