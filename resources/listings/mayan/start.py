import sys

data = list(map(int, sys.stdin.read().split()))
n = data[0]
b = [[0] * 7 for _ in range(5)]
at = 1
for x in range(5):
    y = 0
    while data[at] != 0:
        b[x][y] = data[at]
        y += 1
        at += 1
    at += 1
print(-1)
