# 0/1 背包：容量為 W 的背包最多能裝下多少價值，每件物品
# 最多只能拿一次。
# 一維陣列：表格只保留一列，dp[c] 對應容量 c，一件物品
# 一件物品地更新。容量由 W 往下走到 w，所以 dp[c - w] 仍是
# 處理這件物品之前那一列的值：這件物品最多只會拿一次。
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
