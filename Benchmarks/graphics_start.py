#!/usr/bin/env python3
"""What asking the terminal about images costs the first frame.

Usage: Benchmarks/graphics_start.py RUNS
Starts .build/release/quiz (or $QUIZ) --restart on the English pack in an 80x24
pseudo-terminal RUNS times in each of four setups and prints the median and the least
milliseconds from start until the first frame begins (the screen is cleared, after the
answers or the timeout) and until it is whole (nothing more for 0.25 s after the last
byte, which is when it came), and how the picture was drawn:
  blocks, answering:  --graphics=blocks in a terminal answering DA1 (the background query
                      alone, which every start makes unless --theme says)
  auto, kitty:        --graphics=auto in a terminal answering like kitty: the graphics
                      query with OK, CSI 16 t with 20x10-pixel cells, DA1
  auto, silent:       --graphics=auto in a terminal that answers nothing (the timeout)
  blocks, silent:     --graphics=blocks in a terminal that answers nothing
"""
import fcntl, os, pty, select, shutil, statistics, struct, sys, tempfile, termios, time

runs = int(sys.argv[1]) if len(sys.argv) > 1 else 11
here = os.path.dirname(os.path.abspath(__file__))
binary = os.environ.get("QUIZ") or os.path.join(here, "..", ".build", "release", "quiz")
bank = os.path.join(here, "..", "Resources", "packs", "en.plist")
KITTY = {b"\x1b_Gi=31": b"\x1b_Gi=31;OK\x1b\\", b"\x1b[16t": b"\x1b[6;20;10t",
         b"\x1b[c": b"\x1b[?62;22c"}
DA1 = {b"\x1b[c": b"\x1b[?62;22c"}


def first_frame(mode, answers):
    home = tempfile.mkdtemp(prefix="quiz-bench-")
    began = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update(TERM="xterm-256color", HOME=home, XDG_STATE_HOME=f"{home}/state",
                          XDG_DATA_HOME=f"{home}/data")
        os.execv(binary, [binary, "--restart", f"--graphics={mode}", bank])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    seen, last, begins = b"", began, None
    while True:
        ready, _, _ = select.select([fd], [], [], 0.25)
        if not ready:
            break
        try:
            chunk = os.read(fd, 1 << 20)
        except OSError:
            break
        if not chunk:
            break
        last = time.monotonic()
        if begins is None and b"\x1b[2J" in seen[-8:] + chunk:
            begins = last
        # Answer each question in the order asked, once it has been written whole.
        before = len(seen)
        seen += chunk
        for question, answer in answers.items():
            at = seen.find(question)
            if at >= 0 and at + len(question) > before:
                os.write(fd, answer)
    os.write(fd, b"\x1b")
    time.sleep(0.1)
    os.close(fd)
    os.waitpid(pid, 0)
    shutil.rmtree(home, ignore_errors=True)
    drawn = "kitty image" if b"\x1b_Ga=T" in seen else "blocks"
    return (begins - began) * 1000, (last - began) * 1000, drawn


for label, mode, answers in (("blocks, answering", "blocks", DA1),
                             ("auto, kitty", "auto", KITTY),
                             ("auto, silent", "auto", {}),
                             ("blocks, silent", "blocks", {})):
    results = [first_frame(mode, answers) for _ in range(runs)]
    begins, whole = [r[0] for r in results], [r[1] for r in results]
    print(f"first frame, {label}: begins after median {statistics.median(begins):.1f} ms "
          f"(least {min(begins):.1f}), whole after median {statistics.median(whole):.1f} ms "
          f"(least {min(whole):.1f}), {results[-1][2]}; {runs} runs")
