#include <yomi/regression/cache_summary.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <sstream>

namespace yomi::regress {

namespace {

// The "word number" pairs of one line ("probes 12 hits 3" -> {probes:12, hits:3});
// commas after numbers are ignored.
std::map<std::string, std::string> pairs_of(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> words;
    std::string w;
    while (in >> w) {
        while (!w.empty() && w.back() == ',') w.pop_back();
        words.push_back(w);
    }
    std::map<std::string, std::string> out;
    for (size_t i = 0; i + 1 < words.size(); ++i) out.emplace(words[i], words[i + 1]);
    return out;
}

std::optional<double> number(const std::map<std::string, std::string>& pairs, const char* key) {
    const auto it = pairs.find(key);
    if (it == pairs.end() || it->second.empty()) return std::nullopt;
    char* end = nullptr;
    const double v = std::strtod(it->second.c_str(), &end);
    if (*end != '\0') return std::nullopt;
    return v;
}

std::string percent(long long part, long long whole) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f%%",
                  whole > 0 ? 100.0 * static_cast<double>(part) / static_cast<double>(whole) : 0.0);
    return buf;
}

}  // namespace

std::string grouped(long long n) {
    std::string digits = std::to_string(n < 0 ? -n : n);
    for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(static_cast<size_t>(i), ",");
    return (n < 0 ? "-" : "") + digits;
}

std::optional<CacheFigures> parse_cache_stats(const std::string& answer) {
    std::istringstream in(answer);
    std::string line;
    CacheFigures f;
    bool have_size = false, have_total = false;
    while (std::getline(in, line)) {
        const std::map<std::string, std::string> pairs = pairs_of(line);
        if (const auto size = number(pairs, "size"); size && !have_size) {
            f.megabytes = *size;
            f.occupancy_permille = static_cast<int>(number(pairs, "occupancy").value_or(0));
            have_size = true;
        }
        std::istringstream words(line);
        std::string first;
        words >> first;
        if (first != "total" || have_total) continue;
        const auto probes = number(pairs, "probes"), hits = number(pairs, "hits");
        const auto trusted = number(pairs, "trusted"), stores = number(pairs, "stores");
        if (!probes || !hits || !trusted || !stores) return std::nullopt;
        f.probes = static_cast<long long>(*probes);
        f.hits = static_cast<long long>(*hits);
        f.trusted = static_cast<long long>(*trusted);
        f.stores = static_cast<long long>(*stores);
        have_total = true;
    }
    if (!have_size || !have_total) return std::nullopt;
    return f;
}

std::optional<std::string> cache_summary_line(const std::vector<std::string>& answers) {
    if (answers.empty()) return std::nullopt;
    CacheFigures sum;
    double lo = 0, hi = 0;
    int fullest = 0;
    for (size_t i = 0; i < answers.size(); ++i) {
        const std::optional<CacheFigures> f = parse_cache_stats(answers[i]);
        if (!f) return std::nullopt;
        lo = i == 0 ? f->megabytes : std::min(lo, f->megabytes);
        hi = i == 0 ? f->megabytes : std::max(hi, f->megabytes);
        fullest = std::max(fullest, f->occupancy_permille);
        sum.probes += f->probes;
        sum.hits += f->hits;
        sum.trusted += f->trusted;
        sum.stores += f->stores;
    }
    char size[64];
    if (lo == hi)
        std::snprintf(size, sizeof size, "%.2f MB", hi);
    else
        std::snprintf(size, sizeof size, "%.2f-%.2f MB", lo, hi);
    std::string line = std::to_string(answers.size()) +
                       (answers.size() == 1 ? " process of " : " processes of ") + size + ": ";
    if (sum.probes == 0 && sum.stores == 0) return line + "no probes";
    char occupied[32];
    std::snprintf(occupied, sizeof occupied, "%.1f%%", fullest / 10.0);
    return line + grouped(sum.probes) + " probes, hit rate " + percent(sum.hits, sum.probes) +
           " (trusted " + percent(sum.trusted, sum.probes) + "), " + grouped(sum.stores) +
           " stores, fullest table " + occupied + " occupied";
}

}  // namespace yomi::regress
