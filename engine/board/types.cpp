#include <yomi/engine/board/types.h>

#include <cctype>

namespace yomi {

std::string_view color_name(Color c) {
    switch (c) {
        case Color::Black: return "black";
        case Color::White: return "white";
        case Color::Empty: return "empty";
        case Color::Border: return "border";
    }
    return "?";
}

static std::string lower(std::string_view s) {
    std::string out(s);
    for (char& ch : out) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return out;
}

std::optional<Color> parse_color(std::string_view s) {
    const std::string l = lower(s);
    if (l == "b" || l == "black") return Color::Black;
    if (l == "w" || l == "white") return Color::White;
    return std::nullopt;
}

std::optional<Point> parse_vertex(std::string_view s, int board_size) {
    if (s.size() < 2 || s.size() > 3) {
        if (lower(s) == "pass") return Point::pass();
        return std::nullopt;
    }
    if (lower(s) == "pass") return Point::pass();
    const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    if (letter < 'A' || letter > 'Z' || letter == 'I') return std::nullopt;
    const int col = letter - 'A' - (letter > 'I' ? 1 : 0);
    int number = 0;
    for (size_t i = 1; i < s.size(); ++i) {
        if (!std::isdigit(static_cast<unsigned char>(s[i]))) return std::nullopt;
        number = number * 10 + (s[i] - '0');
    }
    if (s[1] == '0') return std::nullopt;
    if (col >= board_size || number < 1 || number > board_size) return std::nullopt;
    return Point::at(board_size - number, col);
}

std::string vertex_name(Point p, int board_size) {
    if (p.is_pass()) return "PASS";
    const int col = p.col();
    std::string out(1, static_cast<char>('A' + col + (col >= 8 ? 1 : 0)));
    out += std::to_string(board_size - p.row());
    return out;
}

int wire_code(ReadCode c) {
    switch (c) {
        case ReadCode::Fail: return 0;
        case ReadCode::Win: return 1;
        case ReadCode::KoA: return 2;
        case ReadCode::KoB: return 3;
    }
    return 0;
}

}  // namespace yomi
