// The runner against fake engines (small shell scripts): crash detection,
// timeouts, counters, chunk merging, the ratchet and the JSON output.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <yomi/regression/ratchet.h>
#include <yomi/regression/report.h>
#include <yomi/regression/runner.h>

namespace yomi::regress {
namespace {

// A GTP engine in sh: "echo ARGS" answers ARGS; "die" exits at once without
// answering; "hang" never answers; "bad" is an error; cputime advances by 0.25
// per call; node counters answer 7 plus the N of every "work N" so far
// ("work N" answers N).
constexpr const char* kFakeEngine = R"(#!/bin/sh
cpu=0
work=7
while IFS= read -r line; do
  set -- $line
  id=""
  case "$1" in [0-9]*) id=$1; shift;; esac
  cmd=$1; shift
  case "$cmd" in
    list_commands) printf '=%s echo\ncputime\nreset_reading_node_counter\nget_reading_node_counter\ncache_stats\n\n' "$id";;
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
    EXPECT_EQ(r.tests[3].verdict, Verdict::Passed);
    EXPECT_EQ(r.tests[4].verdict, Verdict::Ignored);
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
    const ChunkResult with = run_chunk(s, whole_suite(s), engine(), true);
    ASSERT_EQ(with.tests.size(), 2u);
    EXPECT_EQ(with.tests[0].nodes.value_or(-1), 5);
    EXPECT_EQ(with.tests[1].nodes.value_or(-1), 10);
    EXPECT_EQ(with.nodes.at("reading"), 24);
    const ChunkResult without = run_chunk(s, whole_suite(s), engine());
    EXPECT_FALSE(without.tests[0].nodes.has_value());
    EXPECT_EQ(without.nodes.at("reading"), 24);
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

    const std::string path = ratchet_path(m_dir, "s");
    EXPECT_TRUE(load_ratchet(path).empty());  // missing file: empty list
    std::ofstream(path) << "";
    EXPECT_TRUE(load_ratchet(path).empty());  // empty file too
    save_ratchet(path, {"1", "9", "10"});
    EXPECT_EQ(load_ratchet(path), (std::vector<std::string>{"1", "9", "10"}));
    std::ofstream(path) << "1\nfoo\n";
    EXPECT_THROW(load_ratchet(path), std::runtime_error);
}

TEST(CacheStats, SummedWhenOnlyIntegersDiffer) {
    EXPECT_EQ(sum_cache_stats({"hits 3 misses 4", "hits 10 misses 0"}).value_or("-"),
              "hits 13 misses 4");
    EXPECT_EQ(sum_cache_stats({"a 1\nb 2", "a 1\nb 2", "a 1\nb 2"}).value_or("-"), "a 3\nb 6");
    EXPECT_FALSE(sum_cache_stats({"hits 3 misses 4", "hits 3"}).has_value());
    EXPECT_FALSE(sum_cache_stats({"rate 0.5", "rate 0.25"}).has_value());
    EXPECT_EQ(sum_cache_stats({"size 64.00 MB, hits 1", "size 64.00 MB, hits 2"}).value_or("-"),
              "size 64.00 MB, hits 3");
    EXPECT_FALSE(sum_cache_stats({"hits 3", "misses 3"}).has_value());
    EXPECT_FALSE(sum_cache_stats({}).has_value());
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
    EXPECT_EQ(json_string(std::string("a\n\x01\xe9")), "\"a\\n\\u0001\\u00e9\"");
}

}  // namespace
}  // namespace yomi::regress
