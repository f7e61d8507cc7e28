// SGF (FF[4]) reading: a parser for collections of game trees, and loading a
// position from a game's main line onto a Board with the semantics of GNU Go's
// `loadsgf FILE [N|VERTEX]` (see engine/gtp/COMMANDS.md and the notes on
// load_position_text below).
//
// Bad input never crashes: every problem is reported as an sgf::Error whose
// message names the source, line and column ("games/x.sgf:12:5: ...").
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <yomi/engine/board/board.h>
#include <yomi/engine/board/types.h>

namespace yomi::sgf {

// Largest file (after gzip decompression) or text accepted.
inline constexpr std::size_t kMaxTextSize = std::size_t{64} << 20;
// Deepest nesting of variations accepted (deeper input is an error, so no
// recursion anywhere - parsing, copying, destroying - can overflow the stack).
inline constexpr int kMaxVariationDepth = 2000;
// Most nodes plus property values parse() builds (bounds its memory, about
// 100 bytes each).  Loading a position streams the main line and has no such
// limit.
inline constexpr std::size_t kMaxTreeItems = 4'000'000;
// Most property values in one node (a full board needs 361 at most).
inline constexpr std::size_t kMaxNodeValues = 100'000;
// Loading limits: moves played from a main line (the board keeps an undo
// history of them) and stone changes made by set-up (each costs a string
// rebuild).  Both are far beyond any real game; more is an error.
inline constexpr int kMaxMoves = 100'000;
inline constexpr long kMaxSetupChanges = 200'000;

// A malformed or unusable SGF file.  what() is "source:line:column: message";
// when the position is unknown (line() == 0) it is "source: message", and
// without a source name the prefix is just "line:column: ".
class Error : public std::runtime_error {
  public:
    Error(std::string_view source, int line, int column, std::string_view message);
    const std::string& source() const { return m_source; }
    int line() const { return m_line; }                       // 1-based; 0 when unknown
    int column() const { return m_column; }                   // 1-based byte column; 0 when unknown
    const std::string& message() const { return m_message; }  // without the prefix

  private:
    std::string m_source;
    int m_line;
    int m_column;
    std::string m_message;
};

// One property: its identifier (upper-case letters only; lower-case letters
// of old FF[3] names such as "AddBlack" are dropped, giving "AB") and its
// values with SGF escapes resolved ("\]" -> "]", "\\" -> "\", a backslash
// before a line break removes the break).  line/column locate the identifier.
struct Property {
    std::string name;
    std::vector<std::string> values;
    int line = 0;
    int column = 0;
};

struct Node {
    std::vector<Property> properties;  // in file order; a name may repeat
    // The first property with this name, or nullptr.
    const Property* find(std::string_view name) const;
};

// A sequence of nodes followed by its variations; children[0] is the main line.
struct GameTree {
    std::vector<Node> nodes;
    std::vector<GameTree> children;
};

// Parses a collection (one or more game trees).  Text before the first "(;"
// and after the last complete game tree is ignored.  Text that ends inside
// game trees (their closing ')' missing, as GNU Go accepts) is read as if
// they were closed, with a warning in *warning (when given; "" otherwise),
// prefixed like an Error ("source:line:column: ...", at the open '(').
// Throws Error (with source_name, line and column) on malformed input (a
// property value cut off by the end of the text included), on more than
// kMaxTextSize bytes, on variations nested deeper than kMaxVariationDepth and
// on more than kMaxTreeItems nodes and values.
std::vector<GameTree> parse(std::string_view text, std::string_view source_name = "",
                            std::string* warning = nullptr);

// Reads a whole file, decompressing it when it is gzip data (any name; zlib
// passes plain files through).  Throws Error when the file cannot be read, is
// not a regular file (a FIFO or a device is refused without blocking) or is
// larger than kMaxTextSize after decompression.
std::string read_file(const std::string& path);

// Where to stop playing the main line.  before_move = N > 0 stops just before
// the N-th move (moves are B/W properties, passes included, counted from 1;
// set-up stones are not moves).  before_vertex (e.g. "C3", or "pass") stops
// before the first move at that vertex.  0 / "" = play the whole main line.
// A limit that is never reached plays the whole main line.
struct LoadLimit {
    int before_move = 0;
    std::string before_vertex;
};

// Extra facts about a loaded game (optional output).
struct LoadInfo {
    bool has_komi = false;
    double komi = 0.0;     // KM of the root node, when present and numeric
    int handicap = 0;      // HA of the root node
    int moves_played = 0;  // moves of the main line actually played
    // Input accepted although malformed (a missing ')' at the end, see
    // parse), for the user; "" when none.
    std::string warning;
};

// Resets `board`, applies set-up and plays the main line up to the limit, and
// returns the colour to move (also set on the board).  Strong guarantee: on
// any error (throws sgf::Error) `board` is left exactly as it was.
//
// Semantics (GNU Go 3.8's loadsgf, checked by experiment, except where noted):
// - only the first game tree of the file and the first variation at every
//   branch are used; SZ (default 19, 1..19, "n" or "n:n"), HA and KM are read
//   from the root node only;
// - properties are processed in file order, node by node; AB/AW/AE (with
//   compressed lists "aa:cc") overwrite points (GNU Go ignores AE and refuses
//   to put a stone on an occupied point); set-up anywhere in the main line is
//   applied when reached (set-up is checked, and put on the board, before
//   the next move and at the end: a string left without liberties there is an
//   error; GNU Go accepts it);
// - B/W are moves; "" and "tt" are passes; a move off the board or onto a
//   stone is an error (GNU Go warns and skips it); a suicide removes the
//   suicidal string and an immediate ko recapture is played, as in GNU Go;
// - the colour to move starts as Black, White when the root has HA > 1; PL
//   sets it; every move sets it to the mover's opponent; when the limit stops
//   before a move, it is that move's colour;
// - IL[pt] (GNU Go's own property) sets the ko point, IL[] clears it (GNU Go
//   asserts on IL[] and on an IL point that is not a ko); set-up stones clear
//   the ko point unless IL came after the last move;
// - point values may have spaces around them (" dd "), as GNU Go accepts;
// - the whole file must parse, including parts after the limit; a missing
//   ')' at the end is accepted with a warning in info->warning (GNU Go
//   accepts the last one missing);
// - the main line is streamed, not stored; at most kMaxMoves moves are played
//   and kMaxSetupChanges set-up stone changes made (more is an error).
Color load_position_text(Board& board, std::string_view text, std::string_view name,
                         const LoadLimit& limit, LoadInfo* info = nullptr);
// The same for a file (read with read_file, errors name the path).
Color load_position(Board& board, const std::string& path, const LoadLimit& limit,
                    LoadInfo* info = nullptr);

}  // namespace yomi::sgf
