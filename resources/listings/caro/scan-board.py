# Caro, method 1: after every move, look for five in a row anywhere on the board. O(K * N^2) time.
import sys  #@py-import

# Row, column, diagonal, anti-diagonal.
dr = (0, 1, 1, 1)  #@dr
dc = (1, 0, 1, -1)  #@dc


def someone_won(b, n, w):  #@py-def-scan
    # Five equal stones in a row anywhere on the board?
    for i in range(1, n + 1):  #@rows
        for j in range(1, n + 1):  #@cols
            if b[i * w + j] == 0:  #@visit
                continue  #@skip-empty
            for d in range(4):  #@dirs
                # Try the five cells that start at (i, j) in direction d.
                dem = 0  #@try-dir
                for e in range(5):  #@cells
                    x = i + e * dr[d]  #@window-x
                    y = j + e * dc[d]  #@window-y
                    if x < 1 or x > n or y < 1 or y > n or b[x * w + y] != b[i * w + j]:  #@window-look
                        break  #@window-break
                    dem += 1  #@window-same
                if dem == 5:  #@window-check
                    return True  #@found
    return False  #@none


def main():  #@py-def-main
    data = sys.stdin.buffer.read().split()  #@read-all
    n, k = int(data[0]), int(data[1])  #@read-size
    # One empty border cell on every side, as in the other methods.
    w = n + 2  #@width
    b = bytearray(w * w)  # 0 empty, 1 X, 2 O  #@board
    for t in range(1, k + 1):  #@move-loop
        r, c = int(data[2 * t]), int(data[2 * t + 1])  #@read-move
        q = 1 if t % 2 == 1 else 2  # X plays the odd moves  #@player
        b[r * w + c] = q  #@place
        # Scan the whole board again after every move.
        if someone_won(b, n, w):  #@scan-board
            print(t)  #@win
            return  #@win-return
    print(0)  #@no-win


main()  #@py-main
