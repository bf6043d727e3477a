# Knapsack: the most value that fits in a bag of capacity W, each item taken
# at most once.
# The table: dp[i][c] is the most value from the first i items in room c.
# Row i comes from row i - 1 alone: item i is left (dp[i-1][c]) or taken
# once (dp[i-1][c - w] + v).
import sys


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, W = data[0], data[1]
    w = [0] + data[2::2][:n]
    v = [0] + data[3::2][:n]
    dp = [[0] * (W + 1) for _ in range(n + 1)]
    for i in range(1, n + 1):
        for c in range(W + 1):
            dp[i][c] = dp[i - 1][c]
            if w[i] <= c:
                dp[i][c] = max(dp[i][c], dp[i - 1][c - w[i]] + v[i])
    print(dp[n][W])


main()
