// The owl reader: can a dragon (a group of strings of one colour) be killed,
// can it live?
//
// A dragon is the string of the stone asked about and the strings of its
// colour connected to it (close_dragon in reading/eye_space.h: shared
// liberties, one-point jumps).  The reader searches moves of both sides
// around the dragon, in the manner of GNU Go's owl: the attacker takes away
// eye space, plays vital points, ataris and captures; the defender makes
// eyes, captures the stones around it and runs.  A position is judged
// statically when it can be: the dragon lives with two sure eyes (eye_space.h)
// whose strings cannot be captured, or with room to run (free liberties, or
// open space reached within a few points off the first line); it is dead when the
// stone asked about was captured, or when, the attacker to move, it has less
// than two eyes of potential, no room to run and no capturable neighbour
// (the owner to move still tries its moves).  Capture questions
// go to the tactical reader (reading/tactical.h).
//
// Limits (ReadingParams): owl_depth plies (at that horizon the dragon lives
// if it has the potential of two eyes or two liberties to run, else dies),
// owl_branch_depth (beyond it two candidates per node), owl_node_limit moves
// per question (when spent the dragon is taken to live: the attack fails,
// the defence succeeds; such answers are not cached).  Ko: the side that
// has taken a ko in a line may take kos again (as after a threat); a win
// that needed such a capture is KoB, the other side's KoB the mover's KoA.
//
// Where the dragon is shut in a closed region, the question is first proven
// by df-pn (reading/owl_proof.h: codes 1-3 from three ko rules); a settled
// proof answers it, the heuristic search's move kept when the proof
// confirms it.  Where the region is open, a bounded region (the empty points
// within owl_bounded_radius steps, the attacker's stones on its frontier) is
// read by two games, one favouring each side (owl_proof.h, "Bounded
// regions"): a kill from the first, a life from the second, code 1 or Fail
// only; the heuristic search answers what they leave open.
//
// Results go to the shared cache under OwlAttack / OwlDefend, keyed by the
// position, the stone asked about, the hash of the dragon's stones and the
// question's root position and kind: a search's results serve only the
// question that read them, so answers do not depend on the cache's contents.
// Every function restores the board exactly before it returns.  No globals:
// one reader per thread and board; readers may share one cache::Table.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>

#include <yomi/cache/reading_cache.h>
#include <yomi/engine/board/board.h>
#include <yomi/reading/eye_space.h>
#include <yomi/reading/minimax.h>
#include <yomi/reading/owl_proof.h>
#include <yomi/reading/params.h>
#include <yomi/reading/tactical.h>

namespace yomi {

enum class DragonStatus : uint8_t { Alive, Dead, Critical };

struct DragonReport {
    DragonStatus status = DragonStatus::Alive;
    Point attack = Point::pass();   // Critical: the killing move
    Point defense = Point::pass();  // Critical: the saving move
};

class OwlReader {
  public:
    // board: the position (played on and restored); table: the shared cache
    // or nullptr.
    explicit OwlReader(Board& board, const ReadingParams& params = {},
                       cache::Table* table = nullptr);

    // owl_attack(dragon): any stone of the dragon.  The dragon's opponent
    // moves first: Win and a killing move, or Fail (pass) when the dragon
    // lives whatever it plays.  An empty point gives Fail.
    ReadResult owl_attack(Point dragon);
    // owl_defend(dragon): the dragon's owner moves first: Win and a saving
    // move (pass when it lives without one), or Fail when it dies anyway.
    ReadResult owl_defend(Point dragon);
    // owl_does_attack(move, dragon): the opponent plays move; Win when the
    // dragon then dies whatever its owner does, Fail when it lives or the
    // move is illegal.
    ReadCode owl_does_attack(Point move, Point dragon);
    // owl_does_defend(move, dragon): the owner plays move; Win when the
    // dragon then lives whatever the opponent does, Fail otherwise.
    ReadCode owl_does_defend(Point move, Point dragon);
    // Alive when owl_attack fails, Dead when owl_defend fails too, else
    // Critical with both moves; when they differ and the defence point also
    // kills (owl_does_attack), it is named as the attack too (the opponent's
    // vital point is one's own).  An empty point gives Alive.
    DragonReport dragon_status(Point dragon);

    // The dragon of the stone at p (its stones marked in goal).
    void dragon_of(Point p, PointMask& goal) const;

    // Owl moves played (the owl node counter), and the nodes of the
    // tactical reads made on its behalf.
    uint64_t node_count() const { return m_budget.nodes + m_proof_nodes; }
    uint64_t tactical_node_count() const { return m_tactical.node_count(); }
    void reset_node_count() {
        m_budget.nodes = 0;
        m_proof_nodes = 0;
        m_tactical.reset_node_count();
    }
    ReadingParams& params() { return m_params; }
    // Writes every owl move tried to out (nullptr: off), after its subtree:
    // two spaces per ply, A (attacker) or D (defender), the move, "->" and the
    // mover's result (1 reached its goal, 0 not); a static judgement shows as
    // "= alive|dead" with the eye counts.  For debugging only.
    void set_trace(std::ostream* out) { m_trace = out; }

  private:
    struct Candidates;
    struct Node;
    struct Problem;

    enum class Query { Attack, Defend, DoesAttack, DoesDefend };
    void begin_query(Point dragon, Query query);
    // The current question's closed region (owl_proof.h), when proofs are on
    // and the dragon is shut in.
    bool closed_region(OwlRegion& region);
    // The question's answer, or the code of the mover's move, from the
    // proofs (closed region, else bounded region); nullopt when they do not
    // settle it.
    std::optional<ReadResult> proven_answer(bool attacking);
    std::optional<ReadCode> proven_code(Point move, bool attacker_moves);
    // The current question's bounded region (owl_proof.h), when the region
    // is open and bounded regions are on.
    bool bounded_region(OwlRegion& region);
    // The answer (attacking: owl_attack's, else owl_defend's) or the code of
    // the mover's move from the bounded region's two games; nullopt when
    // they leave it open.
    std::optional<ReadResult> bounded_answer(const OwlRegion& region, bool attacking);
    std::optional<ReadCode> bounded_move_code(const OwlRegion& region, Point move,
                                              bool attacker_moves);
    // The code of the mover's move (attacker_moves: the attacker's) in the
    // closed region, from the proofs; nullopt when a game is not settled.
    std::optional<ReadCode> proven_move_code(const OwlRegion& region, Point move,
                                             bool attacker_moves);
    // Among proven answers, the heuristic search's move when it also works.
    Point preferred_move(const OwlRegion& region, const OwlProof& proof, bool attacking);
    // The side to move (the attacker when attacking) reads on through the
    // minimax driver; returns its result (KoA/KoB possible) and its move.
    ReadCode search(bool attacking, int ply, Point* move);
    // Static judgement of the current position: +1 the dragon lives, -1 it
    // is dead, 0 read on.  Fills node (goal, eyes, weak strings).
    int judge(Node& node, bool attacking);
    void attacker_moves(const Node& node, Candidates& c);
    void defender_moves(const Node& node, Candidates& c);
    bool acceptable(Point m, Color mover, const Node& node, bool captured) const;

    Board& m_board;
    ReadingParams m_params;
    cache::TableUse m_table;  // the shared cache (or none), held while this reader lives
    std::ostream* m_trace = nullptr;
    TacticalReader m_tactical;
    SearchBudget m_budget;  // owl moves and the current question's limit
    OwlProver m_prover;
    uint64_t m_proof_nodes = 0;  // df-pn moves of the proofs
    // The current question.
    Color m_owner = Color::Empty;
    Point m_origin = Point::pass();
    PointMask m_root_goal{};
    uint64_t m_goal_hash = 0;
};

}  // namespace yomi
