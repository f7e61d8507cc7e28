// The ratchet: per suite, the sorted list of test ids the engine passes
// (DIR/<suite>.pass, one id a line).  A listed test that no longer passes is a
// regression; updating only adds ids unless forced.
#pragma once

#include <string>
#include <vector>

#include <yomi/regression/report.h>

namespace yomi::regress {

// The file holding `suite_name`'s list inside `dir`.
std::string ratchet_path(const std::string& dir, const std::string& suite_name);

// Reads a list; a missing file is an empty list.  Blank lines and '#'
// comments are skipped.  Throws std::runtime_error (with file:line) for a
// line that is not a test id, or an unreadable file.
std::vector<std::string> load_ratchet(const std::string& path);

// The listed ids that `run` does not pass (failed, answered with an error,
// crashed, ignored or not in the suite at all), each with the reason:
// "reading:12 (unexpected FAIL, got '0')".
std::vector<std::string> ratchet_regressions(const std::vector<std::string>& listed,
                                             const SuiteRun& run);

// The new list: the ids `run` passes, plus the old ones unless `force`.
// A test answered with an error is never a pass, so never added.
// Sorted numerically, without duplicates.
std::vector<std::string> updated_ratchet(const std::vector<std::string>& listed,
                                         const SuiteRun& run, bool force);

// Writes a list (one id a line).  Throws std::runtime_error on failure.
void save_ratchet(const std::string& path, const std::vector<std::string>& ids);

}  // namespace yomi::regress
