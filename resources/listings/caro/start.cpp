#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    for (int t = 1; t <= k; t++) {
        int r, c;
        cin >> r >> c;
    }
    cout << 0 << "\n";
    return 0;
}
