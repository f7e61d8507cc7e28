// The board and position GTP commands.  Answers follow GNU Go 3.8's formats:
// vertex lists in board order (top row first, left to right), upper case,
// GNU Go's error wording.
#include <algorithm>
#include <string>
#include <vector>

#include <yomi/engine/board/sgf.h>
#include <yomi/engine/gtp/commands.h>
#include <yomi/engine/gtp/gtp.h>

namespace yomi::gtp {

namespace {

constexpr std::string_view kBadMove = "invalid color or coordinate";

std::string vertex_list(std::vector<Point> points, int size) {
    std::sort(points.begin(), points.end());
    std::string out;
    for (Point p : points) {
        if (!out.empty()) out += ' ';
        out += vertex_name(p, size);
    }
    return out;
}

// A stone the command works on: on the board and not empty.
Point stone_arg(const Args& a, const Board& board) {
    a.at_most(1);
    const Point p = a.vertex(0, board);
    if (board.at(p) == Color::Empty) throw Failure("vertex must not be empty");
    return p;
}

// Star points as GNU Go draws them: corner points on the 2nd line (5x5), 3rd
// line (6..11) or 4th line (12 and up), the centre on odd sizes, and the side
// midpoints on odd sizes from 13.
bool is_hoshi(int size, int row, int col) {
    const int mid = size / 2;
    const bool odd = size % 2 == 1;
    auto on_line = [&](int i, int edge) { return i == edge || i == size - 1 - edge; };
    if (odd && row == mid && col == mid) return true;
    if (size < 5) return false;
    const int edge = size >= 12 ? 3 : size >= 6 ? 2 : 1;
    if (on_line(row, edge) && on_line(col, edge)) return true;
    if (odd && size >= 13)
        return (row == mid && on_line(col, edge)) || (col == mid && on_line(row, edge));
    return false;
}

std::string column_header(int size) {
    std::string out = "  ";
    for (int c = 0; c < size; ++c) {
        out += ' ';
        out += static_cast<char>('A' + c + (c >= 8 ? 1 : 0));
    }
    return out;
}

// GNU Go's showboard diagram: coordinates around the board and the capture
// counts to the right of two middle rows.  Starts with a newline so that the
// diagram begins on the line after "= ".
std::string showboard(const Board& board) {
    const int size = board.size();
    const int white_row = std::min(8, size - 2);  // row index (0 = top)
    std::string out = "\n" + column_header(size) + "\n";
    for (int r = 0; r < size; ++r) {
        const int number = size - r;
        out += number < 10 ? " " : "";
        out += std::to_string(number);
        for (int c = 0; c < size; ++c) {
            const Color col = board.at(Point::at(r, c));
            out += ' ';
            out += col == Color::Black    ? 'X'
                   : col == Color::White  ? 'O'
                   : is_hoshi(size, r, c) ? '+'
                                          : '.';
        }
        out += ' ' + std::to_string(number);
        if (r == white_row)
            out += "     WHITE (O) has captured " + std::to_string(board.captures(Color::Black)) +
                   " stones";
        if (r == white_row + 1)
            out += "     BLACK (X) has captured " + std::to_string(board.captures(Color::White)) +
                   " stones";
        out += '\n';
    }
    return out + column_header(size);
}

std::string push_move(Session& s, const Args& a, bool allow_ko) {
    a.at_most(2);
    const Color c = a.color(0, kBadMove);
    // GNU Go's tryko takes no pass.
    const Point p = allow_ko ? a.vertex(1, s.board, kBadMove) : a.move(1, s.board, kBadMove);
    const bool ok = allow_ko ? s.board.tryko(p, c) : s.board.trymove(p, c);
    if (!ok) throw Failure("illegal move");
    return {};
}

// play, black, white: a game move (refused while trymove moves are stacked).
std::string play_move(Session& s, Color c, Point p) {
    if (s.board.stack_depth() != 0)
        throw Failure("cannot play while trymove moves are on the stack (use popgo)");
    if (!s.board.play(p, c)) throw Failure("illegal move");
    return {};
}

// loadsgf FILE [N | VERTEX]: the position of FILE's main line, before move N
// or before the first move at VERTEX (the whole game without a limit).  Sets
// komi from KM, starts a new cache generation (the cache is not cleared: its
// keys carry the position), answers the colour to move.  On any error the
// previous position is kept.
std::string loadsgf(Session& s, const Args& a) {
    a.at_most(2);
    const std::string& path = a.text(0, "missing filename");
    sgf::LoadLimit limit;
    if (a.size() > 1) {
        const std::string& where = a.text(1);
        const bool number = where.find_first_not_of("-+0123456789") == std::string::npos;
        if (number) {
            limit.before_move = a.integer(1, "invalid move number: " + where);
            if (limit.before_move < 1) throw Failure("move number must be at least 1");
        } else {
            // Checked against the file's board size by the loader.
            limit.before_vertex = where;
        }
    }
    if (!s.options.allow_file_access) throw Failure("file access is disabled");
    sgf::LoadInfo info;
    Color to_move;
    // The trymove counter counts across positions (as GNU Go's does); the
    // loaded board starts its own count at zero.
    const uint64_t trymoves = s.board.trymove_count();
    try {
        to_move = sgf::load_position(s.board, path, limit, &info);
    } catch (const sgf::Error& e) {
        throw Failure(e.what());
    }
    s.board.set_trymove_count(trymoves);
    if (!info.warning.empty()) s.warn(info.warning);
    if (info.has_komi) s.komi = info.komi;
    s.new_position();
    return std::string(color_name(to_move));
}

void add_setup_commands(CommandTable& t) {
    t.add("boardsize", [](Session& s, const Args& a) {
        a.at_most(1);
        const int size = a.integer(0, "boardsize not an integer");
        if (size < kMinBoardSize || size > kMaxBoardSize) throw Failure("unacceptable size");
        s.board.reset(size);
        return std::string();
    });
    t.add("clear_board", [](Session& s, const Args& a) {
        a.at_most(0);
        s.board.reset(s.board.size());
        return std::string();
    });
    t.add("loadsgf", loadsgf);
    t.add("komi", [](Session& s, const Args& a) {
        a.at_most(1);
        s.komi = a.real(0, "komi not a float");
        return std::string();
    });
    t.add("play", [](Session& s, const Args& a) {
        a.at_most(2);
        return play_move(s, a.color(0, kBadMove), a.move(1, s.board, kBadMove));
    });
    // GTP version 1's `black VERTEX` and `white VERTEX`: play.
    for (const Color c : {Color::Black, Color::White}) {
        t.add(c == Color::Black ? "black" : "white", [c](Session& s, const Args& a) {
            a.at_most(1);
            return play_move(s, c, a.move(0, s.board, kBadMove));
        });
    }
    t.add("undo", [](Session& s, const Args& a) {
        a.at_most(0);
        if (s.board.stack_depth() != 0)
            throw Failure("cannot undo while trymove moves are on the stack (use popgo)");
        if (!s.board.undo()) throw Failure("cannot undo");
        return std::string();
    });
}

void add_query_commands(CommandTable& t) {
    t.add("is_legal", [](Session& s, const Args& a) {
        a.at_most(2);
        const Color c = a.color(0, kBadMove);
        const Point p = a.move(1, s.board, kBadMove);
        return std::string(s.board.is_legal(p, c) ? "1" : "0");
    });
    t.add("list_stones", [](Session& s, const Args& a) {
        a.at_most(1);
        const Color c = a.color(0);
        std::vector<Point> stones;
        for (int r = 0; r < s.board.size(); ++r)
            for (int col = 0; col < s.board.size(); ++col)
                if (s.board.at(Point::at(r, col)) == c) stones.push_back(Point::at(r, col));
        return vertex_list(std::move(stones), s.board.size());
    });
    t.add("countlib", [](Session& s, const Args& a) {
        const Point p = stone_arg(a, s.board);
        return std::to_string(s.board.countlib(p));
    });
    t.add("findlib", [](Session& s, const Args& a) {
        const Point p = stone_arg(a, s.board);
        std::vector<Point> libs(static_cast<std::size_t>(s.board.countlib(p)));
        const int n = s.board.findlib(p, static_cast<int>(libs.size()), libs.data());
        libs.resize(static_cast<std::size_t>(std::min<int>(n, static_cast<int>(libs.size()))));
        return vertex_list(std::move(libs), s.board.size());
    });
    t.add("showboard", [](Session& s, const Args& a) {
        a.at_most(0);
        return showboard(s.board);
    });
}

void add_reading_stack_commands(CommandTable& t) {
    t.add("trymove", [](Session& s, const Args& a) { return push_move(s, a, false); });
    t.add("tryko", [](Session& s, const Args& a) { return push_move(s, a, true); });
    t.add("popgo", [](Session& s, const Args& a) {
        a.at_most(0);
        if (s.board.stack_depth() == 0) throw Failure("Stack empty.");
        s.board.popgo();
        return std::string();
    });
    t.add("increase_depths", [](Session& s, const Args& a) {
        a.at_most(0);
        s.params.increase_depths();
        return std::string();
    });
    t.add("decrease_depths", [](Session& s, const Args& a) {
        a.at_most(0);
        s.params.decrease_depths();
        return std::string();
    });
    t.add("clear_cache", [](Session& s, const Args& a) {
        a.at_most(0);
        s.clear_cache();
        return std::string();
    });
    t.add("reset_trymove_counter", [](Session& s, const Args& a) {
        a.at_most(0);
        s.board.reset_trymove_count();
        return std::string();
    });
    t.add("get_trymove_counter", [](Session& s, const Args& a) {
        a.at_most(0);
        return std::to_string(s.board.trymove_count());
    });
}

}  // namespace

void register_board_commands(CommandTable& table) {
    add_setup_commands(table);
    add_query_commands(table);
    add_reading_stack_commands(table);
}

}  // namespace yomi::gtp
