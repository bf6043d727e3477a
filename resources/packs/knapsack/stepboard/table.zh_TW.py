# 0/1 背包：容量為 W 的背包最多能裝下多少價值，每件物品
# 最多只能拿一次。
# 表格：dp[i][c] 是只用前 i 件物品、容量為 c 時能得到的最大價值。
# 第 i 列只由第 i - 1 列算出：第 i 件物品不拿（dp[i-1][c]）或拿
# 一次（dp[i-1][c - w] + v）。
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
