# Vùng liên thông: đếm số nhóm ô trống ('.') nối liền nhau qua cạnh chung, và
# số ô của nhóm lớn nhất.
# Loang theo chiều rộng: mỗi vùng mới được loang từ ô đầu tiên của nó bằng hàng đợi;
# ô được đánh dấu ngay khi đưa vào hàng đợi, nên mỗi ô chỉ vào hàng đợi một lần.
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
            g[r][c] = 'o'  # đánh dấu ngay khi vào hàng đợi
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
