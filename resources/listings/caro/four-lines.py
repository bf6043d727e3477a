# Caro, method 2: read the four whole lines through the stone just played. O(K * N) time.
import sys


def longest_run(b, n, x, y, dr, dc, q):
    # Longest run of q on the line through (x, y) in direction (dr, dc).
    # Walk back to the first cell of the line.
    while 1 <= x - dr <= n and 1 <= y - dc <= n:  #@seek-start
        x -= dr
        y -= dc
    best, dem = 0, 0  #@line-start
    while 1 <= x <= n and 1 <= y <= n:
        if b[x][y] == q:  #@line-look
            dem += 1  #@line-same
        else:
            dem = 0  # the run is broken  #@line-reset
        best = max(best, dem)  #@line-best
        x += dr
        y += dc
    return best


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    b = [bytearray(n + 2) for _ in range(n + 2)]  # 0 empty, 1 X, 2 O
    # Row, column, diagonal, anti-diagonal.
    dr = (0, 1, 1, 1)
    dc = (1, 0, 1, -1)
    for t in range(1, k + 1):
        r, c = int(data[2 * t]), int(data[2 * t + 1])
        q = 1 if t % 2 == 1 else 2  # X plays the odd moves
        b[r][c] = q  #@place
        for d in range(4):
            # A new line of five must pass through the new stone.
            if longest_run(b, n, r, c, dr[d], dc[d], q) >= 5:  #@line-check
                print(t)  #@win
                return
    print(0)  #@no-win


main()
