#include <bits/stdc++.h>
using namespace std;

bool match(const string& a, const string& b) {
    return a[0] == b[0] || a[1] == b[1];
}

int main() {
    string first;
    while (cin >> first && first != "#") {
        vector<vector<string>> piles;
        for (int k = 0; k < 52; k++) {
            string card = first;
            if (k > 0) cin >> card;
            piles.push_back({card});
            int i = piles.size() - 1;
            while (i >= 1 && match(piles[i].back(), piles[i - 1].back())) {
                piles[i - 1].push_back(piles[i].back());
                piles[i].pop_back();
                if (piles[i].empty()) piles.erase(piles.begin() + i);
                i--;
            }
        }
        cout << piles.size() << (piles.size() == 1 ? " pile" : " piles") << " remaining:";
        for (auto& p : piles) cout << " " << p.size();
        cout << "\n";
    }
    return 0;
}
