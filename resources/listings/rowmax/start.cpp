// The largest value of a row: read n, then n values, and print the largest.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    return 0;
}
