#!/usr/bin/env python3
"""Bytes the full-screen game writes: the first frame, then one key at a time.

Usage: Benchmarks/frame_bytes.py [ROWS COLUMNS]
(runs .build/release/quiz --restart Resources/packs/en.plist: the English pack's first
question, straight into the game rather than the start screen)
"""
import fcntl, os, pty, select, struct, sys, termios, time

rows, columns = (int(sys.argv[1]), int(sys.argv[2])) if len(sys.argv) > 2 else (24, 80)
binary = os.environ.get("QUIZ") or os.path.join(os.path.dirname(__file__), "..", ".build", "release", "quiz")
state = os.path.join("/tmp", f"quiz-bench-{os.getpid()}")
bank = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Resources", "packs", "en.plist")

pid, fd = pty.fork()
if pid == 0:
    os.environ.update(TERM="xterm-256color", XDG_STATE_HOME=state)
    os.execv(binary, [binary, "--restart", bank])
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))


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


start = time.time()
first = drain(1.0)
print(f"{columns}x{rows}: first frame {len(first)} bytes")
for key, name in [(b"S", "pick S"), (b"U", "pick U"), (b"\x7f", "backspace"), (b"\x1b[C", "cursor right")]:
    os.write(fd, key)
    print(f"{name:>12}: {len(drain(0.3))} bytes")
os.write(fd, b"\x1b")
drain(0.3)
os.waitpid(pid, 0)
