// Tests of the GTP engine: framing, ids, error responses and every board
// command's output, driven through Engine::execute / Engine::run.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include <yomi/engine/gtp/gtp.h>

namespace yomi::gtp {
namespace {

// Runs a whole script through Engine::run.
std::string run_script(Engine& engine, const std::string& script) {
    std::istringstream in(script);
    std::ostringstream out;
    engine.run(in, out);
    return out.str();
}

// Success text of one command (fails the test on an error response).
std::string ok(Engine& e, const std::string& line) {
    const std::string r = e.execute(line);
    EXPECT_TRUE(r.size() >= 3 && r[0] == '=') << line << " -> " << r;
    EXPECT_EQ(r.substr(r.size() - 2), "\n\n") << line;
    const auto space = r.find(' ');
    return space == std::string::npos ? "" : r.substr(space + 1, r.size() - space - 3);
}

// Error message of one command (fails the test on a success response).
std::string err(Engine& e, const std::string& line) {
    const std::string r = e.execute(line);
    EXPECT_TRUE(r.size() >= 3 && r[0] == '?') << line << " -> " << r;
    const auto space = r.find(' ');
    return space == std::string::npos ? "" : r.substr(space + 1, r.size() - space - 3);
}

// ------------------------------------------------------------------ framing

TEST(GtpFraming, ResponseWithAndWithoutId) {
    Engine e;
    EXPECT_EQ(e.execute("name"), "= yomi\n\n");
    EXPECT_EQ(e.execute("12 name"), "=12 yomi\n\n");
    EXPECT_EQ(e.execute("007 protocol_version"), "=7 2\n\n");
    EXPECT_EQ(e.execute("0 protocol_version"), "=0 2\n\n");
    EXPECT_EQ(e.execute("3 clear_board"), "=3 \n\n");
    EXPECT_EQ(e.execute("4 nonsense"), "?4 unknown command\n\n");
    EXPECT_EQ(e.execute("nonsense"), "? unknown command\n\n");
}

TEST(GtpFraming, HugeIdIsEchoedNotOverflowed) {
    Engine e;
    EXPECT_EQ(e.execute("123456789012345678901234567890 name"),
              "=123456789012345678901234567890 yomi\n\n");
}

TEST(GtpFraming, CommentsBlankLinesAndWhitespace) {
    Engine e;
    EXPECT_EQ(e.execute(""), "");
    EXPECT_EQ(e.execute("   "), "");
    EXPECT_EQ(e.execute("\t\t"), "");
    EXPECT_EQ(e.execute("# a comment"), "");
    EXPECT_EQ(e.execute("   # indented comment"), "");
    EXPECT_EQ(e.execute("\r"), "");
    EXPECT_EQ(e.execute("1 name # trailing comment"), "=1 yomi\n\n");
    EXPECT_EQ(e.execute("1 name#x"), "=1 yomi\n\n");
    EXPECT_EQ(e.execute("\t2\tname\r"), "=2 yomi\n\n");
    EXPECT_EQ(e.execute("  5   name   "), "=5 yomi\n\n");
}

TEST(GtpFraming, ControlCharactersAreDropped) {
    Engine e;
    EXPECT_EQ(e.execute("na\x01me"), "= yomi\n\n");
    EXPECT_EQ(e.execute(std::string("\x7f"
                                    "6 name\x1b")),
              "=6 yomi\n\n");
    EXPECT_EQ(e.execute(std::string("na\0me", 5)), "= yomi\n\n");
}

TEST(GtpFraming, CommandNamesAreCaseSensitive) {
    Engine e;
    EXPECT_EQ(e.execute("NAME"), "? unknown command\n\n");
}

TEST(GtpFraming, IdWithoutCommandIsAnError) {
    Engine e;
    EXPECT_EQ(e.execute("5"), "?5 missing command\n\n");
    EXPECT_EQ(e.execute("5 # nothing"), "?5 missing command\n\n");
}

TEST(GtpFraming, IdMustBeDigitsOnly) {
    Engine e;
    EXPECT_EQ(e.execute("12x name"), "? unknown command\n\n");
    EXPECT_EQ(e.execute("-5 name"), "? unknown command\n\n");
}

TEST(GtpFraming, VeryLongLineIsAnErrorNotACrash) {
    Engine e;
    const std::string longline = "7 known_command " + std::string(kMaxLineLength * 4, 'x');
    EXPECT_EQ(e.execute(longline), "?7 line too long\n\n");
    // Through the stream reader too, and the engine keeps serving.
    const std::string out = run_script(e, longline + "\n8 name\n");
    EXPECT_EQ(out, "?7 line too long\n\n=8 yomi\n\n");
}

TEST(GtpFraming, LineLengthCapIsExact) {
    Engine e;
    const std::string head = "8 known_command ";
    const std::string at_cap = head + std::string(kMaxLineLength - head.size(), 'x');
    EXPECT_EQ(e.execute(at_cap), "=8 false\n\n");
    EXPECT_EQ(e.execute(at_cap + "x"), "?8 line too long\n\n");
    EXPECT_EQ(run_script(e, at_cap + "\n" + at_cap + "y\n"), "=8 false\n\n?8 line too long\n\n");
}

TEST(GtpFraming, RunStopsAtQuitAndAnswersIt) {
    Engine e;
    const std::string out = run_script(e, "1 name\n2 quit\n3 name\n");
    EXPECT_EQ(out, "=1 yomi\n\n=2 \n\n");
    EXPECT_TRUE(e.quit_requested());
}

TEST(GtpFraming, RunHandlesEofWithoutQuitAndLastLineWithoutNewline) {
    Engine e;
    EXPECT_EQ(run_script(e, ""), "");
    EXPECT_EQ(run_script(e, "\n\n# only comments\n"), "");
    EXPECT_EQ(run_script(e, "1 name\r\n2 version"), "=1 yomi\n\n=2 " PACKAGE_VERSION "\n\n");
    EXPECT_FALSE(e.quit_requested());
}

TEST(GtpFraming, FormatResponseNeverEndsEarly) {
    EXPECT_EQ(format_response(true, "", "a\n\nb\n"), "= a\n \nb\n\n");
    EXPECT_EQ(format_response(false, "9", "bad"), "?9 bad\n\n");
}

TEST(GtpFraming, HandlerExceptionsBecomeErrors) {
    Engine e;
    e.commands().add("throw_runtime", [](Session&, const Args&) -> std::string {
        throw std::runtime_error("boom");
    });
    e.commands().add("throw_failure",
                     [](Session&, const Args&) -> std::string { throw Failure("no way"); });
    EXPECT_EQ(e.execute("1 throw_runtime"), "?1 internal error: boom\n\n");
    EXPECT_EQ(e.execute("2 throw_failure"), "?2 no way\n\n");
    EXPECT_EQ(e.execute("3 name"), "=3 yomi\n\n");
}

// ------------------------------------------------------------------ Args

TEST(GtpArgs, TypedAccessors) {
    const Board board(9);
    const Args a({"B", "e5", "pass", "-12", "6.5", "x"});
    EXPECT_EQ(a.color(0), Color::Black);
    EXPECT_EQ(a.vertex(1, board), *parse_vertex("E5", 9));
    EXPECT_EQ(a.move(2, board), Point::pass());
    EXPECT_EQ(a.integer(3), -12);
    EXPECT_DOUBLE_EQ(a.real(4), 6.5);
    EXPECT_EQ(a.text(5), "x");
    EXPECT_THROW(a.vertex(2, board), Failure);  // pass is not a vertex
    EXPECT_THROW(a.color(1), Failure);
    EXPECT_THROW(a.integer(4), Failure);
    EXPECT_THROW(a.real(5), Failure);
    EXPECT_THROW(a.text(6), Failure);
    EXPECT_THROW(a.at_most(5), Failure);
    EXPECT_NO_THROW(a.at_most(6));
    EXPECT_NO_THROW(a.exactly(6));
    EXPECT_THROW(a.exactly(7), Failure);
}

TEST(GtpArgs, MessagesAreClear) {
    const Board board(9);
    const Args a({"j10", "99999999999", "nan", "inf"});
    try {
        a.vertex(0, board);
        FAIL();
    } catch (const Failure& f) {
        EXPECT_STREQ(f.what(), "invalid coordinate");
    }
    try {
        a.integer(1);
        FAIL();
    } catch (const Failure& f) {
        EXPECT_STREQ(f.what(), "not an integer: 99999999999");
    }
    EXPECT_THROW(a.real(2), Failure);
    EXPECT_THROW(a.real(3), Failure);
    try {
        a.exactly(2);
        FAIL();
    } catch (const Failure& f) {
        EXPECT_STREQ(f.what(), "too many arguments");
    }
    try {
        Args().exactly(2);
        FAIL();
    } catch (const Failure& f) {
        EXPECT_STREQ(f.what(), "expected 2 arguments");
    }
}

TEST(GtpTable, AddFindReplaceNames) {
    CommandTable t;
    EXPECT_FALSE(t.add("b", [](Session&, const Args&) { return std::string("1"); }));
    EXPECT_FALSE(t.add("a", [](Session&, const Args&) { return std::string("2"); }));
    EXPECT_TRUE(t.add("b", [](Session&, const Args&) { return std::string("3"); }));
    EXPECT_EQ(t.names(), (std::vector<std::string>{"a", "b"}));
    Session s;
    ASSERT_NE(t.find("b"), nullptr);
    EXPECT_EQ((*t.find("b"))(s, Args()), "3");
    EXPECT_EQ(t.find("c"), nullptr);
}

// ------------------------------------------------------------------ admin

TEST(GtpAdmin, ProtocolNameVersion) {
    Engine e;
    EXPECT_EQ(ok(e, "protocol_version"), "2");
    EXPECT_EQ(ok(e, "name"), "yomi");
    EXPECT_EQ(ok(e, "version"), PACKAGE_VERSION);
    EXPECT_EQ(err(e, "name extra"), "too many arguments");
}

TEST(GtpAdmin, KnownAndListCommands) {
    Engine e;
    EXPECT_EQ(ok(e, "known_command play"), "true");
    EXPECT_EQ(ok(e, "known_command known_command"), "true");
    EXPECT_EQ(ok(e, "known_command PLAY"), "false");
    EXPECT_EQ(ok(e, "known_command foo"), "false");
    EXPECT_EQ(err(e, "known_command"), "missing command name");
    const std::string list = ok(e, "list_commands");
    for (const char* name : {"protocol_version",
                             "name",
                             "version",
                             "known_command",
                             "list_commands",
                             "quit",
                             "boardsize",
                             "clear_board",
                             "komi",
                             "play",
                             "undo",
                             "is_legal",
                             "list_stones",
                             "countlib",
                             "findlib",
                             "showboard",
                             "trymove",
                             "tryko",
                             "popgo",
                             "increase_depths",
                             "decrease_depths",
                             "cputime",
                             "gogui-analyze_commands",
                             "clear_cache",
                             "reset_trymove_counter",
                             "get_trymove_counter"}) {
        EXPECT_NE(list.find(std::string(name) + "\n"), std::string::npos) << name;
        EXPECT_EQ(ok(e, std::string("known_command ") + name), "true") << name;
    }
    EXPECT_LT(list.find("boardsize"), list.find("clear_board"));  // sorted
}

TEST(GtpAdmin, Cputime) {
    Engine e;
    const std::string t = ok(e, "cputime");
    ASSERT_GE(t.size(), 5u);
    EXPECT_EQ(t[t.size() - 4], '.');  // three decimals
    EXPECT_GE(std::stod(t), 0.0);
}

TEST(GtpAdmin, GoguiAnalyzeListsOnlyKnownCommands) {
    Engine e;
    const std::string list = ok(e, "gogui-analyze_commands");
    EXPECT_NE(list.find("plist/Liberties/findlib %p"), std::string::npos);
    EXPECT_NE(list.find("string/Liberty count/countlib %p"), std::string::npos);
    std::istringstream lines(list);
    for (std::string line; std::getline(lines, line);) {
        const auto a = line.find('/');
        const auto b = line.find('/', a + 1);
        ASSERT_NE(b, std::string::npos) << line;
        const std::string command = line.substr(b + 1, line.find(' ', b) - b - 1);
        EXPECT_EQ(ok(e, "known_command " + command), "true") << line;
    }
}

TEST(GtpAdmin, Quit) {
    Engine e;
    EXPECT_EQ(e.execute("9 quit"), "=9 \n\n");
    EXPECT_TRUE(e.quit_requested());
}

// ------------------------------------------------------------------ board commands

TEST(GtpBoard, Boardsize) {
    Engine e;
    EXPECT_EQ(ok(e, "boardsize 9"), "");
    EXPECT_EQ(e.session().board.size(), 9);
    EXPECT_EQ(ok(e, "boardsize 1"), "");
    EXPECT_EQ(ok(e, "boardsize 19"), "");
    EXPECT_EQ(err(e, "boardsize 0"), "unacceptable size");
    EXPECT_EQ(err(e, "boardsize 20"), "unacceptable size");
    EXPECT_EQ(err(e, "boardsize -1"), "unacceptable size");
    EXPECT_EQ(err(e, "boardsize x"), "boardsize not an integer");
    EXPECT_EQ(err(e, "boardsize 9.0"), "boardsize not an integer");
    EXPECT_EQ(err(e, "boardsize 99999999999999"), "boardsize not an integer");
    EXPECT_EQ(err(e, "boardsize"), "boardsize not an integer");
    EXPECT_EQ(err(e, "boardsize 9 10"), "too many arguments");
    EXPECT_EQ(e.session().board.size(), 19);
}

TEST(GtpBoard, BoardsizeAndClearBoardEmptyTheBoardAndStack) {
    Engine e;
    ok(e, "boardsize 9");
    ok(e, "play b e5");
    ok(e, "trymove w d5");
    ok(e, "clear_board");
    EXPECT_EQ(ok(e, "list_stones black"), "");
    EXPECT_EQ(e.session().board.stack_depth(), 0);
    EXPECT_EQ(e.session().board.size(), 9);
    ok(e, "play b e5");
    ok(e, "boardsize 9");
    EXPECT_EQ(ok(e, "list_stones black"), "");
}

TEST(GtpBoard, Komi) {
    Engine e;
    EXPECT_EQ(ok(e, "komi 6.5"), "");
    EXPECT_DOUBLE_EQ(e.session().komi, 6.5);
    EXPECT_EQ(ok(e, "komi -3"), "");
    EXPECT_DOUBLE_EQ(e.session().komi, -3.0);
    EXPECT_EQ(err(e, "komi"), "komi not a float");
    EXPECT_EQ(err(e, "komi x"), "komi not a float");
    EXPECT_EQ(err(e, "komi nan"), "komi not a float");
    EXPECT_EQ(err(e, "komi 1e400"), "komi not a float");
    EXPECT_EQ(err(e, "komi 7 8"), "too many arguments");
    EXPECT_DOUBLE_EQ(e.session().komi, -3.0);
}

TEST(GtpBoard, PlayAndUndo) {
    Engine e;
    ok(e, "boardsize 9");
    EXPECT_EQ(ok(e, "play b a1"), "");
    EXPECT_EQ(ok(e, "play WHITE B1"), "");
    EXPECT_EQ(ok(e, "play black pass"), "");
    EXPECT_EQ(ok(e, "play w PASS"), "");
    EXPECT_EQ(err(e, "play b a1"), "illegal move");
    EXPECT_EQ(err(e, "play"), "invalid color or coordinate");
    EXPECT_EQ(err(e, "play b"), "invalid color or coordinate");
    EXPECT_EQ(err(e, "play x a2"), "invalid color or coordinate");
    EXPECT_EQ(err(e, "play b j10"), "invalid color or coordinate");
    EXPECT_EQ(err(e, "play b i5"), "invalid color or coordinate");
    EXPECT_EQ(err(e, "play b a0"), "invalid color or coordinate");
    EXPECT_EQ(err(e, "play b a2 extra"), "too many arguments");
    EXPECT_EQ(ok(e, "list_stones black"), "A1");
    EXPECT_EQ(ok(e, "undo"), "");
    EXPECT_EQ(ok(e, "undo"), "");
    EXPECT_EQ(ok(e, "undo"), "");
    EXPECT_EQ(ok(e, "list_stones white"), "");
    EXPECT_EQ(ok(e, "undo"), "");
    EXPECT_EQ(ok(e, "list_stones black"), "");
    EXPECT_EQ(err(e, "undo"), "cannot undo");
    EXPECT_EQ(err(e, "undo x"), "too many arguments");
}

TEST(GtpBoard, PlaySuicideAndKoAreIllegal) {
    Engine e;
    ok(e, "boardsize 5");
    // Black B1 A2 C2 B3, white C1 D2 C3 B2: then black captures B2 at C2?  Build
    // a ko: white takes at B2, black may not retake at C2 at once.
    for (const char* m : {"play b b1", "play b a2", "play b c2", "play b b3", "play w c1",
                          "play w d2", "play w c3", "play w b2"})
        ok(e, m);
    EXPECT_EQ(ok(e, "list_stones black"), "B3 A2 B1");
    EXPECT_EQ(ok(e, "is_legal b c2"), "0");
    EXPECT_EQ(err(e, "play b c2"), "illegal move");
    EXPECT_EQ(ok(e, "is_legal w a1"), "1");  // captures B1
    ok(e, "play b e5");
    ok(e, "play w e4");
    EXPECT_EQ(ok(e, "is_legal b c2"), "1");  // the ko may be retaken now
    ok(e, "play b a4");
    ok(e, "play b b5");
    EXPECT_EQ(ok(e, "is_legal w a5"), "0");  // suicide
    EXPECT_EQ(err(e, "play w a5"), "illegal move");
}

TEST(GtpBoard, PlayWithTrymoveStackIsAnError) {
    Engine e;
    ok(e, "boardsize 5");
    ok(e, "trymove b c3");
    EXPECT_NE(err(e, "play w d1").find("stack"), std::string::npos);
    EXPECT_NE(err(e, "undo").find("stack"), std::string::npos);
    ok(e, "popgo");
    EXPECT_EQ(ok(e, "play w d1"), "");
}

TEST(GtpBoard, IsLegal) {
    Engine e;
    ok(e, "boardsize 9");
    ok(e, "play b e5");
    EXPECT_EQ(ok(e, "is_legal b e5"), "0");
    EXPECT_EQ(ok(e, "is_legal w a2"), "1");
    EXPECT_EQ(ok(e, "is_legal b pass"), "1");
    EXPECT_EQ(err(e, "is_legal b"), "invalid color or coordinate");
    EXPECT_EQ(err(e, "is_legal x a2"), "invalid color or coordinate");
    EXPECT_EQ(err(e, "is_legal b z9"), "invalid color or coordinate");
}

TEST(GtpBoard, ListStonesInBoardOrder) {
    Engine e;
    ok(e, "boardsize 9");
    for (const char* m :
         {"play b e5", "play b d5", "play w c5", "play b a1", "play b j9", "play w e4"})
        ok(e, m);
    EXPECT_EQ(ok(e, "list_stones black"), "J9 D5 E5 A1");
    EXPECT_EQ(ok(e, "list_stones BLACK"), "J9 D5 E5 A1");
    EXPECT_EQ(ok(e, "list_stones w"), "C5 E4");
    EXPECT_EQ(err(e, "list_stones"), "invalid color");
    EXPECT_EQ(err(e, "list_stones empty"), "invalid color");
}

TEST(GtpBoard, CountlibAndFindlib) {
    Engine e;
    ok(e, "boardsize 9");
    for (const char* m :
         {"play b e5", "play b d5", "play w c5", "play b a1", "play b j9", "play w e4"})
        ok(e, m);
    EXPECT_EQ(ok(e, "countlib e5"), "4");
    EXPECT_EQ(ok(e, "findlib d5"), "D6 E6 F5 D4");
    EXPECT_EQ(ok(e, "findlib a1"), "A2 B1");
    EXPECT_EQ(ok(e, "findlib E4"), "D4 F4 E3");
    EXPECT_EQ(ok(e, "countlib j9"), "2");
    EXPECT_EQ(err(e, "countlib a2"), "vertex must not be empty");
    EXPECT_EQ(err(e, "findlib a2"), "vertex must not be empty");
    EXPECT_EQ(err(e, "countlib"), "invalid coordinate");
    EXPECT_EQ(err(e, "countlib z1"), "invalid coordinate");
    EXPECT_EQ(err(e, "countlib pass"), "invalid coordinate");
    EXPECT_EQ(err(e, "findlib e5 d5"), "too many arguments");
}

TEST(GtpBoard, FindlibAfterCaptureIsSorted) {
    Engine e;
    ok(e, "boardsize 9");
    // A white string whose liberties appear in a scrambled discovery order.
    for (const char* m : {"play w e5", "play w e4", "play w d4", "play w f5", "play b e6",
                          "play b f6", "play b g5", "play b c4"})
        ok(e, m);
    EXPECT_EQ(ok(e, "findlib e5"), "D5 F4 D3 E3");
}

TEST(GtpBoard, ShowboardMatchesGnuGoLayout) {
    Engine e;
    ok(e, "boardsize 5");
    for (const char* m : {"play b b1", "play w a1", "play b a2", "play w c3"}) ok(e, m);
    EXPECT_EQ(e.execute("7 showboard"),
              "=7 \n"
              "   A B C D E\n"
              " 5 . . . . . 5\n"
              " 4 . + . + . 4\n"
              " 3 . . O . . 3\n"
              " 2 X + . + . 2     WHITE (O) has captured 0 stones\n"
              " 1 . X . . . 1     BLACK (X) has captured 1 stones\n"
              "   A B C D E\n"
              "\n");
}

TEST(GtpBoard, ShowboardSizes) {
    Engine e;
    ok(e, "boardsize 1");
    EXPECT_EQ(ok(e, "showboard"), "\n   A\n 1 + 1     BLACK (X) has captured 0 stones\n   A");
    ok(e, "boardsize 19");
    const std::string b19 = ok(e, "showboard");
    EXPECT_NE(b19.find("\n16 . . . + . . . . . + . . . . . + . . . 16\n"), std::string::npos);
    EXPECT_NE(b19.find("\n11 . . . . . . . . . . . . . . . . . . . 11     WHITE (O) has "
                       "captured 0 stones\n"),
              std::string::npos);
    EXPECT_NE(b19.find("\n 9 . . . . . . . . . . . . . . . . . . . 9\n"), std::string::npos);
    ok(e, "boardsize 9");
    const std::string b9 = ok(e, "showboard");
    EXPECT_NE(b9.find("\n 7 . . + . . . + . . 7\n"), std::string::npos);
    EXPECT_NE(b9.find("\n 5 . . . . + . . . . 5\n"), std::string::npos);
    EXPECT_NE(b9.find("\n 2 . . . . . . . . . 2     WHITE"), std::string::npos);
    ok(e, "boardsize 6");
    EXPECT_NE(ok(e, "showboard").find("\n 4 . . + + . . 4\n"), std::string::npos);
    ok(e, "boardsize 11");
    const std::string b11 = ok(e, "showboard");
    EXPECT_NE(b11.find("\n 6 . . . . . + . . . . . 6\n"), std::string::npos);
    EXPECT_NE(b11.find("\n 9 . . + . . . . . + . . 9\n"), std::string::npos);
    ok(e, "boardsize 13");
    EXPECT_NE(ok(e, "showboard").find("\n 7 . . . + . . + . . + . . . 7\n"), std::string::npos);
    ok(e, "boardsize 4");
    EXPECT_EQ(ok(e, "showboard").find('+'), std::string::npos);
}

TEST(GtpBoard, TrymoveTrykoPopgo) {
    Engine e;
    ok(e, "boardsize 5");
    for (const char* m : {"play b b1", "play b a2", "play b c2", "play b b3", "play w c1",
                          "play w d2", "play w c3", "play w b2"})
        ok(e, m);
    ok(e, "reset_trymove_counter");
    EXPECT_EQ(err(e, "trymove b c2"), "illegal move");  // ko
    EXPECT_EQ(err(e, "trymove b b2"), "illegal move");  // occupied
    EXPECT_EQ(err(e, "trymove b"), "invalid color or coordinate");
    EXPECT_EQ(err(e, "trymove"), "invalid color or coordinate");
    EXPECT_EQ(err(e, "trymove b z1"), "invalid color or coordinate");
    EXPECT_EQ(err(e, "tryko b pass"), "invalid color or coordinate");  // as GNU Go
    EXPECT_EQ(ok(e, "tryko b c2"), "");
    EXPECT_EQ(ok(e, "list_stones white"), "C3 D2 C1");
    EXPECT_EQ(ok(e, "trymove w pass"), "");
    EXPECT_EQ(ok(e, "get_trymove_counter"), "2");
    EXPECT_EQ(ok(e, "popgo"), "");
    EXPECT_EQ(ok(e, "popgo"), "");
    EXPECT_EQ(err(e, "popgo"), "Stack empty.");
    EXPECT_EQ(ok(e, "list_stones white"), "C3 B2 D2 C1");
    EXPECT_EQ(ok(e, "get_trymove_counter"), "2");
    EXPECT_EQ(ok(e, "reset_trymove_counter"), "");
    EXPECT_EQ(ok(e, "get_trymove_counter"), "0");
    EXPECT_EQ(err(e, "popgo x"), "too many arguments");
}

TEST(GtpBoard, DepthsAndCache) {
    Engine e;
    const int depth = e.session().params.depth;
    EXPECT_EQ(ok(e, "increase_depths"), "");
    EXPECT_EQ(ok(e, "increase_depths"), "");
    EXPECT_EQ(e.session().params.depth, depth + 2);
    EXPECT_EQ(ok(e, "decrease_depths"), "");
    EXPECT_EQ(e.session().params.depth, depth + 1);
    int cleared = 0;
    e.session().clear_cache_hook = [&cleared](Session&) { ++cleared; };
    EXPECT_EQ(ok(e, "clear_cache"), "");
    EXPECT_EQ(cleared, 1);
    EXPECT_EQ(err(e, "clear_cache now"), "too many arguments");
}

TEST(GtpBoard, EveryMalformedCommandIsAnErrorAndTheEngineKeepsServing) {
    Engine e;
    ok(e, "boardsize 9");
    for (const char* line : {"play",          "play b",         "play b z9",     "play b a10",
                             "play green a1", "play b aa1",     "play b a",      "play b 1",
                             "is_legal",      "is_legal b",     "countlib",      "countlib a1",
                             "findlib",       "findlib 5",      "list_stones",   "list_stones red",
                             "trymove",       "trymove b",      "tryko w",       "popgo",
                             "boardsize",     "boardsize nine", "komi",          "komi seven",
                             "undo",          "frobnicate",     "known_command", "showboard now",
                             "quit now"}) {
        const std::string r = e.execute(line);
        EXPECT_EQ(r.substr(0, 2), "? ") << line << " -> " << r;
        EXPECT_EQ(r.substr(r.size() - 2), "\n\n") << line;
    }
    EXPECT_FALSE(e.quit_requested());
    EXPECT_EQ(e.session().board.check_consistency(), "");
    EXPECT_EQ(ok(e, "name"), "yomi");
}

// ------------------------------------------------------------------ loadsgf

// Writes an SGF file into the test's temporary directory; returns its path.
std::string write_sgf(const std::string& name, const std::string& text) {
    const std::string path = testing::TempDir() + "/yomi_gtp_test_" + name;
    std::ofstream(path) << text;
    return path;
}

// 9x9, two set-up stones, then B C3, W D4, B E5, W F6 (a pass), B G7.
const char* const kGame =
    "(;GM[1]FF[4]SZ[9]KM[5.5]AB[aa]AW[ii]"
    ";B[cg];W[df];B[ee];W[];B[gc])";

TEST(GtpLoadsgf, WholeGameAndLimits) {
    Engine e;
    const std::string path = write_sgf("game.sgf", kGame);
    EXPECT_EQ(ok(e, "loadsgf " + path), "white");
    EXPECT_EQ(e.session().board.size(), 9);
    EXPECT_DOUBLE_EQ(e.session().komi, 5.5);
    EXPECT_EQ(ok(e, "list_stones black"), "A9 G7 E5 C3");
    EXPECT_EQ(ok(e, "list_stones white"), "D4 J1");
    EXPECT_EQ(ok(e, "loadsgf " + path + " 1"), "black");  // set-up only
    EXPECT_EQ(ok(e, "list_stones black"), "A9");
    EXPECT_EQ(ok(e, "loadsgf " + path + " 3"), "black");  // before B E5
    EXPECT_EQ(ok(e, "list_stones black"), "A9 C3");
    EXPECT_EQ(ok(e, "list_stones white"), "D4 J1");
    EXPECT_EQ(ok(e, "loadsgf " + path + " 5"), "black");  // after W's pass
    EXPECT_EQ(ok(e, "loadsgf " + path + " e5"), "black");
    EXPECT_EQ(ok(e, "list_stones black"), "A9 C3");
    EXPECT_EQ(ok(e, "loadsgf " + path + " 99"), "white");  // never reached: whole game
}

// A new position starts a new cache generation but does not clear the cache
// (its keys carry the position); the reading stack is emptied.
TEST(GtpLoadsgf, StartsANewPositionAndClearsTheStack) {
    Engine e;
    int cleared = 0, new_positions = 0;
    e.session().clear_cache_hook = [&cleared](Session&) { ++cleared; };
    e.session().new_position_hook = [&new_positions](Session&) { ++new_positions; };
    ok(e, "trymove b d4");
    const std::string path = write_sgf("game2.sgf", kGame);
    ok(e, "loadsgf " + path + " 2");
    EXPECT_EQ(cleared, 0);
    EXPECT_EQ(new_positions, 1);
    EXPECT_EQ(e.session().board.stack_depth(), 0);
    EXPECT_EQ(err(e, "popgo"), "Stack empty.");
}

// As GNU Go's, the trymove counter runs on across positions until reset.
TEST(GtpLoadsgf, KeepsTheTrymoveCounter) {
    Engine e;
    const std::string path = write_sgf("game3.sgf", kGame);
    ok(e, "loadsgf " + path);
    ok(e, "trymove b b2");
    ok(e, "popgo");
    ok(e, "loadsgf " + path + " 2");
    EXPECT_EQ(ok(e, "get_trymove_counter"), "1");
    ok(e, "trymove b b2");
    EXPECT_EQ(ok(e, "get_trymove_counter"), "2");
}

TEST(GtpLoadsgf, ErrorsKeepThePreviousPosition) {
    Engine e;
    ok(e, "boardsize 7");
    ok(e, "play b d4");
    ok(e, "komi 0.5");
    const std::string bad = write_sgf("bad.sgf", "(;SZ[9]KM[9]AB[aa];B[aa])");  // onto a stone
    const std::string broken = write_sgf("broken.sgf", "(;SZ[9];B[aa");
    const std::string good = write_sgf("good.sgf", kGame);
    EXPECT_EQ(err(e, "loadsgf"), "missing filename");
    EXPECT_NE(err(e, "loadsgf /nonexistent/file.sgf").find("/nonexistent/file.sgf"),
              std::string::npos);
    EXPECT_NE(err(e, "loadsgf " + bad).find("bad.sgf"), std::string::npos);
    EXPECT_NE(err(e, "loadsgf " + broken).find("broken.sgf"), std::string::npos);
    EXPECT_FALSE(err(e, "loadsgf " + good + " 0").empty());
    EXPECT_FALSE(err(e, "loadsgf " + good + " -2").empty());
    EXPECT_FALSE(err(e, "loadsgf " + good + " z99").empty());
    EXPECT_FALSE(err(e, "loadsgf " + good + " 3x").empty());
    EXPECT_EQ(err(e, "loadsgf " + good + " 3 4"), "too many arguments");
    EXPECT_FALSE(err(e, "loadsgf " + testing::TempDir()).empty());  // a directory
    EXPECT_EQ(e.session().board.size(), 7);
    EXPECT_EQ(ok(e, "list_stones black"), "D4");
    EXPECT_DOUBLE_EQ(e.session().komi, 0.5);
    EXPECT_EQ(e.session().board.check_consistency(), "");
}

TEST(GtpLoadsgf, FileAccessCanBeDisabled) {
    Options options;
    options.allow_file_access = false;
    Engine e(options);
    const std::string good = write_sgf("good2.sgf", kGame);
    EXPECT_EQ(err(e, "loadsgf " + good), "file access is disabled");
    EXPECT_EQ(err(e, "loadsgf"), "missing filename");
    EXPECT_EQ(e.session().board.size(), 19);
}

}  // namespace
}  // namespace yomi::gtp
