<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>AccordionUi</name>
    <message>
        <source>Accordion patience (UVa 127)</source>
        <translation>手風琴接龍 (UVa 127)</translation>
    </message>
    <message>
        <source>Accordion</source>
        <translation>手風琴接龍</translation>
    </message>
    <message>
        <source>No card is dealt yet. Step forward to start the first deck.</source>
        <translation>還沒有發任何牌。往前執行一步，開始第一副牌。</translation>
    </message>
    <message>
        <source>Card moves: %1</source>
        <translation>移牌次數：%1</translation>
    </message>
    <message>
        <source>Next card move</source>
        <translation>下一次移牌</translation>
    </message>
    <message>
        <source>Previous card move</source>
        <translation>上一次移牌</translation>
    </message>
    <message>
        <source>Before: %1 after %2 card moves, %3: %4</source>
        <translation>先前「%1」移牌 %2 次之後，%3：%4</translation>
    </message>
    <message>
        <source>The UVa sample (two decks)</source>
        <translation>UVa 範例（兩副牌）</translation>
    </message>
    <message>
        <source>A deck that ends in one pile</source>
        <translation>最後只剩一堆的一副牌</translation>
    </message>
    <message>
        <source>The input the program reads: decks of 52 cards such as QD AD 8H, and a line # at the end</source>
        <translation>程式讀取的輸入：一副或多副 52 張的牌，例如 QD AD 8H，最後一行是 #</translation>
    </message>
    <message>
        <source>Random deal…</source>
        <translation>隨機發牌…</translation>
    </message>
    <message>
        <source>A card that could go three piles to the left went onto its neighbour instead.</source>
        <translation>有一張牌本來可以移到往左數第三堆，卻被移到了左邊相鄰的那一堆。</translation>
    </message>
    <message>
        <source>After a move this program did not go back, so the moves came in another order than the rules say.</source>
        <translation>這個程式移牌後沒有往回找，所以移牌的順序和規則說的不一樣。</translation>
    </message>
    <message>
        <source>Deal and play</source>
        <translation>邊發牌邊玩</translation>
    </message>
    <message>
        <source>Scan from the first pile</source>
        <translation>從第一堆重新掃描</translation>
    </message>
    <message>
        <source>Back to the receiving pile</source>
        <translation>回到收牌的那一堆</translation>
    </message>
    <message>
        <source>Neighbour first</source>
        <translation>先試相鄰的牌堆</translation>
    </message>
    <message>
        <source>Sweep on</source>
        <translation>繼續往右掃</translation>
    </message>
    <message>
        <source>Method 1: deal one card, then make the leftmost possible move again and again until none is left, then deal the next: the game as the statement tells it.</source>
        <translation>方法 1：發一張牌，然後一再做最左邊能做的移動，直到不能再移，才發下一張：就是題目描述的玩法。</translation>
    </message>
    <message>
        <source>Method 2: deal all 52 cards, then after every move scan again from the first pile.</source>
        <translation>方法 2：先發完 52 張牌，之後每移動一次，就從第一堆重新掃描。</translation>
    </message>
    <message>
        <source>Method 3: deal all 52 cards; after a move go back to the pile that received the card, the leftmost place where a new move can appear.</source>
        <translation>方法 3：先發完 52 張牌；每移動一次，就回到收到那張牌的牌堆，那裡是最左邊可能出現新移動的地方。</translation>
    </message>
    <message>
        <source>Wrong: tries the pile just to the left before the pile three to the left.</source>
        <translation>錯誤：先試左邊相鄰的牌堆，才試往左數第三堆。</translation>
    </message>
    <message>
        <source>Wrong: after a move it sweeps on to the right instead of going back, and starts a new sweep only when one has moved something.</source>
        <translation>錯誤：移牌後不往回找，而是繼續往右掃；一遍掃完時有移過牌，才從頭再掃一遍。</translation>
    </message>
    <message>
        <source>Deck %1 of %2: a new game starts on an empty table.</source>
        <translation>第 %1 副牌（共 %2 副）：在空桌上開始新的一局。</translation>
    </message>
    <message>
        <source>Deal %1: it starts pile %2.</source>
        <translation>發出 %1：它自成第 %2 堆。</translation>
    </message>
    <message>
        <source>%1 on pile %2 and %3 on pile %4, three to its left, share a rank or a suit: it can go there.</source>
        <translation>第 %2 堆的 %1 和往左數第三堆（第 %4 堆）的 %3 點數或花色相同：可以移過去。</translation>
    </message>
    <message>
        <source>%1 on pile %2 and %3 on pile %4, three to its left, share neither rank nor suit.</source>
        <translation>第 %2 堆的 %1 和往左數第三堆（第 %4 堆）的 %3 點數和花色都不同。</translation>
    </message>
    <message>
        <source>%1 on pile %2 and %3 on pile %4, next to it, share a rank or a suit: it can go there.</source>
        <translation>第 %2 堆的 %1 和左邊相鄰的第 %4 堆的 %3 點數或花色相同：可以移過去。</translation>
    </message>
    <message>
        <source>%1 on pile %2 and %3 on pile %4, next to it, share neither rank nor suit.</source>
        <translation>第 %2 堆的 %1 和左邊相鄰的第 %4 堆的 %3 點數和花色都不同。</translation>
    </message>
    <message>
        <source>Pile %1 has no pile that far to its left.</source>
        <translation>第 %1 堆左邊沒有那麼遠的牌堆。</translation>
    </message>
    <message>
        <source>Move %1 from pile %2 onto pile %3, %4 to the left.</source>
        <translation>把 %1 從第 %2 堆移到第 %3 堆上（往左 %4 堆）。</translation>
    </message>
    <message>
        <source>Pile %1 is empty now: the piles to its right close up, one pile is left.</source>
        <translation>第 %1 堆空了：右邊的牌堆往左靠攏，剩下一堆。</translation>
    </message>
    <message>
        <source>Pile %1 is empty now: the piles to its right close up, %2 piles are left.</source>
        <translation>第 %1 堆空了：右邊的牌堆往左靠攏，剩下 %2 堆。</translation>
    </message>
    <message>
        <source>Go back to pile %1, which just got a card: only its top changed, so it is the leftmost place where a new move can appear.</source>
        <translation>回到剛收到一張牌的第 %1 堆：只有它最上面的牌變了，所以這裡是最左邊可能出現新移動的地方。</translation>
    </message>
    <message>
        <source>Start again from the first pile.</source>
        <translation>從第一堆重新開始。</translation>
    </message>
    <message>
        <source>Nothing moves from the pile before: go on to pile %1.</source>
        <translation>前一堆沒有牌可以移：繼續看第 %1 堆。</translation>
    </message>
    <message>
        <source>This sweep moved cards, so this program starts another sweep from the left.</source>
        <translation>這一遍有移過牌，所以這個程式從左邊再掃一遍。</translation>
    </message>
    <message>
        <source>This sweep moved nothing: this program stops here.</source>
        <translation>這一遍沒有移動任何牌：這個程式就停在這裡。</translation>
    </message>
    <message>
        <source>No card can move: one pile remains, and the line for this deck is printed.</source>
        <translation>沒有牌能再移動：剩下一堆，輸出這副牌的那一行結果。</translation>
    </message>
    <message>
        <source>No card can move: %1 piles remain, and the line for this deck is printed.</source>
        <translation>沒有牌能再移動：剩下 %1 堆，輸出這副牌的那一行結果。</translation>
    </message>
    <message>
        <source>Sweep %1 starts from the first pile.</source>
        <translation>第 %1 趟掃描從第一堆開始。</translation>
    </message>
    <message>
        <source>Past the last of the %1 piles: nothing more to look at in this scan.</source>
        <translation>已經越過最後一堆（共 %1 堆）：這一趟沒有牌要看了。</translation>
    </message>
    <message>
        <source>This program sweeps on: pile %1 was closed up, so the next pile is now at the same place, %1.</source>
        <translation>這個程式繼續往右掃：原來的牌堆已經靠攏，下一堆正好移到同一個位置，第 %1 堆。</translation>
    </message>
    <message>
        <source>This program sweeps on to pile %1 instead of going back.</source>
        <translation>這個程式沒有往回走，而是繼續掃到第 %1 堆。</translation>
    </message>
    <message>
        <source>3 before 1: a card that can go either way</source>
        <translation>先看第 3 堆：一張牌兩邊都能放</translation>
    </message>
    <message>
        <source>Leftmost first: a move makes another possible to its left</source>
        <translation>最左邊的先移：一次移動讓它左邊又能移動</translation>
    </message>
    <message>
        <source>Three random decks</source>
        <translation>三副隨機的牌</translation>
    </message>
    <message>
        <source>Card moves</source>
        <translation>移牌次數</translation>
    </message>
    <message>
        <source>Decks dealt</source>
        <translation>發出的副數</translation>
    </message>
    <message>
        <source>Comparisons per deck</source>
        <translation>每副牌的比較次數</translation>
    </message>
    <message>
        <source>Card move %1: moves no card.</source>
        <translation>第 %1 次移牌：沒有移動任何牌。</translation>
    </message>
    <message>
        <source>Card move %1 (deck %2): %3 from pile %4 onto pile %5.</source>
        <translation>第 %1 次移牌（第 %2 副）：%3 從第 %4 疊移到第 %5 疊。</translation>
    </message>
    <message>
        <source>%1 onto pile %2</source>
        <translation>%1 移到第 %2 疊</translation>
    </message>
    <message>
        <source>Which card moves, and where?</source>
        <translation>哪張牌會移動、移到哪裡？</translation>
    </message>
    <message>
        <source>Click the card that moves.</source>
        <translation>請點選會移動的那張牌。</translation>
    </message>
    <message>
        <source>Now click the pile it lands on.</source>
        <translation>再點選它落到的那一疊。</translation>
    </message>
    <message>
        <source>cards has room for the 52 cards of a deck, read one by one.</source>
        <translation>cards 有 52 個位置，一張一張讀進一副牌。</translation>
    </message>
    <message>
        <source>Read %1, the first card of deck %2: it is no #, so a deck follows.</source>
        <translation>讀到 %1，第 %2 副牌的第一張：不是 #，所以後面還有一副牌。</translation>
    </message>
    <message>
        <source>Read card %1 of the deck: %2.</source>
        <translation>讀入這副牌的第 %1 張：%2。</translation>
    </message>
    <message>
        <source>Take the next 52 words: the cards of deck %1.</source>
        <translation>取出接下來的 52 個字：第 %1 副牌的牌。</translation>
    </message>
    <message>
        <source>The %1 cards of the previous deck leave the table.</source>
        <translation>上一副牌的 %1 張牌離開桌面。</translation>
    </message>
    <message>
        <source>The table is empty already: this is the first deck.</source>
        <translation>桌面本來就是空的：這是第一副牌。</translation>
    </message>
    <message>
        <source>Call play(): it makes the moves on these %1 piles.</source>
        <translation>呼叫 play()：在這 %1 堆上做所有移動。</translation>
    </message>
    <message>
        <source>Pile %1 is one of the %2 piles: look at it.</source>
        <translation>第 %1 堆在這 %2 堆之內：看看它。</translation>
    </message>
    <message>
        <source>Call target(%1): where can the top card of pile %1 go?</source>
        <translation>呼叫 target(%1)：第 %1 堆的頂牌可以去哪裡？</translation>
    </message>
    <message>
        <source>Pile %2 is three to the left of pile %1: do their top cards match?</source>
        <translation>第 %2 堆在第 %1 堆左邊第 3 堆：兩堆的頂牌相配嗎？</translation>
    </message>
    <message>
        <source>Pile %2 is next to pile %1: do their top cards match?</source>
        <translation>第 %2 堆就在第 %1 堆左邊：兩堆的頂牌相配嗎？</translation>
    </message>
    <message>
        <source>j = -1: the top card of pile %1 stays.</source>
        <translation>j = -1：第 %1 堆的頂牌不動。</translation>
    </message>
    <message>
        <source>j = %2: the top card of pile %1 can go onto pile %2.</source>
        <translation>j = %2：第 %1 堆的頂牌可以放到第 %2 堆上。</translation>
    </message>
    <message>
        <source>j is -1: nothing moves from pile %1.</source>
        <translation>j 是 -1：第 %1 堆沒有牌移動。</translation>
    </message>
    <message>
        <source>j is %2: the top card of pile %1 moves.</source>
        <translation>j 是 %2：第 %1 堆的頂牌要移動。</translation>
    </message>
    <message>
        <source>Call the function that moves a card: the top card of pile %1 goes onto pile %2.</source>
        <translation>呼叫移牌的函式：第 %1 堆的頂牌放到第 %2 堆上。</translation>
    </message>
    <message>
        <source>%1 leaves the top of pile %2.</source>
        <translation>%1 離開第 %2 堆的頂端。</translation>
    </message>
    <message>
        <source>Pile %1 has no card left: it must close up.</source>
        <translation>第 %1 堆沒有牌了：必須補上。</translation>
    </message>
    <message>
        <source>Pile %1 was closed up: the next pile is at place %1 now.</source>
        <translation>第 %1 堆已經補上：下一堆現在就在位置 %1。</translation>
    </message>
    <message>
        <source>Pile %1 is still there.</source>
        <translation>第 %1 堆還在。</translation>
    </message>
    <message>
        <source>The endless loop of sweeps turns again: another sweep.</source>
        <translation>掃描的無窮迴圈再轉一次：再掃一輪。</translation>
    </message>
    <message>
        <source>Print how many piles remain: 1 pile.</source>
        <translation>輸出剩下幾堆：1 堆。</translation>
    </message>
    <message>
        <source>Print how many piles remain: %1 piles.</source>
        <translation>輸出剩下幾堆：%1 堆。</translation>
    </message>
    <message>
        <source>Next, the height of pile %1.</source>
        <translation>接著是第 %1 堆的高度。</translation>
    </message>
    <message>
        <source>Every pile&apos;s height is printed.</source>
        <translation>每一堆的高度都輸出了。</translation>
    </message>
    <message>
        <source>End the deck&apos;s line.</source>
        <translation>結束這副牌的那一行。</translation>
    </message>
    <message>
        <source>piles starts as an empty list.</source>
        <translation>piles 一開始是空串列。</translation>
    </message>
    <message>
        <source>No more decks after deck %1: the input ends here.</source>
        <translation>第 %1 副牌之後沒有牌了：輸入到此結束。</translation>
    </message>
    <message>
        <source>Pile %1 is not empty: it stays.</source>
        <translation>第 %1 堆不是空的：它留著。</translation>
    </message>
    <message>
        <source>The height of pile %1 is %2: print it.</source>
        <translation>第 %1 堆有 %2 張牌：輸出 %2。</translation>
    </message>
    <message>
        <source>card moves</source>
        <comment>play by</comment>
        <translation>步移牌</translation>
    </message>
    <message>
        <source>comparisons</source>
        <translation>比較次數</translation>
    </message>
    <message>
        <source>card moves</source>
        <translation>移牌次數</translation>
    </message>
    <message>
        <source>piles closed up</source>
        <translation>移除的空牌堆數</translation>
    </message>
    <message>
        <source>decks</source>
        <translation>牌的副數</translation>
    </message>
    <message>
        <source>this is not a card: a card is a rank A23456789TJQK and a suit CDHS, like QH or 7C</source>
        <translation>這不是一張牌：一張牌由點數 A23456789TJQK 和花色 CDHS 組成，例如 QH 或 7C</translation>
    </message>
    <message>
        <source>deck %1 holds %2 twice (first as its card %3)</source>
        <translation>第 %1 副牌有兩張 %2（第一張是這副牌的第 %3 張）</translation>
    </message>
    <message>
        <source>deck %1 has only %2 cards: a deck has %3</source>
        <translation>第 %1 副牌只有 %2 張：一副牌應該有 %3 張</translation>
    </message>
    <message>
        <source>the input holds no deck: it must give at least one deck of %1 cards</source>
        <translation>輸入裡一副牌也沒有：至少要有一副 %1 張的牌</translation>
    </message>
    <message>
        <source>unexpected text after the line that starts with #, which ends the input</source>
        <translation>以 # 開頭的那一行代表輸入結束，但後面還有多餘的內容</translation>
    </message>
    <message>
        <source>Decks answered</source>
        <translation>已回答的副數</translation>
    </message>
</context>
<context>
    <name>AnimationExport</name>
    <message>
        <source>Unknown problem &apos;%1&apos;.</source>
        <translation>未知的題目「%1」。</translation>
    </message>
    <message>
        <source>The input has errors.</source>
        <translation>輸入有錯誤。</translation>
    </message>
    <message>
        <source>Unknown method &apos;%1&apos;.</source>
        <translation>未知的方法「%1」。</translation>
    </message>
    <message>
        <source>The last frame comes before the first.</source>
        <translation>最後一格畫面在第一格之前。</translation>
    </message>
    <message>
        <source>The run ends in %1, before the first frame.</source>
        <translation>執行在%1就結束了，還沒到第一格畫面。</translation>
    </message>
    <message>
        <source>The run ends at step %1, before the first frame.</source>
        <translation>執行在步驟 %1 就結束了，還沒到第一格畫面。</translation>
    </message>
    <message>
        <source>The run ends after move %1, before the first frame.</source>
        <translation>這次執行在第 %1 步之後就結束了，早於第一個畫面。</translation>
    </message>
</context>
<context>
    <name>CardsUi</name>
    <message>
        <source>Card game (APCS 2023-10)</source>
        <translation>卡牌遊戲 (APCS 2023-10)</translation>
    </message>
    <message>
        <source>Every card is on the table. Step forward to start the first round.</source>
        <translation>所有牌都還在表格上。往前執行一步，開始第一輪。</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第 %1 輪</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>下一輪</translation>
    </message>
    <message>
        <source>Previous round</source>
        <translation>上一輪</translation>
    </message>
    <message>
        <source>Before: %1 in round %2, %3: %4</source>
        <translation>先前「%1」在第 %2 輪時，%3：%4</translation>
    </message>
    <message>
        <source>Sample 1 (one row)</source>
        <translation>範例 1（一列）</translation>
    </message>
    <message>
        <source>Sample 2 (three rows)</source>
        <translation>範例 2（三列）</translation>
    </message>
    <message>
        <source>Self-test 1: a pair of 0s opens the way</source>
        <translation>自我測試 1：一對 0 讓出通路</translation>
    </message>
    <message>
        <source>Self-test 2: one pass is not enough</source>
        <translation>自我測試 2：掃一遍不夠</translation>
    </message>
    <message>
        <source>Self-test 3: columns are needed</source>
        <translation>自我測試 3：一定要掃描欄</translation>
    </message>
    <message>
        <source>Self-test 4: nothing can be taken</source>
        <translation>自我測試 4：什麼都拿不掉</translation>
    </message>
    <message>
        <source>The input the program reads: n and m, then the table, one row per line</source>
        <translation>程式讀取的輸入：先是 n 和 m，接著是表格，每一行寫一列</translation>
    </message>
    <message>
        <source>Random table…</source>
        <translation>隨機表格…</translation>
    </message>
    <message>
        <source>Round %1 starts from the same table as round %2, and the score is only added to, never read: every round from here repeats round %2, so the program never ends.</source>
        <translation>第 %1 輪開始時的表格和第 %2 輪相同，而分數只會被累加、從來不會被讀取：從這裡開始的每一輪都在重複第 %2 輪，所以程式永遠不會結束。</translation>
    </message>
    <message>
        <source>Nothing has been scanned yet, so the first round starts.</source>
        <translation>還沒有掃描過任何牌，所以開始第一輪。</translation>
    </message>
    <message>
        <source>Round %1 took cards off: another round, since they may have freed other pairs.</source>
        <translation>第 %1 輪有拿掉牌：再做一輪，因為拿掉的牌可能讓其他牌也能配成對。</translation>
    </message>
    <message>
        <source>Round %1 took nothing off: no pair is left to take, the game is over.</source>
        <translation>第 %1 輪沒有拿掉任何牌：已經沒有能拿的一對牌，遊戲結束。</translation>
    </message>
    <message>
        <source>Round %1 did not raise the score, so this program stops, even if a pair of 0s was taken off.</source>
        <translation>第 %1 輪沒有讓分數增加，所以這個程式停下來了，即使這一輪拿掉了一對 0。</translation>
    </message>
    <message>
        <source>Round %1 begins: nothing taken off yet in this round.</source>
        <translation>第 %1 輪開始：這一輪還沒有拿掉任何牌。</translation>
    </message>
    <message>
        <source>Scan row %1 from the left: no card seen yet.</source>
        <translation>從左邊開始掃描第 %1 列：還沒看到任何牌。</translation>
    </message>
    <message>
        <source>Scan column %1 from the top: no card seen yet.</source>
        <translation>從上面開始掃描第 %1 欄：還沒看到任何牌。</translation>
    </message>
    <message>
        <source>%1 is empty: it blocks nothing, skip it.</source>
        <translation>%1 是空格：不會擋住任何牌，跳過。</translation>
    </message>
    <message>
        <source>%1 holds the card %2.</source>
        <translation>%1 有一張 %2。</translation>
    </message>
    <message>
        <source>%1 holds a card of value 0, but this program takes 0 for an empty cell and skips it.</source>
        <translation>%1 有一張 0，但這個程式把 0 當成空格，跳過了它。</translation>
    </message>
    <message>
        <source>%1 is the first card of this line so far: nothing to pair it with.</source>
        <translation>%1 是這條線目前的第一張牌：沒有牌可以和它配對。</translation>
    </message>
    <message>
        <source>%1 holds %2, the same as the last card still there: a pair, with only empty cells between.</source>
        <translation>%1 是 %2，和「上一張還在的牌」相同：配成一對，中間只有空格。</translation>
    </message>
    <message>
        <source>%1 holds %2, the last card still there holds %3: no pair.</source>
        <translation>%1 是 %2，「上一張還在的牌」是 %3：配不成對。</translation>
    </message>
    <message>
        <source>%1 is empty and so is the last &quot;card&quot;: this program takes two empty cells for a pair.</source>
        <translation>%1 是空格，上一張「牌」也是空格：這個程式把兩個空格當成一對。</translation>
    </message>
    <message>
        <source>%1 becomes the last card still there.</source>
        <translation>%1 成為「上一張還在的牌」。</translation>
    </message>
    <message>
        <source>This program makes the empty cell %1 the last card, so the card before it can no longer pair.</source>
        <translation>這個程式把空格 %1 記成上一張牌，所以它前面那張牌再也配不成對。</translation>
    </message>
    <message>
        <source>Column %1 done: it took cards off.</source>
        <translation>第 %1 欄掃完：有拿掉牌。</translation>
    </message>
    <message>
        <source>Column %1 done: nothing taken off.</source>
        <translation>第 %1 欄掃完：沒有拿掉牌。</translation>
    </message>
    <message>
        <source>Row %1 done: it took cards off.</source>
        <translation>第 %1 列掃完：有拿掉牌。</translation>
    </message>
    <message>
        <source>Row %1 done: nothing taken off.</source>
        <translation>第 %1 列掃完：沒有拿掉牌。</translation>
    </message>
    <message>
        <source>Round %1 starts from the very same table as round %2: it will do exactly what round %2 did, again and again.</source>
        <translation>第 %1 輪開始時的表格和第 %2 輪完全相同：它會一再重複第 %2 輪做過的事。</translation>
    </message>
    <message>
        <source>The program prints its score: %1.</source>
        <translation>程式輸出它的分數：%1。</translation>
    </message>
    <message>
        <source>One row (subtask 1)</source>
        <translation>一列（子題組 1）</translation>
    </message>
    <message>
        <source>Rows and columns</source>
        <translation>列與欄</translation>
    </message>
    <message>
        <source>0 marks empty</source>
        <translation>用 0 標記空格</translation>
    </message>
    <message>
        <source>Score must grow</source>
        <translation>分數增加才繼續</translation>
    </message>
    <message>
        <source>One round</source>
        <translation>只做一輪</translation>
    </message>
    <message>
        <source>Rows only</source>
        <translation>只掃描列</translation>
    </message>
    <message>
        <source>Empty not skipped</source>
        <translation>不跳過空格</translation>
    </message>
    <message>
        <source>Empty becomes last</source>
        <translation>空格當成上一張</translation>
    </message>
    <message>
        <source>Subtask 1: scan the first row from left to right, again and again, until a pass takes nothing off. It reads the first row only.</source>
        <translation>子題組 1：反覆由左到右掃描第一列，直到某一遍沒拿掉任何牌為止。它只讀第一列。</translation>
    </message>
    <message>
        <source>Full solution: each round scans every row and every column with one line scan, until a round takes nothing off.</source>
        <translation>完整解法：每一輪用同一種單線掃描掃過每一列、每一欄，直到某一輪沒拿掉任何牌為止。</translation>
    </message>
    <message>
        <source>Wrong: marks a card taken off with 0, so cards of value 0 count as empty cells.</source>
        <translation>錯誤：用 0 標記拿掉的牌，所以數值是 0 的牌會被當成空格。</translation>
    </message>
    <message>
        <source>Wrong: goes on only while the score grows, so a pair of 0s ends the game too early.</source>
        <translation>錯誤：分數有增加才繼續，所以只拿掉一對 0 的那一輪會讓遊戲太早結束。</translation>
    </message>
    <message>
        <source>Wrong: one round only, so pairs freed by that round stay on the table.</source>
        <translation>錯誤：只做一輪，所以這一輪之後才能拿的牌都留在表格上。</translation>
    </message>
    <message>
        <source>Wrong: scans the rows and never the columns.</source>
        <translation>錯誤：只掃描列，從來不掃描欄。</translation>
    </message>
    <message>
        <source>Wrong: compares empty cells like cards, so two empty cells pair forever and it never ends.</source>
        <translation>錯誤：把空格當成牌來比較，兩個空格會一直被配成一對，程式永遠不會結束。</translation>
    </message>
    <message>
        <source>Wrong: an empty cell becomes the last card, so 5 _ 5 can never pair.</source>
        <translation>錯誤：空格也會被記成上一張牌，所以 5 _ 5 永遠配不成對。</translation>
    </message>
    <message>
        <source>This program reads the first row only: the table has %1 rows.</source>
        <translation>這個程式只讀第一列：表格卻有 %1 列。</translation>
    </message>
    <message>
        <source>The cards of value 0 on the table were skipped as if they were empty cells.</source>
        <translation>表格上數值是 0 的牌被當成空格跳過了。</translation>
    </message>
    <message>
        <source>A round that took off only a pair of 0s added nothing to the score, so this program stopped while pairs were left.</source>
        <translation>有一輪只拿掉了一對 0，分數沒有增加，所以這個程式在還有牌能配對時就停下了。</translation>
    </message>
    <message>
        <source>The cards still on the table include pairs that the first round freed: a second round would take them.</source>
        <translation>表格上剩下的牌裡，有第一輪之後才能拿的一對：再做第二輪就能拿掉它們。</translation>
    </message>
    <message>
        <source>The cards still on the table include pairs that face each other in a column.</source>
        <translation>表格上剩下的牌裡，有在同一欄上下相對的一對。</translation>
    </message>
    <message>
        <source>An empty cell became the last card, so two equal cards with only empty cells between them were not paired.</source>
        <translation>空格被記成上一張牌，所以中間只隔著空格的兩張相同的牌沒有配成對。</translation>
    </message>
    <message>
        <source>Card game</source>
        <translation>卡牌遊戲</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>輪數</translation>
    </message>
    <message>
        <source>Cards on the table (n × m)</source>
        <translation>桌上的牌數（n × m）</translation>
    </message>
    <message>
        <source>Cells looked at per round</source>
        <translation>每輪查看的格子數</translation>
    </message>
    <message>
        <source>two empty cells</source>
        <translation>兩個空格</translation>
    </message>
    <message>
        <source>two %1s</source>
        <translation>兩張 %1</translation>
    </message>
    <message>
        <source>Round %1: takes nothing off.</source>
        <translation>第 %1 輪：沒有取走任何牌。</translation>
    </message>
    <message>
        <source>Round %1: takes off %2.</source>
        <translation>第 %1 輪：取走 %2。</translation>
    </message>
    <message>
        <source>the two cards worth %1</source>
        <translation>兩張 %1 分的牌</translation>
    </message>
    <message>
        <source>Click its two cards.</source>
        <translation>請點選這兩張牌。</translation>
    </message>
    <message>
        <source>Which pair of cards is taken off next?</source>
        <translation>下一對被拿走的是哪兩張牌？</translation>
    </message>
    <message>
        <source>A pair of %1s: the score goes up by %1, to %2.</source>
        <translation>一對 %1：分數加 %1，變成 %2。</translation>
    </message>
    <message>
        <source>Read the table: its size, then every card, row by row.</source>
        <translation>讀入表格：先讀大小，再一列一列讀入每一張牌。</translation>
    </message>
    <message>
        <source>The table has %1 rows and %2 columns.</source>
        <translation>表格有 %1 列、%2 欄。</translation>
    </message>
    <message>
        <source>The card at %1 is %2.</source>
        <translation>%1 的牌是 %2。</translation>
    </message>
    <message>
        <source>Row %1 starts as a list of %2 zeros, each replaced by the card read for it.</source>
        <translation>第 %1 列先是 %2 個 0 的串列，每個 0 會換成為它讀入的牌。</translation>
    </message>
    <message>
        <source>EMPTY is %1: the mark of a cell whose card was taken off.</source>
        <translation>EMPTY 是 %1：用來標記牌已被拿掉的格子。</translation>
    </message>
    <message>
        <source>The table&apos;s size starts at 0: main reads it from the input.</source>
        <translation>表格的大小先設為 0：main 會從輸入讀出它。</translation>
    </message>
    <message>
        <source>The table starts as an empty list: the reading fills it.</source>
        <translation>表格一開始是空的串列：讀入時會把它填滿。</translation>
    </message>
    <message>
        <source>Scan column %1: call the line scan from its top cell, going down.</source>
        <translation>掃描第 %1 欄：從最上面的格子開始往下，呼叫單線掃描。</translation>
    </message>
    <message>
        <source>Scan row %1: call the line scan from its left cell, going right.</source>
        <translation>掃描第 %1 列：從最左邊的格子開始往右，呼叫單線掃描。</translation>
    </message>
    <message>
        <source>The scan of column %1 returned true: this round changed the table.</source>
        <translation>第 %1 欄的掃描傳回 true：這一輪改變了表格。</translation>
    </message>
    <message>
        <source>The scan of column %1 returned false: nothing to note.</source>
        <translation>第 %1 欄的掃描傳回 false：不用記下什麼。</translation>
    </message>
    <message>
        <source>The scan of row %1 returned true: this round changed the table.</source>
        <translation>第 %1 列的掃描傳回 true：這一輪改變了表格。</translation>
    </message>
    <message>
        <source>The scan of row %1 returned false: nothing to note.</source>
        <translation>第 %1 列的掃描傳回 false：不用記下什麼。</translation>
    </message>
    <message>
        <source>%1 is on the table: the scan looks at it.</source>
        <translation>%1 在表格內：掃描要看這一格。</translation>
    </message>
    <message>
        <source>%1 is past the edge: this line is scanned.</source>
        <translation>%1 已經超出邊界：這條線掃描完畢。</translation>
    </message>
    <message>
        <source>The card %1 at %2 leaves the table: its cell is EMPTY now.</source>
        <translation>%2 的牌 %1 被拿走：這一格現在是 EMPTY。</translation>
    </message>
    <message>
        <source>Its partner %1 at %2 leaves too: the pair is gone.</source>
        <translation>和它配對的 %2 的 %1 也被拿走：這一對牌都不見了。</translation>
    </message>
    <message>
        <source>On to %1.</source>
        <translation>接著看 %1。</translation>
    </message>
    <message>
        <source>continue: (0, %1) is empty, straight on to the next cell.</source>
        <translation>continue：(0, %1) 是空格，直接看下一格。</translation>
    </message>
    <message>
        <source>rounds</source>
        <comment>play by</comment>
        <translation>回合</translation>
    </message>
    <message>
        <source>A card taken off</source>
        <translation>取走的牌</translation>
    </message>
    <message>
        <source>the input is empty: the first line must give n and m, the numbers of rows and columns</source>
        <translation>輸入是空的：第一行必須有 n 和 m，也就是列數和欄數</translation>
    </message>
    <message>
        <source>the number of rows %1 is outside %2 to %3</source>
        <translation>列數 %1 不在 %2 到 %3 之間</translation>
    </message>
    <message>
        <source>the number of columns %1 is outside %2 to %3</source>
        <translation>欄數 %1 不在 %2 到 %3 之間</translation>
    </message>
    <message>
        <source>the input ends early: %1 cards expected, only %2 found</source>
        <translation>輸入提早結束：應該有 %1 張牌，只找到 %2 張</translation>
    </message>
    <message>
        <source>the card value %1 is outside %2 to %3</source>
        <translation>牌的數值 %1 不在 %2 到 %3 之間</translation>
    </message>
    <message>
        <source>the value %1 appears only once (row %2, column %3): every value must appear exactly twice</source>
        <translation>數值 %1 只出現一次（第 %2 列第 %3 欄）：每個數值都必須剛好出現兩次</translation>
    </message>
    <message>
        <source>the value %1 appears a third time (first at row %2, column %3): every value must appear exactly twice</source>
        <translation>數值 %1 出現了第三次（第一次在第 %2 列第 %3 欄）：每個數值都必須剛好出現兩次</translation>
    </message>
    <message>
        <source>cells looked at</source>
        <translation>查看過的格子數</translation>
    </message>
    <message>
        <source>comparisons</source>
        <translation>比較次數</translation>
    </message>
    <message>
        <source>pairs removed</source>
        <translation>移除的對數</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>輪數</translation>
    </message>
    <message>
        <source>Cards read, then the answer</source>
        <translation>已讀入的牌數，最後是答案</translation>
    </message>
</context>
<context>
    <name>CaroUi</name>
    <message>
        <source>Caro (five in a row)</source>
        <translation>五子棋</translation>
    </message>
    <message>
        <source>The board is empty. Step forward to play the first move.</source>
        <translation>棋盤還是空的。往前執行一步，下出第一手。</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>第 %1 手</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>下一手</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>上一手</translation>
    </message>
    <message>
        <source>Before: %1 at move %2, %3: %4</source>
        <translation>先前「%1」在第 %2 手時，%3：%4</translation>
    </message>
    <message>
        <source>Sample from the statement (X and O, O wins at move 10)</source>
        <translation>題目範例（X 和 O，O 在第 10 手獲勝）</translation>
    </message>
    <message>
        <source>The last stone fills the middle</source>
        <translation>最後一顆棋子補在中間</translation>
    </message>
    <message>
        <source>A line of six</source>
        <translation>連成六顆</translation>
    </message>
    <message>
        <source>Five on the anti-diagonal</source>
        <translation>反對角線上的五子連線</translation>
    </message>
    <message>
        <source>Five along the border</source>
        <translation>沿著邊緣的五子連線</translation>
    </message>
    <message>
        <source>A 4 x 4 board: nobody can win</source>
        <translation>4 x 4 棋盤：沒有人能贏</translation>
    </message>
    <message>
        <source>The input the program reads: N and K, then one move &quot;row column&quot; per line</source>
        <translation>程式讀取的輸入：先是 N 和 K，接著每行一手「橫列 直行」</translation>
    </message>
    <message>
        <source>Random game…</source>
        <translation>隨機對局…</translation>
    </message>
    <message>
        <source>row</source>
        <translation>橫列</translation>
    </message>
    <message>
        <source>column</source>
        <translation>直行</translation>
    </message>
    <message>
        <source>diagonal</source>
        <translation>主對角線</translation>
    </message>
    <message>
        <source>anti-diagonal</source>
        <translation>反對角線</translation>
    </message>
    <message>
        <source>Move %1: %2 plays at (%3, %4).</source>
        <translation>第 %1 手：%2 下在 (%3, %4)。</translation>
    </message>
    <message>
        <source>All %1 moves are played and this program found no five in a row: it prints 0.</source>
        <translation>%1 手都下完了，這個程式沒找到連成五顆的棋子：它輸出 0。</translation>
    </message>
    <message>
        <source>The scan found five in a row after move %1.</source>
        <translation>掃描發現：第 %1 手之後出現五子連線。</translation>
    </message>
    <message>
        <source>After move %1 the whole board holds no five in a row.</source>
        <translation>第 %1 手之後，整個棋盤都沒有五子連線。</translation>
    </message>
    <message>
        <source>(%1, %2) is empty: skip it.</source>
        <translation>(%1, %2) 是空格：跳過。</translation>
    </message>
    <message>
        <source>(%1, %2) holds %3: try five cells from it in each direction.</source>
        <translation>(%1, %2) 是 %3：從這格往每個方向試五格。</translation>
    </message>
    <message>
        <source>From (%1, %2), try five cells along the %3.</source>
        <translation>從 (%1, %2) 沿著%3試五格。</translation>
    </message>
    <message>
        <source>(%1, %2) is off the board: no five this way.</source>
        <translation>(%1, %2) 超出棋盤：這個方向湊不到五顆。</translation>
    </message>
    <message>
        <source>(%1, %2) does not hold the same stone: no five this way.</source>
        <translation>(%1, %2) 不是同一方的棋子：這個方向沒有五子連線。</translation>
    </message>
    <message>
        <source>(%1, %2) holds the same stone.</source>
        <translation>(%1, %2) 是同一方的棋子。</translation>
    </message>
    <message>
        <source>%1 equal stones so far.</source>
        <translation>目前有 %1 顆相同的棋子。</translation>
    </message>
    <message>
        <source>Five equal stones from (%1, %2) along the %3: someone has won.</source>
        <translation>從 (%1, %2) 沿著%3有五顆相同的棋子：有人贏了。</translation>
    </message>
    <message>
        <source>Only %1 equal stones here: not five.</source>
        <translation>這裡只有 %1 顆相同的棋子：不到五顆。</translation>
    </message>
    <message>
        <source>Walk back along the %1 to the edge of the board: now at (%2, %3).</source>
        <translation>沿著%1往回走到棋盤邊緣：現在在 (%2, %3)。</translation>
    </message>
    <message>
        <source>Read the %1 from its first cell (%2, %3): the counts start at 0.</source>
        <translation>從第一格 (%2, %3) 開始讀這條%1：計數從 0 開始。</translation>
    </message>
    <message>
        <source>(%1, %2) holds the player&apos;s stone.</source>
        <translation>(%1, %2) 是這位玩家的棋子。</translation>
    </message>
    <message>
        <source>(%1, %2) does not hold the player&apos;s stone.</source>
        <translation>(%1, %2) 不是這位玩家的棋子。</translation>
    </message>
    <message>
        <source>The run grows to %1.</source>
        <translation>連續的棋子增加到 %1 顆。</translation>
    </message>
    <message>
        <source>The run breaks at (%1, %2): back to 0.</source>
        <translation>連續在 (%1, %2) 中斷：歸零。</translation>
    </message>
    <message>
        <source>Longest run on this line so far: %1.</source>
        <translation>這條線目前最長的連續：%1 顆。</translation>
    </message>
    <message>
        <source>The %1 holds %2 in a row: five or more, a win.</source>
        <translation>這條%1上有 %2 顆連成一線：五顆以上，獲勝。</translation>
    </message>
    <message>
        <source>The %1 holds at most %2 in a row: not five.</source>
        <translation>這條%1上最多只有 %2 顆連成一線：不到五顆。</translation>
    </message>
    <message>
        <source>Along the %1: the new stone counts as 1.</source>
        <translation>沿著%1：新棋子先算 1 顆。</translation>
    </message>
    <message>
        <source>(%1, %2) holds the same stone: count it.</source>
        <translation>(%1, %2) 是同一方的棋子：算進去。</translation>
    </message>
    <message>
        <source>(%1, %2) holds the other player&apos;s stone: stop.</source>
        <translation>(%1, %2) 是對手的棋子：停下。</translation>
    </message>
    <message>
        <source>(%1, %2) is empty: stop.</source>
        <translation>(%1, %2) 是空格：停下。</translation>
    </message>
    <message>
        <source>(%1, %2) is the empty border around the board: stop.</source>
        <translation>(%1, %2) 是棋盤外圍的空白邊框：停下。</translation>
    </message>
    <message>
        <source>%1 in a row along the %2: five or more, a win!</source>
        <translation>沿著%2連續 %1 顆：五顆以上，獲勝！</translation>
    </message>
    <message>
        <source>%1 in a row along the %2: fewer than five.</source>
        <translation>沿著%2連續 %1 顆：不到五顆。</translation>
    </message>
    <message>
        <source>%1 in a row along the %2, but this program wants exactly five: it misses the win.</source>
        <translation>沿著%2連續 %1 顆，但這個程式只認剛好五顆：漏判了這次獲勝。</translation>
    </message>
    <message>
        <source>Method %1</source>
        <translation>方法 %1</translation>
    </message>
    <message>
        <source>Endpoint only</source>
        <translation>只從端點數</translation>
    </message>
    <message>
        <source>Exactly five</source>
        <translation>剛好五顆</translation>
    </message>
    <message>
        <source>No anti-diagonal</source>
        <translation>漏掉反對角線</translation>
    </message>
    <message>
        <source>Method 1: after every move, scan the whole board for five in a row. O(K·N²)</source>
        <translation>方法 1：每下一手，就掃描整個棋盤找五子連線。O(K·N²)</translation>
    </message>
    <message>
        <source>Method 2: read the four whole lines through the new stone. O(K·N)</source>
        <translation>方法 2：把通過新棋子的四條線整條讀一遍。O(K·N)</translation>
    </message>
    <message>
        <source>Method 3: count outwards from the new stone, both ways along each line. O(K)</source>
        <translation>方法 3：從新棋子出發，沿每條線往兩邊數。O(K)</translation>
    </message>
    <message>
        <source>Wrong: only counts lines that start at the new stone, so a stone filling a gap is missed.</source>
        <translation>錯誤：只數從新棋子開始的線，所以新棋子補在中間空位時會漏掉。</translation>
    </message>
    <message>
        <source>Wrong: asks for exactly five, so a line of six or seven is missed.</source>
        <translation>錯誤：要求剛好五顆，所以連成六顆或七顆時會漏掉。</translation>
    </message>
    <message>
        <source>Wrong: checks only three directions and forgets the anti-diagonal.</source>
        <translation>錯誤：只檢查三個方向，忘了反對角線。</translation>
    </message>
    <message>
        <source>Nobody ever has five in a row on this input.</source>
        <translation>這組輸入從頭到尾都沒有人連成五顆。</translation>
    </message>
    <message>
        <source>This program wants exactly five, so it misses a line of %1.</source>
        <translation>這個程式只認剛好五顆，所以漏掉了連成 %1 顆的線。</translation>
    </message>
    <message>
        <source>This program never looks along the anti-diagonal.</source>
        <translation>這個程式從來不沿著反對角線檢查。</translation>
    </message>
    <message>
        <source>The new stone is not at an end of that line, so counting from it one way finds fewer than five.</source>
        <translation>新棋子不在這條線的端點，所以從它往單一方向數，數不到五顆。</translation>
    </message>
    <message>
        <source>Caro</source>
        <translation>五子棋</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>步數</translation>
    </message>
    <message>
        <source>Board side N</source>
        <translation>棋盤邊長 N</translation>
    </message>
    <message>
        <source>Cells looked at per move</source>
        <translation>每步查看的格子數</translation>
    </message>
    <message>
        <source>Move %1: %2 plays and finds no five.</source>
        <translation>第 %1 手：%2 落子，沒有找到五子連線。</translation>
    </message>
    <message>
        <source>Does this move win?</source>
        <translation>這一步會贏嗎？</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>會</translation>
    </message>
    <message>
        <source>No</source>
        <translation>不會</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>會</translation>
    </message>
    <message>
        <source>no</source>
        <translation>不會</translation>
    </message>
    <message>
        <source>How many stones in this line?</source>
        <translation>這條線上有幾顆棋子？</translation>
    </message>
    <message>
        <source>9 or more</source>
        <translation>9 顆以上</translation>
    </message>
    <message>
        <source>One more stone: %1 along this ray so far.</source>
        <translation>又多一顆：這個方向目前連續 %1 顆。</translation>
    </message>
    <message>
        <source>Read N = %1 and K = %2: a %1 x %1 board and %2 moves.</source>
        <translation>讀入 N = %1、K = %2：%1 x %1 的棋盤，共 %2 手。</translation>
    </message>
    <message>
        <source>An empty board of (N + 2) x (N + 2) cells: the %1 x %1 board inside a border.</source>
        <translation>一個 (N + 2) x (N + 2) 格的空棋盤：%1 x %1 的棋盤外面再圍一圈邊框。</translation>
    </message>
    <message>
        <source>The eight rays: both ways along the row, the column and the two diagonals.</source>
        <translation>八個方向：橫列、直行和兩條對角線，各往兩邊。</translation>
    </message>
    <message>
        <source>The four directions as steps (dr, dc): row, column, diagonal, anti-diagonal.</source>
        <translation>四個方向，每一步走 (dr, dc)：橫列、直行、主對角線、反對角線。</translation>
    </message>
    <message>
        <source>Read move %1: row %2, column %3.</source>
        <translation>讀入第 %1 手：第 %2 列、第 %3 行。</translation>
    </message>
    <message>
        <source>Move %1 is %2&apos;s.</source>
        <translation>第 %1 手由 %2 下。</translation>
    </message>
    <message>
        <source>After move %1, scan the whole board for five in a row.</source>
        <translation>第 %1 手之後，掃描整個棋盤找五連。</translation>
    </message>
    <message>
        <source>One cell back: now at (%1, %2).</source>
        <translation>往回退一格：現在在 (%1, %2)。</translation>
    </message>
    <message>
        <source>(%1, %2) is the first cell of the %3: the walk back stops.</source>
        <translation>(%1, %2) 是這條%3的第一格：不再往回退。</translation>
    </message>
    <message>
        <source>Find the longest run of the player&apos;s stones on the %3 through (%1, %2).</source>
        <translation>在通過 (%1, %2) 的%3上，找這位玩家最長的連續棋子。</translation>
    </message>
    <message>
        <source>The walk has left the board: the whole %1 is read.</source>
        <translation>已經走出棋盤：整條%1都讀完了。</translation>
    </message>
    <message>
        <source>Count the player&apos;s stones from (%1, %2) in direction (%3, %4).</source>
        <translation>從 (%1, %2) 往 (%3, %4) 方向數這位玩家的棋子。</translation>
    </message>
    <message>
        <source>The ray in direction (%1, %2) starts with no stones.</source>
        <translation>(%1, %2) 方向從 0 顆開始數。</translation>
    </message>
    <message>
        <source>On to (%1, %2).</source>
        <translation>往下一格：(%1, %2)。</translation>
    </message>
    <message>
        <source>The ray holds %1 more stones: dem is now %2.</source>
        <translation>這個方向還有 %1 顆：dem 現在是 %2。</translation>
    </message>
    <message>
        <source>Move %1: %2 has %4 stones in a row along the %3. Exactly five: %2 wins, the answer is %1.</source>
        <translation>第 %1 手：%2 在一條%3上連成 %4 顆。剛好五顆：%2 獲勝，答案是 %1。</translation>
    </message>
    <message>
        <source>Move %1: %2 has %4 stones in a row along the %3. Five or more: %2 wins, the answer is %1.</source>
        <translation>第 %1 手：%2 在一條%3上連成 %4 顆。五顆以上：%2 獲勝，答案是 %1。</translation>
    </message>
    <message>
        <source>After move %1, %2 has %3 in a row along the %4, from (%5, %6) to (%7, %8).</source>
        <translation>第 %1 手之後，%2 在一條%4上連成 %3 顆，從 (%5, %6) 到 (%7, %8)。</translation>
    </message>
    <message>
        <source>Move %1: %2 has %3 stones in a row along the %4: a win.</source>
        <translation>第 %1 手：%2 在一條%4上連成 %3 顆：獲勝。</translation>
    </message>
    <message>
        <source>moves</source>
        <comment>play by</comment>
        <translation>手</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <source>the input is empty: the first line must give N and K</source>
        <translation>輸入是空的：第一行必須有 N 和 K</translation>
    </message>
    <message>
        <source>the input ends early: %1 moves expected, only %2 found</source>
        <translation>輸入提早結束：應該有 %1 手，只找到 %2 手</translation>
    </message>
    <message>
        <source>the board size %1 is outside %2 to %3</source>
        <translation>棋盤大小 %1 不在 %2 到 %3 之間</translation>
    </message>
    <message>
        <source>the number of moves %1 is outside %2 to %3</source>
        <translation>手數 %1 不在 %2 到 %3 之間</translation>
    </message>
    <message>
        <source>move %1: row %2 is outside %3 to %4</source>
        <translation>第 %1 手：橫列 %2 不在 %3 到 %4 之間</translation>
    </message>
    <message>
        <source>move %1: column %2 is outside %3 to %4</source>
        <translation>第 %1 手：直行 %2 不在 %3 到 %4 之間</translation>
    </message>
    <message>
        <source>move %1: cell (%2, %3) was already played at move %4</source>
        <translation>第 %1 手：格子 (%2, %3) 在第 %4 手已經下過了</translation>
    </message>
    <message>
        <source>cells looked at</source>
        <translation>查看過的格子數</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>手數</translation>
    </message>
</context>
<context>
    <name>DivergenceWords</name>
    <message>
        <source>it has already ended.</source>
        <translation>它已經結束了。</translation>
    </message>
    <message>
        <source>The first place where they differ. %1: %2 %3: %4</source>
        <translation>兩者第一次不同的地方。%1：%2 %3：%4</translation>
    </message>
    <message>
        <source>On this input, %1 does the same as %2 at every step of the way: try another sample.</source>
        <translation>在這份輸入上，%1 每一步都和 %2 做得一樣：換一個範例試試。</translation>
    </message>
</context>
<context>
    <name>GifWriter</name>
    <message>
        <source>The file is not open.</source>
        <translation>檔案沒有開啟。</translation>
    </message>
</context>
<context>
    <name>JudgedTest</name>
    <message>
        <source>Over the time limit on this test: here is as far as the run goes.</source>
        <translation>這筆測資超過時間限制：執行只到這裡。</translation>
    </message>
    <message>
        <source>Looking for the first moment this method goes wrong…</source>
        <translation>正在找這個方法第一次出錯的地方…</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <source>a text in quotes is not closed</source>
        <translation>有一段引號中的文字沒有結束引號</translation>
    </message>
    <message>
        <source>a comma or a closing bracket is missing</source>
        <translation>少了一個逗號或右括號</translation>
    </message>
    <message>
        <source>a colon is missing after a field&apos;s name</source>
        <translation>欄位名稱後面少了冒號</translation>
    </message>
    <message>
        <source>a backslash in a text is not followed by n, t, &quot;, \ or u</source>
        <translation>文字中的反斜線後面不是 n、t、&quot;、\ 或 u</translation>
    </message>
    <message>
        <source>the text is not UTF-8</source>
        <translation>這段文字不是 UTF-8</translation>
    </message>
    <message>
        <source>something follows the closing brace</source>
        <translation>右大括號後面還有東西</translation>
    </message>
    <message>
        <source>a number is not written right</source>
        <translation>有一個數字寫法不對</translation>
    </message>
    <message>
        <source>the text ends before the closing brace</source>
        <translation>文字在右大括號之前就結束了</translation>
    </message>
    <message>
        <source>something there is not a value (a text in quotes, a number, a list or true/false)</source>
        <translation>那裡的東西不是一個值（引號中的文字、數字、清單或 true/false）</translation>
    </message>
    <message>
        <source>a text in quotes</source>
        <translation>引號中的文字</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>a list of texts in quotes</source>
        <translation>引號中文字的清單</translation>
    </message>
    <message>
        <source>a list of line numbers</source>
        <translation>行號的清單</translation>
    </message>
    <message>
        <source>a list of stops like {&quot;step&quot;: 120, &quot;text&quot;: &quot;…&quot;}</source>
        <translation>像 {&quot;step&quot;: 120, &quot;text&quot;: &quot;…&quot;} 這樣的停靠點清單</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; is &quot;%3&quot;, which is not one of %4; &quot;%5&quot; is used.</source>
        <translation>第 %1 行：「%2」是「%3」，不是 %4 之一；改用「%5」。</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; should be %3; it is left out.</source>
        <translation>第 %1 行：「%2」應該是%3；略過這個欄位。</translation>
    </message>
    <message>
        <source>This file is not a lesson: it is not JSON. Line %1, column %2: %3.</source>
        <translation>這個檔案不是課堂檔：它不是 JSON。第 %1 行第 %2 欄：%3。</translation>
    </message>
    <message>
        <source>This file is not a lesson: it is JSON, but not one object in braces { }.</source>
        <translation>這個檔案不是課堂檔：它是 JSON，但不是一個用大括號 { } 包住的物件。</translation>
    </message>
    <message>
        <source>This lesson was written by a newer StepBoard (format %1; this one reads format %2): what this StepBoard knows of it is opened, and the file is left as it is.</source>
        <translation>這個課堂檔是較新版的 StepBoard 寫的（格式 %1；這一版讀格式 %2）：開啟這一版認得的部分，檔案保持原樣。</translation>
    </message>
    <message>
        <source>The lesson %1 cannot be read: %2.</source>
        <translation>無法讀取課堂檔 %1：%2。</translation>
    </message>
    <message>
        <source>The lesson cannot be saved to %1: %2.</source>
        <translation>無法把課堂檔儲存到 %1：%2。</translation>
    </message>
    <message>
        <source>a whole number from 0 to %1</source>
        <translation>從 0 到 %1 的整數</translation>
    </message>
    <message>
        <source>a list of whole numbers from 0 to %1</source>
        <translation>從 0 到 %1 的整數的清單</translation>
    </message>
    <message>
        <source>Line %1: the lesson has %2 bookmarks, more than the %3 a lesson may hold; the first %3 are kept and the others left out.</source>
        <translation>第 %1 行：課堂檔有 %2 個書籤，超過一份課堂最多可有的 %3 個；保留前 %3 個，其餘略過。</translation>
    </message>
    <message>
        <source>Line %1: a bookmark says at most %2 characters; %3 of them say more and are cut to their first %2.</source>
        <translation>第 %1 行：一個書籤的話最多 %2 個字元；其中 %3 個書籤超過這個長度，只保留前 %2 個字元。</translation>
    </message>
    <message>
        <source>This file is not a lesson: its lists and braces are nested too deeply, more than %1 levels, at line %2, column %3.</source>
        <translation>這個檔案不是課堂檔：它的清單和大括號一層套一層太深，超過 %1 層，在第 %2 行第 %3 欄。</translation>
    </message>
    <message>
        <source>The lesson %1 cannot be read: it is a folder.</source>
        <translation>無法讀取課堂檔 %1：它是資料夾。</translation>
    </message>
    <message>
        <source>The lesson %1 cannot be read: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>無法讀取課堂檔 %1：它不是一般檔案（而是管道、裝置或通訊端）。</translation>
    </message>
    <message>
        <source>The lesson %1 cannot be read: it is larger than %2 MB, the most a lesson may be.</source>
        <translation>無法讀取課堂檔 %1：它大於 %2 MB，超過課堂檔的上限。</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; is larger than %3 MB, the most an input may be; it is left out.</source>
        <translation>第 %1 行：「%2」大於 %3 MB，超過輸入的上限；略去不用。</translation>
    </message>
    <message>
        <source>Line %1: &quot;program&quot; is larger than %2 MB, the most a program of one file may be; it is left out.</source>
        <translation>第 %1 行：「program」大於 %2 MB，超過單一檔案程式的上限；略去不用。</translation>
    </message>
    <message>
        <source>Line %1: &quot;programBoard&quot; is &quot;%2&quot;, which does not say a variable and how to read it (like &quot;g rows 0 1 0 X O&quot;); the board is guessed instead.</source>
        <translation>第 %1 行：「programBoard」是「%2」，沒有說明是哪個變數、怎麼讀（例如「g rows 0 1 0 X O」）；改用猜到的棋盤。</translation>
    </message>
</context>
<context>
    <name>MayanUi</name>
    <message>
        <source>Mayan puzzle (NOIP 2011)</source>
        <translation>瑪雅遊戲 (NOIP 2011)</translation>
    </message>
    <message>
        <source>Mayan puzzle</source>
        <translation>瑪雅遊戲</translation>
    </message>
    <message>
        <source>Search nodes: %1</source>
        <translation>搜尋節點數：%1</translation>
    </message>
    <message>
        <source>Next node</source>
        <translation>下一個節點</translation>
    </message>
    <message>
        <source>Previous node</source>
        <translation>上一個節點</translation>
    </message>
    <message>
        <source>Before: %1 after %2 search nodes, %3: %4</source>
        <translation>先前「%1」搜尋 %2 個節點之後，%3：%4</translation>
    </message>
    <message>
        <source>The input the program reads: n, then five columns from the left, each its colours from the bottom up and a 0</source>
        <translation>程式讀取的輸入：先是 n，接著由左到右五欄，每欄由下到上列出顏色，最後是 0</translation>
    </message>
    <message>
        <source>Random board…</source>
        <translation>隨機棋盤…</translation>
    </message>
    <message>
        <source>Search (the editorial)</source>
        <translation>搜尋（題解做法）</translation>
    </message>
    <message>
        <source>Search without the left rule</source>
        <translation>搜尋（不限制左移）</translation>
    </message>
    <message>
        <source>Search with prunes</source>
        <translation>帶剪枝的搜尋</translation>
    </message>
    <message>
        <source>Skips equal swaps</source>
        <translation>跳過同色交換</translation>
    </message>
    <message>
        <source>Clears each run at once</source>
        <translation>找到連線就立刻消除</translation>
    </message>
    <message>
        <source>No chain reaction</source>
        <translation>沒有連鎖消除</translation>
    </message>
    <message>
        <source>No fall after a clear</source>
        <translation>消除後不下落</translation>
    </message>
    <message>
        <source>Method 1: depth-first search, columns left to right, blocks bottom up, right before left; a left move only into an empty cell.</source>
        <translation>方法 1：深度優先搜尋，欄由左到右，方塊由下到上，先右移再左移；只有左邊是空格時才往左移。</translation>
    </message>
    <message>
        <source>Method 2: every block both ways, no rule: the same answer, far more search nodes.</source>
        <translation>方法 2：每個方塊都往左右兩邊試，不加限制：答案相同，但搜尋節點多得多。</translation>
    </message>
    <message>
        <source>Method 3: method 1 plus two sound prunes: a colour with 1 or 2 blocks left, and a board already proven unsolvable with as many moves left.</source>
        <translation>方法 3：方法 1 再加上兩個正確的剪枝：某種顏色只剩 1 或 2 個方塊；盤面在剩餘步數相同時已證明無解。</translation>
    </message>
    <message>
        <source>Wrong: never swaps two blocks of one colour, but with exactly n moves a wasted move can be needed.</source>
        <translation>錯誤：從不交換兩個同色方塊，但要剛好走 n 步時，可能需要一步「白走」的移動。</translation>
    </message>
    <message>
        <source>Wrong: clears a run the moment it finds it, so a block shared by two runs only clears one of them.</source>
        <translation>錯誤：一找到連線就立刻消除，所以兩條連線共用一個方塊時，只會消除其中一條。</translation>
    </message>
    <message>
        <source>Wrong: clears once after a move and never looks again: no chain reaction.</source>
        <translation>錯誤：每次移動後只消除一次，不再檢查：沒有連鎖消除。</translation>
    </message>
    <message>
        <source>Wrong: after a clear the blocks above stay in the air.</source>
        <translation>錯誤：消除後，上面的方塊懸在半空中。</translation>
    </message>
    <message>
        <source>The answer swaps two blocks of the same colour somewhere, a move this program never tries.</source>
        <translation>答案中有一步交換了兩個同色方塊，而這個程式從不嘗試這種移動。</translation>
    </message>
    <message>
        <source>Here two runs share a block: clearing the first at once leaves the other short of three.</source>
        <translation>這裡兩條連線共用一個方塊：立刻消除第一條之後，另一條就不到三個了。</translation>
    </message>
    <message>
        <source>Here a clear lets blocks fall into a new run, which only a second round of clearing takes.</source>
        <translation>這裡消除後方塊下落，形成新的連線，要第二輪消除才能把它消掉。</translation>
    </message>
    <message>
        <source>Here the blocks above a clear must fall to make the next run.</source>
        <translation>這裡被消除方塊上面的方塊必須下落，才能形成下一條連線。</translation>
    </message>
    <message>
        <source>The NOIP 2011 sample</source>
        <translation>NOIP 2011 範例</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>The search starts from the input board with %1 moves to make.</source>
        <translation>從輸入的棋盤開始搜尋，要走 %1 步。</translation>
    </message>
    <message>
        <source>Depth %1 tries the move %2 %3 %4: the block at column %2, row %3 goes %5.</source>
        <translation>深度 %1 嘗試移動 %2 %3 %4：第 %2 欄第 %3 列的方塊往%5移。</translation>
    </message>
    <message>
        <source>The block %4 at (%1, %2) and its neighbour %5 change places.</source>
        <translation>(%1, %2) 的方塊 %4 和相鄰的方塊 %5 交換位置。</translation>
    </message>
    <message>
        <source>The block %4 at (%1, %2) moves %3 into the empty cell.</source>
        <translation>(%1, %2) 的方塊 %4 往%3移進空格。</translation>
    </message>
    <message>
        <source>%1 blocks fall into the empty cells below them.</source>
        <translation>%1 個方塊下落到下方的空格。</translation>
    </message>
    <message>
        <source>Nothing falls.</source>
        <translation>沒有方塊下落。</translation>
    </message>
    <message>
        <source>Round %2 of the chain: %1 blocks stand in runs of three or more; they are marked.</source>
        <translation>連鎖第 %2 輪：有 %1 個方塊位在三個以上同色的連線中，先把它們標記起來。</translation>
    </message>
    <message>
        <source>Round %1: the %2 marked blocks vanish together.</source>
        <translation>第 %1 輪：%2 個被標記的方塊同時消除。</translation>
    </message>
    <message>
        <source>No run of three is left: the chain ends after round %1.</source>
        <translation>已經沒有三個連成一線的方塊：連鎖在第 %1 輪後結束。</translation>
    </message>
    <message>
        <source>%1 blocks are left after the last move: back up.</source>
        <translation>走完最後一步還剩 %1 個方塊：回溯。</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>棋盤已經清空。</translation>
    </message>
    <message>
        <source>The board is empty after exactly %1 moves: the moves on the call stack are printed.</source>
        <translation>剛好 %1 步之後棋盤清空：輸出呼叫堆疊上的每一步。</translation>
    </message>
    <message>
        <source>Depth %1 is done with the move %2 %3 %4: its board comes back (backtracking).</source>
        <translation>深度 %1 的移動 %2 %3 %4 試完了：恢復移動前的棋盤（回溯）。</translation>
    </message>
    <message>
        <source>Colour %1 has only %2 blocks left: they can never vanish, so this branch is cut.</source>
        <translation>顏色 %1 只剩 %2 個方塊：永遠消除不了，剪掉這個分支。</translation>
    </message>
    <message>
        <source>Every colour left has none or at least three blocks.</source>
        <translation>每種顏色的方塊數都是 0 或至少 3。</translation>
    </message>
    <message>
        <source>This board was already proven unsolvable with %1 moves left: the branch is cut.</source>
        <translation>已經證明這個盤面在剩 %1 步時無解：剪掉這個分支。</translation>
    </message>
    <message>
        <source>This board is not known to be unsolvable with %1 moves left: search it.</source>
        <translation>還不知道這個盤面在剩 %1 步時是否無解：繼續搜尋。</translation>
    </message>
    <message>
        <source>No move from this board works with %1 moves left: it is remembered as unsolvable.</source>
        <translation>剩 %1 步時，這個盤面走哪一步都不行：記下它無解。</translation>
    </message>
    <message>
        <source>The block at (%1, %2) would swap to the left: that gives the same board as the right move of its left neighbour, tried earlier, so it is skipped.</source>
        <translation>(%1, %2) 的方塊要和左邊交換：這和它左邊的方塊往右移得到的盤面相同，那一步已經試過，所以跳過。</translation>
    </message>
    <message>
        <source>No sequence of %1 moves empties the board: the program prints -1.</source>
        <translation>沒有任何 %1 步的走法能清空棋盤：程式輸出 -1。</translation>
    </message>
    <message>
        <source>The block at (%1, %2) and its neighbour both have colour %3: this program skips the swap.</source>
        <translation>(%1, %2) 的方塊和相鄰的方塊顏色都是 %3：這個程式跳過這次交換。</translation>
    </message>
    <message>
        <source>This program clears the row run from (%1, %2) at once, in round %3, before looking for the others.</source>
        <translation>這個程式在第 %3 輪立刻消除從 (%1, %2) 開始的橫向連線，還沒去找其他連線。</translation>
    </message>
    <message>
        <source>This program clears the column run from (%1, %2) at once, in round %3, before looking for the others.</source>
        <translation>這個程式在第 %3 輪立刻消除從 (%1, %2) 開始的縱向連線，還沒去找其他連線。</translation>
    </message>
    <message>
        <source>%1 blocks vanish; this program never looks for the runs their fall makes.</source>
        <translation>%1 個方塊消除；這個程式不再尋找方塊下落後形成的連線。</translation>
    </message>
    <message>
        <source>Round %1: %2 blocks vanish, and this program leaves the blocks above them in the air.</source>
        <translation>第 %1 輪：%2 個方塊消除，而這個程式讓它們上面的方塊懸在半空中。</translation>
    </message>
    <message>
        <source>Solvable in 1 move</source>
        <translation>一步就能消完</translation>
    </message>
    <message>
        <source>Solvable in 2 moves</source>
        <translation>兩步就能消完</translation>
    </message>
    <message>
        <source>Solvable in 3 moves</source>
        <translation>三步就能消完</translation>
    </message>
    <message>
        <source>A chain reaction is needed</source>
        <translation>需要連鎖消除</translation>
    </message>
    <message>
        <source>A swap of two equal blocks is needed</source>
        <translation>需要交換兩個同色方塊</translation>
    </message>
    <message>
        <source>Two runs share a block</source>
        <translation>兩條連線共用一個方塊</translation>
    </message>
    <message>
        <source>A clear makes a new run</source>
        <translation>一次消除造出新的連線</translation>
    </message>
    <message>
        <source>Blocks must fall after a clear</source>
        <translation>消除後方塊必須下落</translation>
    </message>
    <message>
        <source>No answer: see how much of the search each method cuts</source>
        <translation>無解：看看每個方法剪掉多少搜尋</translation>
    </message>
    <message>
        <source>Search nodes</source>
        <translation>搜尋節點數</translation>
    </message>
    <message>
        <source>Blocks on the board</source>
        <translation>盤面上的方塊數</translation>
    </message>
    <message>
        <source>Node %1: the input board, %2 blocks.</source>
        <translation>節點 %1：輸入的盤面，%2 個方塊。</translation>
    </message>
    <message>
        <source>Node %1: move %2 takes the block at %3 %4 %5; %6 blocks are left.</source>
        <translation>節點 %1：第 %2 步把 (%3, %4) 的方塊%5；剩下 %6 個方塊。</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>向右移</translation>
    </message>
    <message>
        <source>to the left</source>
        <translation>向左移</translation>
    </message>
    <message>
        <source>Click each of them, then Check.</source>
        <translation>請逐一點選，再按「檢查」。</translation>
    </message>
    <message>
        <source>Click each cell that gets a block back, then Check.</source>
        <translation>請點選每個有方塊回來的格子，再按「檢查」。</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>Which blocks vanish?</source>
        <translation>哪些方塊會消失？</translation>
    </message>
    <message>
        <source>Depth %1 is done with the move %2 %3 %4: which blocks come back?</source>
        <translation>深度 %1 的移動 %2 %3 %4 試完了：哪些方塊會回來？</translation>
    </message>
    <message>
        <source>the blocks at %1</source>
        <translation>位於 %1 的方塊</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The board is empty until the program reads it. Step forward to read the input and start the search.</source>
        <translation>程式讀取輸入之前，棋盤是空的。往前執行一步，讀取輸入並開始搜尋。</translation>
    </message>
    <message>
        <source>n = %1: the board must be cleared in exactly %1 moves.</source>
        <translation>n = %1：必須剛好走 %1 步把棋盤清空。</translation>
    </message>
    <message>
        <source>The next number of the column is read: %1.</source>
        <translation>讀取這一欄的下一個數：%1。</translation>
    </message>
    <message>
        <source>The next number is 0: it ends the column.</source>
        <translation>下一個數是 0：這一欄結束。</translation>
    </message>
    <message>
        <source>Not 0 yet: column %1 has a block in row %2.</source>
        <translation>還不是 0：第 %1 欄的第 %2 列有方塊。</translation>
    </message>
    <message>
        <source>0: column %1 ends with %2 blocks.</source>
        <translation>0：第 %1 欄結束，共有 %2 個方塊。</translation>
    </message>
    <message>
        <source>The block of colour %3 goes into column %1, row %2.</source>
        <translation>顏色 %3 的方塊放進第 %1 欄第 %2 列。</translation>
    </message>
    <message>
        <source>Python loads the copy module, to keep a copy of the board before each move.</source>
        <translation>Python 載入 copy 模組，用它在每一步移動之前保留一份棋盤的副本。</translation>
    </message>
    <message>
        <source>Python loads the sys module, to read the input with it.</source>
        <translation>Python 載入 sys 模組，用它來讀取輸入。</translation>
    </message>
    <message>
        <source>Python loads count, which counts the rounds of the chain: 1, 2, 3, ...</source>
        <translation>Python 載入 count，用它來數連鎖的輪數：1、2、3、……</translation>
    </message>
    <message>
        <source>(%1, %2) holds a block of colour %3.</source>
        <translation>(%1, %2) 有一個顏色 %3 的方塊。</translation>
    </message>
    <message>
        <source>(%1, %2) is empty.</source>
        <translation>(%1, %2) 是空格。</translation>
    </message>
    <message>
        <source>The block at (%1, %2) has empty cells below it: it drops to row %3.</source>
        <translation>(%1, %2) 的方塊下方有空格：它落到第 %3 列。</translation>
    </message>
    <message>
        <source>The block at (%1, %2) already rests on row %3: it stays.</source>
        <translation>(%1, %2) 的方塊已經停在第 %3 列：不動。</translation>
    </message>
    <message>
        <source>The block %4 drops from (%1, %2) to (%1, %3).</source>
        <translation>方塊 %4 從 (%1, %2) 落到 (%1, %3)。</translation>
    </message>
    <message>
        <source>No run is found yet.</source>
        <translation>還沒有找到連線。</translation>
    </message>
    <message>
        <source>(%1, %2) and the two blocks to its right have one colour: a run in the row.</source>
        <translation>(%1, %2) 和它右邊的兩個方塊同色：橫向連線。</translation>
    </message>
    <message>
        <source>No run of three starts at (%1, %2) going right.</source>
        <translation>從 (%1, %2) 往右沒有三個連成一線的方塊。</translation>
    </message>
    <message>
        <source>(%1, %2) and the two blocks above it have one colour: a run in the column.</source>
        <translation>(%1, %2) 和它上面的兩個方塊同色：縱向連線。</translation>
    </message>
    <message>
        <source>No run of three starts at (%1, %2) going up.</source>
        <translation>從 (%1, %2) 往上沒有三個連成一線的方塊。</translation>
    </message>
    <message>
        <source>The three blocks from (%1, %2) to the right are marked.</source>
        <translation>從 (%1, %2) 往右的三個方塊被標記起來。</translation>
    </message>
    <message>
        <source>The three blocks from (%1, %2) up are marked.</source>
        <translation>從 (%1, %2) 往上的三個方塊被標記起來。</translation>
    </message>
    <message>
        <source>A run is found: the function will say true.</source>
        <translation>找到連線了：函式會傳回 true。</translation>
    </message>
    <message>
        <source>(%1, %2) is marked.</source>
        <translation>(%1, %2) 有標記。</translation>
    </message>
    <message>
        <source>(%1, %2) is not marked.</source>
        <translation>(%1, %2) 沒有標記。</translation>
    </message>
    <message>
        <source>The marked block %3 at (%1, %2) vanishes.</source>
        <translation>(%1, %2) 被標記的方塊 %3 消除。</translation>
    </message>
    <message>
        <source>The mark on (%1, %2) is taken off for the next round.</source>
        <translation>拿掉 (%1, %2) 的標記，準備下一輪。</translation>
    </message>
    <message>
        <source>Back from %1: it returned %2.</source>
        <translation>從 %1 返回：它傳回 %2。</translation>
    </message>
    <message>
        <source>true</source>
        <translation>true</translation>
    </message>
    <message>
        <source>false</source>
        <translation>false</translation>
    </message>
    <message>
        <source>All %1 moves are made: is the board empty?</source>
        <translation>%1 步都走完了：棋盤清空了嗎？</translation>
    </message>
    <message>
        <source>%1 of %2 moves are made: the search goes on.</source>
        <translation>%2 步中已走了 %1 步：繼續搜尋。</translation>
    </message>
    <message>
        <source>Column %1 %2 is off the board.</source>
        <translation>第 %1 %2 欄在棋盤外。</translation>
    </message>
    <message>
        <source>+ 1</source>
        <translation>+ 1</translation>
    </message>
    <message>
        <source>- 1</source>
        <translation>- 1</translation>
    </message>
    <message>
        <source>The block can go %1.</source>
        <translation>方塊可以往%1移。</translation>
    </message>
    <message>
        <source>The cell left of (%1, %2) holds a block.</source>
        <translation>(%1, %2) 左邊的格子有方塊。</translation>
    </message>
    <message>
        <source>Not a left move onto a block: the move is tried.</source>
        <translation>不是往左移到方塊上：嘗試這一步。</translation>
    </message>
    <message>
        <source>(%1, %2) and its right neighbour have one colour.</source>
        <translation>(%1, %2) 和它右邊的方塊同色。</translation>
    </message>
    <message>
        <source>Not a swap of two blocks of one colour.</source>
        <translation>不是交換兩個同色方塊。</translation>
    </message>
    <message>
        <source>The board before move %1 is kept, to undo the move later.</source>
        <translation>保留第 %1 步之前的棋盤，之後用來復原這一步。</translation>
    </message>
    <message>
        <source>A block is left at (%1, %2): the board is not empty.</source>
        <translation>(%1, %2) 還有方塊：棋盤沒有清空。</translation>
    </message>
    <message>
        <source>Colour %1 has %2 blocks.</source>
        <translation>顏色 %1 有 %2 個方塊。</translation>
    </message>
    <message>
        <source>%1 moves are left: the board is worth remembering.</source>
        <translation>還剩 %1 步：這個盤面值得記下來。</translation>
    </message>
    <message>
        <source>Only 1 move is left: the board is not remembered.</source>
        <translation>只剩 1 步：不記下這個盤面。</translation>
    </message>
    <message>
        <source>Move %1 is printed: %2 %3 %4.</source>
        <translation>輸出第 %1 步：%2 %3 %4。</translation>
    </message>
    <message>
        <source>Every colour&apos;s count starts at 0.</source>
        <translation>每種顏色的計數都從 0 開始。</translation>
    </message>
    <message>
        <source>%1 is called: every block drops as far as it can.</source>
        <translation>呼叫 %1：每個方塊都盡量往下落。</translation>
    </message>
    <message>
        <source>%1 is called: the runs vanish, round after round, until none is left.</source>
        <translation>呼叫 %1：連線一輪接一輪地消除，直到一條也不剩。</translation>
    </message>
    <message>
        <source>Round %2: %1 is called to mark every run of three or more.</source>
        <translation>第 %2 輪：呼叫 %1，標記每一條三個以上的連線。</translation>
    </message>
    <message>
        <source>Round %2: %1 is called: the marked blocks vanish together.</source>
        <translation>第 %2 輪：呼叫 %1：被標記的方塊同時消除。</translation>
    </message>
    <message>
        <source>Round %2: %1 is called: it clears each run the moment it finds it.</source>
        <translation>第 %2 輪：呼叫 %1：它一找到連線就立刻消除。</translation>
    </message>
    <message>
        <source>%1 is called: is any block left?</source>
        <translation>呼叫 %1：還有方塊剩下嗎？</translation>
    </message>
    <message>
        <source>%1 is called: does a colour have only 1 or 2 blocks?</source>
        <translation>呼叫 %1：有沒有哪種顏色只剩 1 或 2 個方塊？</translation>
    </message>
    <message>
        <source>%1 is called for move %2.</source>
        <translation>為第 %2 步呼叫 %1。</translation>
    </message>
    <message>
        <source>%1 is called: move %2 takes the block at (%3, %4) %5.</source>
        <translation>呼叫 %1：第 %2 步把 (%3, %4) 的方塊%5。</translation>
    </message>
    <message>
        <source>%1 is called.</source>
        <translation>呼叫 %1。</translation>
    </message>
    <message>
        <source>n, the number of moves, starts at 0 until it is read.</source>
        <translation>步數 n 在讀入之前是 0。</translation>
    </message>
    <message>
        <source>The board b: five columns of seven empty cells.</source>
        <translation>棋盤 b：五欄，每欄七個空格。</translation>
    </message>
    <message>
        <source>gone: five columns of seven marks, none set yet.</source>
        <translation>gone：五欄，每欄七個標記，都還沒設定。</translation>
    </message>
    <message>
        <source>mx, my, mg keep the moves made so far.</source>
        <translation>mx、my、mg 記錄到目前為止走過的每一步。</translation>
    </message>
    <message>
        <source>dead: the boards found unsolvable, empty for now.</source>
        <translation>dead：已知無解的盤面，目前還是空的。</translation>
    </message>
    <message>
        <source>nodes</source>
        <comment>play by</comment>
        <translation>節點</translation>
    </message>
    <message>
        <source>The answer swaps two blocks of the same colour: the board looks the same, but the swap is a move and counts. A program that never tries such a swap misses this answer.</source>
        <translation>答案裡有一步是交換兩個同色方塊：盤面看起來沒有變，但這次交換仍是一步，要算進步數。從不嘗試這種交換的程式會找不到這個答案。</translation>
    </message>
    <message>
        <source>the input is empty: the first line must give n, the number of moves</source>
        <translation>輸入是空的：第一行必須有 n，也就是步數</translation>
    </message>
    <message>
        <source>the number of moves %1 is outside %2 to %3</source>
        <translation>手數 %1 不在 %2 到 %3 之間</translation>
    </message>
    <message>
        <source>the first line holds n alone: the columns start on the next line</source>
        <translation>第一行只能有 n：各欄從下一行開始</translation>
    </message>
    <message>
        <source>column %4: the colour %1 is outside %2 to %3</source>
        <translation>第 %4 欄：顏色 %1 不在 %2 到 %3 之間</translation>
    </message>
    <message>
        <source>column %1 has more than %2 blocks</source>
        <translation>第 %1 欄的方塊超過 %2 個</translation>
    </message>
    <message>
        <source>column %1: the line ends before the 0 that ends the column</source>
        <translation>第 %1 欄：這一行在結束此欄的 0 之前就結束了</translation>
    </message>
    <message>
        <source>column %1 ends at its 0: the next column goes on the next line</source>
        <translation>第 %1 欄到它的 0 就結束了：下一欄要寫在下一行</translation>
    </message>
    <message>
        <source>the input ends early: %1 columns expected, only %2 found</source>
        <translation>輸入提早結束：應該有 %1 欄，只找到 %2 欄</translation>
    </message>
    <message>
        <source>column %1, row %2: three or more blocks of colour %3 are in a line before any move, which the puzzle rules out</source>
        <translation>第 %1 欄第 %2 列：還沒移動就已有三個以上顏色 %3 的方塊連成一線，題目不允許這樣的盤面</translation>
    </message>
    <message>
        <source>cells looked at</source>
        <translation>查看過的格子數</translation>
    </message>
    <message>
        <source>search nodes</source>
        <translation>搜尋節點數</translation>
    </message>
    <message>
        <source>moves tried</source>
        <translation>嘗試的移動數</translation>
    </message>
    <message>
        <source>cut by colour count</source>
        <translation>依顏色數量剪枝的次數</translation>
    </message>
    <message>
        <source>cut as known dead ends</source>
        <translation>已知無解而剪枝的次數</translation>
    </message>
    <message>
        <source>Blocks read, then the search</source>
        <translation>已讀入的方塊數，最後是搜尋</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>a whole number was expected here</source>
        <translation>這裡應該是一個整數</translation>
    </message>
    <message>
        <source>this number is far too large</source>
        <translation>這個數字太大了</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>第 %1 行第 %2 個字元：%3</translation>
    </message>
    <message>
        <source>unexpected text after the end of the input</source>
        <translation>輸入結尾之後還有多餘的內容</translation>
    </message>
    <message>
        <source>%1 becomes %2.</source>
        <translation>%1 變成 %2。</translation>
    </message>
    <message>
        <source>The loop starts: %1 = %2.</source>
        <translation>迴圈開始：%1 = %2。</translation>
    </message>
    <message>
        <source>Next turn of the loop: %1 = %2.</source>
        <translation>迴圈的下一輪：%1 = %2。</translation>
    </message>
    <message>
        <source>The loop over %1 is done: the program goes on after it.</source>
        <translation>%1 的迴圈跑完了：程式接著執行迴圈後面的程式碼。</translation>
    </message>
    <message>
        <source>The function returns %1.</source>
        <translation>函式回傳 %1。</translation>
    </message>
    <message>
        <source>The function returns true.</source>
        <translation>函式回傳 true。</translation>
    </message>
    <message>
        <source>The function returns false.</source>
        <translation>函式回傳 false。</translation>
    </message>
    <message>
        <source>main returns: the program ends here.</source>
        <translation>main 回傳：程式在這裡結束。</translation>
    </message>
    <message>
        <source>The end of the function: back to the line that called it.</source>
        <translation>函式結束：回到呼叫它的那一行。</translation>
    </message>
    <message>
        <source>The end of main: the program is over.</source>
        <translation>main 結束：程式執行完畢。</translation>
    </message>
    <message>
        <source>continue: straight on to the loop&apos;s next turn.</source>
        <translation>continue：直接進入迴圈的下一輪。</translation>
    </message>
    <message>
        <source>break: out of the loop.</source>
        <translation>break：跳出迴圈。</translation>
    </message>
    <message>
        <source>Python loads the sys module, to read the input with it.</source>
        <translation>Python 載入 sys 模組，用它來讀取輸入。</translation>
    </message>
    <message>
        <source>Python defines the function here. Its body runs only when it is called.</source>
        <translation>Python 在這裡定義函式。函式本體要等到被呼叫時才會執行。</translation>
    </message>
    <message>
        <source>The last line of the file calls main(): the program starts.</source>
        <translation>檔案的最後一行呼叫 main()：程式開始執行。</translation>
    </message>
    <message>
        <source>C++ streams stop keeping in step with C&apos;s: reading gets faster.</source>
        <translation>C++ 的串流不再和 C 的輸入輸出同步：讀取變快。</translation>
    </message>
    <message>
        <source>cin no longer empties cout before each read: faster again.</source>
        <translation>cin 每次讀取前不再先清空 cout：又更快了。</translation>
    </message>
    <message>
        <source>Python reads the whole input at once and splits it into words.</source>
        <translation>Python 一次讀進全部輸入，再切成一個個的字。</translation>
    </message>
    <message>
        <source>The program is about to run its first line.</source>
        <translation>程式即將執行第一行。</translation>
    </message>
    <message>
        <source>%1 becomes %2</source>
        <translation>%1 變成 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n more variables change</source>
        <translation>
            <numerusform>另有 %n 個變數改變</numerusform>
        </translation>
    </message>
    <message>
        <source>reads &quot;%1&quot;</source>
        <translation>讀入「%1」</translation>
    </message>
    <message>
        <source>prints &quot;%1&quot;</source>
        <translation>印出「%1」</translation>
    </message>
    <message>
        <source>Line %1 ran and changed no variable.</source>
        <translation>第 %1 行執行了，沒有改變任何變數。</translation>
    </message>
    <message>
        <source>Line %1: %2.</source>
        <extracomment>Between the things one line did: &quot;x becomes 5; prints &quot;10&quot;&quot;</extracomment>
        <translation>第 %1 行：%2。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>QtStrings</name>
    <message>
        <source>OK</source>
        <translation>確定</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>確定(&amp;O)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>是(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>否(&amp;N)</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>套用</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重設</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>說明</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪下(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>複製(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>貼上(&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>全選</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>全選(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>增加(&amp;S)</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>減少(&amp;D)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空白鍵</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>查看位置：</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>檔名(&amp;N)：</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>檔案類型：</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>資料夾：</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>開啟(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>選擇(&amp;C)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>另存為</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>選擇資料夾</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一個</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>下一個</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>上層資料夾</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>建立資料夾</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>清單檢視</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>詳細檢視</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>回到上一個資料夾</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>前往下一個資料夾</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>前往上層資料夾</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>建立一個新資料夾</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>改用清單檢視</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>改用詳細檢視</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>側欄</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>常用位置與書籤</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>修改日期</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>資料夾</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>資料夾</translation>
    </message>
    <message>
        <source>File</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1 檔案</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>磁碟機</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>捷徑</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>替身</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>電腦</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>我的電腦</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>最近的位置</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>新資料夾</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>新資料夾(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>重新命名(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>刪除(&amp;D)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>顯示隱藏的檔案(&amp;H)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>所有檔案 (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有檔案 (*)</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>資料夾</translation>
    </message>
    <message>
        <source>Invalid filename</source>
        <translation>檔名不能用</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>無法刪除這個資料夾。</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 已經存在。
要取代它嗎？</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
找不到這個檔案。
請確認檔名是否正確。</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
找不到這個資料夾。
請確認資料夾名稱是否正確。</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>確定要刪除「%1」嗎？</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>「%1」是防寫的。
仍要刪除嗎？</translation>
    </message>
    <message>
        <source>Printer</source>
        <translation>印表機</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名稱(&amp;N)：</translation>
    </message>
    <message>
        <source>P&amp;roperties</source>
        <translation>內容(&amp;R)</translation>
    </message>
    <message>
        <source>Location:</source>
        <translation>位置：</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>類型：</translation>
    </message>
    <message>
        <source>Output &amp;file:</source>
        <translation>輸出檔案(&amp;F)：</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>預覽</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>列印</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>列印(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Options &gt;&gt;</source>
        <translation>選項(&amp;O) &gt;&gt;</translation>
    </message>
    <message>
        <source>&amp;Options &lt;&lt;</source>
        <translation>選項(&amp;O) &lt;&lt;</translation>
    </message>
    <message>
        <source>Print to File (PDF)</source>
        <translation>列印到檔案 (PDF)</translation>
    </message>
    <message>
        <source>Local file</source>
        <translation>本機檔案</translation>
    </message>
    <message>
        <source>Write PDF file</source>
        <translation>寫成 PDF 檔</translation>
    </message>
    <message>
        <source>Print To File ...</source>
        <translation>列印到檔案…</translation>
    </message>
    <message>
        <source>All Pages</source>
        <translation>所有頁</translation>
    </message>
    <message>
        <source>Odd Pages</source>
        <translation>奇數頁</translation>
    </message>
    <message>
        <source>Even Pages</source>
        <translation>偶數頁</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>%1 已經存在。
要覆蓋它嗎？</translation>
    </message>
    <message>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>%1 是資料夾。
請選另一個檔名。</translation>
    </message>
    <message>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>檔案 %1 無法寫入。
請選另一個檔名。</translation>
    </message>
    <message>
        <source>Invalid Pages Definition</source>
        <translation>頁碼範圍寫錯了</translation>
    </message>
    <message>
        <source>The &apos;From&apos; value cannot be greater than the &apos;To&apos; value.</source>
        <translation>起始頁不能大於結束頁。</translation>
    </message>
    <message>
        <source>Left to Right, Top to Bottom</source>
        <translation>由左至右，由上至下</translation>
    </message>
    <message>
        <source>Left to Right, Bottom to Top</source>
        <translation>由左至右，由下至上</translation>
    </message>
    <message>
        <source>Right to Left, Top to Bottom</source>
        <translation>由右至左，由上至下</translation>
    </message>
    <message>
        <source>Right to Left, Bottom to Top</source>
        <translation>由右至左，由下至上</translation>
    </message>
    <message>
        <source>Top to Bottom, Left to Right</source>
        <translation>由上至下，由左至右</translation>
    </message>
    <message>
        <source>Top to Bottom, Right to Left</source>
        <translation>由上至下，由右至左</translation>
    </message>
    <message>
        <source>Bottom to Top, Left to Right</source>
        <translation>由下至上，由左至右</translation>
    </message>
    <message>
        <source>Bottom to Top, Right to Left</source>
        <translation>由下至上，由右至左</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>份數</translation>
    </message>
    <message>
        <source>Copies:</source>
        <translation>份數：</translation>
    </message>
    <message>
        <source>Print range</source>
        <translation>列印範圍</translation>
    </message>
    <message>
        <source>Print all</source>
        <translation>全部列印</translation>
    </message>
    <message>
        <source>Pages from</source>
        <translation>從第幾頁</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>Current Page</source>
        <translation>目前這頁</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>選取的部分</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>頁</translation>
    </message>
    <message>
        <source>Output Settings</source>
        <translation>輸出設定</translation>
    </message>
    <message>
        <source>Collate</source>
        <translation>逐份列印</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>反向</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>選項</translation>
    </message>
    <message>
        <source>Color Mode</source>
        <translation>色彩模式</translation>
    </message>
    <message>
        <source>Color</source>
        <translation>彩色</translation>
    </message>
    <message>
        <source>Grayscale</source>
        <translation>灰階</translation>
    </message>
    <message>
        <source>Double Sided Printing</source>
        <translation>雙面列印</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>長邊裝訂</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>短邊裝訂</translation>
    </message>
    <message>
        <source>Page Set:</source>
        <translation>頁面組合：</translation>
    </message>
    <message>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>以逗號分隔頁碼或範圍，範圍以連字號連接兩個數字。例如 3,5-7,9 會印第 3、5、6、7、9 頁。</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>紙張</translation>
    </message>
    <message>
        <source>Page size:</source>
        <translation>紙張大小：</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>寬度：</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>高度：</translation>
    </message>
    <message>
        <source>Paper source:</source>
        <translation>紙張來源：</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>直向</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>橫向</translation>
    </message>
    <message>
        <source>Reverse landscape</source>
        <translation>反向橫向</translation>
    </message>
    <message>
        <source>Reverse portrait</source>
        <translation>反向直向</translation>
    </message>
    <message>
        <source>Margins</source>
        <translation>邊界</translation>
    </message>
    <message>
        <source>top margin</source>
        <translation>上邊界</translation>
    </message>
    <message>
        <source>left margin</source>
        <translation>左邊界</translation>
    </message>
    <message>
        <source>right margin</source>
        <translation>右邊界</translation>
    </message>
    <message>
        <source>bottom margin</source>
        <translation>下邊界</translation>
    </message>
    <message>
        <source>Page Layout</source>
        <translation>版面配置</translation>
    </message>
    <message>
        <source>Pages per sheet:</source>
        <translation>每張紙的頁數：</translation>
    </message>
    <message>
        <source>Page order:</source>
        <translation>頁面順序：</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自訂</translation>
    </message>
    <message>
        <source>Millimeters (mm)</source>
        <translation>公釐 (mm)</translation>
    </message>
    <message>
        <source>Inches (in)</source>
        <translation>英寸 (in)</translation>
    </message>
    <message>
        <source>Points (pt)</source>
        <translation>點 (pt)</translation>
    </message>
    <message>
        <source>Printer Properties</source>
        <translation>印表機內容</translation>
    </message>
    <message>
        <source>Job Options</source>
        <translation>工作選項</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>頁面</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>進階</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>顯示 </translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>under a second</source>
        <translation>不到一秒</translation>
    </message>
    <message>
        <source>about a second</source>
        <translation>大約一秒</translation>
    </message>
    <message>
        <source>about %1 seconds</source>
        <translation>大約 %1 秒</translation>
    </message>
    <message>
        <source>about %1 minutes</source>
        <translation>大約 %1 分鐘</translation>
    </message>
    <message>
        <source>about %1 hours</source>
        <translation>大約 %1 小時</translation>
    </message>
    <message>
        <source>about %1 days</source>
        <translation>大約 %1 天</translation>
    </message>
    <message>
        <source>years</source>
        <translation>好幾年</translation>
    </message>
    <message>
        <source>Never ends: %1 The right answer is %2.</source>
        <translation>永遠不會結束：%1正確答案是 %2。</translation>
    </message>
    <message>
        <source>Too slow: stopped after %1 steps. This method does end, but it would need about %2 steps (%3 %4): %5 on a judge.</source>
        <translation>太慢：執行 %1 步後停下。這個方法會結束，但大約需要 %2 步（%4：%3）：在評測系統上要跑%5。</translation>
    </message>
    <message>
        <source>Prints %1: the right answer.</source>
        <translation>輸出 %1：正確答案。</translation>
    </message>
    <message>
        <source>Prints %1, the right answer on this input, by luck: try the other samples.</source>
        <translation>輸出 %1，碰巧是這組輸入的正確答案：試試其他範例。</translation>
    </message>
    <message>
        <source>Prints %1, but the right answer is %2.</source>
        <translation>輸出 %1，但正確答案是 %2。</translation>
    </message>
    <message>
        <source>… line %1: %2</source>
        <translation>… 第 %1 行起：%2</translation>
    </message>
    <message>
        <source>%1 / … (%2 lines)</source>
        <translation>%1 / …（共 %2 行）</translation>
    </message>
</context>
<context>
    <name>sb::ui::AccordionView</name>
    <message>
        <source>Deck %1 of %2</source>
        <translation>第 %1 副牌（共 %2 副）</translation>
    </message>
    <message>
        <source>Which deck to watch: the decks are played one after another</source>
        <translation>選擇要看哪一副牌：各副牌依序一副接一副地玩</translation>
    </message>
    <message>
        <source>Piles: %1</source>
        <translation>牌堆數：%1</translation>
    </message>
</context>
<context>
    <name>sb::ui::AnimationDialog</name>
    <message>
        <source>Export…</source>
        <translation>匯出…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Export an animation</source>
        <translation>匯出動畫</translation>
    </message>
    <message>
        <source>Steps (one frame each)</source>
        <translation>步驟（每步一格畫面）</translation>
    </message>
    <message>
        <source>%1 (one frame each)</source>
        <translation>%1（每個一格畫面）</translation>
    </message>
    <message>
        <source>Frames:</source>
        <translation>畫面：</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>從：</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>到：</translation>
    </message>
    <message>
        <source>Frames per second:</source>
        <translation>每秒畫面數：</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>大小：</translation>
    </message>
    <message>
        <source>Frames: %1 · %2 s</source>
        <translation>畫面：%1 · %2 秒</translation>
    </message>
    <message>
        <source>Drawing the frames…</source>
        <translation>正在繪製畫面…</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已儲存 %1。</translation>
    </message>
    <message>
        <source>Cancelled: nothing was saved.</source>
        <translation>已取消：沒有儲存任何檔案。</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>無法儲存 %1：%2</translation>
    </message>
    <message>
        <source>GIF animations</source>
        <translation>GIF 動畫</translation>
    </message>
    <message>
        <source>Your program&apos;s board, read from its own variable, over its recording.</source>
        <translation>你的程式的棋盤：從它自己的變數讀出，涵蓋整段記錄。</translation>
    </message>
</context>
<context>
    <name>sb::ui::BesideReference</name>
    <message>
        <source>The input has an error: no built-in method can run on it.</source>
        <translation>輸入有錯誤：沒有內建方法能在它上面執行。</translation>
    </message>
    <message>
        <source>Finding where this method reads the input…</source>
        <translation>正在尋找這個方法讀取輸入的位置…</translation>
    </message>
    <message>
        <source>It has not got this far in its first %L1 steps: it stands at the last of them.</source>
        <translation>它在前 %L1 步內還沒走到這裡：停在其中的最後一步。</translation>
    </message>
    <message>
        <source>Your program has got as far as this method&apos;s whole run: it stands at its end.</source>
        <translation>你的程式已經走完這個方法的整個執行：它停在結尾。</translation>
    </message>
    <message>
        <source>It has got as far as your program, and stands just after the step that got it there.</source>
        <translation>它已進行到和你的程式一樣的地方，停在到達那裡的那一步之後。</translation>
    </message>
    <message>
        <source>A built-in method beside your program: it has got as far as your program, and stands just after the step that got it there.</source>
        <translation>你的程式旁邊的內建方法：它已進行到和你的程式一樣的地方，停在到達那裡的那一步之後。</translation>
    </message>
</context>
<context>
    <name>sb::ui::BoardChoiceDialog</name>
    <message>
        <source>Guess</source>
        <translation>猜一猜</translation>
    </message>
    <message>
        <source>Your program&apos;s board</source>
        <translation>你的程式的棋盤</translation>
    </message>
    <message>
        <source>Which of your variables holds the board? The board is drawn from it at every line.</source>
        <translation>你的哪個變數存放棋盤？每一行都會依它畫出棋盤。</translation>
    </message>
    <message>
        <source>Variable:</source>
        <translation>變數：</translation>
    </message>
    <message>
        <source>A list of piles, each a list of cards</source>
        <translation>牌堆的串列，每堆是一串牌</translation>
    </message>
    <message>
        <source>A list of rows</source>
        <translation>按列存放的串列</translation>
    </message>
    <message>
        <source>A list of columns</source>
        <translation>按行存放的串列</translation>
    </message>
    <message>
        <source>One list, row after row</source>
        <translation>一個一維串列，一列接一列</translation>
    </message>
    <message>
        <source>Kept as:</source>
        <translation>存放方式：</translation>
    </message>
    <message>
        <source>Items in a row:</source>
        <translation>每列的元素數：</translation>
    </message>
    <message>
        <source>1 when the board has a border of one cell, or its rows and columns count from 1</source>
        <translation>棋盤外有一圈邊框、或列與行從 1 開始編號時填 1</translation>
    </message>
    <message>
        <source>The board starts at index:</source>
        <translation>棋盤從索引開始：</translation>
    </message>
    <message>
        <source>A number, or a character such as X (a char array&apos;s &apos;X&apos; is 88)</source>
        <translation>一個數，或一個字元，例如 X（char 陣列裡的 &apos;X&apos; 是 88）</translation>
    </message>
    <message>
        <source>%1 is stored as:</source>
        <translation>%1 存成：</translation>
    </message>
    <message>
        <source>None of your variables looks like the board: choose it yourself.</source>
        <translation>你的變數裡沒有一個像棋盤：請自己選擇。</translation>
    </message>
    <message>
        <source>Each pile lists its top card first</source>
        <translation>每堆先列出最上面的牌</translation>
    </message>
    <message>
        <source>Each column lists its bottom cell first</source>
        <translation>每行先列出最下面的格子</translation>
    </message>
    <message>
        <source>The bottom row comes first</source>
        <translation>最下面一列在最前</translation>
    </message>
    <message>
        <source>rows from index %1, the bottom row first</source>
        <translation>按列，從索引 %1 開始，最下面一列在前</translation>
    </message>
    <message>
        <source>rows from index %1</source>
        <translation>按列，從索引 %1 開始</translation>
    </message>
    <message>
        <source>columns from index %1, each from the bottom</source>
        <translation>按行，從索引 %1 開始，每行由下往上</translation>
    </message>
    <message>
        <source>columns from index %1, each from the top</source>
        <translation>按行，從索引 %1 開始，每行由上往下</translation>
    </message>
    <message>
        <source>one list, %1 a row, the board from index %2</source>
        <translation>一維串列，每列 %1 個，棋盤從索引 %2 開始</translation>
    </message>
    <message>
        <source>piles, the top card first</source>
        <translation>牌堆，最上面的牌在前</translation>
    </message>
    <message>
        <source>piles, the bottom card first</source>
        <translation>牌堆，最下面的牌在前</translation>
    </message>
    <message>
        <source>, %1 = %2</source>
        <translation>，%1 = %2</translation>
    </message>
</context>
<context>
    <name>sb::ui::BoardColumn</name>
    <message>
        <source>Your program, line by line</source>
        <translation>你的程式，逐行執行</translation>
    </message>
    <message>
        <source>Your program, and a built-in method as far into the input</source>
        <translation>你的程式，和讀到同一處輸入的內建方法</translation>
    </message>
</context>
<context>
    <name>sb::ui::BookmarksDialog</name>
    <message>
        <source>&amp;Go to</source>
        <translation>前往(&amp;G)</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>下移(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>刪除(&amp;D)</translation>
    </message>
    <message>
        <source>Bookmarks of the lesson</source>
        <translation>課堂的書籤</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步驟</translation>
    </message>
    <message>
        <source>What to say there</source>
        <translation>在這一步要說的話</translation>
    </message>
    <message>
        <source>Double-click a sentence to change it.</source>
        <translation>按兩下句子即可修改。</translation>
    </message>
</context>
<context>
    <name>sb::ui::CallStackBar</name>
    <message>
        <source>Call stack: %1</source>
        <translation>呼叫堆疊：%1</translation>
    </message>
    <message>
        <source>Click a frame to see its variables.</source>
        <translation>點一下某一層，就能看到那一層的變數。</translation>
    </message>
</context>
<context>
    <name>sb::ui::CardsView</name>
    <message>
        <source>Round %1  ·  Score %2</source>
        <translation>第 %1 輪  ·  分數 %2</translation>
    </message>
    <message>
        <source>last</source>
        <translation>上一張</translation>
    </message>
    <message>
        <source>Change a card</source>
        <translation>修改一張牌</translation>
    </message>
    <message>
        <source>New value of the card at row %1, column %2 (0 to 1000). Every value must appear exactly twice, so change its partner too.</source>
        <translation>第 %1 列第 %2 欄這張牌的新數值（0 到 1000）。每個數值都必須剛好出現兩次，所以和它成對的那張牌也要一起改。</translation>
    </message>
</context>
<context>
    <name>sb::ui::CaroView</name>
    <message>
        <source>Larger: F6 hides the code, F zooms in</source>
        <comment>keys to larger Caro cells on a projector; one short line</comment>
        <translation>放大：F6 收起程式碼，F 放大目前格子</translation>
    </message>
</context>
<context>
    <name>sb::ui::ChartsDialog</name>
    <message>
        <source>Working out what each method costs…</source>
        <translation>正在計算每個方法的花費…</translation>
    </message>
    <message>
        <source>%1 (stopped after %2 steps)</source>
        <translation>%1（在 %2 步後停止）</translation>
    </message>
    <message>
        <source>Working out the growth chart…</source>
        <translation>正在計算成長圖…</translation>
    </message>
    <message>
        <source>%1: slope %2</source>
        <translation>%1：斜率 %2</translation>
    </message>
    <message>
        <source>beyond a judge&apos;s second</source>
        <translation>超過評測的一秒</translation>
    </message>
    <message>
        <source>Save the chart</source>
        <translation>儲存圖表</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已儲存 %1。</translation>
    </message>
    <message>
        <source>Could not save %1.</source>
        <translation>無法儲存 %1。</translation>
    </message>
    <message>
        <source>What the methods cost</source>
        <translation>各方法的花費</translation>
    </message>
    <message>
        <source>On this input</source>
        <translation>在這份輸入上</translation>
    </message>
    <message>
        <source>As inputs grow</source>
        <translation>輸入變大時</translation>
    </message>
    <message>
        <source>Work against the moment, every method on this input</source>
        <translation>工作量隨進度的變化：這份輸入上的每個方法</translation>
    </message>
    <message>
        <source>Work per moment as inputs grow (log-log)</source>
        <translation>輸入變大時每個單位的工作量（雙對數）</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>另存為 PNG…</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>另存為 SVG…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Fitted slopes on log-log axes: %1.</source>
        <translation>雙對數座標上擬合的斜率：%1。</translation>
    </message>
    <message>
        <source>SVG pictures</source>
        <translation>SVG 圖片</translation>
    </message>
    <message>
        <source>PNG pictures</source>
        <translation>PNG 圖片</translation>
    </message>
    <message>
        <source>Lines run</source>
        <translation>執行的行數</translation>
    </message>
    <message>
        <source>Your program</source>
        <translation>你的程式</translation>
    </message>
    <message>
        <source>%1 (cut off where its recording stopped)</source>
        <translation>%1（在記錄停止處中斷）</translation>
    </message>
    <message>
        <source>Lines run against the input done, your program and every method in Python</source>
        <translation>執行的行數隨輸入處理進度的變化：你的程式和每個方法（Python）</translation>
    </message>
    <message>
        <source>Lines run against the input done, your program and every method in C++</source>
        <translation>執行的行數隨輸入處理進度的變化：你的程式和每個方法（C++）</translation>
    </message>
    <message>
        <source>Your program is not drawn: this problem does not count how far a program has got through its input.</source>
        <translation>沒有畫出你的程式：這道題不計算程式處理輸入到了哪裡。</translation>
    </message>
    <message>
        <source>Your program is not drawn: its recording holds no line run on an input of this problem.</source>
        <translation>沒有畫出你的程式：它的記錄裡沒有在這道題的輸入上執行過的任何一行。</translation>
    </message>
    <message>
        <source>Your program&apos;s curve is cut off: its recording stopped before the program ended.</source>
        <translation>你的程式的曲線不完整：記錄在程式結束前就停止了。</translation>
    </message>
</context>
<context>
    <name>sb::ui::CodeView</name>
    <message>
        <source>just ran</source>
        <translation>剛執行完</translation>
    </message>
    <message>
        <source>runs next</source>
        <translation>接著執行</translation>
    </message>
</context>
<context>
    <name>sb::ui::CompareBar</name>
    <message>
        <source>%1 · working…</source>
        <translation>%1 · 執行中…</translation>
    </message>
    <message>
        <source>Three methods</source>
        <translation>三個方法</translation>
    </message>
    <message>
        <source>Show a third method beside the two</source>
        <translation>在兩個方法旁再顯示第三個方法</translation>
    </message>
    <message>
        <source>One method</source>
        <translation>單一方法</translation>
    </message>
    <message>
        <source>Back to one method (Esc)</source>
        <translation>回到單一方法 (Esc)</translation>
    </message>
</context>
<context>
    <name>sb::ui::CompareController</name>
    <message>
        <source>Compare methods side by side</source>
        <translation>並排比較方法</translation>
    </message>
    <message>
        <source>Where does this method first go another way?</source>
        <translation>這個方法從哪裡開始走錯？</translation>
    </message>
    <message>
        <source>Running both methods side by side… (Esc stops)</source>
        <translation>正在並排執行兩個方法…（按 Esc 停止）</translation>
    </message>
    <message>
        <source>Choose the variable that holds your program&apos;s board (Board…) to compare it with %1&apos;s.</source>
        <translation>先選出存放你的程式棋盤的變數（棋盤…），才能和%1的比較。</translation>
    </message>
    <message>
        <source>Your program&apos;s board never differs from %1&apos;s at the same point of the input.</source>
        <translation>在輸入的同一處，你的程式的棋盤始終和%1的一樣。</translation>
    </message>
    <message>
        <source>Here your program&apos;s board first differs from %1&apos;s, at the same point of the input.</source>
        <translation>在輸入的同一處，你的程式的棋盤在這裡第一次和%1的不同。</translation>
    </message>
    <message>
        <source>Comparing your program&apos;s board with %1&apos;s at each point of the input… (Esc stops)</source>
        <translation>正在輸入的每一處比較你的程式的棋盤和%1的……（Esc 停止）</translation>
    </message>
</context>
<context>
    <name>sb::ui::ComparePane</name>
    <message>
        <source>Before the first line</source>
        <translation>尚未執行任何一行</translation>
    </message>
    <message>
        <source>Line %1:  %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>waits for the others</source>
        <translation>等待其他方法</translation>
    </message>
    <message>
        <source>Your program</source>
        <translation>你的程式</translation>
    </message>
</context>
<context>
    <name>sb::ui::ExportController</name>
    <message>
        <source>Export a picture…</source>
        <translation>匯出圖片…</translation>
    </message>
    <message>
        <source>Export an animation…</source>
        <translation>匯出動畫…</translation>
    </message>
    <message>
        <source>Could not save %1.</source>
        <translation>無法儲存 %1。</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>無法儲存 %1：%2</translation>
    </message>
    <message>
        <source>The problem pack&apos;s run cannot be drawn yet: it is still being recorded, or nothing was recorded.</source>
        <translation>題目包的執行暫時畫不出來：它還在記錄中，或者什麼也沒有記錄下來。</translation>
    </message>
</context>
<context>
    <name>sb::ui::FileDialogs</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 位元組</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>所有檔案</translation>
    </message>
</context>
<context>
    <name>sb::ui::InputOutputBoxes</name>
    <message>
        <source>Printed so far</source>
        <translation>目前為止的輸出</translation>
    </message>
    <message>
        <source>Input: %1 of %2 bytes read</source>
        <translation>輸入：已讀 %1 / %2 位元組</translation>
    </message>
    <message>
        <source>Input read: %1/%2</source>
        <translation>已讀輸入：%1/%2</translation>
    </message>
</context>
<context>
    <name>sb::ui::InputPanel</name>
    <message>
        <source>The board still shows the last input that was correct.</source>
        <translation>棋盤上仍顯示上一次正確的輸入。</translation>
    </message>
    <message>
        <source>Built-in inputs</source>
        <translation>內建輸入</translation>
    </message>
    <message>
        <source>An input of your own</source>
        <translation>自訂輸入</translation>
    </message>
    <message>
        <source>%1 is a folder, not an input file.</source>
        <translation>%1 是資料夾，不是輸入檔。</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB, the most an input may be.</source>
        <translation>%1 大於 %2 MB，超過輸入檔的上限。</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>無法讀取 %1。</translation>
    </message>
    <message>
        <source>Open an input file</source>
        <translation>開啟輸入檔</translation>
    </message>
    <message>
        <source>The input below is kept.</source>
        <translation>下方的輸入保持不變。</translation>
    </message>
    <message>
        <source>Open an input file…</source>
        <translation>開啟輸入檔…</translation>
    </message>
    <message>
        <source>The input kept from last time could not be read back, so the sample is shown. The file was moved to %1.</source>
        <translation>上次保留的輸入讀不回來，所以顯示範例。那個檔案已移到 %1。</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a pipe, a device or a socket), so it is not read.</source>
        <translation>%1 不是一般檔案（而是管道、裝置或通訊端），所以不讀取。</translation>
    </message>
    <message>
        <source>Text files</source>
        <translation>文字檔</translation>
    </message>
</context>
<context>
    <name>sb::ui::JudgeDialog</name>
    <message>
        <source>Judging every method on %1 tests…</source>
        <translation>正在以 %1 筆測資評測每個方法…</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Stopped: the tests not run are marked --.</source>
        <translation>已停止：沒有執行的測資標為 --。</translation>
    </message>
    <message>
        <source>A click on a subtask lists its tests; a click on a failed test opens it.</source>
        <translation>點一個子任務會列出它的測資；點一筆沒通過的測資會把它開啟。</translation>
    </message>
    <message>
        <source>%1, %2:</source>
        <translation>%1，%2：</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>測資</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>秒數</translation>
    </message>
    <message>
        <source>Judge: %1</source>
        <translation>評測：%1</translation>
    </message>
    <message>
        <source>Time limit: </source>
        <translation>時間限制：</translation>
    </message>
    <message>
        <source> s a test</source>
        <translation> 秒／每筆</translation>
    </message>
    <message>
        <source>Judge again</source>
        <translation>重新評測</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Tests:</source>
        <translation>測資：</translation>
    </message>
    <message>
        <source>Test %1</source>
        <translation>測資 %1</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>輸入</translation>
    </message>
    <message>
        <source>%1
(%2 points)</source>
        <translation>%1
（%2 分）</translation>
    </message>
    <message>
        <source>My solution (%1)</source>
        <translation>我的解答（%1）</translation>
    </message>
    <message>
        <source>Your program was not judged: the sandbox cannot start here (%1).</source>
        <translation>你的程式沒有評測：這台電腦無法啟動沙盒（%1）。</translation>
    </message>
    <message>
        <source>Test %1 of %2</source>
        <translation>%2 的第 %1 筆測資</translation>
    </message>
    <message>
        <source>My solution</source>
        <translation>我的解答</translation>
    </message>
    <message>
        <source>Judge your own program (the My solution tab) beside the methods</source>
        <translation>和各種方法一起評測你自己的程式（「我的解答」分頁）</translation>
    </message>
    <message>
        <source>My tests: %1 of %2 passed</source>
        <translation>我的測資：%2 筆通過 %1 筆</translation>
    </message>
    <message>
        <source>Mine %1</source>
        <translation>我的 %1</translation>
    </message>
    <message>
        <source>My test %1</source>
        <translation>我的測資 %1</translation>
    </message>
    <message>
        <source>What it checks</source>
        <translation>測試重點</translation>
    </message>
</context>
<context>
    <name>sb::ui::KeysDialog</name>
    <message>
        <source>Keys</source>
        <translation>按鍵</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>按鍵</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>作用</translation>
    </message>
</context>
<context>
    <name>sb::ui::LessonController</name>
    <message>
        <source>Open lesson</source>
        <translation>開啟課堂檔</translation>
    </message>
    <message>
        <source>Add a bookmark</source>
        <translation>加書籤</translation>
    </message>
    <message>
        <source>What to say at step %1:</source>
        <translation>在第 %1 步要說的話：</translation>
    </message>
    <message>
        <source>&amp;Open lesson…</source>
        <translation>開啟課堂檔(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save lesson</source>
        <translation>儲存課堂檔(&amp;S)</translation>
    </message>
    <message>
        <source>Save lesson &amp;as…</source>
        <translation>另存課堂檔(&amp;A)…</translation>
    </message>
    <message>
        <source>Add a &amp;bookmark at this step…</source>
        <translation>在這一步加書籤(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Edit bookmarks…</source>
        <translation>編輯書籤(&amp;E)…</translation>
    </message>
    <message>
        <source>Lesson &amp;notes…</source>
        <translation>課堂筆記(&amp;N)…</translation>
    </message>
    <message>
        <source>Next bookmark of the lesson</source>
        <translation>課堂的下一個書籤</translation>
    </message>
    <message>
        <source>Previous bookmark of the lesson</source>
        <translation>課堂的上一個書籤</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>儲存課堂檔</translation>
    </message>
    <message>
        <source>The lesson %1 is no longer there: it is taken off the list.</source>
        <translation>課堂檔 %1 已經不在了：把它從清單中移除。</translation>
    </message>
    <message>
        <source>No lessons yet</source>
        <translation>還沒有課堂檔</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>清除清單</translation>
    </message>
    <message>
        <source>Lesson notes</source>
        <translation>課堂筆記</translation>
    </message>
    <message>
        <source>A lesson whose changes were never saved is back as it was left. Save it with Ctrl+S.</source>
        <translation>一份有變更卻沒存檔的課堂已照原樣回來了。請按 Ctrl+S 存檔。</translation>
    </message>
    <message>
        <source>The changes to %1 that were never saved are back. Save them with Ctrl+S.</source>
        <translation>%1 沒存檔的變更已經回來了。請按 Ctrl+S 存檔。</translation>
    </message>
    <message>
        <source>The changes to a lesson that were never saved could not be read back, nor moved aside: they were removed.</source>
        <translation>一份課堂沒存檔的變更讀不回來，也無法移到一旁：已將它刪除。</translation>
    </message>
    <message>
        <source>The changes to a lesson that were never saved could not be read back; the file was moved to %1.</source>
        <translation>一份課堂沒存檔的變更讀不回來；這個檔案已移到 %1。</translation>
    </message>
    <message>
        <source>The lesson&apos;s language &quot;%1&quot; is not one of %2: the window stays in %3.</source>
        <translation>課堂檔的語言「%1」不是 %2 之一：視窗維持%3。</translation>
    </message>
    <message>
        <source>The lesson&apos;s problem &quot;%1&quot; is not one of StepBoard&apos;s: the window keeps the problem it shows.</source>
        <translation>課堂檔的題目「%1」不是 StepBoard 的題目：視窗保留目前顯示的題目。</translation>
    </message>
    <message>
        <source>The lesson&apos;s input has an error: %1. It is in the Input tab, to be put right; the board shows the last correct input meanwhile.</source>
        <translation>課堂檔的輸入有錯：%1。它放在「輸入」分頁等待修正；在此之前，棋盤顯示上一個正確的輸入。</translation>
    </message>
    <message>
        <source>The lesson&apos;s method &quot;%1&quot; is not a method of %2: the window shows its reference method, at the start.</source>
        <translation>課堂檔的方法「%1」不是%2的方法：視窗從頭顯示它的標準方法。</translation>
    </message>
    <message>
        <source>The lesson goes to step %1, but this run ends at step %2: it shows its last step.</source>
        <translation>課堂檔要到第 %1 步，但這次執行在第 %2 步就結束：顯示它的最後一步。</translation>
    </message>
    <message>
        <source>Line %1 of the code is not a line the method can stop on: that breakpoint is left out.</source>
        <translation>程式碼第 %1 行不是這個方法能停下的行：略過這個中斷點。</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>%1 breakpoints are on lines the method cannot stop on (lines %2): they are left out.</source>
        <translation>有 %1 個中斷點所在的行是這個方法不能停下的（第 %2 行）：略過這些中斷點。</translation>
    </message>
    <message>
        <source>The methods to compare (%1) are not two or three different methods of this problem: one method is shown.</source>
        <translation>要比較的方法（%1）不是這題的兩、三個不同方法：只顯示一個方法。</translation>
    </message>
    <message>
        <source>Bookmark %1 of %2: %3</source>
        <translation>書籤 %1／%2：%3</translation>
    </message>
    <message>
        <source>StepBoard lessons</source>
        <translation>StepBoard 課堂檔</translation>
    </message>
    <message>
        <source>The lesson&apos;s program could not be stepped again: My solution says why.</source>
        <translation>課程裡的程式無法再逐步執行：原因請看「我的解答」。</translation>
    </message>
    <message>
        <source>The methods beside the program (%1) are not one or two methods of this problem: the program is shown alone.</source>
        <translation>程式旁的方法（%1）不是這題的一或兩個方法：只顯示程式。</translation>
    </message>
    <message>
        <source>The lesson&apos;s problem pack cannot be opened: %1</source>
        <translation>開不了課堂檔的題目包：%1</translation>
    </message>
    <message>
        <source>The lesson&apos;s method &quot;%1&quot; is not a method or a mistake of this problem pack: the window shows its first method, at the start.</source>
        <translation>課堂檔的方法「%1」不是這個題目包的方法，也不是它的錯誤解法：視窗從頭顯示它的第一個方法。</translation>
    </message>
    <message>
        <source>The lesson&apos;s solutions side by side (%1) are not two or three of this problem pack&apos;s: the window shows one.</source>
        <translation>課堂檔中並排的解法（%1）不是這個題目包的兩個或三個解法：視窗只顯示一個。</translation>
    </message>
    <message>
        <source>The solution beside the program (%1) is not one of this problem pack&apos;s: its reference stands there.</source>
        <translation>程式旁邊的解法（%1）不是這個題目包的解法：那裡放的是它的參考解法。</translation>
    </message>
</context>
<context>
    <name>sb::ui::LockstepPlay</name>
    <message>
        <source>Every method back to its start (Home)</source>
        <translation>每個方法都回到開頭 (Home)</translation>
    </message>
    <message>
        <source>One line back in every method; one that is back at the start of the current move, round or node waits for the others (Left)</source>
        <translation>每個方法都往回退一行；已回到目前這一手、這一輪或這個節點開頭的方法，等待其他方法 (←)</translation>
    </message>
    <message>
        <source>Play every method together; one that is done with the current move, round or node waits for the others (Space)</source>
        <translation>所有方法一起播放；已做完目前這一手、這一輪或這個節點的方法，等待其他方法 (空白鍵)</translation>
    </message>
    <message>
        <source>One line forward in every method; one that is done with the current move, round or node waits for the others (Right)</source>
        <translation>每個方法都往前執行一行；已做完目前這一手、這一輪或這個節點的方法，等待其他方法 (→)</translation>
    </message>
    <message>
        <source>Every method on to its end (End)</source>
        <translation>每個方法都執行到結束 (End)</translation>
    </message>
    <message>
        <source>%1: every method to the end of the one before (Page Up)</source>
        <translation>%1：每個方法都到前一個的結尾 (Page Up)</translation>
    </message>
    <message>
        <source>%1: every method to the end of the same one (Page Down)</source>
        <translation>%1：每個方法都到同一個的結尾 (Page Down)</translation>
    </message>
</context>
<context>
    <name>sb::ui::MainMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <source>Fit the board to the window</source>
        <translation>讓棋盤符合視窗大小</translation>
    </message>
    <message>
        <source>Follow the current cell (zoom in on it)</source>
        <translation>跟隨目前的格子（放大顯示）</translation>
    </message>
    <message>
        <source>Switch the code between C++ and Python</source>
        <translation>在 C++ 和 Python 之間切換程式碼</translation>
    </message>
    <message>
        <source>Show the code, variables and input</source>
        <translation>顯示程式碼、變數和輸入</translation>
    </message>
    <message>
        <source>Charts of what the methods cost…</source>
        <translation>各方法花費的圖表…</translation>
    </message>
    <message>
        <source>Judge every method on the test bank…</source>
        <translation>用測資庫評測每個方法…</translation>
    </message>
    <message>
        <source>Present on a projector</source>
        <translation>投影模式</translation>
    </message>
    <message>
        <source>Close what is on top: stop a long move, the question, the side-by-side view</source>
        <translation>關閉最上層的東西：停止長時間的移動、提問、並排檢視</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>Next language</source>
        <translation>下一種語言</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>Keys…</source>
        <translation>按鍵一覽…</translation>
    </message>
    <message>
        <source>In projector mode, where the menu bar is hidden: the first menu; Alt and a menu&apos;s letter: that menu</source>
        <translation>投影模式下選單列隱藏時：打開第一個選單；Alt 加選單的字母：打開那個選單</translation>
    </message>
</context>
<context>
    <name>sb::ui::MainWindow</name>
    <message>
        <source>StepBoard</source>
        <translation>StepBoard</translation>
    </message>
    <message>
        <source>Projector mode stays on: F5 leaves it.</source>
        <translation>投影模式仍開著：按 F5 離開。</translation>
    </message>
    <message>
        <source>Open a problem</source>
        <translation>開啟題目</translation>
    </message>
    <message>
        <source>Open a &amp;problem…</source>
        <translation>開啟題目(&amp;P)…</translation>
    </message>
    <message>
        <source>%1 cannot be opened as a problem:
%2</source>
        <translation>%1 無法當作題目開啟：
%2</translation>
    </message>
    <message>
        <source>Your program, on the board of %1</source>
        <translation>你的程式，畫在%1的棋盤上</translation>
    </message>
    <message>
        <source>Method %1</source>
        <translation>方法 %1</translation>
    </message>
    <message>
        <source>The panes go move by move: one that has made the move waits for the others. Compare their boards, and the lines each has run to get there.</source>
        <translation>各欄一步一步地走：先走完這一步的會等其他欄。比較它們的棋盤，以及各自為了走到這裡執行了多少行。</translation>
    </message>
    <message>
        <source>Side by side: %1</source>
        <translation>並排比較：%1</translation>
    </message>
    <message>
        <source>This is the pack&apos;s reference: D compares another solution with it.</source>
        <translation>這就是題目包的參考解法：D 是拿別的解法來和它比較。</translation>
    </message>
    <message>
        <source>They go the same way to the end, move by move: on this input the mistake does not show.</source>
        <translation>它們一步一步地走法完全相同，直到結束：在這組輸入上看不出這個錯誤。</translation>
    </message>
    <message>
        <source>Move %1 is where it first goes another way: after it, the boards differ.</source>
        <translation>第 %1 步是它第一次走岔的地方：這一步之後，棋盤不同了。</translation>
    </message>
    <message>
        <source>Move %1 is where it first goes another way: by then it has printed otherwise.</source>
        <translation>第 %1 步是它第一次走岔的地方：到那時它輸出的已經不一樣了。</translation>
    </message>
    <message>
        <source>Problem packs</source>
        <translation>題目包</translation>
    </message>
    <message>
        <source>Open a problem pack: a contest package&apos;s problem.yaml, or a .zip of the package</source>
        <translation>開啟題目包：競賽題目包的 problem.yaml，或題目包的 .zip 壓縮檔</translation>
    </message>
    <message>
        <source>Left out of the archive: %1</source>
        <translation>壓縮檔中略過的：%1</translation>
    </message>
    <message>
        <source>Recording %1 on your program&apos;s input to compare them…</source>
        <translation>正在用你的程式的輸入記錄%1，以便比較……</translation>
    </message>
    <message>
        <source>Your program goes the same way as %1 to the end.</source>
        <translation>你的程式和%1一路走法相同，直到結束。</translation>
    </message>
    <message>
        <source>Here your program has first printed otherwise than %1.</source>
        <translation>你的程式在這裡第一次輸出了和%1不同的內容。</translation>
    </message>
    <message>
        <source>Here your program&apos;s board first differs from %1&apos;s: each has changed it %2 times.</source>
        <translation>你的程式的棋盤在這裡第一次和%1的不同：雙方都已改變它%2次。</translation>
    </message>
    <message>
        <source>Here your program&apos;s board first differs from %1&apos;s: after move %2.</source>
        <translation>你的程式的棋盤在這裡第一次和%1的不同：在第%2步之後。</translation>
    </message>
    <message>
        <source>&amp;Import a problem…</source>
        <translation>匯入題目(&amp;I)…</translation>
    </message>
    <message>
        <source>Import a problem kept for another judge (a Themis folder of tests, a CMS task, or an archive of one) as a pack of your own</source>
        <translation>把其他評測系統的題目（Themis 的測資資料夾、CMS 的題目或它們的壓縮檔）匯入成你自己的題目包</translation>
    </message>
    <message>
        <source>%1 is no problem StepBoard can import: a folder of Themis tests (each test&apos;s folder with its .INP and .OUT), or a CMS task (task.yaml with input/ and output/).</source>
        <translation>%1 不是 StepBoard 能匯入的題目：Themis 的測資資料夾（每筆測資的資料夾裡有 .INP 和 .OUT），或 CMS 的題目（task.yaml 以及 input/ 和 output/）。</translation>
    </message>
    <message>
        <source>%1 is there already and is not an empty folder.</source>
        <translation>%1 已經存在，而且不是空資料夾。</translation>
    </message>
    <message>
        <source>%1 holds no test with its answer.</source>
        <translation>%1 裡沒有附答案的測資。</translation>
    </message>
    <message>
        <source>%1 holds more than an import reads (2 GB, or 20,000 files).</source>
        <translation>%1 超過一次匯入能讀取的量（2 GB 或 20,000 個檔案）。</translation>
    </message>
    <message>
        <source>%1: a test without its answer, left out</source>
        <translation>%1：沒有答案的測資，已略過</translation>
    </message>
    <message>
        <source>%1: not text in any encoding it could be in, left out</source>
        <translation>%1：用任何可能的編碼都不是文字，已略過</translation>
    </message>
    <message>
        <source>%1: a symbolic link, not followed</source>
        <translation>%1：符號連結，不跟隨</translation>
    </message>
    <message>
        <source>%1: subtask %2 has no test that is there, left out</source>
        <translation>%1：子任務 %2 沒有存在的測資，已略過</translation>
    </message>
    <message>
        <source>%1 cannot be read: what it says is not used</source>
        <translation>無法讀取 %1：不使用其中的內容</translation>
    </message>
    <message>
        <source>Import a problem</source>
        <translation>匯入題目</translation>
    </message>
    <message>
        <source>Problems of other judges</source>
        <translation>其他評測系統的題目</translation>
    </message>
    <message>
        <source>Imported from %1 (%2): 1 test, kept in %3.</source>
        <translation>已從 %1（%2）匯入：1 筆測資，存放在 %3。</translation>
    </message>
    <message>
        <source>Imported from %1 (%2): %3 tests, kept in %4.</source>
        <translation>已從 %1（%2）匯入：%3 筆測資，存放在 %4。</translation>
    </message>
    <message>
        <source>It cannot be opened yet: %1</source>
        <translation>暫時還無法開啟：%1</translation>
    </message>
</context>
<context>
    <name>sb::ui::MayanView</name>
    <message>
        <source>The board when frame %1 began (click it again for the live board)</source>
        <translation>堆疊框架 %1 開始時的棋盤（再點一次回到目前的棋盤）</translation>
    </message>
    <message>
        <source>Moves of the search</source>
        <translation>搜尋的每步移動</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <source>No frame yet</source>
        <translation>還沒有堆疊框架</translation>
    </message>
    <message>
        <source>Search nodes by depth</source>
        <translation>各深度的搜尋節點</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>節點</translation>
    </message>
    <message>
        <source>pruned</source>
        <translation>剪枝</translation>
    </message>
</context>
<context>
    <name>sb::ui::MethodMenu</name>
    <message>
        <source>&amp;Method</source>
        <translation>方法(&amp;M)</translation>
    </message>
    <message>
        <source>List of the wrong solutions…</source>
        <translation>錯誤解法清單…</translation>
    </message>
    <message>
        <source>Wrong solutions</source>
        <translation>錯誤解法</translation>
    </message>
</context>
<context>
    <name>sb::ui::MethodPicker</name>
    <message>
        <source>Method:</source>
        <translation>方法：</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1（按鍵 %2）</translation>
    </message>
    <message>
        <source>Wrong solutions… (W)</source>
        <translation>錯誤解法… (W)</translation>
    </message>
    <message>
        <source>The classic wrong solutions: see why each one fails (W)</source>
        <translation>常見的錯誤解法：看看每一種錯在哪裡 (W)</translation>
    </message>
</context>
<context>
    <name>sb::ui::MyTests</name>
    <message>
        <source>There are %1 tests already: remove one first.</source>
        <translation>已經有 %1 筆測資：請先移除一筆。</translation>
    </message>
    <message>
        <source>The input on screen has an error: fix it first.</source>
        <translation>畫面上的輸入有錯誤：請先修正。</translation>
    </message>
    <message>
        <source>The input on screen is larger than a small test (%1 KB): the judge&apos;s bank has the large ones.</source>
        <translation>畫面上的輸入超過小測資的大小（%1 KB）：評測的題庫已有大的測資。</translation>
    </message>
    <message>
        <source>Double-click to type the answer you expect</source>
        <translation>按兩下輸入你預期的答案</translation>
    </message>
    <message>
        <source>Add the input on screen</source>
        <translation>加入畫面上的輸入</translation>
    </message>
    <message>
        <source>A small test of your own: the input on screen, with the reference&apos;s answer, which you may change</source>
        <translation>你自己的小測資：畫面上的輸入，附上標準方法的答案，你可以修改它</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>輸入</translation>
    </message>
    <message>
        <source>Expected answer</source>
        <translation>預期答案</translation>
    </message>
    <message>
        <source>No answer is known for this input: type the one you expect.</source>
        <translation>這組輸入還沒有已知的答案：請輸入你預期的答案。</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackBeside</name>
    <message>
        <source>It stands where it has changed the board as often as your program has: %1 of its %2 changes.</source>
        <translation>它停在改變棋盤的次數和你的程式一樣多的地方：它的 %2 次改變中的第 %1 次。</translation>
    </message>
    <message>
        <source>It stands where it has made as many moves as your program has: %1 of its %2.</source>
        <translation>它停在走的步數和你的程式一樣多的地方：它的 %2 步中的第 %1 步。</translation>
    </message>
    <message>
        <source>At its end, as your program is.</source>
        <translation>在結尾，和你的程式一樣。</translation>
    </message>
    <message>
        <source>Board changed %1 of %2 times · line %3</source>
        <translation>棋盤改變第 %1 次，共 %2 次 · 第 %3 行</translation>
    </message>
    <message>
        <source>Move %1 of %2 · line %3</source>
        <translation>第 %1 步，共 %2 步 · 第 %3 行</translation>
    </message>
    <message>
        <source>%1 · the reference</source>
        <translation>%1 · 參考解法</translation>
    </message>
    <message>
        <source>The solution of the pack shown beside your program, on its input</source>
        <translation>顯示在你的程式旁邊的題目包解法，使用同一個輸入</translation>
    </message>
    <message>
        <source>Beside your program:</source>
        <translation>在你的程式旁邊：</translation>
    </message>
    <message>
        <source>Recording it on your program&apos;s input…</source>
        <translation>正在用你的程式的輸入記錄它……</translation>
    </message>
    <message>
        <source>It could not be recorded.</source>
        <translation>無法記錄它。</translation>
    </message>
    <message>
        <source>Your program has ended: the solution beside it stands at its end.</source>
        <translation>你的程式已經結束：旁邊的解法停在它的結尾。</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackBoardView</name>
    <message>
        <source>%1 is empty here.</source>
        <translation>%1 在這裡是空的。</translation>
    </message>
    <message>
        <source>%1 holds no board here yet.</source>
        <translation>%1 在這裡還沒有棋盤。</translation>
    </message>
    <message>
        <source>%1 is too large to be recorded whole.</source>
        <translation>%1 太大，無法完整記錄。</translation>
    </message>
    <message>
        <source>%1 cannot be drawn as the board this problem describes.</source>
        <translation>%1 無法畫成這道題目所描述的棋盤。</translation>
    </message>
    <message>
        <source>This solution keeps no board: nothing it holds is drawn.</source>
        <translation>這個解法不保存棋盤：它的資料沒有可畫的。</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackChartsDialog</name>
    <message>
        <source>Recording the runs: %1 of %2…</source>
        <translation>正在記錄執行：%1 / %2…</translation>
    </message>
    <message>
        <source>The lines each solution has run by the end of each of its moves. Each run is recorded to at most %1 lines.</source>
        <translation>每個解法到它每一步結束時已執行的行數。每次執行最多記錄 %1 行。</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Lines run</source>
        <translation>已執行的行數</translation>
    </message>
    <message>
        <source>%1, at the line limit</source>
        <translation>%1，已達行數上限</translation>
    </message>
    <message>
        <source>What the solutions cost</source>
        <translation>各解法的成本</translation>
    </message>
    <message>
        <source>On this input</source>
        <translation>在這組輸入上</translation>
    </message>
    <message>
        <source>Over the pack&apos;s tests</source>
        <translation>在題目包的所有測資上</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackComparePlay</name>
    <message>
        <source>Every solution back to its start (Home)</source>
        <translation>每個解法都回到開頭 (Home)</translation>
    </message>
    <message>
        <source>Every solution to the end of the move before (Page Up)</source>
        <translation>每個解法都回到上一步的末尾 (Page Up)</translation>
    </message>
    <message>
        <source>A line back in every solution still past the move&apos;s start (Left)</source>
        <translation>還在這一步開頭之後的解法各退一行 (左方向鍵)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>播放或暫停 (空白鍵)</translation>
    </message>
    <message>
        <source>A line on in every solution that has not made the move yet (Right)</source>
        <translation>還沒走完這一步的解法各進一行 (右方向鍵)</translation>
    </message>
    <message>
        <source>Every solution to the end of its next move (Page Down)</source>
        <translation>每個解法都走到下一步的末尾 (Page Down)</translation>
    </message>
    <message>
        <source>Every solution to its end (End)</source>
        <translation>每個解法都走到結束 (End)</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackCompareView</name>
    <message>
        <source>Recording the solutions side by side…</source>
        <translation>正在記錄要並排比較的解法…</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>第 %1 / %2 步</translation>
    </message>
    <message>
        <source>Recording…</source>
        <translation>正在記錄…</translation>
    </message>
    <message>
        <source>Line %1 · %2 lines run</source>
        <translation>第 %1 行 · 已執行 %2 行</translation>
    </message>
    <message>
        <source>at its end: it prints %1</source>
        <translation>已結束：輸出 %1</translation>
    </message>
    <message>
        <source>waits for the others at the end of move %1</source>
        <translation>在第 %1 步末尾等其他解法</translation>
    </message>
    <message>
        <source>After move %1, the last</source>
        <translation>第 %1 步（最後一步）之後</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackController</name>
    <message>
        <source>%1 is not a problem pack: it holds neither problem.yaml nor stepboard.yaml.</source>
        <translation>%1 不是題目包：裡面沒有 problem.yaml，也沒有 stepboard.yaml。</translation>
    </message>
    <message>
        <source>%1 holds no solution StepBoard can step.</source>
        <translation>%1 裡沒有 StepBoard 能逐步執行的解法。</translation>
    </message>
    <message>
        <source>Method %1</source>
        <translation>方法 %1</translation>
    </message>
    <message>
        <source>Nothing was recorded.</source>
        <translation>沒有記錄到任何一行。</translation>
    </message>
    <message>
        <source>Method %1 (%2): %3</source>
        <translation>方法 %1（%2）：%3</translation>
    </message>
    <message>
        <source>Wrong solution (%1): %2</source>
        <translation>錯誤解法（%1）：%2</translation>
    </message>
    <message>
        <source>Recording %1 line by line…</source>
        <translation>正在逐行記錄 %1…</translation>
    </message>
    <message>
        <source>Right: it prints %1, the right answer.</source>
        <translation>正確：輸出 %1，就是正確答案。</translation>
    </message>
    <message>
        <source>Wrong: it prints %1; the right answer is %2.</source>
        <translation>錯誤：輸出 %1；正確答案是 %2。</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空白</translation>
    </message>
    <message>
        <source>The problem pack in %1 is not the one the lesson was made on: its files have changed since (a test, a solution, its statement or its stepboard.yaml).</source>
        <translation>%1 中的題目包已不是製作課堂檔時的那個：它的檔案在那之後改動過（某個測試、某個解法、題目敘述或 stepboard.yaml）。</translation>
    </message>
    <message>
        <source>Method %1 (%2)</source>
        <translation>方法 %1（%2）</translation>
    </message>
    <message>
        <source>Wrong solution (%1)</source>
        <translation>錯誤解法（%1）</translation>
    </message>
    <message>
        <source>The archive cannot be read: %1.</source>
        <translation>讀不了壓縮檔：%1。</translation>
    </message>
    <message>
        <source>It is not a .zip or .tar archive: %1.</source>
        <translation>這不是 .zip 或 .tar 壓縮檔：%1。</translation>
    </message>
    <message>
        <source>The archive is damaged at %1: %2.</source>
        <translation>壓縮檔在 %1 處損壞：%2。</translation>
    </message>
    <message>
        <source>The archive unpacks to more than %1 MB, the most a problem may take.</source>
        <translation>壓縮檔解開後超過 %1 MB，這是一道題目最多能佔的大小。</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB, the most a file of a problem may be.</source>
        <translation>%1 大於 %2 MB，這是題目中單一檔案的上限。</translation>
    </message>
    <message>
        <source>The archive holds more than %1 files, the most a problem may have.</source>
        <translation>壓縮檔裡有超過 %1 個檔案，這是一道題目最多能有的檔案數。</translation>
    </message>
    <message>
        <source>%1 is a path that leaves the archive&apos;s folder: the archive is not opened.</source>
        <translation>%1 是一個跑出壓縮檔資料夾的路徑：不開啟這個壓縮檔。</translation>
    </message>
    <message>
        <source>%1 (a link)</source>
        <translation>%1（連結）</translation>
    </message>
    <message>
        <source>%1 (neither a file nor a folder)</source>
        <translation>%1（既不是檔案也不是資料夾）</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2.</source>
        <translation>寫不了 %1：%2。</translation>
    </message>
    <message>
        <source>The folder</source>
        <translation>資料夾</translation>
    </message>
    <message>
        <source>not a folder</source>
        <translation>不是資料夾</translation>
    </message>
    <message>
        <source>the file is missing</source>
        <translation>缺少這個檔案</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>無法讀取這個檔案</translation>
    </message>
    <message>
        <source>not YAML: %1</source>
        <translation>不是 YAML：%1</translation>
    </message>
    <message>
        <source>should be a map of keys</source>
        <translation>應該是鍵的對應表</translation>
    </message>
    <message>
        <source>%1 should be a map of keys</source>
        <translation>%1 應該是鍵的對應表</translation>
    </message>
    <message>
        <source>unknown key %1, left aside</source>
        <translation>未知的鍵 %1，已略過</translation>
    </message>
    <message>
        <source>%1 should be %2</source>
        <translation>%1 應該是 %2</translation>
    </message>
    <message>
        <source>%1 cannot be %2 (it may be %3)</source>
        <translation>%1 不能是 %2（可以是 %3）</translation>
    </message>
    <message>
        <source>a problem of type %1 cannot be stepped or judged here</source>
        <translation>%1 類型的題目在這裡無法逐步執行或評測</translation>
    </message>
    <message>
        <source>the problem has no name</source>
        <translation>題目沒有名稱</translation>
    </message>
    <message>
        <source>there are no secret tests</source>
        <translation>沒有隱藏的測資</translation>
    </message>
    <message>
        <source>test %1 stands beside the groups, left aside</source>
        <translation>測資 %1 放在各組之外，已略過</translation>
    </message>
    <message>
        <source>group %1 has no test</source>
        <translation>群組 %1 沒有測資</translation>
    </message>
    <message>
        <source>test %1 has no answer (.ans)</source>
        <translation>測資 %1 沒有答案（.ans）</translation>
    </message>
    <message>
        <source>answer %1 has no input (.in), left aside</source>
        <translation>答案 %1 沒有輸入（.in），已略過</translation>
    </message>
    <message>
        <source>%1 is neither C++ nor Python, left aside</source>
        <translation>%1 既不是 C++ 也不是 Python，已略過</translation>
    </message>
    <message>
        <source>there is no submission %1</source>
        <translation>沒有提交的程式 %1</translation>
    </message>
    <message>
        <source>there is no accepted solution</source>
        <translation>沒有被接受的解法</translation>
    </message>
    <message>
        <source>method %1 has another file in this language: %2 left aside</source>
        <translation>方法 %1 在這種語言中還有另一個檔案：%2 已略過</translation>
    </message>
    <message>
        <source>wrong solution %1 has another file in this language: %2 left aside</source>
        <translation>錯誤解法 %1 在這種語言中還有另一個檔案：%2 已略過</translation>
    </message>
    <message>
        <source>%1 is given neither a method nor a wrong id</source>
        <translation>%1 既沒有指定方法，也沒有指定錯誤解法的代號</translation>
    </message>
    <message>
        <source>%1 is accepted, but named a wrong solution</source>
        <translation>%1 被接受，卻被標為錯誤解法</translation>
    </message>
    <message>
        <source>%1 is a wrong solution, but named a method</source>
        <translation>%1 是錯誤解法，卻被標為方法</translation>
    </message>
    <message>
        <source>the %1 comments&apos; file %2 is missing</source>
        <translation>缺少 %1 註解檔 %2</translation>
    </message>
    <message>
        <source>the %1 comments&apos; file %2 is not the solution&apos;s code on line %3, left aside</source>
        <translation>%1 註解檔 %2 第 %3 行的程式碼與解法不同，已略過</translation>
    </message>
    <message>
        <source>the board names no variable</source>
        <translation>棋盤沒有指定變數</translation>
    </message>
    <message>
        <source>%1 names no line for a move</source>
        <translation>%1 沒有指定表示一步的行</translation>
    </message>
    <message>
        <source>%1 does not build: %2</source>
        <translation>%1 無法編譯：%2</translation>
    </message>
    <message>
        <source>%1 fails the sample %2 (%3)</source>
        <translation>%1 沒有通過範例 %2（%3）</translation>
    </message>
    <message>
        <source>the board&apos;s variable %1 is never found in %2</source>
        <translation>在 %2 中始終找不到棋盤的變數 %1</translation>
    </message>
    <message>
        <source>the board&apos;s variable %1 in %2 is never laid out as the board says</source>
        <translation>%2 中棋盤的變數 %1 從未按棋盤所說的方式排列</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackFrames</name>
    <message>
        <source>Moves</source>
        <translation>步</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackGrowthView</name>
    <message>
        <source>Running the solutions on the pack&apos;s tests: %1 of %2…</source>
        <translation>正在用題目包的測資執行各解法：%1 / %2…</translation>
    </message>
    <message>
        <source>Input size (bytes)</source>
        <translation>輸入規模（位元組）</translation>
    </message>
    <message>
        <source>Input size</source>
        <translation>輸入規模</translation>
    </message>
    <message>
        <source>Input size (%1)</source>
        <translation>輸入規模（%1）</translation>
    </message>
    <message>
        <source>Lines run</source>
        <translation>執行的行數</translation>
    </message>
    <message numerus="yes">
        <source>%1, did not end on %n test(s)</source>
        <translation>
            <numerusform>%1，有 %n 筆測資沒能正常結束</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: does not build</source>
        <translation>%1：編譯不過</translation>
    </message>
    <message>
        <source>%1: no slope</source>
        <translation>%1：沒有斜率</translation>
    </message>
    <message>
        <source>%1: slope %2 before the line limit</source>
        <translation>%1：達到行數上限之前的斜率 %2</translation>
    </message>
    <message>
        <source>%1: slope %2</source>
        <translation>%1：斜率 %2</translation>
    </message>
    <message>
        <source>stopped at the line limit</source>
        <translation>在行數上限處停下</translation>
    </message>
    <message>
        <source>Slopes fitted on log-log axes. At most %1 lines in C++ and %2 in Python: a run stopped there is hollow, and left out of its slope.</source>
        <translation>斜率在雙對數座標上擬合。C++ 最多 %1 行，Python 最多 %2 行：在那裡被停下的執行畫成空心點，不計入斜率。</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackGuess</name>
    <message>
        <source>Guess first: which cell of the board does line %1 change? Click it.</source>
        <translation>先猜猜看：第 %1 行會改變棋盤上的哪一格？請點那一格。</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>第 %1 列、第 %2 欄</translation>
    </message>
    <message>
        <source>Right: line %1 changes %2. %3 of %4 right.</source>
        <translation>對了：第 %1 行改變的是%2那一格。猜對 %3 次，共 %4 次。</translation>
    </message>
    <message>
        <source>Not %1: line %2 changes %3. %4 of %5 right.</source>
        <translation>不是%1：第 %2 行改變的是%3那一格。猜對 %4 次，共 %5 次。</translation>
    </message>
    <message>
        <source>What the line prints</source>
        <translation>這一行印出什麼</translation>
    </message>
    <message>
        <source>Guess first: what does line %1 print? Type it, then press Enter.</source>
        <translation>先猜猜看：第 %1 行會印出什麼？輸入後按 Enter。</translation>
    </message>
    <message>
        <source>Right: line %1 prints &quot;%2&quot;. %3 of %4 right.</source>
        <translation>對了：第 %1 行印出「%2」。猜對 %3 次，共 %4 次。</translation>
    </message>
    <message>
        <source>Not &quot;%1&quot;: line %2 prints &quot;%3&quot;. %4 of %5 right.</source>
        <translation>不是「%1」：第 %2 行印出「%3」。猜對 %4 次，共 %5 次。</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackInputView</name>
    <message>
        <source>Input:</source>
        <translation>輸入：</translation>
    </message>
    <message>
        <source>Sample %1</source>
        <translation>範例 %1</translation>
    </message>
    <message>
        <source>Your own input</source>
        <translation>自己的輸入</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>記錄</translation>
    </message>
    <message>
        <source>Record the solution again on this input (Ctrl+Return)</source>
        <translation>用這份輸入重新記錄解法（Ctrl+Enter）</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackJudgeDialog</name>
    <message>
        <source>Judging %1 solutions on %2 tests with the pack&apos;s limits…</source>
        <translation>正在以題目包的限制，用 %2 筆測資評測 %1 個解法…</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>解法</translation>
    </message>
    <message>
        <source>%1
(%2 points)</source>
        <translation>%1
（%2 分）</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Method %1: %2</source>
        <translation>方法 %1：%2</translation>
    </message>
    <message>
        <source>Wrong: %1</source>
        <translation>錯誤：%1</translation>
    </message>
    <message>
        <source>It scores nothing here: a group it requires did not pass.</source>
        <translation>這組不得分：它要求先通過的組沒有通過。</translation>
    </message>
    <message>
        <source>Stopped: the tests not run are marked --.</source>
        <translation>已停止：沒有執行的測資標為 --。</translation>
    </message>
    <message>
        <source>A click on a group lists its tests; a click on a failed test opens it.</source>
        <translation>點一組可列出它的測資；點一筆沒通過的測資就在視窗中打開。</translation>
    </message>
    <message>
        <source>%1, %2:</source>
        <translation>%1，%2：</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>測資</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>秒數</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Judge: every solution of the pack on its tests</source>
        <translation>評測：題目包的每個解法跑它的測資</translation>
    </message>
    <message>
        <source>Judge again</source>
        <translation>重新評測</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Your program (%1)</source>
        <translation>你的程式（%1）</translation>
    </message>
    <message>
        <source>My tests</source>
        <translation>我的測資</translation>
    </message>
    <message>
        <source>My test %1</source>
        <translation>我的測資 %1</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>範例</translation>
    </message>
    <message>
        <source>Secret tests</source>
        <translation>隱藏測資</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackStatementView</name>
    <message>
        <source>This statement is written in LaTeX, and is shown as it is written.</source>
        <translation>這份題目敘述是用 LaTeX 寫的，照原樣顯示。</translation>
    </message>
    <message>
        <source>This statement is a PDF file: %1</source>
        <translation>這份題目敘述是 PDF 檔：%1</translation>
    </message>
    <message>
        <source>This problem has no statement.</source>
        <translation>這道題目沒有題目敘述。</translation>
    </message>
    <message>
        <source>Sample %1</source>
        <translation>範例 %1</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>輸入</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>%1 cannot be read: byte %2 at offset %3 is not UTF-8, and its encoding cannot be told.</source>
        <translation>無法讀取 %1：位置 %3 的位元組 %2 不是 UTF-8，也看不出檔案的編碼。</translation>
    </message>
    <message>
        <source>%1 cannot be read: byte %2 at offset %3 is not %4 text.</source>
        <translation>無法讀取 %1：位置 %3 的位元組 %2 不是 %4 文字。</translation>
    </message>
</context>
<context>
    <name>sb::ui::PenController</name>
    <message>
        <source>Pen: draw over the board and the code</source>
        <translation>畫筆：在棋盤和程式碼上畫</translation>
    </message>
    <message>
        <source>Pen: take back the last stroke</source>
        <translation>畫筆：收回最後一筆</translation>
    </message>
</context>
<context>
    <name>sb::ui::PenOverlay</name>
    <message>
        <source>Red</source>
        <translation>紅色</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>藍色</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>綠色</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑色</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>黃色</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>橡皮擦</translation>
    </message>
    <message>
        <source>Rub out the strokes the pen touches</source>
        <translation>擦掉筆碰到的筆畫</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>Take back the last stroke or rubbing out (Ctrl+Z)</source>
        <translation>收回上一筆或上一次擦除 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Clear every drawing (Esc)</source>
        <translation>清除所有畫的內容 (Esc)</translation>
    </message>
    <message>
        <source>Clear on each step</source>
        <translation>每步清除</translation>
    </message>
    <message>
        <source>On: drawings go when the step changes. Off: they stay until cleared.</source>
        <translation>開：換步時清除畫的內容。關：保留到手動清除。</translation>
    </message>
    <message>
        <source>Put the pen down (P)</source>
        <translation>放下畫筆 (P)</translation>
    </message>
</context>
<context>
    <name>sb::ui::PictureDialog</name>
    <message>
        <source>The board alone</source>
        <translation>只有棋盤</translation>
    </message>
    <message>
        <source>The whole window</source>
        <translation>整個視窗</translation>
    </message>
    <message>
        <source>Export a picture</source>
        <translation>匯出圖片</translation>
    </message>
    <message>
        <source>PNG (a picture of pixels)</source>
        <translation>PNG（像素圖片）</translation>
    </message>
    <message>
        <source>SVG (lines and text, sharp at any size)</source>
        <translation>SVG（線條與文字，任何大小都清晰）</translation>
    </message>
    <message>
        <source>What:</source>
        <translation>內容：</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>大小：</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>儲存…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>SVG pictures</source>
        <translation>SVG 圖片</translation>
    </message>
    <message>
        <source>PNG pictures</source>
        <translation>PNG 圖片</translation>
    </message>
</context>
<context>
    <name>sb::ui::PlayerActions</name>
    <message>
        <source>Previous moment</source>
        <translation>上一個時刻</translation>
    </message>
    <message>
        <source>Next moment</source>
        <translation>下一個時刻</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開頭</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>後退</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暫停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步驟</translation>
    </message>
    <message>
        <source>Step over</source>
        <translation>逐程序執行</translation>
    </message>
    <message>
        <source>Step out</source>
        <translation>跳出</translation>
    </message>
    <message>
        <source>End</source>
        <translation>結尾</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>慢一點</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>快一點</translation>
    </message>
    <message>
        <source>Play a moment at a time</source>
        <translation>逐個時刻播放</translation>
    </message>
    <message>
        <source>Play %1 one at a time</source>
        <translation>逐%1播放</translation>
    </message>
</context>
<context>
    <name>sb::ui::PlayerBar</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>步驟 %1 / %2</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>步驟 %1</translation>
    </message>
    <message>
        <source>Steps per second</source>
        <translation>每秒步驟數</translation>
    </message>
    <message>
        <source>Replaying the run from the start to step back</source>
        <translation>從頭重播以便往回走</translation>
    </message>
    <message>
        <source>Going to step %1</source>
        <translation>前往第 %1 步</translation>
    </message>
    <message>
        <source>Going to the end</source>
        <translation>前往結尾</translation>
    </message>
    <message>
        <source>Running on to the next stop</source>
        <translation>執行到下一個停點</translation>
    </message>
    <message>
        <source>Going back</source>
        <translation>往回走</translation>
    </message>
    <message>
        <source>Finding the same place in this method</source>
        <translation>在這個方法中尋找相同的位置</translation>
    </message>
    <message>
        <source>Stop (Esc)</source>
        <translation>停止 (Esc)</translation>
    </message>
    <message>
        <source>Stop here: the run stays at the step reached</source>
        <translation>在此停止：停留在已到達的那一步</translation>
    </message>
    <message>
        <source>%1: step %2 of %3</source>
        <translation>%1：第 %2 步，共 %3 步</translation>
    </message>
    <message>
        <source>%1: step %2</source>
        <translation>%1：第 %2 步</translation>
    </message>
</context>
<context>
    <name>sb::ui::PredictController</name>
    <message>
        <source>Guess first: ask before each event</source>
        <translation>先猜再看：每個事件前先提問</translation>
    </message>
</context>
<context>
    <name>sb::ui::PredictPanel</name>
    <message>
        <source>Step forward: the run stops before the next event and asks what will happen.</source>
        <translation>往前走一步：程式會在下一個事件前停下，問你接下來會發生什麼。</translation>
    </message>
    <message>
        <source>%1 Answer with a button or its key.</source>
        <translation>%1 請按按鈕或它的按鍵作答。</translation>
    </message>
    <message>
        <source>Score: %1 right of %2 asked</source>
        <translation>得分：問了 %2 題，答對 %1 題</translation>
    </message>
    <message>
        <source>Reset score</source>
        <translation>重設得分</translation>
    </message>
    <message>
        <source>Key %1</source>
        <translation>按鍵 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a question, then what to click to answer it</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>檢查</translation>
    </message>
    <message>
        <source>Score: %1/%2</source>
        <comment>right answers / questions asked, on a projector</comment>
        <translation>得分：%1/%2</translation>
    </message>
    <message>
        <source>Step forward to the first question.</source>
        <translation>往下走一步，就會看到第一題。</translation>
    </message>
</context>
<context>
    <name>sb::ui::Predictor</name>
    <message>
        <source>Right!</source>
        <translation>答對了！</translation>
    </message>
    <message>
        <source>Not quite: the answer is %1.</source>
        <translation>不對：答案是 %1。</translation>
    </message>
</context>
<context>
    <name>sb::ui::ProblemBar</name>
    <message>
        <source>Problem and method</source>
        <translation>題目與方法</translation>
    </message>
    <message>
        <source>Problem:</source>
        <translation>題目：</translation>
    </message>
</context>
<context>
    <name>sb::ui::ProgramFiles</name>
    <message>
        <source>%1 is not a C++ (.cpp) or Python (.py) file.</source>
        <translation>%1 不是 C++（.cpp）或 Python（.py）檔案。</translation>
    </message>
    <message>
        <source>%1 is larger than a program of one file should be (1 MB).</source>
        <translation>%1 比單一檔案的程式應有的大小（1 MB）還大。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>無法讀取 %1：%2</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>Open a program</source>
        <translation>開啟程式</translation>
    </message>
    <message>
        <source>Programs</source>
        <translation>程式</translation>
    </message>
    <message>
        <source>Save the program as</source>
        <translation>另存程式</translation>
    </message>
</context>
<context>
    <name>sb::ui::ProgramPlay</name>
    <message>
        <source>To your program&apos;s first line (Home)</source>
        <translation>到你的程式的第一行（Home）</translation>
    </message>
    <message>
        <source>Back a line of your program (Left)</source>
        <translation>你的程式後退一行（左方向鍵）</translation>
    </message>
    <message>
        <source>Run your program on at this speed, to the next breakpoint (Space)</source>
        <translation>以這個速度繼續執行你的程式，直到下一個中斷點（空白鍵）</translation>
    </message>
    <message>
        <source>The next line of your program, into a call (Right, F11)</source>
        <translation>你的程式的下一行，進入呼叫（右方向鍵、F11）</translation>
    </message>
    <message>
        <source>Over a call of your program (F10)</source>
        <translation>跳過你的程式的一次呼叫（F10）</translation>
    </message>
    <message>
        <source>Out of the function your program is in (Shift+F11)</source>
        <translation>跳出你的程式所在的函式（Shift+F11）</translation>
    </message>
    <message>
        <source>To your program&apos;s last line (End)</source>
        <translation>到你的程式的最後一行（End）</translation>
    </message>
    <message>
        <source>Back to where your program had read one part of the input less (Page Up)</source>
        <translation>回到你的程式少讀一段輸入的地方（Page Up）</translation>
    </message>
    <message>
        <source>On to the last line before your program reads the next part of the input or prints (Page Down)</source>
        <translation>前進到你的程式讀下一段輸入或輸出之前的最後一行（Page Down）</translation>
    </message>
</context>
<context>
    <name>sb::ui::ProgramStepper</name>
    <message>
        <source>Nothing was recorded.</source>
        <translation>沒有記錄到任何一行。</translation>
    </message>
    <message>
        <source>Line %1 · step %2 of %3 · in %4</source>
        <translation>第 %1 行 · 第 %2 / %3 步 · 在 %4 中</translation>
    </message>
    <message>
        <source>Board…</source>
        <translation>棋盤…</translation>
    </message>
    <message>
        <source>Which of your variables holds the board, and how</source>
        <translation>你的哪個變數存放棋盤，以及怎樣存放</translation>
    </message>
    <message>
        <source>Your program&apos;s board, read from %1 before line %2 runs.</source>
        <translation>你的程式的棋盤：在第 %2 行執行之前，從 %1 讀出。</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>參考解法</translation>
    </message>
    <message>
        <source>A built-in method beside your program, at the same point of the input</source>
        <translation>在你的程式旁邊顯示一個內建方法，停在輸入的同一處</translation>
    </message>
    <message>
        <source>Ended after line %1 · step %2 of %3</source>
        <translation>第 %1 行執行後結束 · 第 %2 / %3 步</translation>
    </message>
    <message>
        <source>Your program&apos;s board, read from %1 after its last line, line %2, ran.</source>
        <translation>你的程式的棋盤：在最後一行（第 %2 行）執行之後，從 %1 讀出。</translation>
    </message>
    <message>
        <source>Your program&apos;s board cannot be drawn here. %1</source>
        <translation>這裡無法畫出你的程式的棋盤。%1</translation>
    </message>
    <message>
        <source>The pack&apos;s reference beside your program, where it has got as far</source>
        <translation>題目包的參考解法放在你的程式旁邊，停在它走到同樣進度的地方</translation>
    </message>
</context>
<context>
    <name>sb::ui::RandomBoardDialog</name>
    <message>
        <source>Random board</source>
        <translation>隨機棋盤</translation>
    </message>
    <message>
        <source>Exactly that many moves clear it (built backwards from the empty board)</source>
        <translation>剛好用這麼多步就能清空（從空棋盤倒推產生）</translation>
    </message>
    <message>
        <source>Moves n:</source>
        <translation>步數 n：</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>顏色數：</translation>
    </message>
    <message>
        <source>Blocks (when not built backwards):</source>
        <translation>方塊數（不倒推產生時）：</translation>
    </message>
    <message>
        <source>No board that exactly %1 moves clear turned up: try again, or with more colours.</source>
        <translation>找不到剛好 %1 步就能清空的棋盤：請再試一次，或增加顏色數。</translation>
    </message>
</context>
<context>
    <name>sb::ui::RandomDealDialog</name>
    <message>
        <source>Random deal</source>
        <translation>隨機發牌</translation>
    </message>
    <message>
        <source>The game ends in one pile</source>
        <translation>遊戲結束時只剩一堆</translation>
    </message>
    <message>
        <source>Decks:</source>
        <translation>牌的副數：</translation>
    </message>
    <message>
        <source>No deal that ends in one pile turned up: try again.</source>
        <translation>找不到最後只剩一堆的發牌結果：請再試一次。</translation>
    </message>
</context>
<context>
    <name>sb::ui::RandomGameDialog</name>
    <message>
        <source>Random game</source>
        <translation>隨機對局</translation>
    </message>
    <message>
        <source>The last move wins</source>
        <translation>最後一手獲勝</translation>
    </message>
    <message>
        <source>Any line</source>
        <translation>任意一條線</translation>
    </message>
    <message>
        <source>A row</source>
        <translation>橫列</translation>
    </message>
    <message>
        <source>A column</source>
        <translation>直行</translation>
    </message>
    <message>
        <source>A diagonal</source>
        <translation>主對角線</translation>
    </message>
    <message>
        <source>An anti-diagonal</source>
        <translation>反對角線</translation>
    </message>
    <message>
        <source>The winning stone fills the middle of the line</source>
        <translation>致勝的棋子補在連線中間</translation>
    </message>
    <message>
        <source>Board size N:</source>
        <translation>棋盤大小 N：</translation>
    </message>
    <message>
        <source>Moves K:</source>
        <translation>手數 K：</translation>
    </message>
    <message>
        <source>Winning line:</source>
        <translation>致勝連線：</translation>
    </message>
    <message>
        <source>An %1 x %1 board has only %2 cells: fewer moves, please.</source>
        <translation>%1 x %1 的棋盤只有 %2 格：請減少手數。</translation>
    </message>
    <message>
        <source>Nobody can get five in a row on a board smaller than 5 x 5.</source>
        <translation>棋盤小於 5 x 5 時，沒有人能連成五顆。</translation>
    </message>
    <message>
        <source>A win needs at least %1 moves.</source>
        <translation>至少要 %1 手才可能獲勝。</translation>
    </message>
    <message>
        <source>The board is too full to avoid an earlier five in a row: try fewer moves.</source>
        <translation>棋盤太滿，無法避免提早出現五子連線：請減少手數。</translation>
    </message>
</context>
<context>
    <name>sb::ui::RandomInputDialog</name>
    <message>
        <source>Generate</source>
        <translation>產生</translation>
    </message>
</context>
<context>
    <name>sb::ui::RandomTableDialog</name>
    <message>
        <source>Random table</source>
        <translation>隨機表格</translation>
    </message>
    <message>
        <source>Rows n:</source>
        <translation>列數 n：</translation>
    </message>
    <message>
        <source>Columns m:</source>
        <translation>欄數 m：</translation>
    </message>
    <message>
        <source>Rounds it needs (the last, empty one included):</source>
        <translation>需要的輪數（包含最後沒拿掉牌的那一輪）：</translation>
    </message>
    <message>
        <source>Every value appears twice, so n x m must be even.</source>
        <translation>每個數值都出現兩次，所以 n x m 必須是偶數。</translation>
    </message>
    <message>
        <source>A %1 x %2 table can need at most %3 rounds here.</source>
        <translation>這裡 %1 x %2 的表格最多需要 %3 輪。</translation>
    </message>
    <message>
        <source>No table needing exactly %1 rounds turned up: try again or change the size.</source>
        <translation>找不到剛好需要 %1 輪的表格：請再試一次，或換個大小。</translation>
    </message>
</context>
<context>
    <name>sb::ui::RecordingEnd</name>
    <message>
        <source>The program was killed by %1 after its last line here.</source>
        <translation>程式在這裡最後一行之後被 %1 終止。</translation>
    </message>
    <message>
        <source>The program ended with exit code %1.</source>
        <translation>程式結束，結束碼為 %1。</translation>
    </message>
    <message>
        <source>The program printed more than 16 MB, so the recording stopped.</source>
        <translation>程式輸出超過 16 MB，所以記錄停止了。</translation>
    </message>
    <message>
        <source>The recording ran out of time: these are the lines up to then.</source>
        <translation>記錄超過時間：這些是到那時為止的各行。</translation>
    </message>
    <message>
        <source>The recording keeps the first %1 lines; the program ran on past them.</source>
        <translation>記錄只保留前 %1 行；程式之後還繼續執行。</translation>
    </message>
    <message>
        <source>You stopped the recording: these are the lines up to then.</source>
        <translation>你停止了記錄：這些是到那時為止的各行。</translation>
    </message>
    <message>
        <source>Your program could not be recorded: the recorder failed before its first line. Its own words are under Details.</source>
        <translation>無法記錄你的程式：記錄器在第一行之前就失敗了。它的原話在「詳細資料」裡。</translation>
    </message>
    <message>
        <source>The recording stopped after these lines: the recorder failed. Its own words are under Details.</source>
        <translation>記錄在這些行之後停止了：記錄器失敗了。它的原話在「詳細資料」裡。</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳細資料</translation>
    </message>
    <message>
        <source>What the recorder said, in its own words</source>
        <translation>記錄器說了什麼（它的原話）</translation>
    </message>
    <message>
        <source>The recording filled the %1 MB it may take: these are the lines up to then.</source>
        <translation>記錄已用滿可用的 %1 MB：這裡是到那時為止的各行。</translation>
    </message>
    <message>
        <source>The program stopped on an error it raised at its last line here: %1</source>
        <translation>程式在這裡最後一行引發錯誤而停止：%1</translation>
    </message>
</context>
<context>
    <name>sb::ui::RunResults</name>
    <message>
        <source>… and %1 bytes more</source>
        <translation>…… 還有 %1 位元組</translation>
    </message>
    <message>
        <source>The sandbox cannot start here, so your program is not run. Only where you trust the program, tick &quot;Run without a sandbox&quot; and run it again.</source>
        <translation>這台電腦無法啟動沙盒，所以你的程式沒有執行。只有在你信任這個程式時，才勾選「不用沙盒執行」再執行一次。</translation>
    </message>
    <message>
        <source>Compile error (CE): the compiler ran out of time.</source>
        <translation>編譯錯誤（CE）：編譯器逾時。</translation>
    </message>
    <message>
        <source>Compile error (CE): see the marked lines.</source>
        <translation>編譯錯誤（CE）：請看標記的行。</translation>
    </message>
    <message>
        <source>%1 s of CPU time · %2 MB of memory</source>
        <translation>CPU 時間 %1 秒 · 記憶體 %2 MB</translation>
    </message>
    <message>
        <source>Exit code %1 · %2</source>
        <translation>結束代碼 %1 · %2</translation>
    </message>
    <message>
        <source>Accepted (AC): the right answer.</source>
        <translation>通過（AC）：答案正確。</translation>
    </message>
    <message>
        <source>It ran. The input on screen has an error, so there is no right answer to compare with.</source>
        <translation>已執行。畫面上的輸入有錯誤，所以沒有正確答案可以比對。</translation>
    </message>
    <message>
        <source>Wrong answer (WA): its output ends before line %1; the right answer there is &quot;%2&quot;.</source>
        <translation>答案錯誤（WA）：輸出在第 %1 行之前就結束了；那一行的正確答案是「%2」。</translation>
    </message>
    <message>
        <source>Wrong answer (WA): line %1 prints &quot;%2&quot;, the right answer is &quot;%3&quot;.</source>
        <translation>答案錯誤（WA）：第 %1 行輸出「%2」，正確答案是「%3」。</translation>
    </message>
    <message>
        <source>Time limit (TLE): still running after %1 s, so it was stopped.</source>
        <translation>超過時間限制（TLE）：%1 秒後仍在執行，所以被停止。</translation>
    </message>
    <message>
        <source>Time limit (TLE): it used more than %1 s of CPU time.</source>
        <translation>超過時間限制（TLE）：用了超過 %1 秒的 CPU 時間。</translation>
    </message>
    <message>
        <source>Memory limit (MLE): it needed more than %1 MB.</source>
        <translation>超過記憶體限制（MLE）：需要超過 %1 MB。</translation>
    </message>
    <message>
        <source>Output limit: it printed more than %1 MB, so it was stopped.</source>
        <translation>超過輸出限制：輸出超過 %1 MB，所以被停止。</translation>
    </message>
    <message>
        <source>Runtime error (RE): killed by %1.</source>
        <translation>執行錯誤（RE）：被 %1 終止。</translation>
    </message>
    <message>
        <source>Runtime error (RE): exit code %1.</source>
        <translation>執行錯誤（RE）：結束代碼 %1。</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>輸出</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>錯誤</translation>
    </message>
</context>
<context>
    <name>sb::ui::SessionPlay</name>
    <message>
        <source>Back to the start (Home)</source>
        <translation>回到開頭 (Home)</translation>
    </message>
    <message>
        <source>One line back (Left)</source>
        <translation>退回一行 (←)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>播放或暫停 (空白鍵)</translation>
    </message>
    <message>
        <source>One line forward (Right)</source>
        <translation>往前執行一行 (→)</translation>
    </message>
    <message>
        <source>Step over: the next line runs, with the whole of any call it makes (F10)</source>
        <translation>逐程序執行：執行下一行，它呼叫的函式整個執行完 (F10)</translation>
    </message>
    <message>
        <source>Step out: the rest of this function runs, back to its caller (Shift+F11)</source>
        <translation>跳出：執行完目前函式的其餘部分，回到呼叫它的地方 (Shift+F11)</translation>
    </message>
    <message>
        <source>On to the end (End)</source>
        <translation>跳到結尾 (End)</translation>
    </message>
</context>
<context>
    <name>sb::ui::SettingsCheck</name>
    <message>
        <source>The settings could not be read, so StepBoard starts on its defaults. The damaged file was moved to %1.</source>
        <translation>設定檔讀不出來，所以 StepBoard 以預設值啟動。損壞的檔案已移到 %1。</translation>
    </message>
</context>
<context>
    <name>sb::ui::SidePanel</name>
    <message>
        <source>Code: C++</source>
        <translation>程式碼：C++</translation>
    </message>
    <message>
        <source>Code: Python</source>
        <translation>程式碼：Python</translation>
    </message>
    <message>
        <source>The code and its variables; C switches between C++ and Python</source>
        <translation>程式碼與變數；按 C 切換 C++ 與 Python</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>輸入</translation>
    </message>
    <message>
        <source>The input the program reads (stdin)</source>
        <translation>程式讀入的輸入資料（stdin）</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>題目</translation>
    </message>
    <message>
        <source>The problem: rules, input and output, limits, subtasks and samples</source>
        <translation>題目：規則、輸入與輸出、資料範圍、子題配分和範例</translation>
    </message>
    <message>
        <source>Mine</source>
        <comment>the tab of the student&apos;s own program</comment>
        <translation>我的解答</translation>
    </message>
    <message>
        <source>My solution: write your own program, run it on the input and judge it</source>
        <translation>我的解答：自己寫程式，在輸入上執行並評測</translation>
    </message>
    <message>
        <source>Code: your Python</source>
        <translation>程式碼：你的 Python</translation>
    </message>
    <message>
        <source>Code: your C++</source>
        <translation>程式碼：你的 C++</translation>
    </message>
</context>
<context>
    <name>sb::ui::SizeFields</name>
    <message>
        <source>Keep the proportions</source>
        <translation>維持長寬比</translation>
    </message>
</context>
<context>
    <name>sb::ui::SolutionController</name>
    <message>
        <source>Checking and running…</source>
        <translation>檢查並執行中……</translation>
    </message>
    <message>
        <source>Compiling and running…</source>
        <translation>編譯並執行中……</translation>
    </message>
    <message>
        <source>Recording your program line by line: %1 lines so far…</source>
        <translation>正在逐行記錄你的程式：目前 %1 行…</translation>
    </message>
    <message>
        <source>Running your program on the bank&apos;s tests, in order: %1 of %2 passed…</source>
        <translation>正在依序用測資庫執行你的程式：已通過 %1 / %2…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>開啟……</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存……</translation>
    </message>
    <message>
        <source>Start text</source>
        <translation>起始程式碼</translation>
    </message>
    <message>
        <source>Puts the start text back: it reads the input and prints an answer (Undo takes it back).</source>
        <translation>放回起始程式碼：讀入輸入並輸出一個答案（復原可以取回原本的程式）。</translation>
    </message>
    <message>
        <source>Run your program (My solution)</source>
        <translation>執行你的程式（我的解答）</translation>
    </message>
    <message>
        <source>A breakpoint on the line of your program (My solution): the caret&apos;s, or the line about to run</source>
        <translation>在你的程式的這一行設中斷點（我的解答）：游標所在的行，或即將執行的行</translation>
    </message>
    <message>
        <source>On the input on screen</source>
        <translation>在畫面上的輸入上</translation>
    </message>
    <message>
        <source>On the first test of the bank it fails</source>
        <translation>在第一筆沒通過的測資上</translation>
    </message>
    <message>
        <source>Stopped: your program passed the first %1 tests of the bank.</source>
        <translation>已停止：你的程式通過了前 %1 筆測資。</translation>
    </message>
    <message>
        <source>Your program passes all %1 tests of the bank.</source>
        <translation>你的程式通過了全部 %1 筆測資。</translation>
    </message>
    <message>
        <source>Test %1 of %2</source>
        <translation>%2 的第 %1 筆測資</translation>
    </message>
    <message>
        <source>%1 is the first your program fails (%2): it is stepped on it.</source>
        <translation>%1 是你的程式第一筆沒通過的測資（%2）：在它上面逐步執行。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Stepped, your program prints the right answer on this test.</source>
        <translation>逐行執行時，你的程式在這個測試上輸出了正確答案。</translation>
    </message>
    <message>
        <source>Your program ends having printed %1 bytes that agree with the right answer, which goes on after them: here is its last line.</source>
        <translation>你的程式結束時只輸出了與正確答案相同的前 %1 個位元組，正確答案後面還有內容：這是它的最後一行。</translation>
    </message>
    <message>
        <source>Line %1 prints the first character that differs from the right answer (step %2 of %3).</source>
        <translation>第 %1 行輸出了第一個與正確答案不同的字元（第 %2 / %3 步）。</translation>
    </message>
    <message>
        <source>Stepping your program: Right and Left step, F10 over a call, Shift+F11 out of one.</source>
        <translation>逐步執行你的程式：左右鍵逐步，F10 跳過函式呼叫，Shift+F11 跳出函式。</translation>
    </message>
</context>
<context>
    <name>sb::ui::SolutionEditor</name>
    <message>
        <source>Column %1: %2</source>
        <translation>第 %1 欄：%2</translation>
    </message>
</context>
<context>
    <name>sb::ui::SolutionPanel</name>
    <message>
        <source>Run</source>
        <translation>執行</translation>
    </message>
    <message>
        <source>Builds your program and runs it on the input on screen (%1)</source>
        <translation>編譯你的程式，並在畫面上的輸入上執行（%1）</translation>
    </message>
    <message>
        <source>The language of your program</source>
        <translation>你的程式的語言</translation>
    </message>
    <message>
        <source>File</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Open a program, save this one, or start again from the start text</source>
        <translation>開啟程式、儲存這個程式，或從起始程式碼重新開始</translation>
    </message>
    <message>
        <source>Run without a sandbox until StepBoard quits</source>
        <translation>不用沙盒執行，直到關閉 StepBoard</translation>
    </message>
    <message>
        <source>Without the sandbox your program runs as you: it can read and change your files and reach the network. Only the time, memory and file size limits still hold.</source>
        <translation>不用沙盒時，程式以你的身分執行：它能讀取、修改你的檔案，也能連上網路。只剩時間、記憶體和檔案大小的限制。</translation>
    </message>
    <message>
        <source>My tests</source>
        <translation>我的測資</translation>
    </message>
    <message>
        <source>Small tests of your own, with the answers you expect: the judge runs them too</source>
        <translation>你自己的小測資和預期答案：評測時也會執行它們</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>上次執行</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>逐步執行</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>編輯</translation>
    </message>
    <message>
        <source>Step through</source>
        <translation>逐步執行</translation>
    </message>
    <message>
        <source>Stops the recording: the lines so far are stepped</source>
        <translation>停止記錄：逐步執行目前已記錄的各行</translation>
    </message>
    <message>
        <source>Back to editing your program</source>
        <translation>回到編輯你的程式</translation>
    </message>
    <message>
        <source>Runs your program on the input on screen line by line, to step through it as a debugger does</source>
        <translation>在畫面上的輸入上逐行執行你的程式，像除錯器一樣逐步檢視</translation>
    </message>
    <message>
        <source>Step through on the input on screen, or on the first test of the bank your program fails</source>
        <translation>在畫面上的輸入上逐步執行，或在你的程式第一筆沒通過的測資上逐步執行</translation>
    </message>
    <message>
        <source>Stops running your program on the bank&apos;s tests</source>
        <translation>停止用測資庫執行你的程式</translation>
    </message>
</context>
<context>
    <name>sb::ui::SpeedBox</name>
    <message>
        <source>Moments a second; slower: [ or -, faster: ] or +</source>
        <translation>每秒幾個時刻；較慢：[ 或 -，較快：] 或 +</translation>
    </message>
    <message>
        <source>Lines a second; slower: [ or -, faster: ] or +</source>
        <translation>每秒幾行；較慢：[ 或 -，較快：] 或 +</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/秒</translation>
    </message>
    <message>
        <source>moments</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>What play takes each time: one line, or a whole moment (M)</source>
        <translation>每次播放前進多少：一行，或一整個時刻（M）</translation>
    </message>
    <message>
        <source>by lines</source>
        <translation>逐行</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>逐%1</translation>
    </message>
</context>
<context>
    <name>sb::ui::StatementController</name>
    <message>
        <source>Print the statement…</source>
        <translation>列印題目…</translation>
    </message>
    <message>
        <source>Export the statement as PDF…</source>
        <translation>將題目匯出成 PDF…</translation>
    </message>
    <message>
        <source>Print the statement</source>
        <translation>列印題目</translation>
    </message>
    <message>
        <source>Export the statement as PDF</source>
        <translation>將題目匯出成 PDF</translation>
    </message>
    <message>
        <source>Could not save %1.</source>
        <translation>無法儲存 %1。</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>無法儲存 %1：%2</translation>
    </message>
    <message>
        <source>PDF documents</source>
        <translation>PDF 文件</translation>
    </message>
</context>
<context>
    <name>sb::ui::StepperProgram</name>
    <message>
        <source>Nothing was recorded.</source>
        <translation>沒有記錄到任何一行。</translation>
    </message>
    <message>
        <source>Line %1:  %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>Ended after line %1:  %2</source>
        <translation>第 %1 行執行後結束：%2</translation>
    </message>
</context>
<context>
    <name>sb::ui::TestDiff</name>
    <message>
        <source>Input</source>
        <translation>輸入</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>正確答案</translation>
    </message>
    <message>
        <source>Your output</source>
        <translation>你的輸出</translation>
    </message>
    <message>
        <source>Open this test in the window</source>
        <translation>在視窗中開啟這筆測資</translation>
    </message>
    <message>
        <source>The test&apos;s input in the window, run by the reference method</source>
        <translation>在視窗中用標準方法執行這筆測資的輸入</translation>
    </message>
    <message>
        <source>Step through my program here</source>
        <translation>在這裡逐行執行我的程式</translation>
    </message>
    <message>
        <source>Your program on this test, line by line, from the line that prints the first wrong character</source>
        <translation>在這個測試上逐行執行你的程式，從輸出第一個錯誤字元的那一行開始</translation>
    </message>
</context>
<context>
    <name>sb::ui::VariableBoard</name>
    <message>
        <source>%1 is not in scope at this line.</source>
        <translation>這一行看不到 %1。</translation>
    </message>
    <message>
        <source>%1 is not a list the board can be read from.</source>
        <translation>%1 不是能讀出棋盤的串列。</translation>
    </message>
    <message>
        <source>Item %2 of %1 is not a list.</source>
        <translation>%1 的第 %2 項不是串列。</translation>
    </message>
    <message>
        <source>%1 has %2 items; the board needs %3.</source>
        <translation>%1 有 %2 項；棋盤需要 %3 項。</translation>
    </message>
    <message>
        <source>Item %2 of %1 has %3 items; the board needs %4.</source>
        <translation>%1 的第 %2 項有 %3 個元素；棋盤需要 %4 個。</translation>
    </message>
    <message>
        <source>Pile %2, card %3 of %1 is &quot;%4&quot;, which is not a card.</source>
        <translation>%1 的第 %2 堆第 %3 張是「%4」，不是一張牌。</translation>
    </message>
    <message>
        <source>Fill in every mark of the board.</source>
        <translation>請填好棋盤的每個標記。</translation>
    </message>
    <message>
        <source>Row %2, column %3 of %1 holds %4, which the board cannot draw.</source>
        <translation>%1 的第 %2 列第 %3 行是 %4，棋盤畫不出來。</translation>
    </message>
    <message>
        <source>Board: none chosen. Choose the variable that holds it.</source>
        <translation>棋盤：還沒有選擇。請選出存放棋盤的變數。</translation>
    </message>
    <message>
        <source>Board: %1. %2</source>
        <translation>棋盤：%1。%2</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>棋盤：%1</translation>
    </message>
</context>
<context>
    <name>sb::ui::WatchPanel</name>
    <message>
        <source>Variable</source>
        <translation>變數</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
</TS>
