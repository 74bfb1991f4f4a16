#!/usr/bin/env python3
"""Importing a folder of 40 phone photos: the time and the size of the pack.

Usage: Benchmarks/photo_import.py [RUNS] [PICTURE-SIZE]
Makes 40 photos of 4032x3024 (a phone's 12 megapixels) with ImageMagick (/usr/bin/convert:
a plasma, different for each, with a little noise, as a photo compresses; JPEG quality 90,
4:2:0), every fourth one turned on its side and given EXIF orientation 6 (exiftool), as a
phone stores a photo taken upright, then times `quiz import PHOTOS -o PACK` (.build/release/quiz
or $QUIZ; --picture-size PICTURE-SIZE, default 256) RUNS times (default 3) and prints the
best and the median, the photos' size and the pack's (its questions.plist and pictures/),
and checks that every rotated photo came out upright (taller than wide).
"""
import os, shutil, statistics, subprocess, sys, tempfile, time

runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
side = sys.argv[2] if len(sys.argv) > 2 else "256"
here = os.path.dirname(os.path.abspath(__file__))
quiz = os.environ.get("QUIZ") or os.path.join(here, "..", ".build", "release", "quiz")
work = tempfile.mkdtemp()
photos = os.path.join(work, "photos")
os.mkdir(photos)

names = []
for n in range(40):
    name = f"photo{n:02d}"
    rotated = n % 4 == 0
    size = "3024x4032" if rotated else "4032x3024"
    path = os.path.join(photos, name + ".jpg")
    # A small plasma enlarged (fast to make) with noise on top, so it compresses as a photo.
    subprocess.run(["/usr/bin/convert", "-size", "504x378" if not rotated else "378x504",
                    "-seed", str(n + 1), "plasma:fractal", "-resize", size + "!",
                    "-attenuate", "0.3", "+noise", "Gaussian", "-sampling-factor", "2x2",
                    "-quality", "90", path], check=True)
    if rotated:
        # Stored sideways with orientation 6 (turn 90° clockwise to show): the pixels are
        # turned back by -90° here, so the upright picture is 3024 wide and 4032 high.
        subprocess.run(["/usr/bin/convert", path, "-rotate", "-90", path], check=True)
        subprocess.run(["exiftool", "-q", "-overwrite_original", "-n", "-Orientation=6", path],
                       check=True)
    names.append(name)

photo_bytes = sum(os.path.getsize(os.path.join(photos, f)) for f in os.listdir(photos))
times = []
pack = os.path.join(work, "pack")
for _ in range(runs):
    shutil.rmtree(pack, ignore_errors=True)
    start = time.perf_counter()
    subprocess.run([quiz, "import", photos, "-o", pack, "--picture-size", side], check=True,
                   stdout=subprocess.DEVNULL)
    times.append(time.perf_counter() - start)

pack_bytes = sum(os.path.getsize(os.path.join(root, f))
                 for root, _, files in os.walk(pack) for f in files)
upright = 0
for n, name in enumerate(names):
    if n % 4:
        continue
    out = subprocess.run(["identify", "-format", "%w %h", os.path.join(pack, "pictures",
                          name + ".png")], capture_output=True, text=True, check=True).stdout
    width, height = map(int, out.split())
    upright += height > width
print(f"40 photos 4032x3024 JPEG: {photo_bytes / 2**20:.1f} MiB")
print(f"quiz import --picture-size {side}: best {min(times):.2f} s, "
      f"median {statistics.median(times):.2f} s over {runs} runs")
print(f"pack: {pack_bytes / 2**20:.2f} MiB; rotated photos upright: {upright} of 10")
shutil.rmtree(work)
