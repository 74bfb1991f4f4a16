#!/usr/bin/env python3
"""A 4032x3024 phone-sized JPEG photo decoded small and whole: quiz's decoder against
libjpeg-turbo's djpeg, a process each, in the same run.

Usage: Benchmarks/jpeg_photo.py [RUNS]
Makes the photo with ImageMagick (/usr/bin/convert: Benchmarks/photos/chelsea.png enlarged
to 4032x3024, overlaid with a plasma fractal and given sensor-like grain, so it has a
photo's detail and entropy) and cjpeg (quality 92, 4:2:0, as phones save; and the same
progressive), then times, alternately, RUNS times each (default 7):
  JPEGBench photo.jpg 256 OUT.ppm   quiz's decoder to a 256-pixel picture
  djpeg -scale 1/8 -ppm             libjpeg-turbo at 1/8 (504x378)
  JPEGBench photo.jpg 0 OUT.ppm     quiz's decoder at full size
  djpeg -ppm                        libjpeg-turbo at full size
and prints the best and median wall time, the best processor time (user + system: on a
loaded machine the wall time is mostly waiting for a core) and the peak resident memory of
each (from wait4 and /usr/bin/time). JPEGBench is Benchmarks/Sources/JPEGBench, built here with
`swift build -c release --package-path Benchmarks --product JPEGBench` (or $JPEG_BENCH).
"""
import os, statistics, subprocess, sys, tempfile, time

runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
here = os.path.dirname(os.path.abspath(__file__))
bench = os.environ.get("JPEG_BENCH") or os.path.join(here, ".build", "release", "JPEGBench")
if not os.environ.get("JPEG_BENCH"):
    subprocess.run(["swift", "build", "-c", "release", "--package-path", here, "--product",
                    "JPEGBench"], check=True, stdout=subprocess.DEVNULL)
work = tempfile.mkdtemp()


def path(name):
    return os.path.join(work, name)


subprocess.run(["/usr/bin/convert", os.path.join(here, "photos", "chelsea.png"), "-resize",
                "4032x3024!", "(", "-size", "4032x3024", "-seed", "3", "plasma:fractal",
                "-blur", "0x1", ")", "-compose", "overlay", "-composite", "-seed", "4",
                "-attenuate", "0.35", "+noise", "Gaussian", path("photo.ppm")], check=True)
for name, options in [("photo", []), ("progressive", ["-progressive"])]:
    with open(path(name + ".jpg"), "wb") as out:
        subprocess.run(["cjpeg", "-quality", "92", *options, path("photo.ppm")], stdout=out,
                       check=True)


def run(command):
    # Through /usr/bin/time for the peak memory: wait4's figure for a child forked from
    # this (large) Python process would count Python's own pages.
    report = path("time.txt")
    start = time.perf_counter()
    child = subprocess.Popen(["/usr/bin/time", "-f", "%M", "-o", report, *command],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - start
    if status != 0:
        sys.exit(f"failed: {' '.join(command)}")
    rss = int(open(report).read().split()[-1]) / 1024
    return elapsed, usage.ru_utime + usage.ru_stime, rss


print(f"load average {os.getloadavg()[0]:.2f}")
for name in ["photo", "progressive"]:
    jpeg = path(name + ".jpg")
    commands = {
        "quiz to 256 px": [bench, jpeg, "256", path("small.ppm")],
        "djpeg -scale 1/8": ["djpeg", "-scale", "1/8", "-ppm", "-outfile", path("d8.ppm"), jpeg],
        "quiz full size": [bench, jpeg, "0", path("full.ppm")],
        "djpeg full size": ["djpeg", "-ppm", "-outfile", path("d1.ppm"), jpeg],
    }
    times = {label: [] for label in commands}
    cpu = {label: [] for label in commands}
    memory = {label: 0.0 for label in commands}
    for _ in range(runs):
        for label, command in commands.items():
            elapsed, processor, rss = run(command)
            times[label].append(elapsed)
            cpu[label].append(processor)
            memory[label] = max(memory[label], rss)
    print(f"{name} 4032x3024 ({os.path.getsize(jpeg)} bytes)")
    for label, values in times.items():
        print(f"  {label}: best {min(values) * 1000:.1f} ms, median "
              f"{statistics.median(values) * 1000:.1f} ms, best processor time "
              f"{min(cpu[label]) * 1000:.0f} ms, peak RSS {memory[label]:.1f} MB")
    full = open(path("full.ppm"), "rb").read()
    print("  full-size pixels identical to djpeg's:", full == open(path("d1.ppm"), "rb").read())
