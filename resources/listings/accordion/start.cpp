#include <bits/stdc++.h>
using namespace std;

int main() {
    string first;
    while (cin >> first && first[0] != '#') {
        vector<string> cards(52);
        cards[0] = first;
        for (int k = 1; k < 52; k++)
            cin >> cards[k];
        vector<vector<string>> piles;
        for (const string& c : cards)
            piles.push_back({c});
        cout << piles.size() << (piles.size() == 1 ? " pile" : " piles") << " remaining:";
        for (const auto& pile : piles)
            cout << " " << pile.size();
        cout << "\n";
    }
    return 0;
}
