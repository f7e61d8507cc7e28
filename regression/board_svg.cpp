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

bool is_alnum(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    std::string s = buf;
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
    return s;
}

double x_of(int col) { return kMargin + col * kCell; }
double y_of(int row) { return kMargin + row * kCell; }

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

// The grid, star points and coordinates.
void draw_board(std::ostringstream& svg, int size) {
    const double lo = kMargin, hi = kMargin + (size - 1) * kCell;
    svg << "<rect x=\"1\" y=\"1\" width=\"" << num(hi + kMargin - 2) << "\" height=\""
        << num(hi + kMargin - 2) << "\" rx=\"3\" fill=\"#e4bf78\" stroke=\"#b08a45\" stroke-width=\"0.8\"/>";
    svg << "<path stroke=\"#4a3a1c\" stroke-width=\"0.35\" fill=\"none\" d=\"";
    for (int i = 0; i < size; ++i)
        svg << "M" << num(lo) << " " << num(y_of(i)) << "H" << num(hi) << "M" << num(x_of(i)) << " "
            << num(lo) << "V" << num(hi);
    svg << "\"/>";
    for (const int r : star_lines(size))
        for (const int c : star_lines(size))
            svg << "<circle cx=\"" << num(x_of(c)) << "\" cy=\"" << num(y_of(r))
                << "\" r=\"1\" fill=\"#4a3a1c\"/>";
    svg << "<g font-family=\"sans-serif\" font-size=\"4.6\" fill=\"#5b4622\" text-anchor=\"middle\">";
    for (int i = 0; i < size; ++i) {
        const std::string letter(1, kColumns[i]);
        svg << "<text x=\"" << num(x_of(i)) << "\" y=\"6.8\">" << letter << "</text>"
            << "<text x=\"" << num(x_of(i)) << "\" y=\"" << num(hi + 9.6) << "\">" << letter << "</text>"
            << "<text x=\"6\" y=\"" << num(y_of(i) + 1.6) << "\">" << size - i << "</text>"
            << "<text x=\"" << num(hi + 7) << "\" y=\"" << num(y_of(i) + 1.6) << "\">" << size - i
            << "</text>";
    }
    svg << "</g>";
}

void draw_stones(std::ostringstream& svg, const BoardSnapshot& board) {
    for (const auto& [c, r] : points_of(board.white, board.size))
        svg << "<circle cx=\"" << num(x_of(c)) << "\" cy=\"" << num(y_of(r))
            << "\" r=\"4.6\" fill=\"#f6f4ee\" stroke=\"#222\" stroke-width=\"0.5\"/>";
    for (const auto& [c, r] : points_of(board.black, board.size))
        svg << "<circle cx=\"" << num(x_of(c)) << "\" cy=\"" << num(y_of(r))
            << "\" r=\"4.7\" fill=\"#161616\"/><circle cx=\"" << num(x_of(c) - 1.4) << "\" cy=\""
            << num(y_of(r) - 1.5) << "\" r=\"1.3\" fill=\"#ffffff\" fill-opacity=\"0.18\"/>";
}

void draw_marks(std::ostringstream& svg, const BoardMarks& marks, int size) {
    for (const auto& [c, r] : points_of(marks.region, size))
        svg << "<rect x=\"" << num(x_of(c) - 5) << "\" y=\"" << num(y_of(r) - 5)
            << "\" width=\"10\" height=\"10\" fill=\"#3b7dd8\" fill-opacity=\"0.22\"/>";
    for (const auto& [c, r] : points_of(marks.expected, size))
        svg << "<circle cx=\"" << num(x_of(c)) << "\" cy=\"" << num(y_of(r))
            << "\" r=\"3.1\" fill=\"none\" stroke=\"#1fa045\" stroke-width=\"1.4\"/>";
    for (const auto& [c, r] : points_of(marks.avoided, size)) {
        const double x = x_of(c), y = y_of(r);
        svg << "<path d=\"M" << num(x - 2.6) << " " << num(y - 2.6) << "L" << num(x + 2.6) << " "
            << num(y + 2.6) << "M" << num(x + 2.6) << " " << num(y - 2.6) << "L" << num(x - 2.6)
            << " " << num(y + 2.6) << "\" stroke=\"#f07a00\" stroke-width=\"1.4\"/>";
    }
    for (const auto& [c, r] : points_of(marks.given, size)) {
        const double x = x_of(c), y = y_of(r);
        svg << "<path d=\"M" << num(x) << " " << num(y - 3.2) << "L" << num(x + 2.9) << " "
            << num(y + 2) << "L" << num(x - 2.9) << " " << num(y + 2)
            << "Z\" fill=\"#1769d6\" stroke=\"#fff\" stroke-width=\"0.5\"/>";
    }
    for (const auto& [c, r] : points_of(marks.targets, size))
        svg << "<rect x=\"" << num(x_of(c) - 3.4) << "\" y=\"" << num(y_of(r) - 3.4)
            << "\" width=\"6.8\" height=\"6.8\" fill=\"none\" stroke=\"#e0282e\" stroke-width=\"1.2\"/>";
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
    const double extent = 2 * kMargin + (size - 1) * kCell;
    svg << "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" width=\"" << pixels
        << "\" height=\"" << pixels << "\" viewBox=\"0 0 " << num(extent) << " " << num(extent)
        << "\" role=\"img\" aria-label=\"" << size << "x" << size << " board\">";
    draw_board(svg, size);
    draw_stones(svg, board);
    draw_marks(svg, marks, size);
    svg << "</svg>";
    return svg.str();
}

}  // namespace yomi::regress
