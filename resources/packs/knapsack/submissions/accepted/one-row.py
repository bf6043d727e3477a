# Knapsack: the most value that fits in a bag of capacity W, each item taken
# at most once.
# One row: the table kept in a single row, dp[c] for room c, updated item by
# item. The room goes down, from W to w, so dp[c - w] still holds the row
# before this item: the item is taken once at most.
import sys


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, W = data[0], data[1]
    dp = [0] * (W + 1)
    for i in range(n):
        w, v = data[2 + 2 * i], data[3 + 2 * i]
        for c in range(W, w - 1, -1):
            if dp[c - w] + v > dp[c]:
                dp[c] = dp[c - w] + v
    print(dp[W])


main()
