#!/usr/bin/env python3
"""Decoding a 1024x768 JPEG photo: quiz against libjpeg-turbo's djpeg, a process each.

Usage: Benchmarks/jpeg_decode.py [RUNS]
Makes the photo with ImageMagick (/usr/bin/convert: its built-in `rose:` photograph
enlarged to 1024x768) and cjpeg (quality 85, 4:2:0, and the same progressive), then times
`quiz picture photo.jpg --pam OUT` (.build/release/quiz or $QUIZ) and
`djpeg -ppm -outfile OUT photo.jpg` alternately, RUNS times each (default 9), and prints
the best and the median of each, with both on a 1x1 JPEG for the start-up of a process.
Needs cjpeg and djpeg (libjpeg-turbo-progs).
"""
import os, statistics, subprocess, sys, tempfile, time

runs = int(sys.argv[1]) if len(sys.argv) > 1 else 9
here = os.path.dirname(os.path.abspath(__file__))
quiz = os.environ.get("QUIZ") or os.path.join(here, "..", ".build", "release", "quiz")
work = tempfile.mkdtemp()


def path(name):
    return os.path.join(work, name)


subprocess.run(["/usr/bin/convert", "rose:", "-resize", "1024x768!", path("photo.ppm")],
               check=True)
subprocess.run(["/usr/bin/convert", "-size", "1x1", "xc:gray", path("dot.ppm")], check=True)
for name, options in [("photo", []), ("progressive", ["-progressive"]), ("dot", [])]:
    source = path("dot.ppm" if name == "dot" else "photo.ppm")
    with open(path(name + ".jpg"), "wb") as out:
        subprocess.run(["cjpeg", "-quality", "85", *options, source], stdout=out, check=True)


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


for name in ["photo", "progressive", "dot"]:
    jpeg = path(name + ".jpg")
    commands = {
        "quiz picture --pam": [quiz, "picture", jpeg, "--pam", path("quiz.pam")],
        "djpeg -ppm": ["djpeg", "-ppm", "-outfile", path("djpeg.ppm"), jpeg],
    }
    times = {label: [] for label in commands}
    for _ in range(runs):
        for label, command in commands.items():
            times[label].append(timed(command))
    size = os.path.getsize(jpeg)
    for label, values in times.items():
        print(f"{name} ({size} bytes) {label}: best {min(values) * 1000:.1f} ms, "
              f"median {statistics.median(values) * 1000:.1f} ms")
