// Private: big zeroed allocations for the reading cache (and its benchmarks).
// Tables of 2 MB or more are mmap'ed 2 MB aligned with MADV_HUGEPAGE; smaller
// ones are 64-byte aligned.  Memory is zero on allocation.
#pragma once

#include <cstddef>

namespace yomi::cache::detail {

class HugeBuffer {
public:
    HugeBuffer() = default;
    // Throws std::bad_alloc when the memory can't be had.
    explicit HugeBuffer(size_t bytes);
    ~HugeBuffer();
    HugeBuffer(HugeBuffer&& other) noexcept;
    HugeBuffer& operator=(HugeBuffer&& other) noexcept;
    HugeBuffer(const HugeBuffer&) = delete;
    HugeBuffer& operator=(const HugeBuffer&) = delete;

    void* data() const { return m_data; }
    size_t size() const { return m_bytes; }
    bool huge() const { return m_mapped; }

private:
    void release();
    void* m_data = nullptr;
    size_t m_bytes = 0;
    size_t m_mapped_bytes = 0;
    void* m_mapping = nullptr;
    bool m_mapped = false;
};

inline constexpr size_t kHugePage = size_t{2} << 20;

// Zeroes bytes at p, with several threads when it is big (64 MB or more).
void parallel_zero(void* p, size_t bytes);

}  // namespace yomi::cache::detail
