// The layout fingerprint and the work scale (log2 of nodes).
#include <bit>

#include <yomi/cache/entry.h>
#include <yomi/cache/reading_cache.h>

namespace yomi::cache {

int work_of(uint64_t nodes) {
    const int w = std::bit_width(nodes);
    return w > detail::kMaxWork ? detail::kMaxWork : w;
}

uint64_t layout_fingerprint() {
    // splitmix64's finalizer over the layout's numbers.
    uint64_t h = 0x796F6D69'6C61796FULL;  // "yomilayo"
    const auto fold = [&h](uint64_t v) {
        uint64_t z = h ^ v;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        h = (z ^ (z >> 31)) + 0x9E3779B97F4A7C15ULL;
    };
    fold(detail::kEntriesPerBucket);
    fold(detail::kCheckBits);
    fold(sizeof(detail::Bucket));
    fold(kRoutineSlots);
    return h;
}

}  // namespace yomi::cache
