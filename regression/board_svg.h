// A Go position as an SVG picture for the HTML report: the stones, and the
// points a test is about (its targets, the expected moves, the given ones).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <yomi/regression/runner.h>

namespace yomi::regress {

// The points to mark, as vertex names ("C3"; names off the board are skipped).
struct BoardMarks {
    std::vector<std::string> targets;   // what the test asks about (a red square)
    std::vector<std::string> region;    // further points the command lists (shaded)
    std::vector<std::string> expected;  // moves the expectation names (a green ring)
    std::vector<std::string> avoided;   // moves a negated expectation forbids (an orange cross)
    std::vector<std::string> given;     // moves in the engine's answer (a blue triangle)
};

// The column (0 = A, 'I' skipped) and row (0 = the top row) of a vertex name
// such as "C3" or "c3" on a board of `size`; nullopt for anything else
// (PASS included).
std::optional<std::pair<int, int>> vertex_point(const std::string& vertex, int size);

// Every word of `text` that is a vertex of a board of `size` (a letter and one
// or two digits, not part of a longer word), upper-cased, each once, in order.
std::vector<std::string> vertices_in(const std::string& text, int size);

// The marks of one test: targets and region from the command's arguments (all
// of them targets when there are at most three, else the first one, the rest
// a region), expected or avoided moves from the pattern, given moves from the answer.
BoardMarks test_marks(const std::string& command, const std::string& pattern, bool negated,
                      const std::string& answer, int size);

// A standalone <svg> element (no ids, no external references, so any number
// of them can share a page) `pixels` wide, with coordinates around the board.
std::string board_svg(const BoardSnapshot& board, const BoardMarks& marks, int pixels = 340);

}  // namespace yomi::regress
