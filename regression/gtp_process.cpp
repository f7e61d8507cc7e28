#include <yomi/regression/gtp_process.h>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <chrono>
#include <cstring>
#include <stdexcept>
#include <thread>

namespace yomi::regress {

double now_seconds() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

GtpProcess::GtpProcess(const EngineOptions& options) : m_options(options) {
    // An engine that dies while we write to it must show up as a crash of
    // that engine, not kill the runner (or a test program) with SIGPIPE.
    std::signal(SIGPIPE, SIG_IGN);
    int in_pipe[2];   // parent writes -> engine stdin
    int out_pipe[2];  // engine stdout -> parent reads
    if (pipe2(in_pipe, O_CLOEXEC) != 0) throw std::runtime_error("pipe: " + std::string(strerror(errno)));
    if (pipe2(out_pipe, O_CLOEXEC) != 0) {
        close(in_pipe[0]);
        close(in_pipe[1]);
        throw std::runtime_error("pipe: " + std::string(strerror(errno)));
    }
    const std::string shell_command = "exec " + options.command;
    const int null_fd = options.show_stderr ? -1 : open("/dev/null", O_WRONLY | O_CLOEXEC);
    const pid_t pid = fork();
    if (pid < 0) {
        for (int fd : {in_pipe[0], in_pipe[1], out_pipe[0], out_pipe[1], null_fd})
            if (fd >= 0) close(fd);
        throw std::runtime_error("fork: " + std::string(strerror(errno)));
    }
    if (pid == 0) {
        // Child: only async-signal-safe calls until exec.
        setpgid(0, 0);
        dup2(in_pipe[0], STDIN_FILENO);
        dup2(out_pipe[1], STDOUT_FILENO);
        if (null_fd >= 0) dup2(null_fd, STDERR_FILENO);
        signal(SIGPIPE, SIG_DFL);
        execl("/bin/sh", "sh", "-c", shell_command.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    close(in_pipe[0]);
    close(out_pipe[1]);
    if (null_fd >= 0) close(null_fd);
    m_pid = pid;
    m_to_engine = in_pipe[1];
    m_from_engine = out_pipe[0];
}

GtpProcess::~GtpProcess() { finish(); }

bool GtpProcess::read_line(std::string& line, double deadline) {
    for (;;) {
        const size_t nl = m_buffer.find('\n');
        if (nl != std::string::npos) {
            line = m_buffer.substr(0, nl);
            m_buffer.erase(0, nl + 1);
            std::erase(line, '\r');
            return true;
        }
        int wait_ms = -1;
        if (deadline > 0) {
            const double left = deadline - now_seconds();
            if (left <= 0) return false;
            wait_ms = static_cast<int>(left * 1000) + 1;
        }
        pollfd pfd{m_from_engine, POLLIN, 0};
        const int rc = poll(&pfd, 1, wait_ms);
        if (rc < 0 && errno == EINTR) continue;
        if (rc <= 0) return false;
        char chunk[65536];
        const ssize_t n = read(m_from_engine, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        m_buffer.append(chunk, static_cast<size_t>(n));
    }
}

GtpProcess::Reply GtpProcess::send(const std::string& command) {
    Reply reply;
    if (m_dead) {
        reply.status = Status::Eof;
        return reply;
    }
    const std::string out = command + "\n";
    size_t written = 0;
    while (written < out.size()) {
        const ssize_t n = write(m_to_engine, out.data() + written, out.size() - written);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            reply.status = Status::Eof;
            kill_and_reap();
            return reply;
        }
        written += static_cast<size_t>(n);
    }
    const double deadline =
        m_options.timeout_seconds > 0 ? now_seconds() + m_options.timeout_seconds : 0;
    std::string line;
    bool started = false;
    for (;;) {
        if (!read_line(line, deadline)) {
            const bool timed_out = deadline > 0 && now_seconds() >= deadline;
            reply.status = timed_out ? Status::Timeout : Status::Eof;
            kill_and_reap();
            if (timed_out) m_exit = "killed after no answer for " + std::to_string(m_options.timeout_seconds) + " s";
            return reply;
        }
        if (!started) {
            // Anything before the '=' / '?' line is noise, not a response.
            if (line.empty() || (line[0] != '=' && line[0] != '?')) continue;
            started = true;
            reply.text = line;
            continue;
        }
        if (line.empty()) return reply;
        reply.text += '\n';
        reply.text += line;
    }
}

bool GtpProcess::reap(double wait_seconds) {
    const double deadline = now_seconds() + wait_seconds;
    for (;;) {
        int status = 0;
        const pid_t r = waitpid(m_pid, &status, WNOHANG);
        if (r == m_pid) {
            if (m_exit == "running" || m_exit.empty()) {
                if (WIFEXITED(status)) {
                    m_exit = "exit status " + std::to_string(WEXITSTATUS(status));
                } else if (WIFSIGNALED(status)) {
                    m_exit = "killed by signal " + std::to_string(WTERMSIG(status)) + " (" +
                             strsignal(WTERMSIG(status)) + ")";
                }
            }
            m_pid = -1;
            return true;
        }
        if (r < 0) {
            m_pid = -1;
            return true;
        }
        if (now_seconds() >= deadline) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
}

void GtpProcess::kill_and_reap() {
    m_dead = true;
    if (m_to_engine >= 0) close(m_to_engine), m_to_engine = -1;
    if (m_pid > 0 && !reap(0.2)) {
        kill(-m_pid, SIGKILL);
        kill(m_pid, SIGKILL);
        reap(5.0);
    }
    if (m_from_engine >= 0) close(m_from_engine), m_from_engine = -1;
}

void GtpProcess::finish() {
    if (m_pid <= 0) {
        kill_and_reap();
        return;
    }
    if (!m_dead) {
        const std::string quit = "quit\n";
        if (write(m_to_engine, quit.data(), quit.size()) == static_cast<ssize_t>(quit.size())) {
            std::string line;
            const double deadline = now_seconds() + 2.0;
            while (read_line(line, deadline)) {
            }
        }
    }
    m_dead = true;
    if (m_to_engine >= 0) close(m_to_engine), m_to_engine = -1;
    if (m_pid > 0 && !reap(2.0)) {
        kill(-m_pid, SIGKILL);
        kill(m_pid, SIGKILL);
        reap(5.0);
    }
    if (m_from_engine >= 0) close(m_from_engine), m_from_engine = -1;
}

}  // namespace yomi::regress
