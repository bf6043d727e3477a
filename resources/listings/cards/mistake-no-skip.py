# Card game, wrong solution: compares empty cells as if they were cards. It never ends.
import sys

EMPTY = -1  # a card taken off; not 0, which is a card's own value

n = m = 0
card = []
score = 0


def scan_line(r, c, dr, dc):
    # From (r, c) in direction (dr, dc) to the edge: a card equal to the last card still there makes a pair.
    global score
    removed_any = False
    last_r, last_c = -1, -1  # no card seen yet  #@line-start
    while 0 <= r < n and 0 <= c < m:
        # Wrong: no check for EMPTY, so two empty cells "match" and are taken off again and again.
        if last_r != -1 and card[r][c] == card[last_r][last_c]:  #@compare
            score += card[r][c]  #@remove
            card[r][c] = EMPTY
            card[last_r][last_c] = EMPTY
            last_r, last_c = -1, -1
            removed_any = True
        else:
            last_r, last_c = r, c  #@remember
        r += dr
        c += dc
    return removed_any


def main():
    global n, m, card
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    card = [[int(data[2 + i * m + j]) for j in range(m)] for i in range(n)]
    changed = True
    while changed:  #@rounds
        changed = False  #@round
        for i in range(n):  # each row, from the left
            if scan_line(i, 0, 0, 1):  #@row-done
                changed = True
        for j in range(m):  # each column, from the top
            if scan_line(0, j, 1, 0):  #@column-done
                changed = True
    print(score)  #@answer


main()
