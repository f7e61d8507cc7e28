// A GTP engine in a child process: send one command, read its response.
// Detects an engine that exits, closes its output or stays silent too long.
#pragma once

#include <sys/types.h>

#include <string>

namespace yomi::regress {

struct EngineOptions {
    std::string command;          // run as /bin/sh -c "exec COMMAND"
    double timeout_seconds = 0;   // per command; 0 = wait forever
    bool show_stderr = false;     // otherwise the engine's stderr goes to /dev/null
};

class GtpProcess {
public:
    enum class Status { Ok, Eof, Timeout };
    struct Reply {
        Status status = Status::Ok;
        std::string text;  // the response lines ("=id ..." first), '\n'-joined, no final blank line
        bool ok() const { return status == Status::Ok; }
        bool error() const { return ok() && !text.empty() && text.front() == '?'; }
    };

    // Starts the engine.  Throws std::runtime_error when pipes or fork fail
    // (a command that cannot be executed shows up as Eof on the first send).
    explicit GtpProcess(const EngineOptions& options);
    GtpProcess(const GtpProcess&) = delete;
    GtpProcess& operator=(const GtpProcess&) = delete;
    // Stops the engine (quit, then SIGKILL if it lingers) and reaps it.
    ~GtpProcess();

    // Sends one command line (no newline) and waits for the response.  After
    // a non-Ok reply the process is dead (killed on timeout) and every later
    // send returns Eof at once.
    Reply send(const std::string& command);

    // Ends the engine politely and reaps it; idempotent.
    void finish();
    // How the engine ended, e.g. "exit status 0", "killed by signal 11
    // (Segmentation fault)"; "running" before it has ended.
    std::string exit_description() const { return m_exit; }

private:
    bool read_line(std::string& line, double deadline);
    void kill_and_reap();
    bool reap(double wait_seconds);

    EngineOptions m_options;
    pid_t m_pid = -1;
    int m_to_engine = -1;
    int m_from_engine = -1;
    bool m_dead = false;
    std::string m_buffer;
    std::string m_exit = "running";
};

// Monotonic seconds (for deadlines and wall times).
double now_seconds();

}  // namespace yomi::regress
