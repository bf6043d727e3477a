# 連通區域：計算由上下左右相鄰的空格（'.'）連成的區域有幾個，以及
# 最大的區域有幾格。
# 廣度優先：每遇到一個新區域，就從它的第一格開始用佇列擴散；
# 格子一放進佇列就立刻標記，所以每一格只會進佇列一次。
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
            g[r][c] = 'o'  # 進佇列時就標記
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
