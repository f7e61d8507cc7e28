// Tests that a cache file is never lost and a bad one never loaded: atomic
// saves, range-checked records, headers checked against the file's size,
// loads that stream, clears after a small load, FIFOs refused.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <future>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include <yomi/cache/reading_cache.h>

namespace yomi::cache {
namespace {

std::string temp(const char* name) {
    return testing::TempDir() + "/yomi_safety_" + name;
}

// The routines the tables below store: 0-8, the ones named_schema() names (a
// table with a schema refuses files with other routines).
constexpr int kNamedRoutines = 9;
Schema named_schema() {
    static const char* const kNames[kNamedRoutines] = {"r0", "r1", "r2", "r3", "r4",
                                                       "r5", "r6", "r7", "r8"};
    Schema s;
    for (int i = 0; i < kNamedRoutines; ++i) s.names[i] = kNames[i];
    s.key_scheme = 0x5EED;
    return s;
}

// Stores count results with valid fields (moves on the board or pass).
std::vector<uint64_t> fill(Table& t, int count, uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<uint64_t> keys;
    for (int i = 0; i < count; ++i) {
        const uint64_t k = rng();
        Result r;
        r.code1 = static_cast<ReadCode>(k % 4);
        const int point = static_cast<int>((k >> 8) % 362);
        r.move = point == 361 ? Point::pass() : Point::at(point / 19, point % 19);
        r.depth = static_cast<int>((k >> 20) % 20);
        r.proven = (k >> 30) & 1;
        t.store(k, static_cast<Routine>((k >> 40) % kNamedRoutines), r, (k >> 44) % 100000);
        keys.push_back(k);
    }
    return keys;
}

std::vector<std::string> answers(const Table& t, const std::vector<uint64_t>& keys) {
    std::vector<std::string> out;
    for (uint64_t k : keys) {
        const ProbeResult p = t.probe(k, static_cast<Routine>((k >> 40) % kNamedRoutines), 5);
        out.push_back(std::to_string(static_cast<int>(p.kind)) + "/" +
                      std::to_string(static_cast<int>(p.result.code1)) + "/" +
                      std::to_string(p.result.move.index()) + "/" + std::to_string(p.work));
    }
    return out;
}

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

std::string decompress(const std::string& path) {
    gzFile in = gzopen(path.c_str(), "rb");
    std::string data;
    if (!in) return data;
    char buf[65536];
    int got;
    while ((got = gzread(in, buf, sizeof buf)) > 0) data.append(buf, static_cast<size_t>(got));
    gzclose(in);
    return data;
}

void compress(const std::string& path, const std::string& data, const char* mode = "wb") {
    gzFile out = gzopen(path.c_str(), mode);
    ASSERT_NE(out, nullptr);
    for (size_t at = 0; at < data.size(); at += 1 << 20) {
        const auto n = static_cast<unsigned>(std::min<size_t>(1 << 20, data.size() - at));
        ASSERT_EQ(gzwrite(out, data.data() + at, n), static_cast<int>(n));
    }
    ASSERT_EQ(gzclose(out), Z_OK);
}

template <class T>
T get(const std::string& data, size_t at) {
    T v;
    std::memcpy(&v, data.data() + at, sizeof v);
    return v;
}

template <class T>
void put(std::string& data, size_t at, T v) {
    std::memcpy(data.data() + at, &v, sizeof v);
}

// Rewrites the trailer (record count, CRC-32) so that an edited file passes
// its checksum: the edits below are refused for what they are, not for a
// bad checksum.
void fix_trailer(std::string& data) {
    const size_t body = data.size() - 8;
    const uLong crc = crc32(crc32(0, nullptr, 0), reinterpret_cast<const Bytef*>(data.data()),
                            static_cast<uInt>(body));
    const uint64_t records = get<uint64_t>(data, 40);
    put<uint64_t>(data, body, (records & 0xFFFFFFFFu) << 32 | (crc & 0xFFFFFFFFu));
}

constexpr size_t kHeader = 48, kRecord = 16;

long status_kb(const char* field) {
    std::ifstream in("/proc/self/status");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind(field, 0) == 0) return std::stol(line.substr(std::strlen(field)));
    return -1;
}

long resident_kb() {
    std::ifstream in("/proc/self/statm");
    long size = 0, resident = 0;
    in >> size >> resident;
    return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

// Item 1: a save that fails half-way leaves the old file as it was.
TEST(CacheFileSafety, ASaveThatFailsHalfWayLeavesTheOldFile) {
    const std::string path = temp("halfway.gz");
    Table small(1);
    const auto keys = fill(small, 2000, 1);
    std::string error;
    ASSERT_TRUE(small.save(path, &error)) << error;
    const std::string before = slurp(path);
    ASSERT_LT(before.size(), 100000u);

    Table big(4);
    fill(big, 150000, 2);  // a file of a few MB
    rlimit old{};
    ASSERT_EQ(getrlimit(RLIMIT_FSIZE, &old), 0);
    rlimit low = old;
    low.rlim_cur = 256 * 1024;  // the save dies at 256 KB
    void (*old_handler)(int) = signal(SIGXFSZ, SIG_IGN);
    ASSERT_EQ(setrlimit(RLIMIT_FSIZE, &low), 0);
    const bool saved = big.save(path, &error);
    setrlimit(RLIMIT_FSIZE, &old);
    signal(SIGXFSZ, old_handler);
    EXPECT_FALSE(saved);
    EXPECT_NE(error.find("unchanged"), std::string::npos) << error;
    EXPECT_TRUE(slurp(path) == before) << "the old file was overwritten";
    Table again(1);
    ASSERT_TRUE(again.load(path, &error)) << error;
    EXPECT_EQ(answers(again, keys), answers(small, keys));
    for (const auto& entry : std::filesystem::directory_iterator(testing::TempDir()))
        EXPECT_EQ(entry.path().filename().string().find("yomi_safety_halfway.gz.tmp"),
                  std::string::npos)
            << "temporary file left: " << entry.path();
    // And a save that succeeds replaces the file whole.
    ASSERT_TRUE(big.save(path, &error)) << error;
    EXPECT_TRUE(again.load(path, &error)) << error;
    std::remove(path.c_str());
}

TEST(CacheFileSafety, SavesOnlyOverRegularFilesAndThroughLinks) {
    Table t(1);
    fill(t, 100, 3);
    std::string error;
    EXPECT_FALSE(t.save(testing::TempDir(), &error));
    EXPECT_NE(error.find("not a regular file"), std::string::npos) << error;
    const std::string fifo = temp("save.fifo");
    std::remove(fifo.c_str());
    ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
    EXPECT_FALSE(t.save(fifo, &error));
    EXPECT_NE(error.find("not a regular file"), std::string::npos) << error;
    std::remove(fifo.c_str());

    const std::string file = temp("target.gz"), link = temp("link.gz");
    std::remove(link.c_str());
    std::ofstream(file) << "old";
    chmod(file.c_str(), 0640);
    ASSERT_EQ(symlink(file.c_str(), link.c_str()), 0);
    ASSERT_TRUE(t.save(link, &error)) << error;
    struct stat st {};
    ASSERT_EQ(lstat(link.c_str(), &st), 0);
    EXPECT_TRUE(S_ISLNK(st.st_mode)) << "the link stays a link";
    ASSERT_EQ(stat(file.c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0640u) << "the file keeps its permissions";
    Table back(1);
    EXPECT_TRUE(back.load(file, &error)) << error;
    std::remove(link.c_str());
    std::remove(file.c_str());

    Table none(0);
    EXPECT_FALSE(none.save(file, &error));
    EXPECT_NE(error.find("off"), std::string::npos) << error;
    EXPECT_FALSE(std::filesystem::exists(file)) << "no table: no file";
}

// Item 5: every field of every record is checked; a refused file leaves the
// table as it was.
class CacheFileRecords : public testing::Test {
  protected:
    void SetUp() override {
        Table source(0.25, Tuning{}, named_schema());  // 4096 buckets
        fill(source, 3000, 4);
        std::string error;
        ASSERT_TRUE(source.save(good, &error)) << error;
        data = decompress(good);
        records = (data.size() - kHeader - 8) / kRecord;
        ASSERT_GT(records, 100u);
        keys = fill(table, 500, 5);
        before = answers(table, keys);
    }
    void TearDown() override {
        std::remove(good.c_str());
        std::remove(bad.c_str());
    }
    // Loads data after edit (trailer fixed): refused with what, table unchanged.
    void expect_refused(const std::function<void(std::string&)>& edit, const std::string& what) {
        std::string copy = data;
        edit(copy);
        fix_trailer(copy);
        compress(bad, copy);
        std::string error;
        EXPECT_FALSE(table.load(bad, &error)) << "accepted: " << what;
        EXPECT_NE(error.find(what), std::string::npos) << error;
        EXPECT_EQ(answers(table, keys), before);
    }
    size_t meta_at(size_t record) const { return kHeader + record * kRecord + 8; }
    void set_meta_bits(std::string& d, size_t record, int shift, uint32_t mask, uint32_t value) {
        uint32_t meta = get<uint32_t>(d, meta_at(record));
        meta = (meta & ~(mask << shift)) | value << shift;
        put(d, meta_at(record), meta);
    }
    Table table{1, Tuning{}, named_schema()};
    std::vector<uint64_t> keys;
    std::vector<std::string> before;
    std::string good = temp("records_good.gz"), bad = temp("records_bad.gz");
    std::string data;
    size_t records = 0;
};

TEST_F(CacheFileRecords, TheUneditedFileLoads) {
    std::string copy = data;
    fix_trailer(copy);
    EXPECT_EQ(copy, data);
    std::string error;
    EXPECT_TRUE(table.load(good, &error)) << error;
}

TEST_F(CacheFileRecords, MovesOffTheBoardAreRefused) {
    for (uint32_t move : {420u, 450u, 511u, 5u, 20u, 40u})
        expect_refused([&](std::string& d) { set_meta_bits(d, 7, 9, 511, move); },
                       "move " + std::to_string(move) + " is not a point");
}

TEST_F(CacheFileRecords, UnknownRoutinesAndUnusedBitsAreRefused) {
    expect_refused([&](std::string& d) { set_meta_bits(d, 3, 1, 15, 11); }, "routine 11");
    expect_refused([&](std::string& d) { set_meta_bits(d, 3, 1, 15, 15); }, "routine 15");
    expect_refused([&](std::string& d) { set_meta_bits(d, 3, 31, 1, 1); }, "unused bits");
    expect_refused([&](std::string& d) { set_meta_bits(d, 3, 0, 1, 0); }, "unused bits");
    expect_refused([&](std::string& d) { d[kHeader + 3 * kRecord + 14] = 1; }, "unused bits");
}

TEST_F(CacheFileRecords, KeysOutOfBucketOrderOrRepeatedAreRefused) {
    // Swap the first and the last record: out of bucket order.
    expect_refused(
        [&](std::string& d) {
            std::string first = d.substr(kHeader, kRecord);
            d.replace(kHeader, kRecord, d.substr(kHeader + (records - 1) * kRecord, kRecord));
            d.replace(kHeader + (records - 1) * kRecord, kRecord, first);
        },
        "out of bucket order");
    // The same record twice.
    expect_refused(
        [&](std::string& d) { d.replace(kHeader + kRecord, kRecord, d.substr(kHeader, kRecord)); },
        "the same key twice");
    // Six records in one bucket (the first record's key, check bits varied).
    expect_refused(
        [&](std::string& d) {
            const uint64_t key = get<uint64_t>(d, kHeader);
            for (size_t i = 1; i < 6; ++i) {
                d.replace(kHeader + i * kRecord, kRecord, d.substr(kHeader, kRecord));
                put<uint64_t>(d, kHeader + i * kRecord, key + i);
            }
        },
        "too many records in one bucket");
}

TEST_F(CacheFileRecords, AnImpossibleGenerationIsRefused) {
    expect_refused([&](std::string& d) { put<uint32_t>(d, 36, 256); }, "impossible geometry");
}

// Item 4: the header is checked against the file's size, and the records
// are checked as they stream in, so a small file can't make a load allocate
// what it claims.
TEST_F(CacheFileRecords, AHeaderClaimingMoreThanTheFileHoldsIsRefused) {
    std::string header = data.substr(0, kHeader);
    put<uint64_t>(header, 24, uint64_t{1} << 30);  // 2^30 buckets (64 GB)
    put<uint64_t>(header, 40, uint64_t{1} << 32);  // 2^32 records (64 GB of records)
    compress(bad, header + std::string(kRecord * 1000, '\0'));
    std::string error;
    EXPECT_FALSE(table.load(bad, &error));
    EXPECT_NE(error.find("bytes can hold"), std::string::npos) << error;
    put<uint64_t>(header, 24, uint64_t{1} << 40);  // more than a 1 TB table
    compress(bad, header);
    EXPECT_FALSE(table.load(bad, &error));
    EXPECT_NE(error.find("impossible geometry"), std::string::npos) << error;
    EXPECT_EQ(answers(table, keys), before);
}

TEST_F(CacheFileRecords, ALoadStopsAtTheFirstBadRecordWithoutHoldingTheRest) {
    // 64 MB of zero records after a header that claims them: ~64 KB compressed.
    std::string header = data.substr(0, kHeader);
    const uint64_t claimed = uint64_t{1} << 22;
    put<uint64_t>(header, 24, claimed);
    put<uint64_t>(header, 40, claimed);
    compress(bad, header + std::string(claimed * kRecord, '\0'), "wb9");
    ASSERT_LT(std::filesystem::file_size(bad), 1u << 20);
    std::ofstream("/proc/self/clear_refs") << "5";  // resets VmHWM to the current RSS
    const long start = status_kb("VmHWM:");
    std::string error;
    EXPECT_FALSE(table.load(bad, &error));
    EXPECT_NE(error.find("(record 0: unused bits set)"), std::string::npos) << error;
    const long peak = status_kb("VmHWM:");
    if (start > 0 && peak > 0) {
        EXPECT_LT(peak - start, 16 * 1024) << "the load held " << (peak - start) << " kB";
    }
    EXPECT_EQ(answers(table, keys), before);
}

// Item 7: a clear after a small load zeroes only what the load wrote.
TEST(CacheFileSafety, AClearAfterASmallLoadTouchesOnlyWhatTheLoadWrote) {
    Table small(1);
    const auto keys = fill(small, 20, 6);
    const std::string path = temp("small.gz");
    std::string error;
    ASSERT_TRUE(small.save(path, &error)) << error;
    Table big(512);  // mapped lazily: pages become resident when touched
    ASSERT_TRUE(big.load(path, &error)) << error;
    EXPECT_EQ(answers(big, keys), answers(small, keys));
    const long before = resident_kb();
    big.clear();
    const long growth = resident_kb() - before;
    EXPECT_LT(growth, 64 * 1024) << "clear touched " << growth << " kB of a 512 MB table";
    for (const std::string& a : answers(big, keys)) EXPECT_EQ(a[0], '0') << "not cleared";
    std::remove(path.c_str());
}

// Item 8: loading a FIFO is refused at once (it would wait for a writer).
TEST(CacheFileSafety, AFifoIsRefusedWithoutBlocking) {
    const std::string fifo = temp("load.fifo");
    std::remove(fifo.c_str());
    ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
    Table t(1);
    std::string error;
    auto loaded = std::async(std::launch::async, [&] { return t.load(fifo, &error); });
    if (loaded.wait_for(std::chrono::seconds(10)) != std::future_status::ready) {
        // Unblock the loader (open for writing, close) before failing.
        std::ofstream(fifo) << "";
        loaded.wait();
        FAIL() << "load of a FIFO blocked";
    }
    EXPECT_FALSE(loaded.get());
    EXPECT_NE(error.find("not a regular file"), std::string::npos) << error;
    std::remove(fifo.c_str());
}

// The loader's entry point for bytes in memory reads what load reads.
TEST(CacheFileSafety, LoadBytesReadsWhatLoadReads) {
    Table a(1);
    const auto keys = fill(a, 3000, 7);
    const std::string path = temp("bytes.gz");
    std::string error;
    ASSERT_TRUE(a.save(path, &error)) << error;
    const std::string bytes = slurp(path);
    Table b(1);
    ASSERT_TRUE(b.load_bytes(bytes.data(), bytes.size(), &error)) << error;
    EXPECT_EQ(answers(b, keys), answers(a, keys));
    EXPECT_FALSE(b.load_bytes(bytes.data(), bytes.size() / 2, &error));
    EXPECT_NE(error.find("truncated"), std::string::npos) << error;
    const std::string twice = bytes + bytes;
    EXPECT_FALSE(b.load_bytes(twice.data(), twice.size(), &error));
    EXPECT_NE(error.find("trailing data"), std::string::npos) << error;
    EXPECT_EQ(answers(b, keys), answers(a, keys));
    std::remove(path.c_str());
}

}  // namespace
}  // namespace yomi::cache
