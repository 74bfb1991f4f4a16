#!/usr/bin/env bash
# Re-creates the PNG fixtures and, beside each, ImageMagick's decoding of it as an 8-bit PAM
# (the independent reference the decoder is compared with, pixel for pixel; 16-bit files
# give a 16-bit PAM, which the tests round to 8 bits).
# Needs ImageMagick 6 (`convert`). Run from anywhere; writes next to this script.
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 19×13: odd sizes leave partial Adam7 blocks at the right and bottom edges.
convert -size 19x13 -seed 3 plasma:fractal "$work/photo.png"
# The same with an alpha channel: a soft-edged ellipse, fully clear in the corners.
convert -size 19x13 radial-gradient:white-black -level 0%,70% "$work/mask.png"
convert "$work/photo.png" "$work/mask.png" -alpha off -compose CopyOpacity -composite \
  "$work/alpha.png"
# A few flat colours with a transparent background, for palettes and tRNS.
convert -size 19x13 xc:none -fill '#d03020' -draw 'circle 9,6 9,1' \
  -fill '#2040c0' -draw 'rectangle 0,10 18,12' "$work/flat.png"

make() { # NAME SOURCE OPTIONS… — writes NAME.png and NAME.pam
  local name=$1 source=$2
  shift 2
  convert "$work/$source" "$@" "$name.png"
  convert "$name.png" "$name.pam"
}

for depth in 1 2 4 8 16; do
  make "grey-$depth" photo.png -colorspace Gray -define png:bit-depth=$depth \
    -define png:color-type=0
done
make grey-trns flat.png -colorspace Gray -background black -flatten -transparent black \
  -define png:color-type=0 -define png:bit-depth=8
make grey-alpha-8 alpha.png -colorspace Gray -define png:color-type=4 -define png:bit-depth=8
make grey-alpha-16 alpha.png -colorspace Gray -define png:color-type=4 -define png:bit-depth=16
make rgb-8 photo.png -define png:color-type=2 -define png:bit-depth=8
make rgb-16 photo.png -define png:color-type=2 -define png:bit-depth=16
make rgb-trns flat.png -background black -flatten -transparent black -define png:color-type=2 \
  -define png:bit-depth=8
make rgba-8 alpha.png -define png:color-type=6 -define png:bit-depth=8
make flat-rgba flat.png -define png:color-type=6 -define png:bit-depth=8
make rgba-16 alpha.png -define png:color-type=6 -define png:bit-depth=16
palette() { # NAME SOURCE COLOURS OPTIONS…
  local name=$1 source=$2 colours=$3
  shift 3
  convert "$work/$source" -colors "$colours" "$@" "PNG8:$name.png"
  convert "$name.png" "$name.pam"
}
palette palette-1 photo.png 2 -define png:bit-depth=1
palette palette-2 photo.png 4 -define png:bit-depth=2
palette palette-4 photo.png 16 -define png:bit-depth=4
palette palette-8 photo.png 200
palette palette-trns flat.png 4
palette palette-alpha alpha.png 30
# Adam7 across the formats.
make interlaced-grey-1 photo.png -colorspace Gray -define png:bit-depth=1 \
  -define png:color-type=0 -interlace PNG
make interlaced-grey-alpha-16 alpha.png -colorspace Gray -define png:color-type=4 \
  -define png:bit-depth=16 -interlace PNG
palette interlaced-palette-4 photo.png 16 -define png:bit-depth=4 -interlace PNG
make interlaced-rgb-16 photo.png -define png:color-type=2 -define png:bit-depth=16 \
  -interlace PNG
make interlaced-rgba-8 alpha.png -define png:color-type=6 -define png:bit-depth=8 -interlace PNG
# One filter for every row, each kind of DEFLATE block (stored, fixed Huffman, dynamic) and
# image data split over many IDAT chunks: the rgba-8 pixels filtered and compressed again.
python3 - <<'PY'
import struct, zlib

def chunks(data):
    pos = 8
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        yield kind, data[pos + 8:pos + 8 + length]
        pos += 12 + length

def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else b if pb <= pc else c

def load(name):  # the header and unfiltered rows of an 8-bit RGBA file
    source = open(name, "rb").read()
    header = next(body for kind, body in chunks(source) if kind == b"IHDR")
    width, height = struct.unpack(">II", header[:8])
    raw = zlib.decompress(b"".join(body for kind, body in chunks(source) if kind == b"IDAT"))
    size = width * 4
    rows, prior = [], bytes(size)
    for y in range(height):
        kind, row = raw[y * (size + 1)], bytearray(raw[y * (size + 1) + 1:(y + 1) * (size + 1)])
        for i in range(size):
            a = row[i - stride] if i >= stride else 0
            b, c = prior[i], prior[i - stride] if i >= stride else 0
            row[i] = (row[i] + [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]) & 255
        rows.append(bytes(row))
        prior = row
    return header, rows, size

stride = 4
signature = b"\x89PNG\r\n\x1a\n"

def filtered(kind, rows, size):
    out, prior = bytearray(), bytes(size)
    for row in rows:
        out.append(kind)
        for i in range(size):
            a = row[i - stride] if i >= stride else 0
            b, c = prior[i], prior[i - stride] if i >= stride else 0
            out.append((row[i] - [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]) & 255)
        prior = row
    return bytes(out)

def write(name, header, data, level=9, strategy=zlib.Z_DEFAULT_STRATEGY, split=None):
    packer = zlib.compressobj(level, zlib.DEFLATED, 15, 9, strategy)
    stream = packer.compress(data) + packer.flush()
    parts = [stream[i:i + split] for i in range(0, len(stream), split)] if split else [stream]
    png = signature + chunk(b"IHDR", header) + b"".join(chunk(b"IDAT", p) for p in parts)
    open(name, "wb").write(png + chunk(b"IEND", b""))

header, rows, size = load("rgba-8.png")
for kind in range(5):
    write(f"filter-{kind}.png", header, filtered(kind, rows, size))
write("stored.png", header, filtered(1, rows, size), level=0)
write("split-idat.png", header, filtered(2, rows, size), split=97)
header, rows, size = load("flat-rgba.png")  # compressible: zlib keeps the fixed code
write("fixed-huffman.png", header, filtered(4, rows, size), strategy=zlib.Z_FIXED)
# A decompression bomb: a 1×1 grey picture (2 bytes of image data) whose IDAT inflates
# to 16 MiB of zeros. No reference PAM: it must be refused.
bomb = struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0)
write("bomb.png", bomb, bytes(16 << 20))
PY
for name in filter-0 filter-1 filter-2 filter-3 filter-4 stored fixed-huffman split-idat; do
  convert "$name.png" "$name.pam"
done

# Damaged ancillary chunks, which PNG (3rd edition, §13) asks decoders to skip: rgb-8.png
# with its first tEXt chunk's CRC wrong, and with an iCCP or a cLLI chunk (right length,
# wrong CRC) put in before IDAT. Each decodes to rgb-8.pam, the picture without them.
python3 - <<'PY'
import struct, zlib

def chunks(data):
    offset, found = 8, []
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset:offset + 4])
        found.append(data[offset:offset + 12 + length])
        offset += 12 + length
    return found

def damaged(kind, body):
    crc = zlib.crc32(kind + body) ^ 0xFFFFFFFF  # every bit of the CRC wrong
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)

source = chunks(open("rgb-8.png", "rb").read())
signature = b"\x89PNG\r\n\x1a\n"
text = next(i for i, c in enumerate(source) if c[4:8] == b"tEXt")
bad_text = source[text][:-4] + bytes(b ^ 0x01 for b in source[text][-4:])
open("bad-crc-text.png", "wb").write(
    signature + b"".join(source[:text] + [bad_text] + source[text + 1:]))
idat = next(i for i, c in enumerate(source) if c[4:8] == b"IDAT")
profile = b"sRGB\x00\x00" + zlib.compress(b"\x00" * 64)
for name, chunk in [
    ("bad-crc-iccp.png", damaged(b"iCCP", profile)),
    ("bad-crc-clli.png", damaged(b"cLLI", struct.pack(">II", 10000000, 2000000))),
]:
    open(name, "wb").write(signature + b"".join(source[:idat] + [chunk] + source[idat:]))
PY
