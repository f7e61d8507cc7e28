// The games the df-pn reader proves (reading/dfpn_reader.h says what they
// are): problems for the df-pn driver (reading/dfpn.h).  Public so that tests
// can search them with another algorithm.
#pragma once

#include <algorithm>
#include <utility>

#include <yomi/engine/board/board.h>
#include <yomi/reading/dfpn.h>
#include <yomi/reading/eye_space.h>
#include <yomi/reading/question.h>
#include <yomi/reading/tactical.h>

namespace yomi {

namespace dfpn_detail {

// Adds p to out (no duplicates, passes allowed once) while there is room.
inline void add(Point p, Point* out, int max, int& n) {
    if (n >= max || std::find(out, out + n, p) != out + n) return;
    out[n++] = p;
}

}  // namespace dfpn_detail

// The question of a life game's node (the enclosed life game below, the
// owl's proof game in owl_proof.cpp): routine DfpnLife, the asked stone, the
// side to move and a pass just played (the variant), and the game's goal.
inline Question life_question(Point stone, bool prover_to_move, bool after_pass, uint64_t goal) {
    Question q;
    q.routine = routine::DfpnLife;
    q.target1 = stone;
    q.variant = static_cast<uint8_t>((prover_to_move ? 1 : 0) | (after_pass ? 2 : 0));
    q.goal = goal;
    return q;
}

// The capture game: the attacker (the opponent of the target) proves capture.
struct CaptureGame {
    Board& b;
    cache::Table* t;
    Point target;  // the asked stone (the string's smallest at the start)
    Color owner;
    int escape_libs;
    // The tactical reader whose root moves join the game's own (nullptr:
    // the game's own only), generating as at stack depth root_depth.
    TacticalReader* knowledge = nullptr;
    int root_depth = 0;

    Board& board() { return b; }
    cache::Table* table() { return t; }
    Color prover() const { return opponent(owner); }
    Question question(Color to_move, bool) const {
        Question q;
        q.routine = routine::DfpnCapture;
        q.target1 = target;
        q.variant = to_move == prover() ? 1 : 0;
        q.goal = static_cast<uint64_t>(escape_libs);
        return q;
    }
    // A new node: the more liberties the target has, the harder the capture
    // is to prove and the easier to disprove.
    std::pair<uint32_t, uint32_t> initial(Color) const {
        const uint32_t libs = static_cast<uint32_t>(std::min(b.countlib(target), escape_libs));
        return {libs, static_cast<uint32_t>(escape_libs) - libs};
    }
    // The attacker never passes, so this is never reached.
    Outcome both_passed() const { return Outcome::ProverLoses; }
    Outcome terminal(Color, bool) const {
        if (b.at(target) != owner) return Outcome::ProverWins;
        if (b.countlib(target) >= escape_libs) return Outcome::ProverLoses;
        return Outcome::None;
    }
    // Both sides: the target's liberties and the empty points next to them;
    // the liberties of the attacker's strings next to the target with three
    // liberties or fewer (the defender captures, ataris or shortens them) or
    // two or fewer (the attacker extends them), and of the defender's strings
    // next to those short ones with two liberties or fewer (four for the
    // defender, who extends them: the race around the target); the capture
    // of any string in atari next to the mover's strings there (a lunch);
    // the defender may also pass.
    int moves(Color to_move, Point* out, int max) const {
        using dfpn_detail::add;
        int n = 0;
        Point libs[8];
        const int nl = std::min(b.findlib(target, 8, libs), 8);
        for (int i = 0; i < nl; ++i) add(libs[i], out, max, n);
        for (int i = 0; i < nl; ++i)
            for (int d = 0; d < 4; ++d) {
                const Point q = neighbor(libs[i], d);
                if (b.on_board(q) && b.at(q) == Color::Empty) add(q, out, max, n);
            }
        Point adj[32];
        const int na = std::min(b.adjacent_strings(target, 32, adj), 32);
        const bool defending = to_move == owner;
        for (int i = 0; i < na; ++i) {
            const int al = b.countlib(adj[i]);
            if (al > (defending ? 3 : 2)) continue;
            add_liberties(adj[i], out, max, n);
            Point holders[32];
            const int nh = std::min(b.adjacent_strings(adj[i], 32, holders), 32);
            for (int j = 0; j < nh; ++j)
                if (!b.same_string(holders[j], target) &&
                    b.countlib(holders[j]) <= (defending ? 4 : 2))
                    add_liberties(holders[j], out, max, n, 4);
        }
        // Captures of strings in atari next to the strings above (a lunch
        // anywhere in the race: the defender's indirect defence, the
        // attacker's way to break a short string's support).
        add_atari_captures(defending, out, max, n);
        if (defending) add(Point::pass(), out, max, n);
        if (knowledge) {
            Point more[64];
            const int k = knowledge->root_moves(target, !defending, root_depth, more, 64);
            for (int i = 0; i < k; ++i) add(more[i], out, max, n);
        }
        return n;
    }
    // The last liberty of every string of the side not to move that is in
    // atari and touches a string of the side to move that touches the target
    // or a string next to the target.
    void add_atari_captures(bool defending, Point* out, int max, int& n) const {
        const Color mover = defending ? owner : opponent(owner);
        PointMask near{};
        Point adj[32];
        const int na = std::min(b.adjacent_strings(target, 32, adj), 32);
        near[b.string_id(target).index()] = 1;
        for (int i = 0; i < na; ++i) {
            near[b.string_id(adj[i]).index()] = 1;
            Point second[32];
            const int ns = std::min(b.adjacent_strings(adj[i], 32, second), 32);
            for (int j = 0; j < ns; ++j) near[b.string_id(second[j]).index()] = 1;
        }
        for (int i = 0; i < kBoardMax; ++i) {
            const Point s(i);
            if (!near[i] || b.at(s) != mover) continue;
            Point victims[32];
            const int nv = std::min(b.adjacent_strings(s, 32, victims), 32);
            for (int j = 0; j < nv; ++j) {
                Point lib;
                if (b.countlib(victims[j]) == 1 && b.findlib(victims[j], 1, &lib) == 1)
                    dfpn_detail::add(lib, out, max, n);
            }
        }
    }
    void add_liberties(Point str, Point* out, int max, int& n, int most = 3) const {
        Point l[4];
        const int k = std::min(b.findlib(str, most, l), most);
        for (int j = 0; j < k; ++j) dfpn_detail::add(l[j], out, max, n);
    }
};

// The enclosed life game: the group's opponent proves the kill.
struct LifeGame {
    Board& b;
    cache::Table* t;
    Point dragon;
    Color owner;
    const PointMask& region;
    uint64_t region_key;

    Board& board() { return b; }
    cache::Table* table() { return t; }
    Color prover() const { return opponent(owner); }
    Question question(Color to_move, bool after_pass) const {
        return life_question(dragon, to_move == prover(), after_pass, region_key);
    }
    std::pair<uint32_t, uint32_t> initial(Color) const { return {1, 1}; }
    // Both sides passed in a row: the group stands, alive (in seki, perhaps).
    Outcome both_passed() const { return Outcome::ProverLoses; }
    Outcome terminal(Color, bool) const {
        return b.at(dragon) != owner ? Outcome::ProverWins : Outcome::None;
    }
    int moves(Color, Point* out, int max) const {
        int n = 0;
        for (int i = 0; i < kBoardMax; ++i)
            if (region[i] && b.at(Point(i)) == Color::Empty) dfpn_detail::add(Point(i), out, max, n);
        dfpn_detail::add(Point::pass(), out, max, n);
        return n;
    }
};

}  // namespace yomi
