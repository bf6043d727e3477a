# Accordion patience, wrong solution: tries the pile 1 to the left before the pile 3 to the left.
# A card may go onto the top of the pile 1 or 3 to its left when rank or suit match; 3 comes before 1.
import sys

piles = []  # piles[0] is the leftmost pile; the last card of a pile is its top


def match(a, b):
    # Two cards match when they have the same rank or the same suit.
    return a[0] == b[0] or a[1] == b[1]


def target(i):
    # Wrong: tries the pile 1 to the left first, but when both piles match, the card must go 3 to the left.
    if i >= 1 and match(piles[i][-1], piles[i - 1][-1]):  #@compare-near
        return i - 1
    if i >= 3 and match(piles[i][-1], piles[i - 3][-1]):  #@compare-far
        return i - 3
    return -1


def move_card(i, j):
    # Puts the top card of pile i on pile j; a pile left empty closes up at once.
    piles[j].append(piles[i].pop())  #@move
    if not piles[i]:
        del piles[i]  #@compact


def play():
    # Makes the leftmost move again and again until no card can move; after each move it looks from the first pile.
    i = 0
    while i < len(piles):
        j = target(i)
        if j >= 0:
            move_card(i, j)
            i = 0  # start again from the first pile  #@restart
        else:
            i += 1  #@next-pile


def print_piles():
    # "6 piles remaining: 40 8 1 1 1 1", or "1 pile remaining: 52".
    word = "pile" if len(piles) == 1 else "piles"
    print(len(piles), word, "remaining:", *[len(p) for p in piles])


def main():
    data = sys.stdin.read().split()
    pos = 0
    deck = 0  # which deck is being played
    while pos < len(data) and data[pos][0] != "#":  # a line starting with # ends the input
        cards = data[pos:pos + 52]
        pos += 52
        deck += 1  #@deck-start
        piles.clear()  # the previous deck's piles go
        for k in range(52):
            piles.append([cards[k]])  #@deal
        play()
        print_piles()  #@deck-done


main()
