#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the Regions pack's tests (data/), the same every time: run from the pack's folder."""
import os
import random
from collections import deque


def answer(grid):
    n, m = len(grid), len(grid[0])
    seen = [[False] * m for _ in range(n)]
    regions = largest = 0
    for r in range(n):
        for c in range(m):
            if grid[r][c] != '.' or seen[r][c]:
                continue
            regions += 1
            size = 0
            seen[r][c] = True
            q = deque([(r, c)])
            while q:
                x, y = q.popleft()
                size += 1
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    nx, ny = x + dx, y + dy
                    if 0 <= nx < n and 0 <= ny < m and grid[nx][ny] == '.' and not seen[nx][ny]:
                        seen[nx][ny] = True
                        q.append((nx, ny))
            largest = max(largest, size)
    return f"{regions} {largest}\n"


def write(folder, name, grid):
    os.makedirs(folder, exist_ok=True)
    text = f"{len(grid)} {len(grid[0])}\n" + "".join(row + "\n" for row in grid)
    with open(os.path.join(folder, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(folder, name + ".ans"), "w") as f:
        f.write(answer(grid))


def random_grid(rng, n, m, walls):
    return ["".join('#' if rng.random() < walls else '.' for _ in range(m)) for _ in range(n)]


def snake(n, m):
    """One open path winding back and forth across the grid: a row open, then one cell at alternate ends."""
    grid = []
    for r in range(n):
        if r % 2 == 0:
            grid.append('.' * m)
        elif r % 4 == 1:
            grid.append('#' * (m - 1) + '.')
        else:
            grid.append('.' + '#' * (m - 1))
    return grid


def column_snake(n, m):
    """The snake turned on its side: it climbs every other column, the slowest way for a sweep that goes down."""
    return ["".join(row[c] for row in snake(m, n)) for c in range(n)]


def main():
    rng = random.Random(20261207)
    write("data/sample", "1-two-rooms", ["..#..", "..#..", "##...", "....#"])
    write("data/sample", "2-islands", [".#.", "#.#", ".#."])
    small = "data/secret/1-small"
    write(small, "01-climb-up", [".#.", ".#.", "..."])
    write(small, "02-one-cell", ["."])
    write(small, "03-all-walls", ["###", "###"])
    write(small, "04-open", ["....", "....", "...."])
    for i in range(5, 9):
        write(small, f"{i:02d}-random", random_grid(rng, rng.randint(2, 8), rng.randint(2, 8), 0.4))
    medium = "data/secret/2-medium"
    write(medium, "01-snake", snake(41, 60))
    for i in range(2, 6):
        write(medium, f"{i:02d}-random", random_grid(rng, rng.randint(30, 60), rng.randint(30, 60), rng.choice([0.3, 0.45, 0.6])))
    large = "data/secret/3-large"
    write(large, "01-open", ["." * 500] * 500)
    write(large, "02-snake", snake(499, 500))
    write(large, "03-random", random_grid(rng, 500, 500, 0.6))


main()
