"""A minimal GTP client for the self-play tools: one engine process, one
command at a time, answers without the '= ' / '? ' prefix."""

import shlex
import subprocess


class GtpError(Exception):
    pass


class Engine:
    def __init__(self, command, cwd=None):
        self.command = command
        self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                     text=True, bufsize=1, cwd=cwd)

    def send(self, line):
        """Send one command; return the answer text (all lines), raise GtpError on '?'."""
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            out = self.proc.stdout.readline()
            if out == "":
                raise GtpError("engine died on: " + line)
            out = out.rstrip("\r\n")
            if out == "" and lines:
                break
            if out == "" and not lines:
                continue
            lines.append(out)
        text = "\n".join(lines)
        if text.startswith("?"):
            raise GtpError(text[1:].strip() + " (on: " + line + ")")
        return text[1:].strip() if text.startswith("=") else text

    def close(self):
        try:
            self.proc.stdin.write("quit\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()


LETTERS = "ABCDEFGHJKLMNOPQRST"


def vertex_to_sgf(v, size):
    """'D4' -> 'dj' on 13x13; 'PASS' -> ''."""
    v = v.upper()
    if v == "PASS":
        return ""
    col = LETTERS.index(v[0])
    row = int(v[1:])
    return "abcdefghijklmnopqrs"[col] + "abcdefghijklmnopqrs"[size - row]


def parse_vertex(v, size):
    """'D4' -> (col, row) zero-based, row 0 at the bottom."""
    return LETTERS.index(v[0].upper()), int(v[1:]) - 1


def vertex_name(col, row):
    return LETTERS[col] + str(row + 1)
