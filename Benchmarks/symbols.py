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
import subprocess
import sys
import tempfile

import numpy as np
from PIL import Image
from scipy.ndimage import gaussian_filter

from terminal_pixels import CELL_H, CELL_W, DOWN, parse, rasterise


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
