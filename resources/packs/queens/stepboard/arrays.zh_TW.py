# N 皇后：在 n x n 的棋盤上放 n 個皇后，任兩個都不在同一列、同一行
# 或同一條斜線上，共有幾種放法？
# 回溯法搭配陣列：所有的行和兩種斜線，各用一個串列
# 記錄是否已有皇后佔住（往右下的斜線編號是
# r - c + n - 1，往左下的斜線編號是 r + c），所以
# 一格能不能放，一查就知道，不必沿著棋盤一格一格地看。
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
