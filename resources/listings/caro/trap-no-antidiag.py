# Caro, wrong solution: forgets the anti-diagonal.
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
    # Row, column, diagonal, anti-diagonal.
    dr = (0, 1, 1, 1)  #@dr
    dc = (1, 0, 1, -1)  #@dc
    for t in range(1, k + 1):  #@move-loop
        r, c = int(data[2 * t]), int(data[2 * t + 1])  #@read-move
        q = 1 if t % 2 == 1 else 2  # X plays the odd moves  #@player
        b[r * w + c] = q  #@place
        # Wrong: only three directions, the anti-diagonal is never checked.
        for d in range(3):  #@dir-loop
            dem = 1  # the stone just played  #@count-self
            dem += count_ray(b, w, r, c, dr[d], dc[d], q)  #@count-forward
            dem += count_ray(b, w, r, c, -dr[d], -dc[d], q)  #@count-backward
            # A new line of five must pass through the new stone.
            if dem >= 5:  #@check
                print(t)  #@win
                return  #@win-return
    print(0)  #@no-win


main()  #@py-main
