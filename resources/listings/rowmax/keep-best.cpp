// The largest value of a row: look at each value once, keeping the largest seen so far.
#include <bits/stdc++.h>
using namespace std;

int a[20];  // the row: at most 20 values

int main() {
    int n;
    cin >> n;  //@read-size
    for (int i = 0; i < n; i++) {  //@read-loop
        cin >> a[i];  //@read-value
    }
    int best = a[0];  // the first value is the largest so far  //@first
    for (int i = 1; i < n; i++) {  //@scan
        if (a[i] > best) {  //@compare
            best = a[i];  // a larger value: keep it  //@keep
        }
    }
    cout << best << "\n";  //@answer
    return 0;  //@return
}  //@main-end
