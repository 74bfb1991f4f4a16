"""A terminal's text drawn back to pixels: each cell's glyph as its exact shape.

Half blocks, quadrants, eighths, sextants and box drawing (box-drawing lines 1/8 of a cell
thick, as chafa models them), in cells of CELL_W x CELL_H pixels, with the colours the SGR
sequences give (24-bit, the xterm 256-colour palette, the 16 colours). Used by symbols.py.
"""
import re
import unicodedata

import numpy as np

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
