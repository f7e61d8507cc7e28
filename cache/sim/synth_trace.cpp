#include <yomi/cache/sim/synth_trace.h>

#include <algorithm>
#include <unordered_map>

#include <yomi/engine/board/zobrist.h>

namespace yomi::cache {
namespace {

uint64_t mix(uint64_t z) {
    return zobrist::splitmix64(z);
}

// The synthetic reader's routines (its own ids and GNU Go classes: the trace
// it writes is replayed by cachesim like a real reader's).
struct SynthRoutine {
    Routine id;
    uint8_t rank;
};
constexpr SynthRoutine kAttack{Routine{0}, 0}, kDefend{Routine{1}, 0}, kOwlAttack{Routine{2}, 3},
    kOwlDefend{Routine{3}, 3}, kSemeai{Routine{6}, 4}, kConnect{Routine{7}, 1},
    kDisconnect{Routine{8}, 1};

// A synthetic question's key: the position and a per-question random.
uint64_t synth_key(uint64_t pos, Routine r, Point t1, Point t2) {
    return pos ^ mix((uint64_t{static_cast<uint8_t>(r)} << 32) ^
                     (uint64_t(t1.index() & 0xFFFF) << 16) ^ uint64_t(t2.index() & 0xFFFF));
}

// What the reader knows about a question (for accounting, whatever the cache kept).
struct Known {
    int depth = 0;
    bool proven = false;
    uint64_t nodes = 0;  // what reading it cost last time
};

class Generator {
  public:
    Generator(const SynthOptions& o, SimCache& cache,
              const std::function<void(const TraceRecord&)>& sink)
        : m_o(o), m_cache(cache), m_sink(sink), m_rng(o.seed * 0x9E3779B97F4A7C15ULL + 1) {}

    SynthStats stats() const { return m_stats; }

    void run() {
        uint64_t position = mix(m_o.seed);
        std::vector<Point> targets;
        struct Question {
            SynthRoutine routine;
            Point t1, t2;
            int depth;
        };
        std::vector<Question> asked;
        Point last_target = Point::pass();
        for (int p = 0; p < m_o.positions; ++p) {
            if (p > 0) new_generation();
            targets.clear();
            for (int i = 0; i < 12; ++i) targets.push_back(random_point());
            asked.clear();
            for (int c = 0; c < m_o.commands; ++c) {
                if (c > 0) new_generation();
                m_budget = m_o.max_nodes;
                Question q;
                if (!asked.empty() && static_cast<int>(next() % 100) < m_o.repeat_percent) {
                    // An earlier question again, sometimes a level deeper.
                    q = asked[next() % asked.size()];
                    q.depth += static_cast<int>(next() % 2);
                } else {
                    q.t1 = targets[next() % targets.size()];
                    q.t2 = Point::pass();
                    const int kind = static_cast<int>(next() % 100);
                    if (kind < m_o.owl_percent) {
                        q.routine = next() % 2 ? kOwlAttack : kOwlDefend;
                        q.depth = m_o.owl_depth + static_cast<int>(next() % 2);
                    } else if (kind < m_o.owl_percent + m_o.semeai_percent) {
                        q.routine = kSemeai;
                        q.t2 = targets[next() % targets.size()];
                        q.depth = m_o.owl_depth - 1;
                    } else if (kind < m_o.owl_percent + m_o.semeai_percent + m_o.connect_percent) {
                        q.routine = next() % 2 ? kConnect : kDisconnect;
                        q.t2 = Point(q.t1.index() + 2);
                        q.depth = m_o.tactical_depth;
                    } else {
                        q.routine = next() % 2 ? kAttack : kDefend;
                        q.depth = m_o.tactical_depth + static_cast<int>(next() % 3) - 1;
                    }
                }
                asked.push_back(q);
                last_target = q.t1;
                read(position, q.routine, q.t1, q.t2, q.depth, 0);
            }
            // The game goes on: a move near a recent target (often one the
            // readers tried, so earlier subtrees transpose into the new position).
            position ^= zobrist::stone_key(p % 2 ? Color::White : Color::Black,
                                           local_move(last_target, static_cast<int>(next() % 6)));
        }
    }

  private:
    void new_generation() {
        TraceRecord g;
        g.op = TraceOp::NewGeneration;
        if (m_sink) m_sink(g);
        m_cache.new_generation();
    }

    uint64_t next() { return m_rng = mix(m_rng); }

    Point random_point() {
        return Point::at(2 + static_cast<int>(next() % 15), 2 + static_cast<int>(next() % 15));
    }

    // The i-th candidate move around a target (a fixed local neighbourhood).
    static Point local_move(Point target, int i) {
        static constexpr int kOffsets[12] = {1,           -1,          kStride,      -kStride,
                                             2,           -2,          2 * kStride,  -2 * kStride,
                                             kStride + 1, kStride - 1, -kStride + 1, -kStride - 1};
        const int row = std::clamp(target.row(), 2, 16), col = std::clamp(target.col(), 2, 16);
        return Point(Point::at(row, col).index() + kOffsets[i % 12]);
    }

    static bool is_owl(const SynthRoutine& r) { return r.rank >= 3; }

    // Reads one question; returns the nodes it cost and sets *proven.
    uint64_t read(uint64_t pos, const SynthRoutine& r, Point t1, Point t2, int depth, int ply,
                  bool* proven_out = nullptr, uint32_t used = 0) {
        const uint64_t key = synth_key(pos, r.id, t1, t2);
        const TraceRecord probe = probe_record(key, r.id, depth, r.rank);
        if (m_sink) m_sink(probe);
        ++m_stats.probes;
        int work = 0;
        if (m_cache.probe(probe, &work) == ProbeKind::Hit) {
            ++m_stats.trusted_hits;
            const auto it = m_known.find(key);
            if (it != m_known.end()) m_stats.work_saved += static_cast<double>(it->second.nodes);
            if (proven_out) *proven_out = it != m_known.end() && it->second.proven;
            return 1;
        }
        ++m_stats.nodes;
        // The node's shape depends only on the question (a deterministic reader).
        uint64_t h = mix(key ^ m_o.seed);
        const auto roll = [&h](int n) {
            h = mix(h);
            return static_cast<int>(h % static_cast<uint64_t>(n));
        };
        uint64_t nodes = 1;
        bool proven = true;
        const bool owl = is_owl(r);
        const int leaf_percent =
            owl ? m_o.owl_leaf + m_o.leaf_step * ply : m_o.tactical_leaf + m_o.leaf_step * ply;
        if (m_budget == 0 || depth <= 0 || roll(100) < leaf_percent) {
            proven = depth > 0 && m_budget > 0;
        } else {
            --m_budget;
            const int branches = owl ? 2 + roll(3) : 2 + roll(2);
            const Color color = ply % 2 ? Color::White : Color::Black;
            // Candidate moves: the points of the neighbourhood not yet played
            // on this line (6 for tactics, the liberties; 12 for owl), tried in
            // an order that depends on the node, so move orders transpose.
            const int points = owl ? 12 : 6;
            const int first = roll(points);
            const int stride = 1 + roll(2);
            int tried = 0;
            for (int step = 0, b = 0; step < points && b < branches; ++step) {
                const int i = (first + step * stride) % points;
                if (used >> i & 1) continue;
                ++b;
                ++tried;
                const Point move = local_move(t1, i);
                const uint64_t child = pos ^ zobrist::stone_key(color, move);
                // An owl node asks the tactical reader about nearby strings, before
                // it reads on and again when it judges the result (as owl's move
                // generation and life evaluation both do): mid-range reuse.
                struct Ask {
                    SynthRoutine routine;
                    Point target;
                };
                Ask asks[3];
                const int n_asks = owl ? 1 + roll(3) : 0;
                for (int a = 0; a < n_asks; ++a) {
                    asks[a] = {roll(2) ? kAttack : kDefend,
                               local_move(t1, roll(4))};
                    bool p = true;
                    nodes += read(child, asks[a].routine, asks[a].target, Point::pass(),
                                  m_o.tactical_depth - 2, 0, &p);
                }
                bool p = true;
                nodes += read(child, r, t1, t2, depth - 1, ply + 1, &p, used | 1u << i);
                proven = proven && p;
                for (int a = 0; a < n_asks; ++a) {
                    if (roll(100) >= 70) continue;
                    bool q = true;
                    nodes += read(child, asks[a].routine, asks[a].target, Point::pass(),
                                  m_o.tactical_depth - 2, 0, &q);
                }
                if (roll(100) < m_o.cutoff_percent) break;  // a cutoff: this move settled it
            }
            if (tried == 0) proven = true;  // no move left: settled
        }
        Result res;
        res.depth = depth;
        res.proven = proven;
        res.code1 = (h & 1) ? ReadCode::Win : ReadCode::Fail;
        res.move = local_move(t1, static_cast<int>(h % 12));
        const TraceRecord store = store_record(key, r.id, res, work_of(nodes), r.rank);
        if (m_sink) m_sink(store);
        m_cache.store(store);
        Known& k = m_known[key];
        k.nodes = nodes;
        k.depth = std::max(k.depth, depth);
        k.proven = k.proven || proven;
        if (proven_out) *proven_out = proven;
        return nodes;
    }

    const SynthOptions& m_o;
    SimCache& m_cache;
    const std::function<void(const TraceRecord&)>& m_sink;
    SynthStats m_stats;
    uint64_t m_rng;
    uint64_t m_budget = 0;
    std::unordered_map<uint64_t, Known> m_known;
};

}  // namespace

SynthStats run_synth_reader(const SynthOptions& options, SimCache& cache,
                            const std::function<void(const TraceRecord&)>& sink) {
    Generator g(options, cache, sink);
    g.run();
    return g.stats();
}

void generate_synth_trace(const SynthOptions& options,
                          const std::function<void(const TraceRecord&)>& sink) {
    const auto ideal = make_unbounded();
    run_synth_reader(options, *ideal, sink);
}

std::vector<TraceRecord> synth_trace(const SynthOptions& options) {
    std::vector<TraceRecord> out;
    generate_synth_trace(options, [&out](const TraceRecord& r) { out.push_back(r); });
    return out;
}

}  // namespace yomi::cache
