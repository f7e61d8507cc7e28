#include <yomi/regression/board_svg.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <set>
#include <sstream>

namespace yomi::regress {

namespace {

constexpr const char* kColumns = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
constexpr double kCell = 10;    // SVG units between lines
constexpr double kMargin = 13;  // room for the coordinates

bool is_alnum(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0;
}

std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    std::string s = buf;
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
    return s;
}

// The part of the board drawn: columns c0..c1 and rows r0..r1 (0 = top).
struct Window {
    int c0 = 0, c1 = 0, r0 = 0, r1 = 0;
    bool has(int c, int r) const { return c >= c0 && c <= c1 && r >= r0 && r <= r1; }
    double x(int col) const { return kMargin + (col - c0) * kCell; }
    double y(int row) const { return kMargin + (row - r0) * kCell; }
};

// A square window around the marked points with three lines to spare,
// stretched to the board's edge when it comes within three lines of it, at
// least 9 lines wide; the whole board when that is nearly all of it.
Window window_for(const std::vector<std::pair<int, int>>& marked, int size) {
    Window full{0, size - 1, 0, size - 1};
    if (marked.empty() || size <= 11) return full;
    int c0 = size, c1 = -1, r0 = size, r1 = -1;
    for (const auto& [c, r] : marked) {
        c0 = std::min(c0, c), c1 = std::max(c1, c), r0 = std::min(r0, r), r1 = std::max(r1, r);
    }
    const int spare = 3;
    c0 -= spare, c1 += spare, r0 -= spare, r1 += spare;
    const int side = std::max({c1 - c0, r1 - r0, 8});
    // Grow both ranges to `side`, evenly, then shift them onto the board.
    auto fit = [&](int& lo, int& hi) {
        const int grow = side - (hi - lo);
        lo -= grow / 2;
        hi += grow - grow / 2;
        if (lo < 0) hi -= lo, lo = 0;
        if (hi > size - 1) lo -= hi - (size - 1), hi = size - 1;
        lo = std::max(lo, 0);
        if (lo <= spare) lo = 0;
        if (hi >= size - 1 - spare) hi = size - 1;
    };
    fit(c0, c1);
    fit(r0, r1);
    if ((c1 - c0 + 1) * (r1 - r0 + 1) * 10 >= size * size * 7) return full;
    return {c0, c1, r0, r1};
}

// The star points of the usual board sizes (0-based lines).
std::vector<int> star_lines(int size) {
    if (size == 19) return {3, 9, 15};
    if (size == 13) return {3, 6, 9};
    if (size == 9) return {2, 4, 6};
    if (size >= 7 && size % 2 == 1) return {2, size / 2, size - 3};
    return {};
}

std::vector<std::pair<int, int>> points_of(const std::vector<std::string>& vertices, int size) {
    std::vector<std::pair<int, int>> out;
    for (const std::string& v : vertices)
        if (const auto p = vertex_point(v, size)) out.push_back(*p);
    return out;
}

// The grid, star points and coordinates of the window; lines run on a little
// past a side that is not the board's edge.
void draw_board(std::ostringstream& svg, int size, const Window& w) {
    const double width = w.x(w.c1) + kMargin, height = w.y(w.r1) + kMargin;
    svg << "<rect x=\"1\" y=\"1\" width=\"" << num(width - 2) << "\" height=\"" << num(height - 2)
        << "\" rx=\"3\" fill=\"#e4bf78\" stroke=\"#b08a45\" stroke-width=\"0.8\"/>";
    const double left = w.x(w.c0) - (w.c0 == 0 ? 0 : 4);
    const double right = w.x(w.c1) + (w.c1 == size - 1 ? 0 : 4);
    const double top = w.y(w.r0) - (w.r0 == 0 ? 0 : 4);
    const double bottom = w.y(w.r1) + (w.r1 == size - 1 ? 0 : 4);
    svg << "<path stroke=\"#4a3a1c\" stroke-width=\"0.35\" fill=\"none\" d=\"";
    for (int r = w.r0; r <= w.r1; ++r)
        svg << "M" << num(left) << " " << num(w.y(r)) << "H" << num(right);
    for (int c = w.c0; c <= w.c1; ++c)
        svg << "M" << num(w.x(c)) << " " << num(top) << "V" << num(bottom);
    svg << "\"/>";
    for (const int r : star_lines(size))
        for (const int c : star_lines(size))
            if (w.has(c, r))
                svg << "<circle cx=\"" << num(w.x(c)) << "\" cy=\"" << num(w.y(r))
                    << "\" r=\"1\" fill=\"#4a3a1c\"/>";
    svg << "<g font-family=\"sans-serif\" font-size=\"4.6\" fill=\"#5b4622\" "
           "text-anchor=\"middle\">";
    for (int c = w.c0; c <= w.c1; ++c) {
        const std::string letter(1, kColumns[c]);
        svg << "<text x=\"" << num(w.x(c)) << "\" y=\"6.8\">" << letter << "</text><text x=\""
            << num(w.x(c)) << "\" y=\"" << num(height - 3.4) << "\">" << letter << "</text>";
    }
    for (int r = w.r0; r <= w.r1; ++r)
        svg << "<text x=\"6\" y=\"" << num(w.y(r) + 1.6) << "\">" << size - r << "</text><text x=\""
            << num(width - 6) << "\" y=\"" << num(w.y(r) + 1.6) << "\">" << size - r << "</text>";
    svg << "</g>";
}

void draw_stones(std::ostringstream& svg, const BoardSnapshot& board, const Window& w) {
    for (const auto& [c, r] : points_of(board.white, board.size))
        if (w.has(c, r))
            svg << "<circle cx=\"" << num(w.x(c)) << "\" cy=\"" << num(w.y(r))
                << "\" r=\"4.6\" fill=\"#f6f4ee\" stroke=\"#222\" stroke-width=\"0.5\"/>";
    for (const auto& [c, r] : points_of(board.black, board.size))
        if (w.has(c, r))
            svg << "<circle cx=\"" << num(w.x(c)) << "\" cy=\"" << num(w.y(r))
                << "\" r=\"4.7\" fill=\"#161616\"/><circle cx=\"" << num(w.x(c) - 1.4) << "\" cy=\""
                << num(w.y(r) - 1.5) << "\" r=\"1.3\" fill=\"#ffffff\" fill-opacity=\"0.18\"/>";
}

void draw_marks(std::ostringstream& svg, const BoardMarks& marks, int size, const Window& w) {
    auto each = [&](const std::vector<std::string>& vertices, auto draw) {
        for (const auto& [c, r] : points_of(vertices, size))
            if (w.has(c, r)) draw(w.x(c), w.y(r));
    };
    each(marks.region, [&](double x, double y) {
        svg << "<rect x=\"" << num(x - 5) << "\" y=\"" << num(y - 5)
            << "\" width=\"10\" height=\"10\" fill=\"#3b7dd8\" fill-opacity=\"0.22\"/>";
    });
    each(marks.expected, [&](double x, double y) {
        svg << "<circle cx=\"" << num(x) << "\" cy=\"" << num(y)
            << "\" r=\"3.1\" fill=\"none\" stroke=\"#1fa045\" stroke-width=\"1.4\"/>";
    });
    each(marks.avoided, [&](double x, double y) {
        svg << "<path d=\"M" << num(x - 2.6) << " " << num(y - 2.6) << "L" << num(x + 2.6) << " "
            << num(y + 2.6) << "M" << num(x + 2.6) << " " << num(y - 2.6) << "L" << num(x - 2.6)
            << " " << num(y + 2.6) << "\" stroke=\"#f07a00\" stroke-width=\"1.4\"/>";
    });
    each(marks.given, [&](double x, double y) {
        svg << "<path d=\"M" << num(x) << " " << num(y - 3.2) << "L" << num(x + 2.9) << " "
            << num(y + 2) << "L" << num(x - 2.9) << " " << num(y + 2)
            << "Z\" fill=\"#1769d6\" stroke=\"#fff\" stroke-width=\"0.5\"/>";
    });
    each(marks.targets, [&](double x, double y) {
        svg << "<rect x=\"" << num(x - 3.4) << "\" y=\"" << num(y - 3.4)
            << "\" width=\"6.8\" height=\"6.8\" fill=\"none\" stroke=\"#e0282e\" "
               "stroke-width=\"1.2\"/>";
    });
}

}  // namespace

std::optional<std::pair<int, int>> vertex_point(const std::string& vertex, int size) {
    if (vertex.size() < 2 || vertex.size() > 3 || size < 1 || size > 25) return std::nullopt;
    const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(vertex[0])));
    const char* at = std::char_traits<char>::find(kColumns, 25, letter);
    if (at == nullptr) return std::nullopt;
    int row = 0;
    for (size_t i = 1; i < vertex.size(); ++i) {
        if (!std::isdigit(static_cast<unsigned char>(vertex[i]))) return std::nullopt;
        row = row * 10 + (vertex[i] - '0');
    }
    const int col = static_cast<int>(at - kColumns);
    if (col >= size || row < 1 || row > size || vertex[1] == '0') return std::nullopt;
    return std::pair{col, size - row};
}

std::vector<std::string> vertices_in(const std::string& text, int size) {
    std::vector<std::string> out;
    std::set<std::string> seen;
    for (size_t i = 0; i < text.size(); ++i) {
        if (!std::isalpha(static_cast<unsigned char>(text[i])) || (i > 0 && is_alnum(text[i - 1])))
            continue;
        size_t j = i + 1;
        while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
        if (j == i + 1 || j - i > 3 || (j < text.size() && is_alnum(text[j]))) continue;
        std::string v = text.substr(i, j - i);
        v[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(v[0])));
        if (vertex_point(v, size) && seen.insert(v).second) out.push_back(v);
    }
    return out;
}

BoardMarks test_marks(const std::string& command, const std::string& pattern, bool negated,
                      const std::string& answer, int size) {
    BoardMarks m;
    const size_t space = command.find(' ');
    const std::vector<std::string> args =
        vertices_in(space == std::string::npos ? "" : command.substr(space + 1), size);
    if (args.size() <= 3) {
        m.targets = args;
    } else {
        m.targets.assign(args.begin(), args.begin() + 1);
        m.region.assign(args.begin() + 1, args.end());
    }
    (negated ? m.avoided : m.expected) = vertices_in(pattern, size);
    m.given = vertices_in(answer, size);
    return m;
}

std::string board_svg(const BoardSnapshot& board, const BoardMarks& marks, int pixels) {
    std::ostringstream svg;
    const int size = std::clamp(board.size, 1, 25);
    std::vector<std::pair<int, int>> marked;
    for (const auto* list : {&marks.targets, &marks.expected, &marks.avoided, &marks.given}) {
        const auto points = points_of(*list, size);
        marked.insert(marked.end(), points.begin(), points.end());
    }
    const Window w = window_for(marked, size);
    const double width = w.x(w.c1) + kMargin, height = w.y(w.r1) + kMargin;
    const int pixel_height = static_cast<int>(pixels * height / width + 0.5);
    svg << "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" width=\"" << pixels
        << "\" height=\"" << pixel_height << "\" viewBox=\"0 0 " << num(width) << " " << num(height)
        << "\" role=\"img\" aria-label=\"" << size << "x" << size << " board"
        << (w.c1 - w.c0 + 1 < size || w.r1 - w.r0 + 1 < size ? ", the part around the marked points"
                                                             : "")
        << "\">";
    draw_board(svg, size, w);
    draw_stones(svg, board, w);
    draw_marks(svg, marks, size, w);
    svg << "</svg>";
    return svg.str();
}

}  // namespace yomi::regress
