# Card game, subtask 1 (n = 1): scan the row from left to right, again and again, until a pass takes nothing off.
import sys  #@py-import

EMPTY = -1  # a card taken off; not 0, which is a card's own value  #@py-empty


def main():  #@py-def-main
    data = sys.stdin.read().split()  #@read-all
    n, m = int(data[0]), int(data[1])  # the subtask promises n = 1: only the first row is read  #@read-size
    card = []  #@py-card
    for j in range(m):  #@read-col
        card.append(int(data[2 + j]))  #@read-card
    score = 0  #@score
    changed = True  #@changed
    while changed:  #@rounds
        changed = False  #@round
        last = -1  # no card seen yet  #@line-start
        for j in range(m):  #@walk
            if card[j] == EMPTY:  #@look
                continue  # an empty cell blocks nothing  #@skip
            if last != -1 and card[j] == card[last]:  #@compare
                score += card[j]  #@remove
                card[j] = EMPTY  #@take-here
                card[last] = EMPTY  #@take-last
                last = -1  #@forget
                changed = True  #@removed
            else:
                last = j  #@remember
    print(score)  #@answer


main()  #@py-main
