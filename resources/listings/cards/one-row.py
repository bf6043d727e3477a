# Card game, subtask 1 (n = 1): scan the row from left to right, again and again, until a pass takes nothing off.
import sys

EMPTY = -1  # a card taken off; not 0, which is a card's own value


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])  # the subtask promises n = 1: only the first row is read
    card = [int(data[2 + j]) for j in range(m)]
    score = 0
    changed = True
    while changed:  #@rounds
        changed = False  #@round
        last = -1  # no card seen yet  #@line-start
        for j in range(m):
            if card[j] == EMPTY:  #@look
                continue  # an empty cell blocks nothing
            if last != -1 and card[j] == card[last]:  #@compare
                score += card[j]  #@remove
                card[j] = EMPTY
                card[last] = EMPTY
                last = -1
                changed = True
            else:
                last = j  #@remember
    print(score)  #@answer


main()
