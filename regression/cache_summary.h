// The engines' `cache_stats` answers (one per engine process) read as the
// figures a person looks at: table size, probes, hit rate, trusted hits,
// stores and how full the fullest table got.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace yomi::regress {

// One process's cache figures.
struct CacheFigures {
    double megabytes = 0;  // the table's size in that process
    long long probes = 0, hits = 0, trusted = 0, stores = 0;
    int occupancy_permille = 0;
};

// Reads yomi's answer: a first line "size 8.00 MB, ..., occupancy N permille, ..."
// and a line "total probes N hits N trusted N stores N ...".  Words may come
// in any order and more may be added; nullopt when the size or the total
// line's probes, hits, trusted and stores are missing.
std::optional<CacheFigures> parse_cache_stats(const std::string& answer);

// One line for the answers of one suite's processes, e.g.
// "3 processes of 8.00 MB: 15,495 probes, hit rate 54.2% (trusted 50.3%),
// 7,453 stores, fullest table 0.0% occupied"; "no probes" when the cache was
// never asked; nullopt when an answer is not in yomi's form (or there are none).
std::optional<std::string> cache_summary_line(const std::vector<std::string>& answers);

// 1234567 -> "1,234,567".
std::string grouped(long long n);

}  // namespace yomi::regress
