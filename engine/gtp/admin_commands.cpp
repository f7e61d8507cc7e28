// The administrative GTP commands: protocol_version, name, version,
// known_command, list_commands, quit, cputime, gogui-analyze_commands.
#include <cstdio>
#include <ctime>

#include <yomi/engine/gtp/commands.h>
#include <yomi/engine/gtp/gtp.h>

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "unknown"
#endif

namespace yomi::gtp {

namespace {

// GoGui's analyze commands ("type/label/command"), listed only when the
// command is in the table, so the list grows as readers register theirs.
// Types (GoGui's manual, "Analyze Commands"): varp / varpo show the answer's
// move on the board as a stone of the colour at the point / of the other
// colour (the defender / the attacker); gfx is a drawing (MARK, SQUARE,
// TRIANGLE, COLOR, LABEL, TEXT lines); plist marks points; pstring is text
// whose points are marked; string and hstring are text.
// trymove and popgo are left out: GoGui's own play fails while trymove's
// moves are on the stack.
struct AnalyzeEntry {
    const char* type;
    const char* label;
    const char* command;
    const char* args;
};
constexpr AnalyzeEntry kAnalyze[] = {
    {"varpo", "Attack", "attack", " %p"},
    {"varp", "Defend", "defend", " %p"},
    {"varpo", "Ladder attack", "ladder_attack", " %p"},
    {"varpo", "Owl attack", "owl_attack", " %p"},
    {"varp", "Owl defend", "owl_defend", " %p"},
    {"pstring", "Dragon status", "dragon_status", " %p"},
    {"gfx", "Dragon status (whole board)", "gfx_dragon_status", ""},
    {"hstring", "Dragon status list", "dragon_status", ""},
    {"plist", "Dead stones", "final_status_list", " dead"},
    {"plist", "Seki stones", "final_status_list", " seki"},
    {"string", "Eval eye", "eval_eye", " %p"},
    {"string", "Liberty count", "countlib", " %p"},
    {"plist", "Liberties", "findlib", " %p"},
    {"plist", "Black stones", "list_stones", " black"},
    {"plist", "White stones", "list_stones", " white"},
    {"none", "Increase depths", "increase_depths", ""},
    {"none", "Decrease depths", "decrease_depths", ""},
    {"none", "Clear cache", "clear_cache", ""},
    {"string", "Cache statistics", "cache_stats", ""},
    {"string", "Reading nodes", "get_reading_node_counter", ""},
    {"string", "Owl nodes", "get_owl_node_counter", ""},
    {"string", "CPU time", "cputime", ""},
};

std::string analyze_commands(const CommandTable& table) {
    std::string out;
    for (const AnalyzeEntry& e : kAnalyze) {
        if (!table.contains(e.command)) continue;
        if (!out.empty()) out += '\n';
        out += std::string(e.type) + '/' + e.label + '/' + e.command + e.args;
    }
    return out;
}

const CommandTable& table_of(const Session& s) {
    if (s.commands == nullptr) throw Failure("no command table");
    return *s.commands;
}

}  // namespace

void register_admin_commands(CommandTable& table) {
    table.add("protocol_version", [](Session&, const Args& a) {
        a.at_most(0);
        return std::string("2");
    });
    table.add("name", [](Session&, const Args& a) {
        a.at_most(0);
        return std::string("yomi");
    });
    table.add("version", [](Session&, const Args& a) {
        a.at_most(0);
        return std::string(PACKAGE_VERSION);
    });
    table.add("known_command", [](Session& s, const Args& a) {
        a.at_most(1);
        const std::string& name = a.text(0, "missing command name");
        return std::string(table_of(s).contains(name) ? "true" : "false");
    });
    table.add("list_commands", [](Session& s, const Args& a) {
        a.at_most(0);
        std::string out;
        for (const std::string& name : table_of(s).names()) {
            if (!out.empty()) out += '\n';
            out += name;
        }
        return out;
    });
    table.add("quit", [](Session& s, const Args& a) {
        a.at_most(0);
        s.quit_requested = true;
        return std::string();
    });
    table.add("cputime", [](Session&, const Args& a) {
        a.at_most(0);
        const double seconds = static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.3f", seconds);
        return std::string(buf);
    });
    table.add("gogui-analyze_commands", [](Session& s, const Args& a) {
        a.at_most(0);
        return analyze_commands(table_of(s));
    });
}

}  // namespace yomi::gtp
