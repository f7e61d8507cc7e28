// Eye shapes: canonical forms, keys and the table lookup (reading/eye_shapes.h).
// The realisation and the solver are in eye_shape_solver.cpp.
#include <yomi/reading/eye_shapes.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <mutex>
#include <tuple>

namespace yomi {

namespace {

constexpr int kPlacementBits = 2;
constexpr int kSizeBits = 4;
constexpr int kMaxBox = 30;
constexpr int kOccupancyShift = kPlacementBits + 2 * kSizeBits;  // 10
constexpr int kFlagShift = kOccupancyShift + kMaxBox;            // 40

#include <yomi/reading/eye_table.inc>

// A point of a space in plain coordinates, with its flag and the board point.
struct Cell {
    int row, col;
    EyeFlag flag;
    Point point;
};

// The cells of one space, in a fixed array (lookups run inside the owl's
// search and do not allocate).
struct Cells {
    std::array<Cell, kMaxEyeShapePoints> cell{};
    int n = 0;
    Cell* begin() { return cell.data(); }
    Cell* end() { return cell.data() + n; }
    const Cell* begin() const { return cell.data(); }
    const Cell* end() const { return cell.data() + n; }
};

bool connected(const Cells& cells) {
    std::array<bool, kMaxEyeShapePoints> seen{};
    std::array<int, kMaxEyeShapePoints> stack{};
    int top = 0, count = 1;
    stack[top++] = 0;
    seen[0] = true;
    while (top > 0) {
        const Cell& c = cells.cell[stack[--top]];
        for (int j = 0; j < cells.n; ++j)
            if (!seen[j] &&
                std::abs(cells.cell[j].row - c.row) + std::abs(cells.cell[j].col - c.col) == 1) {
                seen[j] = true;
                ++count;
                stack[top++] = j;
            }
    }
    return count == cells.n;
}

// The edges a set of cells touches on a board of `size`: bit 0 top (row 0),
// 1 bottom, 2 left (column 0), 3 right.
int touched_edges(const Cells& cells, int size) {
    int edges = 0;
    for (const Cell& c : cells) {
        if (c.row == 0) edges |= 1;
        if (c.row == size - 1) edges |= 2;
        if (c.col == 0) edges |= 4;
        if (c.col == size - 1) edges |= 8;
    }
    return edges;
}

// The key of n cells in a frame of the given box, in row-major order; 0
// when they do not fit (see eye_shape_key).
template <typename CellAt>
uint64_t box_key(EyePlacement placement, int width, int height, int n, CellAt cell_at) {
    if (n < 1 || n > kMaxEyeShapePoints || width < 1 || height < 1 || width > 15 || height > 15 ||
        width * height > kMaxBox)
        return 0;
    uint64_t key = static_cast<uint64_t>(placement);
    key |= static_cast<uint64_t>(width) << kPlacementBits;
    key |= static_cast<uint64_t>(height) << (kPlacementBits + kSizeBits);
    int previous = -1;
    for (int i = 0; i < n; ++i) {
        const auto [row, col, flag] = cell_at(i);
        const int bit = row * width + col;
        if (row < 0 || col < 0 || row >= height || col >= width || bit <= previous)
            return 0;  // out of the box, or not in row-major order
        previous = bit;
        key |= uint64_t{1} << (kOccupancyShift + bit);
        key |= static_cast<uint64_t>(flag) << (kFlagShift + 2 * i);
    }
    return key;
}

// The key of cells already in their frame (translation done); 0 if too big.
uint64_t frame_key(EyePlacement placement, Cells& cells) {
    std::sort(cells.begin(), cells.end(), [](const Cell& a, const Cell& b) {
        return a.row != b.row ? a.row < b.row : a.col < b.col;
    });
    int width = 0, height = 0;
    for (const Cell& c : cells) {
        width = std::max(width, c.col + 1);
        height = std::max(height, c.row + 1);
    }
    return box_key(placement, width, height, cells.n, [&](int i) {
        const Cell& c = cells.cell[i];
        return std::tuple{c.row, c.col, c.flag};
    });
}

}  // namespace

uint64_t eye_shape_key(const EyeShape& shape) {
    return box_key(shape.placement, shape.width, shape.height, static_cast<int>(shape.cells.size()),
                   [&](int i) {
                       const EyeShapeCell& c = shape.cells[i];
                       return std::tuple{c.row, c.col, c.flag};
                   });
}

bool eye_shape_from_key(uint64_t key, EyeShape* out) {
    EyeShape shape;
    const int placement = static_cast<int>(key & 3);
    if (placement > 2) return false;
    shape.placement = static_cast<EyePlacement>(placement);
    shape.width = static_cast<int>((key >> kPlacementBits) & 15);
    shape.height = static_cast<int>((key >> (kPlacementBits + kSizeBits)) & 15);
    if (shape.width < 1 || shape.height < 1 || shape.width * shape.height > kMaxBox) return false;
    int i = 0;
    for (int bit = 0; bit < shape.width * shape.height; ++bit) {
        if (!((key >> (kOccupancyShift + bit)) & 1)) continue;
        if (i >= kMaxEyeShapePoints) return false;
        const int flag = static_cast<int>((key >> (kFlagShift + 2 * i)) & 3);
        shape.cells.push_back(
            EyeShapeCell{bit / shape.width, bit % shape.width, static_cast<EyeFlag>(flag)});
        ++i;
    }
    if (shape.cells.empty() || eye_shape_key(shape) != key) return false;
    *out = std::move(shape);
    return true;
}

uint64_t canonical_eye_key(const EyePoint* points, int n, int board_size, Point* cell_points) {
    if (n < 1 || n > kMaxEyeShapePoints || board_size < 1 || board_size > kMaxBoardSize) return 0;
    Cells cells;
    for (int i = 0; i < n; ++i) {
        const Point p = points[i].point;
        if (p.is_pass() || p.row() < 0 || p.col() < 0 || p.row() >= board_size ||
            p.col() >= board_size || p.index() != Point::at(p.row(), p.col()).index())
            return 0;
        for (const Cell& c : cells)
            if (c.point == p) return 0;
        const EyeFlag flag = points[i].stone && points[i].marginal ? EyeFlag::FalseStone
                             : points[i].stone                     ? EyeFlag::Stone
                             : points[i].marginal                  ? EyeFlag::Marginal
                                                                   : EyeFlag::None;
        cells.cell[cells.n++] = Cell{p.row(), p.col(), flag, p};
    }
    if (!connected(cells)) return 0;
    const int edges = touched_edges(cells, board_size);
    if ((edges & 3) == 3 || (edges & 12) == 12) return 0;
    const int count = std::popcount(static_cast<unsigned>(edges));
    const EyePlacement placement = count == 0   ? EyePlacement::Centre
                                   : count == 1 ? EyePlacement::Side
                                                : EyePlacement::Corner;
    const int wanted = count == 0 ? 0 : count == 1 ? 1 : 5;  // top; top and left
    uint64_t best = 0;
    Cells best_cells;
    for (int t = 0; t < 8; ++t) {
        Cells moved = cells;
        for (Cell& c : moved) {
            int r = c.row, k = c.col;
            if (t & 4) std::swap(r, k);
            if (t & 1) r = board_size - 1 - r;
            if (t & 2) k = board_size - 1 - k;
            c.row = r;
            c.col = k;
        }
        if (touched_edges(moved, board_size) != wanted) continue;
        int min_row = board_size, min_col = board_size;
        for (const Cell& c : moved) {
            min_row = std::min(min_row, c.row);
            min_col = std::min(min_col, c.col);
        }
        if (placement == EyePlacement::Centre)
            for (Cell& c : moved) c.row -= min_row;
        if (placement != EyePlacement::Corner)
            for (Cell& c : moved) c.col -= min_col;
        const uint64_t key = frame_key(placement, moved);
        if (key != 0 && (best == 0 || key < best)) {
            best = key;
            best_cells = moved;
        }
    }
    if (best != 0 && cell_points)
        for (int i = 0; i < best_cells.n; ++i) cell_points[i] = best_cells.cell[i].point;
    return best;
}

uint64_t canonical_eye_key(const EyeShape& shape) {
    if (eye_shape_key(shape) == 0) return 0;
    // Put the frame on a 19x19 board where it touches the same edges.
    const int row0 = shape.placement == EyePlacement::Centre ? 4 : 0;
    const int col0 = shape.placement == EyePlacement::Corner ? 0 : 4;
    std::vector<EyePoint> points;
    for (const EyeShapeCell& c : shape.cells)
        points.push_back(EyePoint{Point::at(c.row + row0, c.col + col0),
                                  c.flag == EyeFlag::Marginal || c.flag == EyeFlag::FalseStone,
                                  c.flag == EyeFlag::Stone || c.flag == EyeFlag::FalseStone});
    return canonical_eye_key(points.data(), static_cast<int>(points.size()), kMaxBoardSize,
                             nullptr);
}

uint32_t pack_eye_value(const EyeShapeSolution& s) {
    const EyeShapeValue& v = s.value;
    uint32_t w =
        static_cast<uint32_t>(v.attacker_twice) | static_cast<uint32_t>(v.attacker_first) << 2 |
        static_cast<uint32_t>(v.defender_first) << 4 | static_cast<uint32_t>(v.defender_twice) << 6;
    if (v.ko) w |= 1u << 8;
    w |= static_cast<uint32_t>(s.attack_cell + 1) << 9;
    w |= static_cast<uint32_t>(s.defense_cell + 1) << 13;
    return w;
}

EyeShapeSolution unpack_eye_value(uint32_t w) {
    EyeShapeSolution s;
    s.value.attacker_twice = static_cast<int>(w & 3);
    s.value.attacker_first = static_cast<int>((w >> 2) & 3);
    s.value.defender_first = static_cast<int>((w >> 4) & 3);
    s.value.defender_twice = static_cast<int>((w >> 6) & 3);
    s.value.ko = (w >> 8) & 1;
    s.attack_cell = static_cast<int>((w >> 9) & 15) - 1;
    s.defense_cell = static_cast<int>((w >> 13) & 15) - 1;
    return s;
}

const EyeTableEntry* eye_table_begin() {
    return kEyeTable + 1;  // after the sentinel
}

const EyeTableEntry* eye_table_end() {
    return kEyeTable + std::size(kEyeTable);
}

bool eye_shape_value(const EyePoint* points, int n, int board_size, EyeShapeValue* out) {
    return eye_shape_value(points, n, board_size, out, 0);
}

namespace {

// The table's value words of a canonical key, or nullptr.
const EyeTableEntry* find_entry(uint64_t key) {
    const EyeTableEntry* end = eye_table_end();
    const EyeTableEntry* it = std::lower_bound(
        eye_table_begin(), end, key, [](const EyeTableEntry& e, uint64_t k) { return e.key < k; });
    return it == end || it->key != key ? nullptr : it;
}

// A value word in board coordinates (cell_points: the board point of each cell).
EyeShapeValue board_value(uint32_t word, const Point* cell_points, int n) {
    const EyeShapeSolution s = unpack_eye_value(word);
    EyeShapeValue v = s.value;
    v.attack = s.attack_cell >= 0 && s.attack_cell < n ? cell_points[s.attack_cell] : Point::pass();
    v.defense =
        s.defense_cell >= 0 && s.defense_cell < n ? cell_points[s.defense_cell] : Point::pass();
    return v;
}

}  // namespace

bool eye_shape_value(const EyePoint* points, int n, int board_size, EyeShapeValue* out,
                     int outside_liberties) {
    if (outside_liberties != 0 && outside_liberties != 2) return false;
    std::array<Point, kMaxEyeShapePoints> cell_points{};
    const uint64_t key = canonical_eye_key(points, n, board_size, cell_points.data());
    if (key == 0) return false;
    const EyeTableEntry* e = find_entry(key);
    if (!e) return false;
    *out = board_value(outside_liberties == 0 ? e->value : e->value_libs, cell_points.data(), n);
    return true;
}

bool EyeShapeMemo::value(const EyePoint* points, int n, int board_size, EyeShapeValue* out,
                         int outside_liberties) {
    if (outside_liberties != 0 && outside_liberties != 2) return false;
    std::array<Point, kMaxEyeShapePoints> cell_points{};
    const uint64_t key = canonical_eye_key(points, n, board_size, cell_points.data());
    if (key == 0) return false;
    uint32_t words[2];
    if (const EyeTableEntry* e = find_entry(key)) {
        words[0] = e->value;
        words[1] = e->value_libs;
    } else {
        std::unique_lock lock(m_mutex);
        const auto it = m_solved.find(key);
        if (it != m_solved.end()) {
            if (!it->second.realised) return false;
            words[0] = it->second.value;
            words[1] = it->second.value_libs;
        } else {
            lock.unlock();  // solve outside the lock; two threads may solve the same key
            Solved solved;
            EyeShapeSolution s0, s2;
            solved.realised = solve_eye_shape(key, &s0, 0) && solve_eye_shape(key, &s2, 2);
            solved.value = pack_eye_value(s0);
            solved.value_libs = pack_eye_value(s2);
            lock.lock();
            m_solved.emplace(key, solved);
            if (!solved.realised) return false;
            words[0] = solved.value;
            words[1] = solved.value_libs;
        }
    }
    *out = board_value(words[outside_liberties == 0 ? 0 : 1], cell_points.data(), n);
    return true;
}

size_t EyeShapeMemo::solved() const {
    std::lock_guard lock(m_mutex);
    return m_solved.size();
}

std::string eye_shape_diagram(const EyeShape& shape) {
    const bool top = shape.placement != EyePlacement::Centre;
    const bool left = shape.placement == EyePlacement::Corner;
    std::string s;
    if (top) s += std::string(static_cast<size_t>(shape.width + (left ? 1 : 0) + 1), '#') + "\n";
    for (int r = 0; r < shape.height; ++r) {
        if (left) s += '#';
        for (int c = 0; c < shape.width; ++c) {
            char ch = ' ';
            for (const EyeShapeCell& cell : shape.cells)
                if (cell.row == r && cell.col == c)
                    ch = cell.flag == EyeFlag::Stone        ? 'X'
                         : cell.flag == EyeFlag::Marginal   ? '!'
                         : cell.flag == EyeFlag::FalseStone ? '$'
                                                            : '.';
            s += ch;
        }
        s += '\n';
    }
    return s;
}

}  // namespace yomi
