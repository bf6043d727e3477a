# N 皇后：在 n x n 的棋盘上放 n 个皇后，任意两个都不在同一行、同一列
# 或同一条斜线上，共有几种放法？
# 回溯法加数组：所有的列和两种斜线，各用一个列表
# 记录是否已有皇后占据（往右下的斜线编号是
# r - c + n - 1，往左下的斜线编号是 r + c），所以
# 一格能不能放，一查就知道，不必沿着棋盘逐格查看。
import sys


def main():
    n = int(sys.stdin.read().split()[0])
    board = [[0] * n for _ in range(n)]
    used_col = [0] * n
    used_down = [0] * (2 * n - 1)
    used_up = [0] * (2 * n - 1)
    ways = 0

    def place(r):
        nonlocal ways
        if r == n:
            ways += 1
            return
        for c in range(n):
            if used_col[c] or used_down[r - c + n - 1] or used_up[r + c]:
                continue
            used_col[c] = used_down[r - c + n - 1] = used_up[r + c] = 1
            board[r][c] = 1
            place(r + 1)
            board[r][c] = 0
            used_col[c] = used_down[r - c + n - 1] = used_up[r + c] = 0

    place(0)
    print(ways)


main()
