// Saving and loading the reading cache (zlib).
//
// File (gzip stream): a 48-byte header, one 16-byte record per live entry, and
// an 8-byte trailer (record count again and a CRC-32 of everything before it).
//   header: magic "YOMICACH", format version u32, entries per bucket u32,
//           key-scheme fingerprint u64, buckets u64, check bits u32, generation
//           u32, record count u64
//   record: key u64 (recovered from bucket index + check bits), meta u32,
//           age u8 (generations), 3 zero bytes; in bucket order, at most
//           entries-per-bucket records per bucket, distinct check bits
// Save writes a temporary file beside the target and renames it over it.
// Load streams the file in chunks and checks the header against the file's
// size and every record as it arrives; only a file verified to its end (our
// CRC, gzip's CRC, no trailing data) reaches the table.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include <yomi/cache/entry.h>
#include <yomi/cache/table_impl.h>

namespace yomi::cache {

using namespace detail;

namespace {

constexpr char kMagic[8] = {'Y', 'O', 'M', 'I', 'C', 'A', 'C', 'H'};
constexpr uint32_t kFormatVersion = 1;
// The largest table a file may describe: 1 TB (Table's own limit).
constexpr uint64_t kMaxFileBuckets = (uint64_t{1} << 40) / sizeof(Bucket);
// deflate expands at most 1032-fold (258 bytes from 2 bits).
constexpr uint64_t kMaxDeflateRatio = 1032;
constexpr size_t kChunkRecords = 4096;

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

struct FileTrailer {
    uint64_t records_crc;  // low 32 bits: CRC-32; high 32 bits: record count (mod 2^32)
};

bool fail(std::string* error, const std::string& message) {
    if (error) *error = message;
    return false;
}

std::string errno_text(int err) {
    return std::strerror(err);
}

// ---- Reading ----------------------------------------------------------------

// Compressed bytes: a file descriptor or a buffer.
class Source {
  public:
    virtual ~Source() = default;
    // Up to size bytes into buf: how many, 0 at the end, -1 on a read error.
    virtual long read(unsigned char* buf, size_t size) = 0;
};

class FdSource final : public Source {
  public:
    explicit FdSource(int fd) : m_fd(fd) {}
    long read(unsigned char* buf, size_t size) override {
        while (true) {
            const ssize_t got = ::read(m_fd, buf, size);
            if (got < 0 && errno == EINTR) continue;
            return static_cast<long>(got);
        }
    }

  private:
    int m_fd;
};

class MemorySource final : public Source {
  public:
    MemorySource(const void* data, size_t size)
        : m_p(static_cast<const unsigned char*>(data)), m_left(size) {}
    long read(unsigned char* buf, size_t size) override {
        const size_t n = std::min({size, m_left, size_t{1} << 20});
        if (n) std::memcpy(buf, m_p, n);
        m_p += n;
        m_left -= n;
        return static_cast<long>(n);
    }

  private:
    const unsigned char* m_p;
    size_t m_left;
};

enum class ReadStatus { Ok, Truncated, Corrupt, IoError, Trailing };

// One gzip member decompressed from a Source.
class Inflater {
  public:
    explicit Inflater(Source& source) : m_source(source) {
        m_ok = inflateInit2(&m_z, 16 + MAX_WBITS) == Z_OK;  // gzip wrapper only
    }
    ~Inflater() {
        if (m_ok) inflateEnd(&m_z);
    }
    Inflater(const Inflater&) = delete;
    Inflater& operator=(const Inflater&) = delete;

    // Exactly size bytes of the decompressed stream.
    ReadStatus read(void* out, size_t size) {
        if (!m_ok) return ReadStatus::Corrupt;
        m_z.next_out = static_cast<Bytef*>(out);
        while (size > 0) {
            const auto chunk = static_cast<uInt>(std::min<size_t>(size, UINT_MAX));
            m_z.avail_out = chunk;
            while (m_z.avail_out > 0) {
                if (m_ended) return ReadStatus::Truncated;
                if (m_z.avail_in == 0 && !m_source_ended) {
                    const long got = m_source.read(m_in, sizeof m_in);
                    if (got < 0) return ReadStatus::IoError;
                    if (got == 0) m_source_ended = true;
                    m_z.next_in = m_in;
                    m_z.avail_in = static_cast<uInt>(got);
                }
                const int rc = inflate(&m_z, Z_NO_FLUSH);
                if (rc == Z_STREAM_END) {
                    m_ended = true;
                } else if (rc == Z_BUF_ERROR) {
                    if (m_z.avail_in == 0 && m_source_ended) return ReadStatus::Truncated;
                } else if (rc != Z_OK) {
                    return ReadStatus::Corrupt;
                }
            }
            size -= chunk;
        }
        return ReadStatus::Ok;
    }

    // After the last read: the gzip member ends here (its CRC and length
    // checked by zlib) and nothing follows it.
    ReadStatus finish() {
        unsigned char extra = 0;
        if (!m_ended) {
            const ReadStatus s = read(&extra, 1);
            if (s == ReadStatus::Ok) return ReadStatus::Trailing;
            if (s != ReadStatus::Truncated || !m_ended) return s;
        }
        if (m_z.avail_in > 0) return ReadStatus::Trailing;
        if (m_source_ended) return ReadStatus::Ok;
        const long got = m_source.read(m_in, sizeof m_in);
        if (got < 0) return ReadStatus::IoError;
        return got > 0 ? ReadStatus::Trailing : ReadStatus::Ok;
    }

  private:
    Source& m_source;
    z_stream m_z{};
    bool m_ok = false;
    bool m_ended = false;
    bool m_source_ended = false;
    unsigned char m_in[1 << 16];
};

std::string status_text(ReadStatus s) {
    switch (s) {
        case ReadStatus::Ok:
            return "is fine";
        case ReadStatus::Truncated:
            return "is truncated";
        case ReadStatus::Corrupt:
            return "is corrupt (not a valid gzip stream)";
        case ReadStatus::IoError:
            return "cannot be read: " + errno_text(errno);
        case ReadStatus::Trailing:
            return "has trailing data";
    }
    return "is unreadable";
}

bool check_header(const FileHeader& h, uint64_t file_bytes, uint64_t fingerprint,
                  const std::string& where, std::string* error) {
    if (std::memcmp(h.magic, kMagic, sizeof kMagic) != 0)
        return fail(error, where + " is not a yomi cache file");
    if (h.version != kFormatVersion)
        return fail(error, where + " has format version " + std::to_string(h.version) +
                               ", expected " + std::to_string(kFormatVersion));
    if (h.fingerprint != fingerprint)
        return fail(error, where + " was written with another key scheme");
    if (h.entries_per_bucket != kEntriesPerBucket || h.check_bits != kCheckBits)
        return fail(error, where + " has another entry layout");
    if (h.buckets > kMaxFileBuckets || h.generation > 255 ||
        h.records > h.buckets * kEntriesPerBucket)
        return fail(error, where + " has an impossible geometry (" + std::to_string(h.buckets) +
                               " buckets, " + std::to_string(h.records) + " records)");
    // What the records would decompress from, at deflate's best ratio.
    const unsigned __int128 needed =
        (static_cast<unsigned __int128>(h.records) * sizeof(FileRecord) + kMaxDeflateRatio - 1) /
        kMaxDeflateRatio;
    if (needed > file_bytes)
        return fail(error, where + " claims " + std::to_string(h.records) +
                               " records, more than its " + std::to_string(file_bytes) +
                               " bytes can hold");
    return true;
}

// Checks each record of a file as it arrives: every field in range (a routine
// the schema names, when it names any; the spare bit only in proof-number
// entries), in bucket order, at most kEntriesPerBucket per bucket with
// distinct check bits.
class RecordChecker {
  public:
    RecordChecker(uint64_t buckets, const Schema& schema) : m_buckets(buckets), m_schema(schema) {
        for (const char* name : schema.names) m_named |= name != nullptr;
    }

    // "" when r is well formed, else what is wrong with it.
    std::string check(const FileRecord& r) {
        const Meta m = unpack(r.meta);
        const bool pns = m_schema.proof_numbers[m.routine & (kRoutineSlots - 1)];
        if (!m.occupied || (m.spare && (!pns || m.proven)) || r.zero[0] || r.zero[1] ||
            r.zero[2])
            return "unused bits set";
        if (m_named && !m_schema.names[m.routine & (kRoutineSlots - 1)])
            return "routine " + std::to_string(m.routine);
        if (!storable_move(m.move)) return "move " + std::to_string(m.move) + " is not a point";
        const uint64_t index = bucket_index(r.key, m_buckets);
        uint64_t key = 0;
        if (!recover_key(index, m_buckets, r.key & kCheckMask, &key) || key != r.key)
            return "key does not belong to its bucket";
        if (m_seen > 0 && index < m_index) return "out of bucket order";
        if (m_seen == 0 || index != m_index) {
            m_index = index;
            m_in_bucket = 0;
        }
        ++m_seen;
        if (m_in_bucket == kEntriesPerBucket) return "too many records in one bucket";
        for (int i = 0; i < m_in_bucket; ++i)
            if (m_checks[i] == (r.key & kCheckMask)) return "the same key twice";
        m_checks[m_in_bucket++] = r.key & kCheckMask;
        return {};
    }

  private:
    uint64_t m_buckets;
    const Schema& m_schema;
    bool m_named = false;
    uint64_t m_seen = 0;
    uint64_t m_index = 0;
    int m_in_bucket = 0;
    uint64_t m_checks[kEntriesPerBucket] = {};
};

// Reads and verifies a whole cache file (file_bytes: its compressed size)
// into *records.  Memory grows only with records that arrived and passed.
bool read_verified(Source& source, uint64_t file_bytes, const Schema& schema,
                   const std::string& where, std::vector<FileRecord>* records,
                   std::string* error) {
    Inflater in(source);
    FileHeader h{};
    ReadStatus s = in.read(&h, sizeof h);
    if (s == ReadStatus::Truncated) return fail(error, where + " is truncated or not a cache file");
    if (s != ReadStatus::Ok) return fail(error, where + " " + status_text(s));
    if (!check_header(h, file_bytes, layout_fingerprint() ^ schema.key_scheme, where, error))
        return false;
    uLong crc = crc32(crc32(0, nullptr, 0), reinterpret_cast<const Bytef*>(&h), sizeof h);
    RecordChecker checker(h.buckets, schema);
    std::vector<FileRecord> chunk;
    for (uint64_t done = 0; done < h.records;) {
        const auto want = static_cast<size_t>(std::min<uint64_t>(kChunkRecords, h.records - done));
        chunk.resize(want);
        s = in.read(chunk.data(), want * sizeof(FileRecord));
        if (s != ReadStatus::Ok) return fail(error, where + " " + status_text(s));
        crc = crc32(crc, reinterpret_cast<const Bytef*>(chunk.data()),
                    static_cast<uInt>(want * sizeof(FileRecord)));
        for (size_t i = 0; i < want; ++i) {
            const std::string wrong = checker.check(chunk[i]);
            if (!wrong.empty())
                return fail(error, where + " has a malformed record (record " +
                                       std::to_string(done + i) + ": " + wrong + ")");
        }
        records->insert(records->end(), chunk.begin(), chunk.end());
        done += want;
    }
    FileTrailer t{};
    s = in.read(&t, sizeof t);
    if (s != ReadStatus::Ok) return fail(error, where + " " + status_text(s));
    s = in.finish();
    if (s != ReadStatus::Ok) return fail(error, where + " " + status_text(s));
    if ((t.records_crc & 0xFFFFFFFFu) != (crc & 0xFFFFFFFFu) ||
        (t.records_crc >> 32) != (h.records & 0xFFFFFFFFu))
        return fail(error, where + " fails its checksum");
    return true;
}

// ---- Writing ----------------------------------------------------------------

class Fd {
  public:
    explicit Fd(int fd = -1) : m_fd(fd) {}
    ~Fd() {
        if (m_fd >= 0) ::close(m_fd);
    }
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    int get() const { return m_fd; }
    int release() { return std::exchange(m_fd, -1); }

  private:
    int m_fd;
};

bool write_all(gzFile f, const void* data, size_t bytes, uLong* crc) {
    const auto* p = static_cast<const Bytef*>(data);
    while (bytes > 0) {
        const auto chunk = static_cast<unsigned>(std::min<size_t>(bytes, 1u << 30));
        if (gzwrite(f, p, chunk) != static_cast<int>(chunk)) return false;
        if (crc) *crc = crc32(*crc, p, chunk);
        p += chunk;
        bytes -= chunk;
    }
    return true;
}

// Where save writes: path, or the regular file a symbolic link at path names.
// *mode: the existing file's permissions (0 for a new file).
bool save_target(const std::string& path, std::string* target, mode_t* mode, std::string* error) {
    struct stat st {};
    *target = path;
    *mode = 0;
    if (lstat(path.c_str(), &st) != 0) {
        if (errno == ENOENT) return true;
        return fail(error, "cannot save to '" + path + "': " + errno_text(errno));
    }
    if (S_ISLNK(st.st_mode)) {
        char* real = realpath(path.c_str(), nullptr);
        if (!real)
            return fail(error, "cannot save to '" + path + "': the symbolic link leads nowhere");
        *target = real;
        std::free(real);
        if (stat(target->c_str(), &st) != 0)
            return fail(error, "cannot save to '" + path + "': " + errno_text(errno));
    }
    if (!S_ISREG(st.st_mode))
        return fail(error, "cannot save to '" + path + "': not a regular file");
    *mode = st.st_mode & 07777;
    return true;
}

std::string parent_dir(const std::string& path) {
    const size_t slash = path.rfind('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

// A new temporary file beside target (same directory, so rename is atomic).
int create_temp(const std::string& target, std::string* temp_path) {
    std::random_device random;
    for (int attempt = 0; attempt < 64; ++attempt) {
        char suffix[32];
        std::snprintf(suffix, sizeof suffix, ".tmp%08x", static_cast<unsigned>(random()));
        *temp_path = target + suffix;
        const int fd = ::open(temp_path->c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0 || errno != EEXIST) return fd;
    }
    errno = EEXIST;
    return -1;
}

// Writes header, records and trailer to a temporary file beside target,
// flushes it to disk and renames it over target.  On failure target is
// untouched and the temporary file removed.
bool write_file(const std::string& target, mode_t mode, const FileHeader& h,
                const std::vector<FileRecord>& records, std::string* error) {
    std::string temp;
    Fd fd(create_temp(target, &temp));
    if (fd.get() < 0)
        return fail(error, "cannot create a file beside '" + target + "': " + errno_text(errno));
    const auto give_up = [&](const std::string& what) {
        std::remove(temp.c_str());
        return fail(error, "error writing cache file '" + target + "' (" + what +
                               "); the old file is unchanged");
    };
    if (mode && fchmod(fd.get(), mode) != 0) return give_up(errno_text(errno));
    const int gz_fd = dup(fd.get());
    if (gz_fd < 0) return give_up(errno_text(errno));
    gzFile f = gzdopen(gz_fd, "wb1");
    if (!f) {
        ::close(gz_fd);
        return give_up("out of memory");
    }
    uLong crc = crc32(0, nullptr, 0);
    errno = 0;
    bool ok = write_all(f, &h, sizeof h, &crc) &&
              write_all(f, records.data(), records.size() * sizeof(FileRecord), &crc);
    const FileTrailer t{(uint64_t{records.size() & 0xFFFFFFFFu} << 32) | (crc & 0xFFFFFFFFu)};
    ok = ok && write_all(f, &t, sizeof t, nullptr);
    const int write_errno = errno;
    if (gzclose(f) != Z_OK || !ok) return give_up(errno_text(write_errno ? write_errno : errno));
    if (fsync(fd.get()) != 0) return give_up(errno_text(errno));
    if (::close(fd.release()) != 0) return give_up(errno_text(errno));
    if (std::rename(temp.c_str(), target.c_str()) != 0) return give_up(errno_text(errno));
    // Make the rename itself durable (best effort).
    Fd dir(::open(parent_dir(target).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (dir.get() >= 0) fsync(dir.get());
    return true;
}

}  // namespace

bool Table::save(const std::string& path, std::string* error) const {
    const Impl& im = *m_impl;
    if (im.n == 0)
        return fail(error, "the reading cache is off (size 0): nothing saved to '" + path + "'");
    std::string target;
    mode_t mode = 0;
    if (!save_target(path, &target, &mode, error)) return false;
    const unsigned gen = im.generation.load(std::memory_order_relaxed) & 255u;
    std::vector<FileRecord> records;
    uint32_t meta[kEntriesPerBucket];
    uint64_t tag[kEntriesPerBucket];
    for (uint64_t i = 0; i < im.n; ++i) {
        if (!im.read_bucket(i, meta, tag)) continue;  // writers kept it busy: skip it
        for (int e = 0; e < kEntriesPerBucket; ++e) {
            if (!(meta[e] & 1)) continue;
            FileRecord r{};
            if (!recover_key(i, im.n, tag_check(tag[e]), &r.key)) continue;
            r.meta = meta[e];
            r.age = static_cast<uint8_t>((gen - tag_generation(tag[e])) & 255u);
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
    return write_file(target, mode, h, records, error);
}

bool Table::load(const std::string& path, std::string* error) {
    const std::string where = "cache file '" + path + "'";
    if (holders() > 0)
        return fail(error, "cannot load " + where + " while a reader holds the table");
    // O_NONBLOCK: opening a FIFO must not wait for a writer.
    Fd fd(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC));
    if (fd.get() < 0) return fail(error, "cannot open " + where + ": " + errno_text(errno));
    struct stat st {};
    if (fstat(fd.get(), &st) != 0) return fail(error, "cannot read " + where);
    if (!S_ISREG(st.st_mode)) return fail(error, where + " is not a regular file");
    const int flags = fcntl(fd.get(), F_GETFL);
    if (flags < 0 || fcntl(fd.get(), F_SETFL, flags & ~O_NONBLOCK) != 0)
        return fail(error, "cannot read " + where + ": " + errno_text(errno));
    FdSource source(fd.get());
    std::vector<FileRecord> records;
    if (!read_verified(source, static_cast<uint64_t>(st.st_size), m_impl->schema, where, &records,
                       error))
        return false;
    clear();
    m_impl->install(records);
    return true;
}

bool Table::load_bytes(const void* data, size_t size, std::string* error) {
    if (holders() > 0) return fail(error, "cannot load cache data while a reader holds the table");
    MemorySource source(data, size);
    std::vector<FileRecord> records;
    if (!read_verified(source, size, m_impl->schema, "cache data", &records, error)) return false;
    clear();
    m_impl->install(records);
    return true;
}

void Table::Impl::install(std::vector<FileRecord>& records) {
    if (n == 0) return;
    const unsigned gen = generation.load(std::memory_order_relaxed) & 255u;
    // Oldest first, so that when the new table is smaller the fresher entries win ties.
    std::stable_sort(records.begin(), records.end(),
                     [](const FileRecord& a, const FileRecord& b) { return a.age > b.age; });
    for (const FileRecord& r : records) {
        const uint64_t index = bucket_index(r.key, n);
        Bucket& b = buckets[index];
        if (b.seq == 0) {
            note_first_write(index);
            b.seq = 2;
        }
        int evicted = 0;
        place(b, r.key, r.meta, (gen - r.age) & 255u, &evicted);
    }
}

}  // namespace yomi::cache
