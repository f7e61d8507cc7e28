// Tests of the whole-board GTP commands (engine/gtp/analysis_commands.cpp):
// final_status_list, dragon_status without an argument, gfx_dragon_status;
// their answers with one and two threads; GoGui's analyze command list; GTP
// version 1's black/white; a truncated SGF's warning.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <yomi/engine/gtp/gtp.h>

#ifndef YOMI_SRCDIR
#define YOMI_SRCDIR "."
#endif

namespace yomi::gtp {
namespace {

std::string ok(Engine& e, const std::string& line) {
    const std::string r = e.execute(line);
    EXPECT_TRUE(r.size() >= 3 && r[0] == '=') << line << " -> " << r;
    const auto space = r.find(' ');
    return space == std::string::npos ? "" : r.substr(space + 1, r.size() - space - 3);
}

std::string err(Engine& e, const std::string& line) {
    const std::string r = e.execute(line);
    EXPECT_TRUE(r.size() >= 3 && r[0] == '?') << line << " -> " << r;
    return r.substr(2, r.size() - 4);
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

std::string write_file(const std::string& name, const std::string& text) {
    const std::string path = testing::TempDir() + "/yomi_analysis_test_" + name;
    std::ofstream(path) << text;
    return path;
}

// The plain 9x9 ending: a black wall on column D, a white one on
// column F, a white stone at B5 (in Black's area) and a black one at H6.
void plain_ending(Engine& e) {
    ok(e, "boardsize 9");
    for (int row = 1; row <= 9; ++row) {
        ok(e, "play b D" + std::to_string(row));
        ok(e, "play w F" + std::to_string(row));
    }
    ok(e, "play w B5");
    ok(e, "play b H6");
}

TEST(FinalStatusList, PlainEndingAsGnuGo) {
    Engine e;
    plain_ending(e);
    // GNU Go 3.8 answers the same text: one string a line, board order.
    EXPECT_EQ(ok(e, "final_status_list dead"), "H6\nB5");
    EXPECT_EQ(ok(e, "final_status_list alive"),
              "D9 D8 D7 D6 D5 D4 D3 D2 D1\nF9 F8 F7 F6 F5 F4 F3 F2 F1");
    EXPECT_EQ(ok(e, "final_status_list seki"), "");
    EXPECT_EQ(ok(e, "dragon_status"), "D9: alive\nF9: alive\nH6: dead\nB5: dead");
    EXPECT_EQ(err(e, "final_status_list"), "expected 1 argument");
    EXPECT_EQ(err(e, "final_status_list dying"), "invalid status");
    EXPECT_GT(std::stoull(ok(e, "get_owl_node_counter")), 0u);
}

// A seki between two inner strings (one outside and two shared liberties
// each) inside two living groups; GNU Go 3.8 answers the same.
const char* const kSeki =
    "(;GM[1]FF[4]SZ[9]"
    "AB[ba][da][ea][ab][bb][cb][db][eb][ac][bc][cc][dc][ec][ad][bd][cd][dd][ed][ae][be][ce]"
    "[de][ee][af][bf][cf][df][ef][bg][cg][dg][fg][gg][ah][bh][ch][dh][gh][bi][ci][gi]"
    "AW[fa][ha][fb][gb][hb][ib][fc][gc][hc][ic][fd][gd][hd][id][fe][ge][he][ie][ff][gf][hf]"
    "[if][eg][hg][ig][eh][hh][ih][ei][ii])";

TEST(FinalStatusList, Seki) {
    Engine e;
    ok(e, "loadsgf " + write_file("seki.sgf", kSeki));
    EXPECT_EQ(ok(e, "final_status_list seki"), "E3 E2 E1\nF3 G3 G2 G1");
    EXPECT_EQ(ok(e, "final_status_list dead"), "");
}

// A 13x13 self-play game's end with a centre fight whose races are open
// (whoever moves first wins): the owl's verdicts stand.  GNU Go 3.8 gives
// this exact answer.
TEST(FinalStatusList, OpenRacesLeaveTheOwlStatus) {
    Engine e;
    ASSERT_EQ(ok(e, "loadsgf " YOMI_SRCDIR "/regression/sgf/selfplay/g47.sgf"), "black");
    EXPECT_EQ(ok(e, "final_status_list dead"),
              "G9\nH8 J8 J7 K7 K6 K5\nG7\nF6\nG5 H5 G4\nE4\nJ4\nF3 F2\nK3");
}

// A race that one side loses whoever moves first kills it only when the
// owl calls it dead too: critical dragons (here the white groups on the
// right, in races the semeai reader judges lost) stay alive.  GNU Go 3.8
// gives this exact answer.
TEST(FinalStatusList, RacesDoNotKillCriticalDragons) {
    Engine e;
    ASSERT_EQ(ok(e, "loadsgf " YOMI_SRCDIR "/regression/sgf/selfplay2/g84.sgf"), "black");
    EXPECT_EQ(ok(e, "final_status_list dead"), "B16 C16 C15 C14 D14\nF5\nH5\nN5\nR4\nG1\nM1");
}

// The end of a 220-move GNU Go self-play game: every command reads the same
// with one thread and with two, with a cold or a warm table (the owl keeps
// each search's results for its own question: reading/README.md,
// "Whole-board analysis").
std::string whole_board_answers(int threads, double cache_mb) {
    Options options;
    options.threads = threads;
    options.cache_size_mb = cache_mb;
    Engine e(options);
    EXPECT_EQ(ok(e, "loadsgf " YOMI_SRCDIR "/regression/sgf/selfplay/g04.sgf"), "black");
    std::string out;
    for (int pass = 0; pass < 2; ++pass)
        for (const char* command : {"final_status_list dead", "final_status_list alive",
                                    "final_status_list seki", "dragon_status"})
            out += ok(e, command) + "\n";
    return out;
}

TEST(WholeBoard, SameAnswersWithOneAndTwoThreads) {
    const std::string uncached = whole_board_answers(1, 0);
    EXPECT_EQ(whole_board_answers(2, 0), uncached);
    const std::string shared = whole_board_answers(1, 8);
    EXPECT_EQ(whole_board_answers(2, 8), shared);
    // GNU Go 3.8's dead stones at this position (F17, P17 P16, M11, S4, D2).
    EXPECT_EQ(shared.rfind("F17\nP17 P16\nM11\nS4\nD2\n", 0), 0u) << shared;
}

// A dragon's status does not depend on what reading the other dragons left
// in the cache: in the whole-board list, with one thread or two, it is what
// the dragon asked alone in a fresh engine gets.  (Our self-play game at
// move 160: L12 read dead in the list and critical alone while the owl's
// results, and the tactical reads made for it, were shared between
// questions.)
TEST(WholeBoard, AStatusIsTheSameInTheListAndAlone) {
    const std::string load = "loadsgf " YOMI_SRCDIR "/regression/sgf/selfplay3/g135.sgf 160";
    std::string alone;
    {
        Engine e;
        ok(e, load);
        alone = ok(e, "dragon_status L12");
    }
    for (int threads : {1, 2}) {
        Options options;
        options.threads = threads;
        Engine e(options);
        ok(e, load);
        const std::string list = ok(e, "dragon_status");
        const std::size_t at = list.find("L12: ");
        ASSERT_NE(at, std::string::npos) << list;
        EXPECT_EQ(list.substr(at + 5, list.find('\n', at) - at - 5), alone) << threads;
    }
}

TEST(GoguiGfx, DragonStatusPicture) {
    Engine e;
    plain_ending(e);
    EXPECT_EQ(ok(e, "gfx_dragon_status"),
              "MARK H6 B5\nTEXT 4 dragons: 2 alive, 2 dead, 0 critical; 0 stones in seki");
    // A critical dragon: a white group on the edge around a straight three
    // (A1 B1 C1), whose middle point both sides want.
    Engine c;
    ok(c, "boardsize 7");
    for (const char* v : {"A2", "B2", "C2", "D2", "D1"}) ok(c, std::string("play w ") + v);
    for (const char* v : {"A3", "B3", "C3", "D3", "E3", "E2", "E1"})
        ok(c, std::string("play b ") + v);
    ASSERT_EQ(ok(c, "dragon_status A2"), "critical B1 B1");
    const std::string gfx = ok(c, "gfx_dragon_status");
    EXPECT_EQ(gfx,
              "TRIANGLE A2 B2 C2 D2 D1\nCOLOR magenta B1\nLABEL B1 ad\n"
              "TEXT 2 dragons: 1 alive, 0 dead, 1 critical; 0 stones in seki");
    const std::set<std::string> commands = {"MARK", "SQUARE", "TRIANGLE", "COLOR", "LABEL", "TEXT"};
    for (const std::string& line : lines_of(gfx))
        EXPECT_TRUE(commands.count(line.substr(0, line.find(' ')))) << line;
}

TEST(GoguiAnalyze, ReadingMovesShownOnTheBoardAndNoTrymove) {
    Engine e;
    const std::string list = ok(e, "gogui-analyze_commands");
    for (const char* entry :
         {"varpo/Attack/attack %p", "varp/Defend/defend %p", "varpo/Owl attack/owl_attack %p",
          "varp/Owl defend/owl_defend %p", "varpo/Ladder attack/ladder_attack %p",
          "gfx/Dragon status (whole board)/gfx_dragon_status",
          "plist/Dead stones/final_status_list dead"})
        EXPECT_NE(list.find(std::string(entry) + "\n"), std::string::npos) << entry;
    for (const std::string& line : lines_of(list)) {
        EXPECT_EQ(line.find("trymove"), std::string::npos) << line;
        EXPECT_EQ(line.find("popgo"), std::string::npos) << line;
        // type/label/command: the type is one GoGui knows.
        const std::string type = line.substr(0, line.find('/'));
        EXPECT_TRUE(std::set<std::string>(
                        {"varp", "varpo", "gfx", "plist", "pstring", "string", "hstring", "none"})
                        .count(type))
            << line;
    }
}

TEST(GtpVersion1, BlackAndWhitePlay) {
    Engine e;
    ok(e, "boardsize 9");
    EXPECT_EQ(ok(e, "black E5"), "");
    EXPECT_EQ(ok(e, "white pass"), "");
    EXPECT_EQ(ok(e, "white d5"), "");
    EXPECT_EQ(ok(e, "list_stones black"), "E5");
    EXPECT_EQ(ok(e, "list_stones white"), "D5");
    EXPECT_EQ(err(e, "black E5"), "illegal move");
    EXPECT_EQ(err(e, "black"), "invalid color or coordinate");
    EXPECT_EQ(err(e, "white z9"), "invalid color or coordinate");
    EXPECT_EQ(err(e, "black a1 b1"), "too many arguments");
    ok(e, "trymove b a1");
    EXPECT_NE(err(e, "white a2").find("trymove"), std::string::npos);
}

TEST(Loadsgf, MissingLastParenthesisLoadsWithAWarning) {
    Engine e;
    std::ostringstream diagnostics;
    e.session().diagnostics = &diagnostics;
    const std::string path = write_file("truncated.sgf", "(;GM[1]SZ[9];B[cc];W[gg];B[cg]\n");
    EXPECT_EQ(ok(e, "loadsgf " + path), "white");
    EXPECT_EQ(ok(e, "list_stones black"), "C7 C3");
    EXPECT_NE(diagnostics.str().find("truncated.sgf:1:1: game tree not closed"), std::string::npos)
        << diagnostics.str();
    diagnostics.str("");
    ok(e, "loadsgf " + write_file("whole.sgf", "(;GM[1]SZ[9];B[cc])"));
    EXPECT_EQ(diagnostics.str(), "");
}

}  // namespace
}  // namespace yomi::gtp
