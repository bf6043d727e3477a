// Cái túi: tổng giá trị lớn nhất có thể xếp vừa vào túi có sức chứa W, mỗi món
// chỉ được lấy nhiều nhất một lần.
// Lỗi của bảng: khi lấy món i lại đọc dp[i][c - w] ở cùng hàng thay vì
// hàng trước, mà ở đó món i có thể đã nằm trong túi: nó bị lấy đi lấy lại nhiều lần.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, W;
    cin >> n >> W;
    vector<int> w(n + 1), v(n + 1);
    for (int i = 1; i <= n; i++)
        cin >> w[i] >> v[i];
    vector<vector<long long>> dp(n + 1, vector<long long>(W + 1, 0));
    for (int i = 1; i <= n; i++) {
        for (int c = 0; c <= W; c++) {
            dp[i][c] = dp[i - 1][c];
            if (w[i] <= c)
                dp[i][c] = max(dp[i][c], dp[i][c - w[i]] + v[i]);
        }
    }
    cout << dp[n][W] << "\n";
}
