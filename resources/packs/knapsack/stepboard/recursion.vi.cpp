// Cái túi: tổng giá trị lớn nhất có thể xếp vừa vào túi có sức chứa W, mỗi món
// chỉ được lấy nhiều nhất một lần.
// Đệ quy thuần: best(i, room) thử cả hai cách với món i, lấy và không lấy, rồi
// giữ cách tốt hơn. Đúng, nhưng cùng một cặp (i, room) bị tính đi tính
// lại nhiều lần: số lần gọi tăng theo 2^n (nhiều nhất 2^(n+1) - 1 lần).
#include <bits/stdc++.h>
using namespace std;

int n, W;
vector<int> w, v;

long long best(int i, int room) {
    if (i == n)
        return 0;
    long long skip = best(i + 1, room);
    if (w[i] > room)
        return skip;
    long long take = v[i] + best(i + 1, room - w[i]);
    return max(skip, take);
}

int main() {
    cin >> n >> W;
    w.resize(n);
    v.resize(n);
    for (int i = 0; i < n; i++)
        cin >> w[i] >> v[i];
    cout << best(0, W) << "\n";
}
