#include <yomi/engine/board/tests/diagram.h>

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace yomi::test {

Board board_from_diagram(std::string_view diagram, Color to_move) {
    std::vector<std::string> rows;
    std::string row;
    for (char ch : diagram) {
        if (ch == '\n') {
            if (!row.empty()) rows.push_back(row);
            row.clear();
        } else if (ch == 'X' || ch == 'O' || ch == '.' || ch == '+') {
            row += ch;
        }
    }
    if (!row.empty()) rows.push_back(row);
    const int size = static_cast<int>(rows.size());
    Board board(size);
    for (int r = 0; r < size; ++r) {
        if (static_cast<int>(rows[r].size()) != size) {
            ADD_FAILURE() << "diagram row " << r << " has " << rows[r].size() << " points, not "
                          << size;
            continue;
        }
        for (int c = 0; c < size; ++c) {
            if (rows[r][c] == 'X') board.set_stone(Point::at(r, c), Color::Black);
            if (rows[r][c] == 'O') board.set_stone(Point::at(r, c), Color::White);
        }
    }
    board.set_to_move(to_move);
    return board;
}

Board random_position(std::mt19937& rng, int size, int moves) {
    Board b(size);
    std::uniform_int_distribution<int> coord(0, size - 1);
    Color c = Color::Black;
    for (int i = 0; i < moves; ++i) {
        const Point p = Point::at(coord(rng), coord(rng));
        if (b.play(p, c)) c = opponent(c);
    }
    Board out(size);
    for (int r = 0; r < size; ++r)
        for (int col = 0; col < size; ++col) {
            const Point p = Point::at(r, col);
            if (is_stone(b.at(p))) out.set_stone(p, b.at(p));
        }
    out.set_to_move(c);
    return out;
}

Point vertex(const Board& board, std::string_view name) {
    auto p = parse_vertex(name, board.size());
    if (!p) {
        ADD_FAILURE() << "bad vertex " << name;
        return Point::pass();
    }
    return *p;
}

}  // namespace yomi::test
