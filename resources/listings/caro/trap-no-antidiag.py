# Caro, wrong solution: forgets the anti-diagonal.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    # One empty border cell on every side: a walk stops at the edge by itself.
    W = n + 2
    b = bytearray(W * W)  # 0 empty, 1 X, 2 O
    # Row, column, diagonal, anti-diagonal.
    dr = (0, 1, 1, 1)
    dc = (1, 0, 1, -1)
    for t in range(1, k + 1):
        r, c = int(data[2 * t]), int(data[2 * t + 1])
        q = 1 if t % 2 == 1 else 2  # X plays the odd moves
        b[r * W + c] = q  #@place
        # Wrong: only three directions, the anti-diagonal is never checked.
        for d in range(3):
            dem = 1  # the stone just played  #@count-self
            x, y = r + dr[d], c + dc[d]
            while b[x * W + y] == q:  #@look-forward
                dem += 1  #@step-forward
                x += dr[d]
                y += dc[d]
            x, y = r - dr[d], c - dc[d]
            while b[x * W + y] == q:  #@look-backward
                dem += 1  #@step-backward
                x -= dr[d]
                y -= dc[d]
            # A new line of five must pass through the new stone.
            if dem >= 5:  #@check
                print(t)  #@win
                return
    print(0)  #@no-win


main()
