<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AccordionUi</name>
    <message>
        <source>Accordion patience (UVa 127)</source>
        <translation>手风琴纸牌 (UVa 127)</translation>
    </message>
    <message>
        <source>Accordion</source>
        <translation>手风琴纸牌</translation>
    </message>
    <message>
        <source>No card is dealt yet. Step forward to start the first deck.</source>
        <translation>还没有发任何牌。单步执行，开始第一副牌。</translation>
    </message>
    <message>
        <source>Card moves: %1</source>
        <translation>移牌次数：%1</translation>
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
        <translation>之前“%1”移牌 %2 次之后，%3：%4</translation>
    </message>
    <message>
        <source>The UVa sample (two decks)</source>
        <translation>UVa 样例（两副牌）</translation>
    </message>
    <message>
        <source>A deck that ends in one pile</source>
        <translation>最后只剩一堆的一副牌</translation>
    </message>
    <message>
        <source>The input the program reads: decks of 52 cards such as QD AD 8H, and a line # at the end</source>
        <translation>程序读取的输入：若干副 52 张的牌，如 QD AD 8H，最后一行是 #</translation>
    </message>
    <message>
        <source>Random deal…</source>
        <translation>随机发牌…</translation>
    </message>
    <message>
        <source>A card that could go three piles to the left went onto its neighbour instead.</source>
        <translation>有一张牌本来可以移到往左数第三堆，却被移到了左边相邻的那一堆。</translation>
    </message>
    <message>
        <source>After a move this program did not go back, so the moves came in another order than the rules say.</source>
        <translation>这个程序移牌后没有往回找，所以移牌的顺序和规则说的不一样。</translation>
    </message>
    <message>
        <source>Deal and play</source>
        <translation>边发牌边玩</translation>
    </message>
    <message>
        <source>Scan from the first pile</source>
        <translation>从第一堆重新扫描</translation>
    </message>
    <message>
        <source>Back to the receiving pile</source>
        <translation>回到收牌的那一堆</translation>
    </message>
    <message>
        <source>Neighbour first</source>
        <translation>先试相邻的牌堆</translation>
    </message>
    <message>
        <source>Sweep on</source>
        <translation>继续往右扫</translation>
    </message>
    <message>
        <source>Method 1: deal one card, then make the leftmost possible move again and again until none is left, then deal the next: the game as the statement tells it.</source>
        <translation>方法 1：发一张牌，然后反复做最左边能做的移动，直到不能再移，才发下一张：就是题目描述的玩法。</translation>
    </message>
    <message>
        <source>Method 2: deal all 52 cards, then after every move scan again from the first pile.</source>
        <translation>方法 2：先发完 52 张牌，之后每移动一次，就从第一堆重新扫描。</translation>
    </message>
    <message>
        <source>Method 3: deal all 52 cards; after a move go back to the pile that received the card, the leftmost place where a new move can appear.</source>
        <translation>方法 3：先发完 52 张牌；每移动一次，就回到收到那张牌的牌堆，那里是最左边可能出现新移动的地方。</translation>
    </message>
    <message>
        <source>Wrong: tries the pile just to the left before the pile three to the left.</source>
        <translation>错误：先试左边相邻的牌堆，再试往左数第三堆。</translation>
    </message>
    <message>
        <source>Wrong: after a move it sweeps on to the right instead of going back, and starts a new sweep only when one has moved something.</source>
        <translation>错误：移牌后不往回找，而是继续往右扫；一遍扫完时移过牌，才从头再扫一遍。</translation>
    </message>
    <message>
        <source>Deck %1 of %2: a new game starts on an empty table.</source>
        <translation>第 %1 副牌（共 %2 副）：在空桌上开始新的一局。</translation>
    </message>
    <message>
        <source>Deal %1: it starts pile %2.</source>
        <translation>发出 %1：它自成第 %2 堆。</translation>
    </message>
    <message>
        <source>%1 on pile %2 and %3 on pile %4, three to its left, share a rank or a suit: it can go there.</source>
        <translation>第 %2 堆的 %1 和往左数第三堆（第 %4 堆）的 %3 点数或花色相同：可以移过去。</translation>
    </message>
    <message>
        <source>%1 on pile %2 and %3 on pile %4, three to its left, share neither rank nor suit.</source>
        <translation>第 %2 堆的 %1 和往左数第三堆（第 %4 堆）的 %3 点数和花色都不同。</translation>
    </message>
    <message>
        <source>%1 on pile %2 and %3 on pile %4, next to it, share a rank or a suit: it can go there.</source>
        <translation>第 %2 堆的 %1 和左边相邻的第 %4 堆的 %3 点数或花色相同：可以移过去。</translation>
    </message>
    <message>
        <source>%1 on pile %2 and %3 on pile %4, next to it, share neither rank nor suit.</source>
        <translation>第 %2 堆的 %1 和左边相邻的第 %4 堆的 %3 点数和花色都不同。</translation>
    </message>
    <message>
        <source>Pile %1 has no pile that far to its left.</source>
        <translation>第 %1 堆左边没有那么远的牌堆。</translation>
    </message>
    <message>
        <source>Move %1 from pile %2 onto pile %3, %4 to the left.</source>
        <translation>把 %1 从第 %2 堆移到第 %3 堆上（往左 %4 堆）。</translation>
    </message>
    <message>
        <source>Pile %1 is empty now: the piles to its right close up, one pile is left.</source>
        <translation>第 %1 堆空了：右边的牌堆向左靠拢，剩下一堆。</translation>
    </message>
    <message>
        <source>Pile %1 is empty now: the piles to its right close up, %2 piles are left.</source>
        <translation>第 %1 堆空了：右边的牌堆向左靠拢，剩下 %2 堆。</translation>
    </message>
    <message>
        <source>Go back to pile %1, which just got a card: only its top changed, so it is the leftmost place where a new move can appear.</source>
        <translation>回到刚收到一张牌的第 %1 堆：只有它最上面的牌变了，所以这里是最左边可能出现新移动的地方。</translation>
    </message>
    <message>
        <source>Start again from the first pile.</source>
        <translation>从第一堆重新开始。</translation>
    </message>
    <message>
        <source>Nothing moves from the pile before: go on to pile %1.</source>
        <translation>前一堆没有牌可以移：继续看第 %1 堆。</translation>
    </message>
    <message>
        <source>This sweep moved cards, so this program starts another sweep from the left.</source>
        <translation>这一遍移过牌，所以这个程序从左边再扫一遍。</translation>
    </message>
    <message>
        <source>This sweep moved nothing: this program stops here.</source>
        <translation>这一遍没有移动任何牌：这个程序就停在这里。</translation>
    </message>
    <message>
        <source>No card can move: one pile remains, and the line for this deck is printed.</source>
        <translation>没有牌能再移动：剩下一堆，输出这副牌的那一行结果。</translation>
    </message>
    <message>
        <source>No card can move: %1 piles remain, and the line for this deck is printed.</source>
        <translation>没有牌能再移动：剩下 %1 堆，输出这副牌的那一行结果。</translation>
    </message>
    <message>
        <source>Sweep %1 starts from the first pile.</source>
        <translation>第 %1 趟扫描从第一堆开始。</translation>
    </message>
    <message>
        <source>Past the last of the %1 piles: nothing more to look at in this scan.</source>
        <translation>已经越过最后一堆（共 %1 堆）：这一趟没有牌要看了。</translation>
    </message>
    <message>
        <source>This program sweeps on: pile %1 was closed up, so the next pile is now at the same place, %1.</source>
        <translation>这个程序继续往右扫：原来的牌堆已经靠拢，下一堆正好移到同一个位置，第 %1 堆。</translation>
    </message>
    <message>
        <source>This program sweeps on to pile %1 instead of going back.</source>
        <translation>这个程序没有往回走，而是继续扫到第 %1 堆。</translation>
    </message>
    <message>
        <source>3 before 1: a card that can go either way</source>
        <translation>先看第 3 堆：一张牌两边都能放</translation>
    </message>
    <message>
        <source>Leftmost first: a move makes another possible to its left</source>
        <translation>最左边的先移：一次移动让它左边又能移动</translation>
    </message>
    <message>
        <source>Three random decks</source>
        <translation>三副随机的牌</translation>
    </message>
    <message>
        <source>Card moves</source>
        <translation>移牌次数</translation>
    </message>
    <message>
        <source>Decks dealt</source>
        <translation>发出的副数</translation>
    </message>
    <message>
        <source>Comparisons per deck</source>
        <translation>每副牌的比较次数</translation>
    </message>
    <message>
        <source>Card move %1: moves no card.</source>
        <translation>第 %1 次移牌：没有移动任何牌。</translation>
    </message>
    <message>
        <source>Card move %1 (deck %2): %3 from pile %4 onto pile %5.</source>
        <translation>第 %1 次移牌（第 %2 副）：%3 从第 %4 堆移到第 %5 堆。</translation>
    </message>
    <message>
        <source>%1 onto pile %2</source>
        <translation>%1 移到第 %2 叠</translation>
    </message>
    <message>
        <source>Which card moves, and where?</source>
        <translation>哪张牌会移动、移到哪里？</translation>
    </message>
    <message>
        <source>Click the card that moves.</source>
        <translation>请点击会移动的那张牌。</translation>
    </message>
    <message>
        <source>Now click the pile it lands on.</source>
        <translation>再点击它落到的那一叠。</translation>
    </message>
    <message>
        <source>cards has room for the 52 cards of a deck, read one by one.</source>
        <translation>cards 有 52 个位置，一张一张读进一副牌。</translation>
    </message>
    <message>
        <source>Read %1, the first card of deck %2: it is no #, so a deck follows.</source>
        <translation>读到 %1，第 %2 副牌的第一张：不是 #，所以后面还有一副牌。</translation>
    </message>
    <message>
        <source>Read card %1 of the deck: %2.</source>
        <translation>读入这副牌的第 %1 张：%2。</translation>
    </message>
    <message>
        <source>Take the next 52 words: the cards of deck %1.</source>
        <translation>取出接下来的 52 个词：第 %1 副牌的牌。</translation>
    </message>
    <message>
        <source>The %1 cards of the previous deck leave the table.</source>
        <translation>上一副牌的 %1 张牌离开桌面。</translation>
    </message>
    <message>
        <source>The table is empty already: this is the first deck.</source>
        <translation>桌面本来就是空的：这是第一副牌。</translation>
    </message>
    <message>
        <source>Call play(): it makes the moves on these %1 piles.</source>
        <translation>调用 play()：在这 %1 堆上做所有移动。</translation>
    </message>
    <message>
        <source>Pile %1 is one of the %2 piles: look at it.</source>
        <translation>第 %1 堆在这 %2 堆之内：看看它。</translation>
    </message>
    <message>
        <source>Call target(%1): where can the top card of pile %1 go?</source>
        <translation>调用 target(%1)：第 %1 堆的顶牌可以去哪里？</translation>
    </message>
    <message>
        <source>Pile %2 is three to the left of pile %1: do their top cards match?</source>
        <translation>第 %2 堆在第 %1 堆左边第 3 堆：两堆的顶牌匹配吗？</translation>
    </message>
    <message>
        <source>Pile %2 is next to pile %1: do their top cards match?</source>
        <translation>第 %2 堆就在第 %1 堆左边：两堆的顶牌匹配吗？</translation>
    </message>
    <message>
        <source>j = -1: the top card of pile %1 stays.</source>
        <translation>j = -1：第 %1 堆的顶牌不动。</translation>
    </message>
    <message>
        <source>j = %2: the top card of pile %1 can go onto pile %2.</source>
        <translation>j = %2：第 %1 堆的顶牌可以放到第 %2 堆上。</translation>
    </message>
    <message>
        <source>j is -1: nothing moves from pile %1.</source>
        <translation>j 是 -1：第 %1 堆没有牌移动。</translation>
    </message>
    <message>
        <source>j is %2: the top card of pile %1 moves.</source>
        <translation>j 是 %2：第 %1 堆的顶牌要移动。</translation>
    </message>
    <message>
        <source>Call the function that moves a card: the top card of pile %1 goes onto pile %2.</source>
        <translation>调用移牌的函数：第 %1 堆的顶牌放到第 %2 堆上。</translation>
    </message>
    <message>
        <source>%1 leaves the top of pile %2.</source>
        <translation>%1 离开第 %2 堆的顶端。</translation>
    </message>
    <message>
        <source>Pile %1 has no card left: it must close up.</source>
        <translation>第 %1 堆没有牌了：必须补上。</translation>
    </message>
    <message>
        <source>Pile %1 was closed up: the next pile is at place %1 now.</source>
        <translation>第 %1 堆已经补上：下一堆现在就在位置 %1。</translation>
    </message>
    <message>
        <source>Pile %1 is still there.</source>
        <translation>第 %1 堆还在。</translation>
    </message>
    <message>
        <source>The endless loop of sweeps turns again: another sweep.</source>
        <translation>扫描的无穷循环再转一次：再扫一轮。</translation>
    </message>
    <message>
        <source>Print how many piles remain: 1 pile.</source>
        <translation>输出剩下几堆：1 堆。</translation>
    </message>
    <message>
        <source>Print how many piles remain: %1 piles.</source>
        <translation>输出剩下几堆：%1 堆。</translation>
    </message>
    <message>
        <source>Next, the height of pile %1.</source>
        <translation>接着是第 %1 堆的高度。</translation>
    </message>
    <message>
        <source>Every pile&apos;s height is printed.</source>
        <translation>每一堆的高度都输出了。</translation>
    </message>
    <message>
        <source>End the deck&apos;s line.</source>
        <translation>结束这副牌的那一行。</translation>
    </message>
    <message>
        <source>piles starts as an empty list.</source>
        <translation>piles 一开始是空列表。</translation>
    </message>
    <message>
        <source>No more decks after deck %1: the input ends here.</source>
        <translation>第 %1 副牌之后没有牌了：输入到此结束。</translation>
    </message>
    <message>
        <source>Pile %1 is not empty: it stays.</source>
        <translation>第 %1 堆不是空的：它留着。</translation>
    </message>
    <message>
        <source>The height of pile %1 is %2: print it.</source>
        <translation>第 %1 堆有 %2 张牌：输出 %2。</translation>
    </message>
    <message>
        <source>card moves</source>
        <comment>play by</comment>
        <translation>步移牌</translation>
    </message>
    <message>
        <source>comparisons</source>
        <translation>比较次数</translation>
    </message>
    <message>
        <source>card moves</source>
        <translation>移牌次数</translation>
    </message>
    <message>
        <source>piles closed up</source>
        <translation>移除的空牌堆数</translation>
    </message>
    <message>
        <source>decks</source>
        <translation>牌的副数</translation>
    </message>
    <message>
        <source>this is not a card: a card is a rank A23456789TJQK and a suit CDHS, like QH or 7C</source>
        <translation>这不是一张牌：一张牌由点数 A23456789TJQK 和花色 CDHS 组成，例如 QH 或 7C</translation>
    </message>
    <message>
        <source>deck %1 holds %2 twice (first as its card %3)</source>
        <translation>第 %1 副牌有两张 %2（第一张是这副牌的第 %3 张）</translation>
    </message>
    <message>
        <source>deck %1 has only %2 cards: a deck has %3</source>
        <translation>第 %1 副牌只有 %2 张：一副牌应有 %3 张</translation>
    </message>
    <message>
        <source>the input holds no deck: it must give at least one deck of %1 cards</source>
        <translation>输入中一副牌也没有：至少要有一副 %1 张的牌</translation>
    </message>
    <message>
        <source>unexpected text after the line that starts with #, which ends the input</source>
        <translation>以 # 开头的那一行表示输入结束，但后面还有多余的内容</translation>
    </message>
    <message>
        <source>Decks answered</source>
        <translation>已回答的副数</translation>
    </message>
</context>
<context>
    <name>AnimationExport</name>
    <message>
        <source>Unknown problem &apos;%1&apos;.</source>
        <translation>未知的题目“%1”。</translation>
    </message>
    <message>
        <source>The input has errors.</source>
        <translation>输入有错误。</translation>
    </message>
    <message>
        <source>Unknown method &apos;%1&apos;.</source>
        <translation>未知的方法“%1”。</translation>
    </message>
    <message>
        <source>The last frame comes before the first.</source>
        <translation>最后一帧在第一帧之前。</translation>
    </message>
    <message>
        <source>The run ends in %1, before the first frame.</source>
        <translation>运行在%1就结束了，还没到第一帧。</translation>
    </message>
    <message>
        <source>The run ends at step %1, before the first frame.</source>
        <translation>运行在步骤 %1 就结束了，还没到第一帧。</translation>
    </message>
    <message>
        <source>The run ends after move %1, before the first frame.</source>
        <translation>这次运行在第 %1 步之后就结束了，早于第一帧。</translation>
    </message>
</context>
<context>
    <name>CardsUi</name>
    <message>
        <source>Card game (APCS 2023-10)</source>
        <translation>卡牌游戏 (APCS 2023-10)</translation>
    </message>
    <message>
        <source>Every card is on the table. Step forward to start the first round.</source>
        <translation>所有牌都还在表格上。单步执行，开始第一轮。</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>下一轮</translation>
    </message>
    <message>
        <source>Previous round</source>
        <translation>上一轮</translation>
    </message>
    <message>
        <source>Before: %1 in round %2, %3: %4</source>
        <translation>之前“%1”在第 %2 轮时，%3：%4</translation>
    </message>
    <message>
        <source>Sample 1 (one row)</source>
        <translation>样例 1（一行）</translation>
    </message>
    <message>
        <source>Sample 2 (three rows)</source>
        <translation>样例 2（三行）</translation>
    </message>
    <message>
        <source>Self-test 1: a pair of 0s opens the way</source>
        <translation>自测 1：一对 0 让出通路</translation>
    </message>
    <message>
        <source>Self-test 2: one pass is not enough</source>
        <translation>自测 2：扫一遍不够</translation>
    </message>
    <message>
        <source>Self-test 3: columns are needed</source>
        <translation>自测 3：必须扫描列</translation>
    </message>
    <message>
        <source>Self-test 4: nothing can be taken</source>
        <translation>自测 4：什么都拿不掉</translation>
    </message>
    <message>
        <source>The input the program reads: n and m, then the table, one row per line</source>
        <translation>程序读取的输入：先是 n 和 m，然后逐行给出表格</translation>
    </message>
    <message>
        <source>Random table…</source>
        <translation>随机表格…</translation>
    </message>
    <message>
        <source>Round %1 starts from the same table as round %2, and the score is only added to, never read: every round from here repeats round %2, so the program never ends.</source>
        <translation>第 %1 轮开始时的表格和第 %2 轮相同，而分数只会被累加、从不被读取：从这里开始的每一轮都在重复第 %2 轮，所以程序永远不会结束。</translation>
    </message>
    <message>
        <source>Nothing has been scanned yet, so the first round starts.</source>
        <translation>还没有扫描过任何牌，所以开始第一轮。</translation>
    </message>
    <message>
        <source>Round %1 took cards off: another round, since they may have freed other pairs.</source>
        <translation>第 %1 轮拿掉了牌：再做一轮，因为拿掉的牌可能让其他牌也能配成对。</translation>
    </message>
    <message>
        <source>Round %1 took nothing off: no pair is left to take, the game is over.</source>
        <translation>第 %1 轮没有拿掉任何牌：已经没有能拿的一对牌，游戏结束。</translation>
    </message>
    <message>
        <source>Round %1 did not raise the score, so this program stops, even if a pair of 0s was taken off.</source>
        <translation>第 %1 轮没有让分数增加，所以这个程序停下了，即使这一轮拿掉了一对 0。</translation>
    </message>
    <message>
        <source>Round %1 begins: nothing taken off yet in this round.</source>
        <translation>第 %1 轮开始：这一轮还没有拿掉任何牌。</translation>
    </message>
    <message>
        <source>Scan row %1 from the left: no card seen yet.</source>
        <translation>从左边开始扫描第 %1 行：还没看到任何牌。</translation>
    </message>
    <message>
        <source>Scan column %1 from the top: no card seen yet.</source>
        <translation>从上面开始扫描第 %1 列：还没看到任何牌。</translation>
    </message>
    <message>
        <source>%1 is empty: it blocks nothing, skip it.</source>
        <translation>%1 是空格：不会挡住任何牌，跳过。</translation>
    </message>
    <message>
        <source>%1 holds the card %2.</source>
        <translation>%1 有一张 %2。</translation>
    </message>
    <message>
        <source>%1 holds a card of value 0, but this program takes 0 for an empty cell and skips it.</source>
        <translation>%1 有一张 0，但这个程序把 0 当成空格，跳过了它。</translation>
    </message>
    <message>
        <source>%1 is the first card of this line so far: nothing to pair it with.</source>
        <translation>%1 是这条线上目前的第一张牌：没有牌可以和它配对。</translation>
    </message>
    <message>
        <source>%1 holds %2, the same as the last card still there: a pair, with only empty cells between.</source>
        <translation>%1 是 %2，和“上一张还在的牌”相同：配成一对，中间只有空格。</translation>
    </message>
    <message>
        <source>%1 holds %2, the last card still there holds %3: no pair.</source>
        <translation>%1 是 %2，“上一张还在的牌”是 %3：配不成对。</translation>
    </message>
    <message>
        <source>%1 is empty and so is the last &quot;card&quot;: this program takes two empty cells for a pair.</source>
        <translation>%1 是空格，上一张“牌”也是空格：这个程序把两个空格当成一对。</translation>
    </message>
    <message>
        <source>%1 becomes the last card still there.</source>
        <translation>%1 成为“上一张还在的牌”。</translation>
    </message>
    <message>
        <source>This program makes the empty cell %1 the last card, so the card before it can no longer pair.</source>
        <translation>这个程序把空格 %1 记成上一张牌，所以它前面那张牌再也配不成对。</translation>
    </message>
    <message>
        <source>Column %1 done: it took cards off.</source>
        <translation>第 %1 列扫完：拿掉了牌。</translation>
    </message>
    <message>
        <source>Column %1 done: nothing taken off.</source>
        <translation>第 %1 列扫完：没有拿掉牌。</translation>
    </message>
    <message>
        <source>Row %1 done: it took cards off.</source>
        <translation>第 %1 行扫完：拿掉了牌。</translation>
    </message>
    <message>
        <source>Row %1 done: nothing taken off.</source>
        <translation>第 %1 行扫完：没有拿掉牌。</translation>
    </message>
    <message>
        <source>Round %1 starts from the very same table as round %2: it will do exactly what round %2 did, again and again.</source>
        <translation>第 %1 轮开始时的表格和第 %2 轮完全相同：它会一遍又一遍地重复第 %2 轮做过的事。</translation>
    </message>
    <message>
        <source>The program prints its score: %1.</source>
        <translation>程序输出它的分数：%1。</translation>
    </message>
    <message>
        <source>One row (subtask 1)</source>
        <translation>一行（子任务 1）</translation>
    </message>
    <message>
        <source>Rows and columns</source>
        <translation>行与列</translation>
    </message>
    <message>
        <source>0 marks empty</source>
        <translation>用 0 标记空格</translation>
    </message>
    <message>
        <source>Score must grow</source>
        <translation>分数增加才继续</translation>
    </message>
    <message>
        <source>One round</source>
        <translation>只做一轮</translation>
    </message>
    <message>
        <source>Rows only</source>
        <translation>只扫描行</translation>
    </message>
    <message>
        <source>Empty not skipped</source>
        <translation>不跳过空格</translation>
    </message>
    <message>
        <source>Empty becomes last</source>
        <translation>空格当成上一张</translation>
    </message>
    <message>
        <source>Subtask 1: scan the first row from left to right, again and again, until a pass takes nothing off. It reads the first row only.</source>
        <translation>子任务 1：反复从左到右扫描第一行，直到某一遍没拿掉任何牌为止。它只读第一行。</translation>
    </message>
    <message>
        <source>Full solution: each round scans every row and every column with one line scan, until a round takes nothing off.</source>
        <translation>完整解法：每一轮用同一种单线扫描扫过每一行、每一列，直到某一轮没拿掉任何牌为止。</translation>
    </message>
    <message>
        <source>Wrong: marks a card taken off with 0, so cards of value 0 count as empty cells.</source>
        <translation>错误：用 0 标记拿掉的牌，所以数值为 0 的牌会被当成空格。</translation>
    </message>
    <message>
        <source>Wrong: goes on only while the score grows, so a pair of 0s ends the game too early.</source>
        <translation>错误：分数增加才继续，所以只拿掉一对 0 的那一轮会让游戏过早结束。</translation>
    </message>
    <message>
        <source>Wrong: one round only, so pairs freed by that round stay on the table.</source>
        <translation>错误：只做一轮，所以这一轮之后才能拿的牌都留在表格上。</translation>
    </message>
    <message>
        <source>Wrong: scans the rows and never the columns.</source>
        <translation>错误：只扫描行，从不扫描列。</translation>
    </message>
    <message>
        <source>Wrong: compares empty cells like cards, so two empty cells pair forever and it never ends.</source>
        <translation>错误：把空格当成牌来比较，两个空格会一直被配成一对，程序永远不会结束。</translation>
    </message>
    <message>
        <source>Wrong: an empty cell becomes the last card, so 5 _ 5 can never pair.</source>
        <translation>错误：空格也会被记成上一张牌，所以 5 _ 5 永远配不成对。</translation>
    </message>
    <message>
        <source>This program reads the first row only: the table has %1 rows.</source>
        <translation>这个程序只读第一行：表格却有 %1 行。</translation>
    </message>
    <message>
        <source>The cards of value 0 on the table were skipped as if they were empty cells.</source>
        <translation>表格上数值为 0 的牌被当成空格跳过了。</translation>
    </message>
    <message>
        <source>A round that took off only a pair of 0s added nothing to the score, so this program stopped while pairs were left.</source>
        <translation>有一轮只拿掉了一对 0，分数没有增加，所以这个程序在还有牌能配对时就停下了。</translation>
    </message>
    <message>
        <source>The cards still on the table include pairs that the first round freed: a second round would take them.</source>
        <translation>表格上剩下的牌里，有第一轮之后才能拿的一对：再做第二轮就能拿掉它们。</translation>
    </message>
    <message>
        <source>The cards still on the table include pairs that face each other in a column.</source>
        <translation>表格上剩下的牌里，有在同一列上下相对的一对。</translation>
    </message>
    <message>
        <source>An empty cell became the last card, so two equal cards with only empty cells between them were not paired.</source>
        <translation>空格被记成上一张牌，所以中间只隔着空格的两张相同的牌没有配成对。</translation>
    </message>
    <message>
        <source>Card game</source>
        <translation>卡牌游戏</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>Cards on the table (n × m)</source>
        <translation>桌上的牌数（n × m）</translation>
    </message>
    <message>
        <source>Cells looked at per round</source>
        <translation>每轮查看的格子数</translation>
    </message>
    <message>
        <source>two empty cells</source>
        <translation>两个空格</translation>
    </message>
    <message>
        <source>two %1s</source>
        <translation>两张 %1</translation>
    </message>
    <message>
        <source>Round %1: takes nothing off.</source>
        <translation>第 %1 轮：没有取走任何牌。</translation>
    </message>
    <message>
        <source>Round %1: takes off %2.</source>
        <translation>第 %1 轮：取走 %2。</translation>
    </message>
    <message>
        <source>the two cards worth %1</source>
        <translation>两张 %1 分的牌</translation>
    </message>
    <message>
        <source>Click its two cards.</source>
        <translation>请点击这两张牌。</translation>
    </message>
    <message>
        <source>Which pair of cards is taken off next?</source>
        <translation>下一对被拿走的是哪两张牌？</translation>
    </message>
    <message>
        <source>A pair of %1s: the score goes up by %1, to %2.</source>
        <translation>一对 %1：分数加 %1，变成 %2。</translation>
    </message>
    <message>
        <source>Read the table: its size, then every card, row by row.</source>
        <translation>读入表格：先读大小，再一行一行读入每一张牌。</translation>
    </message>
    <message>
        <source>The table has %1 rows and %2 columns.</source>
        <translation>表格有 %1 行、%2 列。</translation>
    </message>
    <message>
        <source>The card at %1 is %2.</source>
        <translation>%1 的牌是 %2。</translation>
    </message>
    <message>
        <source>Row %1 starts as a list of %2 zeros, each replaced by the card read for it.</source>
        <translation>第 %1 行先是 %2 个 0 的列表，每个 0 会换成为它读入的牌。</translation>
    </message>
    <message>
        <source>EMPTY is %1: the mark of a cell whose card was taken off.</source>
        <translation>EMPTY 是 %1：用来标记牌已被拿掉的格子。</translation>
    </message>
    <message>
        <source>The table&apos;s size starts at 0: main reads it from the input.</source>
        <translation>表格的大小先设为 0：main 会从输入读出它。</translation>
    </message>
    <message>
        <source>The table starts as an empty list: the reading fills it.</source>
        <translation>表格一开始是空的列表：读入时会把它填满。</translation>
    </message>
    <message>
        <source>Scan column %1: call the line scan from its top cell, going down.</source>
        <translation>扫描第 %1 列：从最上面的格子开始往下，调用单线扫描。</translation>
    </message>
    <message>
        <source>Scan row %1: call the line scan from its left cell, going right.</source>
        <translation>扫描第 %1 行：从最左边的格子开始往右，调用单线扫描。</translation>
    </message>
    <message>
        <source>The scan of column %1 returned true: this round changed the table.</source>
        <translation>第 %1 列的扫描返回 true：这一轮改变了表格。</translation>
    </message>
    <message>
        <source>The scan of column %1 returned false: nothing to note.</source>
        <translation>第 %1 列的扫描返回 false：不用记下什么。</translation>
    </message>
    <message>
        <source>The scan of row %1 returned true: this round changed the table.</source>
        <translation>第 %1 行的扫描返回 true：这一轮改变了表格。</translation>
    </message>
    <message>
        <source>The scan of row %1 returned false: nothing to note.</source>
        <translation>第 %1 行的扫描返回 false：不用记下什么。</translation>
    </message>
    <message>
        <source>%1 is on the table: the scan looks at it.</source>
        <translation>%1 在表格内：扫描要看这一格。</translation>
    </message>
    <message>
        <source>%1 is past the edge: this line is scanned.</source>
        <translation>%1 已经超出边界：这条线扫描完毕。</translation>
    </message>
    <message>
        <source>The card %1 at %2 leaves the table: its cell is EMPTY now.</source>
        <translation>%2 的牌 %1 被拿走：这一格现在是 EMPTY。</translation>
    </message>
    <message>
        <source>Its partner %1 at %2 leaves too: the pair is gone.</source>
        <translation>和它配对的 %2 的 %1 也被拿走：这一对牌都不见了。</translation>
    </message>
    <message>
        <source>On to %1.</source>
        <translation>接着看 %1。</translation>
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
        <translation>输入为空：第一行必须给出 n 和 m，即行数和列数</translation>
    </message>
    <message>
        <source>the number of rows %1 is outside %2 to %3</source>
        <translation>行数 %1 不在 %2 到 %3 之间</translation>
    </message>
    <message>
        <source>the number of columns %1 is outside %2 to %3</source>
        <translation>列数 %1 不在 %2 到 %3 之间</translation>
    </message>
    <message>
        <source>the input ends early: %1 cards expected, only %2 found</source>
        <translation>输入提前结束：应有 %1 张牌，只找到 %2 张</translation>
    </message>
    <message>
        <source>the card value %1 is outside %2 to %3</source>
        <translation>牌的数值 %1 不在 %2 到 %3 之间</translation>
    </message>
    <message>
        <source>the value %1 appears only once (row %2, column %3): every value must appear exactly twice</source>
        <translation>数值 %1 只出现一次（第 %2 行第 %3 列）：每个数值都必须恰好出现两次</translation>
    </message>
    <message>
        <source>the value %1 appears a third time (first at row %2, column %3): every value must appear exactly twice</source>
        <translation>数值 %1 出现了第三次（第一次在第 %2 行第 %3 列）：每个数值都必须恰好出现两次</translation>
    </message>
    <message>
        <source>cells looked at</source>
        <translation>查看过的格子数</translation>
    </message>
    <message>
        <source>comparisons</source>
        <translation>比较次数</translation>
    </message>
    <message>
        <source>pairs removed</source>
        <translation>移除的对数</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>Cards read, then the answer</source>
        <translation>已读入的牌数，最后是答案</translation>
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
        <translation>棋盘还是空的。单步执行，下出第一手。</translation>
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
        <translation>之前“%1”在第 %2 手时，%3：%4</translation>
    </message>
    <message>
        <source>Sample from the statement (X and O, O wins at move 10)</source>
        <translation>题目样例（X 和 O，O 在第 10 手获胜）</translation>
    </message>
    <message>
        <source>The last stone fills the middle</source>
        <translation>最后一颗棋子填在中间</translation>
    </message>
    <message>
        <source>A line of six</source>
        <translation>连成六颗</translation>
    </message>
    <message>
        <source>Five on the anti-diagonal</source>
        <translation>副对角线上的五子连线</translation>
    </message>
    <message>
        <source>Five along the border</source>
        <translation>沿着边缘的五子连线</translation>
    </message>
    <message>
        <source>A 4 x 4 board: nobody can win</source>
        <translation>4 x 4 棋盘：没有人能赢</translation>
    </message>
    <message>
        <source>The input the program reads: N and K, then one move &quot;row column&quot; per line</source>
        <translation>程序读取的输入：先是 N 和 K，然后每行一手“行号 列号”</translation>
    </message>
    <message>
        <source>Random game…</source>
        <translation>随机对局…</translation>
    </message>
    <message>
        <source>row</source>
        <translation>横行</translation>
    </message>
    <message>
        <source>column</source>
        <translation>竖列</translation>
    </message>
    <message>
        <source>diagonal</source>
        <translation>主对角线</translation>
    </message>
    <message>
        <source>anti-diagonal</source>
        <translation>副对角线</translation>
    </message>
    <message>
        <source>Move %1: %2 plays at (%3, %4).</source>
        <translation>第 %1 手：%2 下在 (%3, %4)。</translation>
    </message>
    <message>
        <source>All %1 moves are played and this program found no five in a row: it prints 0.</source>
        <translation>%1 手都下完了，这个程序没找到连成五颗的棋子：它输出 0。</translation>
    </message>
    <message>
        <source>The scan found five in a row after move %1.</source>
        <translation>扫描发现：第 %1 手之后出现五子连线。</translation>
    </message>
    <message>
        <source>After move %1 the whole board holds no five in a row.</source>
        <translation>第 %1 手之后，整个棋盘都没有五子连线。</translation>
    </message>
    <message>
        <source>(%1, %2) is empty: skip it.</source>
        <translation>(%1, %2) 是空格：跳过。</translation>
    </message>
    <message>
        <source>(%1, %2) holds %3: try five cells from it in each direction.</source>
        <translation>(%1, %2) 是 %3：从这格向每个方向试五格。</translation>
    </message>
    <message>
        <source>From (%1, %2), try five cells along the %3.</source>
        <translation>从 (%1, %2) 沿着%3试五格。</translation>
    </message>
    <message>
        <source>(%1, %2) is off the board: no five this way.</source>
        <translation>(%1, %2) 超出棋盘：这个方向凑不够五颗。</translation>
    </message>
    <message>
        <source>(%1, %2) does not hold the same stone: no five this way.</source>
        <translation>(%1, %2) 不是同一方的棋子：这个方向没有五子连线。</translation>
    </message>
    <message>
        <source>(%1, %2) holds the same stone.</source>
        <translation>(%1, %2) 是同一方的棋子。</translation>
    </message>
    <message>
        <source>%1 equal stones so far.</source>
        <translation>目前有 %1 颗相同的棋子。</translation>
    </message>
    <message>
        <source>Five equal stones from (%1, %2) along the %3: someone has won.</source>
        <translation>从 (%1, %2) 沿着%3有五颗相同的棋子：有人赢了。</translation>
    </message>
    <message>
        <source>Only %1 equal stones here: not five.</source>
        <translation>这里只有 %1 颗相同的棋子：不到五颗。</translation>
    </message>
    <message>
        <source>Walk back along the %1 to the edge of the board: now at (%2, %3).</source>
        <translation>沿着%1往回走到棋盘边缘：现在在 (%2, %3)。</translation>
    </message>
    <message>
        <source>Read the %1 from its first cell (%2, %3): the counts start at 0.</source>
        <translation>从第一格 (%2, %3) 开始读这条%1：计数从 0 开始。</translation>
    </message>
    <message>
        <source>(%1, %2) holds the player&apos;s stone.</source>
        <translation>(%1, %2) 是这位玩家的棋子。</translation>
    </message>
    <message>
        <source>(%1, %2) does not hold the player&apos;s stone.</source>
        <translation>(%1, %2) 不是这位玩家的棋子。</translation>
    </message>
    <message>
        <source>The run grows to %1.</source>
        <translation>连续的棋子增加到 %1 颗。</translation>
    </message>
    <message>
        <source>The run breaks at (%1, %2): back to 0.</source>
        <translation>连续在 (%1, %2) 处中断：归零。</translation>
    </message>
    <message>
        <source>Longest run on this line so far: %1.</source>
        <translation>这条线目前最长的连续：%1 颗。</translation>
    </message>
    <message>
        <source>The %1 holds %2 in a row: five or more, a win.</source>
        <translation>这条%1上有 %2 颗连成一线：五颗以上，获胜。</translation>
    </message>
    <message>
        <source>The %1 holds at most %2 in a row: not five.</source>
        <translation>这条%1上最多只有 %2 颗连成一线：不到五颗。</translation>
    </message>
    <message>
        <source>Along the %1: the new stone counts as 1.</source>
        <translation>沿着%1：新棋子先算 1 颗。</translation>
    </message>
    <message>
        <source>(%1, %2) holds the same stone: count it.</source>
        <translation>(%1, %2) 是同一方的棋子：计入。</translation>
    </message>
    <message>
        <source>(%1, %2) holds the other player&apos;s stone: stop.</source>
        <translation>(%1, %2) 是对手的棋子：停下。</translation>
    </message>
    <message>
        <source>(%1, %2) is empty: stop.</source>
        <translation>(%1, %2) 是空格：停下。</translation>
    </message>
    <message>
        <source>(%1, %2) is the empty border around the board: stop.</source>
        <translation>(%1, %2) 是棋盘外围的空白边框：停下。</translation>
    </message>
    <message>
        <source>%1 in a row along the %2: five or more, a win!</source>
        <translation>沿着%2连续 %1 颗：五颗以上，获胜！</translation>
    </message>
    <message>
        <source>%1 in a row along the %2: fewer than five.</source>
        <translation>沿着%2连续 %1 颗：不到五颗。</translation>
    </message>
    <message>
        <source>%1 in a row along the %2, but this program wants exactly five: it misses the win.</source>
        <translation>沿着%2连续 %1 颗，但这个程序只认恰好五颗：漏判了这次获胜。</translation>
    </message>
    <message>
        <source>Method %1</source>
        <translation>方法 %1</translation>
    </message>
    <message>
        <source>Endpoint only</source>
        <translation>只从端点数</translation>
    </message>
    <message>
        <source>Exactly five</source>
        <translation>恰好五颗</translation>
    </message>
    <message>
        <source>No anti-diagonal</source>
        <translation>漏掉副对角线</translation>
    </message>
    <message>
        <source>Method 1: after every move, scan the whole board for five in a row. O(K·N²)</source>
        <translation>方法 1：每下一手，就扫描整个棋盘找五子连线。O(K·N²)</translation>
    </message>
    <message>
        <source>Method 2: read the four whole lines through the new stone. O(K·N)</source>
        <translation>方法 2：把经过新棋子的四条线整条读一遍。O(K·N)</translation>
    </message>
    <message>
        <source>Method 3: count outwards from the new stone, both ways along each line. O(K)</source>
        <translation>方法 3：从新棋子出发，沿每条线向两边数。O(K)</translation>
    </message>
    <message>
        <source>Wrong: only counts lines that start at the new stone, so a stone filling a gap is missed.</source>
        <translation>错误：只数从新棋子开始的线，所以新棋子填在中间空位时会漏判。</translation>
    </message>
    <message>
        <source>Wrong: asks for exactly five, so a line of six or seven is missed.</source>
        <translation>错误：要求恰好五颗，所以连成六颗或七颗时会漏判。</translation>
    </message>
    <message>
        <source>Wrong: checks only three directions and forgets the anti-diagonal.</source>
        <translation>错误：只检查三个方向，忘了副对角线。</translation>
    </message>
    <message>
        <source>Nobody ever has five in a row on this input.</source>
        <translation>这组输入从头到尾都没有人连成五颗。</translation>
    </message>
    <message>
        <source>This program wants exactly five, so it misses a line of %1.</source>
        <translation>这个程序只认恰好五颗，所以漏掉了连成 %1 颗的线。</translation>
    </message>
    <message>
        <source>This program never looks along the anti-diagonal.</source>
        <translation>这个程序从不沿着副对角线检查。</translation>
    </message>
    <message>
        <source>The new stone is not at an end of that line, so counting from it one way finds fewer than five.</source>
        <translation>新棋子不在这条线的端点，所以从它往单一方向数，数不到五颗。</translation>
    </message>
    <message>
        <source>Caro</source>
        <translation>五子棋</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Board side N</source>
        <translation>棋盘边长 N</translation>
    </message>
    <message>
        <source>Cells looked at per move</source>
        <translation>每步查看的格子数</translation>
    </message>
    <message>
        <source>Move %1: %2 plays and finds no five.</source>
        <translation>第 %1 手：%2 落子，没有找到五子连线。</translation>
    </message>
    <message>
        <source>Does this move win?</source>
        <translation>这一步会赢吗？</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>会</translation>
    </message>
    <message>
        <source>No</source>
        <translation>不会</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>会</translation>
    </message>
    <message>
        <source>no</source>
        <translation>不会</translation>
    </message>
    <message>
        <source>How many stones in this line?</source>
        <translation>这条线上有几颗棋子？</translation>
    </message>
    <message>
        <source>9 or more</source>
        <translation>9 颗及以上</translation>
    </message>
    <message>
        <source>One more stone: %1 along this ray so far.</source>
        <translation>又多一颗：这个方向目前连续 %1 颗。</translation>
    </message>
    <message>
        <source>Read N = %1 and K = %2: a %1 x %1 board and %2 moves.</source>
        <translation>读入 N = %1、K = %2：%1 x %1 的棋盘，共 %2 步。</translation>
    </message>
    <message>
        <source>An empty board of (N + 2) x (N + 2) cells: the %1 x %1 board inside a border.</source>
        <translation>一个 (N + 2) x (N + 2) 格的空棋盘：%1 x %1 的棋盘外面再围一圈边框。</translation>
    </message>
    <message>
        <source>The eight rays: both ways along the row, the column and the two diagonals.</source>
        <translation>八个方向：横行、竖列和两条对角线，各向两边。</translation>
    </message>
    <message>
        <source>The four directions as steps (dr, dc): row, column, diagonal, anti-diagonal.</source>
        <translation>四个方向，每一步走 (dr, dc)：横行、竖列、主对角线、副对角线。</translation>
    </message>
    <message>
        <source>Read move %1: row %2, column %3.</source>
        <translation>读入第 %1 步：第 %2 行、第 %3 列。</translation>
    </message>
    <message>
        <source>Move %1 is %2&apos;s.</source>
        <translation>第 %1 步由 %2 走。</translation>
    </message>
    <message>
        <source>After move %1, scan the whole board for five in a row.</source>
        <translation>第 %1 步之后，扫描整个棋盘找五连。</translation>
    </message>
    <message>
        <source>One cell back: now at (%1, %2).</source>
        <translation>往回退一格：现在在 (%1, %2)。</translation>
    </message>
    <message>
        <source>(%1, %2) is the first cell of the %3: the walk back stops.</source>
        <translation>(%1, %2) 是这条%3的第一格：不再往回退。</translation>
    </message>
    <message>
        <source>Find the longest run of the player&apos;s stones on the %3 through (%1, %2).</source>
        <translation>在经过 (%1, %2) 的%3上，找这位玩家最长的连续棋子。</translation>
    </message>
    <message>
        <source>The walk has left the board: the whole %1 is read.</source>
        <translation>已经走出棋盘：整条%1都读完了。</translation>
    </message>
    <message>
        <source>Count the player&apos;s stones from (%1, %2) in direction (%3, %4).</source>
        <translation>从 (%1, %2) 向 (%3, %4) 方向数这位玩家的棋子。</translation>
    </message>
    <message>
        <source>The ray in direction (%1, %2) starts with no stones.</source>
        <translation>(%1, %2) 方向从 0 颗开始数。</translation>
    </message>
    <message>
        <source>On to (%1, %2).</source>
        <translation>往下一格：(%1, %2)。</translation>
    </message>
    <message>
        <source>The ray holds %1 more stones: dem is now %2.</source>
        <translation>这个方向还有 %1 颗：dem 现在是 %2。</translation>
    </message>
    <message>
        <source>Move %1: %2 has %4 stones in a row along the %3. Exactly five: %2 wins, the answer is %1.</source>
        <translation>第 %1 手：%2 在一条%3上连成 %4 颗。刚好五颗：%2 获胜，答案是 %1。</translation>
    </message>
    <message>
        <source>Move %1: %2 has %4 stones in a row along the %3. Five or more: %2 wins, the answer is %1.</source>
        <translation>第 %1 手：%2 在一条%3上连成 %4 颗。五颗以上：%2 获胜，答案是 %1。</translation>
    </message>
    <message>
        <source>After move %1, %2 has %3 in a row along the %4, from (%5, %6) to (%7, %8).</source>
        <translation>第 %1 手之后，%2 在一条%4上连成 %3 颗，从 (%5, %6) 到 (%7, %8)。</translation>
    </message>
    <message>
        <source>Move %1: %2 has %3 stones in a row along the %4: a win.</source>
        <translation>第 %1 手：%2 在一条%4上连成 %3 颗：获胜。</translation>
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
        <translation>输入为空：第一行必须给出 N 和 K</translation>
    </message>
    <message>
        <source>the input ends early: %1 moves expected, only %2 found</source>
        <translation>输入提前结束：应有 %1 手，只找到 %2 手</translation>
    </message>
    <message>
        <source>the board size %1 is outside %2 to %3</source>
        <translation>棋盘大小 %1 不在 %2 到 %3 之间</translation>
    </message>
    <message>
        <source>the number of moves %1 is outside %2 to %3</source>
        <translation>手数 %1 不在 %2 到 %3 之间</translation>
    </message>
    <message>
        <source>move %1: row %2 is outside %3 to %4</source>
        <translation>第 %1 手：行号 %2 不在 %3 到 %4 之间</translation>
    </message>
    <message>
        <source>move %1: column %2 is outside %3 to %4</source>
        <translation>第 %1 手：列号 %2 不在 %3 到 %4 之间</translation>
    </message>
    <message>
        <source>move %1: cell (%2, %3) was already played at move %4</source>
        <translation>第 %1 手：格子 (%2, %3) 在第 %4 手已经下过了</translation>
    </message>
    <message>
        <source>cells looked at</source>
        <translation>查看过的格子数</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>手数</translation>
    </message>
</context>
<context>
    <name>DivergenceWords</name>
    <message>
        <source>it has already ended.</source>
        <translation>它已经结束了。</translation>
    </message>
    <message>
        <source>The first place where they differ. %1: %2 %3: %4</source>
        <translation>两者第一次不同的地方。%1：%2 %3：%4</translation>
    </message>
    <message>
        <source>On this input, %1 does the same as %2 at every step of the way: try another sample.</source>
        <translation>在这组输入上，%1 每一步都和 %2 做得一样：换一个样例试试。</translation>
    </message>
</context>
<context>
    <name>GifWriter</name>
    <message>
        <source>The file is not open.</source>
        <translation>文件没有打开。</translation>
    </message>
</context>
<context>
    <name>JudgedTest</name>
    <message>
        <source>Over the time limit on this test: here is as far as the run goes.</source>
        <translation>这组测试超过时间限制：运行只到这里。</translation>
    </message>
    <message>
        <source>Looking for the first moment this method goes wrong…</source>
        <translation>正在找这个方法第一次出错的地方…</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <source>a text in quotes is not closed</source>
        <translation>有一段引号中的文字缺少结束引号</translation>
    </message>
    <message>
        <source>a comma or a closing bracket is missing</source>
        <translation>缺少一个逗号或右括号</translation>
    </message>
    <message>
        <source>a colon is missing after a field&apos;s name</source>
        <translation>字段名后面缺少冒号</translation>
    </message>
    <message>
        <source>a backslash in a text is not followed by n, t, &quot;, \ or u</source>
        <translation>文字中的反斜杠后面不是 n、t、&quot;、\ 或 u</translation>
    </message>
    <message>
        <source>the text is not UTF-8</source>
        <translation>这段文字不是 UTF-8</translation>
    </message>
    <message>
        <source>something follows the closing brace</source>
        <translation>右花括号后面还有内容</translation>
    </message>
    <message>
        <source>a number is not written right</source>
        <translation>有一个数字写法不对</translation>
    </message>
    <message>
        <source>the text ends before the closing brace</source>
        <translation>文字在右花括号之前就结束了</translation>
    </message>
    <message>
        <source>something there is not a value (a text in quotes, a number, a list or true/false)</source>
        <translation>那里的内容不是一个值（引号中的文字、数字、列表或 true/false）</translation>
    </message>
    <message>
        <source>a text in quotes</source>
        <translation>引号中的文字</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>a list of texts in quotes</source>
        <translation>引号中文字的列表</translation>
    </message>
    <message>
        <source>a list of line numbers</source>
        <translation>行号的列表</translation>
    </message>
    <message>
        <source>a list of stops like {&quot;step&quot;: 120, &quot;text&quot;: &quot;…&quot;}</source>
        <translation>像 {&quot;step&quot;: 120, &quot;text&quot;: &quot;…&quot;} 这样的停靠点列表</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; is &quot;%3&quot;, which is not one of %4; &quot;%5&quot; is used.</source>
        <translation>第 %1 行：“%2”是“%3”，不是 %4 之一；改用“%5”。</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; should be %3; it is left out.</source>
        <translation>第 %1 行：“%2”应该是%3；略过这个字段。</translation>
    </message>
    <message>
        <source>This file is not a lesson: it is not JSON. Line %1, column %2: %3.</source>
        <translation>这个文件不是课堂文件：它不是 JSON。第 %1 行第 %2 列：%3。</translation>
    </message>
    <message>
        <source>This file is not a lesson: it is JSON, but not one object in braces { }.</source>
        <translation>这个文件不是课堂文件：它是 JSON，但不是一个用花括号 { } 括起来的对象。</translation>
    </message>
    <message>
        <source>This lesson was written by a newer StepBoard (format %1; this one reads format %2): what this StepBoard knows of it is opened, and the file is left as it is.</source>
        <translation>这个课堂文件是较新版的 StepBoard 写的（格式 %1；这一版读取格式 %2）：打开这一版认识的部分，文件保持原样。</translation>
    </message>
    <message>
        <source>The lesson %1 cannot be read: %2.</source>
        <translation>无法读取课堂文件 %1：%2。</translation>
    </message>
    <message>
        <source>The lesson cannot be saved to %1: %2.</source>
        <translation>无法把课堂文件保存到 %1：%2。</translation>
    </message>
    <message>
        <source>a whole number from 0 to %1</source>
        <translation>从 0 到 %1 的整数</translation>
    </message>
    <message>
        <source>a list of whole numbers from 0 to %1</source>
        <translation>从 0 到 %1 的整数的列表</translation>
    </message>
    <message>
        <source>Line %1: the lesson has %2 bookmarks, more than the %3 a lesson may hold; the first %3 are kept and the others left out.</source>
        <translation>第 %1 行：课堂文件有 %2 个书签，超过一份课堂最多可有的 %3 个；保留前 %3 个，其余略过。</translation>
    </message>
    <message>
        <source>Line %1: a bookmark says at most %2 characters; %3 of them say more and are cut to their first %2.</source>
        <translation>第 %1 行：一个书签的话最多 %2 个字符；其中 %3 个书签超过这个长度，只保留前 %2 个字符。</translation>
    </message>
    <message>
        <source>This file is not a lesson: its lists and braces are nested too deeply, more than %1 levels, at line %2, column %3.</source>
        <translation>这个文件不是课堂文件：它的列表和大括号嵌套太深，超过 %1 层，在第 %2 行第 %3 列。</translation>
    </message>
    <message>
        <source>The lesson %1 cannot be read: it is a folder.</source>
        <translation>无法读取课堂文件 %1：它是文件夹。</translation>
    </message>
    <message>
        <source>The lesson %1 cannot be read: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>无法读取课堂文件 %1：它不是普通文件（而是管道、设备或套接字）。</translation>
    </message>
    <message>
        <source>The lesson %1 cannot be read: it is larger than %2 MB, the most a lesson may be.</source>
        <translation>无法读取课堂文件 %1：它大于 %2 MB，超过课堂文件的上限。</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; is larger than %3 MB, the most an input may be; it is left out.</source>
        <translation>第 %1 行：“%2”大于 %3 MB，超过输入的上限；略去不用。</translation>
    </message>
    <message>
        <source>Line %1: &quot;program&quot; is larger than %2 MB, the most a program of one file may be; it is left out.</source>
        <translation>第 %1 行：“program”大于 %2 MB，超过单个文件程序的上限；略去不用。</translation>
    </message>
    <message>
        <source>Line %1: &quot;programBoard&quot; is &quot;%2&quot;, which does not say a variable and how to read it (like &quot;g rows 0 1 0 X O&quot;); the board is guessed instead.</source>
        <translation>第 %1 行：“programBoard”是“%2”，没有说明是哪个变量、怎么读（例如“g rows 0 1 0 X O”）；改用猜到的棋盘。</translation>
    </message>
</context>
<context>
    <name>MayanUi</name>
    <message>
        <source>Mayan puzzle (NOIP 2011)</source>
        <translation>玛雅游戏 (NOIP 2011)</translation>
    </message>
    <message>
        <source>Mayan puzzle</source>
        <translation>玛雅游戏</translation>
    </message>
    <message>
        <source>Search nodes: %1</source>
        <translation>搜索节点数：%1</translation>
    </message>
    <message>
        <source>Next node</source>
        <translation>下一个节点</translation>
    </message>
    <message>
        <source>Previous node</source>
        <translation>上一个节点</translation>
    </message>
    <message>
        <source>Before: %1 after %2 search nodes, %3: %4</source>
        <translation>之前“%1”搜索 %2 个节点之后，%3：%4</translation>
    </message>
    <message>
        <source>The input the program reads: n, then five columns from the left, each its colours from the bottom up and a 0</source>
        <translation>程序读取的输入：先是 n，然后从左到右五列，每列从下到上给出颜色，以 0 结尾</translation>
    </message>
    <message>
        <source>Random board…</source>
        <translation>随机棋盘…</translation>
    </message>
    <message>
        <source>Search (the editorial)</source>
        <translation>搜索（题解做法）</translation>
    </message>
    <message>
        <source>Search without the left rule</source>
        <translation>搜索（不限制左移）</translation>
    </message>
    <message>
        <source>Search with prunes</source>
        <translation>带剪枝的搜索</translation>
    </message>
    <message>
        <source>Skips equal swaps</source>
        <translation>跳过同色交换</translation>
    </message>
    <message>
        <source>Clears each run at once</source>
        <translation>找到连线就立即消除</translation>
    </message>
    <message>
        <source>No chain reaction</source>
        <translation>没有连锁消除</translation>
    </message>
    <message>
        <source>No fall after a clear</source>
        <translation>消除后不下落</translation>
    </message>
    <message>
        <source>Method 1: depth-first search, columns left to right, blocks bottom up, right before left; a left move only into an empty cell.</source>
        <translation>方法 1：深度优先搜索，列从左到右，方块从下到上，先右移再左移；只有左边是空格时才向左移。</translation>
    </message>
    <message>
        <source>Method 2: every block both ways, no rule: the same answer, far more search nodes.</source>
        <translation>方法 2：每个方块都向左右两边试，不加限制：答案相同，但搜索节点多得多。</translation>
    </message>
    <message>
        <source>Method 3: method 1 plus two sound prunes: a colour with 1 or 2 blocks left, and a board already proven unsolvable with as many moves left.</source>
        <translation>方法 3：方法 1 再加上两个正确的剪枝：某种颜色只剩 1 或 2 个方块；局面在剩余步数相同时已证明无解。</translation>
    </message>
    <message>
        <source>Wrong: never swaps two blocks of one colour, but with exactly n moves a wasted move can be needed.</source>
        <translation>错误：从不交换两个同色方块，但要恰好走 n 步时，可能需要一步“白走”的移动。</translation>
    </message>
    <message>
        <source>Wrong: clears a run the moment it finds it, so a block shared by two runs only clears one of them.</source>
        <translation>错误：一找到连线就立即消除，所以两条连线共用一个方块时，只会消除其中一条。</translation>
    </message>
    <message>
        <source>Wrong: clears once after a move and never looks again: no chain reaction.</source>
        <translation>错误：每次移动后只消除一次，不再检查：没有连锁消除。</translation>
    </message>
    <message>
        <source>Wrong: after a clear the blocks above stay in the air.</source>
        <translation>错误：消除后，上面的方块悬在半空中。</translation>
    </message>
    <message>
        <source>The answer swaps two blocks of the same colour somewhere, a move this program never tries.</source>
        <translation>答案中有一步交换了两个同色方块，而这个程序从不尝试这种移动。</translation>
    </message>
    <message>
        <source>Here two runs share a block: clearing the first at once leaves the other short of three.</source>
        <translation>这里两条连线共用一个方块：立即消除第一条之后，另一条就不足三个了。</translation>
    </message>
    <message>
        <source>Here a clear lets blocks fall into a new run, which only a second round of clearing takes.</source>
        <translation>这里消除后方块下落，形成新的连线，要第二轮消除才能把它消掉。</translation>
    </message>
    <message>
        <source>Here the blocks above a clear must fall to make the next run.</source>
        <translation>这里被消除方块上面的方块必须下落，才能形成下一条连线。</translation>
    </message>
    <message>
        <source>The NOIP 2011 sample</source>
        <translation>NOIP 2011 样例</translation>
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
        <translation>从输入的棋盘开始搜索，要走 %1 步。</translation>
    </message>
    <message>
        <source>Depth %1 tries the move %2 %3 %4: the block at column %2, row %3 goes %5.</source>
        <translation>深度 %1 尝试移动 %2 %3 %4：第 %2 列第 %3 行的方块向%5移。</translation>
    </message>
    <message>
        <source>The block %4 at (%1, %2) and its neighbour %5 change places.</source>
        <translation>(%1, %2) 的方块 %4 和相邻的方块 %5 交换位置。</translation>
    </message>
    <message>
        <source>The block %4 at (%1, %2) moves %3 into the empty cell.</source>
        <translation>(%1, %2) 的方块 %4 向%3移进空格。</translation>
    </message>
    <message>
        <source>%1 blocks fall into the empty cells below them.</source>
        <translation>%1 个方块下落到下方的空格。</translation>
    </message>
    <message>
        <source>Nothing falls.</source>
        <translation>没有方块下落。</translation>
    </message>
    <message>
        <source>Round %2 of the chain: %1 blocks stand in runs of three or more; they are marked.</source>
        <translation>连锁第 %2 轮：有 %1 个方块处在三个及以上同色的连线中，先把它们标记出来。</translation>
    </message>
    <message>
        <source>Round %1: the %2 marked blocks vanish together.</source>
        <translation>第 %1 轮：%2 个被标记的方块同时消除。</translation>
    </message>
    <message>
        <source>No run of three is left: the chain ends after round %1.</source>
        <translation>已经没有三个连成一线的方块：连锁在第 %1 轮后结束。</translation>
    </message>
    <message>
        <source>%1 blocks are left after the last move: back up.</source>
        <translation>走完最后一步还剩 %1 个方块：回溯。</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>棋盘已经清空。</translation>
    </message>
    <message>
        <source>The board is empty after exactly %1 moves: the moves on the call stack are printed.</source>
        <translation>恰好 %1 步之后棋盘清空：输出调用栈上的每一步。</translation>
    </message>
    <message>
        <source>Depth %1 is done with the move %2 %3 %4: its board comes back (backtracking).</source>
        <translation>深度 %1 的移动 %2 %3 %4 试完了：恢复移动前的棋盘（回溯）。</translation>
    </message>
    <message>
        <source>Colour %1 has only %2 blocks left: they can never vanish, so this branch is cut.</source>
        <translation>颜色 %1 只剩 %2 个方块：永远消除不了，剪掉这个分支。</translation>
    </message>
    <message>
        <source>Every colour left has none or at least three blocks.</source>
        <translation>每种颜色的方块数都是 0 或至少 3。</translation>
    </message>
    <message>
        <source>This board was already proven unsolvable with %1 moves left: the branch is cut.</source>
        <translation>已经证明这个局面在剩 %1 步时无解：剪掉这个分支。</translation>
    </message>
    <message>
        <source>This board is not known to be unsolvable with %1 moves left: search it.</source>
        <translation>还不知道这个局面在剩 %1 步时是否无解：继续搜索。</translation>
    </message>
    <message>
        <source>No move from this board works with %1 moves left: it is remembered as unsolvable.</source>
        <translation>剩 %1 步时，这个局面走哪一步都不行：记下它无解。</translation>
    </message>
    <message>
        <source>The block at (%1, %2) would swap to the left: that gives the same board as the right move of its left neighbour, tried earlier, so it is skipped.</source>
        <translation>(%1, %2) 的方块要和左边交换：这和它左边的方块向右移得到的局面相同，那一步已经试过，所以跳过。</translation>
    </message>
    <message>
        <source>No sequence of %1 moves empties the board: the program prints -1.</source>
        <translation>没有任何 %1 步的走法能清空棋盘：程序输出 -1。</translation>
    </message>
    <message>
        <source>The block at (%1, %2) and its neighbour both have colour %3: this program skips the swap.</source>
        <translation>(%1, %2) 的方块和相邻的方块颜色都是 %3：这个程序跳过这次交换。</translation>
    </message>
    <message>
        <source>This program clears the row run from (%1, %2) at once, in round %3, before looking for the others.</source>
        <translation>这个程序在第 %3 轮立即消除从 (%1, %2) 开始的横向连线，还没去找其他连线。</translation>
    </message>
    <message>
        <source>This program clears the column run from (%1, %2) at once, in round %3, before looking for the others.</source>
        <translation>这个程序在第 %3 轮立即消除从 (%1, %2) 开始的纵向连线，还没去找其他连线。</translation>
    </message>
    <message>
        <source>%1 blocks vanish; this program never looks for the runs their fall makes.</source>
        <translation>%1 个方块消除；这个程序不再寻找方块下落后形成的连线。</translation>
    </message>
    <message>
        <source>Round %1: %2 blocks vanish, and this program leaves the blocks above them in the air.</source>
        <translation>第 %1 轮：%2 个方块消除，而这个程序让它们上面的方块悬在半空中。</translation>
    </message>
    <message>
        <source>Solvable in 1 move</source>
        <translation>一步就能消完</translation>
    </message>
    <message>
        <source>Solvable in 2 moves</source>
        <translation>两步就能消完</translation>
    </message>
    <message>
        <source>Solvable in 3 moves</source>
        <translation>三步就能消完</translation>
    </message>
    <message>
        <source>A chain reaction is needed</source>
        <translation>需要连锁消除</translation>
    </message>
    <message>
        <source>A swap of two equal blocks is needed</source>
        <translation>需要交换两个同色方块</translation>
    </message>
    <message>
        <source>Two runs share a block</source>
        <translation>两条连线共用一个方块</translation>
    </message>
    <message>
        <source>A clear makes a new run</source>
        <translation>一次消除造出新的连线</translation>
    </message>
    <message>
        <source>Blocks must fall after a clear</source>
        <translation>消除后方块必须下落</translation>
    </message>
    <message>
        <source>No answer: see how much of the search each method cuts</source>
        <translation>无解：看看每种方法剪掉了多少搜索</translation>
    </message>
    <message>
        <source>Search nodes</source>
        <translation>搜索节点数</translation>
    </message>
    <message>
        <source>Blocks on the board</source>
        <translation>棋盘上的方块数</translation>
    </message>
    <message>
        <source>Node %1: the input board, %2 blocks.</source>
        <translation>节点 %1：输入的棋盘，%2 个方块。</translation>
    </message>
    <message>
        <source>Node %1: move %2 takes the block at %3 %4 %5; %6 blocks are left.</source>
        <translation>节点 %1：第 %2 步把 (%3, %4) 的方块%5；剩下 %6 个方块。</translation>
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
        <translation>请逐一点击，再按“检查”。</translation>
    </message>
    <message>
        <source>Click each cell that gets a block back, then Check.</source>
        <translation>请点击每个有方块回来的格子，再按“检查”。</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>Which blocks vanish?</source>
        <translation>哪些方块会消除？</translation>
    </message>
    <message>
        <source>Depth %1 is done with the move %2 %3 %4: which blocks come back?</source>
        <translation>深度 %1 的移动 %2 %3 %4 试完了：哪些方块会回来？</translation>
    </message>
    <message>
        <source>the blocks at %1</source>
        <translation>位于 %1 的方块</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The board is empty until the program reads it. Step forward to read the input and start the search.</source>
        <translation>程序读取输入之前，棋盘是空的。单步执行，读取输入并开始搜索。</translation>
    </message>
    <message>
        <source>n = %1: the board must be cleared in exactly %1 moves.</source>
        <translation>n = %1：必须恰好走 %1 步把棋盘清空。</translation>
    </message>
    <message>
        <source>The next number of the column is read: %1.</source>
        <translation>读取这一列的下一个数：%1。</translation>
    </message>
    <message>
        <source>The next number is 0: it ends the column.</source>
        <translation>下一个数是 0：这一列结束。</translation>
    </message>
    <message>
        <source>Not 0 yet: column %1 has a block in row %2.</source>
        <translation>还不是 0：第 %1 列的第 %2 行有方块。</translation>
    </message>
    <message>
        <source>0: column %1 ends with %2 blocks.</source>
        <translation>0：第 %1 列结束，共有 %2 个方块。</translation>
    </message>
    <message>
        <source>The block of colour %3 goes into column %1, row %2.</source>
        <translation>颜色 %3 的方块放进第 %1 列第 %2 行。</translation>
    </message>
    <message>
        <source>Python loads the copy module, to keep a copy of the board before each move.</source>
        <translation>Python 导入 copy 模块，用它在每一步移动之前保留一份棋盘的副本。</translation>
    </message>
    <message>
        <source>Python loads the sys module, to read the input with it.</source>
        <translation>Python 导入 sys 模块，用它来读取输入。</translation>
    </message>
    <message>
        <source>Python loads count, which counts the rounds of the chain: 1, 2, 3, ...</source>
        <translation>Python 导入 count，用它来数连锁的轮数：1、2、3、……</translation>
    </message>
    <message>
        <source>(%1, %2) holds a block of colour %3.</source>
        <translation>(%1, %2) 有一个颜色 %3 的方块。</translation>
    </message>
    <message>
        <source>(%1, %2) is empty.</source>
        <translation>(%1, %2) 是空格。</translation>
    </message>
    <message>
        <source>The block at (%1, %2) has empty cells below it: it drops to row %3.</source>
        <translation>(%1, %2) 的方块下方有空格：它落到第 %3 行。</translation>
    </message>
    <message>
        <source>The block at (%1, %2) already rests on row %3: it stays.</source>
        <translation>(%1, %2) 的方块已经停在第 %3 行：不动。</translation>
    </message>
    <message>
        <source>The block %4 drops from (%1, %2) to (%1, %3).</source>
        <translation>方块 %4 从 (%1, %2) 落到 (%1, %3)。</translation>
    </message>
    <message>
        <source>No run is found yet.</source>
        <translation>还没有找到连线。</translation>
    </message>
    <message>
        <source>(%1, %2) and the two blocks to its right have one colour: a run in the row.</source>
        <translation>(%1, %2) 和它右边的两个方块同色：横向连线。</translation>
    </message>
    <message>
        <source>No run of three starts at (%1, %2) going right.</source>
        <translation>从 (%1, %2) 向右没有三个连成一线的方块。</translation>
    </message>
    <message>
        <source>(%1, %2) and the two blocks above it have one colour: a run in the column.</source>
        <translation>(%1, %2) 和它上面的两个方块同色：纵向连线。</translation>
    </message>
    <message>
        <source>No run of three starts at (%1, %2) going up.</source>
        <translation>从 (%1, %2) 向上没有三个连成一线的方块。</translation>
    </message>
    <message>
        <source>The three blocks from (%1, %2) to the right are marked.</source>
        <translation>从 (%1, %2) 向右的三个方块被标记出来。</translation>
    </message>
    <message>
        <source>The three blocks from (%1, %2) up are marked.</source>
        <translation>从 (%1, %2) 向上的三个方块被标记出来。</translation>
    </message>
    <message>
        <source>A run is found: the function will say true.</source>
        <translation>找到连线了：函数会返回 true。</translation>
    </message>
    <message>
        <source>(%1, %2) is marked.</source>
        <translation>(%1, %2) 有标记。</translation>
    </message>
    <message>
        <source>(%1, %2) is not marked.</source>
        <translation>(%1, %2) 没有标记。</translation>
    </message>
    <message>
        <source>The marked block %3 at (%1, %2) vanishes.</source>
        <translation>(%1, %2) 被标记的方块 %3 消除。</translation>
    </message>
    <message>
        <source>The mark on (%1, %2) is taken off for the next round.</source>
        <translation>去掉 (%1, %2) 的标记，准备下一轮。</translation>
    </message>
    <message>
        <source>Back from %1: it returned %2.</source>
        <translation>从 %1 返回：它返回了 %2。</translation>
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
        <translation>%1 步都走完了：棋盘清空了吗？</translation>
    </message>
    <message>
        <source>%1 of %2 moves are made: the search goes on.</source>
        <translation>%2 步中已走了 %1 步：继续搜索。</translation>
    </message>
    <message>
        <source>Column %1 %2 is off the board.</source>
        <translation>第 %1 %2 列在棋盘外。</translation>
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
        <translation>方块可以向%1移。</translation>
    </message>
    <message>
        <source>The cell left of (%1, %2) holds a block.</source>
        <translation>(%1, %2) 左边的格子有方块。</translation>
    </message>
    <message>
        <source>Not a left move onto a block: the move is tried.</source>
        <translation>不是向左移到方块上：尝试这一步。</translation>
    </message>
    <message>
        <source>(%1, %2) and its right neighbour have one colour.</source>
        <translation>(%1, %2) 和它右边的方块同色。</translation>
    </message>
    <message>
        <source>Not a swap of two blocks of one colour.</source>
        <translation>不是交换两个同色方块。</translation>
    </message>
    <message>
        <source>The board before move %1 is kept, to undo the move later.</source>
        <translation>保留第 %1 步之前的棋盘，之后用来撤销这一步。</translation>
    </message>
    <message>
        <source>A block is left at (%1, %2): the board is not empty.</source>
        <translation>(%1, %2) 还有方块：棋盘没有清空。</translation>
    </message>
    <message>
        <source>Colour %1 has %2 blocks.</source>
        <translation>颜色 %1 有 %2 个方块。</translation>
    </message>
    <message>
        <source>%1 moves are left: the board is worth remembering.</source>
        <translation>还剩 %1 步：这个局面值得记下来。</translation>
    </message>
    <message>
        <source>Only 1 move is left: the board is not remembered.</source>
        <translation>只剩 1 步：不记下这个局面。</translation>
    </message>
    <message>
        <source>Move %1 is printed: %2 %3 %4.</source>
        <translation>输出第 %1 步：%2 %3 %4。</translation>
    </message>
    <message>
        <source>Every colour&apos;s count starts at 0.</source>
        <translation>每种颜色的计数都从 0 开始。</translation>
    </message>
    <message>
        <source>%1 is called: every block drops as far as it can.</source>
        <translation>调用 %1：每个方块都尽量往下落。</translation>
    </message>
    <message>
        <source>%1 is called: the runs vanish, round after round, until none is left.</source>
        <translation>调用 %1：连线一轮接一轮地消除，直到一条也不剩。</translation>
    </message>
    <message>
        <source>Round %2: %1 is called to mark every run of three or more.</source>
        <translation>第 %2 轮：调用 %1，标记每一条三个及以上的连线。</translation>
    </message>
    <message>
        <source>Round %2: %1 is called: the marked blocks vanish together.</source>
        <translation>第 %2 轮：调用 %1：被标记的方块同时消除。</translation>
    </message>
    <message>
        <source>Round %2: %1 is called: it clears each run the moment it finds it.</source>
        <translation>第 %2 轮：调用 %1：它一找到连线就立即消除。</translation>
    </message>
    <message>
        <source>%1 is called: is any block left?</source>
        <translation>调用 %1：还有方块剩下吗？</translation>
    </message>
    <message>
        <source>%1 is called: does a colour have only 1 or 2 blocks?</source>
        <translation>调用 %1：有没有哪种颜色只剩 1 或 2 个方块？</translation>
    </message>
    <message>
        <source>%1 is called for move %2.</source>
        <translation>为第 %2 步调用 %1。</translation>
    </message>
    <message>
        <source>%1 is called: move %2 takes the block at (%3, %4) %5.</source>
        <translation>调用 %1：第 %2 步把 (%3, %4) 的方块%5。</translation>
    </message>
    <message>
        <source>%1 is called.</source>
        <translation>调用 %1。</translation>
    </message>
    <message>
        <source>n, the number of moves, starts at 0 until it is read.</source>
        <translation>步数 n 在读入之前是 0。</translation>
    </message>
    <message>
        <source>The board b: five columns of seven empty cells.</source>
        <translation>棋盘 b：五列，每列七个空格。</translation>
    </message>
    <message>
        <source>gone: five columns of seven marks, none set yet.</source>
        <translation>gone：五列，每列七个标记，都还没有设置。</translation>
    </message>
    <message>
        <source>mx, my, mg keep the moves made so far.</source>
        <translation>mx、my、mg 记录到目前为止走过的每一步。</translation>
    </message>
    <message>
        <source>dead: the boards found unsolvable, empty for now.</source>
        <translation>dead：已知无解的局面，目前还是空的。</translation>
    </message>
    <message>
        <source>nodes</source>
        <comment>play by</comment>
        <translation>节点</translation>
    </message>
    <message>
        <source>The answer swaps two blocks of the same colour: the board looks the same, but the swap is a move and counts. A program that never tries such a swap misses this answer.</source>
        <translation>答案里有一步是交换两个同色方块：棋盘看起来没有变化，但这次交换仍是一步，要算进步数。从不尝试这种交换的程序会找不到这个答案。</translation>
    </message>
    <message>
        <source>the input is empty: the first line must give n, the number of moves</source>
        <translation>输入为空：第一行必须给出 n，即步数</translation>
    </message>
    <message>
        <source>the number of moves %1 is outside %2 to %3</source>
        <translation>手数 %1 不在 %2 到 %3 之间</translation>
    </message>
    <message>
        <source>the first line holds n alone: the columns start on the next line</source>
        <translation>第一行只能有 n：各列从下一行开始</translation>
    </message>
    <message>
        <source>column %4: the colour %1 is outside %2 to %3</source>
        <translation>第 %4 列：颜色 %1 不在 %2 到 %3 之间</translation>
    </message>
    <message>
        <source>column %1 has more than %2 blocks</source>
        <translation>第 %1 列的方块超过 %2 个</translation>
    </message>
    <message>
        <source>column %1: the line ends before the 0 that ends the column</source>
        <translation>第 %1 列：这一行在结束该列的 0 之前就结束了</translation>
    </message>
    <message>
        <source>column %1 ends at its 0: the next column goes on the next line</source>
        <translation>第 %1 列到它的 0 就结束了：下一列要写在下一行</translation>
    </message>
    <message>
        <source>the input ends early: %1 columns expected, only %2 found</source>
        <translation>输入提前结束：应有 %1 列，只找到 %2 列</translation>
    </message>
    <message>
        <source>column %1, row %2: three or more blocks of colour %3 are in a line before any move, which the puzzle rules out</source>
        <translation>第 %1 列第 %2 行：还没移动就已有三个或更多颜色 %3 的方块连成一线，题目不允许这样的棋盘</translation>
    </message>
    <message>
        <source>cells looked at</source>
        <translation>查看过的格子数</translation>
    </message>
    <message>
        <source>search nodes</source>
        <translation>搜索节点数</translation>
    </message>
    <message>
        <source>moves tried</source>
        <translation>尝试的移动数</translation>
    </message>
    <message>
        <source>cut by colour count</source>
        <translation>按颜色数量剪枝的次数</translation>
    </message>
    <message>
        <source>cut as known dead ends</source>
        <translation>已知无解而剪枝的次数</translation>
    </message>
    <message>
        <source>Blocks read, then the search</source>
        <translation>已读入的方块数，最后是搜索</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>a whole number was expected here</source>
        <translation>这里应该是一个整数</translation>
    </message>
    <message>
        <source>this number is far too large</source>
        <translation>这个数太大了</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <source>unexpected text after the end of the input</source>
        <translation>输入结尾之后还有多余的内容</translation>
    </message>
    <message>
        <source>%1 becomes %2.</source>
        <translation>%1 变成 %2。</translation>
    </message>
    <message>
        <source>The loop starts: %1 = %2.</source>
        <translation>循环开始：%1 = %2。</translation>
    </message>
    <message>
        <source>Next turn of the loop: %1 = %2.</source>
        <translation>循环的下一轮：%1 = %2。</translation>
    </message>
    <message>
        <source>The loop over %1 is done: the program goes on after it.</source>
        <translation>%1 的循环跑完了：程序接着执行循环后面的代码。</translation>
    </message>
    <message>
        <source>The function returns %1.</source>
        <translation>函数返回 %1。</translation>
    </message>
    <message>
        <source>The function returns true.</source>
        <translation>函数返回 true。</translation>
    </message>
    <message>
        <source>The function returns false.</source>
        <translation>函数返回 false。</translation>
    </message>
    <message>
        <source>main returns: the program ends here.</source>
        <translation>main 返回：程序在这里结束。</translation>
    </message>
    <message>
        <source>The end of the function: back to the line that called it.</source>
        <translation>函数结束：回到调用它的那一行。</translation>
    </message>
    <message>
        <source>The end of main: the program is over.</source>
        <translation>main 结束：程序运行完毕。</translation>
    </message>
    <message>
        <source>continue: straight on to the loop&apos;s next turn.</source>
        <translation>continue：直接进入循环的下一轮。</translation>
    </message>
    <message>
        <source>break: out of the loop.</source>
        <translation>break：跳出循环。</translation>
    </message>
    <message>
        <source>Python loads the sys module, to read the input with it.</source>
        <translation>Python 导入 sys 模块，用它来读取输入。</translation>
    </message>
    <message>
        <source>Python defines the function here. Its body runs only when it is called.</source>
        <translation>Python 在这里定义函数。函数体要等到被调用时才会执行。</translation>
    </message>
    <message>
        <source>The last line of the file calls main(): the program starts.</source>
        <translation>文件的最后一行调用 main()：程序开始运行。</translation>
    </message>
    <message>
        <source>C++ streams stop keeping in step with C&apos;s: reading gets faster.</source>
        <translation>C++ 的流不再和 C 的输入输出同步：读取变快。</translation>
    </message>
    <message>
        <source>cin no longer empties cout before each read: faster again.</source>
        <translation>cin 每次读取前不再先刷新 cout：又更快了。</translation>
    </message>
    <message>
        <source>Python reads the whole input at once and splits it into words.</source>
        <translation>Python 一次读入全部输入，再切分成一个个单词。</translation>
    </message>
    <message>
        <source>The program is about to run its first line.</source>
        <translation>程序即将执行第一行。</translation>
    </message>
    <message>
        <source>%1 becomes %2</source>
        <translation>%1 变成 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n more variables change</source>
        <translation>
            <numerusform>另有 %n 个变量改变</numerusform>
        </translation>
    </message>
    <message>
        <source>reads &quot;%1&quot;</source>
        <translation>读入“%1”</translation>
    </message>
    <message>
        <source>prints &quot;%1&quot;</source>
        <translation>输出“%1”</translation>
    </message>
    <message>
        <source>Line %1 ran and changed no variable.</source>
        <translation>第 %1 行执行了，没有改变任何变量。</translation>
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
        <translation>确定</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>确定(&amp;O)</translation>
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
        <translation>关闭</translation>
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
        <translation>应用</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>全选</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>全选(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>增加(&amp;S)</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>减少(&amp;D)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空格键</translation>
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
        <translation>文件名(&amp;N)：</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>文件类型：</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>文件夹：</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>选择(&amp;C)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>另存为</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>选择文件夹</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>上级文件夹</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>新建文件夹</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>列表视图</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>详细视图</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>回到上一个文件夹</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>前往下一个文件夹</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>前往上级文件夹</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>新建一个文件夹</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>改用列表视图</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>改用详细视图</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>侧栏</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>常用位置和书签</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>种类</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>修改日期</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1 文件</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷方式</translation>
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
        <translation>计算机</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>我的电脑</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>最近的位置</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>新文件夹</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>新文件夹(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>重命名(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>显示隐藏的文件(&amp;H)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Invalid filename</source>
        <translation>文件名不能用</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>无法删除这个文件夹。</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 已经存在。
要替换它吗？</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
找不到这个文件。
请确认文件名是否正确。</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
找不到这个文件夹。
请确认文件夹名称是否正确。</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>确定要删除“%1”吗？</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>“%1”是写保护的。
仍要删除吗？</translation>
    </message>
    <message>
        <source>Printer</source>
        <translation>打印机</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>P&amp;roperties</source>
        <translation>属性(&amp;R)</translation>
    </message>
    <message>
        <source>Location:</source>
        <translation>位置：</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Output &amp;file:</source>
        <translation>输出文件(&amp;F)：</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>打印</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>打印(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Options &gt;&gt;</source>
        <translation>选项(&amp;O) &gt;&gt;</translation>
    </message>
    <message>
        <source>&amp;Options &lt;&lt;</source>
        <translation>选项(&amp;O) &lt;&lt;</translation>
    </message>
    <message>
        <source>Print to File (PDF)</source>
        <translation>打印到文件 (PDF)</translation>
    </message>
    <message>
        <source>Local file</source>
        <translation>本地文件</translation>
    </message>
    <message>
        <source>Write PDF file</source>
        <translation>写成 PDF 文件</translation>
    </message>
    <message>
        <source>Print To File ...</source>
        <translation>打印到文件…</translation>
    </message>
    <message>
        <source>All Pages</source>
        <translation>所有页</translation>
    </message>
    <message>
        <source>Odd Pages</source>
        <translation>奇数页</translation>
    </message>
    <message>
        <source>Even Pages</source>
        <translation>偶数页</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>%1 已经存在。
要覆盖它吗？</translation>
    </message>
    <message>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>%1 是文件夹。
请选另一个文件名。</translation>
    </message>
    <message>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>文件 %1 无法写入。
请选另一个文件名。</translation>
    </message>
    <message>
        <source>Invalid Pages Definition</source>
        <translation>页码范围写错了</translation>
    </message>
    <message>
        <source>The &apos;From&apos; value cannot be greater than the &apos;To&apos; value.</source>
        <translation>起始页不能大于结束页。</translation>
    </message>
    <message>
        <source>Left to Right, Top to Bottom</source>
        <translation>从左到右，从上到下</translation>
    </message>
    <message>
        <source>Left to Right, Bottom to Top</source>
        <translation>从左到右，从下到上</translation>
    </message>
    <message>
        <source>Right to Left, Top to Bottom</source>
        <translation>从右到左，从上到下</translation>
    </message>
    <message>
        <source>Right to Left, Bottom to Top</source>
        <translation>从右到左，从下到上</translation>
    </message>
    <message>
        <source>Top to Bottom, Left to Right</source>
        <translation>从上到下，从左到右</translation>
    </message>
    <message>
        <source>Top to Bottom, Right to Left</source>
        <translation>从上到下，从右到左</translation>
    </message>
    <message>
        <source>Bottom to Top, Left to Right</source>
        <translation>从下到上，从左到右</translation>
    </message>
    <message>
        <source>Bottom to Top, Right to Left</source>
        <translation>从下到上，从右到左</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>份数</translation>
    </message>
    <message>
        <source>Copies:</source>
        <translation>份数：</translation>
    </message>
    <message>
        <source>Print range</source>
        <translation>打印范围</translation>
    </message>
    <message>
        <source>Print all</source>
        <translation>全部打印</translation>
    </message>
    <message>
        <source>Pages from</source>
        <translation>从第几页</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>Current Page</source>
        <translation>当前页</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>选中的部分</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>页</translation>
    </message>
    <message>
        <source>Output Settings</source>
        <translation>输出设置</translation>
    </message>
    <message>
        <source>Collate</source>
        <translation>逐份打印</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>反向</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
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
        <translation>灰度</translation>
    </message>
    <message>
        <source>Double Sided Printing</source>
        <translation>双面打印</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>长边装订</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>短边装订</translation>
    </message>
    <message>
        <source>Page Set:</source>
        <translation>页面组合：</translation>
    </message>
    <message>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>用逗号分隔页码或范围，范围用连字符连接两个数字。例如 3,5-7,9 会打印第 3、5、6、7、9 页。</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>纸张</translation>
    </message>
    <message>
        <source>Page size:</source>
        <translation>纸张大小：</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>宽度：</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>高度：</translation>
    </message>
    <message>
        <source>Paper source:</source>
        <translation>纸张来源：</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>纵向</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>横向</translation>
    </message>
    <message>
        <source>Reverse landscape</source>
        <translation>反向横向</translation>
    </message>
    <message>
        <source>Reverse portrait</source>
        <translation>反向纵向</translation>
    </message>
    <message>
        <source>Margins</source>
        <translation>页边距</translation>
    </message>
    <message>
        <source>top margin</source>
        <translation>上边距</translation>
    </message>
    <message>
        <source>left margin</source>
        <translation>左边距</translation>
    </message>
    <message>
        <source>right margin</source>
        <translation>右边距</translation>
    </message>
    <message>
        <source>bottom margin</source>
        <translation>下边距</translation>
    </message>
    <message>
        <source>Page Layout</source>
        <translation>页面布局</translation>
    </message>
    <message>
        <source>Pages per sheet:</source>
        <translation>每张纸的页数：</translation>
    </message>
    <message>
        <source>Page order:</source>
        <translation>页面顺序：</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Millimeters (mm)</source>
        <translation>毫米 (mm)</translation>
    </message>
    <message>
        <source>Inches (in)</source>
        <translation>英寸 (in)</translation>
    </message>
    <message>
        <source>Points (pt)</source>
        <translation>点 (pt)</translation>
    </message>
    <message>
        <source>Printer Properties</source>
        <translation>打印机属性</translation>
    </message>
    <message>
        <source>Job Options</source>
        <translation>作业选项</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>页面</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>高级</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>显示 </translation>
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
        <translation>大约一秒</translation>
    </message>
    <message>
        <source>about %1 seconds</source>
        <translation>大约 %1 秒</translation>
    </message>
    <message>
        <source>about %1 minutes</source>
        <translation>大约 %1 分钟</translation>
    </message>
    <message>
        <source>about %1 hours</source>
        <translation>大约 %1 小时</translation>
    </message>
    <message>
        <source>about %1 days</source>
        <translation>大约 %1 天</translation>
    </message>
    <message>
        <source>years</source>
        <translation>好几年</translation>
    </message>
    <message>
        <source>Never ends: %1 The right answer is %2.</source>
        <translation>永远不会结束：%1正确答案是 %2。</translation>
    </message>
    <message>
        <source>Too slow: stopped after %1 steps. This method does end, but it would need about %2 steps (%3 %4): %5 on a judge.</source>
        <translation>太慢：执行 %1 步后停下。这个方法会结束，但大约需要 %2 步（%4：%3）：在评测机上要跑%5。</translation>
    </message>
    <message>
        <source>Prints %1: the right answer.</source>
        <translation>输出 %1：正确答案。</translation>
    </message>
    <message>
        <source>Prints %1, the right answer on this input, by luck: try the other samples.</source>
        <translation>输出 %1，碰巧是这组输入的正确答案：试试其他样例。</translation>
    </message>
    <message>
        <source>Prints %1, but the right answer is %2.</source>
        <translation>输出 %1，但正确答案是 %2。</translation>
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
        <translation>选择要看哪一副牌：各副牌按顺序一副接一副地玩</translation>
    </message>
    <message>
        <source>Piles: %1</source>
        <translation>牌堆数：%1</translation>
    </message>
</context>
<context>
    <name>sb::ui::AnimationDialog</name>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Export an animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Steps (one frame each)</source>
        <translation>步骤（每步一帧）</translation>
    </message>
    <message>
        <source>%1 (one frame each)</source>
        <translation>%1（每个一帧）</translation>
    </message>
    <message>
        <source>Frames:</source>
        <translation>帧：</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>从：</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>到：</translation>
    </message>
    <message>
        <source>Frames per second:</source>
        <translation>每秒帧数：</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>尺寸：</translation>
    </message>
    <message>
        <source>Frames: %1 · %2 s</source>
        <translation>帧数：%1 · %2 秒</translation>
    </message>
    <message>
        <source>Drawing the frames…</source>
        <translation>正在绘制帧…</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>Cancelled: nothing was saved.</source>
        <translation>已取消：没有保存任何文件。</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>GIF animations</source>
        <translation>GIF 动画</translation>
    </message>
    <message>
        <source>Your program&apos;s board, read from its own variable, over its recording.</source>
        <translation>你的程序的棋盘：从它自己的变量读出，涵盖整段记录。</translation>
    </message>
</context>
<context>
    <name>sb::ui::BesideReference</name>
    <message>
        <source>The input has an error: no built-in method can run on it.</source>
        <translation>输入有错误：没有内置方法能在它上面运行。</translation>
    </message>
    <message>
        <source>Finding where this method reads the input…</source>
        <translation>正在寻找这个方法读取输入的位置…</translation>
    </message>
    <message>
        <source>It has not got this far in its first %L1 steps: it stands at the last of them.</source>
        <translation>它在前 %L1 步内还没走到这里：停在其中的最后一步。</translation>
    </message>
    <message>
        <source>Your program has got as far as this method&apos;s whole run: it stands at its end.</source>
        <translation>你的程序已经走完了这个方法的整个运行：它停在结尾。</translation>
    </message>
    <message>
        <source>It has got as far as your program, and stands just after the step that got it there.</source>
        <translation>它已进行到和你的程序一样的地方，停在到达那里的那一步之后。</translation>
    </message>
    <message>
        <source>A built-in method beside your program: it has got as far as your program, and stands just after the step that got it there.</source>
        <translation>你的程序旁边的内置方法：它已进行到和你的程序一样的地方，停在到达那里的那一步之后。</translation>
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
        <translation>你的程序的棋盘</translation>
    </message>
    <message>
        <source>Which of your variables holds the board? The board is drawn from it at every line.</source>
        <translation>你的哪个变量存放棋盘？每一行都会按它画出棋盘。</translation>
    </message>
    <message>
        <source>Variable:</source>
        <translation>变量：</translation>
    </message>
    <message>
        <source>A list of piles, each a list of cards</source>
        <translation>牌堆的列表，每堆是一串牌</translation>
    </message>
    <message>
        <source>A list of rows</source>
        <translation>按行存放的列表</translation>
    </message>
    <message>
        <source>A list of columns</source>
        <translation>按列存放的列表</translation>
    </message>
    <message>
        <source>One list, row after row</source>
        <translation>一个一维列表，一行接一行</translation>
    </message>
    <message>
        <source>Kept as:</source>
        <translation>存放方式：</translation>
    </message>
    <message>
        <source>Items in a row:</source>
        <translation>每行的元素数：</translation>
    </message>
    <message>
        <source>1 when the board has a border of one cell, or its rows and columns count from 1</source>
        <translation>棋盘外有一圈边框、或行列从 1 开始编号时填 1</translation>
    </message>
    <message>
        <source>The board starts at index:</source>
        <translation>棋盘从下标开始：</translation>
    </message>
    <message>
        <source>A number, or a character such as X (a char array&apos;s &apos;X&apos; is 88)</source>
        <translation>一个数，或一个字符，例如 X（char 数组里的 &apos;X&apos; 是 88）</translation>
    </message>
    <message>
        <source>%1 is stored as:</source>
        <translation>%1 存为：</translation>
    </message>
    <message>
        <source>None of your variables looks like the board: choose it yourself.</source>
        <translation>你的变量里没有一个像棋盘：请自己选择。</translation>
    </message>
    <message>
        <source>Each pile lists its top card first</source>
        <translation>每堆先列出最上面的牌</translation>
    </message>
    <message>
        <source>Each column lists its bottom cell first</source>
        <translation>每列先列出最下面的格子</translation>
    </message>
    <message>
        <source>The bottom row comes first</source>
        <translation>最下面一行在最前</translation>
    </message>
    <message>
        <source>rows from index %1, the bottom row first</source>
        <translation>按行，从下标 %1 开始，最下面一行在前</translation>
    </message>
    <message>
        <source>rows from index %1</source>
        <translation>按行，从下标 %1 开始</translation>
    </message>
    <message>
        <source>columns from index %1, each from the bottom</source>
        <translation>按列，从下标 %1 开始，每列从下往上</translation>
    </message>
    <message>
        <source>columns from index %1, each from the top</source>
        <translation>按列，从下标 %1 开始，每列从上往下</translation>
    </message>
    <message>
        <source>one list, %1 a row, the board from index %2</source>
        <translation>一维列表，每行 %1 个，棋盘从下标 %2 开始</translation>
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
        <translation>你的程序，逐行运行</translation>
    </message>
    <message>
        <source>Your program, and a built-in method as far into the input</source>
        <translation>你的程序，和读到同一处输入的内置方法</translation>
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
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Bookmarks of the lesson</source>
        <translation>课堂的书签</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>What to say there</source>
        <translation>在这一步要说的话</translation>
    </message>
    <message>
        <source>Double-click a sentence to change it.</source>
        <translation>双击句子即可修改。</translation>
    </message>
</context>
<context>
    <name>sb::ui::CallStackBar</name>
    <message>
        <source>Call stack: %1</source>
        <translation>调用栈：%1</translation>
    </message>
    <message>
        <source>Click a frame to see its variables.</source>
        <translation>点一下某一层，就能看到那一层的变量。</translation>
    </message>
</context>
<context>
    <name>sb::ui::CardsView</name>
    <message>
        <source>Round %1  ·  Score %2</source>
        <translation>第 %1 轮  ·  分数 %2</translation>
    </message>
    <message>
        <source>last</source>
        <translation>上一张</translation>
    </message>
    <message>
        <source>Change a card</source>
        <translation>修改一张牌</translation>
    </message>
    <message>
        <source>New value of the card at row %1, column %2 (0 to 1000). Every value must appear exactly twice, so change its partner too.</source>
        <translation>第 %1 行第 %2 列这张牌的新数值（0 到 1000）。每个数值都必须恰好出现两次，所以和它成对的那张牌也要一起改。</translation>
    </message>
</context>
<context>
    <name>sb::ui::CaroView</name>
    <message>
        <source>Larger: F6 hides the code, F zooms in</source>
        <comment>keys to larger Caro cells on a projector; one short line</comment>
        <translation>放大：F6 收起代码，F 放大当前格子</translation>
    </message>
</context>
<context>
    <name>sb::ui::ChartsDialog</name>
    <message>
        <source>Working out what each method costs…</source>
        <translation>正在计算每种方法的开销…</translation>
    </message>
    <message>
        <source>%1 (stopped after %2 steps)</source>
        <translation>%1（在 %2 步后停止）</translation>
    </message>
    <message>
        <source>Working out the growth chart…</source>
        <translation>正在计算增长图…</translation>
    </message>
    <message>
        <source>%1: slope %2</source>
        <translation>%1：斜率 %2</translation>
    </message>
    <message>
        <source>beyond a judge&apos;s second</source>
        <translation>超过评测的一秒</translation>
    </message>
    <message>
        <source>Save the chart</source>
        <translation>保存图表</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>Could not save %1.</source>
        <translation>无法保存 %1。</translation>
    </message>
    <message>
        <source>What the methods cost</source>
        <translation>各方法的开销</translation>
    </message>
    <message>
        <source>On this input</source>
        <translation>在这组输入上</translation>
    </message>
    <message>
        <source>As inputs grow</source>
        <translation>输入规模增大时</translation>
    </message>
    <message>
        <source>Work against the moment, every method on this input</source>
        <translation>工作量随进度的变化：这组输入上的每种方法</translation>
    </message>
    <message>
        <source>Work per moment as inputs grow (log-log)</source>
        <translation>输入规模增大时每个单位的工作量（双对数坐标）</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>另存为 PNG…</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>另存为 SVG…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Fitted slopes on log-log axes: %1.</source>
        <translation>双对数坐标下拟合的斜率：%1。</translation>
    </message>
    <message>
        <source>SVG pictures</source>
        <translation>SVG 图片</translation>
    </message>
    <message>
        <source>PNG pictures</source>
        <translation>PNG 图片</translation>
    </message>
    <message>
        <source>Lines run</source>
        <translation>运行的行数</translation>
    </message>
    <message>
        <source>Your program</source>
        <translation>你的程序</translation>
    </message>
    <message>
        <source>%1 (cut off where its recording stopped)</source>
        <translation>%1（在记录停止处中断）</translation>
    </message>
    <message>
        <source>Lines run against the input done, your program and every method in Python</source>
        <translation>运行的行数随输入处理进度的变化：你的程序和每种方法（Python）</translation>
    </message>
    <message>
        <source>Lines run against the input done, your program and every method in C++</source>
        <translation>运行的行数随输入处理进度的变化：你的程序和每种方法（C++）</translation>
    </message>
    <message>
        <source>Your program is not drawn: this problem does not count how far a program has got through its input.</source>
        <translation>没有画出你的程序：这道题不计算程序处理输入到了哪里。</translation>
    </message>
    <message>
        <source>Your program is not drawn: its recording holds no line run on an input of this problem.</source>
        <translation>没有画出你的程序：它的记录里没有在这道题的输入上运行过的任何一行。</translation>
    </message>
    <message>
        <source>Your program&apos;s curve is cut off: its recording stopped before the program ended.</source>
        <translation>你的程序的曲线不完整：记录在程序结束前就停止了。</translation>
    </message>
</context>
<context>
    <name>sb::ui::CodeView</name>
    <message>
        <source>just ran</source>
        <translation>刚执行完</translation>
    </message>
    <message>
        <source>runs next</source>
        <translation>接着执行</translation>
    </message>
</context>
<context>
    <name>sb::ui::CompareBar</name>
    <message>
        <source>%1 · working…</source>
        <translation>%1 · 运行中…</translation>
    </message>
    <message>
        <source>Three methods</source>
        <translation>三个方法</translation>
    </message>
    <message>
        <source>Show a third method beside the two</source>
        <translation>在两个方法旁再显示第三个方法</translation>
    </message>
    <message>
        <source>One method</source>
        <translation>单一方法</translation>
    </message>
    <message>
        <source>Back to one method (Esc)</source>
        <translation>回到单一方法 (Esc)</translation>
    </message>
</context>
<context>
    <name>sb::ui::CompareController</name>
    <message>
        <source>Compare methods side by side</source>
        <translation>并排比较方法</translation>
    </message>
    <message>
        <source>Where does this method first go another way?</source>
        <translation>这种方法从哪里开始出错？</translation>
    </message>
    <message>
        <source>Running both methods side by side… (Esc stops)</source>
        <translation>正在并排运行两种方法…（按 Esc 停止）</translation>
    </message>
    <message>
        <source>Choose the variable that holds your program&apos;s board (Board…) to compare it with %1&apos;s.</source>
        <translation>先选出存放你的程序棋盘的变量（棋盘…），才能和%1的比较。</translation>
    </message>
    <message>
        <source>Your program&apos;s board never differs from %1&apos;s at the same point of the input.</source>
        <translation>在输入的同一处，你的程序的棋盘始终和%1的一样。</translation>
    </message>
    <message>
        <source>Here your program&apos;s board first differs from %1&apos;s, at the same point of the input.</source>
        <translation>在输入的同一处，你的程序的棋盘在这里第一次和%1的不同。</translation>
    </message>
    <message>
        <source>Comparing your program&apos;s board with %1&apos;s at each point of the input… (Esc stops)</source>
        <translation>正在输入的每一处比较你的程序的棋盘和%1的……（Esc 停止）</translation>
    </message>
</context>
<context>
    <name>sb::ui::ComparePane</name>
    <message>
        <source>Before the first line</source>
        <translation>尚未执行任何一行</translation>
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
        <translation>你的程序</translation>
    </message>
</context>
<context>
    <name>sb::ui::ExportController</name>
    <message>
        <source>Export a picture…</source>
        <translation>导出图片…</translation>
    </message>
    <message>
        <source>Export an animation…</source>
        <translation>导出动画…</translation>
    </message>
    <message>
        <source>Could not save %1.</source>
        <translation>无法保存 %1。</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>The problem pack&apos;s run cannot be drawn yet: it is still being recorded, or nothing was recorded.</source>
        <translation>题目包的运行暂时画不出来：它还在记录中，或者什么也没有记录下来。</translation>
    </message>
</context>
<context>
    <name>sb::ui::FileDialogs</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>所有文件</translation>
    </message>
</context>
<context>
    <name>sb::ui::InputOutputBoxes</name>
    <message>
        <source>Printed so far</source>
        <translation>目前为止的输出</translation>
    </message>
    <message>
        <source>Input: %1 of %2 bytes read</source>
        <translation>输入：已读 %1 / %2 字节</translation>
    </message>
    <message>
        <source>Input read: %1/%2</source>
        <translation>已读输入：%1/%2</translation>
    </message>
</context>
<context>
    <name>sb::ui::InputPanel</name>
    <message>
        <source>The board still shows the last input that was correct.</source>
        <translation>棋盘上仍显示上一次正确的输入。</translation>
    </message>
    <message>
        <source>Built-in inputs</source>
        <translation>内置输入</translation>
    </message>
    <message>
        <source>An input of your own</source>
        <translation>自定义输入</translation>
    </message>
    <message>
        <source>%1 is a folder, not an input file.</source>
        <translation>%1 是文件夹，不是输入文件。</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB, the most an input may be.</source>
        <translation>%1 大于 %2 MB，超过输入文件的上限。</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>无法读取 %1。</translation>
    </message>
    <message>
        <source>Open an input file</source>
        <translation>打开输入文件</translation>
    </message>
    <message>
        <source>The input below is kept.</source>
        <translation>下方的输入保持不变。</translation>
    </message>
    <message>
        <source>Open an input file…</source>
        <translation>打开输入文件…</translation>
    </message>
    <message>
        <source>The input kept from last time could not be read back, so the sample is shown. The file was moved to %1.</source>
        <translation>上次保留的输入读不回来，所以显示样例。那个文件已移到 %1。</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a pipe, a device or a socket), so it is not read.</source>
        <translation>%1 不是普通文件（而是管道、设备或套接字），所以不读取。</translation>
    </message>
    <message>
        <source>Text files</source>
        <translation>文本文件</translation>
    </message>
</context>
<context>
    <name>sb::ui::JudgeDialog</name>
    <message>
        <source>Judging every method on %1 tests…</source>
        <translation>正在用 %1 个测试点评测每种方法…</translation>
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
        <translation>已停止：未运行的测试点标为 --。</translation>
    </message>
    <message>
        <source>A click on a subtask lists its tests; a click on a failed test opens it.</source>
        <translation>点击一个子任务会列出它的测试点；点击一个未通过的测试点会打开它。</translation>
    </message>
    <message>
        <source>%1, %2:</source>
        <translation>%1，%2：</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试点</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>秒数</translation>
    </message>
    <message>
        <source>Judge: %1</source>
        <translation>评测：%1</translation>
    </message>
    <message>
        <source>Time limit: </source>
        <translation>时间限制：</translation>
    </message>
    <message>
        <source> s a test</source>
        <translation> 秒/每个测试点</translation>
    </message>
    <message>
        <source>Judge again</source>
        <translation>重新评测</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Tests:</source>
        <translation>测试点：</translation>
    </message>
    <message>
        <source>Test %1</source>
        <translation>测试点 %1</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
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
        <translation>你的程序没有评测：这台电脑无法启动沙箱（%1）。</translation>
    </message>
    <message>
        <source>Test %1 of %2</source>
        <translation>%2 的第 %1 个测试点</translation>
    </message>
    <message>
        <source>My solution</source>
        <translation>我的解答</translation>
    </message>
    <message>
        <source>Judge your own program (the My solution tab) beside the methods</source>
        <translation>和各种方法一起评测你自己的程序（“我的解答”标签页）</translation>
    </message>
    <message>
        <source>My tests: %1 of %2 passed</source>
        <translation>我的测试：%2 个通过 %1 个</translation>
    </message>
    <message>
        <source>Mine %1</source>
        <translation>我的 %1</translation>
    </message>
    <message>
        <source>My test %1</source>
        <translation>我的测试 %1</translation>
    </message>
    <message>
        <source>What it checks</source>
        <translation>测试要点</translation>
    </message>
</context>
<context>
    <name>sb::ui::KeysDialog</name>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>按键</translation>
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
        <translation>打开课堂文件</translation>
    </message>
    <message>
        <source>Add a bookmark</source>
        <translation>添加书签</translation>
    </message>
    <message>
        <source>What to say at step %1:</source>
        <translation>在第 %1 步要说的话：</translation>
    </message>
    <message>
        <source>&amp;Open lesson…</source>
        <translation>打开课堂文件(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save lesson</source>
        <translation>保存课堂文件(&amp;S)</translation>
    </message>
    <message>
        <source>Save lesson &amp;as…</source>
        <translation>课堂文件另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Add a &amp;bookmark at this step…</source>
        <translation>在这一步添加书签(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Edit bookmarks…</source>
        <translation>编辑书签(&amp;E)…</translation>
    </message>
    <message>
        <source>Lesson &amp;notes…</source>
        <translation>课堂笔记(&amp;N)…</translation>
    </message>
    <message>
        <source>Next bookmark of the lesson</source>
        <translation>课堂的下一个书签</translation>
    </message>
    <message>
        <source>Previous bookmark of the lesson</source>
        <translation>课堂的上一个书签</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>保存课堂文件</translation>
    </message>
    <message>
        <source>The lesson %1 is no longer there: it is taken off the list.</source>
        <translation>课堂文件 %1 已经不在了：把它从列表中移除。</translation>
    </message>
    <message>
        <source>No lessons yet</source>
        <translation>还没有课堂文件</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>清空列表</translation>
    </message>
    <message>
        <source>Lesson notes</source>
        <translation>课堂笔记</translation>
    </message>
    <message>
        <source>A lesson whose changes were never saved is back as it was left. Save it with Ctrl+S.</source>
        <translation>一份有更改却没保存的课堂已照原样回来了。请按 Ctrl+S 保存。</translation>
    </message>
    <message>
        <source>The changes to %1 that were never saved are back. Save them with Ctrl+S.</source>
        <translation>%1 没保存的更改已经回来了。请按 Ctrl+S 保存。</translation>
    </message>
    <message>
        <source>The changes to a lesson that were never saved could not be read back, nor moved aside: they were removed.</source>
        <translation>一份课堂没保存的更改读不回来，也无法移到一旁：已将它删除。</translation>
    </message>
    <message>
        <source>The changes to a lesson that were never saved could not be read back; the file was moved to %1.</source>
        <translation>一份课堂没保存的更改读不回来；这个文件已移到 %1。</translation>
    </message>
    <message>
        <source>The lesson&apos;s language &quot;%1&quot; is not one of %2: the window stays in %3.</source>
        <translation>课堂文件的语言“%1”不是 %2 之一：窗口保持%3。</translation>
    </message>
    <message>
        <source>The lesson&apos;s problem &quot;%1&quot; is not one of StepBoard&apos;s: the window keeps the problem it shows.</source>
        <translation>课堂文件的题目“%1”不是 StepBoard 的题目：窗口保留当前显示的题目。</translation>
    </message>
    <message>
        <source>The lesson&apos;s input has an error: %1. It is in the Input tab, to be put right; the board shows the last correct input meanwhile.</source>
        <translation>课堂文件的输入有错：%1。它放在“输入”标签页等待修改；在此之前，棋盘显示上一个正确的输入。</translation>
    </message>
    <message>
        <source>The lesson&apos;s method &quot;%1&quot; is not a method of %2: the window shows its reference method, at the start.</source>
        <translation>课堂文件的方法“%1”不是%2的方法：窗口从头显示它的标准方法。</translation>
    </message>
    <message>
        <source>The lesson goes to step %1, but this run ends at step %2: it shows its last step.</source>
        <translation>课堂文件要到第 %1 步，但这次运行在第 %2 步就结束：显示它的最后一步。</translation>
    </message>
    <message>
        <source>Line %1 of the code is not a line the method can stop on: that breakpoint is left out.</source>
        <translation>代码第 %1 行不是这个方法能停下的行：略过这个断点。</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>%1 breakpoints are on lines the method cannot stop on (lines %2): they are left out.</source>
        <translation>有 %1 个断点所在的行是这个方法不能停下的（第 %2 行）：略过这些断点。</translation>
    </message>
    <message>
        <source>The methods to compare (%1) are not two or three different methods of this problem: one method is shown.</source>
        <translation>要比较的方法（%1）不是这道题的两三个不同方法：只显示一个方法。</translation>
    </message>
    <message>
        <source>Bookmark %1 of %2: %3</source>
        <translation>书签 %1/%2：%3</translation>
    </message>
    <message>
        <source>StepBoard lessons</source>
        <translation>StepBoard 课堂文件</translation>
    </message>
    <message>
        <source>The lesson&apos;s program could not be stepped again: My solution says why.</source>
        <translation>课程里的程序无法再逐步执行：原因请看“我的解答”。</translation>
    </message>
    <message>
        <source>The methods beside the program (%1) are not one or two methods of this problem: the program is shown alone.</source>
        <translation>程序旁的方法（%1）不是这题的一或两个方法：只显示程序。</translation>
    </message>
    <message>
        <source>The lesson&apos;s problem pack cannot be opened: %1</source>
        <translation>打不开课堂文件的题目包：%1</translation>
    </message>
    <message>
        <source>The lesson&apos;s method &quot;%1&quot; is not a method or a mistake of this problem pack: the window shows its first method, at the start.</source>
        <translation>课堂文件的方法“%1”不是这个题目包的方法，也不是它的错误解法：窗口从头显示它的第一个方法。</translation>
    </message>
    <message>
        <source>The lesson&apos;s solutions side by side (%1) are not two or three of this problem pack&apos;s: the window shows one.</source>
        <translation>课堂文件中并排的解法（%1）不是这个题目包的两个或三个解法：窗口只显示一个。</translation>
    </message>
    <message>
        <source>The solution beside the program (%1) is not one of this problem pack&apos;s: its reference stands there.</source>
        <translation>程序旁边的解法（%1）不是这个题目包的解法：那里放的是它的参考解法。</translation>
    </message>
</context>
<context>
    <name>sb::ui::LockstepPlay</name>
    <message>
        <source>Every method back to its start (Home)</source>
        <translation>每个方法都回到开头 (Home)</translation>
    </message>
    <message>
        <source>One line back in every method; one that is back at the start of the current move, round or node waits for the others (Left)</source>
        <translation>每个方法都后退一行；已回到当前这一手、这一轮或这个节点开头的方法，等待其他方法 (←)</translation>
    </message>
    <message>
        <source>Play every method together; one that is done with the current move, round or node waits for the others (Space)</source>
        <translation>所有方法一起播放；已完成当前这一手、这一轮或这个节点的方法，等待其他方法 (空格键)</translation>
    </message>
    <message>
        <source>One line forward in every method; one that is done with the current move, round or node waits for the others (Right)</source>
        <translation>每个方法都向前执行一行；已完成当前这一手、这一轮或这个节点的方法，等待其他方法 (→)</translation>
    </message>
    <message>
        <source>Every method on to its end (End)</source>
        <translation>每个方法都执行到结束 (End)</translation>
    </message>
    <message>
        <source>%1: every method to the end of the one before (Page Up)</source>
        <translation>%1：每个方法都到前一个的结尾 (Page Up)</translation>
    </message>
    <message>
        <source>%1: every method to the end of the same one (Page Down)</source>
        <translation>%1：每个方法都到同一个的结尾 (Page Down)</translation>
    </message>
</context>
<context>
    <name>sb::ui::MainMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Fit the board to the window</source>
        <translation>让棋盘适应窗口大小</translation>
    </message>
    <message>
        <source>Follow the current cell (zoom in on it)</source>
        <translation>跟随当前格子（放大显示）</translation>
    </message>
    <message>
        <source>Switch the code between C++ and Python</source>
        <translation>在 C++ 和 Python 之间切换代码</translation>
    </message>
    <message>
        <source>Show the code, variables and input</source>
        <translation>显示代码、变量和输入</translation>
    </message>
    <message>
        <source>Charts of what the methods cost…</source>
        <translation>各方法开销的图表…</translation>
    </message>
    <message>
        <source>Judge every method on the test bank…</source>
        <translation>用测试数据评测每种方法…</translation>
    </message>
    <message>
        <source>Present on a projector</source>
        <translation>投影模式</translation>
    </message>
    <message>
        <source>Close what is on top: stop a long move, the question, the side-by-side view</source>
        <translation>关闭最上层的东西：停止长时间的移动、提问、并排视图</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Next language</source>
        <translation>下一种语言</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Keys…</source>
        <translation>按键一览…</translation>
    </message>
    <message>
        <source>In projector mode, where the menu bar is hidden: the first menu; Alt and a menu&apos;s letter: that menu</source>
        <translation>投影模式下菜单栏隐藏时：打开第一个菜单；Alt 加菜单的字母：打开那个菜单</translation>
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
        <translation>投影模式仍开着：按 F5 退出。</translation>
    </message>
    <message>
        <source>Open a problem</source>
        <translation>打开题目</translation>
    </message>
    <message>
        <source>Open a &amp;problem…</source>
        <translation>打开题目(&amp;P)…</translation>
    </message>
    <message>
        <source>%1 cannot be opened as a problem:
%2</source>
        <translation>%1 无法作为题目打开：
%2</translation>
    </message>
    <message>
        <source>Your program, on the board of %1</source>
        <translation>你的程序，画在%1的棋盘上</translation>
    </message>
    <message>
        <source>Method %1</source>
        <translation>方法 %1</translation>
    </message>
    <message>
        <source>The panes go move by move: one that has made the move waits for the others. Compare their boards, and the lines each has run to get there.</source>
        <translation>各栏一步一步地走：先走完这一步的会等其他栏。比较它们的棋盘，以及各自为了走到这里执行了多少行。</translation>
    </message>
    <message>
        <source>Side by side: %1</source>
        <translation>并排比较：%1</translation>
    </message>
    <message>
        <source>This is the pack&apos;s reference: D compares another solution with it.</source>
        <translation>这就是题目包的参考解法：D 是拿别的解法来和它比较。</translation>
    </message>
    <message>
        <source>They go the same way to the end, move by move: on this input the mistake does not show.</source>
        <translation>它们一步一步地走法完全相同，直到结束：在这组输入上看不出这个错误。</translation>
    </message>
    <message>
        <source>Move %1 is where it first goes another way: after it, the boards differ.</source>
        <translation>第 %1 步是它第一次走岔的地方：这一步之后，棋盘不同了。</translation>
    </message>
    <message>
        <source>Move %1 is where it first goes another way: by then it has printed otherwise.</source>
        <translation>第 %1 步是它第一次走岔的地方：到那时它输出的已经不一样了。</translation>
    </message>
    <message>
        <source>Problem packs</source>
        <translation>题目包</translation>
    </message>
    <message>
        <source>Open a problem pack: a contest package&apos;s problem.yaml, or a .zip of the package</source>
        <translation>打开题目包：竞赛题目包的 problem.yaml，或题目包的 .zip 压缩文件</translation>
    </message>
    <message>
        <source>Left out of the archive: %1</source>
        <translation>压缩文件中略过的：%1</translation>
    </message>
    <message>
        <source>Recording %1 on your program&apos;s input to compare them…</source>
        <translation>正在用你的程序的输入记录%1，以便比较……</translation>
    </message>
    <message>
        <source>Your program goes the same way as %1 to the end.</source>
        <translation>你的程序和%1一路走法相同，直到结束。</translation>
    </message>
    <message>
        <source>Here your program has first printed otherwise than %1.</source>
        <translation>你的程序在这里第一次输出了和%1不同的内容。</translation>
    </message>
    <message>
        <source>Here your program&apos;s board first differs from %1&apos;s: each has changed it %2 times.</source>
        <translation>你的程序的棋盘在这里第一次和%1的不同：双方都已改变它%2次。</translation>
    </message>
    <message>
        <source>Here your program&apos;s board first differs from %1&apos;s: after move %2.</source>
        <translation>你的程序的棋盘在这里第一次和%1的不同：在第%2步之后。</translation>
    </message>
    <message>
        <source>&amp;Import a problem…</source>
        <translation>导入题目(&amp;I)…</translation>
    </message>
    <message>
        <source>Import a problem kept for another judge (a Themis folder of tests, a CMS task, or an archive of one) as a pack of your own</source>
        <translation>把其他评测系统的题目（Themis 的测试数据文件夹、CMS 的题目或它们的压缩包）导入为你自己的题目包</translation>
    </message>
    <message>
        <source>%1 is no problem StepBoard can import: a folder of Themis tests (each test&apos;s folder with its .INP and .OUT), or a CMS task (task.yaml with input/ and output/).</source>
        <translation>%1 不是 StepBoard 能导入的题目：Themis 的测试数据文件夹（每个测试的文件夹里有 .INP 和 .OUT），或 CMS 的题目（task.yaml 以及 input/ 和 output/）。</translation>
    </message>
    <message>
        <source>%1 is there already and is not an empty folder.</source>
        <translation>%1 已经存在，而且不是空文件夹。</translation>
    </message>
    <message>
        <source>%1 holds no test with its answer.</source>
        <translation>%1 里没有带答案的测试数据。</translation>
    </message>
    <message>
        <source>%1 holds more than an import reads (2 GB, or 20,000 files).</source>
        <translation>%1 超出了一次导入能读取的量（2 GB 或 20,000 个文件）。</translation>
    </message>
    <message>
        <source>%1: a test without its answer, left out</source>
        <translation>%1：没有答案的测试数据，已略过</translation>
    </message>
    <message>
        <source>%1: not text in any encoding it could be in, left out</source>
        <translation>%1：用任何可能的编码都不是文本，已略过</translation>
    </message>
    <message>
        <source>%1: a symbolic link, not followed</source>
        <translation>%1：符号链接，不跟随</translation>
    </message>
    <message>
        <source>%1: subtask %2 has no test that is there, left out</source>
        <translation>%1：子任务 %2 没有存在的测试数据，已略过</translation>
    </message>
    <message>
        <source>%1 cannot be read: what it says is not used</source>
        <translation>无法读取 %1：不使用其中的内容</translation>
    </message>
    <message>
        <source>Import a problem</source>
        <translation>导入题目</translation>
    </message>
    <message>
        <source>Problems of other judges</source>
        <translation>其他评测系统的题目</translation>
    </message>
    <message>
        <source>Imported from %1 (%2): 1 test, kept in %3.</source>
        <translation>已从 %1（%2）导入：1 个测试数据，保存在 %3。</translation>
    </message>
    <message>
        <source>Imported from %1 (%2): %3 tests, kept in %4.</source>
        <translation>已从 %1（%2）导入：%3 个测试数据，保存在 %4。</translation>
    </message>
    <message>
        <source>It cannot be opened yet: %1</source>
        <translation>暂时还无法打开：%1</translation>
    </message>
</context>
<context>
    <name>sb::ui::MayanView</name>
    <message>
        <source>The board when frame %1 began (click it again for the live board)</source>
        <translation>栈帧 %1 开始时的棋盘（再点一次回到当前棋盘）</translation>
    </message>
    <message>
        <source>Moves of the search</source>
        <translation>搜索的每步移动</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <source>No frame yet</source>
        <translation>还没有栈帧</translation>
    </message>
    <message>
        <source>Search nodes by depth</source>
        <translation>各深度的搜索节点</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>节点</translation>
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
        <translation>错误解法列表…</translation>
    </message>
    <message>
        <source>Wrong solutions</source>
        <translation>错误解法</translation>
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
        <translation>%1（按键 %2）</translation>
    </message>
    <message>
        <source>Wrong solutions… (W)</source>
        <translation>错误解法… (W)</translation>
    </message>
    <message>
        <source>The classic wrong solutions: see why each one fails (W)</source>
        <translation>常见的错误解法：看看每一种错在哪里 (W)</translation>
    </message>
</context>
<context>
    <name>sb::ui::MyTests</name>
    <message>
        <source>There are %1 tests already: remove one first.</source>
        <translation>已经有 %1 个测试：请先删除一个。</translation>
    </message>
    <message>
        <source>The input on screen has an error: fix it first.</source>
        <translation>屏幕上的输入有错误：请先修正。</translation>
    </message>
    <message>
        <source>The input on screen is larger than a small test (%1 KB): the judge&apos;s bank has the large ones.</source>
        <translation>屏幕上的输入超过小测试的大小（%1 KB）：评测的题库已有大的测试。</translation>
    </message>
    <message>
        <source>Double-click to type the answer you expect</source>
        <translation>双击输入你预期的答案</translation>
    </message>
    <message>
        <source>Add the input on screen</source>
        <translation>加入屏幕上的输入</translation>
    </message>
    <message>
        <source>A small test of your own: the input on screen, with the reference&apos;s answer, which you may change</source>
        <translation>你自己的小测试：屏幕上的输入，附上标准方法的答案，你可以修改它</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Expected answer</source>
        <translation>预期答案</translation>
    </message>
    <message>
        <source>No answer is known for this input: type the one you expect.</source>
        <translation>这组输入还没有已知的答案：请输入你预期的答案。</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackBeside</name>
    <message>
        <source>It stands where it has changed the board as often as your program has: %1 of its %2 changes.</source>
        <translation>它停在改变棋盘的次数和你的程序一样多的地方：它的 %2 次改变中的第 %1 次。</translation>
    </message>
    <message>
        <source>It stands where it has made as many moves as your program has: %1 of its %2.</source>
        <translation>它停在走的步数和你的程序一样多的地方：它的 %2 步中的第 %1 步。</translation>
    </message>
    <message>
        <source>At its end, as your program is.</source>
        <translation>在结尾，和你的程序一样。</translation>
    </message>
    <message>
        <source>Board changed %1 of %2 times · line %3</source>
        <translation>棋盘改变第 %1 次，共 %2 次 · 第 %3 行</translation>
    </message>
    <message>
        <source>Move %1 of %2 · line %3</source>
        <translation>第 %1 步，共 %2 步 · 第 %3 行</translation>
    </message>
    <message>
        <source>%1 · the reference</source>
        <translation>%1 · 参考解法</translation>
    </message>
    <message>
        <source>The solution of the pack shown beside your program, on its input</source>
        <translation>显示在你的程序旁边的题目包解法，使用同一个输入</translation>
    </message>
    <message>
        <source>Beside your program:</source>
        <translation>在你的程序旁边：</translation>
    </message>
    <message>
        <source>Recording it on your program&apos;s input…</source>
        <translation>正在用你的程序的输入记录它……</translation>
    </message>
    <message>
        <source>It could not be recorded.</source>
        <translation>无法记录它。</translation>
    </message>
    <message>
        <source>Your program has ended: the solution beside it stands at its end.</source>
        <translation>你的程序已经结束：旁边的解法停在它的结尾。</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackBoardView</name>
    <message>
        <source>%1 is empty here.</source>
        <translation>%1 在这里是空的。</translation>
    </message>
    <message>
        <source>%1 holds no board here yet.</source>
        <translation>%1 在这里还没有棋盘。</translation>
    </message>
    <message>
        <source>%1 is too large to be recorded whole.</source>
        <translation>%1 太大，无法完整记录。</translation>
    </message>
    <message>
        <source>%1 cannot be drawn as the board this problem describes.</source>
        <translation>%1 无法画成这道题目所描述的棋盘。</translation>
    </message>
    <message>
        <source>This solution keeps no board: nothing it holds is drawn.</source>
        <translation>这个解法不保存棋盘：它的数据没有可画的。</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackChartsDialog</name>
    <message>
        <source>Recording the runs: %1 of %2…</source>
        <translation>正在记录运行：%1 / %2…</translation>
    </message>
    <message>
        <source>The lines each solution has run by the end of each of its moves. Each run is recorded to at most %1 lines.</source>
        <translation>每个解法到它每一步结束时已执行的行数。每次运行最多记录 %1 行。</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Lines run</source>
        <translation>已执行的行数</translation>
    </message>
    <message>
        <source>%1, at the line limit</source>
        <translation>%1，已达行数上限</translation>
    </message>
    <message>
        <source>What the solutions cost</source>
        <translation>各解法的开销</translation>
    </message>
    <message>
        <source>On this input</source>
        <translation>在这组输入上</translation>
    </message>
    <message>
        <source>Over the pack&apos;s tests</source>
        <translation>在题目包的全部测试上</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackComparePlay</name>
    <message>
        <source>Every solution back to its start (Home)</source>
        <translation>每个解法都回到开头 (Home)</translation>
    </message>
    <message>
        <source>Every solution to the end of the move before (Page Up)</source>
        <translation>每个解法都回到上一步的末尾 (Page Up)</translation>
    </message>
    <message>
        <source>A line back in every solution still past the move&apos;s start (Left)</source>
        <translation>还在这一步开头之后的解法各退一行 (左方向键)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>播放或暂停 (空格键)</translation>
    </message>
    <message>
        <source>A line on in every solution that has not made the move yet (Right)</source>
        <translation>还没走完这一步的解法各进一行 (右方向键)</translation>
    </message>
    <message>
        <source>Every solution to the end of its next move (Page Down)</source>
        <translation>每个解法都走到下一步的末尾 (Page Down)</translation>
    </message>
    <message>
        <source>Every solution to its end (End)</source>
        <translation>每个解法都走到结束 (End)</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackCompareView</name>
    <message>
        <source>Recording the solutions side by side…</source>
        <translation>正在记录要并排比较的解法…</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>第 %1 / %2 步</translation>
    </message>
    <message>
        <source>Recording…</source>
        <translation>正在记录…</translation>
    </message>
    <message>
        <source>Line %1 · %2 lines run</source>
        <translation>第 %1 行 · 已执行 %2 行</translation>
    </message>
    <message>
        <source>at its end: it prints %1</source>
        <translation>已结束：输出 %1</translation>
    </message>
    <message>
        <source>waits for the others at the end of move %1</source>
        <translation>在第 %1 步末尾等其他解法</translation>
    </message>
    <message>
        <source>After move %1, the last</source>
        <translation>第 %1 步（最后一步）之后</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackController</name>
    <message>
        <source>%1 is not a problem pack: it holds neither problem.yaml nor stepboard.yaml.</source>
        <translation>%1 不是题目包：里面既没有 problem.yaml，也没有 stepboard.yaml。</translation>
    </message>
    <message>
        <source>%1 holds no solution StepBoard can step.</source>
        <translation>%1 里没有 StepBoard 能单步执行的解法。</translation>
    </message>
    <message>
        <source>Method %1</source>
        <translation>方法 %1</translation>
    </message>
    <message>
        <source>Nothing was recorded.</source>
        <translation>没有记录到任何一行。</translation>
    </message>
    <message>
        <source>Method %1 (%2): %3</source>
        <translation>方法 %1（%2）：%3</translation>
    </message>
    <message>
        <source>Wrong solution (%1): %2</source>
        <translation>错误解法（%1）：%2</translation>
    </message>
    <message>
        <source>Recording %1 line by line…</source>
        <translation>正在逐行记录 %1…</translation>
    </message>
    <message>
        <source>Right: it prints %1, the right answer.</source>
        <translation>正确：输出 %1，就是正确答案。</translation>
    </message>
    <message>
        <source>Wrong: it prints %1; the right answer is %2.</source>
        <translation>错误：输出 %1；正确答案是 %2。</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空</translation>
    </message>
    <message>
        <source>The problem pack in %1 is not the one the lesson was made on: its files have changed since (a test, a solution, its statement or its stepboard.yaml).</source>
        <translation>%1 中的题目包已不是制作课堂文件时的那个：它的文件在那之后改动过（某个测试、某个解法、题面或 stepboard.yaml）。</translation>
    </message>
    <message>
        <source>Method %1 (%2)</source>
        <translation>方法 %1（%2）</translation>
    </message>
    <message>
        <source>Wrong solution (%1)</source>
        <translation>错误解法（%1）</translation>
    </message>
    <message>
        <source>The archive cannot be read: %1.</source>
        <translation>读不了压缩文件：%1。</translation>
    </message>
    <message>
        <source>It is not a .zip or .tar archive: %1.</source>
        <translation>这不是 .zip 或 .tar 压缩文件：%1。</translation>
    </message>
    <message>
        <source>The archive is damaged at %1: %2.</source>
        <translation>压缩文件在 %1 处损坏：%2。</translation>
    </message>
    <message>
        <source>The archive unpacks to more than %1 MB, the most a problem may take.</source>
        <translation>压缩文件解开后超过 %1 MB，这是一道题目最多能占的大小。</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB, the most a file of a problem may be.</source>
        <translation>%1 大于 %2 MB，这是题目中单个文件的上限。</translation>
    </message>
    <message>
        <source>The archive holds more than %1 files, the most a problem may have.</source>
        <translation>压缩文件里有超过 %1 个文件，这是一道题目最多能有的文件数。</translation>
    </message>
    <message>
        <source>%1 is a path that leaves the archive&apos;s folder: the archive is not opened.</source>
        <translation>%1 是一个跑出压缩文件文件夹的路径：不打开这个压缩文件。</translation>
    </message>
    <message>
        <source>%1 (a link)</source>
        <translation>%1（链接）</translation>
    </message>
    <message>
        <source>%1 (neither a file nor a folder)</source>
        <translation>%1（既不是文件也不是文件夹）</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2.</source>
        <translation>写不了 %1：%2。</translation>
    </message>
    <message>
        <source>The folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>not a folder</source>
        <translation>不是文件夹</translation>
    </message>
    <message>
        <source>the file is missing</source>
        <translation>缺少这个文件</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>无法读取这个文件</translation>
    </message>
    <message>
        <source>not YAML: %1</source>
        <translation>不是 YAML：%1</translation>
    </message>
    <message>
        <source>should be a map of keys</source>
        <translation>应该是键的映射</translation>
    </message>
    <message>
        <source>%1 should be a map of keys</source>
        <translation>%1 应该是键的映射</translation>
    </message>
    <message>
        <source>unknown key %1, left aside</source>
        <translation>未知的键 %1，已略过</translation>
    </message>
    <message>
        <source>%1 should be %2</source>
        <translation>%1 应该是 %2</translation>
    </message>
    <message>
        <source>%1 cannot be %2 (it may be %3)</source>
        <translation>%1 不能是 %2（可以是 %3）</translation>
    </message>
    <message>
        <source>a problem of type %1 cannot be stepped or judged here</source>
        <translation>%1 类型的题目在这里无法单步执行或评测</translation>
    </message>
    <message>
        <source>the problem has no name</source>
        <translation>题目没有名称</translation>
    </message>
    <message>
        <source>there are no secret tests</source>
        <translation>没有隐藏的测试数据</translation>
    </message>
    <message>
        <source>test %1 stands beside the groups, left aside</source>
        <translation>测试数据 %1 放在各组之外，已略过</translation>
    </message>
    <message>
        <source>group %1 has no test</source>
        <translation>第 %1 组没有测试数据</translation>
    </message>
    <message>
        <source>test %1 has no answer (.ans)</source>
        <translation>测试数据 %1 没有答案（.ans）</translation>
    </message>
    <message>
        <source>answer %1 has no input (.in), left aside</source>
        <translation>答案 %1 没有输入（.in），已略过</translation>
    </message>
    <message>
        <source>%1 is neither C++ nor Python, left aside</source>
        <translation>%1 既不是 C++ 也不是 Python，已略过</translation>
    </message>
    <message>
        <source>there is no submission %1</source>
        <translation>没有提交的程序 %1</translation>
    </message>
    <message>
        <source>there is no accepted solution</source>
        <translation>没有被接受的解法</translation>
    </message>
    <message>
        <source>method %1 has another file in this language: %2 left aside</source>
        <translation>方法 %1 在这种语言中还有另一个文件：%2 已略过</translation>
    </message>
    <message>
        <source>wrong solution %1 has another file in this language: %2 left aside</source>
        <translation>错误解法 %1 在这种语言中还有另一个文件：%2 已略过</translation>
    </message>
    <message>
        <source>%1 is given neither a method nor a wrong id</source>
        <translation>%1 既没有指定方法，也没有指定错误解法的编号</translation>
    </message>
    <message>
        <source>%1 is accepted, but named a wrong solution</source>
        <translation>%1 被接受，却被标为错误解法</translation>
    </message>
    <message>
        <source>%1 is a wrong solution, but named a method</source>
        <translation>%1 是错误解法，却被标为方法</translation>
    </message>
    <message>
        <source>the %1 comments&apos; file %2 is missing</source>
        <translation>缺少 %1 注释文件 %2</translation>
    </message>
    <message>
        <source>the %1 comments&apos; file %2 is not the solution&apos;s code on line %3, left aside</source>
        <translation>%1 注释文件 %2 第 %3 行的代码与解法不同，已略过</translation>
    </message>
    <message>
        <source>the board names no variable</source>
        <translation>棋盘没有指定变量</translation>
    </message>
    <message>
        <source>%1 names no line for a move</source>
        <translation>%1 没有指定表示一步的行</translation>
    </message>
    <message>
        <source>%1 does not build: %2</source>
        <translation>%1 无法编译：%2</translation>
    </message>
    <message>
        <source>%1 fails the sample %2 (%3)</source>
        <translation>%1 没有通过样例 %2（%3）</translation>
    </message>
    <message>
        <source>the board&apos;s variable %1 is never found in %2</source>
        <translation>在 %2 中始终找不到棋盘的变量 %1</translation>
    </message>
    <message>
        <source>the board&apos;s variable %1 in %2 is never laid out as the board says</source>
        <translation>%2 中棋盘的变量 %1 从未按棋盘所说的方式排列</translation>
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
        <translation>正在用题目包的测试运行各解法：%1 / %2…</translation>
    </message>
    <message>
        <source>Input size (bytes)</source>
        <translation>输入规模（字节）</translation>
    </message>
    <message>
        <source>Input size</source>
        <translation>输入规模</translation>
    </message>
    <message>
        <source>Input size (%1)</source>
        <translation>输入规模（%1）</translation>
    </message>
    <message>
        <source>Lines run</source>
        <translation>运行的行数</translation>
    </message>
    <message numerus="yes">
        <source>%1, did not end on %n test(s)</source>
        <translation>
            <numerusform>%1，有 %n 个测试没能正常结束</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: does not build</source>
        <translation>%1：编译不通过</translation>
    </message>
    <message>
        <source>%1: no slope</source>
        <translation>%1：没有斜率</translation>
    </message>
    <message>
        <source>%1: slope %2 before the line limit</source>
        <translation>%1：达到行数上限之前的斜率 %2</translation>
    </message>
    <message>
        <source>%1: slope %2</source>
        <translation>%1：斜率 %2</translation>
    </message>
    <message>
        <source>stopped at the line limit</source>
        <translation>在行数上限处停下</translation>
    </message>
    <message>
        <source>Slopes fitted on log-log axes. At most %1 lines in C++ and %2 in Python: a run stopped there is hollow, and left out of its slope.</source>
        <translation>斜率在双对数坐标下拟合。C++ 最多 %1 行，Python 最多 %2 行：在那里被停下的运行画成空心点，不计入斜率。</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackGuess</name>
    <message>
        <source>Guess first: which cell of the board does line %1 change? Click it.</source>
        <translation>先猜一猜：第 %1 行会改变棋盘上的哪一格？请点击那一格。</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>第 %1 行第 %2 列</translation>
    </message>
    <message>
        <source>Right: line %1 changes %2. %3 of %4 right.</source>
        <translation>对了：第 %1 行改变的是%2那一格。猜对 %3 次，共 %4 次。</translation>
    </message>
    <message>
        <source>Not %1: line %2 changes %3. %4 of %5 right.</source>
        <translation>不是%1：第 %2 行改变的是%3那一格。猜对 %4 次，共 %5 次。</translation>
    </message>
    <message>
        <source>What the line prints</source>
        <translation>这一行输出什么</translation>
    </message>
    <message>
        <source>Guess first: what does line %1 print? Type it, then press Enter.</source>
        <translation>先猜一猜：第 %1 行会输出什么？输入后按 Enter。</translation>
    </message>
    <message>
        <source>Right: line %1 prints &quot;%2&quot;. %3 of %4 right.</source>
        <translation>对了：第 %1 行输出“%2”。猜对 %3 次，共 %4 次。</translation>
    </message>
    <message>
        <source>Not &quot;%1&quot;: line %2 prints &quot;%3&quot;. %4 of %5 right.</source>
        <translation>不是“%1”：第 %2 行输出“%3”。猜对 %4 次，共 %5 次。</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackInputView</name>
    <message>
        <source>Input:</source>
        <translation>输入：</translation>
    </message>
    <message>
        <source>Sample %1</source>
        <translation>样例 %1</translation>
    </message>
    <message>
        <source>Your own input</source>
        <translation>自己的输入</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>记录</translation>
    </message>
    <message>
        <source>Record the solution again on this input (Ctrl+Return)</source>
        <translation>用这份输入重新记录解法（Ctrl+Enter）</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackJudgeDialog</name>
    <message>
        <source>Judging %1 solutions on %2 tests with the pack&apos;s limits…</source>
        <translation>正在按题目包的限制，用 %2 个测试点评测 %1 个解法…</translation>
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
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>It scores nothing here: a group it requires did not pass.</source>
        <translation>这组不得分：它要求先通过的组没有通过。</translation>
    </message>
    <message>
        <source>Stopped: the tests not run are marked --.</source>
        <translation>已停止：未运行的测试点标为 --。</translation>
    </message>
    <message>
        <source>A click on a group lists its tests; a click on a failed test opens it.</source>
        <translation>点击一组列出它的测试点；点击一个没通过的测试点就在窗口中打开。</translation>
    </message>
    <message>
        <source>%1, %2:</source>
        <translation>%1，%2：</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试点</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>秒数</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Judge: every solution of the pack on its tests</source>
        <translation>评测：题目包的每个解法跑它的测试点</translation>
    </message>
    <message>
        <source>Judge again</source>
        <translation>重新评测</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Your program (%1)</source>
        <translation>你的程序（%1）</translation>
    </message>
    <message>
        <source>My tests</source>
        <translation>我的测试</translation>
    </message>
    <message>
        <source>My test %1</source>
        <translation>我的测试 %1</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>样例</translation>
    </message>
    <message>
        <source>Secret tests</source>
        <translation>隐藏测试</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackStatementView</name>
    <message>
        <source>This statement is written in LaTeX, and is shown as it is written.</source>
        <translation>这份题面是用 LaTeX 写的，按原样显示。</translation>
    </message>
    <message>
        <source>This statement is a PDF file: %1</source>
        <translation>这份题面是 PDF 文件：%1</translation>
    </message>
    <message>
        <source>This problem has no statement.</source>
        <translation>这道题目没有题面。</translation>
    </message>
    <message>
        <source>Sample %1</source>
        <translation>样例 %1</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>%1 cannot be read: byte %2 at offset %3 is not UTF-8, and its encoding cannot be told.</source>
        <translation>无法读取 %1：位置 %3 的字节 %2 不是 UTF-8，也看不出文件的编码。</translation>
    </message>
    <message>
        <source>%1 cannot be read: byte %2 at offset %3 is not %4 text.</source>
        <translation>无法读取 %1：位置 %3 的字节 %2 不是 %4 文本。</translation>
    </message>
</context>
<context>
    <name>sb::ui::PenController</name>
    <message>
        <source>Pen: draw over the board and the code</source>
        <translation>画笔：在棋盘和代码上画</translation>
    </message>
    <message>
        <source>Pen: take back the last stroke</source>
        <translation>画笔：撤回最后一笔</translation>
    </message>
</context>
<context>
    <name>sb::ui::PenOverlay</name>
    <message>
        <source>Red</source>
        <translation>红色</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑色</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>黄色</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>橡皮擦</translation>
    </message>
    <message>
        <source>Rub out the strokes the pen touches</source>
        <translation>擦掉笔碰到的笔画</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Take back the last stroke or rubbing out (Ctrl+Z)</source>
        <translation>撤销上一笔或上一次擦除 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Clear every drawing (Esc)</source>
        <translation>清除所有画的内容 (Esc)</translation>
    </message>
    <message>
        <source>Clear on each step</source>
        <translation>每步清除</translation>
    </message>
    <message>
        <source>On: drawings go when the step changes. Off: they stay until cleared.</source>
        <translation>开：换步时清除画的内容。关：保留到手动清除。</translation>
    </message>
    <message>
        <source>Put the pen down (P)</source>
        <translation>放下画笔 (P)</translation>
    </message>
</context>
<context>
    <name>sb::ui::PictureDialog</name>
    <message>
        <source>The board alone</source>
        <translation>只有棋盘</translation>
    </message>
    <message>
        <source>The whole window</source>
        <translation>整个窗口</translation>
    </message>
    <message>
        <source>Export a picture</source>
        <translation>导出图片</translation>
    </message>
    <message>
        <source>PNG (a picture of pixels)</source>
        <translation>PNG（像素图片）</translation>
    </message>
    <message>
        <source>SVG (lines and text, sharp at any size)</source>
        <translation>SVG（线条和文字，任何尺寸都清晰）</translation>
    </message>
    <message>
        <source>What:</source>
        <translation>内容：</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>尺寸：</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>SVG pictures</source>
        <translation>SVG 图片</translation>
    </message>
    <message>
        <source>PNG pictures</source>
        <translation>PNG 图片</translation>
    </message>
</context>
<context>
    <name>sb::ui::PlayerActions</name>
    <message>
        <source>Previous moment</source>
        <translation>上一个时刻</translation>
    </message>
    <message>
        <source>Next moment</source>
        <translation>下一个时刻</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开头</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Step over</source>
        <translation>单步跳过</translation>
    </message>
    <message>
        <source>Step out</source>
        <translation>单步跳出</translation>
    </message>
    <message>
        <source>End</source>
        <translation>结尾</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>慢一点</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>快一点</translation>
    </message>
    <message>
        <source>Play a moment at a time</source>
        <translation>逐个时刻播放</translation>
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
        <translation>步骤 %1 / %2</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>步骤 %1</translation>
    </message>
    <message>
        <source>Steps per second</source>
        <translation>每秒步骤数</translation>
    </message>
    <message>
        <source>Replaying the run from the start to step back</source>
        <translation>从头重放以便后退</translation>
    </message>
    <message>
        <source>Going to step %1</source>
        <translation>正在前往第 %1 步</translation>
    </message>
    <message>
        <source>Going to the end</source>
        <translation>正在前往结尾</translation>
    </message>
    <message>
        <source>Running on to the next stop</source>
        <translation>正在运行到下一个停止点</translation>
    </message>
    <message>
        <source>Going back</source>
        <translation>正在后退</translation>
    </message>
    <message>
        <source>Finding the same place in this method</source>
        <translation>正在这个方法中寻找相同的位置</translation>
    </message>
    <message>
        <source>Stop (Esc)</source>
        <translation>停止 (Esc)</translation>
    </message>
    <message>
        <source>Stop here: the run stays at the step reached</source>
        <translation>在此停止：停在已经到达的那一步</translation>
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
        <translation>先猜再看：每个事件前先提问</translation>
    </message>
</context>
<context>
    <name>sb::ui::PredictPanel</name>
    <message>
        <source>Step forward: the run stops before the next event and asks what will happen.</source>
        <translation>往前走一步：程序会在下一个事件前停下，问你接下来会发生什么。</translation>
    </message>
    <message>
        <source>%1 Answer with a button or its key.</source>
        <translation>%1 请点按钮或按对应的键作答。</translation>
    </message>
    <message>
        <source>Score: %1 right of %2 asked</source>
        <translation>得分：问了 %2 题，答对 %1 题</translation>
    </message>
    <message>
        <source>Reset score</source>
        <translation>重置得分</translation>
    </message>
    <message>
        <source>Key %1</source>
        <translation>按键 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a question, then what to click to answer it</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Score: %1/%2</source>
        <comment>right answers / questions asked, on a projector</comment>
        <translation>得分：%1/%2</translation>
    </message>
    <message>
        <source>Step forward to the first question.</source>
        <translation>往下走一步，就会看到第一题。</translation>
    </message>
</context>
<context>
    <name>sb::ui::Predictor</name>
    <message>
        <source>Right!</source>
        <translation>答对了！</translation>
    </message>
    <message>
        <source>Not quite: the answer is %1.</source>
        <translation>不对：答案是 %1。</translation>
    </message>
</context>
<context>
    <name>sb::ui::ProblemBar</name>
    <message>
        <source>Problem and method</source>
        <translation>题目与方法</translation>
    </message>
    <message>
        <source>Problem:</source>
        <translation>题目：</translation>
    </message>
</context>
<context>
    <name>sb::ui::ProgramFiles</name>
    <message>
        <source>%1 is not a C++ (.cpp) or Python (.py) file.</source>
        <translation>%1 不是 C++（.cpp）或 Python（.py）文件。</translation>
    </message>
    <message>
        <source>%1 is larger than a program of one file should be (1 MB).</source>
        <translation>%1 比单个文件的程序应有的大小（1 MB）还大。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Open a program</source>
        <translation>打开程序</translation>
    </message>
    <message>
        <source>Programs</source>
        <translation>程序</translation>
    </message>
    <message>
        <source>Save the program as</source>
        <translation>程序另存为</translation>
    </message>
</context>
<context>
    <name>sb::ui::ProgramPlay</name>
    <message>
        <source>To your program&apos;s first line (Home)</source>
        <translation>到你的程序的第一行（Home）</translation>
    </message>
    <message>
        <source>Back a line of your program (Left)</source>
        <translation>你的程序后退一行（左方向键）</translation>
    </message>
    <message>
        <source>Run your program on at this speed, to the next breakpoint (Space)</source>
        <translation>以这个速度继续运行你的程序，直到下一个断点（空格）</translation>
    </message>
    <message>
        <source>The next line of your program, into a call (Right, F11)</source>
        <translation>你的程序的下一行，进入调用（右方向键、F11）</translation>
    </message>
    <message>
        <source>Over a call of your program (F10)</source>
        <translation>跳过你的程序的一次调用（F10）</translation>
    </message>
    <message>
        <source>Out of the function your program is in (Shift+F11)</source>
        <translation>跳出你的程序所在的函数（Shift+F11）</translation>
    </message>
    <message>
        <source>To your program&apos;s last line (End)</source>
        <translation>到你的程序的最后一行（End）</translation>
    </message>
    <message>
        <source>Back to where your program had read one part of the input less (Page Up)</source>
        <translation>回到你的程序少读一段输入的地方（Page Up）</translation>
    </message>
    <message>
        <source>On to the last line before your program reads the next part of the input or prints (Page Down)</source>
        <translation>前进到你的程序读下一段输入或输出之前的最后一行（Page Down）</translation>
    </message>
</context>
<context>
    <name>sb::ui::ProgramStepper</name>
    <message>
        <source>Nothing was recorded.</source>
        <translation>没有记录到任何一行。</translation>
    </message>
    <message>
        <source>Line %1 · step %2 of %3 · in %4</source>
        <translation>第 %1 行 · 第 %2 / %3 步 · 在 %4 中</translation>
    </message>
    <message>
        <source>Board…</source>
        <translation>棋盘…</translation>
    </message>
    <message>
        <source>Which of your variables holds the board, and how</source>
        <translation>你的哪个变量存放棋盘，以及怎样存放</translation>
    </message>
    <message>
        <source>Your program&apos;s board, read from %1 before line %2 runs.</source>
        <translation>你的程序的棋盘：在第 %2 行运行之前，从 %1 读出。</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>参考解法</translation>
    </message>
    <message>
        <source>A built-in method beside your program, at the same point of the input</source>
        <translation>在你的程序旁边显示一个内置方法，停在输入的同一处</translation>
    </message>
    <message>
        <source>Ended after line %1 · step %2 of %3</source>
        <translation>第 %1 行运行后结束 · 第 %2 / %3 步</translation>
    </message>
    <message>
        <source>Your program&apos;s board, read from %1 after its last line, line %2, ran.</source>
        <translation>你的程序的棋盘：在最后一行（第 %2 行）运行之后，从 %1 读出。</translation>
    </message>
    <message>
        <source>Your program&apos;s board cannot be drawn here. %1</source>
        <translation>这里无法画出你的程序的棋盘。%1</translation>
    </message>
    <message>
        <source>The pack&apos;s reference beside your program, where it has got as far</source>
        <translation>题目包的参考解法放在你的程序旁边，停在它走到同样进度的地方</translation>
    </message>
</context>
<context>
    <name>sb::ui::RandomBoardDialog</name>
    <message>
        <source>Random board</source>
        <translation>随机棋盘</translation>
    </message>
    <message>
        <source>Exactly that many moves clear it (built backwards from the empty board)</source>
        <translation>恰好用这么多步就能清空（从空棋盘倒推生成）</translation>
    </message>
    <message>
        <source>Moves n:</source>
        <translation>步数 n：</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>颜色数：</translation>
    </message>
    <message>
        <source>Blocks (when not built backwards):</source>
        <translation>方块数（不倒推生成时）：</translation>
    </message>
    <message>
        <source>No board that exactly %1 moves clear turned up: try again, or with more colours.</source>
        <translation>找不到恰好 %1 步就能清空的棋盘：请再试一次，或增加颜色数。</translation>
    </message>
</context>
<context>
    <name>sb::ui::RandomDealDialog</name>
    <message>
        <source>Random deal</source>
        <translation>随机发牌</translation>
    </message>
    <message>
        <source>The game ends in one pile</source>
        <translation>游戏结束时只剩一堆</translation>
    </message>
    <message>
        <source>Decks:</source>
        <translation>牌的副数：</translation>
    </message>
    <message>
        <source>No deal that ends in one pile turned up: try again.</source>
        <translation>找不到最后只剩一堆的发牌结果：请再试一次。</translation>
    </message>
</context>
<context>
    <name>sb::ui::RandomGameDialog</name>
    <message>
        <source>Random game</source>
        <translation>随机对局</translation>
    </message>
    <message>
        <source>The last move wins</source>
        <translation>最后一手获胜</translation>
    </message>
    <message>
        <source>Any line</source>
        <translation>任意一条线</translation>
    </message>
    <message>
        <source>A row</source>
        <translation>横行</translation>
    </message>
    <message>
        <source>A column</source>
        <translation>竖列</translation>
    </message>
    <message>
        <source>A diagonal</source>
        <translation>主对角线</translation>
    </message>
    <message>
        <source>An anti-diagonal</source>
        <translation>副对角线</translation>
    </message>
    <message>
        <source>The winning stone fills the middle of the line</source>
        <translation>制胜的棋子填在连线中间</translation>
    </message>
    <message>
        <source>Board size N:</source>
        <translation>棋盘大小 N：</translation>
    </message>
    <message>
        <source>Moves K:</source>
        <translation>手数 K：</translation>
    </message>
    <message>
        <source>Winning line:</source>
        <translation>获胜连线：</translation>
    </message>
    <message>
        <source>An %1 x %1 board has only %2 cells: fewer moves, please.</source>
        <translation>%1 x %1 的棋盘只有 %2 格：请减少手数。</translation>
    </message>
    <message>
        <source>Nobody can get five in a row on a board smaller than 5 x 5.</source>
        <translation>棋盘小于 5 x 5 时，没有人能连成五颗。</translation>
    </message>
    <message>
        <source>A win needs at least %1 moves.</source>
        <translation>至少要 %1 手才可能获胜。</translation>
    </message>
    <message>
        <source>The board is too full to avoid an earlier five in a row: try fewer moves.</source>
        <translation>棋盘太满，无法避免提前出现五子连线：请减少手数。</translation>
    </message>
</context>
<context>
    <name>sb::ui::RandomInputDialog</name>
    <message>
        <source>Generate</source>
        <translation>生成</translation>
    </message>
</context>
<context>
    <name>sb::ui::RandomTableDialog</name>
    <message>
        <source>Random table</source>
        <translation>随机表格</translation>
    </message>
    <message>
        <source>Rows n:</source>
        <translation>行数 n：</translation>
    </message>
    <message>
        <source>Columns m:</source>
        <translation>列数 m：</translation>
    </message>
    <message>
        <source>Rounds it needs (the last, empty one included):</source>
        <translation>需要的轮数（包括最后没拿掉牌的那一轮）：</translation>
    </message>
    <message>
        <source>Every value appears twice, so n x m must be even.</source>
        <translation>每个数值都出现两次，所以 n x m 必须是偶数。</translation>
    </message>
    <message>
        <source>A %1 x %2 table can need at most %3 rounds here.</source>
        <translation>这里 %1 x %2 的表格最多需要 %3 轮。</translation>
    </message>
    <message>
        <source>No table needing exactly %1 rounds turned up: try again or change the size.</source>
        <translation>找不到恰好需要 %1 轮的表格：请再试一次，或换个大小。</translation>
    </message>
</context>
<context>
    <name>sb::ui::RecordingEnd</name>
    <message>
        <source>The program was killed by %1 after its last line here.</source>
        <translation>程序在这里最后一行之后被 %1 终止。</translation>
    </message>
    <message>
        <source>The program ended with exit code %1.</source>
        <translation>程序结束，退出码为 %1。</translation>
    </message>
    <message>
        <source>The program printed more than 16 MB, so the recording stopped.</source>
        <translation>程序输出超过 16 MB，所以记录停止了。</translation>
    </message>
    <message>
        <source>The recording ran out of time: these are the lines up to then.</source>
        <translation>记录超时：这些是到那时为止的各行。</translation>
    </message>
    <message>
        <source>The recording keeps the first %1 lines; the program ran on past them.</source>
        <translation>记录只保留前 %1 行；程序之后还继续运行。</translation>
    </message>
    <message>
        <source>You stopped the recording: these are the lines up to then.</source>
        <translation>你停止了记录：这些是到那时为止的各行。</translation>
    </message>
    <message>
        <source>Your program could not be recorded: the recorder failed before its first line. Its own words are under Details.</source>
        <translation>无法记录你的程序：记录器在第一行之前就失败了。它的原话在“详细信息”里。</translation>
    </message>
    <message>
        <source>The recording stopped after these lines: the recorder failed. Its own words are under Details.</source>
        <translation>记录在这些行之后停止了：记录器失败了。它的原话在“详细信息”里。</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
    <message>
        <source>What the recorder said, in its own words</source>
        <translation>记录器说了什么（它的原话）</translation>
    </message>
    <message>
        <source>The recording filled the %1 MB it may take: these are the lines up to then.</source>
        <translation>记录已用满可用的 %1 MB：这里是到那时为止的各行。</translation>
    </message>
    <message>
        <source>The program stopped on an error it raised at its last line here: %1</source>
        <translation>程序在这里最后一行引发错误而停止：%1</translation>
    </message>
</context>
<context>
    <name>sb::ui::RunResults</name>
    <message>
        <source>… and %1 bytes more</source>
        <translation>…… 还有 %1 字节</translation>
    </message>
    <message>
        <source>The sandbox cannot start here, so your program is not run. Only where you trust the program, tick &quot;Run without a sandbox&quot; and run it again.</source>
        <translation>这台电脑无法启动沙箱，所以你的程序没有运行。只有在你信任这个程序时，才勾选“不用沙箱运行”再运行一次。</translation>
    </message>
    <message>
        <source>Compile error (CE): the compiler ran out of time.</source>
        <translation>编译错误（CE）：编译器超时。</translation>
    </message>
    <message>
        <source>Compile error (CE): see the marked lines.</source>
        <translation>编译错误（CE）：请看标记的行。</translation>
    </message>
    <message>
        <source>%1 s of CPU time · %2 MB of memory</source>
        <translation>CPU 时间 %1 秒 · 内存 %2 MB</translation>
    </message>
    <message>
        <source>Exit code %1 · %2</source>
        <translation>退出码 %1 · %2</translation>
    </message>
    <message>
        <source>Accepted (AC): the right answer.</source>
        <translation>通过（AC）：答案正确。</translation>
    </message>
    <message>
        <source>It ran. The input on screen has an error, so there is no right answer to compare with.</source>
        <translation>已运行。屏幕上的输入有错误，所以没有正确答案可以比对。</translation>
    </message>
    <message>
        <source>Wrong answer (WA): its output ends before line %1; the right answer there is &quot;%2&quot;.</source>
        <translation>答案错误（WA）：输出在第 %1 行之前就结束了；那一行的正确答案是“%2”。</translation>
    </message>
    <message>
        <source>Wrong answer (WA): line %1 prints &quot;%2&quot;, the right answer is &quot;%3&quot;.</source>
        <translation>答案错误（WA）：第 %1 行输出“%2”，正确答案是“%3”。</translation>
    </message>
    <message>
        <source>Time limit (TLE): still running after %1 s, so it was stopped.</source>
        <translation>超出时间限制（TLE）：%1 秒后仍在运行，所以被停止。</translation>
    </message>
    <message>
        <source>Time limit (TLE): it used more than %1 s of CPU time.</source>
        <translation>超出时间限制（TLE）：用了超过 %1 秒的 CPU 时间。</translation>
    </message>
    <message>
        <source>Memory limit (MLE): it needed more than %1 MB.</source>
        <translation>超出内存限制（MLE）：需要超过 %1 MB。</translation>
    </message>
    <message>
        <source>Output limit: it printed more than %1 MB, so it was stopped.</source>
        <translation>超出输出限制：输出超过 %1 MB，所以被停止。</translation>
    </message>
    <message>
        <source>Runtime error (RE): killed by %1.</source>
        <translation>运行错误（RE）：被 %1 终止。</translation>
    </message>
    <message>
        <source>Runtime error (RE): exit code %1.</source>
        <translation>运行错误（RE）：退出码 %1。</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
</context>
<context>
    <name>sb::ui::SessionPlay</name>
    <message>
        <source>Back to the start (Home)</source>
        <translation>回到开头 (Home)</translation>
    </message>
    <message>
        <source>One line back (Left)</source>
        <translation>退回一行 (←)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>播放或暂停 (空格键)</translation>
    </message>
    <message>
        <source>One line forward (Right)</source>
        <translation>向前执行一行 (→)</translation>
    </message>
    <message>
        <source>Step over: the next line runs, with the whole of any call it makes (F10)</source>
        <translation>单步跳过：执行下一行，它调用的函数整个执行完 (F10)</translation>
    </message>
    <message>
        <source>Step out: the rest of this function runs, back to its caller (Shift+F11)</source>
        <translation>单步跳出：执行完当前函数的其余部分，回到调用它的地方 (Shift+F11)</translation>
    </message>
    <message>
        <source>On to the end (End)</source>
        <translation>跳到结尾 (End)</translation>
    </message>
</context>
<context>
    <name>sb::ui::SettingsCheck</name>
    <message>
        <source>The settings could not be read, so StepBoard starts on its defaults. The damaged file was moved to %1.</source>
        <translation>设置文件读不出来，所以 StepBoard 以默认值启动。损坏的文件已移到 %1。</translation>
    </message>
</context>
<context>
    <name>sb::ui::SidePanel</name>
    <message>
        <source>Code: C++</source>
        <translation>代码：C++</translation>
    </message>
    <message>
        <source>Code: Python</source>
        <translation>代码：Python</translation>
    </message>
    <message>
        <source>The code and its variables; C switches between C++ and Python</source>
        <translation>代码与变量；按 C 切换 C++ 与 Python</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>The input the program reads (stdin)</source>
        <translation>程序读入的输入数据（stdin）</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>The problem: rules, input and output, limits, subtasks and samples</source>
        <translation>题目：规则、输入与输出、数据范围、子任务和样例</translation>
    </message>
    <message>
        <source>Mine</source>
        <comment>the tab of the student&apos;s own program</comment>
        <translation>我的解答</translation>
    </message>
    <message>
        <source>My solution: write your own program, run it on the input and judge it</source>
        <translation>我的解答：自己写程序，在输入上运行并评测</translation>
    </message>
    <message>
        <source>Code: your Python</source>
        <translation>代码：你的 Python</translation>
    </message>
    <message>
        <source>Code: your C++</source>
        <translation>代码：你的 C++</translation>
    </message>
</context>
<context>
    <name>sb::ui::SizeFields</name>
    <message>
        <source>Keep the proportions</source>
        <translation>保持宽高比</translation>
    </message>
</context>
<context>
    <name>sb::ui::SolutionController</name>
    <message>
        <source>Checking and running…</source>
        <translation>检查并运行中……</translation>
    </message>
    <message>
        <source>Compiling and running…</source>
        <translation>编译并运行中……</translation>
    </message>
    <message>
        <source>Recording your program line by line: %1 lines so far…</source>
        <translation>正在逐行记录你的程序：目前 %1 行…</translation>
    </message>
    <message>
        <source>Running your program on the bank&apos;s tests, in order: %1 of %2 passed…</source>
        <translation>正在按顺序用测试数据运行你的程序：已通过 %1 / %2…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开……</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存为……</translation>
    </message>
    <message>
        <source>Start text</source>
        <translation>初始代码</translation>
    </message>
    <message>
        <source>Puts the start text back: it reads the input and prints an answer (Undo takes it back).</source>
        <translation>恢复初始代码：读入输入并输出一个答案（撤销可以取回原来的程序）。</translation>
    </message>
    <message>
        <source>Run your program (My solution)</source>
        <translation>运行你的程序（我的解答）</translation>
    </message>
    <message>
        <source>A breakpoint on the line of your program (My solution): the caret&apos;s, or the line about to run</source>
        <translation>在你的程序的这一行设断点（我的解答）：光标所在的行，或即将运行的行</translation>
    </message>
    <message>
        <source>On the input on screen</source>
        <translation>在屏幕上的输入上</translation>
    </message>
    <message>
        <source>On the first test of the bank it fails</source>
        <translation>在第一个没通过的测试点上</translation>
    </message>
    <message>
        <source>Stopped: your program passed the first %1 tests of the bank.</source>
        <translation>已停止：你的程序通过了前 %1 个测试点。</translation>
    </message>
    <message>
        <source>Your program passes all %1 tests of the bank.</source>
        <translation>你的程序通过了全部 %1 个测试点。</translation>
    </message>
    <message>
        <source>Test %1 of %2</source>
        <translation>%2 的第 %1 个测试点</translation>
    </message>
    <message>
        <source>%1 is the first your program fails (%2): it is stepped on it.</source>
        <translation>%1 是你的程序第一个没通过的测试点（%2）：在它上面单步运行。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Stepped, your program prints the right answer on this test.</source>
        <translation>逐行运行时，你的程序在这个测试上输出了正确答案。</translation>
    </message>
    <message>
        <source>Your program ends having printed %1 bytes that agree with the right answer, which goes on after them: here is its last line.</source>
        <translation>你的程序结束时只输出了与正确答案相同的前 %1 个字节，正确答案后面还有内容：这是它的最后一行。</translation>
    </message>
    <message>
        <source>Line %1 prints the first character that differs from the right answer (step %2 of %3).</source>
        <translation>第 %1 行输出了第一个与正确答案不同的字符（第 %2 / %3 步）。</translation>
    </message>
    <message>
        <source>Stepping your program: Right and Left step, F10 over a call, Shift+F11 out of one.</source>
        <translation>逐步运行你的程序：左右键单步，F10 跳过函数调用，Shift+F11 跳出函数。</translation>
    </message>
</context>
<context>
    <name>sb::ui::SolutionEditor</name>
    <message>
        <source>Column %1: %2</source>
        <translation>第 %1 列：%2</translation>
    </message>
</context>
<context>
    <name>sb::ui::SolutionPanel</name>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Builds your program and runs it on the input on screen (%1)</source>
        <translation>编译你的程序，并在屏幕上的输入上运行（%1）</translation>
    </message>
    <message>
        <source>The language of your program</source>
        <translation>你的程序的语言</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Open a program, save this one, or start again from the start text</source>
        <translation>打开程序、保存这个程序，或从初始代码重新开始</translation>
    </message>
    <message>
        <source>Run without a sandbox until StepBoard quits</source>
        <translation>不用沙箱运行，直到退出 StepBoard</translation>
    </message>
    <message>
        <source>Without the sandbox your program runs as you: it can read and change your files and reach the network. Only the time, memory and file size limits still hold.</source>
        <translation>不用沙箱时，程序以你的身份运行：它能读取、修改你的文件，也能连接网络。只剩时间、内存和文件大小的限制。</translation>
    </message>
    <message>
        <source>My tests</source>
        <translation>我的测试</translation>
    </message>
    <message>
        <source>Small tests of your own, with the answers you expect: the judge runs them too</source>
        <translation>你自己的小测试和预期答案：评测时也会运行它们</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>上次运行</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>单步运行</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>Step through</source>
        <translation>单步运行</translation>
    </message>
    <message>
        <source>Stops the recording: the lines so far are stepped</source>
        <translation>停止记录：单步查看已记录的各行</translation>
    </message>
    <message>
        <source>Back to editing your program</source>
        <translation>回到编辑你的程序</translation>
    </message>
    <message>
        <source>Runs your program on the input on screen line by line, to step through it as a debugger does</source>
        <translation>在屏幕上的输入上逐行运行你的程序，像调试器一样单步查看</translation>
    </message>
    <message>
        <source>Step through on the input on screen, or on the first test of the bank your program fails</source>
        <translation>在屏幕上的输入上单步运行，或在你的程序第一个没通过的测试点上单步运行</translation>
    </message>
    <message>
        <source>Stops running your program on the bank&apos;s tests</source>
        <translation>停止用测试数据运行你的程序</translation>
    </message>
</context>
<context>
    <name>sb::ui::SpeedBox</name>
    <message>
        <source>Moments a second; slower: [ or -, faster: ] or +</source>
        <translation>每秒几个时刻；更慢：[ 或 -，更快：] 或 +</translation>
    </message>
    <message>
        <source>Lines a second; slower: [ or -, faster: ] or +</source>
        <translation>每秒几行；更慢：[ 或 -，更快：] 或 +</translation>
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
        <translation>时刻</translation>
    </message>
    <message>
        <source>What play takes each time: one line, or a whole moment (M)</source>
        <translation>每次播放前进多少：一行，或一整个时刻（M）</translation>
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
        <translation>打印题目…</translation>
    </message>
    <message>
        <source>Export the statement as PDF…</source>
        <translation>将题目导出为 PDF…</translation>
    </message>
    <message>
        <source>Print the statement</source>
        <translation>打印题目</translation>
    </message>
    <message>
        <source>Export the statement as PDF</source>
        <translation>将题目导出为 PDF</translation>
    </message>
    <message>
        <source>Could not save %1.</source>
        <translation>无法保存 %1。</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>PDF documents</source>
        <translation>PDF 文档</translation>
    </message>
</context>
<context>
    <name>sb::ui::StepperProgram</name>
    <message>
        <source>Nothing was recorded.</source>
        <translation>没有记录到任何一行。</translation>
    </message>
    <message>
        <source>Line %1:  %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>Ended after line %1:  %2</source>
        <translation>第 %1 行运行后结束：%2</translation>
    </message>
</context>
<context>
    <name>sb::ui::TestDiff</name>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>正确答案</translation>
    </message>
    <message>
        <source>Your output</source>
        <translation>你的输出</translation>
    </message>
    <message>
        <source>Open this test in the window</source>
        <translation>在窗口中打开这个测试点</translation>
    </message>
    <message>
        <source>The test&apos;s input in the window, run by the reference method</source>
        <translation>在窗口中用标准方法运行这个测试点的输入</translation>
    </message>
    <message>
        <source>Step through my program here</source>
        <translation>在这里逐行运行我的程序</translation>
    </message>
    <message>
        <source>Your program on this test, line by line, from the line that prints the first wrong character</source>
        <translation>在这个测试上逐行运行你的程序，从输出第一个错误字符的那一行开始</translation>
    </message>
</context>
<context>
    <name>sb::ui::VariableBoard</name>
    <message>
        <source>%1 is not in scope at this line.</source>
        <translation>这一行看不到 %1。</translation>
    </message>
    <message>
        <source>%1 is not a list the board can be read from.</source>
        <translation>%1 不是能读出棋盘的列表。</translation>
    </message>
    <message>
        <source>Item %2 of %1 is not a list.</source>
        <translation>%1 的第 %2 项不是列表。</translation>
    </message>
    <message>
        <source>%1 has %2 items; the board needs %3.</source>
        <translation>%1 有 %2 项；棋盘需要 %3 项。</translation>
    </message>
    <message>
        <source>Item %2 of %1 has %3 items; the board needs %4.</source>
        <translation>%1 的第 %2 项有 %3 个元素；棋盘需要 %4 个。</translation>
    </message>
    <message>
        <source>Pile %2, card %3 of %1 is &quot;%4&quot;, which is not a card.</source>
        <translation>%1 的第 %2 堆第 %3 张是“%4”，不是一张牌。</translation>
    </message>
    <message>
        <source>Fill in every mark of the board.</source>
        <translation>请填好棋盘的每个标记。</translation>
    </message>
    <message>
        <source>Row %2, column %3 of %1 holds %4, which the board cannot draw.</source>
        <translation>%1 的第 %2 行第 %3 列是 %4，棋盘画不出来。</translation>
    </message>
    <message>
        <source>Board: none chosen. Choose the variable that holds it.</source>
        <translation>棋盘：还没有选择。请选出存放棋盘的变量。</translation>
    </message>
    <message>
        <source>Board: %1. %2</source>
        <translation>棋盘：%1。%2</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>棋盘：%1</translation>
    </message>
</context>
<context>
    <name>sb::ui::WatchPanel</name>
    <message>
        <source>Variable</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
</TS>
