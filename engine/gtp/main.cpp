// The yomi binary: a GTP engine on standard input/output.
//
//   yomi [--mode gtp] [--quiet] [--cache-size MB] [--cache-file FILE]
//        [--cache-trace FILE] [--cache-policy yomi|gnugo] [--threads N]
//        [--semeai-playout | --semeai-count]
//   (every "--opt value" may be written "--opt=value"; options are parsed by
//   getopt_long)
//   yomi --help | --version
//
// Exit codes: 0 on quit or end of input, 2 on a bad command line.
#include <getopt.h>
#include <charconv>
#include <cmath>
#include <exception>
#include <iostream>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <yomi/engine/gtp/cache_commands.h>
#include <yomi/engine/gtp/gtp.h>

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "unknown"
#endif

namespace {

constexpr std::string_view kUsage =
    "Usage: yomi [OPTION]...\n"
    "A Go reading engine (tactical reading, life and death, semeai) speaking GTP\n"
    "version 2 on standard input and output.\n"
    "\n"
    "  --mode gtp          run as a GTP engine (the default and only mode)\n"
    "  --quiet             no diagnostics on standard error\n"
    "  --cache-size MB     size of the reading cache in megabytes (a number; 0: no\n"
    "                      cache; default 8)\n"
    "  --cache-file FILE   load the reading cache from FILE at start (when it\n"
    "                      exists) and save it there at quit (through a temporary\n"
    "                      file renamed over it); a FILE refused at start (corrupt,\n"
    "                      another version, not a regular file) is kept as it is\n"
    "                      and not written; with no cache (size 0) FILE is unused\n"
    "  --cache-trace FILE  record the cache's probes and stores in FILE (for cachesim)\n"
    "  --cache-policy P    the cache's replacement: yomi (the default) or gnugo (GNU\n"
    "                      Go 3.8's, in its geometry; for measuring the policies)\n"
    "  --threads N         threads for whole-board analysis (final_status_list,\n"
    "                      dragon_status without a vertex); default: one per core\n"
    "  --semeai-playout    read capturing races by playing them out (the second\n"
    "                      semeai reader; the default)\n"
    "  --semeai-count      read capturing races with the first semeai reader (a\n"
    "                      search that counts liberties at its horizon)\n"
    "  --help              show this help and exit\n"
    "  --version           show the version and exit\n";

// The most threads --threads accepts.
constexpr int kMaxThreads = 256;

struct CommandLine {
    yomi::gtp::Options options;
    std::string mode = "gtp";
    bool help = false;
    bool version = false;
    bool semeai_playout = true;  // ReadingParams::semeai_playout
};

// Thrown for a bad command line; main prints it and exits with code 2.
struct UsageError {
    std::string message;
};

std::optional<double> parse_real(std::string_view s) {
    double value = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || end != s.data() + s.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::optional<int> parse_int(std::string_view s) {
    int value = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return value;
}

// getopt_long's ids of the long options: from 1000 up, so that none is a
// character (getopt_long returns ints; hence a plain enum).
enum OptionId : int {
    kHelp = 1000,
    kVersion,
    kQuiet,
    kMode,
    kCacheSize,
    kCacheFile,
    kCacheTrace,
    kCachePolicy,
    kThreads,
    kSemeaiPlayout,
    kSemeaiCount,
};
constexpr option kLongOptions[] = {
    {"help", no_argument, nullptr, kHelp},
    {"version", no_argument, nullptr, kVersion},
    {"quiet", no_argument, nullptr, kQuiet},
    {"mode", required_argument, nullptr, kMode},
    {"cache-size", required_argument, nullptr, kCacheSize},
    {"cache-file", required_argument, nullptr, kCacheFile},
    {"cache-trace", required_argument, nullptr, kCacheTrace},
    {"cache-policy", required_argument, nullptr, kCachePolicy},
    {"threads", required_argument, nullptr, kThreads},
    {"semeai-playout", no_argument, nullptr, kSemeaiPlayout},
    {"semeai-count", no_argument, nullptr, kSemeaiCount},
    {nullptr, 0, nullptr, 0},
};

// Applies one option (id) with its value (optarg, or nullptr).
void apply_option(int id, const char* arg, CommandLine& cl) {
    const std::string v = arg != nullptr ? arg : "";
    switch (id) {
        case 'h':
        case kHelp:
            cl.help = true;
            break;
        case kVersion:
            cl.version = true;
            break;
        case kQuiet:
            cl.options.quiet = true;
            break;
        case kMode:
            cl.mode = v;
            if (cl.mode != "gtp")
                throw UsageError{"unsupported mode '" + cl.mode + "' (only 'gtp' is available)"};
            break;
        case kCacheSize: {
            const auto mb = parse_real(v);
            if (!mb || *mb < 0)
                throw UsageError{"--cache-size needs a number of MB (0 or more), not '" + v + "'"};
            cl.options.cache_size_mb = *mb;
            break;
        }
        case kCacheFile:
            cl.options.cache_file = v;
            if (v.empty()) throw UsageError{"--cache-file needs a file name"};
            break;
        case kCacheTrace:
            cl.options.cache_trace = v;
            if (v.empty()) throw UsageError{"--cache-trace needs a file name"};
            break;
        case kCachePolicy:
            if (v != "yomi" && v != "gnugo")
                throw UsageError{"--cache-policy is yomi or gnugo, not '" + v + "'"};
            cl.options.cache_gnugo_policy = v == "gnugo";
            break;
        case kThreads: {
            const auto n = parse_int(v);
            if (!n || *n < 1 || *n > kMaxThreads)
                throw UsageError{"--threads needs a number from 1 to " +
                                 std::to_string(kMaxThreads) + ", not '" + v + "'"};
            cl.options.threads = *n;
            break;
        }
        case kSemeaiPlayout:
            cl.semeai_playout = true;
            break;
        case kSemeaiCount:
            cl.semeai_playout = false;
            break;
        default:
            throw UsageError{"unknown option"};
    }
}

// The name of the long option with this id ("--name").
std::string option_name(int id) {
    for (const option& o : kLongOptions)
        if (o.name != nullptr && o.val == id) return std::string("--") + o.name;
    return "-" + std::string(1, static_cast<char>(id));
}

// Parses the command line with getopt_long: "--opt value", "--opt=value",
// unambiguous abbreviations ("--cache-s 4") and -h.  Throws UsageError with
// a message naming the bad option or argument.
CommandLine parse_command_line(int argc, char** argv) {
    CommandLine cl;
    opterr = 0;  // the messages are ours
    optind = 0;  // restart the scan (glibc: full re-initialisation)
    while (true) {
        const int id = getopt_long(argc, argv, ":h", kLongOptions, nullptr);
        if (id == -1) break;
        // The word just read (for messages).
        const std::string word = optind >= 1 && optind <= argc ? argv[optind - 1] : "";
        if (id == ':') throw UsageError{"option '" + option_name(optopt) + "' needs a value"};
        if (id == '?') {
            if (optopt != 0 && word.rfind("--", 0) == 0 && word.find('=') != std::string::npos)
                throw UsageError{"option '" + option_name(optopt) + "' takes no value"};
            if (optopt != 0 && word.rfind("--", 0) != 0)
                throw UsageError{"unknown option '-" + std::string(1, static_cast<char>(optopt)) +
                                 "'"};
            const std::string name = word.substr(0, word.find('='));
            int matches = 0;
            for (const option& o : kLongOptions)
                if (o.name != nullptr && std::string_view(o.name).starts_with(name.substr(2)))
                    ++matches;
            throw UsageError{(matches > 1 ? "ambiguous option '" : "unknown option '") + name +
                             "'"};
        }
        apply_option(id, optarg, cl);
    }
    if (optind < argc) throw UsageError{"unexpected argument '" + std::string(argv[optind]) + "'"};
    return cl;
}

}  // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    CommandLine cl;
    try {
        cl = parse_command_line(argc, argv);
    } catch (const UsageError& e) {
        std::cerr << "yomi: " << e.message << "\nTry 'yomi --help' for more information.\n";
        return 2;
    }
    if (cl.help) {
        std::cout << kUsage;
        return 0;
    }
    if (cl.version) {
        std::cout << "yomi " << PACKAGE_VERSION
                  << "\nCopyright (C) 2026 the yomi authors.\n"
                     "License: MIT (the LICENSE file; https://opensource.org/licenses/MIT).\n"
                     "This is free software: you may use, copy, change and share it.\n"
                     "There is NO WARRANTY, to the extent permitted by law.\n";
        return 0;
    }
    yomi::gtp::Engine engine(cl.options);
    if (!cl.options.quiet) engine.session().diagnostics = &std::cerr;
    engine.session().params.semeai_playout = cl.semeai_playout;
    try {
        const std::string warnings = yomi::gtp::setup_cache(engine.session());
        if (!warnings.empty() && !cl.options.quiet) std::cerr << "yomi: " << warnings << "\n";
    } catch (const std::bad_alloc&) {
        std::cerr << "yomi: cannot allocate a reading cache of " << cl.options.cache_size_mb
                  << " MB\n";
        return 2;
    } catch (const std::exception& e) {
        std::cerr << "yomi: reading cache: " << e.what() << "\n";
        return 2;
    }
    engine.run(std::cin, std::cout);
    const std::string error = yomi::gtp::save_cache_file(engine.session());
    if (!error.empty()) {
        std::cerr << "yomi: " << error << "\n";
        return 1;
    }
    return 0;
}
