// Whole-board GTP commands (reading/board_status.h): final_status_list,
// dragon_status (one dragon, or every dragon without an argument) and
// gfx_dragon_status, GoGui's picture of every dragon's status.
#include <algorithm>
#include <iterator>
#include <string>
#include <thread>
#include <vector>

#include <yomi/engine/gtp/cache_commands.h>
#include <yomi/engine/gtp/commands.h>
#include <yomi/engine/gtp/gtp.h>
#include <yomi/engine/gtp/read_answers.h>
#include <yomi/reading/board_status.h>

namespace yomi::gtp {

namespace {

int analysis_threads(const Session& s) {
    if (s.options.threads > 0) return s.options.threads;
    return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

// Reads every dragon (and, with races, the races between them) on the
// session's board and adds the nodes to the owl and reading counters.
std::vector<DragonInfo> read_board(Session& s, bool races) {
    BoardAnalysisCounts counts;
    cache::Table* table = &session_cache(s);
    const int threads = analysis_threads(s);
    std::vector<DragonInfo> dragons =
        races ? analyze_board(s.board, s.params, table, threads, &counts)
              : read_dragons(s.board, s.params, table, threads, &counts);
    s.owl_nodes += counts.owl_nodes;
    s.reading_nodes += counts.tactical_nodes;
    return dragons;
}

std::string status_text(const DragonReport& r, int size) {
    switch (r.status) {
        case DragonStatus::Alive:
            return "alive";
        case DragonStatus::Dead:
            return "dead";
        case DragonStatus::Critical:
            break;
    }
    return "critical " + vertex_name(r.attack, size) + " " + vertex_name(r.defense, size);
}

std::string join(const std::vector<Point>& points, int size) {
    std::string out;
    for (Point p : points) {
        if (!out.empty()) out += ' ';
        out += vertex_name(p, size);
    }
    return out;
}

// final_status_list STATUS: the stones of that end-of-game status, one
// string a line (strings in board order of their first stone, stones in
// board order), as GNU Go answers.
std::string final_status_list(Session& s, const Args& a) {
    a.exactly(1);
    const std::string& word = a.text(0);
    FinalStatus wanted;
    if (word == "alive") {
        wanted = FinalStatus::Alive;
    } else if (word == "dead") {
        wanted = FinalStatus::Dead;
    } else if (word == "seki") {
        wanted = FinalStatus::Seki;
    } else {
        throw Failure("invalid status");
    }
    const std::vector<DragonInfo> dragons = read_board(s, true);
    std::vector<int> status(kBoardMax, -1);
    for (const DragonInfo& d : dragons)
        for (Point p : d.stones) status[p.index()] = static_cast<int>(d.final_status);
    const Board& b = s.board;
    std::string out;
    std::vector<bool> done(kBoardMax, false);
    for (int i = 0; i < kBoardMax; ++i) {
        const Point p(i);
        if (!b.on_board(p) || !is_stone(b.at(p)) || done[i]) continue;
        std::vector<Point> stones(static_cast<std::size_t>(b.string_size(p)));
        b.string_stones(p, static_cast<int>(stones.size()), stones.data());
        for (Point q : stones) done[q.index()] = true;
        if (status[i] != static_cast<int>(wanted)) continue;
        std::sort(stones.begin(), stones.end());
        if (!out.empty()) out += '\n';
        out += join(stones, b.size());
    }
    return out;
}

// dragon_status [VERTEX]: one dragon's owl status (a dead dragon in seki
// with a neighbour is alive: dragon_status_with_races), or every dragon's
// owl status, one line each ("B19: alive"), named by its first stone in
// board order.
std::string dragon_status(Session& s, const Args& a) {
    a.at_most(1);
    if (!a.empty()) {
        const Point d = stone_arg(a, 0, s.board);
        BoardAnalysisCounts counts;
        const DragonReport r =
            dragon_status_with_races(s.board, s.params, &session_cache(s), d, &counts,
                                     s.reading_trace.get());
        if (s.reading_trace) s.reading_trace->flush();
        s.owl_nodes += counts.owl_nodes;
        s.reading_nodes += counts.tactical_nodes;
        return status_text(r, s.board.size());
    }
    std::string out;
    for (const DragonInfo& d : read_board(s, false)) {
        if (!out.empty()) out += '\n';
        out += vertex_name(d.origin, s.board.size()) + ": " + status_text(d.owl, s.board.size());
    }
    return out;
}

// gfx_dragon_status: GoGui's gfx drawing of every dragon: dead stones
// marked with a cross (MARK), stones in seki with a square, critical
// dragons with a triangle and their attack and defence points labelled
// "a" and "d" (coloured red and green; "ad" and magenta for a point that is
// both), and a summary on the status bar.
std::string gfx_dragon_status(Session& s, const Args& a) {
    a.at_most(0);
    const std::vector<DragonInfo> dragons = read_board(s, true);
    const int size = s.board.size();
    std::vector<Point> dead, seki, critical, attacks, defenses;
    int counts[3] = {0, 0, 0};  // alive, dead, critical (owl)
    for (const DragonInfo& d : dragons) {
        auto add = [&](std::vector<Point>& to) {
            to.insert(to.end(), d.stones.begin(), d.stones.end());
        };
        if (d.final_status == FinalStatus::Dead) add(dead);
        if (d.final_status == FinalStatus::Seki) add(seki);
        ++counts[static_cast<int>(d.owl.status)];
        if (d.owl.status != DragonStatus::Critical) continue;
        add(critical);
        if (!d.owl.attack.is_pass()) attacks.push_back(d.owl.attack);
        if (!d.owl.defense.is_pass()) defenses.push_back(d.owl.defense);
    }
    for (auto* v : {&dead, &seki, &critical, &attacks, &defenses}) {
        std::sort(v->begin(), v->end());
        v->erase(std::unique(v->begin(), v->end()), v->end());
    }
    std::string out;
    auto line = [&](const std::string& command, const std::vector<Point>& points) {
        if (points.empty()) return;
        out += command + " " + join(points, size) + "\n";
    };
    line("MARK", dead);
    line("SQUARE", seki);
    line("TRIANGLE", critical);
    // Points both sides want (the usual vital point) are shown once.
    std::vector<Point> both, attack_only, defense_only;
    std::set_intersection(attacks.begin(), attacks.end(), defenses.begin(), defenses.end(),
                          std::back_inserter(both));
    std::set_difference(attacks.begin(), attacks.end(), both.begin(), both.end(),
                        std::back_inserter(attack_only));
    std::set_difference(defenses.begin(), defenses.end(), both.begin(), both.end(),
                        std::back_inserter(defense_only));
    line("COLOR red", attack_only);
    line("COLOR green", defense_only);
    line("COLOR magenta", both);
    std::string labels;
    for (Point p : attack_only) labels += " " + vertex_name(p, size) + " a";
    for (Point p : defense_only) labels += " " + vertex_name(p, size) + " d";
    for (Point p : both) labels += " " + vertex_name(p, size) + " ad";
    if (!labels.empty()) out += "LABEL" + labels + "\n";
    out += "TEXT " + std::to_string(dragons.size()) + " dragons: " + std::to_string(counts[0]) +
           " alive, " + std::to_string(counts[1]) + " dead, " + std::to_string(counts[2]) +
           " critical; " + std::to_string(seki.size()) + " stones in seki";
    return out;
}

}  // namespace

void register_analysis_commands(CommandTable& t) {
    t.add("final_status_list", final_status_list);
    t.add("dragon_status", dragon_status);
    t.add("gfx_dragon_status", gfx_dragon_status);
}

}  // namespace yomi::gtp
