#!/usr/bin/env python3
"""Times whole commands taking turns, round after round, so that a machine whose speed drifts
slows them alike; prints each command's median wall and CPU time (user + system) and, against the
first command, the median of the per-round ratios.

Usage: interleaved.py [--runs N] [--warmup N] COMMAND COMMAND...   (each COMMAND one shell string;
its output is discarded, as hyperfine does)
Example: Benchmarks/interleaved.py --runs 15 \\
    "python3 Benchmarks/baseline.py t.yaml" \\
    ".build/release/locbutton check t.yaml --languages-from Locales/LocationButtonTitles.xcstrings"
"""
import argparse
import resource
import statistics
import subprocess
import time


def timed(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--warmup", type=int, default=1)
    parser.add_argument("commands", nargs="+")
    args = parser.parse_args()
    rounds = []
    for number in range(args.warmup + args.runs):
        times = [timed(command) for command in args.commands]
        if number >= args.warmup:
            rounds.append(times)
    for index, command in enumerate(args.commands):
        walls = [r[index][0] for r in rounds]
        cpus = [r[index][1] for r in rounds]
        line = f"{statistics.median(walls):8.3f} s wall ({min(walls):.3f}-{max(walls):.3f}), {statistics.median(cpus):7.3f} s CPU"
        if index > 0:
            ratio = statistics.median(r[0][0] / r[index][0] for r in rounds)
            cpu_ratio = statistics.median(r[0][1] / r[index][1] for r in rounds)
            line += f"; first / this: {ratio:.2f}x wall, {cpu_ratio:.2f}x CPU"
        print(f"{line}   {command}")


if __name__ == "__main__":
    main()
