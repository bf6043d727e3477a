# Card game, wrong solution: lets an empty cell become the last card.
import sys  #@py-import

EMPTY = -1  # a card taken off; not 0, which is a card's own value  #@py-empty

n = m = 0  #@py-size
card = []  #@py-card
score = 0  #@py-score


def read_table():  #@py-def-read
    # n and m, then the table, row by row.
    global n, m
    data = sys.stdin.read().split()  #@read-all
    n, m = int(data[0]), int(data[1])  #@read-size
    for i in range(n):  #@read-row
        card.append([0] * m)  #@read-new-row
        for j in range(m):  #@read-col
            card[i][j] = int(data[2 + i * m + j])  #@read-card


def scan_line(r, c, dr, dc):  #@py-def-scan
    # From (r, c) in direction (dr, dc) to the edge: a card equal to the last card still there makes a pair.
    global score
    removed_any = False  #@line-start
    last_r = -1  # no card seen yet  #@last-r
    last_c = -1  #@last-c
    while 0 <= r < n and 0 <= c < m:  #@walk
        if card[r][c] == EMPTY:  #@look
            # Wrong: an empty cell is not a card, yet it becomes the last card and blocks 5 _ 5.
            last_r = r  #@remember-empty
            last_c = c  #@remember-empty-c
        elif last_r != -1 and card[r][c] == card[last_r][last_c]:  #@compare
            score += card[r][c]  #@remove
            card[r][c] = EMPTY  #@take-here
            card[last_r][last_c] = EMPTY  #@take-last
            last_r = -1  #@forget-r
            last_c = -1  #@forget-c
            removed_any = True  #@removed
        else:
            last_r = r  #@remember
            last_c = c  #@remember-c
        r += dr  #@step-r
        c += dc  #@step-c
    return removed_any  #@line-return


def main():  #@py-def-main
    read_table()  #@read-table
    changed = True  #@changed
    while changed:  #@rounds
        changed = False  #@round
        for i in range(n):  # each row, from the left  #@rows
            removed = scan_line(i, 0, 0, 1)  #@row-done
            if removed:  #@row-test
                changed = True  #@row-changed
        for j in range(m):  # each column, from the top  #@columns
            removed = scan_line(0, j, 1, 0)  #@column-done
            if removed:  #@column-test
                changed = True  #@column-changed
    print(score)  #@answer


main()  #@py-main
