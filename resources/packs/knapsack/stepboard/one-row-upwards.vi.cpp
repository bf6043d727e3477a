// Cái túi: tổng giá trị lớn nhất có thể xếp vừa vào túi có sức chứa W, mỗi món
// chỉ được lấy nhiều nhất một lần.
// Lỗi kinh điển của bảng một hàng: sức chứa đi lên, từ w đến W, nên
// dp[c - w] có thể đã chứa món này, và món này bị lấy đi lấy lại nhiều lần.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, W;
    cin >> n >> W;
    vector<long long> dp(W + 1, 0);
    for (int i = 0; i < n; i++) {
        int w, v;
        cin >> w >> v;
        for (int c = w; c <= W; c++)
            dp[c] = max(dp[c], dp[c - w] + v);
    }
    cout << dp[W] << "\n";
}
