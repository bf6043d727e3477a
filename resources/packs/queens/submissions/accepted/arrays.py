# Queens: in how many ways can n queens stand on an n x n board with no two
# in the same row, column or diagonal?
# Backtracking with arrays: the columns and the two kinds of diagonal each
# have a list saying whether a queen holds them (a diagonal going down to
# the right is r - c + n - 1, one going down to the left is r + c), so a
# square is checked at once instead of by looking along the board.
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
