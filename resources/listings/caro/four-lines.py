# Caro, method 2: read the four whole lines through the stone just played. O(K * N) time.
import sys  #@py-import


def longest_run(b, n, w, x, y, dr, dc, q):  #@py-def-line
    # Longest run of q on the line through (x, y) in direction (dr, dc).
    # Walk back to the first cell of the line.
    while 1 <= x - dr <= n and 1 <= y - dc <= n:  #@seek-start
        x -= dr  #@seek-x
        y -= dc  #@seek-y
    best = 0  #@line-start
    dem = 0  #@line-dem
    while 1 <= x <= n and 1 <= y <= n:  #@line-walk
        if b[x * w + y] == q:  #@line-look
            dem += 1  #@line-same
        else:
            dem = 0  # the run is broken  #@line-reset
        best = max(best, dem)  #@line-best
        x += dr  #@line-x
        y += dc  #@line-y
    return best  #@line-return


def main():  #@py-def-main
    data = sys.stdin.buffer.read().split()  #@read-all
    n, k = int(data[0]), int(data[1])  #@read-size
    # One empty border cell on every side, as in the other methods.
    w = n + 2  #@width
    b = bytearray(w * w)  # 0 empty, 1 X, 2 O  #@board
    # Row, column, diagonal, anti-diagonal.
    dr = (0, 1, 1, 1)  #@dr
    dc = (1, 0, 1, -1)  #@dc
    for t in range(1, k + 1):  #@move-loop
        r, c = int(data[2 * t]), int(data[2 * t + 1])  #@read-move
        q = 1 if t % 2 == 1 else 2  # X plays the odd moves  #@player
        b[r * w + c] = q  #@place
        for d in range(4):  #@dir-loop
            # A new line of five must pass through the new stone.
            if longest_run(b, n, w, r, c, dr[d], dc[d], q) >= 5:  #@line-check
                print(t)  #@win
                return  #@win-return
    print(0)  #@no-win


main()  #@py-main
