#include <bits/stdc++.h>
using namespace std;

int g[7][5];

int main() {
    int n;
    cin >> n;
    for (int x = 0; x < 5; x++) {
        int y = 6, v;
        while (cin >> v && v != 0) {
            g[y][x] = v;
            y--;
        }
    }
    cout << -1 << endl;
    return 0;
}
