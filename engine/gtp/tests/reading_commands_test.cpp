// The tactical reading GTP commands (engine/gtp/reading_commands.cpp), driven
// through gtp::Engine: answer formats, node counter, errors.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include <yomi/engine/gtp/gtp.h>

namespace yomi::gtp {
namespace {

std::string answer(Engine& e, const std::string& line) {
    return e.execute(line);
}

// A white stone at G8 (13x13) caught in a ladder: attack and defence at G7.
void ladder_position(Engine& e) {
    ASSERT_EQ(answer(e, "boardsize 13"), "= \n\n");
    for (const char* m : {"black G9", "black F8", "black H7", "white G8"})
        ASSERT_EQ(answer(e, std::string("play ") + m), "= \n\n") << m;
}

TEST(ReadingGtp, AttackDefendAndLadder) {
    Engine e;
    ladder_position(e);
    EXPECT_EQ(answer(e, "1 attack G8"), "=1 1 G7\n\n");
    EXPECT_EQ(answer(e, "2 defend G8"), "=2 1 G7\n\n");
    EXPECT_EQ(answer(e, "3 ladder_attack G8"), "=3 1 G7\n\n");
    EXPECT_EQ(answer(e, "4 does_attack G7 G8"), "=4 1\n\n");
    EXPECT_EQ(answer(e, "5 does_attack A1 G8"), "=5 0\n\n");
    EXPECT_EQ(answer(e, "6 does_defend G7 G8"), "=6 1\n\n");
    // Black's stones are not in danger.
    EXPECT_EQ(answer(e, "7 attack G9"), "=7 0\n\n");
}

TEST(ReadingGtp, DfpnProvesTheLadder) {
    Engine e;
    ladder_position(e);
    EXPECT_EQ(answer(e, "1 dfpn_attack G8"), "=1 1 G7\n\n");
    // A proof found again costs no moves: the root is in the cache, proven.
    answer(e, "reset_reading_node_counter");
    EXPECT_EQ(answer(e, "2 dfpn_attack G8"), "=2 1 G7\n\n");
    EXPECT_EQ(answer(e, "get_reading_node_counter"), "= 0\n\n");
    // White to move escapes (proved with enough moves) or it is not settled.
    const std::string d = answer(e, "3 dfpn_defend G8 10");
    EXPECT_EQ(d, "=3 unknown\n\n");
    EXPECT_EQ(answer(e, "dfpn_attack G9"), "= 0\n\n");
    EXPECT_EQ(answer(e, "dfpn_attack A1"), "? vertex must not be empty\n\n");
    EXPECT_EQ(answer(e, "dfpn_attack G8 0"), "? node limit must be from 1 to 100000000\n\n");
    EXPECT_EQ(answer(e, "dfpn_attack G8 many"), "? node limit must be an integer\n\n");
    EXPECT_EQ(answer(e, "dfpn_attack G8 10 10"), "? too many arguments\n\n");
}

TEST(ReadingGtp, AttackEitherDefendBoth) {
    Engine e;
    ladder_position(e);
    ASSERT_EQ(answer(e, "play white B2"), "= \n\n");
    EXPECT_EQ(answer(e, "attack_either G8 B2"), "= 1\n\n");
    EXPECT_EQ(answer(e, "defend_both G8 B2"), "= 1\n\n");
    EXPECT_EQ(answer(e, "attack_either G8 G9"), "? strings must be of one colour\n\n");
}

TEST(ReadingGtp, NodeCounter) {
    Engine e;
    ladder_position(e);
    EXPECT_EQ(answer(e, "get_reading_node_counter"), "= 0\n\n");
    answer(e, "attack G8");
    const std::string n = answer(e, "get_reading_node_counter");
    EXPECT_NE(n, "= 0\n\n");
    EXPECT_EQ(answer(e, "reset_reading_node_counter"), "= \n\n");
    EXPECT_EQ(answer(e, "get_reading_node_counter"), "= 0\n\n");
    // After clear_cache the same question costs the same work again.
    answer(e, "attack G8");
    EXPECT_EQ(answer(e, "clear_cache"), "= \n\n");
    answer(e, "reset_reading_node_counter");
    answer(e, "attack G8");
    EXPECT_EQ(answer(e, "get_reading_node_counter"), n);
}

TEST(ReadingGtp, Errors) {
    Engine e;
    ladder_position(e);
    EXPECT_EQ(answer(e, "attack A1"), "? vertex must not be empty\n\n");
    EXPECT_EQ(answer(e, "defend"), "? expected 1 argument\n\n");
    EXPECT_EQ(answer(e, "attack Z9"), answer(e, "countlib Z9"));
    EXPECT_EQ(answer(e, "does_attack G7"), "? expected 2 arguments\n\n");
    ASSERT_EQ(answer(e, "play black M13"), "= \n\n");
    EXPECT_EQ(answer(e, "ladder_attack M13"), "? string has more than 2 liberties\n\n");
}

TEST(ReadingGtp, BoardRestored) {
    Engine e;
    ladder_position(e);
    const std::string before = answer(e, "showboard");
    answer(e, "attack G8");
    answer(e, "defend G8");
    answer(e, "attack_either G8 G8");
    EXPECT_EQ(answer(e, "showboard"), before);
}

TEST(ReadingGtp, ReadingTrace) {
    // The ladder read as a tree: the capture G7 and its subtree, post-order,
    // then nothing more once the trace is off.  The answers do not change.
    const std::string path = ::testing::TempDir() + "yomi_reading_trace.txt";
    Engine e;
    ladder_position(e);
    const std::string plain = answer(e, "attack G8");
    answer(e, "clear_cache");
    EXPECT_EQ(answer(e, "reading_trace " + path), "= \n\n");
    EXPECT_EQ(answer(e, "attack G8"), plain);
    EXPECT_EQ(answer(e, "reading_trace off"), "= \n\n");
    answer(e, "clear_cache");
    answer(e, "defend G8");
    std::ifstream in(path);
    std::vector<std::string> lines;
    for (std::string l; std::getline(in, l);) lines.push_back(l);
    ASSERT_GE(lines.size(), 3u);
    EXPECT_EQ(lines.back(), "  A G7 -> 1");  // the root move (ply 1), last: post-order
    EXPECT_EQ(lines.front().find_first_not_of(' ') % 2, 0u);
    for (const std::string& l : lines) EXPECT_NE(l.find(" -> "), std::string::npos) << l;
    std::remove(path.c_str());
    EXPECT_EQ(answer(e, "reading_trace /nonexistent-dir/x"),
              "? cannot open /nonexistent-dir/x\n\n");
    EXPECT_EQ(answer(e, "reading_trace a b"), "? too many arguments\n\n");
}

// Black's corner group on 9x9 with a straight three of eye space (A1-C1):
// critical, both sides' vital point B1.
void straight_three(Engine& e) {
    ASSERT_EQ(answer(e, "boardsize 9"), "= \n\n");
    for (const char* m : {"white A3", "white B3", "white C3", "white D3", "white E3", "white E2",
                          "white E1", "black A2", "black B2", "black C2", "black D2", "black D1"})
        ASSERT_EQ(answer(e, std::string("play ") + m), "= \n\n") << m;
}

TEST(OwlGtp, AttackDefendStatus) {
    Engine e;
    straight_three(e);
    EXPECT_EQ(answer(e, "1 owl_attack B2"), "=1 1 B1\n\n");
    EXPECT_EQ(answer(e, "2 owl_defend D1"), "=2 1 B1\n\n");
    EXPECT_EQ(answer(e, "3 owl_does_attack B1 B2"), "=3 1\n\n");
    EXPECT_EQ(answer(e, "4 owl_does_attack A1 B2"), "=4 0\n\n");
    EXPECT_EQ(answer(e, "5 owl_does_defend B1 B2"), "=5 1\n\n");
    EXPECT_EQ(answer(e, "6 dragon_status B2"), "=6 critical B1 B1\n\n");
    ASSERT_EQ(answer(e, "play black B1"), "= \n\n");
    EXPECT_EQ(answer(e, "7 owl_attack B2"), "=7 0\n\n");
    EXPECT_EQ(answer(e, "8 dragon_status"), "=8 A3: alive\nA2: alive\n\n");
}

TEST(OwlGtp, EvalEye) {
    Engine e;
    straight_three(e);
    EXPECT_EQ(answer(e, "eval_eye B1"), "= 1 2 B1 B1\n\n");
    EXPECT_EQ(answer(e, "eval_eye A1"), "= 1 2 B1 B1\n\n");
    // The open board is White's eye space: no lively black stone reaches it
    // (GNU Go 3.8 says 2 2 too).
    EXPECT_EQ(answer(e, "eval_eye H8"), "= 2 2\n\n");
    EXPECT_EQ(answer(e, "eval_eye B2"), "= -1\n\n");  // a stone
    ASSERT_EQ(answer(e, "play black B1"), "= \n\n");
    EXPECT_EQ(answer(e, "eval_eye A1"), "= 1 1\n\n");
    EXPECT_EQ(answer(e, "eval_eye C1"), "= 1 1\n\n");
    EXPECT_EQ(answer(e, "eval_eye").substr(0, 1), "?");
    EXPECT_EQ(answer(e, "eval_eye Z1").substr(0, 1), "?");    // off the board
    EXPECT_EQ(answer(e, "eval_eye pass").substr(0, 1), "?");
    ASSERT_EQ(answer(e, "clear_board"), "= \n\n");
    EXPECT_EQ(answer(e, "eval_eye E5"), "? no position: the board is empty\n\n");
    EXPECT_EQ(answer(e, "protocol_version"), "= 2\n\n");  // still running
}

TEST(OwlGtp, AnalyzeSemeai) {
    // Black's inner group has an eye (A1-B1); White's around it has none and
    // shares its three liberties: Black wins whoever moves, and names a
    // killing move (a shared liberty) as GNU Go 3.8 does.
    Engine e;
    ASSERT_EQ(answer(e, "boardsize 9"), "= \n\n");
    for (const char* m : {"b A5", "b B5", "b C5", "b D5", "b E5", "b E4", "b E3", "b E2", "b E1",
                          "w A4", "w B4", "w C4", "w D4", "w D3", "w D2", "w D1", "b A2", "b B2",
                          "b C2", "b C1"})
        ASSERT_EQ(answer(e, std::string("play ") + m), "= \n\n") << m;
    EXPECT_EQ(answer(e, "1 analyze_semeai A2 A4"), "=1 1 1 B3\n\n");
    EXPECT_EQ(answer(e, "2 analyze_semeai A4 A2"), "=2 0 0 PASS\n\n");
    EXPECT_EQ(answer(e, "analyze_semeai A2 C1"), "? dragons must be of opposite colours\n\n");
    EXPECT_EQ(answer(e, "analyze_semeai A2 A1"), "? vertex must not be empty\n\n");
    EXPECT_EQ(answer(e, "analyze_semeai A2").substr(0, 1), "?");
}

TEST(OwlGtp, ConnectDisconnect) {
    // Black B4 and D4 share C4, White above and below it.
    Engine e;
    ASSERT_EQ(answer(e, "boardsize 7"), "= \n\n");
    for (const char* m : {"b B4", "b D4", "w C5", "w C3"})
        ASSERT_EQ(answer(e, std::string("play ") + m), "= \n\n") << m;
    EXPECT_EQ(answer(e, "1 connect B4 D4"), "=1 1 C4\n\n");
    EXPECT_EQ(answer(e, "2 disconnect B4 D4"), "=2 1 C4\n\n");
    EXPECT_EQ(answer(e, "connect B4 C5"), "? strings must be of one colour\n\n");
    EXPECT_EQ(answer(e, "disconnect B4").substr(0, 1), "?");
    EXPECT_NE(answer(e, "get_connection_node_counter"), "= 0\n\n");
    EXPECT_EQ(answer(e, "reset_connection_node_counter"), "= \n\n");
    EXPECT_EQ(answer(e, "get_connection_node_counter"), "= 0\n\n");
    ASSERT_EQ(answer(e, "play b C4"), "= \n\n");
    EXPECT_EQ(answer(e, "3 connect B4 D4"), "=3 1 PASS\n\n");
    EXPECT_EQ(answer(e, "4 disconnect B4 D4"), "=4 0\n\n");
}

TEST(OwlGtp, SameDragon) {
    Engine e;
    straight_three(e);
    EXPECT_EQ(answer(e, "same_dragon A2 D1"), "= 1\n\n");
    EXPECT_EQ(answer(e, "same_dragon A2 A3"), "= 0\n\n");  // other colour
    ASSERT_EQ(answer(e, "play black H8"), "= \n\n");
    EXPECT_EQ(answer(e, "same_dragon A2 H8"), "= 0\n\n");
    ASSERT_EQ(answer(e, "play black G7"), "= \n\n");  // diagonal, both crossings empty
    EXPECT_EQ(answer(e, "same_dragon H8 G7"), "= 1\n\n");
    EXPECT_EQ(answer(e, "same_dragon H8 A1"), "? vertex must not be empty\n\n");
}

TEST(OwlGtp, ErrorsAndCounter) {
    Engine e;
    straight_three(e);
    EXPECT_EQ(answer(e, "owl_attack A1"), "? vertex must not be empty\n\n");
    EXPECT_EQ(answer(e, "owl_defend"), answer(e, "defend"));  // the same arity error
    EXPECT_EQ(answer(e, "owl_does_attack Z9 B2").substr(0, 1), "?");
    EXPECT_EQ(answer(e, "dragon_status A1 B2").substr(0, 1), "?");
    EXPECT_EQ(answer(e, "get_owl_node_counter"), "= 0\n\n");
    answer(e, "owl_attack B2");
    EXPECT_NE(answer(e, "get_owl_node_counter"), "= 0\n\n");
    EXPECT_EQ(answer(e, "reset_owl_node_counter"), "= \n\n");
    EXPECT_EQ(answer(e, "get_owl_node_counter"), "= 0\n\n");
    // The board is as it was: the same question, the same answer.
    EXPECT_EQ(answer(e, "owl_attack B2"), "= 1 B1\n\n");
}

}  // namespace
}  // namespace yomi::gtp
