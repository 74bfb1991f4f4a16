"""Writes a pack of photos as a folder: DIR/questions.plist and DIR/pictures/*.png.

    python3 photo_pack.py QUIZ DIR SIDE [PHOTOS] [QUESTIONS]

Each of PHOTOS (default 40) pictures is one of the ten photos of Benchmarks/photos (decoded
by `QUIZ picture --pam`), cropped and flipped in its own way, scaled to SIDE×SIDE and given
a little grain, as a photo has, so it compresses as a photo does: 40 photos make a pack of
about 5 MB at SIDE 256 and about 30 MB at SIDE 512. With QUESTIONS (default PHOTOS) the
questions share the photos in turn. Prints the pack's bytes (the plist and the pictures).
"""
import glob
import os
import plistlib
import struct
import subprocess
import sys
import tempfile
import zlib

import numpy as np


def read_pam(path):
    data = open(path, "rb").read()
    end = data.index(b"ENDHDR\n") + len(b"ENDHDR\n")
    fields = dict(line.split(" ", 1) for line in data[:end].decode().splitlines()[1:-1])
    width, height, depth = int(fields["WIDTH"]), int(fields["HEIGHT"]), int(fields["DEPTH"])
    return np.frombuffer(data[end:], np.uint8).reshape(height, width, depth)[:, :, :3]


def write_png(path, pixels):
    height, width, _ = pixels.shape
    # Filter Up on every row (the row above subtracted), as an encoder would pick for a photo.
    flat = pixels.reshape(height, width * 3)
    up = flat - np.vstack([np.zeros((1, width * 3), np.uint8), flat[:-1]])
    rows = np.hstack([np.full((height, 1), 2, np.uint8), up])

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(
            ">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                  + chunk(b"IDAT", zlib.compress(rows.tobytes(), 6)) + chunk(b"IEND", b""))


def variant(photo, index, side, grain):
    """The index-th variant of a photo: its own crop and flip, scaled to side, with grain."""
    height, width, _ = photo.shape
    crop = max(48, min(height, width) - 8 * (index % 5))
    top, left = (index * 7) % (height - crop + 1), (index * 11) % (width - crop + 1)
    part = photo[top:top + crop, left:left + crop].astype(np.float32)
    if index % 2:
        part = part[:, ::-1]
    # Bilinear scaling to side × side.
    where = (np.arange(side) + 0.5) * crop / side - 0.5
    low = np.clip(np.floor(where).astype(int), 0, crop - 1)
    high = np.clip(low + 1, 0, crop - 1)
    weight = np.clip(where - low, 0, 1)
    rows = part[low] * (1 - weight)[:, None, None] + part[high] * weight[:, None, None]
    scaled = rows[:, low] * (1 - weight)[None, :, None] + rows[:, high] * weight[None, :, None]
    noise = np.random.default_rng(index).normal(0, grain, scaled.shape)
    return np.clip(scaled + noise, 0, 255).astype(np.uint8)


def main():
    quiz, folder, side = sys.argv[1], sys.argv[2], int(sys.argv[3])
    count = int(sys.argv[4]) if len(sys.argv) > 4 else 40
    questions = int(sys.argv[5]) if len(sys.argv) > 5 else count
    grain = 8.0 if side <= 256 else 32.0
    here = os.path.dirname(os.path.abspath(__file__))
    sources = sorted(glob.glob(os.path.join(here, "photos", "*.png")))
    photos = []
    with tempfile.TemporaryDirectory() as scratch:
        for source in sources:
            pam = os.path.join(scratch, "photo.pam")
            subprocess.run([quiz, "picture", source, "--pam", pam], check=True,
                           stdout=subprocess.DEVNULL)
            photos.append((os.path.basename(source)[:-4], read_pam(pam)))
    os.makedirs(os.path.join(folder, "pictures"), exist_ok=True)
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    total = 0
    for index in range(count):
        name, photo = photos[index % len(photos)]
        path = os.path.join(folder, "pictures", f"photo{index}.png")
        write_png(path, variant(photo, index, side, grain))
        total += os.path.getsize(path)
    bank = []
    for number in range(questions):
        name = photos[number % count % len(photos)][0]
        tag = letters[number // 26 % 26] + letters[number % 26]
        answer = "".join(c for c in name.upper() if c in letters)[:8] + tag
        bank.append({"answer": answer, "title": f"Photo {number + 1}",
                     "icon": f"photo{number % count}"})
    plist = os.path.join(folder, "questions.plist")
    with open(plist, "wb") as out:
        plistlib.dump(bank, out)
    print(total + os.path.getsize(plist))


main()
