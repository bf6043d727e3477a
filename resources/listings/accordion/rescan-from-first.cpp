// Accordion patience (UVa 127): deal all 52 cards, then after every move look again from the first pile.
// A card may go onto the top of the pile 1 or 3 to its left when rank or suit match; 3 comes before 1.
#include <bits/stdc++.h>
using namespace std;

vector<vector<string>> piles;  // piles[0] is the leftmost pile; the last card of a pile is its top

// Two cards match when they have the same rank or the same suit.
bool match(const string& a, const string& b) {
    return a[0] == b[0] || a[1] == b[1];
}

// Where the top card of pile i may go: 3 piles to the left first, else 1 pile to the left; -1 if it stays.
int target(int i) {
    if (i >= 3 && match(piles[i].back(), piles[i - 3].back())) {  //@compare-far
        return i - 3;
    }
    if (i >= 1 && match(piles[i].back(), piles[i - 1].back())) {  //@compare-near
        return i - 1;
    }
    return -1;
}

// Puts the top card of pile i on pile j; a pile left empty closes up at once.
void moveCard(int i, int j) {
    piles[j].push_back(piles[i].back());  //@move
    piles[i].pop_back();
    if (piles[i].empty()) {
        piles.erase(piles.begin() + i);  //@compact
    }
}

// Makes the leftmost move again and again until no card can move; after each move it looks from the first pile.
void play() {
    int i = 0;
    while (i < (int)piles.size()) {
        int j = target(i);
        if (j >= 0) {
            moveCard(i, j);
            i = 0;  // start again from the first pile  //@restart
        } else {
            i++;  //@next-pile
        }
    }
}

// "6 piles remaining: 40 8 1 1 1 1", or "1 pile remaining: 52".
void printPiles() {
    cout << piles.size() << (piles.size() == 1 ? " pile" : " piles") << " remaining:";
    for (size_t p = 0; p < piles.size(); p++) {
        cout << " " << piles[p].size();
    }
    cout << "\n";
}

int main() {
    string first;
    int deck = 0;  // which deck is being played
    while (cin >> first && first[0] != '#') {  // a line starting with # ends the input
        vector<string> cards(52);
        cards[0] = first;
        for (int k = 1; k < 52; k++) {
            cin >> cards[k];
        }
        deck++;  //@deck-start
        piles.clear();  // the previous deck's piles go
        for (int k = 0; k < 52; k++) {
            piles.push_back(vector<string>(1, cards[k]));  //@deal
        }
        play();
        printPiles();  //@deck-done
    }
    return 0;
}
