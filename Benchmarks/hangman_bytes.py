#!/usr/bin/env python3
"""Bytes bsdgames hangman writes per guessed letter at 80x24: the anchor for bytes per pick."""
import fcntl, os, pty, select, struct, termios, time

pid, fd = pty.fork()
if pid == 0:
    os.environ.update(TERM="xterm-256color")
    os.execv("/usr/games/hangman", ["hangman"])
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))


def drain(seconds):
    data, end = b"", time.time() + seconds
    while time.time() < end:
        ready, _, _ = select.select([fd], [], [], 0.02)
        if ready:
            try:
                data += os.read(fd, 65536)
            except OSError:
                break
    return data


first = drain(1.0)
sizes = []
for letter in b"etaoinshr":
    os.write(fd, bytes([letter]))
    sizes.append(len(drain(0.3)))
os.kill(pid, 15)
os.waitpid(pid, 0)
print(f"bsdgames hangman at 80x24: first screen {len(first)} bytes, "
      f"{sum(sizes) / len(sizes):.0f} bytes per guessed letter (median {sorted(sizes)[len(sizes) // 2]})")
