#include <bits/stdc++.h>
using namespace std;

int n;
int b[5][7];

int main() {
    cin >> n;
    for (int x = 0; x < 5; x++) {
        int y = 0, c;
        cin >> c;
        while (c != 0) {
            b[x][y++] = c;
            cin >> c;
        }
    }
    cout << -1 << "\n";
    return 0;
}
