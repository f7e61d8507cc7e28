#include <yomi/cache/trace.h>

#include <zlib.h>

#include <cstring>
#include <stdexcept>

namespace yomi::cache {
namespace {

constexpr char kMagic[8] = {'Y', 'O', 'M', 'I', 'T', 'R', 'C', '1'};
constexpr size_t kBufferRecords = 4096;

}  // namespace

TraceRecord probe_record(uint64_t key, Routine routine, int depth, uint8_t rank) {
    TraceRecord r;
    r.key = key;
    r.op = TraceOp::Probe;
    r.routine = static_cast<uint8_t>(routine);
    r.depth = static_cast<uint8_t>(depth < 0 ? 0 : depth > 255 ? 255 : depth);
    r.rank = rank;
    return r;
}

TraceRecord store_record(uint64_t key, Routine routine, const Result& result, int work,
                         uint8_t rank) {
    TraceRecord r = probe_record(key, routine, result.depth, rank);
    r.op = TraceOp::Store;
    r.flags = static_cast<uint8_t>((result.proven ? 1 : 0) | static_cast<int>(result.code1) << 1 |
                                   static_cast<int>(result.code2) << 3);
    r.work = static_cast<uint8_t>(work);
    r.move = static_cast<uint16_t>(result.move.index());
    return r;
}

Result record_result(const TraceRecord& r) {
    Result res;
    res.proven = r.flags & 1;
    res.code1 = static_cast<ReadCode>((r.flags >> 1) & 3);
    res.code2 = static_cast<ReadCode>((r.flags >> 3) & 3);
    res.depth = r.depth;
    res.move = Point(r.move < kBoardMax ? r.move : 0);
    return res;
}

TraceWriter::TraceWriter(const std::string& path) {
    gzFile f = gzopen(path.c_str(), "wb1");
    if (!f) throw std::runtime_error("cannot open trace file '" + path + "' for writing");
    m_file = f;
    if (gzwrite(f, kMagic, sizeof kMagic) != static_cast<int>(sizeof kMagic)) m_ok = false;
    m_buffer.reserve(kBufferRecords);
}

TraceWriter::~TraceWriter() {
    close();
}

void TraceWriter::write(const TraceRecord& r) {
    std::lock_guard lock(m_mutex);
    if (!m_file) return;
    m_buffer.push_back(r);
    if (m_buffer.size() == kBufferRecords) flush_locked();
}

void TraceWriter::flush_locked() {
    if (m_buffer.empty()) return;
    const auto bytes = static_cast<unsigned>(m_buffer.size() * sizeof(TraceRecord));
    if (gzwrite(static_cast<gzFile>(m_file), m_buffer.data(), bytes) != static_cast<int>(bytes))
        m_ok = false;
    m_buffer.clear();
}

bool TraceWriter::close() {
    std::lock_guard lock(m_mutex);
    if (!m_file) return m_ok;
    flush_locked();
    if (gzclose(static_cast<gzFile>(m_file)) != Z_OK) m_ok = false;
    m_file = nullptr;
    return m_ok;
}

TraceReader::TraceReader(const std::string& path) {
    gzFile f = gzopen(path.c_str(), "rb");
    if (!f) throw std::runtime_error("cannot open trace file '" + path + "'");
    m_file = f;
    char magic[8] = {};
    if (gzread(f, magic, sizeof magic) != static_cast<int>(sizeof magic) ||
        std::memcmp(magic, kMagic, sizeof magic) != 0) {
        gzclose(f);
        m_file = nullptr;
        throw std::runtime_error("'" + path + "' is not a yomi cache trace");
    }
}

TraceReader::~TraceReader() {
    if (m_file) gzclose(static_cast<gzFile>(m_file));
}

bool TraceReader::next(TraceRecord* r) {
    if (m_pos == m_buffer.size()) {
        if (m_eof) return false;
        m_buffer.resize(kBufferRecords);
        const auto want = static_cast<unsigned>(kBufferRecords * sizeof(TraceRecord));
        const int got = gzread(static_cast<gzFile>(m_file), m_buffer.data(), want);
        int err = Z_OK;
        gzerror(static_cast<gzFile>(m_file), &err);
        if (got < 0 || (err != Z_OK && err != Z_STREAM_END) ||
            got % static_cast<int>(sizeof(TraceRecord)) != 0)
            throw std::runtime_error("cache trace is truncated or corrupt");
        if (static_cast<unsigned>(got) < want) m_eof = true;
        m_buffer.resize(static_cast<size_t>(got) / sizeof(TraceRecord));
        m_pos = 0;
        if (m_buffer.empty()) return false;
    }
    *r = m_buffer[m_pos++];
    return true;
}

std::vector<TraceRecord> read_trace(const std::string& path) {
    TraceReader reader(path);
    std::vector<TraceRecord> out;
    TraceRecord r;
    while (reader.next(&r)) out.push_back(r);
    return out;
}

}  // namespace yomi::cache
