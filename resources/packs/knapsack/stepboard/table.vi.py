# Cái túi: tổng giá trị lớn nhất có thể xếp vừa vào túi có sức chứa W, mỗi món
# chỉ được lấy nhiều nhất một lần.
# Bảng phương án: dp[i][c] là giá trị lớn nhất chọn từ i món đầu tiên với sức chứa c.
# Hàng i chỉ được tính từ hàng i - 1: món i hoặc không lấy (dp[i-1][c]), hoặc lấy
# một lần (dp[i-1][c - w] + v).
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
