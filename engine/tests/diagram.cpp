#include "engine/tests/diagram.h"

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

Point vertex(const Board& board, std::string_view name) {
    auto p = parse_vertex(name, board.size());
    if (!p) {
        ADD_FAILURE() << "bad vertex " << name;
        return Point::pass();
    }
    return *p;
}

}  // namespace yomi::test
