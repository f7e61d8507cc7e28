#include <yomi/regression/ratchet.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <stdexcept>

namespace yomi::regress {

namespace {

bool id_less(const std::string& a, const std::string& b) {
    if (a.size() != b.size()) return a.size() < b.size();  // ids are digit strings
    return a < b;
}

void sort_ids(std::vector<std::string>& ids) {
    std::sort(ids.begin(), ids.end(), id_less);
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
}

}  // namespace

std::string ratchet_path(const std::string& dir, const std::string& suite_name) {
    return (std::filesystem::path(dir) / (suite_name + ".pass")).string();
}

std::vector<std::string> load_ratchet(const std::string& path) {
    std::vector<std::string> ids;
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return ids;
    std::ifstream in(path);
    if (!in) throw std::runtime_error(path + ": cannot open the ratchet list");
    std::string line;
    int line_no = 0;
    while (std::getline(in, line)) {
        ++line_no;
        std::erase(line, '\r');
        const size_t b = line.find_first_not_of(" \t");
        if (b == std::string::npos || line[b] == '#') continue;
        const size_t e = line.find_last_not_of(" \t");
        const std::string id = line.substr(b, e - b + 1);
        if (!std::all_of(id.begin(), id.end(), [](char c) { return c >= '0' && c <= '9'; }))
            throw std::runtime_error(path + ":" + std::to_string(line_no) +
                                     ": not a test id: '" + id + "'");
        ids.push_back(id);
    }
    sort_ids(ids);
    return ids;
}

std::vector<std::string> ratchet_regressions(const std::vector<std::string>& listed,
                                             const SuiteRun& run) {
    std::map<std::string, const TestResult*> by_id;
    for (const TestResult& t : run.tests) by_id[run.suite->commands[t.index].id] = &t;
    std::vector<std::string> out;
    for (const std::string& id : listed) {
        const auto it = by_id.find(id);
        const std::string name = run.suite->name + ":" + id;
        if (it == by_id.end()) {
            out.push_back(name + " (no such test in the suite)");
        } else if (!is_pass(it->second->verdict)) {
            std::string why = name + " (" + verdict_name(it->second->verdict);
            if (it->second->verdict != Verdict::Crash)
                why += (it->second->error ? ", got error '" : ", got '") + it->second->answer + "'";
            out.push_back(why + ")");
        }
    }
    return out;
}

std::vector<std::string> updated_ratchet(const std::vector<std::string>& listed,
                                         const SuiteRun& run, bool force) {
    std::vector<std::string> ids = force ? std::vector<std::string>{} : listed;
    for (const TestResult& t : run.tests)
        if (is_pass(t.verdict)) ids.push_back(run.suite->commands[t.index].id);
    sort_ids(ids);
    return ids;
}

void save_ratchet(const std::string& path, const std::vector<std::string>& ids) {
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::trunc);
        if (!out) throw std::runtime_error(tmp + ": cannot write the ratchet list");
        for (const std::string& id : ids) out << id << "\n";
        if (!out) throw std::runtime_error(tmp + ": write error");
    }
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
    if (ec) throw std::runtime_error(path + ": " + ec.message());
}

}  // namespace yomi::regress
