// Reading GNU Go style regression files (.tst): set-up commands, numbered tests
// and their "#? [pattern]" expectations, and splitting a suite into chunks that
// start at a loadsgf line (so each chunk can run in its own engine process).
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace yomi::regress {

// A malformed .tst file: the message names the file and line.
class TstError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// What a "#?" line asks for.  `pattern` is the text between '[' and the final
// ']' with a leading '!' removed; it is matched as "^" + pattern + "$" (no
// group added, exactly like GNU Go's scorer).
struct Expectation {
    std::string pattern;
    // Empty for the regular form "#? [pattern]" (optionally followed by '*'
    // and/or '&'); otherwise how the line departs from it (it is still read
    // as GNU Go's regress.awk reads it).
    std::string irregular;
    std::string printed;         // between the brackets, '!' included (for reports)
    bool negate = false;         // "[!...]"
    bool expected_fail = false;  // "]*": the reference engine fails it
    bool ignored = false;        // "]&": the answer is not judged
};

// Parses the text of a "#?" line as GNU Go's regress.awk does: after "#?"
// and spaces, a leading '[' and a final ']' followed only by '*' / '&' are
// removed and the rest is the pattern; a final '*' marks an expected
// failure, a final '&' an answer not judged (even without the brackets).
// So "#? [undecided" (no ']') is the pattern "undecided", and "#? 1 G1" the
// pattern "1 G1"; such lines get Expectation::irregular.  Trailing spaces
// are ignored.  Throws TstError only when the line does not start with "#?".
Expectation parse_expectation(const std::string& line);

// One command of a suite: a set-up command (no id) or a numbered test.
struct TstCommand {
    int line = 0;             // 1-based line number in the file
    std::string id;           // digits for a test, empty for set-up
    std::string command;      // the command sent: without its id, loadsgf paths absolute
    std::string source;       // the command as the file writes it (for reports)
    Expectation expect;       // tests only
    bool is_test() const { return !id.empty(); }
    bool is_loadsgf() const;  // "loadsgf ..." (test or set-up)
};

// A parsed suite.
struct Suite {
    std::string path;  // as given
    std::string name;  // file name without directory and ".tst"
    std::string dir;   // absolute directory of the file
    std::vector<TstCommand> commands;
    // "file:line: ..." for lines read leniently, as GNU Go's regress.awk
    // reads them (an irregular "#?" line, a "#?" line after no test).
    std::vector<std::string> warnings;
    int test_count() const;
};

// Parses the .tst file at `path`.  Relative loadsgf paths are rewritten to
// absolute ones (relative to the file's directory).  Throws TstError with
// "file:line: message" for an unreadable file, a test without its "#?" line,
// an invalid regular expression or a repeated test id.  A "#?" line after no
// test is ignored with a warning (regress.awk never uses it either).
Suite parse_tst_file(const std::string& path);
// The same from text already in memory (`dir` resolves relative loadsgf paths).
Suite parse_tst_text(const std::string& text, const std::string& path, const std::string& dir);

// A contiguous range of a suite's commands run by one engine process, plus the
// earlier set-up commands replayed first: those that change engine state
// surviving a loadsgf (e.g. increase_depths or komi), then the previous
// loadsgf and the unnumbered position commands after it (so that a chunk whose
// first loadsgf fails still sees the position the file had reached; state
// changed by numbered commands is not replayed).
struct Chunk {
    size_t begin = 0;  // index into Suite::commands
    size_t end = 0;    // one past the last
    std::vector<std::string> prelude;
    int test_count = 0;
};

// The whole suite as one chunk.
Chunk whole_suite(const Suite& suite);
// Splits at loadsgf commands; consecutive pieces are merged until each holds at
// least `min_tests` tests (the last one may hold fewer).  Never returns an
// empty vector for a suite with commands; chunks cover the suite in order.
std::vector<Chunk> split_chunks(const Suite& suite, int min_tests);

}  // namespace yomi::regress
