#!/usr/bin/env bash
# Re-creates the GIF fixtures and, beside each, ImageMagick's decoding of its first frame
# (`convert FILE[0] -flatten`, RGBA as a netpbm PAM), the independent reference the decoder
# must match pixel for pixel. Some are written by ImageMagick, some rewritten by gifsicle
# (another encoder: its own LZW, interlacing, optimised palettes).
# Needs ImageMagick 6 (/usr/bin/convert) and gifsicle. Run from anywhere; writes next to
# this script.
set -euo pipefail
cd "$(dirname "$0")"
convert=/usr/bin/convert

reference() { # NAME — writes NAME.pam from NAME.gif
  $convert "$1.gif[0]" -background none -flatten -depth 8 -alpha on "pam:$1.pam"
}

# A soft 61×47 plasma in 256 colours (codes up to 12 bits, table resets), plain and
# interlaced; a few colours (small code sizes); a transparent disc; a 2-colour picture
# (the smallest code size).
$convert -size 61x47 -seed 5 plasma:fractal -colors 256 plasma.gif
$convert -size 61x47 -seed 6 plasma:fractal -colors 256 -interlace GIF interlaced.gif
$convert -size 37x23 gradient:red-blue -colors 12 gradient.gif
$convert -size 40x30 xc:none -fill '#e02020' -draw 'circle 20,15 20,5' transparent.gif
$convert -size 16x16 xc:white -fill black -draw 'rectangle 2,2 8,8' -colors 2 two-colours.gif
# An animation: its first frame is red; a first frame smaller than the screen, placed at
# 5,7 (the rest transparent).
$convert -delay 10 -size 20x20 xc:red xc:green xc:blue animation.gif
$convert -size 10x10 xc:red -page 40x30+5+7 offset.gif
# gifsicle's encoder: 16 colours, and interlaced.
gifsicle --colors 16 plasma.gif >sicle-16.gif
gifsicle --interlace plasma.gif >sicle-interlaced.gif
# The same picture with its colour table moved from the screen to the image (a local one).
python3 - <<'PY'
data = open("gradient.gif", "rb").read()
flags = data[10]
size = 3 << ((flags & 7) + 1)
table = data[13:13 + size]
rest = data[13 + size:]
at = rest.index(b"\x2c")  # the image descriptor, after the extensions
image = rest[at:at + 10]
local = image[:9] + bytes([image[9] | 0x80 | (flags & 7)])
open("local-table.gif", "wb").write(
    data[:10] + bytes([flags & 0x70]) + data[11:13] + rest[:at] + local + table + rest[at + 10:])
PY
for file in *.gif; do reference "${file%.gif}"; done
