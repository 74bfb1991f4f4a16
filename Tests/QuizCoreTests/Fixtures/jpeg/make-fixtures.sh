#!/usr/bin/env bash
# Re-creates the JPEG fixtures and, beside each, libjpeg-turbo's decoding of it (`djpeg -ppm`,
# the independent reference the decoder is compared with by PSNR). The EXIF-rotated files'
# references are ImageMagick's `-auto-orient`, since djpeg ignores EXIF.
# Needs cjpeg and djpeg (libjpeg-turbo-progs), exiftool (libimage-exiftool-perl) and
# ImageMagick 6 (/usr/bin/convert). Run from anywhere; writes next to this script.
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 61×47: odd sizes leave partial blocks and MCUs at the right and bottom edges. A plasma
# (soft, like a photo) with a sharp red disc and a dark bar (hard edges for chroma).
/usr/bin/convert -size 61x47 -seed 5 plasma:fractal -fill '#e02020' -draw 'circle 40,14 40,6' \
  -fill '#102040' -draw 'rectangle 0,38 60,42' "$work/source.ppm"
printf '0;\n1;\n2;\n' >"$work/separate-scans.txt"

make() { # NAME CJPEG-OPTIONS… — writes NAME.jpg and NAME.ppm
  local name=$1
  shift
  cjpeg "$@" "$work/source.ppm" >"$name.jpg"
  djpeg -ppm "$name.jpg" >"$name.ppm"
}

make s444 -quality 90 -sample 1x1
make s422 -quality 75 -sample 2x1
make s420 -quality 75 -sample 2x2
make s411 -quality 85 -sample 4x1
make s440 -quality 85 -sample 1x2
make q10 -quality 10
make q100 -quality 100
make restart -quality 50 -restart 1B
make grey -quality 95 -grayscale
make optimised -quality 70 -optimize
make separate-scans -quality 80 -scans "$work/separate-scans.txt"
make progressive -quality 80 -progressive
make progressive444 -quality 80 -sample 1x1 -progressive
make progressive-grey -quality 80 -grayscale -progressive
make progressive-restart -quality 80 -progressive -restart 2

# 12-bit quantisation tables: quality 3 without -baseline makes cjpeg write 16-bit DQT.
make dqt16 -quality 3

# Adobe CMYK as ImageMagick writes it (APP14 transform 2, YCCK); the reference is ImageMagick's
# own conversion to sRGB.
/usr/bin/convert "$work/source.ppm" -colorspace CMYK -quality 90 cmyk.jpg
/usr/bin/convert cmyk.jpg -colorspace sRGB cmyk.ppm
# Refused: arithmetic coding, and a width over the 1024 limit.
cjpeg -arithmetic "$work/source.ppm" >arith.jpg
/usr/bin/convert -size 1025x4 xc:gray "$work/wide.ppm"
cjpeg "$work/wide.ppm" >wide.jpg

for orientation in 2 3 4 5 6 7 8; do
  cp s420.jpg "orient$orientation.jpg"
  exiftool -q -overwrite_original -n -Orientation=$orientation "orient$orientation.jpg"
  /usr/bin/convert "orient$orientation.jpg" -auto-orient "orient$orientation.ppm"
done

# Decoding small: libjpeg-turbo's `djpeg -scale 1/N` of the fixtures (N = 2, 4, 8), and of
# a larger odd-sized photo-like picture in three samplings, baseline and progressive.
/usr/bin/convert -size 203x157 -seed 9 plasma:fractal -fill '#2060e0' -draw 'circle 120,60 120,30' \
  -fill '#f0f0f0' -draw 'rectangle 10,120 190,128' "$work/big.ppm"
cjpeg -quality 85 -sample 2x2 "$work/big.ppm" >big420.jpg
cjpeg -quality 85 -sample 2x1 "$work/big.ppm" >big422.jpg
cjpeg -quality 85 -sample 2x2 -progressive "$work/big.ppm" >bigprogressive.jpg
for name in s444 s422 s420 s411 s440 q10 q100 restart grey optimised separate-scans dqt16 \
  progressive progressive444 progressive-grey progressive-restart big420 big422 bigprogressive; do
  for n in 2 4 8; do djpeg -scale "1/$n" -ppm "$name.jpg" >"$name-$n.ppm"; done
done
# EXIF turned, then scaled: djpeg ignores EXIF, so its scaled output is turned by ImageMagick.
turn=([2]=-flop [3]='-rotate 180' [4]=-flip [5]=-transpose [6]='-rotate 90' [7]=-transverse [8]='-rotate 270')
for orientation in 2 3 4 5 6 7 8; do
  for n in 2 8; do
    # shellcheck disable=SC2086
    djpeg -scale "1/$n" -ppm "orient$orientation.jpg" | /usr/bin/convert ppm:- ${turn[$orientation]} "orient$orientation-$n.ppm"
  done
done
