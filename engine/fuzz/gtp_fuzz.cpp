// libFuzzer target: the input bytes are GTP input.  Each line is executed on
// one engine (checking each response's framing and the board's invariants
// after every command); the same bytes are also fed through Engine::run on a
// second engine, whose output must equal the concatenated responses.
// File commands are disabled (Options::allow_file_access = false).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>

#include <yomi/engine/gtp/gtp.h>

namespace {

void check(bool ok, const char* what, std::string_view detail = {}) {
    if (ok) return;
    std::fprintf(stderr, "gtp_fuzz: %s: %.*s\n", what, static_cast<int>(detail.size()),
                 detail.data());
    std::abort();
}

yomi::gtp::Options fuzz_options() {
    yomi::gtp::Options o;
    o.quiet = true;
    o.allow_file_access = false;
    o.threads = 1;  // whole-board analysis in the fuzzing thread
    return o;
}

// cputime's answer differs from run to run: run the real command, answer a
// constant so that the two engines' outputs can be compared.
void make_deterministic(yomi::gtp::Engine& engine) {
    const yomi::gtp::Handler* real = engine.commands().find("cputime");
    if (real == nullptr) return;
    engine.commands().add("cputime",
                          [real = *real](yomi::gtp::Session& s, const yomi::gtp::Args& a) {
                              real(s, a);
                              return std::string("0.000");
                          });
}

void check_response(const std::string& r) {
    if (r.empty()) return;
    check(r[0] == '=' || r[0] == '?', "response does not start with = or ?", r);
    check(r.size() >= 3 && r.compare(r.size() - 2, 2, "\n\n") == 0,
          "response does not end with an empty line", r);
    check(r.find("\n\n") == r.size() - 2, "empty line inside a response", r);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    yomi::gtp::Engine engine(fuzz_options());
    make_deterministic(engine);
    std::string expected;
    std::size_t start = 0;
    while (start < input.size() && !engine.quit_requested()) {
        std::size_t end = input.find('\n', start);
        if (end == std::string_view::npos) end = input.size();
        const std::string response = engine.execute(input.substr(start, end - start));
        check_response(response);
        const std::string problem = engine.session().board.check_consistency();
        check(problem.empty(), "board inconsistent", problem);
        expected += response;
        start = end + 1;
    }

    yomi::gtp::Engine streamed(fuzz_options());
    make_deterministic(streamed);
    std::istringstream in{std::string(input)};
    std::ostringstream out;
    streamed.run(in, out);
    check(out.str() == expected, "Engine::run differs from Engine::execute line by line");
    return 0;
}
