// The judge and the .tst parser: GNU Go's scoring rules, quirks included.
#include <gtest/gtest.h>
#include <string>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <yomi/regression/judge.h>
#include <yomi/regression/tst_file.h>

namespace yomi::regress {
namespace {

Verdict judge_line(const std::string& expect_line, const std::string& response) {
    const Expectation e = parse_expectation(expect_line);
    return judge(e, Pattern(e.pattern), answer_text(response), is_error_response(response));
}

TEST(Judge, PlainMatchIsWholeLine) {
    EXPECT_EQ(judge_line("#? [1 G1]", "=2 1 G1"), Verdict::Passed);
    EXPECT_EQ(judge_line("#? [1 G1]", "=2 1 G12"), Verdict::UnexpectedFail);
    EXPECT_EQ(judge_line("#? [1 G1]", "=2 11 G1"), Verdict::UnexpectedFail);
    EXPECT_EQ(judge_line("#? [0]", "=2 0"), Verdict::Passed);
}

TEST(Judge, AlternationIsNotGrouped) {
    // "^G7|G5$": starts with G7, or ends with G5.
    EXPECT_EQ(judge_line("#? [G7|G5]", "=1 G7"), Verdict::Passed);
    EXPECT_EQ(judge_line("#? [G7|G5]", "=1 G7 and anything"), Verdict::Passed);
    EXPECT_EQ(judge_line("#? [G7|G5]", "=1 anything then G5"), Verdict::Passed);
    EXPECT_EQ(judge_line("#? [G7|G5]", "=1 G5 trailing"), Verdict::UnexpectedFail);
    EXPECT_EQ(judge_line("#? [G7|G5]", "=1 xG7"), Verdict::UnexpectedFail);
    // With an explicit group the whole line must match.
    EXPECT_EQ(judge_line("#? [1 (S4|T5)]", "=6 1 T5"), Verdict::Passed);
    EXPECT_EQ(judge_line("#? [1 (S4|T5)]", "=6 1 S4 T5"), Verdict::UnexpectedFail);
    EXPECT_EQ(judge_line("#? [1 1 B18|C18|D18]", "=6 1 1 B18"), Verdict::Passed);
    EXPECT_EQ(judge_line("#? [1 1 B18|C18|D18]", "=6 0 0 C18"), Verdict::Passed);  // middle branch unanchored
    EXPECT_EQ(judge_line("#? [1 1 B18|C18|D18]", "=6 0 0 D18"), Verdict::Passed);
    EXPECT_EQ(judge_line("#? [1 1 B18|C18|D18]", "=6 0 0 E18"), Verdict::UnexpectedFail);
}

TEST(Judge, Negation) {
    EXPECT_EQ(judge_line("#? [!0]", "=3 1 G1"), Verdict::Passed);
    EXPECT_EQ(judge_line("#? [!0]", "=3 0"), Verdict::UnexpectedFail);
    EXPECT_EQ(judge_line("#? [!0]", "=3 00"), Verdict::Passed);
    const Expectation e = parse_expectation("#? [!1 (A1|B2)]");
    EXPECT_TRUE(e.negate);
    EXPECT_EQ(e.pattern, "1 (A1|B2)");
    EXPECT_EQ(e.printed, "!1 (A1|B2)");
}

TEST(Judge, ExpectedFailure) {
    EXPECT_EQ(judge_line("#? [1 G1]*", "=4 0"), Verdict::Failed);
    EXPECT_EQ(judge_line("#? [1 G1]*", "=4 1 G1"), Verdict::UnexpectedPass);
    EXPECT_EQ(judge_line("#? [!0]*", "=4 0"), Verdict::Failed);
    EXPECT_TRUE(is_pass(Verdict::UnexpectedPass));
    EXPECT_FALSE(is_pass(Verdict::Failed));
}

TEST(Judge, NotJudged) {
    EXPECT_EQ(judge_line("#? [1 G1]&", "=5 0"), Verdict::Ignored);
    EXPECT_EQ(judge_line("#? [1 G1]&", "=5 1 G1"), Verdict::Ignored);
    EXPECT_EQ(judge_line("#? [x]*&", "=5 x"), Verdict::Ignored);
}

TEST(Judge, ErrorResponsesAreNeverPasses) {
    // GNU Go's scorer compares an error's text like any answer; ours never
    // lets "? unknown command" pass, whatever the pattern or the marks.
    EXPECT_EQ(answer_text("?7 vertex must not be empty"), "vertex must not be empty");
    EXPECT_TRUE(is_error_response("?7 unknown command"));
    EXPECT_FALSE(is_error_response("=7 ?"));
    EXPECT_EQ(judge_line("#? [vertex must not be empty]", "?7 vertex must not be empty"),
              Verdict::UnexpectedFail);
    EXPECT_EQ(judge_line("#? [0]", "?7 vertex must not be empty"), Verdict::UnexpectedFail);
    EXPECT_EQ(judge_line("#? [!0]", "?7 illegal move"), Verdict::UnexpectedFail);
    EXPECT_EQ(judge_line("#? [.*]", "?7 unknown command"), Verdict::UnexpectedFail);
    // atari_atari:24 and semeai:128 were in the ratchet this way.
    EXPECT_EQ(judge_line("#? [!T15]*", "?128 unknown command"), Verdict::Failed);
    EXPECT_EQ(judge_line("#? [!.*(K16|A12).*]*", "?24 unknown command"), Verdict::Failed);
    EXPECT_EQ(judge_line("#? [x]&", "?5 unknown command"), Verdict::Ignored);
}

TEST(Judge, OnlyTheFirstLineCounts) {
    EXPECT_EQ(answer_text("=1 E19: critical D19 D19\nF16: dead\n"), "E19: critical D19 D19");
    EXPECT_EQ(answer_text("=12 1 G1\r"), "1 G1");
    EXPECT_EQ(answer_text("= black"), "black");
    EXPECT_EQ(answer_text("=3"), "");
    EXPECT_EQ(answer_text(""), "");
    EXPECT_EQ(judge_line("#? [F16: dead]", "=1 E19: critical D19 D19\nF16: dead"),
              Verdict::UnexpectedFail);
    EXPECT_EQ(judge_line("#? []", "=9 "), Verdict::Passed);
}

TEST(Judge, BadPatternsAreErrorsNotCrashes) {
    EXPECT_THROW(Pattern("1 (A1"), std::invalid_argument);
    EXPECT_THROW(parse_expectation("# [1 G1]"), TstError);
    EXPECT_NO_THROW(parse_expectation("#?[0]"));
}

TEST(Judge, IrregularLinesAreReadAsRegressAwkReadsThem) {
    // No closing bracket: the rest of the line is the pattern.
    Expectation e = parse_expectation("#? [undecided");
    EXPECT_EQ(e.pattern, "undecided");
    EXPECT_FALSE(e.irregular.empty());
    EXPECT_EQ(judge_line("#? [undecided", "=3 undecided"), Verdict::Passed);
    EXPECT_EQ(judge_line("#? [undecided", "=3 alive"), Verdict::UnexpectedFail);
    // No brackets at all.
    e = parse_expectation("#? 1 G1");
    EXPECT_EQ(e.pattern, "1 G1");
    EXPECT_EQ(judge_line("#? 1 G1", "=3 1 G1"), Verdict::Passed);
    // The marks count at the end of the line, with or without brackets.
    EXPECT_EQ(judge_line("#? [1]*", "=3 0"), Verdict::Failed);
    EXPECT_EQ(judge_line("#? [1]*", "=3 1"), Verdict::UnexpectedPass);
    EXPECT_EQ(judge_line("#? [1]&*", "=3 0"), Verdict::Failed);      // '*' last: expected failure
    EXPECT_EQ(judge_line("#? [1]*&", "=3 0"), Verdict::Ignored);     // '&' last: not judged
    EXPECT_EQ(judge_line("#? [!1]*", "=3 1"), Verdict::Failed);
    e = parse_expectation("#? foo*");
    EXPECT_TRUE(e.expected_fail);
    EXPECT_EQ(e.pattern, "foo*");  // regress.awk strips '*' only after a ']'
    // Text after the ']' keeps the ']' in the pattern; "[" alone is the empty pattern.
    EXPECT_EQ(parse_expectation("#? [1 G1]x").pattern, "1 G1]x");
    EXPECT_EQ(parse_expectation("#? [").pattern, "");
    // Trailing spaces are ignored (the file reader trims them anyway).
    e = parse_expectation("#? [1 G1]* ");
    EXPECT_EQ(e.pattern, "1 G1");
    EXPECT_TRUE(e.expected_fail);
    EXPECT_TRUE(e.irregular.empty());
    // In a file: accepted, with a warning naming the line.
    const Suite s = parse_tst_text("1 dragon_status A1\n#? [undecided\n#? [0]\n", "u.tst", "/");
    ASSERT_EQ(s.test_count(), 1);
    EXPECT_EQ(s.commands[0].expect.pattern, "undecided");
    ASSERT_EQ(s.warnings.size(), 2u);
    EXPECT_NE(s.warnings[0].find("u.tst:2:"), std::string::npos);
    EXPECT_NE(s.warnings[1].find("u.tst:3: '#?' line without a numbered test"), std::string::npos);
}

TEST(TstFile, ParsesTestsSetupAndPaths) {
    const Suite s = parse_tst_text(
        "# comment\n\nloadsgf games/a.sgf 12\n1 attack E3\n#? [0]\n"
        "trymove\tW F17\n2 defend F1\r\n#? [1 G1]*\npopgo\nloadsgf /abs/b.sgf\n",
        "/x/y/reading.tst", "/x/y");
    EXPECT_EQ(s.name, "reading");
    ASSERT_EQ(s.commands.size(), 6u);
    EXPECT_EQ(s.commands[0].command, "loadsgf /x/y/games/a.sgf 12");
    EXPECT_TRUE(s.commands[0].is_loadsgf());
    EXPECT_EQ(s.commands[1].id, "1");
    EXPECT_EQ(s.commands[1].command, "attack E3");
    EXPECT_EQ(s.commands[1].line, 4);
    EXPECT_EQ(s.commands[2].command, "trymove W F17");
    EXPECT_TRUE(s.commands[3].expect.expected_fail);
    EXPECT_EQ(s.commands[5].command, "loadsgf /abs/b.sgf");
    EXPECT_EQ(s.test_count(), 2);
    const Suite c = parse_tst_text(std::string("1 attack\x01 A1 # why\n#? [0]\n\x02\n", 25), "c.tst", "/");
    ASSERT_EQ(c.commands.size(), 1u);
    EXPECT_EQ(c.commands[0].command, "attack A1");
}

TEST(TstFile, MalformedFilesGiveClearErrors) {
    auto error_of = [](const std::string& text) {
        try {
            parse_tst_text(text, "t.tst", "/d");
        } catch (const TstError& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    EXPECT_NE(error_of("1 attack A1\nattack B1\n").find("t.tst:2:"), std::string::npos);
    EXPECT_NE(error_of("1 attack A1\n").find("no '#? [...]'"), std::string::npos);
    EXPECT_NE(error_of("1 a A1\n#? [0]\n1 a A2\n#? [0]\n").find("used twice"), std::string::npos);
    EXPECT_NE(error_of("1 a A1\n#? [1 (A2]\n").find("t.tst:2: invalid regular expression"),
              std::string::npos);
    EXPECT_NE(error_of("12\n").find("without a command"), std::string::npos);
    EXPECT_NE(error_of("12x attack\n").find("malformed"), std::string::npos);
    EXPECT_NE(error_of("12 # only a comment\n#? [0]\n").find("has no command"), std::string::npos);
    EXPECT_EQ(error_of(""), "no error");
    EXPECT_EQ(error_of(std::string("\x01\x02\n\0\n", 5)), "no error");  // control characters only
    EXPECT_THROW(parse_tst_file("/nonexistent/dir/x.tst"), TstError);
}

// A scratch folder holding the SGF files a suite names, removed with it.
struct ScratchFolder {
    std::string path;
    explicit ScratchFolder(std::initializer_list<const char*> files) {
        char templ[] = "/tmp/yomi-chunks.XXXXXX";
        path = mkdtemp(templ);
        for (const char* f : files) std::ofstream(path + "/" + f) << "(;SZ[9])";
    }
    ~ScratchFolder() { std::filesystem::remove_all(path); }
    ScratchFolder(const ScratchFolder&) = delete;
    ScratchFolder& operator=(const ScratchFolder&) = delete;
};

TEST(TstFile, ChunksStartAtLoadsgfAndReplayStickySetup) {
    const ScratchFolder scratch({"a.sgf", "b.sgf", "c.sgf"});
    const std::string& d = scratch.path;
    const Suite s = parse_tst_text(
        "komi 6.5\nloadsgf a.sgf\n1 a A1\n#? [0]\nincrease_depths\n2 a A2\n#? [0]\n"
        "loadsgf b.sgf\ntrymove B C3\n3 a A3\n#? [0]\npopgo\nloadsgf c.sgf\n4 a A4\n#? [0]\n",
        "s.tst", d);
    const std::vector<Chunk> one = split_chunks(s, 1);
    ASSERT_EQ(one.size(), 3u);
    EXPECT_EQ(one[0].begin, 0u);
    EXPECT_EQ(one[0].test_count, 2);
    EXPECT_EQ(s.commands[one[1].begin].command, "loadsgf " + d + "/b.sgf");
    EXPECT_EQ(one[1].prelude, (std::vector<std::string>{"komi 6.5", "increase_depths",
                                                         "loadsgf " + d + "/a.sgf"}));
    EXPECT_EQ(one[2].prelude,
              (std::vector<std::string>{"komi 6.5", "increase_depths", "loadsgf " + d + "/b.sgf",
                                        "trymove B C3", "popgo"}));
    EXPECT_EQ(one[2].end, s.commands.size());
    const std::vector<Chunk> merged = split_chunks(s, 3);
    ASSERT_EQ(merged.size(), 2u);
    EXPECT_EQ(merged[0].test_count, 3);
    EXPECT_EQ(merged[1].test_count, 1);
    const Chunk all = whole_suite(s);
    EXPECT_EQ(all.test_count, 4);
    EXPECT_TRUE(all.prelude.empty());
}

// A loadsgf that may fail keeps the previous position, which a fresh engine
// would not have: never start a chunk at a numbered loadsgf or a missing file.
TEST(TstFile, ChunksNeverStartWhereLoadsgfMayFail) {
    const ScratchFolder scratch({"a.sgf", "b.sgf"});
    const std::string& d = scratch.path;
    const Suite s = parse_tst_text(
        "loadsgf a.sgf\n1 a A1\n#? [0]\n2 loadsgf b.sgf\n#? [black]\n3 a A2\n#? [0]\n"
        "loadsgf missing.sgf\n4 a A3\n#? [0]\nloadsgf b.sgf\n5 a A4\n#? [0]\n",
        "s.tst", d);
    const std::vector<Chunk> chunks = split_chunks(s, 1);
    ASSERT_EQ(chunks.size(), 2u);
    EXPECT_EQ(chunks[0].test_count, 4);
    EXPECT_EQ(chunks[1].test_count, 1);
}

}  // namespace
}  // namespace yomi::regress
