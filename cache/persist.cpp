// Saving and loading the reading cache (zlib).
//
// File (gzip stream): a 48-byte header, one 16-byte record per live entry, and
// an 8-byte trailer (record count again and a CRC-32 of everything before it).
//   header: magic "YOMICACH", format version u32, entries per bucket u32,
//           key-scheme fingerprint u64, buckets u64, check bits u32, generation
//           u32, record count u64
//   record: key u64 (recovered from bucket index + check bits), meta u32,
//           age u8 (generations), 3 zero bytes
// A load reads and verifies the whole file before it touches the table, so a
// truncated, corrupt or mismatched file leaves the table as it was.  Records
// are rehashed into the table whatever its size.
#include <zlib.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include <yomi/cache/entry.h>
#include <yomi/cache/table_impl.h>

namespace yomi::cache {

using namespace detail;

namespace {

constexpr char kMagic[8] = {'Y', 'O', 'M', 'I', 'C', 'A', 'C', 'H'};
constexpr uint32_t kFormatVersion = 1;

struct FileHeader {
    char magic[8];
    uint32_t version;
    uint32_t entries_per_bucket;
    uint64_t fingerprint;
    uint64_t buckets;
    uint32_t check_bits;
    uint32_t generation;
    uint64_t records;
};
static_assert(sizeof(FileHeader) == 48);

struct FileRecord {
    uint64_t key;
    uint32_t meta;
    uint8_t age;
    uint8_t zero[3];
};
static_assert(sizeof(FileRecord) == 16);

struct FileTrailer {
    uint64_t records_crc;  // low 32 bits: CRC-32; high 32 bits: record count (mod 2^32)
};

class GzFile {
  public:
    GzFile(const std::string& path, const char* mode) : m_f(gzopen(path.c_str(), mode)) {}
    ~GzFile() { close(); }
    GzFile(const GzFile&) = delete;
    GzFile& operator=(const GzFile&) = delete;
    explicit operator bool() const { return m_f != nullptr; }
    gzFile get() const { return m_f; }
    int close() {
        const int rc = m_f ? gzclose(m_f) : Z_OK;
        m_f = nullptr;
        return rc;
    }

  private:
    gzFile m_f;
};

bool write_all(gzFile f, const void* data, size_t bytes, uLong* crc) {
    const auto* p = static_cast<const Bytef*>(data);
    while (bytes > 0) {
        const auto chunk = static_cast<unsigned>(std::min<size_t>(bytes, 1u << 30));
        if (gzwrite(f, p, chunk) != static_cast<int>(chunk)) return false;
        *crc = crc32(*crc, p, chunk);
        p += chunk;
        bytes -= chunk;
    }
    return true;
}

// Reads exactly bytes; false on a short read or a zlib error.
bool read_all(gzFile f, void* data, size_t bytes, uLong* crc) {
    auto* p = static_cast<Bytef*>(data);
    while (bytes > 0) {
        const auto chunk = static_cast<unsigned>(std::min<size_t>(bytes, 1u << 30));
        const int got = gzread(f, p, chunk);
        if (got != static_cast<int>(chunk)) return false;
        if (crc) *crc = crc32(*crc, p, chunk);
        p += chunk;
        bytes -= chunk;
    }
    return true;
}

bool fail(std::string* error, const std::string& message) {
    if (error) *error = message;
    return false;
}

}  // namespace

bool Table::save(const std::string& path, std::string* error) const {
    const Impl& im = *m_impl;
    const unsigned gen = im.generation.load(std::memory_order_relaxed) & 255u;
    std::vector<FileRecord> records;
    for (uint64_t i = 0; i < im.n; ++i) {
        const Bucket& b = im.buckets[i];
        for (int e = 0; e < kEntriesPerBucket; ++e) {
            if (!(b.meta[e] & 1)) continue;
            FileRecord r{};
            if (!recover_key(i, im.n, tag_check(b.tag[e]), &r.key)) continue;
            r.meta = b.meta[e];
            r.age = static_cast<uint8_t>((gen - tag_generation(b.tag[e])) & 255u);
            records.push_back(r);
        }
    }
    FileHeader h{};
    std::memcpy(h.magic, kMagic, sizeof kMagic);
    h.version = kFormatVersion;
    h.entries_per_bucket = kEntriesPerBucket;
    h.fingerprint = layout_fingerprint() ^ im.schema.key_scheme;
    h.buckets = im.n;
    h.check_bits = kCheckBits;
    h.generation = gen;
    h.records = records.size();

    GzFile f(path, "wb1");
    if (!f) return fail(error, "cannot open cache file '" + path + "' for writing");
    uLong crc = crc32(0, nullptr, 0);
    bool ok = write_all(f.get(), &h, sizeof h, &crc) &&
              write_all(f.get(), records.data(), records.size() * sizeof(FileRecord), &crc);
    const FileTrailer t{(uint64_t{records.size() & 0xFFFFFFFFu} << 32) | (crc & 0xFFFFFFFFu)};
    uLong ignored = 0;
    ok = ok && write_all(f.get(), &t, sizeof t, &ignored);
    if (f.close() != Z_OK) ok = false;
    if (!ok) return fail(error, "error writing cache file '" + path + "'");
    return true;
}

bool Table::load(const std::string& path, std::string* error) {
    Impl& im = *m_impl;
    GzFile f(path, "rb");
    if (!f) return fail(error, "cannot open cache file '" + path + "'");
    const std::string where = "cache file '" + path + "'";
    uLong crc = crc32(0, nullptr, 0);
    FileHeader h{};
    if (!read_all(f.get(), &h, sizeof h, &crc))
        return fail(error, where + " is truncated or not a cache file");
    if (std::memcmp(h.magic, kMagic, sizeof kMagic) != 0)
        return fail(error, where + " is not a yomi cache file");
    if (h.version != kFormatVersion)
        return fail(error, where + " has format version " + std::to_string(h.version) +
                               ", expected " + std::to_string(kFormatVersion));
    if (h.fingerprint != (layout_fingerprint() ^ im.schema.key_scheme))
        return fail(error, where + " was written with another key scheme");
    if (h.entries_per_bucket != kEntriesPerBucket || h.check_bits != kCheckBits)
        return fail(error, where + " has another entry layout");
    if (h.buckets > (uint64_t{1} << 40) || h.records > h.buckets * kEntriesPerBucket)
        return fail(error, where + " has an impossible geometry");
    // Read in chunks, so that a header that lies about the count fails as
    // truncated instead of allocating what it claims.
    std::vector<FileRecord> records;
    constexpr uint64_t kChunk = 1 << 16;
    for (uint64_t done = 0; done < h.records;) {
        const uint64_t want = std::min(kChunk, h.records - done);
        records.resize(done + want);
        if (!read_all(f.get(), records.data() + done, want * sizeof(FileRecord), &crc))
            return fail(error, where + " is truncated");
        done += want;
    }
    FileTrailer t{};
    if (!read_all(f.get(), &t, sizeof t, nullptr)) return fail(error, where + " is truncated");
    char extra = 0;
    int zerr = Z_OK;
    if (gzread(f.get(), &extra, 1) != 0) return fail(error, where + " has trailing data");
    gzerror(f.get(), &zerr);
    if (zerr != Z_OK && zerr != Z_STREAM_END) return fail(error, where + " is corrupt");
    if ((t.records_crc & 0xFFFFFFFFu) != (crc & 0xFFFFFFFFu) ||
        (t.records_crc >> 32) != (h.records & 0xFFFFFFFFu))
        return fail(error, where + " fails its checksum");
    for (const FileRecord& r : records)
        if (!(r.meta & 1) || r.zero[0] || r.zero[1] || r.zero[2])
            return fail(error, where + " has a malformed record");

    // Verified: replace the table's contents.
    clear();
    if (im.n == 0) return true;
    const unsigned gen = im.generation.load(std::memory_order_relaxed) & 255u;
    im.all_dirty.store(true, std::memory_order_relaxed);
    // Oldest first, so that when the new table is smaller the fresher entries win ties.
    std::stable_sort(records.begin(), records.end(),
                     [](const FileRecord& a, const FileRecord& b) { return a.age > b.age; });
    for (const FileRecord& r : records) {
        Bucket& b = im.buckets[bucket_index(r.key, im.n)];
        int evicted = 0;
        im.place(b, r.key, r.meta, (gen - r.age) & 255u, &evicted);
    }
    return true;
}

}  // namespace yomi::cache
