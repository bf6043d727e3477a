# 连通区域：计算由上下左右相邻的空格（'.'）连成的区域有几个，以及
# 最大的区域有几格。
# 深度优先：同样的扩散，只是把队列换成栈，所以会沿着一条路
# 一直走到底，才回头去走其他的路。
import sys


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
            st = [(r, c)]
            g[r][c] = 'o'
            while st:
                x, y = st.pop()
                for dx, dy in moves:
                    nx, ny = x + dx, y + dy
                    if 0 <= nx < n and 0 <= ny < m and g[nx][ny] == '.':
                        g[nx][ny] = 'o'
                        size += 1
                        st.append((nx, ny))
            largest = max(largest, size)
    print(regions, largest)


main()
