#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the Queens pack's tests (data/), the same every time: run from the pack's folder."""
import os


def count(n):
    cols, down, up = set(), set(), set()

    def place(r):
        if r == n:
            return 1
        ways = 0
        for c in range(n):
            if c in cols or r - c in down or r + c in up:
                continue
            cols.add(c), down.add(r - c), up.add(r + c)
            ways += place(r + 1)
            cols.discard(c), down.discard(r - c), up.discard(r + c)
        return ways

    return place(0)


def write(folder, name, n):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name + ".in"), "w") as f:
        f.write(f"{n}\n")
    with open(os.path.join(folder, name + ".ans"), "w") as f:
        f.write(f"{count(n)}\n")


def main():
    write("data/sample", "1-four", 4)
    write("data/sample", "2-three", 3)
    for n in range(1, 7):
        write("data/secret/1-small", f"{n:02d}", n)
    for n in (7, 8):
        write("data/secret/2-medium", f"{n:02d}", n)
    for n in (10, 11):
        write("data/secret/3-large", f"{n:02d}", n)


main()
