#!/usr/bin/env python3
"""Compares quiz's picture renderers with chafa's symbol mode, as pixels.

Each picture is drawn into the same box of cells by quiz (Benchmarks' SymbolBench: the half
block renderer and the symbol renderer) and by `chafa --format symbols` (its default symbol
set, the same size and colour depth, no dithering). Both terminal outputs are drawn back to
pixels here, each cell's glyph as its exact shape (half blocks, quadrants, eighths, sextants
and box drawing; cells of 24x48 pixels, box-drawing lines 1/8 of a cell thick as chafa
models them), averaged down to 8x16 pixels a cell, and compared with the source picture
scaled to those pixels (Lanczos, transparent pixels over black): SSIM (Wang et al. 2004:
Gaussian window, sigma 1.5, on each of R, G, B, averaged) and PSNR (dB, over R, G, B).

    Benchmarks/symbols.py [--box 24x12] [--depth full|256|16] [--quiz blocks|sextants|half]
                          [--space srgb|linear] [--bench PATH] FILE...

Prints one line per picture and the means; with --csv, one CSV row per picture instead.
Needs numpy, scipy, Pillow and chafa. Run by Benchmarks/run-symbols.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import unicodedata

import numpy as np
from PIL import Image
from scipy.ndimage import gaussian_filter

CELL_W, CELL_H = 24, 48  # drawing resolution of a cell
DOWN = 3  # averaged down by this to 8x16 a cell for the comparison


def xterm256():
    base = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
            (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0),
            (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]
    levels = [0, 95, 135, 175, 215, 255]
    cube = [(levels[i // 36], levels[i // 6 % 6], levels[i % 6]) for i in range(216)]
    greys = [(8 + 10 * i,) * 3 for i in range(24)]
    return base + cube + greys


PALETTE = xterm256()


def box_arms(ch):
    """(up, right, down, left) weights 0/1/2 and dashed, from a box-drawing name."""
    name = unicodedata.name(ch, "")
    if not name.startswith("BOX DRAWINGS"):
        return None
    words = name[len("BOX DRAWINGS "):].split()
    dashed = "DASH" in words
    if "DOUBLE" in words or "ARC" in words:
        weight_default = 1
    else:
        weight_default = None
    arms = {"UP": 0, "RIGHT": 0, "DOWN": 0, "LEFT": 0}
    weight = weight_default or 1
    # Parse groups like "DOWN LIGHT AND RIGHT HEAVY", "LIGHT DOWN AND HEAVY RIGHT".
    pending = []
    for word in words:
        if word in ("LIGHT", "DOUBLE", "ARC"):
            weight = 1
            for arm in pending:
                arms[arm] = weight
            pending = []
        elif word == "HEAVY":
            weight = 2
            for arm in pending:
                arms[arm] = weight
            pending = []
        elif word in ("HORIZONTAL",):
            arms["LEFT"] = arms["RIGHT"] = weight
        elif word in ("VERTICAL",):
            arms["UP"] = arms["DOWN"] = weight
        elif word in arms:
            arms[word] = weight
            pending = [word]
        elif word == "AND":
            pending = []
    return (arms["UP"], arms["RIGHT"], arms["DOWN"], arms["LEFT"]), dashed


def glyph_mask(ch, cache={}):
    """The cell's foreground coverage, CELL_H x CELL_W booleans; None for unknown glyphs."""
    if ch in cache:
        return cache[ch]
    m = np.zeros((8 * 6, 8 * 3), dtype=bool)  # CELL_H x CELL_W
    W, H = CELL_W, CELL_H
    cp = ord(ch)
    if ch == " ":
        pass
    elif cp == 0x2588:
        m[:, :] = True
    elif cp == 0x2580:
        m[: H // 2] = True
    elif cp == 0x2590:
        m[:, W // 2:] = True
    elif cp == 0x2594:
        m[: H // 8] = True
    elif cp == 0x2595:
        m[:, W - W // 8:] = True
    elif 0x2581 <= cp <= 0x2587:
        k = cp - 0x2580
        m[H - H * k // 8:] = True
    elif 0x2589 <= cp <= 0x258F:
        k = 0x2590 - cp
        m[:, : W * k // 8] = True
    elif 0x2596 <= cp <= 0x259F:
        quads = {0x2596: "BL", 0x2597: "BR", 0x2598: "TL", 0x2599: "TL BL BR",
                 0x259A: "TL BR", 0x259B: "TL TR BL", 0x259C: "TL TR BR", 0x259D: "TR",
                 0x259E: "TR BL", 0x259F: "TR BL BR"}[cp]
        for q in quads.split():
            ys = slice(0, H // 2) if q[0] == "T" else slice(H // 2, H)
            xs = slice(0, W // 2) if q[1] == "L" else slice(W // 2, W)
            m[ys, xs] = True
    elif 0x1FB00 <= cp <= 0x1FB3B:
        n = cp - 0x1FB00 + 1
        if n >= 21:
            n += 1
        if n >= 42:
            n += 1
        for bit in range(6):
            if n & (1 << bit):
                cx, cy = bit % 2, bit // 2
                m[cy * H // 3:(cy + 1) * H // 3, cx * W // 2:(cx + 1) * W // 2] = True
    elif cp in (0x2571, 0x2572, 0x2573):
        for i in range(8):
            if cp in (0x2572, 0x2573):
                m[i * 6:(i + 1) * 6, i * 3:(i + 1) * 3] = True
            if cp in (0x2571, 0x2573):
                m[i * 6:(i + 1) * 6, (7 - i) * 3:(8 - i) * 3] = True
    elif box_arms(ch):
        (up, right, down, left), dashed = box_arms(ch)
        # On chafa's 8x8 grid: light lines on row/column 4, heavy on 3-4.
        def rows(w):
            return slice(4 * 6, 5 * 6) if w == 1 else slice(3 * 6, 5 * 6)

        def cols(w):
            return slice(4 * 3, 5 * 3) if w == 1 else slice(3 * 3, 5 * 3)
        v = max(up, down)
        h = max(left, right)
        if left:
            end = (5 if v == 1 else 5) * 3 if v else 4 * 3
            m[rows(left), 0:end] = True
        if right:
            start = (4 if v == 1 else 3) * 3 if v else 4 * 3
            m[rows(right), start:W] = True
        if up:
            end = 5 * 6 if h else 4 * 6
            m[0:end, cols(up)] = True
        if down:
            start = (4 if h == 1 else 3) * 6 if h else 4 * 6
            m[start:H, cols(down)] = True
        if dashed:  # every other eighth off, along the line
            for i in range(1, 8, 2):
                if left or right:
                    m[:, i * 3:(i + 1) * 3] = False
                else:
                    m[i * 6:(i + 1) * 6, :] = False
    else:
        m = None
    cache[ch] = m
    return m


SGR = re.compile(r"\x1b\[([0-9;:]*)([A-Za-z])")


def parse(text, cols, rows, default_bg=(0, 0, 0), default_fg=(229, 229, 229)):
    """Cells of an ANSI text: (char, fg, bg) rows."""
    grid = [[(" ", default_fg, default_bg)] * cols for _ in range(rows)]
    fg, bg, reverse = default_fg, default_bg, False
    x = y = 0
    i = 0
    unknown = set()
    while i < len(text):
        m = SGR.match(text, i)
        if m:
            i = m.end()
            if m.group(2) != "m":
                continue
            params = [int(p) if p else 0 for p in m.group(1).replace(":", ";").split(";")]
            j = 0
            while j < len(params):
                p = params[j]
                if p == 0:
                    fg, bg, reverse = default_fg, default_bg, False
                elif p == 7:
                    reverse = True
                elif p == 27:
                    reverse = False
                elif p in (38, 48) and j + 1 < len(params):
                    if params[j + 1] == 2:
                        c = tuple(params[j + 2:j + 5])
                        j += 4
                    else:
                        c = PALETTE[params[j + 2]]
                        j += 2
                    if p == 38:
                        fg = c
                    else:
                        bg = c
                elif p == 39:
                    fg = default_fg
                elif p == 49:
                    bg = default_bg
                elif 30 <= p <= 37:
                    fg = PALETTE[p - 30]
                elif 90 <= p <= 97:
                    fg = PALETTE[p - 90 + 8]
                elif 40 <= p <= 47:
                    bg = PALETTE[p - 40]
                elif 100 <= p <= 107:
                    bg = PALETTE[p - 100 + 8]
                j += 1
            continue
        ch = text[i]
        i += 1
        if ch == "\n":
            x, y = 0, y + 1
            continue
        if ch == "\r":
            x = 0
            continue
        if glyph_mask(ch) is None:
            unknown.add(ch)
        if y < rows and x < cols:
            grid[y][x] = (ch, bg if reverse else fg, fg if reverse else bg)
        x += 1
    if unknown:
        print("unknown glyphs drawn as space: " + "".join(sorted(unknown)), file=sys.stderr)
    return grid


def rasterise(grid):
    rows, cols = len(grid), len(grid[0])
    out = np.zeros((rows * CELL_H, cols * CELL_W, 3))
    for y, row in enumerate(grid):
        for x, (ch, fg, bg) in enumerate(row):
            mask = glyph_mask(ch)
            cell = np.empty((CELL_H, CELL_W, 3))
            cell[:] = bg
            if mask is not None:
                cell[mask] = fg
            out[y * CELL_H:(y + 1) * CELL_H, x * CELL_W:(x + 1) * CELL_W] = cell
    h, w = out.shape[0] // DOWN, out.shape[1] // DOWN
    return out.reshape(h, DOWN, w, DOWN, 3).mean(axis=(1, 3))


def reference(path, cols, rows):
    image = Image.open(path).convert("RGBA")
    black = Image.new("RGBA", image.size, (0, 0, 0, 255))
    image = Image.alpha_composite(black, image).convert("RGB")
    w, h = cols * CELL_W // DOWN, rows * CELL_H // DOWN
    # Fit keeping the aspect (a cell is 1:2), centred on black, as both renderers place it.
    scale = min(w / image.width, h / image.height)
    fw, fh = max(1, round(image.width * scale)), max(1, round(image.height * scale))
    fitted = image.resize((fw, fh), Image.LANCZOS)
    canvas = Image.new("RGB", (w, h), (0, 0, 0))
    canvas.paste(fitted, ((w - fw) // 2, (h - fh) // 2))
    return np.asarray(canvas, dtype=float)


def ssim(a, b):
    c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2
    scores = []
    for k in range(3):
        x, y = a[..., k], b[..., k]
        mx, my = gaussian_filter(x, 1.5), gaussian_filter(y, 1.5)
        sxx = gaussian_filter(x * x, 1.5) - mx * mx
        syy = gaussian_filter(y * y, 1.5) - my * my
        sxy = gaussian_filter(x * y, 1.5) - mx * my
        s = ((2 * mx * my + c1) * (2 * sxy + c2)) / ((mx * mx + my * my + c1) * (sxx + syy + c2))
        scores.append(s.mean())
    return float(np.mean(scores))


def psnr(a, b):
    mse = float(np.mean((a - b) ** 2))
    return 99.0 if mse == 0 else 10 * np.log10(255 ** 2 / mse)


def chafa(path, cols, rows, depth):
    result = subprocess.run(
        ["chafa", "--format", "symbols", "--size", "%dx%d" % (cols, rows), "--stretch",
         "-c", {"full": "full", "256": "256", "16": "16"}[depth], "--dither", "none",
         "--animate", "off", "--polite", "on", path],
        capture_output=True, text=True, check=True)
    return result.stdout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("files", nargs="+")
    parser.add_argument("--box", default="24x12")
    parser.add_argument("--depth", default="full", choices=["full", "256", "16"])
    parser.add_argument("--quiz", default="blocks", choices=["half", "blocks", "sextants"])
    parser.add_argument("--space", default="srgb", choices=["srgb", "linear"])
    parser.add_argument("--bench", default="Benchmarks/.build/release/SymbolBench")
    parser.add_argument("--csv", action="store_true")
    args = parser.parse_args()
    cols, rows = (int(v) for v in args.box.split("x"))
    work = tempfile.mkdtemp()
    timing = {}
    out = subprocess.run(
        [args.bench, work, args.box, args.depth, args.quiz, args.space] + args.files,
        capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        name, micros, size = line.split()
        timing[name] = (int(micros), int(size))
    totals = []
    for path in args.files:
        name = os.path.splitext(os.path.basename(path))[0]
        ref = reference(path, cols, rows)
        ours = rasterise(parse(open(os.path.join(work, name + ".ansi")).read(), cols, rows))
        theirs_text = chafa(path, cols, rows, args.depth)
        theirs = rasterise(parse(theirs_text, cols, rows))
        row = (ssim(ours, ref), ssim(theirs, ref), psnr(ours, ref), psnr(theirs, ref),
               timing[name][0], timing[name][1], len(theirs_text.encode()))
        totals.append(row)
        if args.csv:
            print(",".join([name] + ["%.4f" % v for v in row[:4]] + [str(v) for v in row[4:]]))
        elif len(args.files) <= 20:
            print("%-20s SSIM quiz %.4f chafa %.4f  PSNR quiz %.2f chafa %.2f  %5d us  "
                  "%6d B (chafa %6d B)" % ((name,) + row))
    mean = np.mean(np.array(totals, dtype=float), axis=0)
    wins = sum(1 for t in totals if t[0] >= t[1])
    if not args.csv:
        print("%-20s SSIM quiz %.4f chafa %.4f  PSNR quiz %.2f chafa %.2f  %5d us  "
              "%6d B (chafa %6d B)  quiz >= chafa (SSIM) on %d of %d"
              % (("mean",) + tuple(mean[:4]) + tuple(int(v) for v in mean[4:]) + (wins, len(totals))))


if __name__ == "__main__":
    main()
