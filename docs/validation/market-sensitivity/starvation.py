#!/usr/bin/env python3
"""Starved jobs at load 0.9 by workload variant, policy and critical-path band (issue 25, point 5).

Runs ./gridbench run VARIANT.gridbench.json --policy P --json for every variant and policy named below and prints a
Markdown table: the fraction of jobs starved, and per J_CP band (ticks) the jobs in the band and the fraction of them
starved; and the value and utilisation. Usage, from the checkout:
    python3 docs/validation/market-sensitivity/starvation.py [VARIANT...]
"""
import json
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).parent
VARIANTS = sys.argv[1:] or ["job-level", "one-core", "min-volume-60", "long-deadlines", "flat", "per-task"]
POLICIES = ["Random", "FIFO", "PV", "PVD", "PVR"]
BANDS = [(0, 10), (10, 100), (100, 1000), (1000, float("inf"))]


def band_name(low, high):
    return f"J_CP >= {low}" if high == float("inf") else f"{low} <= J_CP < {high}"


def run(variant, policy):
    out = subprocess.run(["./gridbench", "run", str(HERE / f"{variant}.gridbench.json"), "--policy", policy,
                          "--json"], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


if len(sys.argv) == 1:
    print("| variant | policy | value | utilisation | starved jobs | " + " | ".join(band_name(*b) for b in BANDS)
          + " |")
    print("|---|---|---:|---:|---:|" + "---:|" * len(BANDS))
for variant in VARIANTS:
    for policy in POLICIES:
        result = run(variant, policy)
        jobs = result["jobs"]
        cells = []
        for low, high in BANDS:
            band = [j for j in jobs if low <= j["criticalPath"] < high]
            starved = sum(j["starved"] for j in band)
            cells.append(f"{starved / len(band):.2f} of {len(band) / len(jobs):.0%}" if band else "-")
        print(f"| {variant} | {policy} | {result['valueFraction']:.3f} | {result['utilisation']:.3f} | "
              f"{result['starvedJobFraction']:.3f} | "
              + " | ".join(cells) + " |", flush=True)
