# Cái túi: tổng giá trị lớn nhất có thể xếp vừa vào túi có sức chứa W, mỗi món
# chỉ được lấy nhiều nhất một lần.
# Một hàng: bảng chỉ giữ trong một hàng, dp[c] ứng với sức chứa c, cập nhật lần lượt
# từng món. Sức chứa đi xuống, từ W về w, nên dp[c - w] vẫn giữ giá trị của hàng
# trước khi xét món này: món này được lấy nhiều nhất một lần.
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
