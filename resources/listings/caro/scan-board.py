# Caro, method 1: after every move, look for five in a row anywhere on the board. O(K * N^2) time.
import sys

# Row, column, diagonal, anti-diagonal.
dr = (0, 1, 1, 1)
dc = (1, 0, 1, -1)


def someone_won(b, n):
    # Five equal stones in a row anywhere on the board?
    for i in range(1, n + 1):
        for j in range(1, n + 1):
            if b[i][j] == 0:  #@visit
                continue
            for d in range(4):
                # Try the five cells that start at (i, j) in direction d.
                dem = 0  #@try-dir
                for e in range(5):
                    x, y = i + e * dr[d], j + e * dc[d]
                    if x < 1 or x > n or y < 1 or y > n or b[x][y] != b[i][j]:  #@window-look
                        break
                    dem += 1  #@window-same
                if dem == 5:  #@window-check
                    return True
    return False


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    b = [bytearray(n + 2) for _ in range(n + 2)]  # 0 empty, 1 X, 2 O
    for t in range(1, k + 1):
        r, c = int(data[2 * t]), int(data[2 * t + 1])
        q = 1 if t % 2 == 1 else 2  # X plays the odd moves
        b[r][c] = q  #@place
        # Scan the whole board again after every move.
        if someone_won(b, n):  #@scan-board
            print(t)  #@win
            return
    print(0)  #@no-win


main()
