// sgf_dump: a development tool that answers the few GTP commands the position
// check needs, using yomi's SGF loader:
//   loadsgf FILE [N|VERTEX]   -> "= black" / "= white", or "? message"
//   list_stones COLOR         -> the stones, top row first, left to right
//                                (GNU Go's order), e.g. "= A9 B9 E5"
//   showboard, quit
// Every answer is followed by an empty line, as in GTP.  Used by
// regression/check_positions.sh to compare positions with GNU Go's.
#include <cctype>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <yomi/engine/board/board.h>
#include <yomi/engine/board/sgf.h>

namespace {

using yomi::Board;
using yomi::Color;
using yomi::Point;

void answer(bool ok, const std::string& text) {
    std::cout << (ok ? "=" : "?") << (text.empty() ? "" : " ") << text << "\n\n" << std::flush;
}

std::string list_stones(const Board& board, Color c) {
    std::string out;
    for (int row = 0; row < board.size(); ++row) {
        for (int col = 0; col < board.size(); ++col) {
            const Point p = Point::at(row, col);
            if (board.at(p) != c) continue;
            if (!out.empty()) out += ' ';
            out += yomi::vertex_name(p, board.size());
        }
    }
    return out;
}

bool is_number(const std::string& s) {
    if (s.empty()) return false;
    for (char ch : s)
        if (!std::isdigit(static_cast<unsigned char>(ch))) return false;
    return s.size() < 10;
}

}  // namespace

int main() {
    Board board(19);
    std::string line;
    while (std::getline(std::cin, line)) {
        for (char& ch : line)
            if (ch == '\t' || ch == '\r') ch = ' ';
        std::istringstream in(line);
        std::vector<std::string> words;
        for (std::string w; in >> w;) words.push_back(w);
        if (words.empty() || words[0][0] == '#') continue;
        const std::string& cmd = words[0];
        if (cmd == "quit") {
            answer(true, "");
            break;
        }
        if (cmd == "loadsgf") {
            if (words.size() < 2) {
                answer(false, "missing file name");
                continue;
            }
            yomi::sgf::LoadLimit limit;
            if (words.size() > 2) {
                if (is_number(words[2]))
                    limit.before_move = std::stoi(words[2]);
                else
                    limit.before_vertex = words[2];
            }
            try {
                const Color c = yomi::sgf::load_position(board, words[1], limit);
                answer(true, std::string(yomi::color_name(c)));
            } catch (const yomi::sgf::Error& e) {
                answer(false, e.what());
            }
        } else if (cmd == "list_stones") {
            const auto c = words.size() > 1 ? yomi::parse_color(words[1]) : std::nullopt;
            if (!c)
                answer(false, "invalid color");
            else
                answer(true, list_stones(board, *c));
        } else if (cmd == "showboard") {
            answer(true, "\n" + board.to_string());
        } else {
            answer(false, "unknown command");
        }
    }
    return 0;
}
