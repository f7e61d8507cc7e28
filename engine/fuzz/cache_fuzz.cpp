// libFuzzer target: load the bytes as a reading-cache file (Table::load_bytes,
// the loader Table::load streams a file through) into tables of three sizes
// (rehashing; one under 256 buckets, where keys are recovered by bucket; no
// table).  A refused file must leave each table's entries as they were; an
// accepted one must save and load again (what the loader accepts, save can
// write back).  Input starting with "YOMICACH" is taken as the uncompressed
// contents instead: the harness writes its trailer's CRC and gzips it, so
// that mutated records pass the checksums and reach the record checks and
// the placement.
//   clang++ -std=c++20 -fsanitize=fuzzer,address,undefined -Iinclude \
//       engine/fuzz/cache_fuzz.cpp cache/*.cpp engine/board/*.cpp -lz
#include <unistd.h>
#include <zlib.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <yomi/cache/reading_cache.h>

namespace {

using yomi::cache::ProbeKind;
using yomi::cache::ProbeResult;
using yomi::cache::Result;
using yomi::cache::Routine;
using yomi::cache::Table;

constexpr uint64_t kKnownKeys[] = {0x0123456789ABCDEFULL, 0xFEDCBA9876543210ULL,
                                   0x8000000000000001ULL, 0x00000000DEADBEEFULL};

void fill(Table& t) {
    int i = 0;
    for (uint64_t k : kKnownKeys) {
        Result r;
        r.code1 = yomi::ReadCode::Win;
        r.move = yomi::Point::at(i, i + 1);
        r.depth = 3 + i;
        t.store(k, static_cast<Routine>(i % yomi::cache::kRoutineSlots), r, 100u << i);
        ++i;
    }
}

// What the table answers for the known keys.
std::vector<int> known_answers(const Table& t) {
    std::vector<int> out;
    int i = 0;
    for (uint64_t k : kKnownKeys) {
        const ProbeResult p = t.probe(k, static_cast<Routine>(i % yomi::cache::kRoutineSlots), 0);
        out.push_back(static_cast<int>(p.kind) * 1000000 + static_cast<int>(p.result.code1) * 1000 +
                      p.result.move.index() * 64 + p.work);
        ++i;
    }
    return out;
}

// data as a cache file: the trailer (last 8 bytes) rewritten to the record
// count (header bytes 40-47) and CRC-32 of what precedes it, then gzipped.
std::string as_cache_file(const uint8_t* data, size_t size) {
    std::string raw(reinterpret_cast<const char*>(data), size);
    if (raw.size() >= 56) {
        const size_t body = raw.size() - 8;
        const uLong crc = crc32(crc32(0, nullptr, 0), reinterpret_cast<const Bytef*>(raw.data()),
                                static_cast<uInt>(body));
        uint64_t records = 0;
        std::memcpy(&records, raw.data() + 40, sizeof records);
        const uint64_t trailer = (records & 0xFFFFFFFFu) << 32 | (crc & 0xFFFFFFFFu);
        std::memcpy(raw.data() + body, &trailer, sizeof trailer);
    }
    z_stream z{};
    if (deflateInit2(&z, 1, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK) return {};
    std::string out(deflateBound(&z, static_cast<uLong>(raw.size())), '\0');
    z.next_in = reinterpret_cast<Bytef*>(raw.data());
    z.avail_in = static_cast<uInt>(raw.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    const int rc = deflate(&z, Z_FINISH);
    out.resize(z.total_out);
    deflateEnd(&z);
    return rc == Z_STREAM_END ? out : std::string();
}

void fail(const char* what, const std::string& error) {
    std::fprintf(stderr, "cache_fuzz: %s: %s\n", what, error.c_str());
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string file;
    if (size >= 8 && std::memcmp(data, "YOMICACH", 8) == 0) {
        file = as_cache_file(data, size);
        data = reinterpret_cast<const uint8_t*>(file.data());
        size = file.size();
    }
    for (double mb : {0.25, 2 * 64.0 / (1024 * 1024), 0.0}) {
        Table table(mb);
        fill(table);
        const std::vector<int> before = known_answers(table);
        std::string error;
        if (!table.load_bytes(data, size, &error)) {
            if (error.empty()) fail("refused without a message", error);
            if (known_answers(table) != before) fail("a refused load changed the table", error);
            return 0;  // the same bytes are refused whatever the table size
        }
        if (mb != 0.25) continue;
        // Accepted: what save writes back must load again.
        char path[] = "/tmp/yomi_cache_fuzz_XXXXXX";
        const int fd = mkstemp(path);
        if (fd < 0) return 0;
        close(fd);
        if (!table.save(path, &error)) fail("save of a loaded table", error);
        Table again(0.25);
        if (!again.load(path, &error)) fail("a saved file is refused", error);
        if (known_answers(again) != known_answers(table)) fail("round trip", "answers differ");
        std::remove(path);
    }
    return 0;
}
