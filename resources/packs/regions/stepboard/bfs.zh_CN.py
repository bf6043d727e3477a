# 连通区域：计算由上下左右相邻的空格（'.'）连成的区域有几个，以及
# 最大的区域有几格。
# 广度优先：每遇到一个新区域，就从它的第一格开始用队列扩散；
# 格子一放进队列就立刻标记，所以每一格只会入队一次。
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
            g[r][c] = 'o'  # 入队时就标记
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
