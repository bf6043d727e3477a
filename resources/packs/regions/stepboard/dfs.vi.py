# Vùng liên thông: đếm số nhóm ô trống ('.') nối liền nhau qua cạnh chung, và
# số ô của nhóm lớn nhất.
# Loang theo chiều sâu: cùng cách loang ấy nhưng dùng ngăn xếp thay cho hàng đợi, nên
# nó đi theo một đường xa hết mức có thể rồi mới quay lại các đường khác.
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
