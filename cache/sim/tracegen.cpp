// tracegen: writes the synthetic reading-shaped cache trace (see
// cache/sim/synth_trace.h) to a file for cachesim.
//   tracegen [--seed N] [--positions N] [--commands N] OUT.trace
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <functional>
#include <iterator>
#include <stdexcept>
#include <string>

#include <yomi/cache/sim/synth_trace.h>
#include <yomi/cache/trace.h>

using namespace yomi::cache;

int main(int argc, char** argv) {
    SynthOptions o;
    std::string out;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--seed" && i + 1 < argc)
            o.seed = std::strtoull(argv[++i], nullptr, 10);
        else if (a == "--positions" && i + 1 < argc)
            o.positions = std::atoi(argv[++i]);
        else if (a == "--commands" && i + 1 < argc)
            o.commands = std::atoi(argv[++i]);
        else if (!a.empty() && a[0] != '-' && out.empty())
            out = a;
        else {
            std::fprintf(stderr, "usage: tracegen [--seed N] [--positions N] [--commands N] OUT\n");
            return 2;
        }
    }
    if (out.empty() || o.positions <= 0 || o.commands <= 0) {
        std::fprintf(stderr, "usage: tracegen [--seed N] [--positions N] [--commands N] OUT\n");
        return 2;
    }
    try {
        TraceWriter w(out);
        uint64_t n = 0;
        generate_synth_trace(o, [&](const TraceRecord& r) {
            w.write(r);
            ++n;
        });
        if (!w.close()) throw std::runtime_error("error writing '" + out + "'");
        std::printf("%llu records written to %s\n", static_cast<unsigned long long>(n),
                    out.c_str());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "tracegen: %s\n", e.what());
        return 1;
    }
    return 0;
}
