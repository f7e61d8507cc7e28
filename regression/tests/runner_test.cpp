// The runner against fake engines (small shell scripts): crash detection,
// timeouts, counters, chunk merging, the ratchet and the JSON output.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include <yomi/regression/board_svg.h>
#include <yomi/regression/cache_summary.h>
#include <yomi/regression/html_report.h>
#include <yomi/regression/ratchet.h>
#include <yomi/regression/report.h>
#include <yomi/regression/runner.h>

namespace yomi::regress {
namespace {

// A GTP engine in sh: "echo ARGS" answers ARGS; "die" exits at once without
// answering; "hang" never answers; "bad" is an error; cputime advances by 0.25
// per call; node counters answer 7 plus the N of every "work N" so far
// ("work N" answers N); the board is 5x5 with black A1 B2, white C3 (and a
// bad vertex Z9).
constexpr const char* kFakeEngine = R"(#!/bin/sh
cpu=0
work=7
while IFS= read -r line; do
  set -- $line
  id=""
  case "$1" in [0-9]*) id=$1; shift;; esac
  cmd=$1; shift
  case "$cmd" in
    list_commands) printf '=%s echo\ncputime\nreset_reading_node_counter\nget_reading_node_counter\ncache_stats\nlist_stones\nquery_boardsize\n\n' "$id";;
    query_boardsize) printf '=%s 5\n\n' "$id";;
    list_stones) if [ "$1" = black ]; then printf '=%s A1 B2\n\n' "$id"; else printf '=%s C3 Z9\n\n' "$id"; fi;;
    cputime) cpu=$((cpu+25)); printf '=%s 0.%02d\n\n' "$id" "$cpu";;
    get_reading_node_counter) printf '=%s %s\n\n' "$id" "$work";;
    work) work=$((work+$1)); printf '=%s %s\n\n' "$id" "$1";;
    cache_stats) printf '=%s hits 3 misses 4\n\n' "$id";;
    echo) printf '=%s %s\n\n' "$id" "$*";;
    die) exit 3;;
    hang) sleep 30;;
    quit) printf '=%s\n\n' "$id"; exit 0;;
    *) printf '?%s unknown command\n\n' "$id";;
  esac
done
)";

class FakeEngine : public ::testing::Test {
protected:
    void SetUp() override {
        char dir[] = "/tmp/yomi_regress_testXXXXXX";
        ASSERT_NE(mkdtemp(dir), nullptr);
        m_dir = dir;
        m_script = m_dir + "/fake_engine.sh";
        std::ofstream(m_script) << kFakeEngine;
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    EngineOptions engine(double timeout = 0) const {
        EngineOptions o;
        o.command = "/bin/sh " + m_script;
        o.timeout_seconds = timeout;
        return o;
    }
    Suite suite(const std::string& text) const { return parse_tst_text(text, m_dir + "/s.tst", m_dir); }

    std::string m_dir;
    std::string m_script;
};

TEST_F(FakeEngine, JudgesAnswersAndReadsCounters) {
    const Suite s = suite(
        "1 echo 1 G1\n#? [1 G1]\n2 echo 0\n#? [1 G1]\n3 echo x\n#? [x]*\n4 bad A1\n#? [unknown command]\n"
        "5 echo 1 G1\n#? [!0]&\nnosuch\n");
    const ChunkResult r = run_chunk(s, whole_suite(s), engine());
    ASSERT_EQ(r.tests.size(), 5u);
    EXPECT_EQ(r.tests[0].verdict, Verdict::Passed);
    EXPECT_EQ(r.tests[1].verdict, Verdict::UnexpectedFail);
    EXPECT_EQ(r.tests[1].answer, "0");
    EXPECT_EQ(r.tests[2].verdict, Verdict::UnexpectedPass);
    // An error answer never passes, even when its text matches.
    EXPECT_EQ(r.tests[3].verdict, Verdict::UnexpectedFail);
    EXPECT_TRUE(r.tests[3].error);
    EXPECT_FALSE(r.tests[0].error);
    EXPECT_EQ(r.tests[4].verdict, Verdict::Ignored);
    EXPECT_FALSE(r.tests[0].board.has_value());  // not asked
    EXPECT_TRUE(r.crash.empty());
    ASSERT_TRUE(r.cpu_seconds.has_value());
    EXPECT_NEAR(*r.cpu_seconds, 0.25, 1e-9);
    EXPECT_EQ(r.nodes.at("reading"), 7);
    EXPECT_EQ(r.nodes.count("owl"), 0u);
    EXPECT_EQ(r.cache_stats.value_or(""), "hits 3 misses 4");
    ASSERT_EQ(r.setup_errors.size(), 1u);
    EXPECT_NE(r.setup_errors[0].find("nosuch"), std::string::npos);
}

TEST_F(FakeEngine, NodesPerTestOnlyWhenAsked) {
    // Nodes spent by a set-up command between tests count for neither test.
    const Suite s = suite("1 work 5\n#? [5]\nwork 2\n3 work 10\n#? [10]\n");
    RunOptions ask;
    ask.test_nodes = true;
    const ChunkResult with = run_chunk(s, whole_suite(s), engine(), ask);
    ASSERT_EQ(with.tests.size(), 2u);
    EXPECT_EQ(with.tests[0].nodes.value_or(-1), 5);
    EXPECT_EQ(with.tests[1].nodes.value_or(-1), 10);
    EXPECT_EQ(with.nodes.at("reading"), 24);
    const ChunkResult without = run_chunk(s, whole_suite(s), engine());
    EXPECT_FALSE(without.tests[0].nodes.has_value());
    EXPECT_EQ(without.nodes.at("reading"), 24);
}

TEST_F(FakeEngine, BoardsAndProgressWhenAsked) {
    const Suite s = suite("1 echo 0\n#? [0]\n2 echo 1\n#? [0]\ndie\n3 echo 0\n#? [0]\n");
    std::atomic<int> done{0};
    RunOptions ask;
    ask.boards = true;
    ask.tests_done = &done;
    const ChunkResult r = run_chunk(s, whole_suite(s), engine(), ask);
    ASSERT_TRUE(r.tests[1].board.has_value());
    EXPECT_EQ(r.tests[1].board->size, 5);
    EXPECT_EQ(r.tests[1].board->black, (std::vector<std::string>{"A1", "B2"}));
    EXPECT_EQ(r.tests[1].board->white, (std::vector<std::string>{"C3", "Z9"}));
    EXPECT_EQ(r.tests[1].answer, "1");  // the extra questions do not shift the answers
    EXPECT_EQ(done.load(), 3);          // the crashed test counts as done too
    EXPECT_GE(r.finished, r.started);
}

TEST_F(FakeEngine, EngineDeathMakesTheRestCrashesNeverPasses) {
    const Suite s = suite("1 echo 0\n#? [0]\ndie\n2 echo 0\n#? [0]\n3 echo 0\n#? [!1]\n");
    const ChunkResult r = run_chunk(s, whole_suite(s), engine());
    ASSERT_EQ(r.tests.size(), 3u);
    EXPECT_EQ(r.tests[0].verdict, Verdict::Passed);
    EXPECT_EQ(r.tests[1].verdict, Verdict::Crash);
    EXPECT_EQ(r.tests[2].verdict, Verdict::Crash);
    EXPECT_NE(r.crash.find("engine died at line 3"), std::string::npos) << r.crash;
    EXPECT_NE(r.crash.find("exit status 3"), std::string::npos) << r.crash;
    const SuiteRun run = merge_chunks(s, "fake", {r});
    const Counts c = run.counts();
    EXPECT_EQ(c.passed, 1);
    EXPECT_EQ(c.crashed, 2);
}

TEST_F(FakeEngine, CrashInATestAndMissingEngines) {
    const Suite s = suite("1 die\n#? [0]\n2 echo 0\n#? [0]\n");
    const ChunkResult r = run_chunk(s, whole_suite(s), engine());
    EXPECT_EQ(r.tests[0].verdict, Verdict::Crash);
    EXPECT_EQ(r.tests[1].verdict, Verdict::Crash);

    EngineOptions missing;
    missing.command = m_dir + "/no_such_engine";
    const ChunkResult m = run_chunk(s, whole_suite(s), missing);
    EXPECT_EQ(m.tests[0].verdict, Verdict::Crash);
    EXPECT_FALSE(m.crash.empty());

    EngineOptions silent;  // exits at once: early EOF
    silent.command = "true";
    EXPECT_EQ(run_chunk(s, whole_suite(s), silent).tests[1].verdict, Verdict::Crash);
}

TEST_F(FakeEngine, TimeoutCountsAsCrash) {
    const Suite s = suite("1 echo 0\n#? [0]\n2 hang\n#? [0]\n3 echo 0\n#? [0]\n");
    const double t0 = now_seconds();
    const ChunkResult r = run_chunk(s, whole_suite(s), engine(0.5));
    EXPECT_LT(now_seconds() - t0, 10.0);
    EXPECT_EQ(r.tests[0].verdict, Verdict::Passed);
    EXPECT_EQ(r.tests[1].verdict, Verdict::Crash);
    EXPECT_EQ(r.tests[2].verdict, Verdict::Crash);
    EXPECT_NE(r.crash.find("no answer in time"), std::string::npos) << r.crash;
}

TEST_F(FakeEngine, ChunksMergeInFileOrder) {
    for (const char* f : {"a.sgf", "b.sgf", "c.sgf"}) std::ofstream(m_dir + "/" + f) << "(;SZ[9])";
    const Suite s = suite(
        "loadsgf a.sgf\n1 echo a\n#? [a]\nloadsgf b.sgf\n2 echo b\n#? [b]\n3 die\n#? [c]\n"
        "loadsgf c.sgf\n4 echo d\n#? [d]\n");
    const std::vector<Chunk> chunks = split_chunks(s, 1);
    ASSERT_EQ(chunks.size(), 3u);
    std::vector<ChunkResult> parts;
    for (const Chunk& c : chunks) parts.push_back(run_chunk(s, c, engine()));
    const SuiteRun run = merge_chunks(s, "fake", parts);
    ASSERT_EQ(run.tests.size(), 4u);
    EXPECT_EQ(run.tests[0].verdict, Verdict::Passed);
    EXPECT_EQ(run.tests[1].verdict, Verdict::Passed);
    EXPECT_EQ(run.tests[2].verdict, Verdict::Crash);
    EXPECT_EQ(run.tests[3].verdict, Verdict::Passed);  // its own process survives
    EXPECT_EQ(run.crashes.size(), 1u);
    EXPECT_FALSE(run.cpu_seconds.has_value());  // the crashed chunk never told
    EXPECT_EQ(run.nodes.at("reading"), 14);
}

TEST_F(FakeEngine, RatchetChecksAndGrows) {
    const Suite s = suite("1 echo a\n#? [a]\n2 echo b\n#? [x]\n10 echo c\n#? [c]\n9 echo d\n#? [d]\n");
    const SuiteRun run = merge_chunks(s, "fake", {run_chunk(s, whole_suite(s), engine())});
    EXPECT_TRUE(ratchet_regressions({}, run).empty());
    EXPECT_TRUE(ratchet_regressions({"1", "10"}, run).empty());
    const std::vector<std::string> lost = ratchet_regressions({"1", "2", "77"}, run);
    ASSERT_EQ(lost.size(), 2u);
    EXPECT_NE(lost[0].find("s:2 (unexpected FAIL, got 'b')"), std::string::npos) << lost[0];
    EXPECT_NE(lost[1].find("no such test"), std::string::npos);
    EXPECT_EQ(updated_ratchet({"2"}, run, false), (std::vector<std::string>{"1", "2", "9", "10"}));
    EXPECT_EQ(updated_ratchet({"2"}, run, true), (std::vector<std::string>{"1", "9", "10"}));
    // A test answered with an error never enters the list, and a listed one is lost.
    const Suite e = suite("24 bad x\n#? [!.*(K16|A12).*]*\n25 bad y\n#? [!T15]\n26 echo z\n#? [z]\n");
    const SuiteRun erred = merge_chunks(e, "fake", {run_chunk(e, whole_suite(e), engine())});
    EXPECT_EQ(updated_ratchet({}, erred, false), (std::vector<std::string>{"26"}));
    const std::vector<std::string> gone = ratchet_regressions({"24", "26"}, erred);
    ASSERT_EQ(gone.size(), 1u);
    EXPECT_NE(gone[0].find("s:24 (failed, got error 'unknown command')"), std::string::npos) << gone[0];

    const std::string path = ratchet_path(m_dir, "s");
    EXPECT_TRUE(load_ratchet(path).empty());  // missing file: empty list
    std::ofstream(path) << "";
    EXPECT_TRUE(load_ratchet(path).empty());  // empty file too
    save_ratchet(path, {"1", "9", "10"});
    EXPECT_EQ(load_ratchet(path), (std::vector<std::string>{"1", "9", "10"}));
    std::ofstream(path) << "1\nfoo\n";
    EXPECT_THROW(load_ratchet(path), std::runtime_error);
}

TEST(BoardSvg, VerticesMarksAndPicture) {
    EXPECT_EQ(vertex_point("A1", 19), (std::pair{0, 18}));
    EXPECT_EQ(vertex_point("j9", 9), (std::pair{8, 0}));  // 'I' is skipped; lower case read
    EXPECT_FALSE(vertex_point("K9", 9).has_value());
    EXPECT_FALSE(vertex_point("A0", 9).has_value());
    EXPECT_FALSE(vertex_point("PASS", 19).has_value());
    EXPECT_EQ(vertices_in("1 (E5|D5|PASS)", 19), (std::vector<std::string>{"E5", "D5"}));
    EXPECT_EQ(vertices_in("!.*(K16|A12).* c3 A1B x12y", 19), (std::vector<std::string>{"K16", "A12", "C3"}));
    EXPECT_EQ(vertices_in("critical A6 A1 A6", 9), (std::vector<std::string>{"A6", "A1"}));

    BoardMarks m = test_marks("attack F7", "1 (G7|G5)", false, "1 G9", 19);
    EXPECT_EQ(m.targets, (std::vector<std::string>{"F7"}));
    EXPECT_EQ(m.expected, (std::vector<std::string>{"G7", "G5"}));
    EXPECT_EQ(m.given, (std::vector<std::string>{"G9"}));
    m = test_marks("restricted_genmove black T15 T17", "T15", true, "S17", 19);
    EXPECT_EQ(m.avoided, (std::vector<std::string>{"T15"}));
    EXPECT_TRUE(m.expected.empty());
    m = test_marks("break_in D4 J5 A4 B4 J4", "1 (F2|D2)", false, "0", 9);
    EXPECT_EQ(m.targets, (std::vector<std::string>{"D4"}));
    EXPECT_EQ(m.region, (std::vector<std::string>{"J5", "A4", "B4", "J4"}));

    BoardSnapshot board;
    board.size = 19;
    board.black = {"A1", "B2", "S18"};
    board.white = {"C3"};
    // Marks in one corner: the picture is cut around them (S18 falls outside).
    const std::string corner = board_svg(board, test_marks("attack B2", "1 A2", false, "1 C1", 19));
    EXPECT_NE(corner.find("<svg xmlns=\"http://www.w3.org/2000/svg\""), std::string::npos);
    EXPECT_NE(corner.find("the part around the marked points"), std::string::npos);
    EXPECT_EQ(corner.find(">S<"), std::string::npos);
    auto count = [](const std::string& text, const std::string& what) {
        size_t n = 0;
        for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
        return n;
    };
    EXPECT_EQ(count(corner, "r=\"4.7\""), 2u);  // black A1 and B2
    EXPECT_EQ(count(corner, "r=\"4.6\""), 1u);  // white C3
    EXPECT_EQ(count(corner, "stroke=\"#e0282e\""), 1u);  // the target
    // Nothing marked: the whole board, every stone.
    const std::string whole = board_svg(board, BoardMarks{});
    EXPECT_EQ(whole.find("the part around"), std::string::npos);
    EXPECT_EQ(count(whole, "r=\"4.7\""), 3u);
}

TEST_F(FakeEngine, HtmlPageEscapesAndDrawsTheFailingTests) {
    const Suite s = suite("1 echo ok\n#? [ok]\n2 echo <b>&x\n#? [A1]\n");
    RunOptions ask;
    ask.boards = true;
    HtmlReport report;
    report.engines = {"fake <engine>"};
    report.runs = {{merge_chunks(s, "fake", {run_chunk(s, whole_suite(s), engine(), ask)})}};
    report.total_wall = {0.5};
    report.verdict = "verdict: ok; 2 tests";
    const std::string page = html_page(report);
    EXPECT_NE(page.find("<code>&lt;b&gt;&amp;x</code>"), std::string::npos);
    EXPECT_EQ(page.find("<b>&x"), std::string::npos);
    EXPECT_NE(page.find("fake &lt;engine&gt;"), std::string::npos);
    EXPECT_NE(page.find("id=\"s:2\""), std::string::npos);
    EXPECT_EQ(page.find("id=\"s:1\""), std::string::npos);  // passed: no card
    EXPECT_NE(page.find("<svg"), std::string::npos);
    EXPECT_NE(page.find("target - · expected A1 · given -"), std::string::npos);
    EXPECT_EQ(html_escape("a\"'\xe9"), "a&quot;&#39;\xc3\xa9");
}

TEST(CacheStats, OneReadableLinePerSuite) {
    const std::string a =
        "size 8.00 MB, 131072 buckets, 655360 entries, occupancy 12 permille, generation 3, retries 0\n"
        "total            probes 1000 hits 600 trusted 500 stores 400 overwrites 2 evictions 0 refused 0\n"
        "attack           probes 1000 hits 600 trusted 500 stores 400 overwrites 2 evictions 0 refused 0";
    const std::string b =
        "size 8.00 MB, 131072 buckets, 655360 entries, occupancy 230 permille, generation 3, retries 0\n"
        "total            probes 3000 hits 400 trusted 300 stores 2600 overwrites 0 evictions 0 refused 0";
    const auto f = parse_cache_stats(a);
    ASSERT_TRUE(f.has_value());
    EXPECT_EQ(f->probes, 1000);
    EXPECT_EQ(f->trusted, 500);
    EXPECT_EQ(f->occupancy_permille, 12);
    EXPECT_EQ(cache_summary_line({a, b}).value_or("-"),
              "2 processes of 8.00 MB: 4,000 probes, hit rate 25.0% (trusted 20.0%), 3,000 stores, "
              "fullest table 23.0% occupied");
    EXPECT_EQ(cache_summary_line({"size 1.00 MB, occupancy 0 permille\ntotal probes 0 hits 0 trusted 0 stores 0"})
                  .value_or("-"),
              "1 process of 1.00 MB: no probes");
    EXPECT_FALSE(cache_summary_line({"hits 3 misses 4"}).has_value());  // not yomi's form
    EXPECT_FALSE(cache_summary_line({}).has_value());
    EXPECT_EQ(grouped(1234567), "1,234,567");
    EXPECT_EQ(grouped(12), "12");
}

TEST_F(FakeEngine, JsonLines) {
    const Suite s = suite("1 echo \"q\" \\ x\n#? [!0]\n");
    const SuiteRun run = merge_chunks(s, "fake", {run_chunk(s, whole_suite(s), engine())});
    std::ostringstream out;
    write_json(out, run, "A");
    const std::string text = out.str();
    EXPECT_NE(text.find("{\"type\":\"test\",\"engine\":\"A\",\"suite\":\"s\",\"id\":\"1\""), std::string::npos) << text;
    EXPECT_NE(text.find("\"verdict\":\"pass\""), std::string::npos) << text;
    EXPECT_NE(text.find("\"nodes\":null}"), std::string::npos) << text;  // not asked
    EXPECT_NE(text.find("\"got\":\"\\\"q\\\" \\\\ x\""), std::string::npos) << text;
    EXPECT_NE(text.find("{\"type\":\"suite\""), std::string::npos);
    EXPECT_NE(text.find("\"passed\":1"), std::string::npos);
}

TEST_F(FakeEngine, JsonIsUtf8ThroughALibrary) {
    // "é" in UTF-8 stays one character (the old writer escaped its two bytes
    // separately, which read back as "Ã©"); a Latin-1 byte becomes its character.
    const Suite s = suite("1 echo caf\xc3\xa9\n#? [caf\xc3\xa9]\n2 echo x\xe9\x01\n#? [x]\n");
    const SuiteRun run = merge_chunks(s, "fake", {run_chunk(s, whole_suite(s), engine())});
    std::ostringstream out;
    write_json(out, run, "A");
    std::istringstream lines(out.str());
    std::string line;
    std::vector<nlohmann::json> objects;
    while (std::getline(lines, line)) objects.push_back(nlohmann::json::parse(line));
    ASSERT_EQ(objects.size(), 3u);
    EXPECT_EQ(objects[0]["got"], "caf\xc3\xa9");
    EXPECT_EQ(objects[0]["command"], "echo caf\xc3\xa9");
    EXPECT_EQ(objects[0]["verdict"], "pass");
    EXPECT_EQ(objects[0]["error"], false);
    EXPECT_EQ(objects[1]["got"], "x\xc3\xa9");  // the suite reader drops control characters
    EXPECT_EQ(objects[2]["type"], "suite");
    EXPECT_EQ(objects[2]["passed"], 1);
    EXPECT_NE(out.str().find("caf\xc3\xa9"), std::string::npos);  // not escaped to \u bytes
    EXPECT_EQ(to_utf8("caf\xc3\xa9"), "caf\xc3\xa9");
    EXPECT_EQ(to_utf8("\xe9t\xe9"), "\xc3\xa9t\xc3\xa9");
    EXPECT_EQ(to_utf8("\xed\xa0\x80"), "\xc3\xad\xc2\xa0\xc2\x80");  // a surrogate is not UTF-8
}

}  // namespace
}  // namespace yomi::regress
