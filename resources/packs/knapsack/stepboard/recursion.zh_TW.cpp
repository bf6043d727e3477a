// 0/1 背包：容量為 W 的背包最多能裝下多少價值，每件物品
// 最多只能拿一次。
// 單純遞迴：best(i, room) 把第 i 件物品拿與不拿兩種情況都試一遍，
// 取比較好的那個。答案正確，但同一組 (i, room) 會被一算再算：
// 呼叫次數隨 2^n 成長（最多 2^(n+1) - 1 次）。
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
