#include <yomi/regression/tst_file.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include <yomi/regression/judge.h>

namespace yomi::regress {

namespace {

std::string trim(const std::string& s) {
    const size_t b = s.find_first_not_of(" \t\r");
    if (b == std::string::npos) return "";
    const size_t e = s.find_last_not_of(" \t\r");
    return s.substr(b, e - b + 1);
}

// GTP's preprocessing: control characters other than HT and LF are removed,
// HT becomes a space.  (Otherwise an engine may see an empty line and never
// answer.)
std::string gtp_clean(const std::string& raw) {
    std::string out;
    out.reserve(raw.size());
    for (const char ch : raw) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == '\t') out += ' ';
        else if (c >= 32 && c != 127) out += ch;
    }
    return out;
}

std::string first_word(const std::string& command) {
    const size_t end = command.find(' ');
    return command.substr(0, end);
}

// "loadsgf rel/f.sgf 12" -> "loadsgf /abs/dir/rel/f.sgf 12".
std::string absolute_loadsgf(const std::string& command, const std::string& dir) {
    std::istringstream in(command);
    std::string verb, file;
    in >> verb >> file;
    if (file.empty() || file.front() == '/') return command;
    std::string rest;
    std::getline(in, rest);
    const std::string abs = (std::filesystem::path(dir) / file).lexically_normal().string();
    return verb + " " + abs + rest;
}

// Set-up commands whose effect a later loadsgf wipes out (or that have none):
// a chunk starting at a loadsgf need not replay them.
bool is_position_command(const std::string& verb) {
    static const std::set<std::string> kPosition = {
        "loadsgf", "trymove", "tryko", "popgo", "play", "undo", "clear_board", "boardsize",
        "fixed_handicap", "place_free_handicap", "set_free_handicap", "genmove", "reg_genmove",
        "showboard", "black", "white", "quit"};
    return kPosition.count(verb) != 0;
}

// A chunk may start at a loadsgf only if that loadsgf is sure to replace the
// whole position: a loadsgf that fails keeps the previous position, which a
// fresh engine would not have.  So never split at a numbered loadsgf (a test,
// possibly of a failure) nor at one whose file is missing.
bool safe_chunk_start(const TstCommand& cmd) {
    if (!cmd.is_loadsgf() || cmd.is_test()) return false;
    std::istringstream words(cmd.command);
    std::string verb, file;
    words >> verb >> file;
    std::error_code ec;
    return !file.empty() && std::filesystem::is_regular_file(file, ec);
}

std::string at(const std::string& path, int line) { return path + ":" + std::to_string(line) + ": "; }

}  // namespace

Expectation parse_expectation(const std::string& raw) {
    std::string line = raw;
    std::erase(line, '\r');
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t')) line.pop_back();
    if (line.rfind("#?", 0) != 0) throw TstError("expectation line must start with '#?'");
    size_t i = 2;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    const std::string text = line.substr(i);
    Expectation e;
    e.ignored = !text.empty() && text.back() == '&';
    e.expected_fail = !text.empty() && text.back() == '*';
    std::string body = text;
    const bool open = !body.empty() && body.front() == '[';
    if (open) body.erase(0, 1);
    size_t end = body.size();
    while (end > 0 && (body[end - 1] == '*' || body[end - 1] == '&')) --end;
    const bool close = end > 0 && body[end - 1] == ']';
    if (close) body.resize(end - 1);
    if (!open || !close)
        e.irregular = std::string("'") + line + "' is not '#? [pattern]' (" +
                      (!open && !close ? "no '[' and no closing ']'"
                       : !open         ? "no '['"
                                       : "no closing ']'") +
                      "): judged against the pattern '" + body + "', as GNU Go's regress.awk reads it";
    e.printed = body;
    e.pattern = body;
    if (!e.pattern.empty() && e.pattern.front() == '!') {
        e.negate = true;
        e.pattern.erase(0, 1);
    }
    return e;
}

bool TstCommand::is_loadsgf() const { return first_word(command) == "loadsgf"; }

int Suite::test_count() const {
    return static_cast<int>(std::count_if(commands.begin(), commands.end(),
                                          [](const TstCommand& c) { return c.is_test(); }));
}

Suite parse_tst_text(const std::string& text, const std::string& path, const std::string& dir) {
    Suite suite;
    suite.path = path;
    suite.dir = dir;
    suite.name = std::filesystem::path(path).stem().string();
    std::istringstream in(text);
    std::string raw;
    int line_no = 0;
    bool awaiting_expectation = false;
    std::set<std::string> ids;
    while (std::getline(in, raw)) {
        ++line_no;
        const std::string line = trim(gtp_clean(raw));
        if (awaiting_expectation) {
            if (line.rfind("#?", 0) != 0)
                throw TstError(at(path, line_no) + "test " + suite.commands.back().id +
                               " (line " + std::to_string(suite.commands.back().line) +
                               ") is not followed by its '#? [...]' line");
            try {
                suite.commands.back().expect = parse_expectation(line);
                Pattern check(suite.commands.back().expect.pattern);
            } catch (const std::exception& e) {
                throw TstError(at(path, line_no) + e.what());
            }
            if (!suite.commands.back().expect.irregular.empty())
                suite.warnings.push_back(at(path, line_no) + suite.commands.back().expect.irregular);
            awaiting_expectation = false;
            continue;
        }
        if (line.empty()) continue;
        if (line.rfind("#?", 0) == 0) {
            suite.warnings.push_back(at(path, line_no) +
                                     "'#?' line without a numbered test before it: ignored");
            continue;
        }
        if (line.front() == '#') continue;
        TstCommand cmd;
        cmd.line = line_no;
        size_t digits = 0;
        while (digits < line.size() && std::isdigit(static_cast<unsigned char>(line[digits])))
            ++digits;
        if (digits > 0 && digits == line.size())
            throw TstError(at(path, line_no) + "test id " + line + " without a command");
        if (digits > 0 && line[digits] == ' ') {
            cmd.id = line.substr(0, digits);
            cmd.command = trim(line.substr(digits));
            if (!ids.insert(cmd.id).second)
                throw TstError(at(path, line_no) + "test id " + cmd.id + " used twice");
            awaiting_expectation = true;
        } else if (digits > 0) {
            throw TstError(at(path, line_no) + "malformed test line '" + line + "'");
        } else {
            cmd.command = line;
        }
        // GTP drops everything after '#'; a command left empty would get no
        // answer at all, so it is an error here.
        if (const size_t hash = cmd.command.find('#'); hash != std::string::npos)
            cmd.command = trim(cmd.command.substr(0, hash));
        if (cmd.command.empty())
            throw TstError(at(path, line_no) + "test " + cmd.id + " has no command");
        cmd.source = cmd.command;
        if (cmd.is_loadsgf()) cmd.command = absolute_loadsgf(cmd.command, dir);
        suite.commands.push_back(std::move(cmd));
    }
    if (awaiting_expectation)
        throw TstError(at(path, line_no) + "test " + suite.commands.back().id +
                       " at the end of the file has no '#? [...]' line");
    return suite;
}

Suite parse_tst_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw TstError(path + ": cannot open the file");
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) throw TstError(path + ": read error");
    std::error_code ec;
    const auto abs = std::filesystem::absolute(std::filesystem::path(path), ec);
    if (ec) throw TstError(path + ": " + ec.message());
    return parse_tst_text(text.str(), path, abs.parent_path().lexically_normal().string());
}

Chunk whole_suite(const Suite& suite) {
    Chunk c;
    c.begin = 0;
    c.end = suite.commands.size();
    c.test_count = suite.test_count();
    return c;
}

std::vector<Chunk> split_chunks(const Suite& suite, int min_tests) {
    std::vector<Chunk> chunks;
    std::vector<std::string> sticky;      // replayable set-up seen so far
    std::vector<std::string> since_load;  // the last loadsgf and the position set-up after it
    Chunk current;
    for (size_t i = 0; i < suite.commands.size(); ++i) {
        const TstCommand& cmd = suite.commands[i];
        if (safe_chunk_start(cmd) && i > current.begin && current.test_count >= min_tests) {
            current.end = i;
            chunks.push_back(current);
            current = Chunk{};
            current.begin = i;
            // The position the previous process had reached, in case this
            // chunk's loadsgf fails and leaves the position as it was.
            current.prelude = sticky;
            current.prelude.insert(current.prelude.end(), since_load.begin(), since_load.end());
        }
        if (cmd.is_loadsgf()) since_load.assign(1, cmd.command);
        if (cmd.is_test()) ++current.test_count;
        else if (!is_position_command(first_word(cmd.command))) sticky.push_back(cmd.command);
        else if (!cmd.is_loadsgf() && !since_load.empty()) since_load.push_back(cmd.command);
    }
    current.end = suite.commands.size();
    if (current.end > current.begin || chunks.empty()) chunks.push_back(current);
    return chunks;
}

}  // namespace yomi::regress
