// Accordion patience (UVa 127): deal all 52 cards, then after every move look again from the first pile.
// A card may go onto the top of the pile 1 or 3 to its left when rank or suit match; 3 comes before 1.
#include <bits/stdc++.h>
using namespace std;

vector<vector<string>> piles;  // piles[0] is the leftmost pile; the last card of a pile is its top

// Two cards match when they have the same rank or the same suit.
bool matches(const string& a, const string& b) {
    return a[0] == b[0] || a[1] == b[1];  //@match
}  //@match-end

// Where the top card of pile i may go: 3 piles to the left first, else 1 pile to the left; -1 if it stays.
int target(int i) {
    if (i >= 3 && matches(piles[i].back(), piles[i - 3].back())) {  //@compare-far
        return i - 3;  //@far-return
    }
    if (i >= 1 && matches(piles[i].back(), piles[i - 1].back())) {  //@compare-near
        return i - 1;  //@near-return
    }
    return -1;  //@stay-return
}  //@target-end

// Puts the top card of pile i on pile j; a pile left empty closes up at once.
void moveCard(int i, int j) {
    piles[j].push_back(piles[i].back());  //@move
    piles[i].pop_back();  //@take
    if (piles[i].empty()) {  //@empty-check
        piles.erase(piles.begin() + i);  //@compact
    }
}  //@move-end

// Makes the leftmost move again and again until no card can move; after each move it looks from the first pile.
void play() {
    int i = 0;  //@scan-start
    while (i < (int)piles.size()) {  //@scan-loop
        int j = target(i);  //@target-call
        if (j >= 0) {  //@can-move
            moveCard(i, j);  //@move-call
            i = 0;  // start again from the first pile  //@restart
        } else {
            i++;  //@next-pile
        }
    }
}  //@play-end

// "6 piles remaining: 40 8 1 1 1 1", or "1 pile remaining: 52".
void printPiles() {
    cout << piles.size() << (piles.size() == 1 ? " pile" : " piles") << " remaining:";  //@print-count
    for (size_t p = 0; p < piles.size(); p++) {  //@print-loop
        cout << " " << piles[p].size();  //@print-height
    }
    cout << "\n";  //@print-end
}  //@print-close

int main() {
    vector<string> cards(52);  //@cards
    int deck = 0;  // which deck is being played  //@deck-zero
    while (cin >> cards[0] && cards[0][0] != '#') {  // a line starting with # ends the input  //@read-first
        for (int k = 1; k < 52; k++) {  //@read-loop
            cin >> cards[k];  //@read-card
        }
        deck++;  //@deck-start
        piles.clear();  // the previous deck's piles go  //@clear
        for (int k = 0; k < 52; k++) {  //@deal-loop
            piles.push_back(vector<string>(1, cards[k]));  //@deal
        }
        play();  //@play-call
        printPiles();  //@deck-done
    }
    return 0;  //@return
}  //@main-end
