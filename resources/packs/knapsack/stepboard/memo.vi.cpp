// Cái túi: tổng giá trị lớn nhất có thể xếp vừa vào túi có sức chứa W, mỗi món
// chỉ được lấy nhiều nhất một lần.
// Đệ quy có nhớ: vẫn là hàm best(i, room) như đệ quy thuần, nhưng
// mỗi kết quả được ghi lại ngay lần đầu tính ra, nên mỗi kết quả trong n * (W + 1)
// kết quả, ứng với từng cặp (i, room), chỉ được tính một lần.
#include <bits/stdc++.h>
using namespace std;

int n, W;
vector<int> w, v;
vector<vector<long long>> memo;

long long best(int i, int room) {
    if (i == n)
        return 0;
    if (memo[i][room] >= 0)
        return memo[i][room];
    long long skip = best(i + 1, room);
    long long take = -1;
    if (w[i] <= room)
        take = v[i] + best(i + 1, room - w[i]);
    memo[i][room] = max(skip, take);
    return memo[i][room];
}

int main() {
    cin >> n >> W;
    w.resize(n);
    v.resize(n);
    for (int i = 0; i < n; i++)
        cin >> w[i] >> v[i];
    memo.assign(n, vector<long long>(W + 1, -1));
    cout << best(0, W) << "\n";
}
