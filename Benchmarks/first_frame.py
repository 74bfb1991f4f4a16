#!/usr/bin/env python3
"""Time from start to the first full-screen frame in a pseudo-terminal, and bytes per key.

Usage: Benchmarks/first_frame.py ROWS COLUMNS RUNS PROGRAM [ARGS...]
Prints the median and the least milliseconds until the program's output goes quiet after
its first bytes (the first frame is whole), then the least processor time (user + system)
of a run, which a loaded machine disturbs less. Each run starts with its own empty
XDG_DATA_HOME, XDG_STATE_HOME and HOME (no player's packs, no statistics, no progress), so
`quiz` alone measures the start screen of a first start and `quiz --bank en --restart` a game.
Like a real terminal it answers the device-attributes request (`ESC [ c`).
"""
import fcntl, os, pty, select, shutil, statistics, struct, sys, tempfile, termios, time

rows, columns, runs = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
program = sys.argv[4:]


def start(home):
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update(
            TERM="xterm-256color", HOME=home, XDG_DATA_HOME=f"{home}/data",
            XDG_STATE_HOME=f"{home}/state")
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
        # Answer the device-attributes request as every terminal does (quiz sends it after
        # asking for the background colour, which this one does not know).
        if b"\x1b[c" in chunk:
            os.write(fd, b"\x1b[?62;22c")


times, processor = [], []
for _ in range(runs):
    home = tempfile.mkdtemp(prefix="quiz-bench-")
    began = time.monotonic()
    pid, fd = start(home)
    data, last = drain(fd, 0.25)
    times.append((last - began) * 1000)
    os.write(fd, b"\x1b")
    drain(fd, 0.1)
    os.close(fd)
    _, _, usage = os.wait4(pid, 0)
    processor.append((usage.ru_utime + usage.ru_stime) * 1000)
    shutil.rmtree(home, ignore_errors=True)
print(f"{statistics.median(times):.1f} {min(times):.1f} {min(processor):.1f}")
