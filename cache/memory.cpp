#include <yomi/cache/memory.h>

#include <sys/mman.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>
#include <thread>
#include <utility>
#include <vector>

namespace yomi::cache::detail {

HugeBuffer::HugeBuffer(size_t bytes) {
    if (bytes == 0) return;
    if (bytes >= kHugePage) {
        const size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
        const size_t mapped = rounded + kHugePage;
        void* m = mmap(nullptr, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (m == MAP_FAILED) throw std::bad_alloc();
        const uintptr_t base = reinterpret_cast<uintptr_t>(m);
        const uintptr_t aligned = (base + kHugePage - 1) / kHugePage * kHugePage;
        madvise(reinterpret_cast<void*>(aligned), rounded, MADV_HUGEPAGE);
        m_mapping = m;
        m_mapped_bytes = mapped;
        m_data = reinterpret_cast<void*>(aligned);
        m_mapped = true;
    } else {
        const size_t rounded = (bytes + 63) / 64 * 64;
        m_data = std::aligned_alloc(64, rounded);
        if (!m_data) throw std::bad_alloc();
        std::memset(m_data, 0, rounded);
    }
    m_bytes = bytes;
}

HugeBuffer::~HugeBuffer() {
    release();
}

HugeBuffer::HugeBuffer(HugeBuffer&& other) noexcept {
    *this = std::move(other);
}

HugeBuffer& HugeBuffer::operator=(HugeBuffer&& other) noexcept {
    if (this != &other) {
        release();
        m_data = std::exchange(other.m_data, nullptr);
        m_bytes = std::exchange(other.m_bytes, 0);
        m_mapped_bytes = std::exchange(other.m_mapped_bytes, 0);
        m_mapping = std::exchange(other.m_mapping, nullptr);
        m_mapped = std::exchange(other.m_mapped, false);
    }
    return *this;
}

void HugeBuffer::release() {
    if (m_mapped)
        munmap(m_mapping, m_mapped_bytes);
    else
        std::free(m_data);
    m_data = nullptr;
    m_mapping = nullptr;
    m_bytes = m_mapped_bytes = 0;
    m_mapped = false;
}

void parallel_zero(void* p, size_t bytes) {
    constexpr size_t kParallelFrom = size_t{64} << 20;
    const unsigned hw = std::max(1u, std::thread::hardware_concurrency());
    const unsigned threads = bytes >= kParallelFrom ? std::min(hw, 16u) : 1u;
    if (threads <= 1) {
        std::memset(p, 0, bytes);
        return;
    }
    const size_t chunk = (bytes / threads + 63) / 64 * 64;
    std::vector<std::thread> pool;
    char* base = static_cast<char*>(p);
    for (unsigned t = 0; t < threads; ++t) {
        const size_t from = std::min(bytes, t * chunk);
        const size_t to = std::min(bytes, from + chunk);
        if (from < to) pool.emplace_back([=] { std::memset(base + from, 0, to - from); });
    }
    for (auto& th : pool) th.join();
}

}  // namespace yomi::cache::detail
