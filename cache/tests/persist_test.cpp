// Tests of saving and loading the reading cache.
#include <gtest/gtest.h>
#include <zlib.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include <yomi/cache/reading_cache.h>

namespace yomi::cache {
namespace {

std::string temp(const char* name) {
    return testing::TempDir() + "/yomi_cache_" + name;
}

std::vector<uint64_t> fill(Table& t, int count, uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<uint64_t> keys;
    for (int i = 0; i < count; ++i) {
        const uint64_t k = rng();
        Result r;
        r.code1 = static_cast<ReadCode>(k % 4);
        r.code2 = static_cast<ReadCode>((k >> 2) % 4);
        const int point = static_cast<int>((k >> 8) % 362);  // 361 points and pass
        r.move = point == 361 ? Point::pass() : Point::at(point / 19, point % 19);
        r.depth = static_cast<int>((k >> 20) % 20);
        r.proven = (k >> 30) & 1;
        t.store(k, static_cast<Routine>((k >> 40) % 11), r, (k >> 44) % 100000);
        keys.push_back(k);
        if (i % 1000 == 999) t.new_generation();
    }
    return keys;
}

// Every answer the table gives for keys, at two requested depths.
std::vector<std::string> answers(const Table& t, const std::vector<uint64_t>& keys) {
    std::vector<std::string> out;
    for (uint64_t k : keys)
        for (int depth : {0, 10}) {
            const ProbeResult p = t.probe(k, static_cast<Routine>((k >> 40) % 11), depth);
            out.push_back(std::to_string(static_cast<int>(p.kind)) + "/" +
                          std::to_string(static_cast<int>(p.result.code1)) +
                          std::to_string(static_cast<int>(p.result.code2)) + "/" +
                          std::to_string(p.result.move.index()) + "/" +
                          std::to_string(p.result.depth) + std::to_string(p.result.proven) + "/" +
                          std::to_string(p.work));
        }
    return out;
}

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

void spit(const std::string& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary);
    out << bytes;
}

TEST(CachePersist, RoundTripAnswersEveryLookupTheSame) {
    Table a(1);
    const auto keys = fill(a, 60000, 1);  // more than fit: evictions happened
    const auto before = answers(a, keys);
    const std::string path = temp("roundtrip.gz");
    std::string error;
    ASSERT_TRUE(a.save(path, &error)) << error;
    Table b(1);
    ASSERT_TRUE(b.load(path, &error)) << error;
    EXPECT_EQ(answers(b, keys), before);
    EXPECT_EQ(answers(a, keys), before) << "saving doesn't change the table";
    b.clear();
    for (uint64_t k : keys) ASSERT_EQ(b.probe(k, Routine{0}, 0).kind, ProbeKind::Miss);
    std::remove(path.c_str());
}

// The cache_fuzz target's seeds (engine/fuzz/seeds/cache_fuzz) are files of a
// table without a schema, as the target's tables are: they must keep loading,
// or the fuzzer never gets past the header (regenerate them when the layout
// or the fingerprint changes).
TEST(CachePersist, TheFuzzSeedsStillLoad) {
    const char* top = std::getenv("top_srcdir");
    if (!top) GTEST_SKIP() << "top_srcdir not set (run through make check)";
    const std::string dir = std::string(top) + "/engine/fuzz/seeds/cache_fuzz/";
    for (const char* name : {"four_records.gz", "four_records_stored.gz", "no_records.gz"}) {
        Table t(0.25);
        std::string error;
        EXPECT_TRUE(t.load(dir + name, &error)) << name << ": " << error;
    }
}

TEST(CachePersist, AFileOfAnotherSizeIsRehashed) {
    Table a(1);
    const auto keys = fill(a, 30000, 2);
    const auto before = answers(a, keys);
    const std::string path = temp("rehash.gz");
    std::string error;
    ASSERT_TRUE(a.save(path, &error)) << error;
    Table big(7.7);
    ASSERT_TRUE(big.load(path, &error)) << error;
    EXPECT_EQ(answers(big, keys), before) << "a bigger table holds everything";
    Table small(0.25);
    ASSERT_TRUE(small.load(path, &error)) << error;
    const auto after = answers(small, keys);
    int kept = 0;
    for (size_t i = 0; i < after.size(); ++i) {
        if (after[i][0] == '0') continue;  // a miss: the small table had no room
        EXPECT_EQ(after[i], before[i]);
        ++kept;
    }
    EXPECT_GT(kept, 15000);
    Table none(0);
    EXPECT_TRUE(none.load(path, &error)) << error;
    std::remove(path.c_str());
}

class CachePersistRefusal : public testing::Test {
  protected:
    void SetUp() override {
        keys = fill(table, 5000, 3);
        before = answers(table, keys);
        Table other(1);
        fill(other, 3000, 4);
        std::string error;
        ASSERT_TRUE(other.save(good, &error)) << error;
    }
    void TearDown() override {
        std::remove(good.c_str());
        std::remove(bad.c_str());
    }
    // The load fails with a message containing what, and leaves the table as it was.
    void expect_refused(const std::string& what) {
        std::string error;
        EXPECT_FALSE(table.load(bad, &error));
        EXPECT_NE(error.find(what), std::string::npos) << error;
        EXPECT_EQ(answers(table, keys), before);
    }
    Table table{1};
    std::vector<uint64_t> keys;
    std::vector<std::string> before;
    std::string good = temp("good.gz"), bad = temp("bad.gz");
};

TEST_F(CachePersistRefusal, MissingFile) {
    expect_refused("cannot open");
}

TEST_F(CachePersistRefusal, Truncated) {
    const std::string bytes = slurp(good);
    spit(bad, bytes.substr(0, bytes.size() / 2));
    expect_refused("truncated");
    spit(bad, bytes.substr(0, 20));
    expect_refused("");
}

TEST_F(CachePersistRefusal, Corrupt) {
    std::string bytes = slurp(good);
    bytes[bytes.size() / 2] ^= 0x5A;
    bytes[bytes.size() / 2 + 1] ^= 0x33;
    spit(bad, bytes);
    expect_refused("");
}

TEST_F(CachePersistRefusal, NotACacheFile) {
    spit(bad, "this is not a cache file at all, just some text\n");
    expect_refused("");
}

// Rewrites the uncompressed file with one byte changed (still valid gzip).
void patch_uncompressed(const std::string& from, const std::string& to, size_t offset, char x) {
    gzFile in = gzopen(from.c_str(), "rb");
    ASSERT_NE(in, nullptr);
    std::string data;
    char buf[65536];
    int got;
    while ((got = gzread(in, buf, sizeof buf)) > 0) data.append(buf, static_cast<size_t>(got));
    gzclose(in);
    ASSERT_GT(data.size(), offset);
    data[offset] ^= x;
    gzFile out = gzopen(to.c_str(), "wb");
    ASSERT_NE(out, nullptr);
    gzwrite(out, data.data(), static_cast<unsigned>(data.size()));
    gzclose(out);
}

TEST_F(CachePersistRefusal, MismatchedKeyScheme) {
    patch_uncompressed(good, bad, 16, 1);  // the fingerprint
    expect_refused("key scheme");
}

TEST_F(CachePersistRefusal, ARecordCountThatLies) {
    patch_uncompressed(good, bad, 46, 0x40);  // 2^54 more records: impossible geometry
    expect_refused("");
    patch_uncompressed(good, bad, 42, 0x01);  // 2^16 more records than there are
    expect_refused("truncated");
}

TEST_F(CachePersistRefusal, MismatchedVersion) {
    patch_uncompressed(good, bad, 8, 7);
    expect_refused("version");
}

TEST_F(CachePersistRefusal, BadChecksum) {
    patch_uncompressed(good, bad, 48 + 16 * 10 + 2, 1);  // a record's meta byte
    expect_refused("checksum");
}

TEST_F(CachePersistRefusal, TrailingData) {
    gzFile in = gzopen(good.c_str(), "rb");
    std::string data;
    char buf[65536];
    int got;
    while ((got = gzread(in, buf, sizeof buf)) > 0) data.append(buf, static_cast<size_t>(got));
    gzclose(in);
    data += "junk";
    gzFile out = gzopen(bad.c_str(), "wb");
    gzwrite(out, data.data(), static_cast<unsigned>(data.size()));
    gzclose(out);
    expect_refused("trailing");
}

TEST(CachePersistWrite, UnwritablePathIsAnError) {
    Table t(1);
    std::string error;
    EXPECT_FALSE(t.save("/nonexistent/dir/cache.gz", &error));
    EXPECT_NE(error.find("cannot create"), std::string::npos) << error;
}

}  // namespace
}  // namespace yomi::cache
