// The cache's GTP commands and its set-up from the command-line options.
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <future>
#include <iterator>
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

// clear_cache clears; a new position (loadsgf) only starts a new generation:
// the keys carry the position, so what was read stays valid.
TEST(GtpCache, ClearCacheClearsNewPositionsKeep) {
    Engine e;
    cache::Table& t = session_cache(e.session());
    t.store(77, cache::Routine{0}, result(3), 100);
    ASSERT_EQ(t.probe(77, cache::Routine{0}, 3).kind, cache::ProbeKind::Hit);
    EXPECT_EQ(run(e, "clear_cache"), "= \n\n");
    EXPECT_EQ(t.probe(77, cache::Routine{0}, 3).kind, cache::ProbeKind::Miss);
    t.store(77, cache::Routine{0}, result(3), 100);
    const unsigned generation = t.stats().generation;
    const std::string sgf = temp("pos.sgf");
    std::ofstream(sgf) << "(;SZ[9];B[cc])";
    EXPECT_EQ(run(e, "loadsgf " + sgf).substr(0, 1), "=");
    EXPECT_EQ(t.probe(77, cache::Routine{0}, 3).kind, cache::ProbeKind::Hit);
    EXPECT_EQ(t.stats().generation, (generation + 1) & 255u);
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

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

// A position where attack E5 reads about 5,500 nodes (answer 0).
constexpr const char* kReadingPosition = "(;SZ[9]AB[dd][ed][cc]AW[de][ee][cd][fd];B[fe])";

// Item 2: loadsgf does not wipe --cache-file, so a second session answers the
// first session's questions from the file.
TEST(GtpCache, ASecondSessionAnswersFromTheCacheFile) {
    const std::string file = temp("sessions.gz"), sgf = temp("sessions.sgf");
    std::remove(file.c_str());
    std::ofstream(sgf) << kReadingPosition;
    Options o;
    o.cache_file = file;
    std::string first, read, cached;
    {
        Engine e(o);
        ASSERT_EQ(setup_cache(e.session()), "");
        EXPECT_EQ(run(e, "loadsgf " + sgf), "= white\n\n");
        first = run(e, "attack E5");
        read = run(e, "get_reading_node_counter");
        run(e, "reset_reading_node_counter");
        EXPECT_EQ(run(e, "attack E5"), first);
        // What an answer from the cache costs (the top level's own moves).
        cached = run(e, "get_reading_node_counter");
        EXPECT_LT(std::stoi(cached.substr(2)) * 100, std::stoi(read.substr(2)));
        EXPECT_EQ(run(e, "loadsgf " + sgf + " 1"), "= black\n\n");  // another position
        ASSERT_EQ(save_cache_file(e.session()), "");
    }
    Engine again(o);
    ASSERT_EQ(setup_cache(again.session()), "");
    EXPECT_EQ(run(again, "loadsgf " + sgf), "= white\n\n");
    run(again, "reset_reading_node_counter");
    EXPECT_EQ(run(again, "attack E5"), first);
    EXPECT_EQ(run(again, "get_reading_node_counter"), cached) << "read again, not from the file";
    const std::string stats = run(again, "cache_stats");
    EXPECT_EQ(stats.find("trusted 0 "), std::string::npos) << stats;
    std::remove(file.c_str());
    std::remove(sgf.c_str());
}

// Item 3: with no table the file is neither read nor written, and a file
// refused at start is kept as it is.
TEST(GtpCache, NoTableOrARefusedFileLeavesTheFileAlone) {
    const std::string file = temp("keep.gz");
    {
        Engine full;
        session_cache(full.session()).store(5, cache::Routine{0}, result(4), 1000);
        ASSERT_EQ(run(full, "save_cache " + file), "= \n\n");
    }
    const std::string saved = slurp(file);
    for (double mb : {0.0, 0.00001}) {
        Options o;
        o.cache_size_mb = mb;
        o.cache_file = file;
        Engine e(o);
        const std::string warning = setup_cache(e.session());
        EXPECT_NE(warning.find("the reading cache is off"), std::string::npos) << warning;
        EXPECT_NE(warning.find("neither read nor written"), std::string::npos) << warning;
        EXPECT_EQ(save_cache_file(e.session()), "");
        EXPECT_EQ(slurp(file), saved) << mb << " MB emptied the file";
        EXPECT_EQ(run(e, "save_cache " + file).substr(0, 1), "?");
        EXPECT_EQ(slurp(file), saved);
    }
    std::ofstream(file) << "not a cache file";
    Options o;
    o.cache_file = file;
    Engine e(o);
    const std::string warning = setup_cache(e.session());
    EXPECT_NE(warning.find("kept as it is"), std::string::npos) << warning;
    e.session().cache->store(9, cache::Routine{6}, result(2), 10);
    EXPECT_EQ(save_cache_file(e.session()), "");
    EXPECT_EQ(slurp(file), "not a cache file") << "a refused file was overwritten at quit";
    std::remove(file.c_str());
}

// Item 8: a FIFO is refused by load_cache, loadsgf and --cache-file, at once.
TEST(GtpCache, AFifoIsRefusedByEveryCommandWithoutBlocking) {
    const std::string fifo = temp("cmd.fifo");
    std::remove(fifo.c_str());
    ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
    Options o;
    o.cache_file = fifo;
    Engine e(o);
    auto answers = std::async(std::launch::async, [&] {
        return setup_cache(e.session()) + "|" + run(e, "load_cache " + fifo) + "|" +
               run(e, "loadsgf " + fifo) + "|" + save_cache_file(e.session());
    });
    if (answers.wait_for(std::chrono::seconds(10)) != std::future_status::ready) {
        for (int i = 0;
             i < 3 && answers.wait_for(std::chrono::seconds(1)) != std::future_status::ready; ++i)
            std::ofstream(fifo) << "";  // unblock the reader before failing
        answers.wait();
        FAIL() << "a command blocked on a FIFO";
    }
    const std::string got = answers.get();
    EXPECT_EQ(got, "cache file '" + fifo +
                       "' is not a regular file; starting with an empty cache; '" + fifo +
                       "' is kept as it is (not written at quit)|? cache file '" + fifo +
                       "' is not a regular file\n\n|? " + fifo +
                       ": cannot open: not a regular file\n\n|");
    std::remove(fifo.c_str());
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
