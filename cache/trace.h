// Cache traces: the stream of probes and stores of a run, zlib (gzip)
// compressed, for cachesim.  A trace file is the 8-byte magic "YOMITRC1"
// followed by 16-byte little-endian records.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include <yomi/cache/reading_cache.h>

namespace yomi::cache {

enum class TraceOp : uint8_t { Probe = 1, Store = 2, NewGeneration = 3, Clear = 4 };

struct TraceRecord {
    uint64_t key = 0;
    TraceOp op = TraceOp::Probe;
    uint8_t routine = 0;
    uint8_t depth = 0;  // requested (probe) or stored (store) remaining depth
    uint8_t flags = 0;  // store: bit 0 proven, bits 1-2 code1, bits 3-4 code2
    uint8_t work = 0;   // store: log2 of the nodes
    uint8_t rank = 0;   // the routine's GNU Go class (Schema::gnugo_class), for cachesim
    uint16_t move = 0;  // store: the move's point index
};
static_assert(sizeof(TraceRecord) == 16);

TraceRecord probe_record(uint64_t key, Routine routine, int depth, uint8_t rank = 0);
TraceRecord store_record(uint64_t key, Routine routine, const Result& result, int work,
                         uint8_t rank = 0);
// The Result a store record carries.
Result record_result(const TraceRecord& r);

// Appends records to a trace file.  Thread-safe (a mutex: tracing is a
// diagnostic mode, not the hot path).
class TraceWriter {
  public:
    // Throws std::runtime_error when the file can't be opened.
    explicit TraceWriter(const std::string& path);
    ~TraceWriter();
    TraceWriter(const TraceWriter&) = delete;
    TraceWriter& operator=(const TraceWriter&) = delete;
    void write(const TraceRecord& r);
    // Flushes and closes; returns false on a write error.
    bool close();

  private:
    void flush_locked();
    std::mutex m_mutex;
    void* m_file = nullptr;  // gzFile
    std::vector<TraceRecord> m_buffer;
    bool m_ok = true;
};

// Reads a trace file.  Throws std::runtime_error on a bad file.
class TraceReader {
  public:
    explicit TraceReader(const std::string& path);
    ~TraceReader();
    TraceReader(const TraceReader&) = delete;
    TraceReader& operator=(const TraceReader&) = delete;
    // The next record; false at the end.  Throws on a truncated/corrupt file.
    bool next(TraceRecord* r);

  private:
    void* m_file = nullptr;
    std::vector<TraceRecord> m_buffer;
    size_t m_pos = 0;
    bool m_eof = false;
};

// A whole trace in memory.
std::vector<TraceRecord> read_trace(const std::string& path);

}  // namespace yomi::cache
