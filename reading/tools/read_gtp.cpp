// read_gtp: a minimal GTP front end for the tactical reader, used to run GNU
// Go's reading suites before the full GTP engine lands (engine/gtp).  Reads
// commands on stdin, answers on stdout.  Not installed.
//   read_gtp [--cache MB] [--verbose] [--depths d,bf,bf2,bc,ss,fl,ko,br]   (0 = no cache; default 4; verbose:
//   time and nodes per command on stderr)
#include <cctype>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "cache/reading_cache.h"
#include "engine/board.h"
#include "reading/tactical.h"

using namespace yomi;

namespace {

struct SgfMove {
    Color color;
    Point point;
};

struct SgfGame {
    int size = 19;
    std::vector<std::pair<Color, Point>> setup;
    std::vector<SgfMove> moves;
    Color player = Color::Empty;
    int handicap = 0;
    Point ko = Point::pass();
};

Point sgf_point(const std::string& v, int size) {
    if (v.size() < 2 || (v == "tt" && size <= 19)) return Point::pass();
    const int col = v[0] - 'a', row = v[1] - 'a';
    if (col < 0 || row < 0 || col >= size || row >= size) return Point::pass();
    return Point::at(row, col);
}

// Main line only.
bool parse_sgf(const std::string& text, SgfGame* g, std::string* err) {
    size_t i = text.find('(');
    if (i == std::string::npos) {
        *err = "not an SGF file";
        return false;
    }
    int depth = 0;
    bool done_variation = false;
    std::string prop;
    int size_seen = 19;
    for (; i < text.size(); ++i) {
        const char ch = text[i];
        if (ch == '(') {
            if (done_variation) {
                // Skip a side variation.
                int d = 0;
                for (; i < text.size(); ++i) {
                    if (text[i] == '[') {
                        while (i < text.size() && text[i] != ']') i += text[i] == '\\' ? 2 : 1;
                    } else if (text[i] == '(') {
                        ++d;
                    } else if (text[i] == ')' && --d == 0) {
                        break;
                    }
                }
                continue;
            }
            ++depth;
        } else if (ch == ')') {
            done_variation = true;
            if (--depth == 0) break;
        } else if (ch == ';') {
            prop.clear();
        } else if (std::isupper(static_cast<unsigned char>(ch))) {
            if (!prop.empty() && !std::isupper(static_cast<unsigned char>(text[i - 1])))
                prop.clear();
            prop += ch;
        } else if (ch == '[') {
            std::string v;
            for (++i; i < text.size() && text[i] != ']'; ++i) {
                if (text[i] == '\\') ++i;
                v += text[i];
            }
            if (prop == "SZ") {
                size_seen = std::stoi(v);
                g->size = size_seen;
            } else if (prop == "AB" || prop == "AW" || prop == "AE") {
                const Color c = prop == "AB" ? Color::Black : prop == "AW" ? Color::White : Color::Empty;
                if (v.size() == 5 && v[2] == ':') {
                    const Point a = sgf_point(v.substr(0, 2), size_seen);
                    const Point b = sgf_point(v.substr(3, 2), size_seen);
                    for (int r = a.row(); r <= b.row(); ++r)
                        for (int cc = a.col(); cc <= b.col(); ++cc)
                            g->setup.push_back({c, Point::at(r, cc)});
                } else {
                    g->setup.push_back({c, sgf_point(v, size_seen)});
                }
            } else if (prop == "B" || prop == "W") {
                g->moves.push_back({prop == "B" ? Color::Black : Color::White,
                                    v.empty() ? Point::pass() : sgf_point(v, size_seen)});
            } else if (prop == "PL") {
                g->player = (v == "W" || v == "w") ? Color::White : Color::Black;
            } else if (prop == "HA") {
                g->handicap = std::atoi(v.c_str());
            } else if (prop == "IL") {
                g->ko = sgf_point(v, size_seen);
            }
        } else if (std::isspace(static_cast<unsigned char>(ch))) {
        } else {
            prop.clear();
        }
    }
    return true;
}

class Engine {
public:
    Engine(double mb, bool verbose, const ReadingParams& params)
        : m_verbose(verbose), m_table(mb > 0 ? std::make_unique<cache::Table>(mb) : nullptr),
          m_reader(m_board, params, m_table.get()) {}

    bool handle(const std::string& line) {
        std::istringstream in(line);
        std::string first, cmd, id;
        in >> first;
        if (first.empty()) return true;
        if (std::isdigit(static_cast<unsigned char>(first[0]))) {
            id = first;
            in >> cmd;
        } else {
            cmd = first;
        }
        std::vector<std::string> args;
        for (std::string a; in >> a;) args.push_back(a);
        std::string out;
        bool ok = true;
        const auto t0 = std::chrono::steady_clock::now();
        const uint64_t n0 = m_reader.node_count();
        try {
            out = run(cmd, args);
        } catch (const std::exception& e) {
            ok = false;
            out = e.what();
        }
        const double ms = std::chrono::duration<double, std::milli>(
                              std::chrono::steady_clock::now() - t0).count();
        if (m_verbose)
            std::cerr << id << " " << cmd << " " << ms << " ms " << m_reader.node_count() - n0
                      << " nodes\n";
        std::cout << (ok ? "=" : "?") << id << (out.empty() ? "" : " ") << out << "\n\n";
        std::cout.flush();
        return cmd != "quit";
    }

private:
    Point vertex(const std::vector<std::string>& a, size_t i) {
        if (i >= a.size()) throw std::runtime_error("missing argument");
        auto p = parse_vertex(a[i], m_board.size());
        if (!p) throw std::runtime_error("invalid vertex");
        return *p;
    }
    Point string_at(const std::vector<std::string>& a, size_t i) {
        const Point p = vertex(a, i);
        if (!is_stone(m_board.at(p))) throw std::runtime_error("vertex must not be empty");
        return p;
    }
    std::string result(ReadResult r) {
        std::string s = std::to_string(wire_code(r.code));
        if (r.code != ReadCode::Fail) s += " " + vertex_name(r.move, m_board.size());
        return s;
    }
    std::string run(const std::string& cmd, const std::vector<std::string>& a);
    std::string loadsgf(const std::vector<std::string>& a);

    bool m_verbose;
    Board m_board;
    std::unique_ptr<cache::Table> m_table;
    TacticalReader m_reader;
};

std::string Engine::loadsgf(const std::vector<std::string>& a) {
    if (a.empty()) throw std::runtime_error("missing filename");
    std::ifstream f(a[0]);
    if (!f) throw std::runtime_error("cannot open or parse '" + a[0] + "'");
    std::stringstream ss;
    ss << f.rdbuf();
    SgfGame g;
    std::string err;
    if (!parse_sgf(ss.str(), &g, &err)) throw std::runtime_error(err);
    int stop_at = 1 << 30;
    Point stop_vertex = Point::pass();
    if (a.size() > 1) {
        if (std::isdigit(static_cast<unsigned char>(a[1][0])))
            stop_at = std::stoi(a[1]);
        else
            stop_vertex = *parse_vertex(a[1], g.size);
    }
    m_board.reset(g.size);
    for (auto [c, p] : g.setup)
        if (!p.is_pass()) m_board.set_stone(p, c);
    Color next = g.player != Color::Empty ? g.player
                 : g.handicap > 1        ? Color::White
                                         : Color::Black;
    int n = 1;
    for (const SgfMove& m : g.moves) {
        if (n >= stop_at || (!stop_vertex.is_pass() && m.point == stop_vertex)) {
            next = m.color;
            break;
        }
        if (!m_board.play(m.point, m.color)) throw std::runtime_error("illegal move in SGF");
        next = opponent(m.color);
        ++n;
    }
    if (!g.ko.is_pass()) m_board.set_ko_point(g.ko);
    m_board.set_to_move(next);
    if (m_table) m_table->clear();
    return std::string(color_name(next));
}

std::string Engine::run(const std::string& cmd, const std::vector<std::string>& a) {
    if (cmd == "quit" || cmd == "komi") return "";
    if (cmd == "loadsgf") return loadsgf(a);
    if (cmd == "attack") return result(m_reader.attack(string_at(a, 0)));
    if (cmd == "defend") return result(m_reader.find_defense(string_at(a, 0)));
    if (cmd == "ladder_attack") return result(m_reader.ladder_attack(string_at(a, 0)));
    if (cmd == "does_attack")
        return std::to_string(wire_code(m_reader.does_attack(vertex(a, 0), string_at(a, 1))));
    if (cmd == "does_defend")
        return std::to_string(wire_code(m_reader.does_defend(vertex(a, 0), string_at(a, 1))));
    if (cmd == "attack_either")
        return std::to_string(wire_code(m_reader.attack_either(string_at(a, 0), string_at(a, 1))));
    if (cmd == "defend_both")
        return std::to_string(wire_code(m_reader.defend_both(string_at(a, 0), string_at(a, 1))));
    if (cmd == "increase_depths") return m_reader.params().increase_depths(), "";
    if (cmd == "decrease_depths") return m_reader.params().decrease_depths(), "";
    if (cmd == "get_reading_node_counter") return std::to_string(m_reader.node_count());
    if (cmd == "reset_reading_node_counter") return m_reader.reset_node_count(), "";
    if (cmd == "get_trymove_counter") return std::to_string(m_board.trymove_count());
    if (cmd == "clear_cache") return m_table ? (m_table->clear(), "") : "";
    if (cmd == "showboard") return "\n" + m_board.to_string();
    if (cmd == "trymove" || cmd == "play") {
        if (a.size() < 2) throw std::runtime_error("missing argument");
        auto c = parse_color(a[0]);
        if (!c) throw std::runtime_error("invalid color");
        const Point p = vertex(a, 1);
        const bool ok = cmd == "play" ? m_board.play(p, *c) : m_board.trymove(p, *c);
        if (!ok) throw std::runtime_error("illegal move");
        return "";
    }
    if (cmd == "popgo") {
        if (m_board.stack_depth() == 0) throw std::runtime_error("Stack empty.");
        m_board.popgo();
        return "";
    }
    throw std::runtime_error("unknown command");
}

}  // namespace

int main(int argc, char** argv) {
    double mb = 4;
    bool verbose = false;
    ReadingParams params;
    for (int i = 1; i < argc; ++i) {
        if (std::string(argv[i]) == "--cache" && i + 1 < argc) mb = std::atof(argv[++i]);
        if (std::string(argv[i]) == "--verbose") verbose = true;
        if (std::string(argv[i]) == "--depths" && i + 1 < argc) {
            // depth,backfill,backfill2,break_chain,superstring,fourlib,ko,branch
            std::istringstream in(argv[++i]);
            char comma;
            in >> params.depth >> comma >> params.backfill_depth >> comma >>
                params.backfill2_depth >> comma >> params.break_chain_depth >> comma >>
                params.superstring_depth >> comma >> params.fourlib_depth >> comma >>
                params.ko_depth >> comma >> params.branch_depth;
        }
    }
    Engine engine(mb, verbose, params);
    for (std::string line; std::getline(std::cin, line);) {
        if (const size_t h = line.find('#'); h != std::string::npos) line.resize(h);
        if (!engine.handle(line)) break;
    }
    return 0;
}
