# Caro, wrong solution: only counts lines that start at the stone just played.
# It misses a stone that fills the middle of a line, like X X _ X X.
import sys  #@py-import


def count_ray(b, w, r, c, dr, dc, q):  #@py-def-ray
    # Stones of q in a row from (r, c) going (dr, dc), not counting (r, c) itself.
    run = 0  #@ray-start
    x = r + dr  #@ray-x
    y = c + dc  #@ray-y
    while b[x * w + y] == q:  #@ray-look
        run += 1  #@ray-count
        x += dr  #@ray-step-x
        y += dc  #@ray-step-y
    return run  #@ray-return


def main():  #@py-def-main
    data = sys.stdin.buffer.read().split()  #@read-all
    n, k = int(data[0]), int(data[1])  #@read-size
    # One empty border cell on every side: a walk stops at the edge by itself.
    w = n + 2  #@width
    b = bytearray(w * w)  # 0 empty, 1 X, 2 O  #@board
    # Eight rays: both ways along the row, the column and the two diagonals.
    dr = (0, 0, 1, -1, 1, -1, 1, -1)  #@dr
    dc = (1, -1, 0, 0, 1, -1, -1, 1)  #@dc
    for t in range(1, k + 1):  #@move-loop
        r, c = int(data[2 * t]), int(data[2 * t + 1])  #@read-move
        q = 1 if t % 2 == 1 else 2  # X plays the odd moves  #@player
        b[r * w + c] = q  #@place
        for d in range(8):  #@dir-loop
            dem = 1  # the stone just played  #@count-self
            dem += count_ray(b, w, r, c, dr[d], dc[d], q)  #@count-forward
            # Wrong: each ray is counted alone, never added to the opposite ray.
            if dem >= 5:  #@check
                print(t)  #@win
                return  #@win-return
    print(0)  #@no-win


main()  #@py-main
