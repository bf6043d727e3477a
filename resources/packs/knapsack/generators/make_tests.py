#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the Knapsack pack's tests (data/), the same every time: run from the pack's folder."""
import os
import random


def answer(W, items):
    dp = [0] * (W + 1)
    for w, v in items:
        for c in range(W, w - 1, -1):
            dp[c] = max(dp[c], dp[c - w] + v)
    return f"{dp[W]}\n"


def write(folder, name, W, items):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name + ".in"), "w") as f:
        f.write(f"{len(items)} {W}\n" + "".join(f"{w} {v}\n" for w, v in items))
    with open(os.path.join(folder, name + ".ans"), "w") as f:
        f.write(answer(W, items))


def random_items(rng, n, most_weight, most_value):
    return [(rng.randint(1, most_weight), rng.randint(1, most_value)) for _ in range(n)]


def main():
    rng = random.Random(20261207)
    write("data/sample", "1-three-items", 5, [(2, 3), (3, 4), (4, 5)])
    write("data/sample", "2-one-heavy", 10, [(5, 10), (4, 40), (6, 30), (3, 50)])
    small = "data/secret/1-small"
    write(small, "01-light-and-dear", 6, [(1, 10), (5, 12)])  # taking the light item twice looks better
    write(small, "02-nothing-fits", 3, [(4, 5), (7, 9)])
    write(small, "03-one-item", 1, [(1, 1)])
    for i in range(4, 9):
        write(small, f"{i:02d}-random", rng.randint(5, 50), random_items(rng, rng.randint(1, 10), 20, 100))
    medium = "data/secret/2-medium"
    for i in range(1, 5):
        write(medium, f"{i:02d}-random", rng.randint(300, 1000), random_items(rng, rng.randint(40, 60), 40, 1000))
    large = "data/secret/3-large"
    write(large, "01-many-light", 10000, random_items(rng, 100, 50, 1000))
    write(large, "02-heavy", 10000, random_items(rng, 100, 5000, 1000000))
    write(large, "03-random", 8000, random_items(rng, 90, 1000, 100000))


main()
