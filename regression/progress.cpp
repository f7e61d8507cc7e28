#include <yomi/regression/progress.h>

#include <chrono>
#include <cstdio>

#include <yomi/regression/gtp_process.h>

namespace yomi::regress {

namespace {
constexpr const char* kEraseLine = "\r\033[K";
}

Progress::Progress(std::ostream& out, bool terminal, int tests, int processes, double quiet_seconds)
    : m_out(out),
      m_terminal(terminal),
      m_tests(tests),
      m_processes(processes),
      m_quiet(quiet_seconds),
      m_start(now_seconds()) {
    m_ticker = std::thread([this] { tick(); });
}

Progress::~Progress() {
    stop();
}

void Progress::stop() {
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (m_stopping) return;
        m_stopping = true;
    }
    m_wake.notify_all();
    if (m_ticker.joinable()) m_ticker.join();
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_status_shown) m_out << kEraseLine << std::flush;
    m_status_shown = false;
}

void Progress::process_done() {
    ++m_processes_done;
}

bool Progress::speaking() const {
    return now_seconds() - m_start >= m_quiet;
}

std::string Progress::status() const {
    char line[160];
    std::snprintf(line, sizeof line, "yomi-regress: %d/%d tests, %d/%d engine processes, %.0f s",
                  m_tests_done.load(), m_tests, m_processes_done.load(), m_processes,
                  now_seconds() - m_start);
    return line;
}

void Progress::print_line(const std::string& line) {
    // Under m_mutex.
    if (m_terminal) {
        m_out << kEraseLine << line << "\n" << status() << std::flush;
        m_status_shown = true;
    } else {
        m_out << line << "\n" << std::flush;
    }
}

void Progress::suite_done(const std::string& line) {
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_stopping || !speaking()) return;
    char at[32];
    std::snprintf(at, sizeof at, " (%.1f s)", now_seconds() - m_start);
    print_line("  " + line + at);
}

void Progress::tick() {
    std::unique_lock<std::mutex> lock(m_mutex);
    double last_plain = now_seconds();
    while (!m_stopping) {
        m_wake.wait_for(lock, std::chrono::milliseconds(500));
        if (m_stopping || !speaking()) continue;
        if (m_terminal) {
            m_out << kEraseLine << status() << std::flush;
            m_status_shown = true;
        } else if (now_seconds() - last_plain >= 10) {
            last_plain = now_seconds();
            m_out << status() << "\n" << std::flush;
        }
    }
}

}  // namespace yomi::regress
