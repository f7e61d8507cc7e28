// The cache's GTP commands and its set-up from the command-line options.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>

#include <yomi/cache/reading_cache.h>
#include <yomi/engine/gtp/cache_commands.h>
#include <yomi/engine/gtp/gtp.h>

namespace yomi::gtp {
namespace {

std::string run(Engine& e, const std::string& line) {
    return e.execute(line);
}

std::string temp(const char* name) {
    return testing::TempDir() + "/yomi_gtp_cache_" + name;
}

cache::Result result(int depth) {
    cache::Result r;
    r.depth = depth;
    r.code1 = ReadCode::Win;
    r.move = Point::at(2, 2);
    return r;
}

TEST(GtpCache, StatsShowTheDefaultTable) {
    Engine e;
    const std::string out = run(e, "cache_stats");
    EXPECT_EQ(out.rfind("= size 8.00 MB", 0), 0u) << out;
    EXPECT_NE(out.find("total"), std::string::npos);
    EXPECT_EQ(run(e, "cache_stats now"), "? too many arguments\n\n");
}

TEST(GtpCache, ClearCacheAndNewPositionsClear) {
    Engine e;
    cache::Table& t = session_cache(e.session());
    t.store(77, cache::Routine{0}, result(3), 100);
    ASSERT_EQ(t.probe(77, cache::Routine{0}, 3).kind, cache::ProbeKind::Hit);
    EXPECT_EQ(run(e, "clear_cache"), "= \n\n");
    EXPECT_EQ(t.probe(77, cache::Routine{0}, 3).kind, cache::ProbeKind::Miss);
    t.store(77, cache::Routine{0}, result(3), 100);
    const std::string sgf = temp("pos.sgf");
    std::ofstream(sgf) << "(;SZ[9];B[cc])";
    EXPECT_EQ(run(e, "loadsgf " + sgf).substr(0, 1), "=");
    EXPECT_EQ(t.probe(77, cache::Routine{0}, 3).kind, cache::ProbeKind::Miss);
    std::remove(sgf.c_str());
}

TEST(GtpCache, SaveAndLoad) {
    Engine a;
    session_cache(a.session()).store(5, cache::Routine{3}, result(4), 1000);
    const std::string file = temp("save.gz");
    EXPECT_EQ(run(a, "save_cache " + file), "= \n\n");
    Engine b;
    EXPECT_EQ(run(b, "load_cache " + file), "= \n\n");
    EXPECT_EQ(session_cache(b.session()).probe(5, cache::Routine{3}, 4).kind,
              cache::ProbeKind::Hit);
    EXPECT_EQ(run(b, "load_cache /nonexistent/x.gz").substr(0, 1), "?");
    EXPECT_EQ(run(b, "load_cache"), "? expected 1 argument\n\n");
    EXPECT_EQ(session_cache(b.session()).probe(5, cache::Routine{3}, 4).kind,
              cache::ProbeKind::Hit)
        << "a refused file leaves the table";
    std::remove(file.c_str());
}

TEST(GtpCache, OptionsSizeFileAndSaveAtQuit) {
    const std::string file = temp("quit.gz");
    std::remove(file.c_str());
    Options o;
    o.cache_size_mb = 0.5;
    o.cache_file = file;
    {
        Engine e(o);
        EXPECT_EQ(setup_cache(e.session()), "") << "a missing file is not an error";
        EXPECT_EQ(e.session().cache->stats().buckets, 8192u);
        e.session().cache->store(9, cache::Routine{6}, result(2), 10);
        EXPECT_EQ(save_cache_file(e.session()), "");
    }
    Engine again(o);
    EXPECT_EQ(setup_cache(again.session()), "");
    EXPECT_EQ(again.session().cache->probe(9, cache::Routine{6}, 2).kind,
              cache::ProbeKind::Hit);
    std::ofstream(file) << "garbage";
    Engine bad(o);
    EXPECT_NE(setup_cache(bad.session()).find("starting with an empty cache"), std::string::npos);
    std::remove(file.c_str());
    Options none;
    none.cache_size_mb = 0;
    Engine zero(none);
    EXPECT_EQ(setup_cache(zero.session()), "");
    EXPECT_EQ(run(zero, "cache_stats").rfind("= size 0.00 MB", 0), 0u);
}

TEST(GtpCache, FileAccessCanBeDisabled) {
    Options o;
    o.allow_file_access = false;
    Engine e(o);
    EXPECT_EQ(run(e, "save_cache /tmp/x.gz"), "? file access is disabled\n\n");
    EXPECT_EQ(run(e, "load_cache /tmp/x.gz"), "? file access is disabled\n\n");
}

}  // namespace
}  // namespace yomi::gtp
