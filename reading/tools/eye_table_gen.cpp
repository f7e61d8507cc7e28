// eye_table_gen: generates the eye-shape table (reading/eye_table.inc) by
// solving every eye space of the classes below with solve_eye_shape
// (reading/eye_shapes.h).
//
//   eye_table_gen [--points N] [--flag-points F] [--marginal M] [--stones K]
//                 [--threads T] [--output FILE]
//
// Classes: every polyomino of up to N points (default 8) in each placement
// (centre, side, corner) without flags; and every polyomino of up to F points
// (default 6) with up to M marginal points (default 2) and up to K stones
// (default all) on it.  Shapes the realisation cannot build (holes, a wall cut
// by the edge, marginal points without a gate, strings without liberties)
// are left out.  The output is sorted by key and the same whatever T is.
// Prints a summary (shapes, nodes, seconds) to stderr.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <set>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <yomi/reading/eye_shapes.h>

namespace {

using yomi::EyeFlag;
using yomi::EyePlacement;
using yomi::EyeShape;
using yomi::EyeShapeCell;

using Cells = std::vector<std::pair<int, int>>;  // (row, col), sorted, min row and col 0

Cells normalise(Cells c) {
    int r0 = 1 << 20, c0 = 1 << 20;
    for (const auto& [r, k] : c) r0 = std::min(r0, r), c0 = std::min(c0, k);
    for (auto& [r, k] : c) r -= r0, k -= c0;
    std::sort(c.begin(), c.end());
    return c;
}

// Every fixed polyomino of 1..n points, by growth.
std::vector<Cells> polyominoes(int n) {
    std::vector<Cells> all;
    std::set<Cells> level{Cells{{0, 0}}};
    for (int size = 1; size <= n; ++size) {
        all.insert(all.end(), level.begin(), level.end());
        if (size == n) break;
        std::set<Cells> next;
        for (const Cells& c : level)
            for (const auto& [r, k] : c)
                for (const auto& [dr, dk] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                    const std::pair<int, int> q{r + dr, k + dk};
                    if (std::find(c.begin(), c.end(), q) != c.end()) continue;
                    Cells grown = c;
                    grown.push_back(q);
                    next.insert(normalise(grown));
                }
        level = std::move(next);
    }
    return all;
}

EyeShape shape_of(const Cells& c, EyePlacement placement) {
    EyeShape s;
    s.placement = placement;
    for (const auto& [r, k] : c) {
        s.cells.push_back(EyeShapeCell{r, k, EyeFlag::None});
        s.width = std::max(s.width, k + 1);
        s.height = std::max(s.height, r + 1);
    }
    std::sort(s.cells.begin(), s.cells.end(), [](const EyeShapeCell& a, const EyeShapeCell& b) {
        return a.row != b.row ? a.row < b.row : a.col < b.col;
    });
    return s;
}

// Can a cell of the frame be marginal: it has a neighbour outside the shape on the board.
bool on_boundary(const EyeShape& s, const EyeShapeCell& c) {
    const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
    for (int d = 0; d < 4; ++d) {
        const int r = c.row + dr[d], k = c.col + dc[d];
        if (r < 0 && s.placement != EyePlacement::Centre) continue;
        if (k < 0 && s.placement == EyePlacement::Corner) continue;
        bool inside = false;
        for (const EyeShapeCell& o : s.cells) inside |= o.row == r && o.col == k;
        if (!inside) return true;
    }
    return false;
}

struct Options {
    int points = 8, flag_points = 6, marginal = 2, stones = 10, threads = 1;
    bool list = false;  // --list 1: every shape's diagram and value on stdout
    std::string output = "eye_table.inc";
};

bool parse(int argc, char** argv, Options* o) {
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (i + 1 >= argc) return false;
        const char* v = argv[++i];
        if (a == "--output") {
            o->output = v;
            continue;
        }
        const int n = std::atoi(v);
        if (a == "--points" && n >= 1 && n <= yomi::kMaxEyeShapePoints)
            o->points = n;
        else if (a == "--flag-points" && n >= 0 && n <= yomi::kMaxEyeShapePoints)
            o->flag_points = n;
        else if (a == "--marginal" && n >= 0)
            o->marginal = n;
        else if (a == "--stones" && n >= 0)
            o->stones = n;
        else if (a == "--list" && (n == 0 || n == 1))
            o->list = n == 1;
        else if (a == "--threads" && n >= 1 && n <= 2)
            o->threads = n;
        else
            return false;
    }
    return true;
}

// The canonical keys of every shape of the classes.
std::vector<uint64_t> enumerate(const Options& o) {
    std::set<uint64_t> plain;
    for (const Cells& c : polyominoes(std::max(o.points, o.flag_points)))
        for (const EyePlacement p :
             {EyePlacement::Centre, EyePlacement::Side, EyePlacement::Corner})
            if (const uint64_t k = yomi::canonical_eye_key(shape_of(c, p)); k != 0) plain.insert(k);
    std::set<uint64_t> keys;
    for (const uint64_t k : plain) {
        EyeShape s;
        yomi::eye_shape_from_key(k, &s);
        const int n = static_cast<int>(s.cells.size());
        if (n <= o.points) keys.insert(k);
        if (n > o.flag_points) continue;
        int combos = 1;
        for (int i = 0; i < n; ++i) combos *= 3;
        for (int code = 1; code < combos; ++code) {
            int m = 0, st = 0, x = code;
            bool ok = true;
            for (int i = 0; i < n; ++i, x /= 3) {
                s.cells[i].flag = static_cast<EyeFlag>(x % 3);
                if (x % 3 == 1) ok &= on_boundary(s, s.cells[i]), ++m;
                if (x % 3 == 2) ++st;
            }
            if (ok && m <= o.marginal && st <= o.stones && st < n)
                if (const uint64_t f = yomi::canonical_eye_key(s); f != 0) keys.insert(f);
        }
    }
    return {keys.begin(), keys.end()};
}

void print(uint64_t key, uint32_t word) {
    EyeShape s;
    yomi::eye_shape_from_key(key, &s);
    const yomi::EyeShapeSolution v = yomi::unpack_eye_value(word);
    std::printf("%016llx  %d%d%d%d%s attack %d defense %d\n%s\n",
                static_cast<unsigned long long>(key), v.value.attacker_twice,
                v.value.attacker_first, v.value.defender_first, v.value.defender_twice,
                v.value.ko ? " ko" : "", v.attack_cell, v.defense_cell,
                yomi::eye_shape_diagram(s).c_str());
}

struct Entry {
    uint64_t key = 0;
    uint32_t value = 0, value_libs = 0;
    bool solved = false;
    uint64_t nodes = 0;
};

// Solves every key without and with two outside liberties, in `threads`
// threads (each takes every threads-th key; the result does not depend on it).
std::vector<Entry> solve_all(const std::vector<uint64_t>& keys, int threads) {
    std::vector<Entry> entries(keys.size());
    std::vector<std::thread> workers;
    for (int t = 0; t < threads; ++t)
        workers.emplace_back([&, t] {
            for (size_t i = static_cast<size_t>(t); i < keys.size();
                 i += static_cast<size_t>(threads)) {
                Entry& e = entries[i];
                e.key = keys[i];
                yomi::EyeShapeSolution s, libs;
                if (!yomi::solve_eye_shape(keys[i], &s, 0) ||
                    !yomi::solve_eye_shape(keys[i], &libs, 2))
                    continue;
                e.value = yomi::pack_eye_value(s);
                e.value_libs = yomi::pack_eye_value(libs);
                e.solved = true;
                e.nodes = s.nodes + libs.nodes;
            }
        });
    for (std::thread& w : workers) w.join();
    return entries;
}

// Writes the solved entries to o.output (through a temporary file, renamed
// only when complete).
bool write_table(const Options& o, const std::vector<Entry>& entries) {
    const std::string tmp = o.output + ".tmp";
    {
        std::ofstream out(tmp);
        out << "// Generated by reading/tools/eye_table_gen --points " << o.points
            << " --flag-points " << o.flag_points << " --marginal " << o.marginal << " --stones "
            << o.stones << ": do not edit.\n"
            << "// {key, value, value_libs} sorted by key after a sentinel; see "
               "reading/eye_shapes.h.\n"
            << "constexpr EyeTableEntry kEyeTable[] = {\n{0x0ull, 0x0u, 0x0u},\n";
        char line[80];
        for (const Entry& e : entries) {
            if (!e.solved) continue;
            std::snprintf(line, sizeof line, "{0x%llxull, 0x%xu, 0x%xu},\n",
                          static_cast<unsigned long long>(e.key), e.value, e.value_libs);
            out << line;
            if (o.list) print(e.key, e.value);
        }
        out << "};\n";
        if (!out) {
            std::fprintf(stderr, "eye_table_gen: cannot write %s\n", tmp.c_str());
            return false;
        }
    }
    if (std::rename(tmp.c_str(), o.output.c_str()) != 0) {
        std::fprintf(stderr, "eye_table_gen: cannot rename %s\n", tmp.c_str());
        return false;
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    Options o;
    if (!parse(argc, argv, &o)) {
        std::fprintf(stderr,
                     "usage: eye_table_gen [--points N] [--flag-points F] [--marginal M] "
                     "[--stones K] [--threads 1|2] [--list 0|1] [--output FILE]\n");
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    std::vector<Entry> entries = solve_all(enumerate(o), o.threads);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!write_table(o, entries)) return 1;
    size_t count = 0, enumerated = entries.size();
    uint64_t total_nodes = 0;
    for (const Entry& e : entries) {
        count += e.solved;
        total_nodes += e.nodes;
    }
    std::fprintf(stderr, "eye_table_gen: %zu shapes (%zu enumerated), %llu nodes, %.1f s\n", count,
                 enumerated, static_cast<unsigned long long>(total_nodes), seconds);
    return 0;
}
