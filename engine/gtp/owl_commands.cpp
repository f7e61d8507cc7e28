// The owl GTP commands (reading/owl.h): owl_attack, owl_defend,
// owl_does_attack, owl_does_defend, same_dragon, eval_eye,
// the owl node counter, analyze_semeai (reading/semeai.h), and connect,
// disconnect and their node counter (reading/connection.h).
// Answers: engine/gtp/COMMANDS.md.
#include <string>

#include <yomi/engine/gtp/cache_commands.h>
#include <yomi/engine/gtp/commands.h>
#include <yomi/engine/gtp/gtp.h>
#include <yomi/engine/gtp/read_answers.h>
#include <yomi/reading/connection.h>
#include <yomi/reading/optics.h>
#include <yomi/reading/owl.h>
#include <yomi/reading/semeai.h>
#include <yomi/reading/tactical.h>

namespace yomi::gtp {

namespace {

// Runs f with an owl reader on the session's board, then adds its owl moves
// to the owl counter and its tactical nodes to the reading counter.
template <typename F>
std::string with_owl(Session& s, F f) {
    OwlReader reader(s.board, s.params, &session_cache(s));
    reader.set_trace(s.reading_trace.get());
    std::string out = f(reader);
    if (s.reading_trace) s.reading_trace->flush();
    s.owl_nodes += reader.node_count();
    s.reading_nodes += reader.tactical_node_count();
    return out;
}

}  // namespace

void register_owl_commands(CommandTable& t) {
    t.add("owl_attack", [](Session& s, const Args& a) {
        a.exactly(1);
        const Point d = stone_arg(a, 0, s.board);
        return with_owl(
            s, [&](OwlReader& r) { return code_and_move(r.owl_attack(d), s.board.size()); });
    });
    t.add("owl_defend", [](Session& s, const Args& a) {
        a.exactly(1);
        const Point d = stone_arg(a, 0, s.board);
        return with_owl(
            s, [&](OwlReader& r) { return code_and_move(r.owl_defend(d), s.board.size()); });
    });
    t.add("owl_does_attack", [](Session& s, const Args& a) {
        a.exactly(2);
        const Point m = a.vertex(0, s.board);
        const Point d = stone_arg(a, 1, s.board);
        return with_owl(s, [&](OwlReader& r) {
            return std::to_string(wire_code(r.owl_does_attack(m, d)));
        });
    });
    t.add("owl_does_defend", [](Session& s, const Args& a) {
        a.exactly(2);
        const Point m = a.vertex(0, s.board);
        const Point d = stone_arg(a, 1, s.board);
        return with_owl(s, [&](OwlReader& r) {
            return std::to_string(wire_code(r.owl_does_defend(m, d)));
        });
    });
    // same_dragon A B: 1 when the two stones are of one dragon (OwlReader's
    // dragon_of: strings joined by shared liberties or clean jumps), else 0.
    t.add("same_dragon", [](Session& s, const Args& a) {
        a.exactly(2);
        const Point p = stone_arg(a, 0, s.board);
        const Point q = stone_arg(a, 1, s.board);
        PointMask dragon;
        OwlReader(s.board, s.params).dragon_of(p, dragon);
        return std::string(dragon[q.index()] ? "1" : "0");
    });
    // eval_eye VERTEX: -1, or "min max" and, when they differ, the attack and
    // defence points (reading/optics.h: the eye spaces with every string the
    // tactical reader cannot kill taken as alive).
    t.add("eval_eye", [](Session& s, const Args& a) {
        a.exactly(1);
        const Point p = a.vertex(0, s.board);
        if (p.is_pass()) throw Failure("eval_eye needs a point, not pass");
        bool stones = false;
        for (int i = 0; i < kBoardMax && !stones; ++i) stones = is_stone(s.board.at(Point(i)));
        if (!stones) throw Failure("no position: the board is empty");
        TacticalReader reader(s.board, s.params, &session_cache(s));
        const StringSafety safety = tactical_safety(s.board, reader);
        const EyeSpaces spaces(s.board, safety, &reader);
        s.reading_nodes += reader.node_count();
        EyeValue v;
        if (!evaluate_eye(s.board, spaces, p, &v)) return std::string("-1");
        std::string out = std::to_string(v.min_eyes) + " " + std::to_string(v.max_eyes);
        if (v.min_eyes != v.max_eyes)
            out += " " + vertex_name(v.attack, s.board.size()) + " " +
                   vertex_name(v.defense, s.board.size());
        return out;
    });
    // analyze_semeai A B: "codeA codeB move" - A's owner moves first; codeA:
    // A lives, codeB: B dies; the move, or PASS when A needs none.  Its
    // moves count on the owl node counter.
    t.add("analyze_semeai", [](Session& s, const Args& a) {
        a.exactly(2);
        const Point pa = stone_arg(a, 0, s.board);
        const Point pb = stone_arg(a, 1, s.board);
        if (s.board.at(pb) != opponent(s.board.at(pa)))
            throw Failure("dragons must be of opposite colours");
        SemeaiReader reader(s.board, s.params, &session_cache(s));
        const SemeaiResult r = reader.analyze_semeai(pa, pb);
        s.owl_nodes += reader.node_count();
        s.reading_nodes += reader.tactical_node_count();
        return std::to_string(wire_code(r.a_lives)) + " " + std::to_string(wire_code(r.b_dies)) +
               " " + vertex_name(r.move, s.board.size());
    });
    // connect A B / disconnect A B: "code" or "code move" (the move only when
    // the code is not 0); their moves count on the connection node counter.
    for (const bool joining : {true, false}) {
        t.add(joining ? "connect" : "disconnect", [joining](Session& s, const Args& a) {
            a.exactly(2);
            const Point pa = stone_arg(a, 0, s.board);
            const Point pb = stone_arg(a, 1, s.board);
            if (s.board.at(pa) != s.board.at(pb)) throw Failure("strings must be of one colour");
            ConnectionReader reader(s.board, s.params, &session_cache(s));
            const ReadResult r = joining ? reader.connect(pa, pb) : reader.disconnect(pa, pb);
            s.connection_nodes += reader.node_count();
            s.reading_nodes += reader.tactical_node_count();
            return code_and_move(r, s.board.size());
        });
    }
    t.add("get_connection_node_counter", [](Session& s, const Args& a) {
        a.at_most(0);
        return std::to_string(s.connection_nodes);
    });
    t.add("reset_connection_node_counter", [](Session& s, const Args& a) {
        a.at_most(0);
        s.connection_nodes = 0;
        return std::string();
    });
    t.add("get_owl_node_counter", [](Session& s, const Args& a) {
        a.at_most(0);
        return std::to_string(s.owl_nodes);
    });
    t.add("reset_owl_node_counter", [](Session& s, const Args& a) {
        a.at_most(0);
        s.owl_nodes = 0;
        return std::string();
    });
}

}  // namespace yomi::gtp
