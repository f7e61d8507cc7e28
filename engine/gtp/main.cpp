// The yomi binary: a GTP engine on standard input/output.
//
//   yomi [--mode gtp] [--quiet] [--cache-size MB] [--cache-file FILE]
//        [--cache-trace FILE] [--cache-policy yomi|gnugo]
//   yomi --help | --version
//
// Exit codes: 0 on quit or end of input, 2 on a bad command line.
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
    "  --help              show this help and exit\n"
    "  --version           show the version and exit\n";

struct CommandLine {
    yomi::gtp::Options options;
    std::string mode = "gtp";
    bool help = false;
    bool version = false;
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

// Parses argv (without argv[0]).  Accepts "--opt value" and "--opt=value".
CommandLine parse_command_line(const std::vector<std::string>& args) {
    CommandLine cl;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string name = args[i];
        std::optional<std::string> inline_value;
        if (const auto eq = name.find('='); name.rfind("--", 0) == 0 && eq != std::string::npos) {
            inline_value = name.substr(eq + 1);
            name.resize(eq);
        }
        auto value = [&]() -> std::string {
            if (inline_value) return *inline_value;
            if (i + 1 >= args.size()) throw UsageError{"option '" + name + "' needs a value"};
            return args[++i];
        };
        auto no_value = [&] {
            if (inline_value) throw UsageError{"option '" + name + "' takes no value"};
        };
        if (name == "--help" || name == "-h") {
            no_value();
            cl.help = true;
        } else if (name == "--version") {
            no_value();
            cl.version = true;
        } else if (name == "--quiet") {
            no_value();
            cl.options.quiet = true;
        } else if (name == "--mode") {
            cl.mode = value();
            if (cl.mode != "gtp")
                throw UsageError{"unsupported mode '" + cl.mode + "' (only 'gtp' is available)"};
        } else if (name == "--cache-size") {
            const std::string v = value();
            const auto mb = parse_real(v);
            if (!mb || *mb < 0)
                throw UsageError{"--cache-size needs a number of MB (0 or more), not '" + v + "'"};
            cl.options.cache_size_mb = *mb;
        } else if (name == "--cache-file") {
            cl.options.cache_file = value();
            if (cl.options.cache_file.empty()) throw UsageError{"--cache-file needs a file name"};
        } else if (name == "--cache-trace") {
            cl.options.cache_trace = value();
            if (cl.options.cache_trace.empty()) throw UsageError{"--cache-trace needs a file name"};
        } else if (name == "--cache-policy") {
            const std::string v = value();
            if (v != "yomi" && v != "gnugo")
                throw UsageError{"--cache-policy is yomi or gnugo, not '" + v + "'"};
            cl.options.cache_gnugo_policy = v == "gnugo";
        } else {
            throw UsageError{"unknown option '" + args[i] + "'"};
        }
    }
    return cl;
}

}  // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    const std::vector<std::string> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    CommandLine cl;
    try {
        cl = parse_command_line(args);
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
