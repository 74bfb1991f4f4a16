#!/usr/bin/env python3
"""Bytes the full-screen game writes per question change in each way of drawing pictures.

Usage: Benchmarks/image_bytes.py [QUESTIONS [ROWS COLUMNS]]
Runs .build/release/quiz (or $QUIZ) --restart --graphics=MODE on the English pack in a
pseudo-terminal of ROWS x COLUMNS cells of 10x20 pixels (TIOCGWINSZ's pixel fields), types
the answer of each of the first QUESTIONS questions and counts the bytes from the last
letter of an answer until the next question's first frame is whole (the answer's frame,
the old image taken away, the new question and its picture). Prints, per mode, the
median, the least and the most over the questions.
"""
import fcntl, os, plistlib, pty, select, shutil, statistics, struct, sys, tempfile, termios, time

questions = int(sys.argv[1]) if len(sys.argv) > 1 else 8
rows, columns = (int(sys.argv[2]), int(sys.argv[3])) if len(sys.argv) > 3 else (24, 80)
here = os.path.dirname(os.path.abspath(__file__))
binary = os.environ.get("QUIZ") or os.path.join(here, "..", ".build", "release", "quiz")
bank = os.path.join(here, "..", "Resources", "packs", "en.plist")
answers = [q["answer"] for q in plistlib.load(open(bank, "rb"))][:questions]


def drain(fd, quiet, longest):
    """Bytes until nothing comes for `quiet` seconds (at most `longest` seconds); answers
    the device-attributes request as an xterm with sixel would."""
    data, end = b"", time.monotonic() + longest
    while time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            break
        try:
            chunk = os.read(fd, 1 << 20)
        except OSError:
            break
        if not chunk:
            break
        data += chunk
        if b"\x1b[c" in chunk:
            os.write(fd, b"\x1b[?62;4;22c")
    return data


def play(mode):
    home = tempfile.mkdtemp(prefix="quiz-bench-")
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update(TERM="xterm-256color", HOME=home, XDG_STATE_HOME=f"{home}/state",
                          XDG_DATA_HOME=f"{home}/data")
        os.execv(binary, [binary, "--restart", f"--graphics={mode}", bank])
    fcntl.ioctl(fd, termios.TIOCSWINSZ,
                struct.pack("HHHH", rows, columns, columns * 10, rows * 20))
    first = len(drain(fd, 0.5, 5))
    changes = []
    for answer in answers:
        for letter in answer[:-1]:
            os.write(fd, letter.encode())
            drain(fd, 0.1, 1)
        os.write(fd, answer[-1].encode())
        # The answer's frame, then (after the game's pause) the next question's.
        changes.append(len(drain(fd, 0.6, 6)))
    os.write(fd, b"\x1b")
    drain(fd, 0.2, 1)
    os.close(fd)
    os.waitpid(pid, 0)
    shutil.rmtree(home, ignore_errors=True)
    return first, changes[:-1]  # the last answer may end the run differently


for mode in ("blocks", "kitty", "sixel", "iterm"):
    first, changes = play(mode)
    print(f"{mode:>6}, {columns}x{rows}: first frame {first} bytes; per question change "
          f"(answer to next question's first frame, {len(changes)} changes): median "
          f"{statistics.median(changes):.0f} bytes, least {min(changes)}, most {max(changes)}")
