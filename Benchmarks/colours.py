#!/usr/bin/env python3
"""Pictures in 16 and 256 colours, on dark and light terminals: quiz against chafa, as pixels.

Each picture is drawn into a box of cells as the game draws it (SymbolBench `dark` or
`light`: the half block or symbol renderer, on the backdrop the game chooses for that
picture), and by `chafa -c 16` or `chafa -c 240` (`--format symbols`, the same box,
`--stretch`, its other settings as they come) given the picture already laid on that
backdrop and `--bg` of the same colour. Both outputs are read back to pixels as symbols.py
does (terminal_pixels.py: each glyph's exact shape, 8x16 pixels a cell, the 16 colours
as xterm's defaults and the 256 as xterm's cube and greys) and compared with the picture
on its backdrop scaled to those pixels (Lanczos): SSIM as symbols.py measures it.

    Benchmarks/colours.py [--box COLUMNSxROWS] --depth 16|256 --background dark|light FILE...

Without --box each picture gets the box the game gives it at 80x24: its own size, a
column a pixel and a row two pixels (24x12 cells for the 24x24 pictures, 24x11 for 24x22).

Prints one line per picture (with --each) and the mean and worst of each.
"""
import argparse
import os
import subprocess
import tempfile

import numpy as np
from PIL import Image

from symbols import ssim
from terminal_pixels import CELL_H, CELL_W, DOWN, parse, rasterise


def on_backdrop(path, backdrop):
    image = Image.open(path).convert("RGBA")
    ground = Image.new("RGBA", image.size, backdrop + (255,))
    return Image.alpha_composite(ground, image).convert("RGB")


def reference(image, cols, rows, backdrop):
    w, h = cols * CELL_W // DOWN, rows * CELL_H // DOWN
    scale = min(w / image.width, h / image.height)
    fw, fh = max(1, round(image.width * scale)), max(1, round(image.height * scale))
    canvas = Image.new("RGB", (w, h), backdrop)
    canvas.paste(image.resize((fw, fh), Image.LANCZOS), ((w - fw) // 2, (h - fh) // 2))
    return np.asarray(canvas, dtype=float)


def chafa(path, cols, rows, depth, backdrop):
    result = subprocess.run(
        ["chafa", "--format", "symbols", "--size", "%dx%d" % (cols, rows), "--stretch",
         "-c", {"16": "16", "256": "240"}[depth], "--bg", "#%02x%02x%02x" % backdrop,
         "--animate", "off", "--polite", "on", path],
        capture_output=True, text=True, check=True)
    return result.stdout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("files", nargs="+")
    parser.add_argument("--box")
    parser.add_argument("--depth", required=True, choices=["16", "256"])
    parser.add_argument("--background", required=True, choices=["dark", "light"])
    parser.add_argument("--bench", default="Benchmarks/.build/release/SymbolBench")
    parser.add_argument("--each", action="store_true")
    args = parser.parse_args()
    terminal = (0, 0, 0) if args.background == "dark" else (255, 255, 255)
    work = tempfile.mkdtemp()
    boxes = {}
    for path in args.files:
        if args.box:
            box = tuple(int(v) for v in args.box.split("x"))
        else:
            with Image.open(path) as image:
                box = (image.width, (image.height + 1) // 2)
        boxes[path] = box
    backdrops = {}
    for box in sorted(set(boxes.values())):
        files = [p for p in args.files if boxes[p] == box]
        out = subprocess.run(
            [args.bench, work, "%dx%d" % box, args.depth, args.background, "srgb"] + files,
            capture_output=True, text=True, check=True).stdout
        for line in out.splitlines():
            name, _, _, rgb = line.split()
            backdrops[name] = tuple(int(v) for v in rgb.split(","))
    ours, theirs = [], []
    for path in args.files:
        name = os.path.splitext(os.path.basename(path))[0]
        cols, rows = boxes[path]
        backdrop = backdrops[name]
        laid = on_backdrop(path, backdrop)
        laid_path = os.path.join(work, name + ".png")
        laid.save(laid_path)
        ref = reference(laid, cols, rows, backdrop)
        text = open(os.path.join(work, name + ".ansi")).read()
        ours.append(ssim(rasterise(parse(text, cols, rows, default_bg=terminal)), ref))
        drawn = chafa(laid_path, cols, rows, args.depth, backdrop)
        theirs.append(ssim(rasterise(parse(drawn, cols, rows, default_bg=terminal)), ref))
        if args.each:
            print("%-20s backdrop %-12s SSIM quiz %.4f chafa %.4f"
                  % (name, "%d,%d,%d" % backdrop, ours[-1], theirs[-1]))
    worst = int(np.argmin(ours))
    worst_chafa = int(np.argmin(theirs))
    names = [os.path.splitext(os.path.basename(p))[0] for p in args.files]
    print("%-5s %-5s %3d pictures  mean quiz %.4f chafa %.4f  worst quiz %.4f (%s) chafa %.4f (%s)"
          "  quiz >= chafa on %d"
          % (args.depth, args.background, len(ours), np.mean(ours), np.mean(theirs),
             ours[worst], names[worst], theirs[worst_chafa], names[worst_chafa],
             sum(1 for a, b in zip(ours, theirs) if a >= b)))


if __name__ == "__main__":
    main()
