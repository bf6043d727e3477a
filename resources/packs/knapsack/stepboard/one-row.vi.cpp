// Cái túi: tổng giá trị lớn nhất có thể xếp vừa vào túi có sức chứa W, mỗi món
// chỉ được lấy nhiều nhất một lần.
// Một hàng: bảng chỉ giữ trong một hàng, dp[c] ứng với sức chứa c, cập nhật lần lượt
// từng món. Sức chứa đi xuống, từ W về w, nên dp[c - w] vẫn giữ giá trị của hàng
// trước khi xét món này: món này được lấy nhiều nhất một lần.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, W;
    cin >> n >> W;
    vector<long long> dp(W + 1, 0);
    for (int i = 0; i < n; i++) {
        int w, v;
        cin >> w >> v;
        for (int c = W; c >= w; c--)
            dp[c] = max(dp[c], dp[c - w] + v);
    }
    cout << dp[W] << "\n";
}
