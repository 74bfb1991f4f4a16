#!/usr/bin/env python3
"""What a terminal's answer about its cell size costs the first frame.

Usage: [CELLS="H;W ..."] Benchmarks/cell_size_start.py [RUNS] [LIMIT_SECONDS]
Starts .build/release/quiz (or $QUIZ) --restart on the English pack in an 80x24
pseudo-terminal, RUNS times (default 3) for each cell size answered to CSI 16 t (height;width
in pixels: the usual 20;10, then 100;50, 400;200, 2000;2000 and 9999999999999;9999999999999),
once answering like kitty (the graphics query OK) and once like a sixel terminal (DA1 lists
4). Prints the median milliseconds from start until the first frame begins (the screen is
cleared) and until it is whole (nothing more for 0.25 s), how the picture was drawn, the
largest resident memory seen, the milliseconds from + (the enlarged picture, the largest
box) until its frame is whole, and the milliseconds from Ctrl-C to the exit. A run that
draws nothing in LIMIT_SECONDS (default 20), or passes 4 GB, is killed and counted as
"no frame" (as is one that ends before its first frame, with how it ended).
"""
import fcntl, os, pty, select, shutil, signal, statistics, struct, sys, tempfile, termios, time

runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
limit = float(sys.argv[2]) if len(sys.argv) > 2 else 20.0
here = os.path.dirname(os.path.abspath(__file__))
binary = os.environ.get("QUIZ") or os.path.join(here, "..", ".build", "release", "quiz")
bank = os.path.join(here, "..", "Resources", "packs", "en.plist")
MEMORY_LIMIT_KB = 4 * 1024 * 1024


def resident_kb(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def run(cell, terminal):
    answers = {b"\x1b[16t": b"\x1b[6;%s;%st" % (cell[0].encode(), cell[1].encode())}
    if terminal == "kitty":
        answers[b"\x1b_Gi=31"] = b"\x1b_Gi=31;OK\x1b\\"
        answers[b"\x1b[c"] = b"\x1b[?62;22c"
    else:
        answers[b"\x1b[c"] = b"\x1b[?63;1;2;4;6;9;15;16;22;28c"
    home = tempfile.mkdtemp(prefix="quiz-bench-")
    began = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update(TERM="xterm-256color", HOME=home, XDG_STATE_HOME=f"{home}/state",
                          XDG_DATA_HOME=f"{home}/data")
        os.execv(binary, [binary, "--restart", bank])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    seen, last, begins, peak, killed = b"", began, None, 0, None
    while True:
        ready, _, _ = select.select([fd], [], [], 0.25)
        peak = max(peak, resident_kb(pid))
        now = time.monotonic()
        if begins is None and (now - began > limit or peak > MEMORY_LIMIT_KB):
            killed = (f"killed after {now - began:.1f} s" if now - began > limit
                      else f"killed at 4 GB after {now - began:.1f} s")
            break
        if not ready:
            if begins is not None:
                break
            continue
        try:
            chunk = os.read(fd, 1 << 20)
        except OSError:
            break
        if not chunk:
            break
        last = time.monotonic()
        if begins is None and b"\x1b[2J" in seen[-8:] + chunk:
            begins = last
        before = len(seen)
        seen += chunk
        for question, answer in answers.items():
            at = seen.find(question)
            if at >= 0 and at + len(question) > before:
                os.write(fd, answer)
    zoom_ms = None
    if killed is None and begins is not None:
        # The enlarged picture: the largest box the game draws at this size.
        asked = time.monotonic()
        os.write(fd, b"+")
        zoomed = None
        while True:
            # Until the first byte the wait is the limit; after it, 0.25 s of quiet ends it.
            ready, _, _ = select.select([fd], [], [], 0.25 if zoomed else 0.05)
            peak = max(peak, resident_kb(pid))
            if not ready and (zoomed or time.monotonic() - asked > limit):
                break
            if not ready:
                continue
            try:
                chunk = os.read(fd, 1 << 20)
            except OSError:
                break
            if not chunk:
                break
            zoomed = time.monotonic()
        zoom_ms = ((zoomed or time.monotonic()) - asked) * 1000
    quit_ms = None
    if killed is None and begins is None:
        _, status = os.waitpid(pid, 0)
        killed = f"ended by signal {os.WTERMSIG(status)}" if os.WIFSIGNALED(status) \
            else f"exited {os.WEXITSTATUS(status)}"
        pid = 0
    if killed is None:
        asked = time.monotonic()
        os.write(fd, b"\x03")
        while True:
            done, _ = os.waitpid(pid, os.WNOHANG)
            if done:
                quit_ms = (time.monotonic() - asked) * 1000
                break
            if time.monotonic() - asked > 5:
                break
            try:
                select.select([fd], [], [], 0.01)
                os.read(fd, 1 << 20)
            except OSError:
                pass
    if quit_ms is None and pid:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    os.close(fd)
    shutil.rmtree(home, ignore_errors=True)
    if b"\x1b_Ga=T" in seen:
        drawn = "kitty image"
    elif b"\x1bP0;1;0q" in seen:
        drawn = "sixel image"
    else:
        drawn = "blocks"
    if killed:
        return None, None, f"no frame ({killed})", peak, None, None
    return (begins - began) * 1000, (last - began) * 1000, drawn, peak, quit_ms, zoom_ms


cells = [tuple(cell.split(";")) for cell in os.environ.get("CELLS", "").split()] or [
    ("20", "10"), ("100", "50"), ("400", "200"), ("2000", "2000"),
    ("9999999999999", "9999999999999")]
for terminal in ("kitty", "sixel"):
    for cell in cells:
        results = [run(cell, terminal) for _ in range(runs)]
        peak = max(r[3] for r in results) / 1024
        label = f"{terminal}, cell {cell[0]};{cell[1]}"
        if any(r[0] is None for r in results):
            print(f"{label}: {results[0][2]}, peak {peak:.0f} MB")
            continue
        begins = statistics.median(r[0] for r in results)
        whole = statistics.median(r[1] for r in results)
        quits = [r[4] for r in results if r[4] is not None]
        quit_text = f"Ctrl-C exits after {statistics.median(quits):.0f} ms" if quits \
            else "Ctrl-C did not end it"
        zoom = statistics.median(r[5] for r in results)
        print(f"{label}: frame begins {begins:.0f} ms, whole {whole:.0f} ms, "
              f"{results[-1][2]}, enlarged with + in {zoom:.0f} ms, peak {peak:.0f} MB, "
              f"{quit_text}; {runs} runs")
