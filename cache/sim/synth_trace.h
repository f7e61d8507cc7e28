// A synthetic cache trace shaped like reading, to drive cachesim until real
// readers record traces: recursive subtrees (owl nodes calling tactical reads),
// many cheap leaves, few expensive roots, transpositions (positions are Zobrist
// XORs of the stones played, so move orders transpose), and positions that
// evolve by moves that were in earlier trees.  Deterministic for a seed.
//
// The reader runs against a cache (closed loop): a trusted hit prunes the
// subtree, a miss re-reads it, so a policy's losses cascade as they would in a
// real reader.  A trace file is the stream of a reader with an unbounded cache.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include <yomi/cache/sim/policy_sim.h>
#include <yomi/cache/trace.h>

namespace yomi::cache {

struct SynthOptions {
    uint64_t seed = 1;
    int positions = 30;    // positions of the "game" (one real move apart)
    int commands = 40;     // top-level reading commands per position
    int owl_percent = 25;  // share of commands that are owl reads
    int semeai_percent = 5;
    int connect_percent = 10;  // the rest are tactical reads
    int repeat_percent = 50;   // commands that re-ask an earlier question (maybe deeper)
    int tactical_depth = 8;
    int owl_depth = 4;
    uint64_t max_nodes = 200000;  // per command: a node budget, as readers have
    // Tree shape: a node is a leaf with probability (base + leaf_step * ply)
    // percent; after each move the node stops with cutoff_percent.
    int owl_leaf = 5;
    int tactical_leaf = 10;
    int leaf_step = 7;
    int cutoff_percent = 30;
};

struct SynthStats {
    uint64_t probes = 0;
    uint64_t trusted_hits = 0;
    uint64_t nodes = 0;     // nodes read (the work spent)
    double work_saved = 0;  // for each trusted hit, the nodes its question cost when read
};

// Runs the synthetic reader against cache; sink (may be empty) sees every record.
SynthStats run_synth_reader(const SynthOptions& options, SimCache& cache,
                            const std::function<void(const TraceRecord&)>& sink);

// The trace of the reader with an unbounded cache; calls sink for every record in order.
void generate_synth_trace(const SynthOptions& options,
                          const std::function<void(const TraceRecord&)>& sink);
std::vector<TraceRecord> synth_trace(const SynthOptions& options);

}  // namespace yomi::cache
