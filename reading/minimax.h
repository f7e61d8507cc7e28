// The minimax driver: one depth-first search loop for the owl, semeai and
// connection readers.  A reader supplies a *problem*; the driver does the rest.
//
// Values are ints seen from the side to move, larger better; the problem says
// which value is its best (kWin, the search stops there) and which the loop
// starts from (kInitial).  At each node the driver, in this order:
//   1. probes the cache for the problem's question (when a table is set, the
//      remaining depth is positive and the budget is not spent): a trusted
//      hit is the answer;
//   2. asks the problem's static judgement: a verdict ends the line;
//   3. ends the line with cut_value() when the question's node budget is
//      spent (and marks it cut), and with horizon() at the depth limit;
//   4. generates the problem's candidates (the cache's move first), sorted;
//   5. tries at most width(ply) of them through the RAII TryMove guard (a ko
//      capture when the problem allows it), skipping those the problem does
//      not accept once played; each reply is read one ply deeper and backed
//      up into the mover's value; it stops at kWin or when the budget is cut;
//   6. lets the problem settle the value when no move was read (finish());
//   7. stores value, move and work (moves plus the problem's extra nodes,
//      e.g. its tactical reads) unless the budget was cut.
// The board is restored on return (TryMove's debug build checks the hash).
//
// The problem P provides:
//   using Frame;                       the per-node state passed down (side to move, ko owner)
//   using Node;                        what the judgement learns, for move generation
//   using Moves;                       a ScoredMoves<N>
//   static constexpr int kWin, kInitial;
//   Board& board(); cache::Table* table(); int depth_limit() const;
//   uint64_t extra_nodes() const;      nodes spent outside the driver (tactical reads)
//   Question question(const Frame&) const;
//   int decode(const Frame&, const cache::Result&) const;
//   cache::Result encode(const Frame&, int value, Point move, int remaining) const;
//   std::optional<int> judge(const Frame&, Node&, int ply, Point* move);
//   int cut_value(const Frame&, const Node&);  int horizon(const Frame&, const Node&);
//   int width(int ply) const;
//   void candidates(const Frame&, const Node&, Moves&);
//   Color mover(const Frame&) const;
//   bool may_take_ko(const Frame&, Point m) const;
//   bool accept(const Frame&, const Node&, Point m, bool captured) const;
//   Frame child(const Frame&, bool ko_capture) const;
//   int back_up(const Frame&, int child_value, bool ko_capture) const;
//   void traced(const Frame&, int ply, Point m, int value);   (after each move read)
//   int finish(const Frame&, const Node&, int best, int tried);
#pragma once

#include <cstdint>
#include <optional>

#include <yomi/cache/reading_cache.h>
#include <yomi/engine/board/board.h>
#include <yomi/reading/question.h>

namespace yomi {

// The moves one question may play and whether it ran out of them.
struct SearchBudget {
    uint64_t nodes = 0;        // moves played, over all questions (the node counter)
    uint64_t query_start = 0;  // nodes when the current question began
    uint64_t limit = 0;        // moves one question may play; 0: no limit
    bool cut = false;          // the current question spent its budget

    void begin() {
        query_start = nodes;
        cut = false;
    }
    bool spent() const { return limit > 0 && nodes - query_start > limit; }
};

// For problems whose values are ReadCodes of the side to move (Fail < KoB <
// KoA < Win), stored as code1: the constants and the cache encoding.
struct ReadCodeValues {
    static constexpr int kWin = static_cast<int>(ReadCode::Win);
    static constexpr int kInitial = static_cast<int>(ReadCode::Fail);
    template <class Frame>
    int decode(const Frame&, const cache::Result& res) const {
        return static_cast<int>(res.code1);
    }
    template <class Frame>
    cache::Result encode(const Frame&, int value, Point move, int remaining) const {
        return {static_cast<ReadCode>(value), ReadCode::Fail, move, remaining, false};
    }
};

template <class P>
int minimax(P& p, SearchBudget& budget, const typename P::Frame& f, int ply, Point* move) {
    *move = Point::pass();
    Board& board = p.board();
    const int remaining = p.depth_limit() - ply;
    // Step 1: the cache, before the judgement (a stored position was read
    // on, so it was not judged final).
    std::optional<CachedQuestion> cq;
    cache::ProbeResult pr;
    if (p.table() && remaining > 0 && !budget.cut && !budget.spent()) {
        cq.emplace(p.table(), p.question(f), board);
        pr = cq->probe(remaining);
        if (pr.kind == cache::ProbeKind::Hit) {
            *move = pr.result.move;
            return p.decode(f, pr.result);
        }
    }
    // Steps 2 and 3: lines that are over.
    typename P::Node node;
    if (const std::optional<int> verdict = p.judge(f, node, ply, move)) return *verdict;
    if (budget.cut || budget.spent()) {
        budget.cut = true;
        return p.cut_value(f, node);
    }
    if (ply >= p.depth_limit()) return p.horizon(f, node);
    // Step 4: the candidates, the cache's move first.
    const uint64_t start = budget.nodes + p.extra_nodes();
    typename P::Moves moves;
    if (pr.kind == cache::ProbeKind::Hint) moves.add(pr.result.move, 1000);
    p.candidates(f, node, moves);
    moves.sort();
    // Step 5: read them.
    const Color mover = p.mover(f);
    const int width = p.width(ply);
    int best = P::kInitial;
    int tried = 0;
    for (int i = 0; i < moves.size() && tried < width && best < P::kWin; ++i) {
        const Point m = moves[i];
        const int taken = board.captures(opponent(mover));
        std::optional<TryMove> played;
        played.emplace(board, m, mover);
        bool ko_capture = false;
        if (!*played) {
            if (!p.may_take_ko(f, m)) continue;
            played.emplace(board, m, mover, true);
            if (!*played) continue;
            ko_capture = true;
        }
        ++budget.nodes;
        if (!p.accept(f, node, m, board.captures(opponent(mover)) > taken)) continue;
        ++tried;
        Point reply;
        const int r = minimax(p, budget, p.child(f, ko_capture), ply + 1, &reply);
        played.reset();
        const int mine = p.back_up(f, r, ko_capture);
        p.traced(f, ply, m, mine);
        if (budget.cut) break;
        if (mine > best) {
            best = mine;
            *move = m;
        }
    }
    // Step 6: no move read, or a value the problem settles otherwise.
    best = p.finish(f, node, best, tried);
    // Step 7: store.
    if (cq && !budget.cut)
        cq->store(p.encode(f, best, *move, remaining), budget.nodes + p.extra_nodes() - start);
    return best;
}

}  // namespace yomi
