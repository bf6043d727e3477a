import sys


def match(a, b):
    return a[0] == b[0] or a[1] == b[1]


def settle(piles):
    i = 0
    while i < len(piles):
        if i >= 3 and match(piles[i][-1], piles[i - 3][-1]):
            piles[i - 3].append(piles[i].pop())
        elif i >= 1 and match(piles[i][-1], piles[i - 1][-1]):
            piles[i - 1].append(piles[i].pop())
        else:
            i += 1
            continue
        if not piles[i]:
            del piles[i]
        i = 0


words = sys.stdin.read().split()
at = 0
while words[at] != '#':
    piles = []
    for card in words[at:at + 52]:
        piles.append([card])
        settle(piles)
    at += 52
    sizes = ' '.join(str(len(p)) for p in piles)
    print(len(piles), 'pile' if len(piles) == 1 else 'piles', 'remaining:', sizes)
