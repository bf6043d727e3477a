# Accordion patience, wrong solution: tries the pile 1 to the left before the pile 3 to the left.
# A card may go onto the top of the pile 1 or 3 to its left when rank or suit match; 3 comes before 1.
import sys  #@py-import

piles = []  # piles[0] is the leftmost pile; the last card of a pile is its top  #@py-piles


def matches(a, b):  #@py-def-match
    # Two cards match when they have the same rank or the same suit.
    return a[0] == b[0] or a[1] == b[1]  #@match


def target(i):  #@py-def-target
    # Wrong: tries the pile 1 to the left first, but when both piles match, the card must go 3 to the left.
    if i >= 1 and matches(piles[i][-1], piles[i - 1][-1]):  #@compare-near
        return i - 1  #@near-return
    if i >= 3 and matches(piles[i][-1], piles[i - 3][-1]):  #@compare-far
        return i - 3  #@far-return
    return -1  #@stay-return


def move_card(i, j):  #@py-def-move
    # Puts the top card of pile i on pile j; a pile left empty closes up at once.
    piles[j].append(piles[i][-1])  #@move
    piles[i].pop()  #@take
    if not piles[i]:  #@empty-check
        del piles[i]  #@compact


def play():  #@py-def-play
    # Makes the leftmost move again and again until no card can move; after each move it looks from the first pile.
    i = 0  #@scan-start
    while i < len(piles):  #@scan-loop
        j = target(i)  #@target-call
        if j >= 0:  #@can-move
            move_card(i, j)  #@move-call
            i = 0  # start again from the first pile  #@restart
        else:
            i += 1  #@next-pile


def print_piles():  #@py-def-print
    # "6 piles remaining: 40 8 1 1 1 1", or "1 pile remaining: 52".
    line = str(len(piles)) + (" pile" if len(piles) == 1 else " piles") + " remaining:"  #@print-count
    for p in piles:  #@print-loop
        line += " " + str(len(p))  #@print-height
    print(line)  #@print-end


def main():  #@py-def-main
    data = sys.stdin.read().split()  #@read-all
    pos = 0  #@pos-zero
    deck = 0  # which deck is being played  #@deck-zero
    while pos < len(data) and data[pos][0] != "#":  # a line starting with # ends the input  #@read-first
        cards = data[pos:pos + 52]  #@read-deck
        pos += 52  #@pos-next
        deck += 1  #@deck-start
        piles.clear()  # the previous deck's piles go  #@clear
        for k in range(52):  #@deal-loop
            piles.append([cards[k]])  #@deal
        play()  #@play-call
        print_piles()  #@deck-done


main()  #@py-main
