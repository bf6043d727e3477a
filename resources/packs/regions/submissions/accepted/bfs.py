# Regions: count the groups of open cells ('.') joined side by side, and the
# size of the largest.
# Breadth first: each new region is flooded from its first cell with a queue;
# a cell is marked as soon as it is put in the queue, so it enters it once.
import sys
from collections import deque


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    g = [list(data[2 + r]) for r in range(n)]
    moves = [(-1, 0), (1, 0), (0, -1), (0, 1)]
    regions = largest = 0
    for r in range(n):
        for c in range(m):
            if g[r][c] != '.':
                continue
            regions += 1
            size = 1
            q = deque()
            g[r][c] = 'o'  # marked on the way in
            q.append((r, c))
            while q:
                x, y = q.popleft()
                for dx, dy in moves:
                    nx, ny = x + dx, y + dy
                    if 0 <= nx < n and 0 <= ny < m and g[nx][ny] == '.':
                        g[nx][ny] = 'o'
                        size += 1
                        q.append((nx, ny))
            largest = max(largest, size)
    print(regions, largest)


main()
