// Progress of a run on stderr, for runs longer than a few seconds: on a
// terminal a status line redrawn in place (tests done, processes done,
// elapsed time) and a line for every finished suite; elsewhere (only with
// --progress) the same as plain lines, the status every ten seconds.
#pragma once

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <ostream>
#include <string>
#include <thread>

namespace yomi::regress {

class Progress {
  public:
    // `terminal`: redraw one status line in place ("\r" and erase-line);
    // otherwise print plain lines.  Nothing is printed in the first
    // `quiet_seconds`.  Counts `tests` tests and `processes` engine processes.
    Progress(std::ostream& out, bool terminal, int tests, int processes,
             double quiet_seconds = 2.0);
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;
    // Stops the ticker and erases the status line.
    ~Progress();

    // Incremented by the runner after every test.
    std::atomic<int>& tests_done() { return m_tests_done; }
    // One engine process has ended.
    void process_done();
    // A suite is complete: `line` is printed with the time so far (after the
    // quiet time).
    void suite_done(const std::string& line);
    // Stops the ticker and erases the status line; idempotent.
    void stop();

  private:
    void tick();
    std::string status() const;
    bool speaking() const;
    void print_line(const std::string& line);

    std::ostream& m_out;
    bool m_terminal;
    int m_tests, m_processes;
    double m_quiet, m_start;
    std::atomic<int> m_tests_done{0};
    std::atomic<int> m_processes_done{0};
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stopping = false;
    bool m_status_shown = false;
    std::thread m_ticker;
};

}  // namespace yomi::regress
