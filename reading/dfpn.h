// The df-pn driver: depth-first proof-number search (Nagai 2002) with the
// 1+epsilon threshold trick (Pawlewicz and Lew 2007), over the unified cache.
//
// A problem is a two-player game with a *prover* (its OR nodes) and a
// *disprover* (AND nodes), played on the board from the current position.
// Proof and disproof numbers are always the prover's: pn = 0 proves that the
// prover wins, dn = 0 that it does not.  The problem P provides:
//
//   Board& board();  cache::Table* table();
//   Question question(Color to_move, bool after_pass) const;  (the node's cache question)
//   Color prover() const;
//   Outcome terminal(Color to_move, bool after_pass);  (None, ProverWins, ProverLoses)
//   Outcome both_passed() const;                       (the result when both pass in a row)
//   std::pair<uint32_t, uint32_t> initial(Color to_move) const;  (a new node's pn and dn)
//   int moves(Color to_move, Point* out, int max);     (Point::pass() may be one of them)
//
// and may provide bool allows_ko(Color to_move) const: true when that side
// may retake a ko at once (it has threats enough); otherwise no side may; and
// moves(Color to_move, bool after_pass, Point* out, int max) instead of the
// above, when the moves depend on a pass just played.
//
// The driver expands a node by playing each of its moves (RAII TryMove: the
// board and hash are restored on return; debug builds check the hash) and
// looking the child up: a terminal child is exact, a cached one gives its
// stored bounds, a new one the problem's estimate (initial()).  It then descends into the most
// proving child with thresholds (1+epsilon times the second-best child's
// number, and the parent's threshold less the other children's sum) until the
// node's numbers reach its thresholds; each node's final numbers, best move
// and work go to the cache under the problem's routine, whose entries hold
// proof and disproof numbers (cache::Schema::proof_numbers).
//
// Proven results are stored proven and trusted at any depth.  A table whose
// schema does not list the problem's routine among its proof-number routines
// (cache::Schema::proof_numbers; reading_schema() does) is not used at all.  Results that
// depend on the path are never stored proven: a position that repeats one on
// the current line (a ko cycle) or a line deeper than max_depth ends as a
// loss for the prover, and every node above such a leaf whose numbers it
// decided is stored, if at all, with bounds only (the graph-history-
// interaction problem).  Besides the shared table, a solver keeps the numbers
// of the nodes it searched in a small direct-mapped memory of its own
// (DfpnMemory, 2^16 entries, owned by the caller and reused from question to
// question), so that it solves the same problems without a table or with one
// too small to keep anything; the shared table adds what other questions and
// other threads proved.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include <yomi/cache/reading_cache.h>
#include <yomi/engine/board/board.h>
#include <yomi/reading/question.h>

namespace yomi {

enum class Proof : uint8_t { Proven, Disproven, Unknown };

struct DfpnParams {
    uint64_t node_limit = 200000;  // moves played per question (expansions and descents)
    int max_depth = 80;            // plies; deeper lines end as path-dependent losses
    double epsilon = 0.25;         // the 1+epsilon trick: thresholds 1.25 x the second best
};

struct DfpnResult {
    Proof proof = Proof::Unknown;
    Point move = Point::pass();  // the prover's winning move at the root (when proven and the
                                 // prover moves first), else its most promising one
    uint64_t nodes = 0;          // moves played
    bool path_dependent = false;  // the answer rests on a repetition or the depth limit
    bool depth_limited = false;   // some line reached max_depth
};

enum class Outcome : uint8_t { None, ProverWins, ProverLoses };

namespace dfpn_detail {

inline constexpr uint32_t kInfinity = 1u << 30;

struct Numbers {
    uint32_t pn = 1, dn = 1;
};

}  // namespace dfpn_detail

// A solver's own memory of node numbers (see above): allocated once by its
// owner, cleared at each question.
class DfpnMemory {
  public:
    static constexpr int kBits = 16;
    DfpnMemory() : m_entries(size_t{1} << kBits) {}
    void clear() { std::fill(m_entries.begin(), m_entries.end(), Entry{}); }
    std::optional<dfpn_detail::Numbers> find(uint64_t key) const {
        const Entry& e = m_entries[key >> (64 - kBits)];
        if (e.key != key || key == 0) return std::nullopt;
        return dfpn_detail::Numbers{e.pn, e.dn};
    }
    void put(uint64_t key, dfpn_detail::Numbers n) {
        m_entries[key >> (64 - kBits)] = Entry{key, n.pn, n.dn};
    }

  private:
    struct Entry {
        uint64_t key = 0;
        uint32_t pn = 0, dn = 0;
    };
    std::vector<Entry> m_entries;
};

namespace dfpn_detail {

inline uint32_t saturating_add(uint32_t a, uint32_t b) {
    return a >= kInfinity - b ? kInfinity : a + b;
}

}  // namespace dfpn_detail

template <class P>
class DfpnSolver {
  public:
    DfpnSolver(P& problem, const DfpnParams& params, DfpnMemory& memory)
        : m_p(problem), m_params(params), m_memory(memory), m_table(usable_table(problem)) {
        m_memory.clear();
        m_params.max_depth = std::clamp(m_params.max_depth, 1, kMaxPath - 1);
    }

    // Solves the problem from the current position with to_move to play.
    DfpnResult solve(Color to_move) {
        using namespace dfpn_detail;
        m_nodes = 0;
        m_depth = 0;
        m_out = false;
        m_depth_limited = false;
        DfpnResult r;
        // A proven root in the cache is the answer.
        if (cache::Table* t = m_table) {
            const CachedQuestion cq(t, m_p.question(to_move, false), m_p.board());
            const cache::ProbeResult pr = cq.probe(0);
            if (pr.kind == cache::ProbeKind::Hit) {
                r.proof = pr.result.code1 == ReadCode::Win ? Proof::Proven : Proof::Disproven;
                r.move = pr.result.move;
                return r;
            }
        }
        Numbers n;
        bool tainted = false;
        Point best = Point::pass();
        // Iterate the root with infinite thresholds: it returns when solved,
        // or when the node budget is spent.
        mid(to_move, false, {kInfinity, kInfinity}, n, best, tainted);
        r.proof = n.pn == 0 ? Proof::Proven : n.dn == 0 ? Proof::Disproven : Proof::Unknown;
        r.move = best;
        r.nodes = m_nodes;
        r.path_dependent = tainted;
        r.depth_limited = m_depth_limited;
        return r;
    }

  private:
    static constexpr int kMaxChildren = 96;
    static constexpr int kMaxPath = 256;

    struct Child {
        Point move;
        dfpn_detail::Numbers n;
        bool tainted = false;
    };

    // Where the child just played stands, without searching it: exact when
    // terminal, a loss marked tainted when it repeats the line or passes
    // max_depth, else the solver's memory, the cache's bounds, or the
    // problem's estimate.
    dfpn_detail::Numbers look(Color next, bool after_pass, bool* tainted) {
        using namespace dfpn_detail;
        *tainted = false;
        const Outcome o = m_p.terminal(next, after_pass);
        if (o == Outcome::ProverWins) return {0, kInfinity};
        if (o == Outcome::ProverLoses) return {kInfinity, 0};
        const bool too_deep = m_depth + 1 >= m_params.max_depth;
        if (too_deep || on_path(m_p.board().hash() ^ side_bit(next, after_pass))) {
            m_depth_limited |= too_deep;
            *tainted = true;
            return {kInfinity, 0};
        }
        const Question q = m_p.question(next, after_pass);
        if (const std::optional<Numbers> mine = m_memory.find(q.key(m_p.board()))) return *mine;
        if (cache::Table* t = m_table) {
            const CachedQuestion cq(t, q, m_p.board());
            const cache::ProbeResult pr = cq.probe(0);
            if (pr.kind == cache::ProbeKind::Hit)  // proven
                return pr.result.code1 == ReadCode::Win ? Numbers{0, kInfinity}
                                                        : Numbers{kInfinity, 0};
            if (pr.kind == cache::ProbeKind::Hint)
                return {std::max(pr.result.pn, 1u), std::max(pr.result.dn, 1u)};
        }
        const auto [pn, dn] = m_p.initial(next);
        return {std::max(pn, 1u), std::max(dn, 1u)};
    }

    // The problem's table, when its schema keeps the problem's routine as a
    // proof-number routine (reading_schema() does); a table made without it
    // would take stored bounds for results, so the solver then works alone.
    static cache::Table* usable_table(P& p) {
        cache::Table* t = p.table();
        if (!t) return nullptr;
        const int slot = static_cast<int>(p.question(p.prover(), false).routine) &
                         (cache::kRoutineSlots - 1);
        return t->schema().proof_numbers[static_cast<size_t>(slot)] ? t : nullptr;
    }

    bool allows_ko(Color c) const {
        if constexpr (requires(const P& p) { p.allows_ko(c); })
            return m_p.allows_ko(c);
        else
            return false;
    }

    static uint64_t side_bit(Color c, bool after_pass) {
        return (c == Color::White ? 0x9E3779B97F4A7C15ULL : 0) ^
               (after_pass ? 0xC2B2AE3D27D4EB4FULL : 0);
    }
    bool on_path(uint64_t h) const {
        return std::find(m_path, m_path + m_depth, h) != m_path + m_depth;
    }

    // Searches the node (to_move to play) until its numbers reach th.pn or
    // th.dn; leaves them in n, the best move in best, taint in tainted.
    void mid(Color to_move, bool after_pass, dfpn_detail::Numbers th, dfpn_detail::Numbers& n,
             Point& best, bool& tainted) {
        using namespace dfpn_detail;
        Board& board = m_p.board();
        const bool or_node = to_move == m_p.prover();
        const uint64_t start = m_nodes;
        m_path[m_depth] = board.hash() ^ side_bit(to_move, after_pass);
        // Expand.
        Point moves[kMaxChildren];
        int count = 0;
        if constexpr (requires(P& p) { p.moves(to_move, after_pass, moves, kMaxChildren); })
            count = m_p.moves(to_move, after_pass, moves, kMaxChildren);
        else
            count = m_p.moves(to_move, moves, kMaxChildren);
        Child kids[kMaxChildren];
        int nk = 0;
        for (int i = 0; i < count && nk < kMaxChildren; ++i) {
            const Point m = moves[i];
            const TryMove played(board, m, to_move, allows_ko(to_move));
            if (!played) continue;
            ++m_nodes;
            Child& c = kids[nk++];
            c.move = m;
            if (after_pass && m.is_pass()) {
                c.n = m_p.both_passed() == Outcome::ProverWins ? Numbers{0, kInfinity}
                                                               : Numbers{kInfinity, 0};
                continue;
            }
            ++m_depth;
            c.n = look(opponent(to_move), m.is_pass(), &c.tainted);
            --m_depth;
        }
        best = Point::pass();
        tainted = false;
        for (;;) {
            // The node's numbers from its children's.
            int pick = -1;
            uint32_t second = kInfinity;
            uint32_t sum = 0;
            uint32_t least = kInfinity;
            for (int i = 0; i < nk; ++i) {
                const uint32_t mine = or_node ? kids[i].n.pn : kids[i].n.dn;
                const uint32_t other = or_node ? kids[i].n.dn : kids[i].n.pn;
                sum = saturating_add(sum, other);
                if (mine < least) {
                    second = least;
                    least = mine;
                    pick = i;
                } else if (mine < second) {
                    second = mine;
                }
            }
            // Taint: a win for the mover rests on its untainted winning
            // children when it has one; anything else on all children.
            bool clean_win = false, any_tainted = false;
            for (int i = 0; i < nk; ++i) {
                const uint32_t mine = or_node ? kids[i].n.pn : kids[i].n.dn;
                clean_win |= mine == 0 && !kids[i].tainted;
                any_tainted |= kids[i].tainted;
            }
            tainted = least == 0 ? !clean_win : any_tainted;
            if (nk == 0) least = kInfinity, sum = 0;  // no move: the mover loses
            n = or_node ? Numbers{least, sum} : Numbers{sum, least};
            if (pick >= 0) best = kids[pick].move;
            if (n.pn >= th.pn || n.dn >= th.dn || n.pn == 0 || n.dn == 0 || m_out) break;
            if (m_nodes >= m_params.node_limit) {
                m_out = true;
                break;
            }
            // Descend into the most proving child.
            Child& c = kids[pick];
            const uint32_t grow =
                static_cast<uint32_t>(std::min<double>(kInfinity, second * (1.0 + m_params.epsilon) + 1));
            Numbers cth;
            if (or_node) {
                cth.pn = std::min(th.pn, std::max(grow, c.n.pn + 1));
                cth.dn = th.dn >= kInfinity ? kInfinity : th.dn - (n.dn - c.n.dn);
            } else {
                cth.dn = std::min(th.dn, std::max(grow, c.n.dn + 1));
                cth.pn = th.pn >= kInfinity ? kInfinity : th.pn - (n.pn - c.n.pn);
            }
            const TryMove played(board, c.move, to_move, allows_ko(to_move));
            ++m_nodes;
            ++m_depth;
            Point reply;
            mid(opponent(to_move), c.move.is_pass(), cth, c.n, reply, c.tainted);
            --m_depth;
        }
        // Store: proven only when no repetition or depth limit decided it; a
        // value that such a leaf decided is not stored at all.
        const bool solved = n.pn == 0 || n.dn == 0;
        if (solved && tainted) return;
        const Question q = m_p.question(to_move, after_pass);
        m_memory.put(q.key(board), n);
        if (cache::Table* t = m_table) {
            const CachedQuestion cq(t, q, board);
            cache::Result res;
            res.move = best;
            if (solved) {
                res.proven = true;
                res.code1 = n.pn == 0 ? ReadCode::Win : ReadCode::Fail;
            } else {
                res.pn = n.pn;
                res.dn = n.dn;
            }
            cq.store(res, m_nodes - start);
        }
    }

    P& m_p;
    DfpnParams m_params;
    DfpnMemory& m_memory;
    cache::Table* m_table;
    uint64_t m_nodes = 0;
    int m_depth = 0;
    bool m_out = false;
    bool m_depth_limited = false;
    uint64_t m_path[kMaxPath] = {};
};

}  // namespace yomi
