import sys

words = sys.stdin.read().split()
at = 0
while at < len(words) and not words[at].startswith('#'):
    cards = words[at:at + 52]
    at += 52
    piles = [[c] for c in cards]
    heights = " ".join(str(len(p)) for p in piles)
    print(f"{len(piles)} {'pile' if len(piles) == 1 else 'piles'} remaining: {heights}")
