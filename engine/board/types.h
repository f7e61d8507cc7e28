// Core value types of yomi: colours, points on the padded 1-D board, moves and
// reading result codes.  Everything above the board layer speaks in these.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace yomi {

// Largest and smallest supported board sizes.
inline constexpr int kMaxBoardSize = 19;
inline constexpr int kMinBoardSize = 1;

// The board is a 1-D array with a one-point border (GNU Go's layout): rows of
// kStride points, where the column after the last is the border shared by the
// right edge of one row and the left edge of the next.  Row 0 is the top row
// (vertex row number == size), column 0 is column A.
inline constexpr int kStride = kMaxBoardSize + 1;                       // 20
inline constexpr int kBoardMax = (kMaxBoardSize + 2) * kStride + 1;     // 421
static_assert(kBoardMax == 421);

enum class Color : uint8_t { Empty = 0, Black = 1, White = 2, Border = 3 };

constexpr Color opponent(Color c) {
    return c == Color::Black ? Color::White : c == Color::White ? Color::Black : c;
}
constexpr bool is_stone(Color c) { return c == Color::Black || c == Color::White; }

// "black"/"white" (lower case); "empty"/"border" for the others.
std::string_view color_name(Color c);
// Parses "b", "black", "w", "white" (any case).  nullopt otherwise.
std::optional<Color> parse_color(std::string_view s);

// A point of the padded board, or the pass / no-move value (index 0, which
// lies in the top border and is never on the board).
class Point {
public:
    constexpr Point() = default;
    constexpr explicit Point(int index) : m_index(static_cast<int16_t>(index)) {}
    // (row, col) with row 0 the top row.  No range check: see Board::on_board.
    static constexpr Point at(int row, int col) { return Point((row + 1) * kStride + col + 1); }
    static constexpr Point pass() { return Point(0); }

    constexpr int index() const { return m_index; }
    constexpr int row() const { return m_index / kStride - 1; }
    constexpr int col() const { return m_index % kStride - 1; }
    constexpr bool is_pass() const { return m_index == 0; }

    constexpr Point north() const { return Point(m_index - kStride); }
    constexpr Point south() const { return Point(m_index + kStride); }
    constexpr Point west() const { return Point(m_index - 1); }
    constexpr Point east() const { return Point(m_index + 1); }

    friend constexpr bool operator==(Point a, Point b) = default;
    friend constexpr auto operator<=>(Point a, Point b) = default;

private:
    int16_t m_index = 0;
};
static_assert(sizeof(Point) == 2);

// The four orthogonal neighbour offsets, in a fixed order (S, W, N, E).
inline constexpr int kDelta[4] = {kStride, -1, -kStride, 1};
// The four diagonal offsets (SW, NW, NE, SE).
inline constexpr int kDiagonal[4] = {kStride - 1, -kStride - 1, -kStride + 1, kStride + 1};

constexpr Point neighbor(Point p, int dir) { return Point(p.index() + kDelta[dir]); }
constexpr Point diagonal(Point p, int dir) { return Point(p.index() + kDiagonal[dir]); }

// A move: a colour and a point (pass allowed).
struct Move {
    Color color = Color::Empty;
    Point point;
    friend constexpr bool operator==(Move a, Move b) = default;
};

// Vertex text <-> point for a board of the given size.  "pass" <-> Point::pass().
// parse_vertex returns nullopt for text that is not a vertex or lies off the board.
std::optional<Point> parse_vertex(std::string_view s, int board_size);
std::string vertex_name(Point p, int board_size);  // "PASS" for pass

// Reading result codes.  Ordered so that larger is better for the side that is
// reading (GNU Go's order); printed as 0, 3, 2, 1 respectively (see
// engine/gtp/COMMANDS.md, "Result codes").
enum class ReadCode : uint8_t {
    Fail = 0,  // fails
    KoB = 1,   // succeeds only if this side has a ko threat (opponent takes first)
    KoA = 2,   // succeeds if this side may take the ko first
    Win = 3,   // succeeds unconditionally
};
// The number printed on the wire: Fail 0, Win 1, KoA 2, KoB 3.
int wire_code(ReadCode c);
// The code after a result is seen from the other side: Win<->Fail, KoA<->KoB.
constexpr ReadCode invert(ReadCode c) {
    return static_cast<ReadCode>(3 - static_cast<int>(c));
}

}  // namespace yomi
