#include <yomi/regression/runner.h>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <set>
#include <sstream>
#include <stdexcept>

namespace yomi::regress {

namespace {

struct CounterCommands {
    std::string name, reset, get;
};

const std::vector<CounterCommands>& counters() {
    static const std::vector<CounterCommands> kCounters = {
        {"reading", "reset_reading_node_counter", "get_reading_node_counter"},
        {"owl", "reset_owl_node_counter", "get_owl_node_counter"},
        {"connection", "reset_connection_node_counter", "get_connection_node_counter"},
        {"trymove", "reset_trymove_counter", "get_trymove_counter"},
    };
    return kCounters;
}

std::set<std::string> known_commands(GtpProcess& engine) {
    std::set<std::string> known;
    const GtpProcess::Reply reply = engine.send("list_commands");
    if (!reply.ok() || reply.error()) return known;
    std::istringstream in(reply.text);
    std::string line;
    bool first = true;
    while (std::getline(in, line)) {
        if (first) {
            line = answer_text(line);
            first = false;
        }
        std::istringstream words(line);
        std::string word;
        while (words >> word) known.insert(word);
    }
    return known;
}

std::optional<double> ask_number(GtpProcess& engine, const std::string& command) {
    const GtpProcess::Reply reply = engine.send(command);
    if (!reply.ok() || reply.error()) return std::nullopt;
    const std::string text = answer_text(reply.text);
    char* end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (end == text.c_str()) return std::nullopt;
    return value;
}

std::vector<std::string> words_of(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> words;
    std::string w;
    while (in >> w) words.push_back(w);
    return words;
}

// The board size shown by `showboard`: the number of column letters of its
// first coordinate line ("   A B C D E F G H J" gives 9).
std::optional<int> showboard_size(const std::string& text) {
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        const std::vector<std::string> words = words_of(line);
        const bool letters = words.size() >= 2 && std::all_of(words.begin(), words.end(), [](const std::string& w) {
            return w.size() == 1 && w[0] >= 'A' && w[0] <= 'Z';
        });
        if (letters) return static_cast<int>(words.size());
    }
    return std::nullopt;
}

// The position as the engine reports it, or nullopt when it cannot say.
std::optional<BoardSnapshot> ask_board(GtpProcess& engine, const std::set<std::string>& known) {
    if (!known.count("list_stones")) return std::nullopt;
    BoardSnapshot board;
    if (known.count("query_boardsize")) {
        const std::optional<double> n = ask_number(engine, "query_boardsize");
        if (n) board.size = static_cast<int>(*n);
    } else if (known.count("showboard")) {
        const GtpProcess::Reply reply = engine.send("showboard");
        if (reply.ok() && !reply.error()) board.size = showboard_size(reply.text).value_or(0);
    }
    if (board.size < 1 || board.size > 25) return std::nullopt;
    using Side = std::pair<const char*, std::vector<std::string>*>;
    for (const auto& [color, stones] : {Side{"black", &board.black}, Side{"white", &board.white}}) {
        const GtpProcess::Reply reply = engine.send(std::string("list_stones ") + color);
        if (!reply.ok() || reply.error()) return std::nullopt;
        *stones = words_of(answer_text(reply.text));
    }
    return board;
}

// The chunk's closing questions (node counters, CPU time, cache statistics),
// then quit.
void finish_chunk(GtpProcess& engine, const std::set<std::string>& known,
                  const std::optional<double>& cpu_before, ChunkResult& result) {
    for (const CounterCommands& c : counters()) {
        if (!known.count(c.reset) || !known.count(c.get)) continue;
        if (const auto n = ask_number(engine, c.get)) result.nodes[c.name] = static_cast<long long>(*n);
    }
    if (cpu_before) {
        if (const auto after = ask_number(engine, "cputime")) result.cpu_seconds = *after - *cpu_before;
    }
    if (known.count("cache_stats")) {
        const GtpProcess::Reply reply = engine.send("cache_stats");
        if (reply.ok() && !reply.error()) {
            const size_t eol = reply.text.find('\n');
            result.cache_stats = answer_text(reply.text) +
                                 (eol == std::string::npos ? "" : reply.text.substr(eol));
        }
    }
    engine.finish();
}

std::string crash_text(const Suite& suite, const TstCommand& cmd, const GtpProcess& engine,
                       GtpProcess::Status status) {
    std::string what = status == GtpProcess::Status::Timeout ? "no answer in time" : "engine died";
    return what + " at line " + std::to_string(cmd.line) + " of " + suite.name + " (" +
           (cmd.is_test() ? cmd.id + " " : std::string()) + cmd.source +
           "); " + engine.exit_description();
}

}  // namespace

const std::vector<std::string>& node_counter_names() {
    static const std::vector<std::string> kNames = {"reading", "owl", "connection", "trymove"};
    return kNames;
}

ChunkResult run_chunk(const Suite& suite, const Chunk& chunk, const EngineOptions& options,
                      const RunOptions& run) {
    ChunkResult result;
    for (size_t i = chunk.begin; i < chunk.end; ++i)
        if (suite.commands[i].is_test()) {
            TestResult t;
            t.index = i;
            result.tests.push_back(t);
        }

    const double start = now_seconds();
    result.started = start;
    // Every test of the chunk counts as done when the chunk ends, answered or not.
    auto count_rest = [&](size_t answered) {
        if (run.tests_done) *run.tests_done += static_cast<int>(result.tests.size() - answered);
    };
    std::unique_ptr<GtpProcess> engine;
    try {
        engine = std::make_unique<GtpProcess>(options);
    } catch (const std::exception& e) {
        result.crash = std::string("cannot start the engine: ") + e.what();
        result.finished = now_seconds();
        count_rest(0);
        return result;
    }
    const std::set<std::string> known = known_commands(*engine);
    std::optional<double> cpu_before;
    if (known.count("cputime")) cpu_before = ask_number(*engine, "cputime");
    for (const CounterCommands& c : counters())
        if (known.count(c.reset) && known.count(c.get)) engine->send(c.reset);
    for (const std::string& command : chunk.prelude) engine->send(command);
    const CounterCommands& reading = counters().front();
    const bool test_nodes = run.test_nodes && known.count(reading.reset) && known.count(reading.get);
    std::optional<double> nodes_before;
    if (test_nodes) nodes_before = ask_number(*engine, reading.get);

    size_t next_test = 0;
    bool alive = true;
    for (size_t i = chunk.begin; i < chunk.end && alive; ++i) {
        const TstCommand& cmd = suite.commands[i];
        std::optional<BoardSnapshot> board;
        if (cmd.is_test() && run.boards) board = ask_board(*engine, known);
        const double t0 = now_seconds();
        const GtpProcess::Reply reply =
            engine->send(cmd.is_test() ? cmd.id + " " + cmd.command : cmd.command);
        const double t1 = now_seconds();
        if (!reply.ok()) {
            result.crash = crash_text(suite, cmd, *engine, reply.status);
            alive = false;
            break;
        }
        if (!cmd.is_test()) {
            if (reply.error())
                result.setup_errors.push_back("line " + std::to_string(cmd.line) + ": " +
                                              cmd.source + " -> " + reply.text);
            if (test_nodes) nodes_before = ask_number(*engine, reading.get);
            continue;
        }
        TestResult& t = result.tests[next_test++];
        t.response = reply.text;
        t.answer = answer_text(reply.text);
        t.error = reply.error();
        t.seconds = t1 - t0;
        t.board = std::move(board);
        if (test_nodes) {
            const std::optional<double> after = ask_number(*engine, reading.get);
            if (after && nodes_before) t.nodes = static_cast<long long>(*after - *nodes_before);
            nodes_before = after;
        }
        try {
            t.verdict = judge(cmd.expect, Pattern(cmd.expect.pattern), t.answer, t.error);
        } catch (const std::exception&) {
            t.verdict = Verdict::UnexpectedFail;  // parse_tst already rejects bad patterns
        }
        if (run.tests_done) ++*run.tests_done;
    }
    count_rest(next_test);
    if (alive) finish_chunk(*engine, known, cpu_before, result);
    result.finished = now_seconds();
    result.wall_seconds = result.finished - start;
    return result;
}

}  // namespace yomi::regress
