import sys

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
card = [[int(data[2 + i * m + j]) for j in range(m)] for i in range(n)]
score = 0
print(score)
