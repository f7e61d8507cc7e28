// The tactical reading GTP commands (reading/tactical.h): attack, defend,
// does_attack, does_defend, ladder_attack, attack_either, defend_both and the
// reading node counter.  Answers (engine/gtp/COMMANDS.md): `code` or
// `code move`, the move only when the code is not 0.
#include <fstream>
#include <memory>
#include <string>

#include <yomi/engine/gtp/cache_commands.h>
#include <yomi/engine/gtp/commands.h>
#include <yomi/engine/gtp/gtp.h>
#include <yomi/engine/gtp/read_answers.h>
#include <yomi/reading/tactical.h>

namespace yomi::gtp {

namespace {

// Runs f with a reader on the session's board, then adds its nodes to the
// session's counter.
template <typename F>
std::string with_reader(Session& s, F f) {
    TacticalReader reader(s.board, s.params, &session_cache(s));
    reader.set_trace(s.reading_trace.get());
    std::string out = f(reader);
    if (s.reading_trace) s.reading_trace->flush();
    s.reading_nodes += reader.node_count();
    return out;
}

}  // namespace

void register_reading_commands(CommandTable& t) {
    t.add("attack", [](Session& s, const Args& a) {
        a.exactly(1);
        const Point str = stone_arg(a, 0, s.board);
        return with_reader(
            s, [&](TacticalReader& r) { return code_and_move(r.attack(str), s.board.size()); });
    });
    t.add("defend", [](Session& s, const Args& a) {
        a.exactly(1);
        const Point str = stone_arg(a, 0, s.board);
        return with_reader(s, [&](TacticalReader& r) {
            return code_and_move(r.find_defense(str), s.board.size());
        });
    });
    t.add("ladder_attack", [](Session& s, const Args& a) {
        a.exactly(1);
        const Point str = stone_arg(a, 0, s.board);
        if (s.board.countlib(str) > 2) throw Failure("string has more than 2 liberties");
        return with_reader(s, [&](TacticalReader& r) {
            return code_and_move(r.ladder_attack(str), s.board.size());
        });
    });
    t.add("does_attack", [](Session& s, const Args& a) {
        a.exactly(2);
        const Point move = a.vertex(0, s.board);
        const Point str = stone_arg(a, 1, s.board);
        return with_reader(s, [&](TacticalReader& r) {
            return std::to_string(wire_code(r.does_attack(move, str)));
        });
    });
    t.add("does_defend", [](Session& s, const Args& a) {
        a.exactly(2);
        const Point move = a.vertex(0, s.board);
        const Point str = stone_arg(a, 1, s.board);
        return with_reader(s, [&](TacticalReader& r) {
            return std::to_string(wire_code(r.does_defend(move, str)));
        });
    });
    t.add("attack_either", [](Session& s, const Args& a) {
        a.exactly(2);
        const Point s1 = stone_arg(a, 0, s.board);
        const Point s2 = stone_arg(a, 1, s.board);
        if (s.board.at(s1) != s.board.at(s2)) throw Failure("strings must be of one colour");
        return with_reader(s, [&](TacticalReader& r) {
            return std::to_string(wire_code(r.attack_either(s1, s2)));
        });
    });
    t.add("defend_both", [](Session& s, const Args& a) {
        a.exactly(2);
        const Point s1 = stone_arg(a, 0, s.board);
        const Point s2 = stone_arg(a, 1, s.board);
        if (s.board.at(s1) != s.board.at(s2)) throw Failure("strings must be of one colour");
        return with_reader(
            s, [&](TacticalReader& r) { return std::to_string(wire_code(r.defend_both(s1, s2))); });
    });
    t.add("get_reading_node_counter", [](Session& s, const Args& a) {
        a.at_most(0);
        return std::to_string(s.reading_nodes);
    });
    t.add("reset_reading_node_counter", [](Session& s, const Args& a) {
        a.at_most(0);
        s.reading_nodes = 0;
        return std::string();
    });
    // reading_trace FILE: the tactical readers write every move they try to
    // FILE (replaced), until reading_trace off (or with no argument).
    t.add("reading_trace", [](Session& s, const Args& a) {
        a.at_most(1);
        if (a.empty() || a.text(0) == "off") {
            s.reading_trace.reset();
            return std::string();
        }
        if (!s.options.allow_file_access) throw Failure("file access is disabled");
        auto out = std::make_shared<std::ofstream>(a.text(0));
        if (!*out) throw Failure("cannot open " + a.text(0));
        s.reading_trace = std::move(out);
        return std::string();
    });
}

}  // namespace yomi::gtp
