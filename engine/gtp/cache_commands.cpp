// GTP commands of the reading cache and its set-up in a session.
#include <yomi/engine/gtp/cache_commands.h>

#include <cstdio>
#include <filesystem>
#include <memory>

#include <yomi/engine/gtp/commands.h>
#include <yomi/engine/gtp/gtp.h>
#include <yomi/reading/question.h>

namespace yomi::gtp {

namespace {

std::string megabytes_text(double mb) {
    char text[64];
    std::snprintf(text, sizeof text, "%g", mb);
    return text;
}

// Loads options.cache_file into table when it exists; decides whether it is
// written at quit.  Returns warnings.
std::string load_cache_file(Session& s, cache::Table& table) {
    const std::string& file = s.options.cache_file;
    s.save_cache_at_quit = false;
    if (file.empty() || !s.options.allow_file_access) return {};
    if (table.stats().buckets == 0)
        return "the reading cache is off (--cache-size " + megabytes_text(s.options.cache_size_mb) +
               "): cache file '" + file + "' is neither read nor written\n";
    std::error_code ec;
    if (std::filesystem::symlink_status(file, ec).type() == std::filesystem::file_type::not_found) {
        s.save_cache_at_quit = true;
        return {};
    }
    std::string error;
    if (!table.load(file, &error))
        return error + "; starting with an empty cache; '" + file +
               "' is kept as it is (not written at quit)\n";
    s.save_cache_at_quit = true;
    return {};
}

}  // namespace

std::string setup_cache(Session& s) {
    const double mb =
        s.options.cache_size_mb < 0 ? cache::kDefaultMegabytes : s.options.cache_size_mb;
    cache::Tuning tuning;
    tuning.gnugo_replacement = s.options.cache_gnugo_policy;
    auto table = std::make_shared<cache::Table>(mb, tuning, reading_schema());
    std::string warnings;
    if (mb > 0 && table->stats().buckets == 0)
        warnings += "a reading cache of " + megabytes_text(mb) +
                    " MB holds no bucket (64 bytes): the reading cache is off\n";
    if (!s.options.cache_trace.empty()) {
        std::string error;
        if (!table->start_trace(s.options.cache_trace, &error)) warnings += error + "\n";
    }
    warnings += load_cache_file(s, *table);
    s.cache = std::move(table);
    s.clear_cache_hook = [](Session& session) {
        if (!session.cache) return;
        session.cache->clear();
        session.cache->new_generation();
    };
    s.new_position_hook = [](Session& session) {
        if (session.cache) session.cache->new_generation();
    };
    if (!warnings.empty()) warnings.pop_back();
    return warnings;
}

cache::Table& session_cache(Session& s) {
    if (!s.cache) setup_cache(s);
    return *s.cache;
}

std::string save_cache_file(Session& s) {
    if (!s.save_cache_at_quit || s.options.cache_file.empty() || !s.cache ||
        !s.options.allow_file_access)
        return {};
    std::string error;
    return s.cache->save(s.options.cache_file, &error) ? std::string() : error;
}

void register_cache_commands(CommandTable& table) {
    table.add("cache_stats", [](Session& s, const Args& a) {
        a.at_most(0);
        return cache::format_stats(session_cache(s).stats());
    });
    table.add("save_cache", [](Session& s, const Args& a) {
        a.exactly(1);
        if (!s.options.allow_file_access) throw Failure("file access is disabled");
        std::string error;
        if (!session_cache(s).save(a.text(0), &error)) throw Failure(error);
        return std::string();
    });
    table.add("load_cache", [](Session& s, const Args& a) {
        a.exactly(1);
        if (!s.options.allow_file_access) throw Failure("file access is disabled");
        std::string error;
        if (!session_cache(s).load(a.text(0), &error)) throw Failure(error);
        return std::string();
    });
}

}  // namespace yomi::gtp
