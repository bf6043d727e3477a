<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name>AccordionUi</name>
    <message>
        <source>Accordion patience (UVa 127)</source>
        <translation>Xếp bài Accordion (UVa 127)</translation>
    </message>
    <message>
        <source>Accordion</source>
        <translation>Xếp bài Accordion</translation>
    </message>
    <message>
        <source>No card is dealt yet. Step forward to start the first deck.</source>
        <translation>Chưa chia lá bài nào. Bước tới để bắt đầu bộ bài đầu tiên.</translation>
    </message>
    <message>
        <source>Card moves: %1</source>
        <translation>Số lần chuyển bài: %1</translation>
    </message>
    <message>
        <source>Next card move</source>
        <translation>Lần chuyển bài sau</translation>
    </message>
    <message>
        <source>Previous card move</source>
        <translation>Lần chuyển bài trước</translation>
    </message>
    <message>
        <source>Before: %1 after %2 card moves, %3: %4</source>
        <translation>Trước đó: “%1” sau %2 lần chuyển bài, %3: %4</translation>
    </message>
    <message>
        <source>The UVa sample (two decks)</source>
        <translation>Ví dụ của UVa (hai bộ bài)</translation>
    </message>
    <message>
        <source>A deck that ends in one pile</source>
        <translation>Bộ bài cuối cùng chỉ còn một chồng</translation>
    </message>
    <message>
        <source>The input the program reads: decks of 52 cards such as QD AD 8H, and a line # at the end</source>
        <translation>Dữ liệu chương trình đọc vào: các bộ 52 lá bài như QD AD 8H, cuối cùng là một dòng #</translation>
    </message>
    <message>
        <source>Random deal…</source>
        <translation>Chia bài ngẫu nhiên…</translation>
    </message>
    <message>
        <source>A card that could go three piles to the left went onto its neighbour instead.</source>
        <translation>Một lá bài lẽ ra chuyển được sang chồng thứ ba bên trái lại bị đặt lên chồng ngay bên cạnh.</translation>
    </message>
    <message>
        <source>After a move this program did not go back, so the moves came in another order than the rules say.</source>
        <translation>Sau khi chuyển bài, chương trình này không quay lại, nên thứ tự các lần chuyển khác với luật chơi.</translation>
    </message>
    <message>
        <source>Deal and play</source>
        <translation>Chia đến đâu chơi đến đó</translation>
    </message>
    <message>
        <source>Scan from the first pile</source>
        <translation>Quét lại từ chồng đầu tiên</translation>
    </message>
    <message>
        <source>Back to the receiving pile</source>
        <translation>Quay lại chồng vừa nhận bài</translation>
    </message>
    <message>
        <source>Neighbour first</source>
        <translation>Ưu tiên chồng kề bên</translation>
    </message>
    <message>
        <source>Sweep on</source>
        <translation>Quét tiếp sang phải</translation>
    </message>
    <message>
        <source>Method 1: deal one card, then make the leftmost possible move again and again until none is left, then deal the next: the game as the statement tells it.</source>
        <translation>Cách 1: chia một lá, rồi cứ thực hiện lần chuyển bài bên trái nhất có thể cho đến khi không chuyển được nữa, mới chia lá tiếp theo: đúng trò chơi như đề bài mô tả.</translation>
    </message>
    <message>
        <source>Method 2: deal all 52 cards, then after every move scan again from the first pile.</source>
        <translation>Cách 2: chia hết 52 lá, rồi sau mỗi lần chuyển bài lại quét từ chồng đầu tiên.</translation>
    </message>
    <message>
        <source>Method 3: deal all 52 cards; after a move go back to the pile that received the card, the leftmost place where a new move can appear.</source>
        <translation>Cách 3: chia hết 52 lá; sau mỗi lần chuyển bài, quay lại chồng vừa nhận lá bài, là vị trí bên trái nhất có thể xuất hiện lần chuyển mới.</translation>
    </message>
    <message>
        <source>Wrong: tries the pile just to the left before the pile three to the left.</source>
        <translation>Sai: thử chồng ngay bên trái trước chồng thứ ba bên trái.</translation>
    </message>
    <message>
        <source>Wrong: after a move it sweeps on to the right instead of going back, and starts a new sweep only when one has moved something.</source>
        <translation>Sai: sau khi chuyển bài thì quét tiếp sang phải thay vì quay lại, và chỉ bắt đầu lượt quét mới khi lượt vừa rồi có chuyển bài.</translation>
    </message>
    <message>
        <source>Deck %1 of %2: a new game starts on an empty table.</source>
        <translation>Bộ bài %1 / %2: một ván mới bắt đầu trên bàn trống.</translation>
    </message>
    <message>
        <source>Deal %1: it starts pile %2.</source>
        <translation>Chia lá %1: lá này tạo thành chồng %2.</translation>
    </message>
    <message>
        <source>%1 on pile %2 and %3 on pile %4, three to its left, share a rank or a suit: it can go there.</source>
        <translation>%1 ở chồng %2 và %3 ở chồng %4 (chồng thứ ba bên trái) cùng giá trị hoặc cùng chất: chuyển sang đó được.</translation>
    </message>
    <message>
        <source>%1 on pile %2 and %3 on pile %4, three to its left, share neither rank nor suit.</source>
        <translation>%1 ở chồng %2 và %3 ở chồng %4 (chồng thứ ba bên trái) không cùng giá trị, cũng không cùng chất.</translation>
    </message>
    <message>
        <source>%1 on pile %2 and %3 on pile %4, next to it, share a rank or a suit: it can go there.</source>
        <translation>%1 ở chồng %2 và %3 ở chồng %4 (ngay bên trái) cùng giá trị hoặc cùng chất: chuyển sang đó được.</translation>
    </message>
    <message>
        <source>%1 on pile %2 and %3 on pile %4, next to it, share neither rank nor suit.</source>
        <translation>%1 ở chồng %2 và %3 ở chồng %4 (ngay bên trái) không cùng giá trị, cũng không cùng chất.</translation>
    </message>
    <message>
        <source>Pile %1 has no pile that far to its left.</source>
        <translation>Bên trái chồng %1 không có chồng nào xa đến thế.</translation>
    </message>
    <message>
        <source>Move %1 from pile %2 onto pile %3, %4 to the left.</source>
        <translation>Chuyển %1 từ chồng %2 sang chồng %3 (sang trái %4 chồng).</translation>
    </message>
    <message>
        <source>Pile %1 is empty now: the piles to its right close up, one pile is left.</source>
        <translation>Chồng %1 giờ đã trống: các chồng bên phải dồn sang trái, còn lại một chồng.</translation>
    </message>
    <message>
        <source>Pile %1 is empty now: the piles to its right close up, %2 piles are left.</source>
        <translation>Chồng %1 giờ đã trống: các chồng bên phải dồn sang trái, còn lại %2 chồng.</translation>
    </message>
    <message>
        <source>Go back to pile %1, which just got a card: only its top changed, so it is the leftmost place where a new move can appear.</source>
        <translation>Quay lại chồng %1, chồng vừa nhận thêm lá bài: chỉ lá trên cùng của nó thay đổi, nên đây là vị trí bên trái nhất có thể xuất hiện lần chuyển mới.</translation>
    </message>
    <message>
        <source>Start again from the first pile.</source>
        <translation>Bắt đầu lại từ chồng đầu tiên.</translation>
    </message>
    <message>
        <source>Nothing moves from the pile before: go on to pile %1.</source>
        <translation>Chồng trước không chuyển được gì: sang chồng %1.</translation>
    </message>
    <message>
        <source>This sweep moved cards, so this program starts another sweep from the left.</source>
        <translation>Lượt quét này có chuyển bài, nên chương trình này quét thêm một lượt từ bên trái.</translation>
    </message>
    <message>
        <source>This sweep moved nothing: this program stops here.</source>
        <translation>Lượt quét này không chuyển lá nào: chương trình này dừng ở đây.</translation>
    </message>
    <message>
        <source>No card can move: one pile remains, and the line for this deck is printed.</source>
        <translation>Không còn lá nào chuyển được: còn lại một chồng, in ra dòng kết quả của bộ bài này.</translation>
    </message>
    <message>
        <source>No card can move: %1 piles remain, and the line for this deck is printed.</source>
        <translation>Không còn lá nào chuyển được: còn lại %1 chồng, in ra dòng kết quả của bộ bài này.</translation>
    </message>
    <message>
        <source>Sweep %1 starts from the first pile.</source>
        <translation>Lượt quét thứ %1 bắt đầu từ chồng đầu tiên.</translation>
    </message>
    <message>
        <source>Past the last of the %1 piles: nothing more to look at in this scan.</source>
        <translation>Đã qua chồng cuối cùng trong %1 chồng: lượt quét này không còn gì để xem.</translation>
    </message>
    <message>
        <source>This program sweeps on: pile %1 was closed up, so the next pile is now at the same place, %1.</source>
        <translation>Chương trình này quét tiếp: chồng cũ đã được dồn lại, nên chồng kế tiếp nằm đúng chỗ đó, chồng %1.</translation>
    </message>
    <message>
        <source>This program sweeps on to pile %1 instead of going back.</source>
        <translation>Chương trình này quét tiếp sang chồng %1 thay vì quay lại.</translation>
    </message>
    <message>
        <source>3 before 1: a card that can go either way</source>
        <translation>Ưu tiên chồng thứ 3: một lá có thể chuyển cả hai phía</translation>
    </message>
    <message>
        <source>Leftmost first: a move makes another possible to its left</source>
        <translation>Bên trái trước: một lần chuyển mở ra lần chuyển khác ở bên trái</translation>
    </message>
    <message>
        <source>Three random decks</source>
        <translation>Ba bộ bài ngẫu nhiên</translation>
    </message>
    <message>
        <source>Card moves</source>
        <translation>Số lần chuyển bài</translation>
    </message>
    <message>
        <source>Decks dealt</source>
        <translation>Số bộ bài đã chia</translation>
    </message>
    <message>
        <source>Comparisons per deck</source>
        <translation>Số phép so sánh mỗi bộ bài</translation>
    </message>
    <message>
        <source>Card move %1: moves no card.</source>
        <translation>Lần chuyển %1: không chuyển lá nào.</translation>
    </message>
    <message>
        <source>Card move %1 (deck %2): %3 from pile %4 onto pile %5.</source>
        <translation>Lần chuyển %1 (bộ %2): %3 từ chồng %4 sang chồng %5.</translation>
    </message>
    <message>
        <source>%1 onto pile %2</source>
        <translation>%1 lên chồng %2</translation>
    </message>
    <message>
        <source>Which card moves, and where?</source>
        <translation>Lá bài nào di chuyển, và đến đâu?</translation>
    </message>
    <message>
        <source>Click the card that moves.</source>
        <translation>Hãy bấm vào lá bài sẽ di chuyển.</translation>
    </message>
    <message>
        <source>Now click the pile it lands on.</source>
        <translation>Giờ hãy bấm vào chồng mà nó được đặt lên.</translation>
    </message>
    <message>
        <source>cards has room for the 52 cards of a deck, read one by one.</source>
        <translation>cards có chỗ cho 52 lá của một bộ bài, đọc từng lá một.</translation>
    </message>
    <message>
        <source>Read %1, the first card of deck %2: it is no #, so a deck follows.</source>
        <translation>Đọc %1, lá đầu của bộ bài %2: không phải #, nên còn một bộ bài.</translation>
    </message>
    <message>
        <source>Read card %1 of the deck: %2.</source>
        <translation>Đọc lá thứ %1 của bộ bài: %2.</translation>
    </message>
    <message>
        <source>Take the next 52 words: the cards of deck %1.</source>
        <translation>Lấy 52 từ tiếp theo: các lá của bộ bài %1.</translation>
    </message>
    <message>
        <source>The %1 cards of the previous deck leave the table.</source>
        <translation>%1 lá của bộ bài trước rời khỏi bàn.</translation>
    </message>
    <message>
        <source>The table is empty already: this is the first deck.</source>
        <translation>Bàn vốn đã trống: đây là bộ bài đầu tiên.</translation>
    </message>
    <message>
        <source>Call play(): it makes the moves on these %1 piles.</source>
        <translation>Gọi play(): nó đi các nước trên %1 chồng này.</translation>
    </message>
    <message>
        <source>Pile %1 is one of the %2 piles: look at it.</source>
        <translation>Chồng %1 nằm trong %2 chồng: xét nó.</translation>
    </message>
    <message>
        <source>Call target(%1): where can the top card of pile %1 go?</source>
        <translation>Gọi target(%1): lá trên cùng của chồng %1 đi đâu được?</translation>
    </message>
    <message>
        <source>Pile %2 is three to the left of pile %1: do their top cards match?</source>
        <translation>Chồng %2 cách chồng %1 ba chồng về bên trái: hai lá trên cùng có khớp không?</translation>
    </message>
    <message>
        <source>Pile %2 is next to pile %1: do their top cards match?</source>
        <translation>Chồng %2 nằm ngay bên trái chồng %1: hai lá trên cùng có khớp không?</translation>
    </message>
    <message>
        <source>j = -1: the top card of pile %1 stays.</source>
        <translation>j = -1: lá trên cùng của chồng %1 đứng yên.</translation>
    </message>
    <message>
        <source>j = %2: the top card of pile %1 can go onto pile %2.</source>
        <translation>j = %2: lá trên cùng của chồng %1 có thể đặt lên chồng %2.</translation>
    </message>
    <message>
        <source>j is -1: nothing moves from pile %1.</source>
        <translation>j là -1: chồng %1 không có lá nào đi.</translation>
    </message>
    <message>
        <source>j is %2: the top card of pile %1 moves.</source>
        <translation>j là %2: lá trên cùng của chồng %1 sẽ đi.</translation>
    </message>
    <message>
        <source>Call the function that moves a card: the top card of pile %1 goes onto pile %2.</source>
        <translation>Gọi hàm chuyển bài: lá trên cùng của chồng %1 sang chồng %2.</translation>
    </message>
    <message>
        <source>%1 leaves the top of pile %2.</source>
        <translation>%1 rời khỏi đỉnh chồng %2.</translation>
    </message>
    <message>
        <source>Pile %1 has no card left: it must close up.</source>
        <translation>Chồng %1 không còn lá nào: phải dồn lại.</translation>
    </message>
    <message>
        <source>Pile %1 was closed up: the next pile is at place %1 now.</source>
        <translation>Chồng %1 đã được dồn: chồng kế tiếp giờ ở vị trí %1.</translation>
    </message>
    <message>
        <source>Pile %1 is still there.</source>
        <translation>Chồng %1 vẫn còn đó.</translation>
    </message>
    <message>
        <source>The endless loop of sweeps turns again: another sweep.</source>
        <translation>Vòng lặp vô hạn của các lượt quét quay lại: thêm một lượt quét.</translation>
    </message>
    <message>
        <source>Print how many piles remain: 1 pile.</source>
        <translation>In ra số chồng còn lại: 1 chồng.</translation>
    </message>
    <message>
        <source>Print how many piles remain: %1 piles.</source>
        <translation>In ra số chồng còn lại: %1 chồng.</translation>
    </message>
    <message>
        <source>Next, the height of pile %1.</source>
        <translation>Tiếp theo, chiều cao của chồng %1.</translation>
    </message>
    <message>
        <source>Every pile&apos;s height is printed.</source>
        <translation>Chiều cao của mọi chồng đã được in.</translation>
    </message>
    <message>
        <source>End the deck&apos;s line.</source>
        <translation>Kết thúc dòng của bộ bài này.</translation>
    </message>
    <message>
        <source>piles starts as an empty list.</source>
        <translation>piles bắt đầu là một danh sách rỗng.</translation>
    </message>
    <message>
        <source>No more decks after deck %1: the input ends here.</source>
        <translation>Sau bộ bài %1 không còn bộ nào: dữ liệu vào kết thúc ở đây.</translation>
    </message>
    <message>
        <source>Pile %1 is not empty: it stays.</source>
        <translation>Chồng %1 chưa trống: nó vẫn còn.</translation>
    </message>
    <message>
        <source>The height of pile %1 is %2: print it.</source>
        <translation>Chồng %1 cao %2 lá: in ra %2.</translation>
    </message>
    <message>
        <source>card moves</source>
        <comment>play by</comment>
        <translation>lượt chuyển bài</translation>
    </message>
    <message>
        <source>comparisons</source>
        <translation>số lần so sánh</translation>
    </message>
    <message>
        <source>card moves</source>
        <translation>số lần chuyển bài</translation>
    </message>
    <message>
        <source>piles closed up</source>
        <translation>số chồng trống đã bỏ</translation>
    </message>
    <message>
        <source>decks</source>
        <translation>số bộ bài</translation>
    </message>
    <message>
        <source>this is not a card: a card is a rank A23456789TJQK and a suit CDHS, like QH or 7C</source>
        <translation>đây không phải là lá bài: một lá bài gồm giá trị A23456789TJQK và chất CDHS, ví dụ QH hoặc 7C</translation>
    </message>
    <message>
        <source>deck %1 holds %2 twice (first as its card %3)</source>
        <translation>bộ bài %1 có hai lá %2 (lá đầu tiên là lá thứ %3 của bộ)</translation>
    </message>
    <message>
        <source>deck %1 has only %2 cards: a deck has %3</source>
        <translation>bộ bài %1 chỉ có %2 lá: một bộ bài phải có %3 lá</translation>
    </message>
    <message>
        <source>the input holds no deck: it must give at least one deck of %1 cards</source>
        <translation>dữ liệu vào không có bộ bài nào: phải có ít nhất một bộ %1 lá</translation>
    </message>
    <message>
        <source>unexpected text after the line that starts with #, which ends the input</source>
        <translation>còn nội dung thừa sau dòng bắt đầu bằng # (dòng kết thúc dữ liệu vào)</translation>
    </message>
    <message>
        <source>Decks answered</source>
        <translation>Số bộ bài đã trả lời</translation>
    </message>
</context>
<context>
    <name>AnimationExport</name>
    <message>
        <source>Unknown problem &apos;%1&apos;.</source>
        <translation>Không có bài toán &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>The input has errors.</source>
        <translation>Dữ liệu vào có lỗi.</translation>
    </message>
    <message>
        <source>Unknown method &apos;%1&apos;.</source>
        <translation>Không có cách giải &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>The last frame comes before the first.</source>
        <translation>Khung hình cuối đứng trước khung hình đầu.</translation>
    </message>
    <message>
        <source>The run ends in %1, before the first frame.</source>
        <translation>Lần chạy kết thúc ở %1, trước khung hình đầu tiên.</translation>
    </message>
    <message>
        <source>The run ends at step %1, before the first frame.</source>
        <translation>Lần chạy kết thúc ở bước %1, trước khung hình đầu tiên.</translation>
    </message>
    <message>
        <source>The run ends after move %1, before the first frame.</source>
        <translation>Lần chạy kết thúc sau nước %1, trước khung hình đầu tiên.</translation>
    </message>
</context>
<context>
    <name>CardsUi</name>
    <message>
        <source>Card game (APCS 2023-10)</source>
        <translation>Trò chơi lá bài (APCS 2023-10)</translation>
    </message>
    <message>
        <source>Every card is on the table. Step forward to start the first round.</source>
        <translation>Mọi lá bài đều còn trên bảng. Bước tới để bắt đầu vòng đầu tiên.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Vòng %1</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Vòng sau</translation>
    </message>
    <message>
        <source>Previous round</source>
        <translation>Vòng trước</translation>
    </message>
    <message>
        <source>Before: %1 in round %2, %3: %4</source>
        <translation>Trước đó: “%1” ở vòng %2, %3: %4</translation>
    </message>
    <message>
        <source>Sample 1 (one row)</source>
        <translation>Ví dụ 1 (một hàng)</translation>
    </message>
    <message>
        <source>Sample 2 (three rows)</source>
        <translation>Ví dụ 2 (ba hàng)</translation>
    </message>
    <message>
        <source>Self-test 1: a pair of 0s opens the way</source>
        <translation>Tự kiểm tra 1: cặp số 0 mở đường</translation>
    </message>
    <message>
        <source>Self-test 2: one pass is not enough</source>
        <translation>Tự kiểm tra 2: quét một lượt chưa đủ</translation>
    </message>
    <message>
        <source>Self-test 3: columns are needed</source>
        <translation>Tự kiểm tra 3: phải quét cả cột</translation>
    </message>
    <message>
        <source>Self-test 4: nothing can be taken</source>
        <translation>Tự kiểm tra 4: không lấy được lá nào</translation>
    </message>
    <message>
        <source>The input the program reads: n and m, then the table, one row per line</source>
        <translation>Dữ liệu chương trình đọc vào: n và m, sau đó là bảng, mỗi dòng một hàng</translation>
    </message>
    <message>
        <source>Random table…</source>
        <translation>Bảng ngẫu nhiên…</translation>
    </message>
    <message>
        <source>Round %1 starts from the same table as round %2, and the score is only added to, never read: every round from here repeats round %2, so the program never ends.</source>
        <translation>Vòng %1 bắt đầu với bảng giống hệt vòng %2, còn điểm chỉ được cộng thêm mà không bao giờ được đọc: từ đây mọi vòng đều lặp lại vòng %2, nên chương trình không bao giờ dừng.</translation>
    </message>
    <message>
        <source>Nothing has been scanned yet, so the first round starts.</source>
        <translation>Chưa quét ô nào, nên bắt đầu vòng đầu tiên.</translation>
    </message>
    <message>
        <source>Round %1 took cards off: another round, since they may have freed other pairs.</source>
        <translation>Vòng %1 đã lấy đi lá bài: chạy thêm một vòng, vì có thể đã mở đường cho các cặp khác.</translation>
    </message>
    <message>
        <source>Round %1 took nothing off: no pair is left to take, the game is over.</source>
        <translation>Vòng %1 không lấy đi lá bài nào: không còn cặp nào để lấy, trò chơi kết thúc.</translation>
    </message>
    <message>
        <source>Round %1 did not raise the score, so this program stops, even if a pair of 0s was taken off.</source>
        <translation>Vòng %1 không làm tăng điểm, nên chương trình này dừng, kể cả khi đã lấy đi một cặp số 0.</translation>
    </message>
    <message>
        <source>Round %1 begins: nothing taken off yet in this round.</source>
        <translation>Vòng %1 bắt đầu: vòng này chưa lấy đi lá bài nào.</translation>
    </message>
    <message>
        <source>Scan row %1 from the left: no card seen yet.</source>
        <translation>Quét hàng %1 từ trái sang: chưa thấy lá bài nào.</translation>
    </message>
    <message>
        <source>Scan column %1 from the top: no card seen yet.</source>
        <translation>Quét cột %1 từ trên xuống: chưa thấy lá bài nào.</translation>
    </message>
    <message>
        <source>%1 is empty: it blocks nothing, skip it.</source>
        <translation>Ô %1 trống: không chắn gì cả, bỏ qua.</translation>
    </message>
    <message>
        <source>%1 holds the card %2.</source>
        <translation>Ô %1 có lá bài %2.</translation>
    </message>
    <message>
        <source>%1 holds a card of value 0, but this program takes 0 for an empty cell and skips it.</source>
        <translation>Ô %1 có lá bài giá trị 0, nhưng chương trình này coi 0 là ô trống và bỏ qua.</translation>
    </message>
    <message>
        <source>%1 is the first card of this line so far: nothing to pair it with.</source>
        <translation>Ô %1 là lá bài đầu tiên thấy trên hàng/cột này: chưa có gì để ghép cặp.</translation>
    </message>
    <message>
        <source>%1 holds %2, the same as the last card still there: a pair, with only empty cells between.</source>
        <translation>Ô %1 có %2, giống lá bài còn lại gần nhất trước đó: thành một cặp, ở giữa chỉ có ô trống.</translation>
    </message>
    <message>
        <source>%1 holds %2, the last card still there holds %3: no pair.</source>
        <translation>Ô %1 có %2, lá bài còn lại gần nhất trước đó là %3: không thành cặp.</translation>
    </message>
    <message>
        <source>%1 is empty and so is the last &quot;card&quot;: this program takes two empty cells for a pair.</source>
        <translation>Ô %1 trống và “lá bài” trước đó cũng trống: chương trình này coi hai ô trống là một cặp.</translation>
    </message>
    <message>
        <source>%1 becomes the last card still there.</source>
        <translation>Lá bài ở ô %1 giờ là lá bài còn lại gần nhất.</translation>
    </message>
    <message>
        <source>This program makes the empty cell %1 the last card, so the card before it can no longer pair.</source>
        <translation>Chương trình này lấy ô trống %1 làm lá bài “trước”, nên lá bài đứng trước nó không ghép cặp được nữa.</translation>
    </message>
    <message>
        <source>Column %1 done: it took cards off.</source>
        <translation>Xong cột %1: đã lấy đi lá bài.</translation>
    </message>
    <message>
        <source>Column %1 done: nothing taken off.</source>
        <translation>Xong cột %1: không lấy đi lá nào.</translation>
    </message>
    <message>
        <source>Row %1 done: it took cards off.</source>
        <translation>Xong hàng %1: đã lấy đi lá bài.</translation>
    </message>
    <message>
        <source>Row %1 done: nothing taken off.</source>
        <translation>Xong hàng %1: không lấy đi lá nào.</translation>
    </message>
    <message>
        <source>Round %1 starts from the very same table as round %2: it will do exactly what round %2 did, again and again.</source>
        <translation>Vòng %1 bắt đầu với bảng giống hệt vòng %2: nó sẽ làm đúng như vòng %2, lặp đi lặp lại mãi.</translation>
    </message>
    <message>
        <source>The program prints its score: %1.</source>
        <translation>Chương trình in ra số điểm của nó: %1.</translation>
    </message>
    <message>
        <source>One row (subtask 1)</source>
        <translation>Một hàng (tiểu nhiệm vụ 1)</translation>
    </message>
    <message>
        <source>Rows and columns</source>
        <translation>Hàng và cột</translation>
    </message>
    <message>
        <source>0 marks empty</source>
        <translation>Dùng 0 làm ô trống</translation>
    </message>
    <message>
        <source>Score must grow</source>
        <translation>Điểm phải tăng</translation>
    </message>
    <message>
        <source>One round</source>
        <translation>Chỉ một vòng</translation>
    </message>
    <message>
        <source>Rows only</source>
        <translation>Chỉ quét hàng</translation>
    </message>
    <message>
        <source>Empty not skipped</source>
        <translation>Không bỏ qua ô trống</translation>
    </message>
    <message>
        <source>Empty becomes last</source>
        <translation>Ô trống thành “trước”</translation>
    </message>
    <message>
        <source>Subtask 1: scan the first row from left to right, again and again, until a pass takes nothing off. It reads the first row only.</source>
        <translation>Tiểu nhiệm vụ 1: quét hàng đầu tiên từ trái sang phải, lặp đi lặp lại cho đến khi một lượt quét không lấy đi lá bài nào. Chỉ đọc hàng đầu tiên.</translation>
    </message>
    <message>
        <source>Full solution: each round scans every row and every column with one line scan, until a round takes nothing off.</source>
        <translation>Lời giải đầy đủ: mỗi vòng quét mọi hàng và mọi cột theo cùng một cách quét, cho đến khi có một vòng không lấy đi lá bài nào.</translation>
    </message>
    <message>
        <source>Wrong: marks a card taken off with 0, so cards of value 0 count as empty cells.</source>
        <translation>Sai: đánh dấu lá bài đã lấy đi bằng 0, nên các lá bài có giá trị 0 bị coi là ô trống.</translation>
    </message>
    <message>
        <source>Wrong: goes on only while the score grows, so a pair of 0s ends the game too early.</source>
        <translation>Sai: chỉ chạy tiếp khi điểm còn tăng, nên một cặp số 0 làm trò chơi dừng quá sớm.</translation>
    </message>
    <message>
        <source>Wrong: one round only, so pairs freed by that round stay on the table.</source>
        <translation>Sai: chỉ chạy một vòng, nên các cặp chỉ lấy được sau vòng đó vẫn nằm lại trên bảng.</translation>
    </message>
    <message>
        <source>Wrong: scans the rows and never the columns.</source>
        <translation>Sai: chỉ quét các hàng, không bao giờ quét cột.</translation>
    </message>
    <message>
        <source>Wrong: compares empty cells like cards, so two empty cells pair forever and it never ends.</source>
        <translation>Sai: so sánh ô trống như lá bài, nên hai ô trống cứ ghép cặp mãi và chương trình không bao giờ dừng.</translation>
    </message>
    <message>
        <source>Wrong: an empty cell becomes the last card, so 5 _ 5 can never pair.</source>
        <translation>Sai: ô trống cũng trở thành lá bài “trước”, nên 5 _ 5 không bao giờ ghép cặp được.</translation>
    </message>
    <message>
        <source>This program reads the first row only: the table has %1 rows.</source>
        <translation>Chương trình này chỉ đọc hàng đầu tiên: bảng có tới %1 hàng.</translation>
    </message>
    <message>
        <source>The cards of value 0 on the table were skipped as if they were empty cells.</source>
        <translation>Các lá bài có giá trị 0 trên bảng đã bị bỏ qua như thể là ô trống.</translation>
    </message>
    <message>
        <source>A round that took off only a pair of 0s added nothing to the score, so this program stopped while pairs were left.</source>
        <translation>Một vòng chỉ lấy đi một cặp số 0 thì không làm tăng điểm, nên chương trình này dừng lại khi vẫn còn cặp chưa lấy.</translation>
    </message>
    <message>
        <source>The cards still on the table include pairs that the first round freed: a second round would take them.</source>
        <translation>Trên bảng vẫn còn những cặp mà vòng đầu tiên đã mở đường: vòng thứ hai sẽ lấy được chúng.</translation>
    </message>
    <message>
        <source>The cards still on the table include pairs that face each other in a column.</source>
        <translation>Trên bảng vẫn còn những cặp nằm đối diện nhau trong cùng một cột.</translation>
    </message>
    <message>
        <source>An empty cell became the last card, so two equal cards with only empty cells between them were not paired.</source>
        <translation>Ô trống đã thành lá bài “trước”, nên hai lá bài bằng nhau mà ở giữa chỉ có ô trống không được ghép cặp.</translation>
    </message>
    <message>
        <source>Card game</source>
        <translation>Trò chơi lá bài</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Số vòng</translation>
    </message>
    <message>
        <source>Cards on the table (n × m)</source>
        <translation>Số lá bài trên bàn (n × m)</translation>
    </message>
    <message>
        <source>Cells looked at per round</source>
        <translation>Số ô đã xem mỗi vòng</translation>
    </message>
    <message>
        <source>two empty cells</source>
        <translation>hai ô trống</translation>
    </message>
    <message>
        <source>two %1s</source>
        <translation>hai lá %1</translation>
    </message>
    <message>
        <source>Round %1: takes nothing off.</source>
        <translation>Vòng %1: không lấy lá nào ra.</translation>
    </message>
    <message>
        <source>Round %1: takes off %2.</source>
        <translation>Vòng %1: lấy ra %2.</translation>
    </message>
    <message>
        <source>the two cards worth %1</source>
        <translation>hai lá có giá trị %1</translation>
    </message>
    <message>
        <source>Click its two cards.</source>
        <translation>Hãy bấm vào hai lá của cặp đó.</translation>
    </message>
    <message>
        <source>Which pair of cards is taken off next?</source>
        <translation>Cặp bài nào bị lấy đi tiếp theo?</translation>
    </message>
    <message>
        <source>A pair of %1s: the score goes up by %1, to %2.</source>
        <translation>Một cặp %1: điểm tăng thêm %1, thành %2.</translation>
    </message>
    <message>
        <source>Read the table: its size, then every card, row by row.</source>
        <translation>Đọc bảng: trước là kích thước, rồi từng lá bài, hết hàng này đến hàng khác.</translation>
    </message>
    <message>
        <source>The table has %1 rows and %2 columns.</source>
        <translation>Bảng có %1 hàng và %2 cột.</translation>
    </message>
    <message>
        <source>The card at %1 is %2.</source>
        <translation>Lá bài ở ô %1 là %2.</translation>
    </message>
    <message>
        <source>Row %1 starts as a list of %2 zeros, each replaced by the card read for it.</source>
        <translation>Hàng %1 bắt đầu là một danh sách %2 số 0, mỗi số sẽ được thay bằng lá bài đọc vào cho nó.</translation>
    </message>
    <message>
        <source>EMPTY is %1: the mark of a cell whose card was taken off.</source>
        <translation>EMPTY là %1: dấu của ô mà lá bài đã bị lấy đi.</translation>
    </message>
    <message>
        <source>The table&apos;s size starts at 0: main reads it from the input.</source>
        <translation>Kích thước bảng ban đầu là 0: main sẽ đọc nó từ dữ liệu vào.</translation>
    </message>
    <message>
        <source>The table starts as an empty list: the reading fills it.</source>
        <translation>Bảng ban đầu là một danh sách rỗng: phần đọc dữ liệu sẽ lấp đầy nó.</translation>
    </message>
    <message>
        <source>Scan column %1: call the line scan from its top cell, going down.</source>
        <translation>Quét cột %1: gọi hàm quét một đường từ ô trên cùng, đi xuống.</translation>
    </message>
    <message>
        <source>Scan row %1: call the line scan from its left cell, going right.</source>
        <translation>Quét hàng %1: gọi hàm quét một đường từ ô bên trái, đi sang phải.</translation>
    </message>
    <message>
        <source>The scan of column %1 returned true: this round changed the table.</source>
        <translation>Lượt quét cột %1 trả về true: vòng này đã thay đổi bảng.</translation>
    </message>
    <message>
        <source>The scan of column %1 returned false: nothing to note.</source>
        <translation>Lượt quét cột %1 trả về false: không có gì cần ghi lại.</translation>
    </message>
    <message>
        <source>The scan of row %1 returned true: this round changed the table.</source>
        <translation>Lượt quét hàng %1 trả về true: vòng này đã thay đổi bảng.</translation>
    </message>
    <message>
        <source>The scan of row %1 returned false: nothing to note.</source>
        <translation>Lượt quét hàng %1 trả về false: không có gì cần ghi lại.</translation>
    </message>
    <message>
        <source>%1 is on the table: the scan looks at it.</source>
        <translation>Ô %1 nằm trong bảng: lượt quét xem ô này.</translation>
    </message>
    <message>
        <source>%1 is past the edge: this line is scanned.</source>
        <translation>Ô %1 đã ra ngoài mép bảng: đường này đã quét xong.</translation>
    </message>
    <message>
        <source>The card %1 at %2 leaves the table: its cell is EMPTY now.</source>
        <translation>Lá bài %1 ở ô %2 rời khỏi bảng: ô đó giờ là EMPTY.</translation>
    </message>
    <message>
        <source>Its partner %1 at %2 leaves too: the pair is gone.</source>
        <translation>Lá cùng cặp %1 ở ô %2 cũng rời đi: cặp bài đã biến mất.</translation>
    </message>
    <message>
        <source>On to %1.</source>
        <translation>Sang ô %1.</translation>
    </message>
    <message>
        <source>continue: (0, %1) is empty, straight on to the next cell.</source>
        <translation>continue: ô (0, %1) trống, đi thẳng sang ô tiếp theo.</translation>
    </message>
    <message>
        <source>rounds</source>
        <comment>play by</comment>
        <translation>vòng</translation>
    </message>
    <message>
        <source>A card taken off</source>
        <translation>Lá bài đã lấy ra</translation>
    </message>
    <message>
        <source>the input is empty: the first line must give n and m, the numbers of rows and columns</source>
        <translation>dữ liệu vào bị trống: dòng đầu phải cho n và m, tức số hàng và số cột</translation>
    </message>
    <message>
        <source>the number of rows %1 is outside %2 to %3</source>
        <translation>số hàng %1 nằm ngoài khoảng %2 đến %3</translation>
    </message>
    <message>
        <source>the number of columns %1 is outside %2 to %3</source>
        <translation>số cột %1 nằm ngoài khoảng %2 đến %3</translation>
    </message>
    <message>
        <source>the input ends early: %1 cards expected, only %2 found</source>
        <translation>dữ liệu vào kết thúc sớm: cần %1 lá bài, chỉ thấy %2 lá</translation>
    </message>
    <message>
        <source>the card value %1 is outside %2 to %3</source>
        <translation>giá trị lá bài %1 nằm ngoài khoảng %2 đến %3</translation>
    </message>
    <message>
        <source>the value %1 appears only once (row %2, column %3): every value must appear exactly twice</source>
        <translation>giá trị %1 chỉ xuất hiện một lần (hàng %2, cột %3): mỗi giá trị phải xuất hiện đúng hai lần</translation>
    </message>
    <message>
        <source>the value %1 appears a third time (first at row %2, column %3): every value must appear exactly twice</source>
        <translation>giá trị %1 xuất hiện lần thứ ba (lần đầu ở hàng %2, cột %3): mỗi giá trị phải xuất hiện đúng hai lần</translation>
    </message>
    <message>
        <source>cells looked at</source>
        <translation>số ô đã xem</translation>
    </message>
    <message>
        <source>comparisons</source>
        <translation>số lần so sánh</translation>
    </message>
    <message>
        <source>pairs removed</source>
        <translation>số cặp đã bỏ</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>số vòng</translation>
    </message>
    <message>
        <source>Cards read, then the answer</source>
        <translation>Số lá bài đã đọc, rồi đến câu trả lời</translation>
    </message>
</context>
<context>
    <name>CaroUi</name>
    <message>
        <source>Caro (five in a row)</source>
        <translation>Cờ ca-rô (năm quân liền nhau)</translation>
    </message>
    <message>
        <source>The board is empty. Step forward to play the first move.</source>
        <translation>Bàn cờ đang trống. Bước tới để đánh nước đầu tiên.</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Nước %1</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Nước sau</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Nước trước</translation>
    </message>
    <message>
        <source>Before: %1 at move %2, %3: %4</source>
        <translation>Trước đó: “%1” ở nước %2, %3: %4</translation>
    </message>
    <message>
        <source>Sample from the statement (X and O, O wins at move 10)</source>
        <translation>Ví dụ trong đề (X và O, O thắng ở nước 10)</translation>
    </message>
    <message>
        <source>The last stone fills the middle</source>
        <translation>Quân cuối lấp vào giữa</translation>
    </message>
    <message>
        <source>A line of six</source>
        <translation>Sáu quân liền nhau</translation>
    </message>
    <message>
        <source>Five on the anti-diagonal</source>
        <translation>Năm quân trên đường chéo phụ</translation>
    </message>
    <message>
        <source>Five along the border</source>
        <translation>Năm quân dọc theo mép bàn cờ</translation>
    </message>
    <message>
        <source>A 4 x 4 board: nobody can win</source>
        <translation>Bàn cờ 4 x 4: không ai thắng được</translation>
    </message>
    <message>
        <source>The input the program reads: N and K, then one move &quot;row column&quot; per line</source>
        <translation>Dữ liệu chương trình đọc vào: N và K, sau đó mỗi dòng một nước &quot;hàng cột&quot;</translation>
    </message>
    <message>
        <source>Random game…</source>
        <translation>Ván ngẫu nhiên…</translation>
    </message>
    <message>
        <source>row</source>
        <translation>hàng ngang</translation>
    </message>
    <message>
        <source>column</source>
        <translation>cột dọc</translation>
    </message>
    <message>
        <source>diagonal</source>
        <translation>đường chéo chính</translation>
    </message>
    <message>
        <source>anti-diagonal</source>
        <translation>đường chéo phụ</translation>
    </message>
    <message>
        <source>Move %1: %2 plays at (%3, %4).</source>
        <translation>Nước %1: %2 đánh vào ô (%3, %4).</translation>
    </message>
    <message>
        <source>All %1 moves are played and this program found no five in a row: it prints 0.</source>
        <translation>Đã đánh hết %1 nước và chương trình này không tìm thấy năm quân liền nhau: nó in ra 0.</translation>
    </message>
    <message>
        <source>The scan found five in a row after move %1.</source>
        <translation>Quét thấy năm quân liền nhau sau nước %1.</translation>
    </message>
    <message>
        <source>After move %1 the whole board holds no five in a row.</source>
        <translation>Sau nước %1, cả bàn cờ chưa có năm quân liền nhau.</translation>
    </message>
    <message>
        <source>(%1, %2) is empty: skip it.</source>
        <translation>Ô (%1, %2) trống: bỏ qua.</translation>
    </message>
    <message>
        <source>(%1, %2) holds %3: try five cells from it in each direction.</source>
        <translation>Ô (%1, %2) có quân %3: thử năm ô từ ô này theo từng hướng.</translation>
    </message>
    <message>
        <source>From (%1, %2), try five cells along the %3.</source>
        <translation>Từ ô (%1, %2), thử năm ô theo %3.</translation>
    </message>
    <message>
        <source>(%1, %2) is off the board: no five this way.</source>
        <translation>Ô (%1, %2) nằm ngoài bàn cờ: hướng này không đủ năm quân.</translation>
    </message>
    <message>
        <source>(%1, %2) does not hold the same stone: no five this way.</source>
        <translation>Ô (%1, %2) không có quân cùng loại: hướng này không có năm quân liền nhau.</translation>
    </message>
    <message>
        <source>(%1, %2) holds the same stone.</source>
        <translation>Ô (%1, %2) có quân cùng loại.</translation>
    </message>
    <message>
        <source>%1 equal stones so far.</source>
        <translation>Đến giờ có %1 quân giống nhau.</translation>
    </message>
    <message>
        <source>Five equal stones from (%1, %2) along the %3: someone has won.</source>
        <translation>Từ ô (%1, %2) theo %3 có năm quân giống nhau: đã có người thắng.</translation>
    </message>
    <message>
        <source>Only %1 equal stones here: not five.</source>
        <translation>Ở đây chỉ có %1 quân giống nhau: chưa đủ năm.</translation>
    </message>
    <message>
        <source>Walk back along the %1 to the edge of the board: now at (%2, %3).</source>
        <translation>Lùi theo %1 đến mép bàn cờ: giờ đang ở ô (%2, %3).</translation>
    </message>
    <message>
        <source>Read the %1 from its first cell (%2, %3): the counts start at 0.</source>
        <translation>Đọc %1 từ ô đầu tiên (%2, %3): các biến đếm bắt đầu từ 0.</translation>
    </message>
    <message>
        <source>(%1, %2) holds the player&apos;s stone.</source>
        <translation>Ô (%1, %2) có quân của người chơi này.</translation>
    </message>
    <message>
        <source>(%1, %2) does not hold the player&apos;s stone.</source>
        <translation>Ô (%1, %2) không có quân của người chơi này.</translation>
    </message>
    <message>
        <source>The run grows to %1.</source>
        <translation>Chuỗi liên tiếp tăng lên %1.</translation>
    </message>
    <message>
        <source>The run breaks at (%1, %2): back to 0.</source>
        <translation>Chuỗi bị đứt ở ô (%1, %2): về lại 0.</translation>
    </message>
    <message>
        <source>Longest run on this line so far: %1.</source>
        <translation>Chuỗi dài nhất trên đường này đến giờ: %1.</translation>
    </message>
    <message>
        <source>The %1 holds %2 in a row: five or more, a win.</source>
        <translation>Trên %1 này có %2 quân liền nhau: từ năm trở lên, thắng.</translation>
    </message>
    <message>
        <source>The %1 holds at most %2 in a row: not five.</source>
        <translation>Trên %1 này nhiều nhất chỉ có %2 quân liền nhau: chưa đủ năm.</translation>
    </message>
    <message>
        <source>Along the %1: the new stone counts as 1.</source>
        <translation>Theo %1: quân mới được tính là 1.</translation>
    </message>
    <message>
        <source>(%1, %2) holds the same stone: count it.</source>
        <translation>Ô (%1, %2) có quân cùng loại: đếm vào.</translation>
    </message>
    <message>
        <source>(%1, %2) holds the other player&apos;s stone: stop.</source>
        <translation>Ô (%1, %2) có quân của đối thủ: dừng.</translation>
    </message>
    <message>
        <source>(%1, %2) is empty: stop.</source>
        <translation>Ô (%1, %2) trống: dừng.</translation>
    </message>
    <message>
        <source>(%1, %2) is the empty border around the board: stop.</source>
        <translation>Ô (%1, %2) thuộc viền trống quanh bàn cờ: dừng.</translation>
    </message>
    <message>
        <source>%1 in a row along the %2: five or more, a win!</source>
        <translation>%1 quân liền nhau theo %2: từ năm trở lên, thắng rồi!</translation>
    </message>
    <message>
        <source>%1 in a row along the %2: fewer than five.</source>
        <translation>%1 quân liền nhau theo %2: chưa đủ năm.</translation>
    </message>
    <message>
        <source>%1 in a row along the %2, but this program wants exactly five: it misses the win.</source>
        <translation>%1 quân liền nhau theo %2, nhưng chương trình này chỉ nhận đúng năm: bỏ sót chiến thắng.</translation>
    </message>
    <message>
        <source>Method %1</source>
        <translation>Cách %1</translation>
    </message>
    <message>
        <source>Endpoint only</source>
        <translation>Chỉ đếm từ đầu mút</translation>
    </message>
    <message>
        <source>Exactly five</source>
        <translation>Đúng năm quân</translation>
    </message>
    <message>
        <source>No anti-diagonal</source>
        <translation>Thiếu đường chéo phụ</translation>
    </message>
    <message>
        <source>Method 1: after every move, scan the whole board for five in a row. O(K·N²)</source>
        <translation>Cách 1: sau mỗi nước, quét cả bàn cờ tìm năm quân liền nhau. O(K·N²)</translation>
    </message>
    <message>
        <source>Method 2: read the four whole lines through the new stone. O(K·N)</source>
        <translation>Cách 2: đọc trọn bốn đường đi qua quân mới. O(K·N)</translation>
    </message>
    <message>
        <source>Method 3: count outwards from the new stone, both ways along each line. O(K)</source>
        <translation>Cách 3: từ quân mới, đếm ra cả hai phía theo từng đường. O(K)</translation>
    </message>
    <message>
        <source>Wrong: only counts lines that start at the new stone, so a stone filling a gap is missed.</source>
        <translation>Sai: chỉ đếm các đường bắt đầu từ quân mới, nên bỏ sót khi quân mới lấp vào chỗ trống ở giữa.</translation>
    </message>
    <message>
        <source>Wrong: asks for exactly five, so a line of six or seven is missed.</source>
        <translation>Sai: đòi đúng năm quân, nên bỏ sót khi có sáu hoặc bảy quân liền nhau.</translation>
    </message>
    <message>
        <source>Wrong: checks only three directions and forgets the anti-diagonal.</source>
        <translation>Sai: chỉ kiểm tra ba hướng, quên mất đường chéo phụ.</translation>
    </message>
    <message>
        <source>Nobody ever has five in a row on this input.</source>
        <translation>Với dữ liệu vào này, không ai có được năm quân liền nhau.</translation>
    </message>
    <message>
        <source>This program wants exactly five, so it misses a line of %1.</source>
        <translation>Chương trình này chỉ nhận đúng năm quân, nên bỏ sót dãy %1 quân.</translation>
    </message>
    <message>
        <source>This program never looks along the anti-diagonal.</source>
        <translation>Chương trình này không bao giờ xét theo đường chéo phụ.</translation>
    </message>
    <message>
        <source>The new stone is not at an end of that line, so counting from it one way finds fewer than five.</source>
        <translation>Quân mới không nằm ở đầu mút của dãy đó, nên đếm từ nó theo một chiều thì không đủ năm quân.</translation>
    </message>
    <message>
        <source>Caro</source>
        <translation>Cờ ca-rô</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Số nước đi</translation>
    </message>
    <message>
        <source>Board side N</source>
        <translation>Cạnh bàn cờ N</translation>
    </message>
    <message>
        <source>Cells looked at per move</source>
        <translation>Số ô đã xem mỗi nước</translation>
    </message>
    <message>
        <source>Move %1: %2 plays and finds no five.</source>
        <translation>Nước %1: %2 đi và không tìm thấy năm quân liền nhau.</translation>
    </message>
    <message>
        <source>Does this move win?</source>
        <translation>Nước đi này có thắng không?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Có</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Không</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>có</translation>
    </message>
    <message>
        <source>no</source>
        <translation>không</translation>
    </message>
    <message>
        <source>How many stones in this line?</source>
        <translation>Trên đường này có bao nhiêu quân?</translation>
    </message>
    <message>
        <source>9 or more</source>
        <translation>9 trở lên</translation>
    </message>
    <message>
        <source>One more stone: %1 along this ray so far.</source>
        <translation>Thêm một quân: tia này đã có %1 quân.</translation>
    </message>
    <message>
        <source>Read N = %1 and K = %2: a %1 x %1 board and %2 moves.</source>
        <translation>Đọc N = %1 và K = %2: bàn cờ %1 x %1 và %2 nước đi.</translation>
    </message>
    <message>
        <source>An empty board of (N + 2) x (N + 2) cells: the %1 x %1 board inside a border.</source>
        <translation>Một bàn trống (N + 2) x (N + 2) ô: bàn cờ %1 x %1 nằm trong một vòng viền.</translation>
    </message>
    <message>
        <source>The eight rays: both ways along the row, the column and the two diagonals.</source>
        <translation>Tám tia: hai chiều của hàng, của cột và của hai đường chéo.</translation>
    </message>
    <message>
        <source>The four directions as steps (dr, dc): row, column, diagonal, anti-diagonal.</source>
        <translation>Bốn hướng, mỗi bước đi (dr, dc): hàng ngang, cột dọc, chéo chính, chéo phụ.</translation>
    </message>
    <message>
        <source>Read move %1: row %2, column %3.</source>
        <translation>Đọc nước %1: hàng %2, cột %3.</translation>
    </message>
    <message>
        <source>Move %1 is %2&apos;s.</source>
        <translation>Nước %1 là của %2.</translation>
    </message>
    <message>
        <source>After move %1, scan the whole board for five in a row.</source>
        <translation>Sau nước %1, quét cả bàn cờ tìm năm quân liền nhau.</translation>
    </message>
    <message>
        <source>One cell back: now at (%1, %2).</source>
        <translation>Lùi một ô: giờ ở (%1, %2).</translation>
    </message>
    <message>
        <source>(%1, %2) is the first cell of the %3: the walk back stops.</source>
        <translation>(%1, %2) là ô đầu tiên của %3: thôi lùi.</translation>
    </message>
    <message>
        <source>Find the longest run of the player&apos;s stones on the %3 through (%1, %2).</source>
        <translation>Tìm dãy quân liền nhau dài nhất của người chơi trên %3 qua (%1, %2).</translation>
    </message>
    <message>
        <source>The walk has left the board: the whole %1 is read.</source>
        <translation>Đã đi ra ngoài bàn cờ: đã đọc hết %1.</translation>
    </message>
    <message>
        <source>Count the player&apos;s stones from (%1, %2) in direction (%3, %4).</source>
        <translation>Đếm quân của người chơi từ (%1, %2) theo hướng (%3, %4).</translation>
    </message>
    <message>
        <source>The ray in direction (%1, %2) starts with no stones.</source>
        <translation>Tia theo hướng (%1, %2) bắt đầu với 0 quân.</translation>
    </message>
    <message>
        <source>On to (%1, %2).</source>
        <translation>Sang ô (%1, %2).</translation>
    </message>
    <message>
        <source>The ray holds %1 more stones: dem is now %2.</source>
        <translation>Tia này có thêm %1 quân: dem bây giờ là %2.</translation>
    </message>
    <message>
        <source>Move %1: %2 has %4 stones in a row along the %3. Exactly five: %2 wins, the answer is %1.</source>
        <translation>Nước %1: %2 có %4 quân liền nhau trên một %3. Đúng năm quân: %2 thắng, đáp án là %1.</translation>
    </message>
    <message>
        <source>Move %1: %2 has %4 stones in a row along the %3. Five or more: %2 wins, the answer is %1.</source>
        <translation>Nước %1: %2 có %4 quân liền nhau trên một %3. Từ năm quân trở lên: %2 thắng, đáp án là %1.</translation>
    </message>
    <message>
        <source>After move %1, %2 has %3 in a row along the %4, from (%5, %6) to (%7, %8).</source>
        <translation>Sau nước %1, %2 có %3 quân liền nhau trên một %4, từ ô (%5, %6) đến ô (%7, %8).</translation>
    </message>
    <message>
        <source>Move %1: %2 has %3 stones in a row along the %4: a win.</source>
        <translation>Nước %1: %2 có %3 quân liền nhau trên một %4: thắng.</translation>
    </message>
    <message>
        <source>moves</source>
        <comment>play by</comment>
        <translation>nước đi</translation>
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
        <translation>dữ liệu vào bị trống: dòng đầu phải cho N và K</translation>
    </message>
    <message>
        <source>the input ends early: %1 moves expected, only %2 found</source>
        <translation>dữ liệu vào kết thúc sớm: cần %1 nước, chỉ thấy %2 nước</translation>
    </message>
    <message>
        <source>the board size %1 is outside %2 to %3</source>
        <translation>kích thước bàn cờ %1 nằm ngoài khoảng %2 đến %3</translation>
    </message>
    <message>
        <source>the number of moves %1 is outside %2 to %3</source>
        <translation>số nước %1 nằm ngoài khoảng %2 đến %3</translation>
    </message>
    <message>
        <source>move %1: row %2 is outside %3 to %4</source>
        <translation>nước %1: hàng %2 nằm ngoài khoảng %3 đến %4</translation>
    </message>
    <message>
        <source>move %1: column %2 is outside %3 to %4</source>
        <translation>nước %1: cột %2 nằm ngoài khoảng %3 đến %4</translation>
    </message>
    <message>
        <source>move %1: cell (%2, %3) was already played at move %4</source>
        <translation>nước %1: ô (%2, %3) đã được đánh ở nước %4</translation>
    </message>
    <message>
        <source>cells looked at</source>
        <translation>số ô đã xem</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>số nước</translation>
    </message>
</context>
<context>
    <name>DivergenceWords</name>
    <message>
        <source>it has already ended.</source>
        <translation>nó đã kết thúc rồi.</translation>
    </message>
    <message>
        <source>The first place where they differ. %1: %2 %3: %4</source>
        <translation>Chỗ đầu tiên hai cách khác nhau. %1: %2 %3: %4</translation>
    </message>
    <message>
        <source>On this input, %1 does the same as %2 at every step of the way: try another sample.</source>
        <translation>Trên dữ liệu này, %1 làm giống hệt %2 ở mọi bước: hãy thử một ví dụ khác.</translation>
    </message>
</context>
<context>
    <name>GifWriter</name>
    <message>
        <source>The file is not open.</source>
        <translation>Tệp chưa được mở.</translation>
    </message>
</context>
<context>
    <name>JudgedTest</name>
    <message>
        <source>Over the time limit on this test: here is as far as the run goes.</source>
        <translation>Test này vượt giới hạn thời gian: chương trình chỉ chạy được đến đây.</translation>
    </message>
    <message>
        <source>Looking for the first moment this method goes wrong…</source>
        <translation>Đang tìm chỗ đầu tiên cách này làm sai…</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <source>a text in quotes is not closed</source>
        <translation>một đoạn chữ trong ngoặc kép chưa được đóng</translation>
    </message>
    <message>
        <source>a comma or a closing bracket is missing</source>
        <translation>thiếu một dấu phẩy hoặc dấu ngoặc đóng</translation>
    </message>
    <message>
        <source>a colon is missing after a field&apos;s name</source>
        <translation>thiếu dấu hai chấm sau tên một trường</translation>
    </message>
    <message>
        <source>a backslash in a text is not followed by n, t, &quot;, \ or u</source>
        <translation>một dấu gạch chéo ngược trong chữ không có n, t, &quot;, \ hoặc u theo sau</translation>
    </message>
    <message>
        <source>the text is not UTF-8</source>
        <translation>văn bản không phải UTF-8</translation>
    </message>
    <message>
        <source>something follows the closing brace</source>
        <translation>có thứ gì đó sau dấu ngoặc nhọn đóng</translation>
    </message>
    <message>
        <source>a number is not written right</source>
        <translation>một con số viết chưa đúng</translation>
    </message>
    <message>
        <source>the text ends before the closing brace</source>
        <translation>văn bản kết thúc trước dấu ngoặc nhọn đóng</translation>
    </message>
    <message>
        <source>something there is not a value (a text in quotes, a number, a list or true/false)</source>
        <translation>thứ ở đó không phải một giá trị (chữ trong ngoặc kép, số, danh sách hoặc true/false)</translation>
    </message>
    <message>
        <source>a text in quotes</source>
        <translation>một đoạn chữ trong ngoặc kép</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true hoặc false</translation>
    </message>
    <message>
        <source>a list of texts in quotes</source>
        <translation>một danh sách các đoạn chữ trong ngoặc kép</translation>
    </message>
    <message>
        <source>a list of line numbers</source>
        <translation>một danh sách số dòng</translation>
    </message>
    <message>
        <source>a list of stops like {&quot;step&quot;: 120, &quot;text&quot;: &quot;…&quot;}</source>
        <translation>một danh sách điểm dừng như {&quot;step&quot;: 120, &quot;text&quot;: &quot;…&quot;}</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; is &quot;%3&quot;, which is not one of %4; &quot;%5&quot; is used.</source>
        <translation>Dòng %1: &quot;%2&quot; là &quot;%3&quot;, không thuộc %4; dùng &quot;%5&quot;.</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; should be %3; it is left out.</source>
        <translation>Dòng %1: &quot;%2&quot; phải là %3; trường này được bỏ qua.</translation>
    </message>
    <message>
        <source>This file is not a lesson: it is not JSON. Line %1, column %2: %3.</source>
        <translation>Tệp này không phải bài giảng: nó không phải JSON. Dòng %1, cột %2: %3.</translation>
    </message>
    <message>
        <source>This file is not a lesson: it is JSON, but not one object in braces { }.</source>
        <translation>Tệp này không phải bài giảng: nó là JSON nhưng không phải một đối tượng trong ngoặc nhọn { }.</translation>
    </message>
    <message>
        <source>This lesson was written by a newer StepBoard (format %1; this one reads format %2): what this StepBoard knows of it is opened, and the file is left as it is.</source>
        <translation>Bài giảng này được ghi bởi một StepBoard mới hơn (định dạng %1; bản này đọc định dạng %2): mở những gì bản này biết, tệp được giữ nguyên.</translation>
    </message>
    <message>
        <source>The lesson %1 cannot be read: %2.</source>
        <translation>Không đọc được bài giảng %1: %2.</translation>
    </message>
    <message>
        <source>The lesson cannot be saved to %1: %2.</source>
        <translation>Không lưu được bài giảng vào %1: %2.</translation>
    </message>
    <message>
        <source>a whole number from 0 to %1</source>
        <translation>một số nguyên từ 0 đến %1</translation>
    </message>
    <message>
        <source>a list of whole numbers from 0 to %1</source>
        <translation>một danh sách số nguyên từ 0 đến %1</translation>
    </message>
    <message>
        <source>Line %1: the lesson has %2 bookmarks, more than the %3 a lesson may hold; the first %3 are kept and the others left out.</source>
        <translation>Dòng %1: bài giảng có %2 dấu trang, nhiều hơn %3, số tối đa một bài giảng được có; %3 dấu trang đầu được giữ, phần còn lại bị bỏ qua.</translation>
    </message>
    <message>
        <source>Line %1: a bookmark says at most %2 characters; %3 of them say more and are cut to their first %2.</source>
        <translation>Dòng %1: lời của một dấu trang dài tối đa %2 ký tự; %3 dấu trang dài hơn và được cắt còn %2 ký tự đầu.</translation>
    </message>
    <message>
        <source>This file is not a lesson: its lists and braces are nested too deeply, more than %1 levels, at line %2, column %3.</source>
        <translation>Tệp này không phải bài giảng: các danh sách và dấu ngoặc lồng nhau quá sâu, hơn %1 tầng, ở dòng %2, cột %3.</translation>
    </message>
    <message>
        <source>The lesson %1 cannot be read: it is a folder.</source>
        <translation>Không đọc được bài giảng %1: đó là một thư mục.</translation>
    </message>
    <message>
        <source>The lesson %1 cannot be read: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>Không đọc được bài giảng %1: đó không phải một tệp thông thường (mà là một ống dẫn, một thiết bị hay một socket).</translation>
    </message>
    <message>
        <source>The lesson %1 cannot be read: it is larger than %2 MB, the most a lesson may be.</source>
        <translation>Không đọc được bài giảng %1: tệp lớn hơn %2 MB, mức tối đa của một bài giảng.</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; is larger than %3 MB, the most an input may be; it is left out.</source>
        <translation>Dòng %1: &quot;%2&quot; lớn hơn %3 MB, mức tối đa của dữ liệu vào; trường này được bỏ qua.</translation>
    </message>
    <message>
        <source>Line %1: &quot;program&quot; is larger than %2 MB, the most a program of one file may be; it is left out.</source>
        <translation>Dòng %1: &quot;program&quot; lớn hơn %2 MB, mức tối đa của một chương trình một tệp; trường này được bỏ qua.</translation>
    </message>
    <message>
        <source>Line %1: &quot;programBoard&quot; is &quot;%2&quot;, which does not say a variable and how to read it (like &quot;g rows 0 1 0 X O&quot;); the board is guessed instead.</source>
        <translation>Dòng %1: &quot;programBoard&quot; là &quot;%2&quot;, không cho biết biến nào và đọc thế nào (như &quot;g rows 0 1 0 X O&quot;); bàn cờ sẽ được đoán thay.</translation>
    </message>
</context>
<context>
    <name>MayanUi</name>
    <message>
        <source>Mayan puzzle (NOIP 2011)</source>
        <translation>Trò chơi Maya (NOIP 2011)</translation>
    </message>
    <message>
        <source>Mayan puzzle</source>
        <translation>Trò chơi Maya</translation>
    </message>
    <message>
        <source>Search nodes: %1</source>
        <translation>Số nút tìm kiếm: %1</translation>
    </message>
    <message>
        <source>Next node</source>
        <translation>Nút sau</translation>
    </message>
    <message>
        <source>Previous node</source>
        <translation>Nút trước</translation>
    </message>
    <message>
        <source>Before: %1 after %2 search nodes, %3: %4</source>
        <translation>Trước đó: “%1” sau %2 nút tìm kiếm, %3: %4</translation>
    </message>
    <message>
        <source>The input the program reads: n, then five columns from the left, each its colours from the bottom up and a 0</source>
        <translation>Dữ liệu chương trình đọc vào: n, sau đó là năm cột từ trái sang, mỗi cột gồm các màu từ dưới lên và số 0 ở cuối</translation>
    </message>
    <message>
        <source>Random board…</source>
        <translation>Bàn cờ ngẫu nhiên…</translation>
    </message>
    <message>
        <source>Search (the editorial)</source>
        <translation>Tìm kiếm (lời giải mẫu)</translation>
    </message>
    <message>
        <source>Search without the left rule</source>
        <translation>Tìm kiếm không giới hạn nước sang trái</translation>
    </message>
    <message>
        <source>Search with prunes</source>
        <translation>Tìm kiếm có cắt tỉa</translation>
    </message>
    <message>
        <source>Skips equal swaps</source>
        <translation>Bỏ qua đổi chỗ cùng màu</translation>
    </message>
    <message>
        <source>Clears each run at once</source>
        <translation>Thấy dãy là xóa ngay</translation>
    </message>
    <message>
        <source>No chain reaction</source>
        <translation>Không xóa liên hoàn</translation>
    </message>
    <message>
        <source>No fall after a clear</source>
        <translation>Xóa xong không rơi</translation>
    </message>
    <message>
        <source>Method 1: depth-first search, columns left to right, blocks bottom up, right before left; a left move only into an empty cell.</source>
        <translation>Cách 1: tìm kiếm theo chiều sâu, cột từ trái sang phải, khối từ dưới lên, sang phải trước rồi mới sang trái; chỉ sang trái khi ô bên trái trống.</translation>
    </message>
    <message>
        <source>Method 2: every block both ways, no rule: the same answer, far more search nodes.</source>
        <translation>Cách 2: thử mọi khối theo cả hai phía, không có luật nào: cùng đáp án, nhưng nhiều nút tìm kiếm hơn hẳn.</translation>
    </message>
    <message>
        <source>Method 3: method 1 plus two sound prunes: a colour with 1 or 2 blocks left, and a board already proven unsolvable with as many moves left.</source>
        <translation>Cách 3: cách 1 cộng thêm hai phép cắt tỉa đúng: một màu chỉ còn 1 hoặc 2 khối, và bàn cờ đã được chứng minh là không giải được với cùng số nước còn lại.</translation>
    </message>
    <message>
        <source>Wrong: never swaps two blocks of one colour, but with exactly n moves a wasted move can be needed.</source>
        <translation>Sai: không bao giờ đổi chỗ hai khối cùng màu, nhưng khi phải đi đúng n nước thì có thể cần một nước “thừa”.</translation>
    </message>
    <message>
        <source>Wrong: clears a run the moment it finds it, so a block shared by two runs only clears one of them.</source>
        <translation>Sai: vừa tìm thấy một dãy là xóa ngay, nên khi hai dãy chung một khối thì chỉ xóa được một dãy.</translation>
    </message>
    <message>
        <source>Wrong: clears once after a move and never looks again: no chain reaction.</source>
        <translation>Sai: sau mỗi nước chỉ xóa một lần rồi không xét lại: không có xóa liên hoàn.</translation>
    </message>
    <message>
        <source>Wrong: after a clear the blocks above stay in the air.</source>
        <translation>Sai: sau khi xóa, các khối phía trên vẫn lơ lửng trên không.</translation>
    </message>
    <message>
        <source>The answer swaps two blocks of the same colour somewhere, a move this program never tries.</source>
        <translation>Đáp án có một nước đổi chỗ hai khối cùng màu, nước mà chương trình này không bao giờ thử.</translation>
    </message>
    <message>
        <source>Here two runs share a block: clearing the first at once leaves the other short of three.</source>
        <translation>Ở đây hai dãy chung một khối: xóa ngay dãy đầu thì dãy còn lại không đủ ba khối.</translation>
    </message>
    <message>
        <source>Here a clear lets blocks fall into a new run, which only a second round of clearing takes.</source>
        <translation>Ở đây sau khi xóa, các khối rơi xuống tạo thành dãy mới, chỉ lượt xóa thứ hai mới xóa được.</translation>
    </message>
    <message>
        <source>Here the blocks above a clear must fall to make the next run.</source>
        <translation>Ở đây các khối phía trên chỗ vừa xóa phải rơi xuống mới tạo được dãy tiếp theo.</translation>
    </message>
    <message>
        <source>The NOIP 2011 sample</source>
        <translation>Ví dụ của NOIP 2011</translation>
    </message>
    <message>
        <source>right</source>
        <translation>phải</translation>
    </message>
    <message>
        <source>left</source>
        <translation>trái</translation>
    </message>
    <message>
        <source>The search starts from the input board with %1 moves to make.</source>
        <translation>Bắt đầu tìm kiếm từ bàn cờ ban đầu, cần đi %1 nước.</translation>
    </message>
    <message>
        <source>Depth %1 tries the move %2 %3 %4: the block at column %2, row %3 goes %5.</source>
        <translation>Độ sâu %1 thử nước %2 %3 %4: khối ở cột %2, hàng %3 sang %5.</translation>
    </message>
    <message>
        <source>The block %4 at (%1, %2) and its neighbour %5 change places.</source>
        <translation>Khối %4 ở ô (%1, %2) đổi chỗ với khối %5 bên cạnh.</translation>
    </message>
    <message>
        <source>The block %4 at (%1, %2) moves %3 into the empty cell.</source>
        <translation>Khối %4 ở ô (%1, %2) sang %3, vào ô trống.</translation>
    </message>
    <message>
        <source>%1 blocks fall into the empty cells below them.</source>
        <translation>%1 khối rơi xuống các ô trống bên dưới.</translation>
    </message>
    <message>
        <source>Nothing falls.</source>
        <translation>Không có khối nào rơi xuống.</translation>
    </message>
    <message>
        <source>Round %2 of the chain: %1 blocks stand in runs of three or more; they are marked.</source>
        <translation>Lượt xóa liên hoàn thứ %2: có %1 khối nằm trong các dãy từ ba khối cùng màu trở lên; đánh dấu chúng.</translation>
    </message>
    <message>
        <source>Round %1: the %2 marked blocks vanish together.</source>
        <translation>Lượt %1: %2 khối đã đánh dấu cùng bị xóa một lúc.</translation>
    </message>
    <message>
        <source>No run of three is left: the chain ends after round %1.</source>
        <translation>Không còn dãy ba khối nào: chuỗi xóa liên hoàn kết thúc sau lượt %1.</translation>
    </message>
    <message>
        <source>%1 blocks are left after the last move: back up.</source>
        <translation>Sau nước cuối vẫn còn %1 khối: quay lui.</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>Bàn cờ đã trống.</translation>
    </message>
    <message>
        <source>The board is empty after exactly %1 moves: the moves on the call stack are printed.</source>
        <translation>Sau đúng %1 nước, bàn cờ đã trống: in ra các nước trên ngăn xếp lời gọi.</translation>
    </message>
    <message>
        <source>Depth %1 is done with the move %2 %3 %4: its board comes back (backtracking).</source>
        <translation>Độ sâu %1 đã thử xong nước %2 %3 %4: khôi phục bàn cờ trước nước đó (quay lui).</translation>
    </message>
    <message>
        <source>Colour %1 has only %2 blocks left: they can never vanish, so this branch is cut.</source>
        <translation>Màu %1 chỉ còn %2 khối: không bao giờ xóa được, nên cắt tỉa nhánh này.</translation>
    </message>
    <message>
        <source>Every colour left has none or at least three blocks.</source>
        <translation>Mỗi màu đều còn 0 khối hoặc ít nhất ba khối.</translation>
    </message>
    <message>
        <source>This board was already proven unsolvable with %1 moves left: the branch is cut.</source>
        <translation>Bàn cờ này đã được chứng minh là không giải được khi còn %1 nước: cắt tỉa nhánh này.</translation>
    </message>
    <message>
        <source>This board is not known to be unsolvable with %1 moves left: search it.</source>
        <translation>Chưa biết bàn cờ này có giải được khi còn %1 nước hay không: tìm kiếm tiếp.</translation>
    </message>
    <message>
        <source>No move from this board works with %1 moves left: it is remembered as unsolvable.</source>
        <translation>Còn %1 nước mà không nước nào từ bàn cờ này thành công: ghi nhớ là không giải được.</translation>
    </message>
    <message>
        <source>The block at (%1, %2) would swap to the left: that gives the same board as the right move of its left neighbour, tried earlier, so it is skipped.</source>
        <translation>Khối ở ô (%1, %2) sẽ đổi chỗ sang trái: bàn cờ nhận được giống như khi khối bên trái nó sang phải, nước đã thử trước đó, nên bỏ qua.</translation>
    </message>
    <message>
        <source>No sequence of %1 moves empties the board: the program prints -1.</source>
        <translation>Không có dãy %1 nước nào làm trống bàn cờ: chương trình in ra -1.</translation>
    </message>
    <message>
        <source>The block at (%1, %2) and its neighbour both have colour %3: this program skips the swap.</source>
        <translation>Khối ở ô (%1, %2) và khối bên cạnh cùng màu %3: chương trình này bỏ qua việc đổi chỗ.</translation>
    </message>
    <message>
        <source>This program clears the row run from (%1, %2) at once, in round %3, before looking for the others.</source>
        <translation>Chương trình này xóa ngay dãy ngang bắt đầu từ ô (%1, %2) ở lượt %3, trước khi tìm các dãy khác.</translation>
    </message>
    <message>
        <source>This program clears the column run from (%1, %2) at once, in round %3, before looking for the others.</source>
        <translation>Chương trình này xóa ngay dãy dọc bắt đầu từ ô (%1, %2) ở lượt %3, trước khi tìm các dãy khác.</translation>
    </message>
    <message>
        <source>%1 blocks vanish; this program never looks for the runs their fall makes.</source>
        <translation>%1 khối bị xóa; chương trình này không tìm các dãy mới hình thành khi các khối rơi xuống.</translation>
    </message>
    <message>
        <source>Round %1: %2 blocks vanish, and this program leaves the blocks above them in the air.</source>
        <translation>Lượt %1: %2 khối bị xóa, và chương trình này để các khối phía trên chúng lơ lửng trên không.</translation>
    </message>
    <message>
        <source>Solvable in 1 move</source>
        <translation>Giải được trong 1 nước</translation>
    </message>
    <message>
        <source>Solvable in 2 moves</source>
        <translation>Giải được trong 2 nước</translation>
    </message>
    <message>
        <source>Solvable in 3 moves</source>
        <translation>Giải được trong 3 nước</translation>
    </message>
    <message>
        <source>A chain reaction is needed</source>
        <translation>Cần xóa liên hoàn</translation>
    </message>
    <message>
        <source>A swap of two equal blocks is needed</source>
        <translation>Cần đổi chỗ hai khối cùng màu</translation>
    </message>
    <message>
        <source>Two runs share a block</source>
        <translation>Hai dãy chung một khối</translation>
    </message>
    <message>
        <source>A clear makes a new run</source>
        <translation>Một lần xóa tạo ra dãy mới</translation>
    </message>
    <message>
        <source>Blocks must fall after a clear</source>
        <translation>Sau khi xóa, các khối phải rơi xuống</translation>
    </message>
    <message>
        <source>No answer: see how much of the search each method cuts</source>
        <translation>Không có lời giải: xem mỗi phương pháp cắt bớt bao nhiêu phần tìm kiếm</translation>
    </message>
    <message>
        <source>Search nodes</source>
        <translation>Số nút tìm kiếm</translation>
    </message>
    <message>
        <source>Blocks on the board</source>
        <translation>Số khối trên bàn</translation>
    </message>
    <message>
        <source>Node %1: the input board, %2 blocks.</source>
        <translation>Nút %1: bàn cờ ban đầu, %2 khối.</translation>
    </message>
    <message>
        <source>Node %1: move %2 takes the block at %3 %4 %5; %6 blocks are left.</source>
        <translation>Nút %1: nước %2 đưa khối ở %3 %4 %5; còn lại %6 khối.</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>sang phải</translation>
    </message>
    <message>
        <source>to the left</source>
        <translation>sang trái</translation>
    </message>
    <message>
        <source>Click each of them, then Check.</source>
        <translation>Hãy bấm vào từng khối, rồi bấm Kiểm tra.</translation>
    </message>
    <message>
        <source>Click each cell that gets a block back, then Check.</source>
        <translation>Hãy bấm vào từng ô có khối quay lại, rồi bấm Kiểm tra.</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>Which blocks vanish?</source>
        <translation>Những khối nào biến mất?</translation>
    </message>
    <message>
        <source>Depth %1 is done with the move %2 %3 %4: which blocks come back?</source>
        <translation>Độ sâu %1 đã thử xong nước %2 %3 %4: những khối nào quay lại?</translation>
    </message>
    <message>
        <source>the blocks at %1</source>
        <translation>các khối ở %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The board is empty until the program reads it. Step forward to read the input and start the search.</source>
        <translation>Bàn cờ còn trống cho đến khi chương trình đọc nó vào. Bước tới để đọc dữ liệu vào và bắt đầu tìm kiếm.</translation>
    </message>
    <message>
        <source>n = %1: the board must be cleared in exactly %1 moves.</source>
        <translation>n = %1: phải làm trống bàn cờ trong đúng %1 nước.</translation>
    </message>
    <message>
        <source>The next number of the column is read: %1.</source>
        <translation>Đọc số tiếp theo của cột: %1.</translation>
    </message>
    <message>
        <source>The next number is 0: it ends the column.</source>
        <translation>Số tiếp theo là 0: cột này kết thúc.</translation>
    </message>
    <message>
        <source>Not 0 yet: column %1 has a block in row %2.</source>
        <translation>Chưa phải 0: cột %1 có một khối ở hàng %2.</translation>
    </message>
    <message>
        <source>0: column %1 ends with %2 blocks.</source>
        <translation>0: cột %1 kết thúc với %2 khối.</translation>
    </message>
    <message>
        <source>The block of colour %3 goes into column %1, row %2.</source>
        <translation>Khối màu %3 được đặt vào cột %1, hàng %2.</translation>
    </message>
    <message>
        <source>Python loads the copy module, to keep a copy of the board before each move.</source>
        <translation>Python nạp mô-đun copy để giữ một bản sao của bàn cờ trước mỗi nước.</translation>
    </message>
    <message>
        <source>Python loads the sys module, to read the input with it.</source>
        <translation>Python nạp mô-đun sys để đọc dữ liệu vào.</translation>
    </message>
    <message>
        <source>Python loads count, which counts the rounds of the chain: 1, 2, 3, ...</source>
        <translation>Python nạp count để đếm các lượt xóa liên hoàn: 1, 2, 3, ...</translation>
    </message>
    <message>
        <source>(%1, %2) holds a block of colour %3.</source>
        <translation>Ô (%1, %2) có một khối màu %3.</translation>
    </message>
    <message>
        <source>(%1, %2) is empty.</source>
        <translation>Ô (%1, %2) trống.</translation>
    </message>
    <message>
        <source>The block at (%1, %2) has empty cells below it: it drops to row %3.</source>
        <translation>Khối ở ô (%1, %2) có ô trống bên dưới: nó rơi xuống hàng %3.</translation>
    </message>
    <message>
        <source>The block at (%1, %2) already rests on row %3: it stays.</source>
        <translation>Khối ở ô (%1, %2) đã nằm ở hàng %3: nó đứng yên.</translation>
    </message>
    <message>
        <source>The block %4 drops from (%1, %2) to (%1, %3).</source>
        <translation>Khối %4 rơi từ ô (%1, %2) xuống ô (%1, %3).</translation>
    </message>
    <message>
        <source>No run is found yet.</source>
        <translation>Chưa tìm thấy dãy nào.</translation>
    </message>
    <message>
        <source>(%1, %2) and the two blocks to its right have one colour: a run in the row.</source>
        <translation>Ô (%1, %2) và hai khối bên phải nó cùng màu: một dãy ngang.</translation>
    </message>
    <message>
        <source>No run of three starts at (%1, %2) going right.</source>
        <translation>Không có dãy ba khối nào bắt đầu từ ô (%1, %2) sang phải.</translation>
    </message>
    <message>
        <source>(%1, %2) and the two blocks above it have one colour: a run in the column.</source>
        <translation>Ô (%1, %2) và hai khối phía trên nó cùng màu: một dãy dọc.</translation>
    </message>
    <message>
        <source>No run of three starts at (%1, %2) going up.</source>
        <translation>Không có dãy ba khối nào bắt đầu từ ô (%1, %2) đi lên.</translation>
    </message>
    <message>
        <source>The three blocks from (%1, %2) to the right are marked.</source>
        <translation>Đánh dấu ba khối từ ô (%1, %2) sang phải.</translation>
    </message>
    <message>
        <source>The three blocks from (%1, %2) up are marked.</source>
        <translation>Đánh dấu ba khối từ ô (%1, %2) đi lên.</translation>
    </message>
    <message>
        <source>A run is found: the function will say true.</source>
        <translation>Đã tìm thấy một dãy: hàm sẽ trả về true.</translation>
    </message>
    <message>
        <source>(%1, %2) is marked.</source>
        <translation>Ô (%1, %2) đã được đánh dấu.</translation>
    </message>
    <message>
        <source>(%1, %2) is not marked.</source>
        <translation>Ô (%1, %2) chưa được đánh dấu.</translation>
    </message>
    <message>
        <source>The marked block %3 at (%1, %2) vanishes.</source>
        <translation>Khối %3 đã đánh dấu ở ô (%1, %2) bị xóa.</translation>
    </message>
    <message>
        <source>The mark on (%1, %2) is taken off for the next round.</source>
        <translation>Bỏ dấu ở ô (%1, %2) để chuẩn bị cho lượt sau.</translation>
    </message>
    <message>
        <source>Back from %1: it returned %2.</source>
        <translation>Quay về từ %1: hàm trả về %2.</translation>
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
        <translation>Đã đi đủ %1 nước: bàn cờ đã trống chưa?</translation>
    </message>
    <message>
        <source>%1 of %2 moves are made: the search goes on.</source>
        <translation>Đã đi %1 trên %2 nước: tiếp tục tìm kiếm.</translation>
    </message>
    <message>
        <source>Column %1 %2 is off the board.</source>
        <translation>Cột %1 %2 nằm ngoài bàn cờ.</translation>
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
        <translation>Khối có thể sang %1.</translation>
    </message>
    <message>
        <source>The cell left of (%1, %2) holds a block.</source>
        <translation>Ô bên trái ô (%1, %2) có một khối.</translation>
    </message>
    <message>
        <source>Not a left move onto a block: the move is tried.</source>
        <translation>Không phải nước sang trái vào ô có khối: thử nước này.</translation>
    </message>
    <message>
        <source>(%1, %2) and its right neighbour have one colour.</source>
        <translation>Ô (%1, %2) và khối bên phải nó cùng màu.</translation>
    </message>
    <message>
        <source>Not a swap of two blocks of one colour.</source>
        <translation>Không phải đổi chỗ hai khối cùng màu.</translation>
    </message>
    <message>
        <source>The board before move %1 is kept, to undo the move later.</source>
        <translation>Giữ lại bàn cờ trước nước %1 để sau này hoàn tác nước đó.</translation>
    </message>
    <message>
        <source>A block is left at (%1, %2): the board is not empty.</source>
        <translation>Còn một khối ở ô (%1, %2): bàn cờ chưa trống.</translation>
    </message>
    <message>
        <source>Colour %1 has %2 blocks.</source>
        <translation>Màu %1 có %2 khối.</translation>
    </message>
    <message>
        <source>%1 moves are left: the board is worth remembering.</source>
        <translation>Còn %1 nước: bàn cờ này đáng được ghi nhớ.</translation>
    </message>
    <message>
        <source>Only 1 move is left: the board is not remembered.</source>
        <translation>Chỉ còn 1 nước: không ghi nhớ bàn cờ này.</translation>
    </message>
    <message>
        <source>Move %1 is printed: %2 %3 %4.</source>
        <translation>In ra nước %1: %2 %3 %4.</translation>
    </message>
    <message>
        <source>Every colour&apos;s count starts at 0.</source>
        <translation>Số đếm của mỗi màu bắt đầu từ 0.</translation>
    </message>
    <message>
        <source>%1 is called: every block drops as far as it can.</source>
        <translation>Gọi %1: mọi khối rơi xuống thấp nhất có thể.</translation>
    </message>
    <message>
        <source>%1 is called: the runs vanish, round after round, until none is left.</source>
        <translation>Gọi %1: các dãy bị xóa hết lượt này đến lượt khác, cho đến khi không còn dãy nào.</translation>
    </message>
    <message>
        <source>Round %2: %1 is called to mark every run of three or more.</source>
        <translation>Lượt %2: gọi %1 để đánh dấu mọi dãy từ ba khối trở lên.</translation>
    </message>
    <message>
        <source>Round %2: %1 is called: the marked blocks vanish together.</source>
        <translation>Lượt %2: gọi %1: các khối đã đánh dấu cùng bị xóa một lúc.</translation>
    </message>
    <message>
        <source>Round %2: %1 is called: it clears each run the moment it finds it.</source>
        <translation>Lượt %2: gọi %1: hàm này vừa tìm thấy dãy nào là xóa ngay dãy đó.</translation>
    </message>
    <message>
        <source>%1 is called: is any block left?</source>
        <translation>Gọi %1: còn khối nào không?</translation>
    </message>
    <message>
        <source>%1 is called: does a colour have only 1 or 2 blocks?</source>
        <translation>Gọi %1: có màu nào chỉ còn 1 hoặc 2 khối không?</translation>
    </message>
    <message>
        <source>%1 is called for move %2.</source>
        <translation>Gọi %1 cho nước %2.</translation>
    </message>
    <message>
        <source>%1 is called: move %2 takes the block at (%3, %4) %5.</source>
        <translation>Gọi %1: nước %2 đưa khối ở ô (%3, %4) %5.</translation>
    </message>
    <message>
        <source>%1 is called.</source>
        <translation>Gọi %1.</translation>
    </message>
    <message>
        <source>n, the number of moves, starts at 0 until it is read.</source>
        <translation>n, số nước đi, bằng 0 cho đến khi được đọc vào.</translation>
    </message>
    <message>
        <source>The board b: five columns of seven empty cells.</source>
        <translation>Bàn cờ b: năm cột, mỗi cột bảy ô trống.</translation>
    </message>
    <message>
        <source>gone: five columns of seven marks, none set yet.</source>
        <translation>gone: năm cột, mỗi cột bảy dấu, chưa dấu nào được đặt.</translation>
    </message>
    <message>
        <source>mx, my, mg keep the moves made so far.</source>
        <translation>mx, my, mg lưu các nước đã đi cho đến lúc này.</translation>
    </message>
    <message>
        <source>dead: the boards found unsolvable, empty for now.</source>
        <translation>dead: các bàn cờ đã biết là không giải được, hiện vẫn còn trống.</translation>
    </message>
    <message>
        <source>nodes</source>
        <comment>play by</comment>
        <translation>nút</translation>
    </message>
    <message>
        <source>The answer swaps two blocks of the same colour: the board looks the same, but the swap is a move and counts. A program that never tries such a swap misses this answer.</source>
        <translation>Đáp án đổi chỗ hai khối cùng màu: bàn cờ trông vẫn như cũ, nhưng lần đổi chỗ đó là một nước đi và được tính. Chương trình không bao giờ thử kiểu đổi chỗ này sẽ bỏ lỡ đáp án.</translation>
    </message>
    <message>
        <source>the input is empty: the first line must give n, the number of moves</source>
        <translation>dữ liệu vào bị trống: dòng đầu phải cho n, tức số nước đi</translation>
    </message>
    <message>
        <source>the number of moves %1 is outside %2 to %3</source>
        <translation>số nước %1 nằm ngoài khoảng %2 đến %3</translation>
    </message>
    <message>
        <source>the first line holds n alone: the columns start on the next line</source>
        <translation>dòng đầu chỉ ghi n: các cột bắt đầu từ dòng sau</translation>
    </message>
    <message>
        <source>column %4: the colour %1 is outside %2 to %3</source>
        <translation>cột %4: màu %1 nằm ngoài khoảng %2 đến %3</translation>
    </message>
    <message>
        <source>column %1 has more than %2 blocks</source>
        <translation>cột %1 có nhiều hơn %2 khối</translation>
    </message>
    <message>
        <source>column %1: the line ends before the 0 that ends the column</source>
        <translation>cột %1: dòng này hết trước số 0 kết thúc cột</translation>
    </message>
    <message>
        <source>column %1 ends at its 0: the next column goes on the next line</source>
        <translation>cột %1 kết thúc ở số 0 của nó: cột tiếp theo phải nằm ở dòng sau</translation>
    </message>
    <message>
        <source>the input ends early: %1 columns expected, only %2 found</source>
        <translation>dữ liệu vào kết thúc sớm: cần %1 cột, chỉ thấy %2 cột</translation>
    </message>
    <message>
        <source>column %1, row %2: three or more blocks of colour %3 are in a line before any move, which the puzzle rules out</source>
        <translation>cột %1, hàng %2: chưa đi nước nào đã có từ ba khối màu %3 trở lên thẳng hàng, điều đề bài không cho phép</translation>
    </message>
    <message>
        <source>cells looked at</source>
        <translation>số ô đã xem</translation>
    </message>
    <message>
        <source>search nodes</source>
        <translation>số nút tìm kiếm</translation>
    </message>
    <message>
        <source>moves tried</source>
        <translation>số nước đã thử</translation>
    </message>
    <message>
        <source>cut by colour count</source>
        <translation>số lần cắt tỉa theo số khối mỗi màu</translation>
    </message>
    <message>
        <source>cut as known dead ends</source>
        <translation>số lần cắt tỉa vì đã biết không giải được</translation>
    </message>
    <message>
        <source>Blocks read, then the search</source>
        <translation>Số khối đã đọc, rồi đến phần tìm kiếm</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>a whole number was expected here</source>
        <translation>ở đây cần một số nguyên</translation>
    </message>
    <message>
        <source>this number is far too large</source>
        <translation>số này quá lớn</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Dòng %1, cột %2: %3</translation>
    </message>
    <message>
        <source>unexpected text after the end of the input</source>
        <translation>còn nội dung thừa sau chỗ dữ liệu vào phải kết thúc</translation>
    </message>
    <message>
        <source>%1 becomes %2.</source>
        <translation>%1 thành %2.</translation>
    </message>
    <message>
        <source>The loop starts: %1 = %2.</source>
        <translation>Vòng lặp bắt đầu: %1 = %2.</translation>
    </message>
    <message>
        <source>Next turn of the loop: %1 = %2.</source>
        <translation>Lượt tiếp theo của vòng lặp: %1 = %2.</translation>
    </message>
    <message>
        <source>The loop over %1 is done: the program goes on after it.</source>
        <translation>Vòng lặp theo %1 đã xong: chương trình chạy tiếp phần sau nó.</translation>
    </message>
    <message>
        <source>The function returns %1.</source>
        <translation>Hàm trả về %1.</translation>
    </message>
    <message>
        <source>The function returns true.</source>
        <translation>Hàm trả về true.</translation>
    </message>
    <message>
        <source>The function returns false.</source>
        <translation>Hàm trả về false.</translation>
    </message>
    <message>
        <source>main returns: the program ends here.</source>
        <translation>main trả về: chương trình kết thúc tại đây.</translation>
    </message>
    <message>
        <source>The end of the function: back to the line that called it.</source>
        <translation>Hết hàm: quay về dòng đã gọi nó.</translation>
    </message>
    <message>
        <source>The end of main: the program is over.</source>
        <translation>Hết main: chương trình đã chạy xong.</translation>
    </message>
    <message>
        <source>continue: straight on to the loop&apos;s next turn.</source>
        <translation>continue: sang ngay lượt tiếp theo của vòng lặp.</translation>
    </message>
    <message>
        <source>break: out of the loop.</source>
        <translation>break: thoát khỏi vòng lặp.</translation>
    </message>
    <message>
        <source>Python loads the sys module, to read the input with it.</source>
        <translation>Python nạp mô-đun sys để đọc dữ liệu vào.</translation>
    </message>
    <message>
        <source>Python defines the function here. Its body runs only when it is called.</source>
        <translation>Python định nghĩa hàm ở đây. Thân hàm chỉ chạy khi hàm được gọi.</translation>
    </message>
    <message>
        <source>The last line of the file calls main(): the program starts.</source>
        <translation>Dòng cuối của tệp gọi main(): chương trình bắt đầu chạy.</translation>
    </message>
    <message>
        <source>C++ streams stop keeping in step with C&apos;s: reading gets faster.</source>
        <translation>Luồng C++ thôi đồng bộ với luồng của C: đọc nhanh hơn.</translation>
    </message>
    <message>
        <source>cin no longer empties cout before each read: faster again.</source>
        <translation>cin không còn đẩy hết cout ra trước mỗi lần đọc: lại nhanh hơn.</translation>
    </message>
    <message>
        <source>Python reads the whole input at once and splits it into words.</source>
        <translation>Python đọc toàn bộ dữ liệu vào một lần rồi tách thành từng từ.</translation>
    </message>
    <message>
        <source>The program is about to run its first line.</source>
        <translation>Chương trình sắp chạy dòng đầu tiên.</translation>
    </message>
    <message>
        <source>%1 becomes %2</source>
        <translation>%1 thành %2</translation>
    </message>
    <message numerus="yes">
        <source>%n more variables change</source>
        <translation>
            <numerusform>thêm %n biến đổi giá trị</numerusform>
        </translation>
    </message>
    <message>
        <source>reads &quot;%1&quot;</source>
        <translation>đọc &quot;%1&quot;</translation>
    </message>
    <message>
        <source>prints &quot;%1&quot;</source>
        <translation>in ra &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Line %1 ran and changed no variable.</source>
        <translation>Dòng %1 đã chạy và không đổi biến nào.</translation>
    </message>
    <message>
        <source>Line %1: %2.</source>
        <extracomment>Between the things one line did: &quot;x becomes 5; prints &quot;10&quot;&quot;</extracomment>
        <translation>Dòng %1: %2.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>QtStrings</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Hủy</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Có</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Không</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Áp dụng</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Đặt lại</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Trợ giúp</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Làm lại</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Cắt</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Sao chép</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Dán</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Chọn tất cả</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Chọn tất cả</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Tăng</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Giảm</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Phím cách</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Trái</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Phải</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Xem trong:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Tên tệp:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Loại tệp:</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Thư mục:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Mở</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lưu</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Chọn</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Lưu thành</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Chọn thư mục</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Lùi</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Tiến</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Thư mục cha</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Tạo thư mục mới</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Xem dạng danh sách</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Xem chi tiết</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Quay lại thư mục trước</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Đi tới thư mục sau</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Lên thư mục cha</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Tạo một thư mục mới</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Chuyển sang xem dạng danh sách</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Chuyển sang xem chi tiết</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Thanh bên</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Các nơi thường dùng và dấu trang</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Tệp</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Cỡ</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Loại</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kiểu</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Ngày sửa</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Thư mục</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Thư mục</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Tệp</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>Tệp %1</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Ổ đĩa</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Lối tắt</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Bí danh</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Không rõ</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Máy tính</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Máy tính của tôi</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Nơi mở gần đây</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Thư mục mới</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Thư mục &amp;mới</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Đổi &amp;tên</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Xóa</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Bỏ</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Hiện tệp &amp;ẩn</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Mọi tệp (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Thư mục</translation>
    </message>
    <message>
        <source>Invalid filename</source>
        <translation>Tên tệp không dùng được</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Không xóa được thư mục.</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 đã có.
Thay nó bằng tệp mới?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Không tìm thấy tệp.
Hãy xem lại tên tệp.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Không tìm thấy thư mục.
Hãy xem lại tên thư mục.</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Xóa “%1” thật chứ?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>“%1” đang được bảo vệ chống ghi.
Vẫn xóa chứ?</translation>
    </message>
    <message>
        <source>Printer</source>
        <translation>Máy in</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Tên:</translation>
    </message>
    <message>
        <source>P&amp;roperties</source>
        <translation>Th&amp;uộc tính</translation>
    </message>
    <message>
        <source>Location:</source>
        <translation>Vị trí:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Loại:</translation>
    </message>
    <message>
        <source>Output &amp;file:</source>
        <translation>Tệp &amp;ra:</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Xem trước</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>In</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;In</translation>
    </message>
    <message>
        <source>&amp;Options &gt;&gt;</source>
        <translation>Tù&amp;y chọn &gt;&gt;</translation>
    </message>
    <message>
        <source>&amp;Options &lt;&lt;</source>
        <translation>Tù&amp;y chọn &lt;&lt;</translation>
    </message>
    <message>
        <source>Print to File (PDF)</source>
        <translation>In ra tệp (PDF)</translation>
    </message>
    <message>
        <source>Local file</source>
        <translation>Tệp trên máy</translation>
    </message>
    <message>
        <source>Write PDF file</source>
        <translation>Ghi ra tệp PDF</translation>
    </message>
    <message>
        <source>Print To File ...</source>
        <translation>In ra tệp…</translation>
    </message>
    <message>
        <source>All Pages</source>
        <translation>Mọi trang</translation>
    </message>
    <message>
        <source>Odd Pages</source>
        <translation>Trang lẻ</translation>
    </message>
    <message>
        <source>Even Pages</source>
        <translation>Trang chẵn</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>%1 đã có.
Ghi đè lên nó?</translation>
    </message>
    <message>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>%1 là một thư mục.
Hãy chọn tên tệp khác.</translation>
    </message>
    <message>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>Không ghi được tệp %1.
Hãy chọn tên tệp khác.</translation>
    </message>
    <message>
        <source>Invalid Pages Definition</source>
        <translation>Cách ghi trang không đúng</translation>
    </message>
    <message>
        <source>The &apos;From&apos; value cannot be greater than the &apos;To&apos; value.</source>
        <translation>Trang bắt đầu không được lớn hơn trang kết thúc.</translation>
    </message>
    <message>
        <source>Left to Right, Top to Bottom</source>
        <translation>Trái sang phải, trên xuống dưới</translation>
    </message>
    <message>
        <source>Left to Right, Bottom to Top</source>
        <translation>Trái sang phải, dưới lên trên</translation>
    </message>
    <message>
        <source>Right to Left, Top to Bottom</source>
        <translation>Phải sang trái, trên xuống dưới</translation>
    </message>
    <message>
        <source>Right to Left, Bottom to Top</source>
        <translation>Phải sang trái, dưới lên trên</translation>
    </message>
    <message>
        <source>Top to Bottom, Left to Right</source>
        <translation>Trên xuống dưới, trái sang phải</translation>
    </message>
    <message>
        <source>Top to Bottom, Right to Left</source>
        <translation>Trên xuống dưới, phải sang trái</translation>
    </message>
    <message>
        <source>Bottom to Top, Left to Right</source>
        <translation>Dưới lên trên, trái sang phải</translation>
    </message>
    <message>
        <source>Bottom to Top, Right to Left</source>
        <translation>Dưới lên trên, phải sang trái</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Số bản</translation>
    </message>
    <message>
        <source>Copies:</source>
        <translation>Số bản:</translation>
    </message>
    <message>
        <source>Print range</source>
        <translation>Phạm vi in</translation>
    </message>
    <message>
        <source>Print all</source>
        <translation>In tất cả</translation>
    </message>
    <message>
        <source>Pages from</source>
        <translation>Từ trang</translation>
    </message>
    <message>
        <source>to</source>
        <translation>đến</translation>
    </message>
    <message>
        <source>Current Page</source>
        <translation>Trang hiện tại</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Phần đã chọn</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Trang</translation>
    </message>
    <message>
        <source>Output Settings</source>
        <translation>Thiết lập đầu ra</translation>
    </message>
    <message>
        <source>Collate</source>
        <translation>In theo bộ</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Đảo ngược</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Tùy chọn</translation>
    </message>
    <message>
        <source>Color Mode</source>
        <translation>Chế độ màu</translation>
    </message>
    <message>
        <source>Color</source>
        <translation>Màu</translation>
    </message>
    <message>
        <source>Grayscale</source>
        <translation>Thang xám</translation>
    </message>
    <message>
        <source>Double Sided Printing</source>
        <translation>In hai mặt</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Tắt</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>Đóng gáy cạnh dài</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>Đóng gáy cạnh ngắn</translation>
    </message>
    <message>
        <source>Page Set:</source>
        <translation>Nhóm trang:</translation>
    </message>
    <message>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>Ghi các trang hoặc đoạn trang, cách nhau bằng dấu phẩy; một đoạn là hai số nối bằng dấu gạch. Ví dụ: 3,5-7,9 in các trang 3, 5, 6, 7 và 9.</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Giấy</translation>
    </message>
    <message>
        <source>Page size:</source>
        <translation>Khổ giấy:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Rộng:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Cao:</translation>
    </message>
    <message>
        <source>Paper source:</source>
        <translation>Nguồn giấy:</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Hướng giấy</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Dọc</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Ngang</translation>
    </message>
    <message>
        <source>Reverse landscape</source>
        <translation>Ngang ngược</translation>
    </message>
    <message>
        <source>Reverse portrait</source>
        <translation>Dọc ngược</translation>
    </message>
    <message>
        <source>Margins</source>
        <translation>Lề</translation>
    </message>
    <message>
        <source>top margin</source>
        <translation>lề trên</translation>
    </message>
    <message>
        <source>left margin</source>
        <translation>lề trái</translation>
    </message>
    <message>
        <source>right margin</source>
        <translation>lề phải</translation>
    </message>
    <message>
        <source>bottom margin</source>
        <translation>lề dưới</translation>
    </message>
    <message>
        <source>Page Layout</source>
        <translation>Bố cục trang</translation>
    </message>
    <message>
        <source>Pages per sheet:</source>
        <translation>Số trang mỗi tờ:</translation>
    </message>
    <message>
        <source>Page order:</source>
        <translation>Thứ tự trang:</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Tùy chỉnh</translation>
    </message>
    <message>
        <source>Millimeters (mm)</source>
        <translation>Mi-li-mét (mm)</translation>
    </message>
    <message>
        <source>Inches (in)</source>
        <translation>In-sơ (in)</translation>
    </message>
    <message>
        <source>Points (pt)</source>
        <translation>Điểm (pt)</translation>
    </message>
    <message>
        <source>Printer Properties</source>
        <translation>Thuộc tính máy in</translation>
    </message>
    <message>
        <source>Job Options</source>
        <translation>Tùy chọn lệnh in</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Trang</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Nâng cao</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Tự động</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Hiện </translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>under a second</source>
        <translation>chưa tới một giây</translation>
    </message>
    <message>
        <source>about a second</source>
        <translation>khoảng một giây</translation>
    </message>
    <message>
        <source>about %1 seconds</source>
        <translation>khoảng %1 giây</translation>
    </message>
    <message>
        <source>about %1 minutes</source>
        <translation>khoảng %1 phút</translation>
    </message>
    <message>
        <source>about %1 hours</source>
        <translation>khoảng %1 giờ</translation>
    </message>
    <message>
        <source>about %1 days</source>
        <translation>khoảng %1 ngày</translation>
    </message>
    <message>
        <source>years</source>
        <translation>nhiều năm</translation>
    </message>
    <message>
        <source>Never ends: %1 The right answer is %2.</source>
        <translation>Không bao giờ dừng: %1 Đáp án đúng là %2.</translation>
    </message>
    <message>
        <source>Too slow: stopped after %1 steps. This method does end, but it would need about %2 steps (%3 %4): %5 on a judge.</source>
        <translation>Quá chậm: đã dừng sau %1 bước. Cách này có dừng, nhưng sẽ cần khoảng %2 bước (%4: %3): chạy %5 trên máy chấm.</translation>
    </message>
    <message>
        <source>Prints %1: the right answer.</source>
        <translation>In ra %1: đáp án đúng.</translation>
    </message>
    <message>
        <source>Prints %1, the right answer on this input, by luck: try the other samples.</source>
        <translation>In ra %1, tình cờ đúng đáp án với dữ liệu vào này: hãy thử các ví dụ khác.</translation>
    </message>
    <message>
        <source>Prints %1, but the right answer is %2.</source>
        <translation>In ra %1, nhưng đáp án đúng là %2.</translation>
    </message>
    <message>
        <source>… line %1: %2</source>
        <translation>… từ dòng %1: %2</translation>
    </message>
    <message>
        <source>%1 / … (%2 lines)</source>
        <translation>%1 / … (%2 dòng)</translation>
    </message>
</context>
<context>
    <name>sb::ui::AccordionView</name>
    <message>
        <source>Deck %1 of %2</source>
        <translation>Bộ bài %1 / %2</translation>
    </message>
    <message>
        <source>Which deck to watch: the decks are played one after another</source>
        <translation>Chọn bộ bài để xem: các bộ bài được chơi lần lượt từng bộ một</translation>
    </message>
    <message>
        <source>Piles: %1</source>
        <translation>Số chồng: %1</translation>
    </message>
</context>
<context>
    <name>sb::ui::AnimationDialog</name>
    <message>
        <source>Export…</source>
        <translation>Xuất…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Export an animation</source>
        <translation>Xuất ảnh động</translation>
    </message>
    <message>
        <source>Steps (one frame each)</source>
        <translation>Bước (mỗi bước một khung hình)</translation>
    </message>
    <message>
        <source>%1 (one frame each)</source>
        <translation>%1 (mỗi cái một khung hình)</translation>
    </message>
    <message>
        <source>Frames:</source>
        <translation>Khung hình:</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>Từ:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Đến:</translation>
    </message>
    <message>
        <source>Frames per second:</source>
        <translation>Số khung hình mỗi giây:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Kích thước:</translation>
    </message>
    <message>
        <source>Frames: %1 · %2 s</source>
        <translation>Khung hình: %1 · %2 giây</translation>
    </message>
    <message>
        <source>Drawing the frames…</source>
        <translation>Đang vẽ các khung hình…</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Đã lưu %1.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was saved.</source>
        <translation>Đã hủy: không lưu gì cả.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Không lưu được %1: %2</translation>
    </message>
    <message>
        <source>GIF animations</source>
        <translation>Ảnh động GIF</translation>
    </message>
    <message>
        <source>Your program&apos;s board, read from its own variable, over its recording.</source>
        <translation>Bàn cờ của chương trình của em, đọc từ chính biến của nó, trong suốt bản ghi.</translation>
    </message>
</context>
<context>
    <name>sb::ui::BesideReference</name>
    <message>
        <source>The input has an error: no built-in method can run on it.</source>
        <translation>Dữ liệu vào có lỗi: không cách giải có sẵn nào chạy được trên nó.</translation>
    </message>
    <message>
        <source>Finding where this method reads the input…</source>
        <translation>Đang tìm chỗ cách giải này đọc dữ liệu vào…</translation>
    </message>
    <message>
        <source>It has not got this far in its first %L1 steps: it stands at the last of them.</source>
        <translation>Trong %L1 bước đầu nó chưa đi được tới đây: nó dừng ở bước cuối cùng trong số đó.</translation>
    </message>
    <message>
        <source>Your program has got as far as this method&apos;s whole run: it stands at its end.</source>
        <translation>Chương trình của em đã đi hết chặng của cách giải này: nó dừng ở cuối.</translation>
    </message>
    <message>
        <source>It has got as far as your program, and stands just after the step that got it there.</source>
        <translation>Nó đã đi tới cùng chỗ với chương trình của em và dừng ngay sau bước đưa nó tới đó.</translation>
    </message>
    <message>
        <source>A built-in method beside your program: it has got as far as your program, and stands just after the step that got it there.</source>
        <translation>Một phương pháp có sẵn bên cạnh chương trình của em: nó đã đi tới cùng chỗ với chương trình của em và dừng ngay sau bước đưa nó tới đó.</translation>
    </message>
</context>
<context>
    <name>sb::ui::BoardChoiceDialog</name>
    <message>
        <source>Guess</source>
        <translation>Đoán</translation>
    </message>
    <message>
        <source>Your program&apos;s board</source>
        <translation>Bàn cờ của chương trình của em</translation>
    </message>
    <message>
        <source>Which of your variables holds the board? The board is drawn from it at every line.</source>
        <translation>Biến nào của em chứa bàn cờ? Bàn cờ được vẽ từ biến đó ở mọi dòng.</translation>
    </message>
    <message>
        <source>Variable:</source>
        <translation>Biến:</translation>
    </message>
    <message>
        <source>A list of piles, each a list of cards</source>
        <translation>Danh sách các chồng, mỗi chồng là một danh sách lá bài</translation>
    </message>
    <message>
        <source>A list of rows</source>
        <translation>Danh sách các hàng</translation>
    </message>
    <message>
        <source>A list of columns</source>
        <translation>Danh sách các cột</translation>
    </message>
    <message>
        <source>One list, row after row</source>
        <translation>Một danh sách, hết hàng này đến hàng khác</translation>
    </message>
    <message>
        <source>Kept as:</source>
        <translation>Lưu dạng:</translation>
    </message>
    <message>
        <source>Items in a row:</source>
        <translation>Số phần tử một hàng:</translation>
    </message>
    <message>
        <source>1 when the board has a border of one cell, or its rows and columns count from 1</source>
        <translation>1 khi bàn cờ có viền một ô, hoặc hàng và cột đánh số từ 1</translation>
    </message>
    <message>
        <source>The board starts at index:</source>
        <translation>Bàn cờ bắt đầu ở chỉ số:</translation>
    </message>
    <message>
        <source>A number, or a character such as X (a char array&apos;s &apos;X&apos; is 88)</source>
        <translation>Một số, hoặc một ký tự như X (&apos;X&apos; trong mảng char là 88)</translation>
    </message>
    <message>
        <source>%1 is stored as:</source>
        <translation>%1 được lưu là:</translation>
    </message>
    <message>
        <source>None of your variables looks like the board: choose it yourself.</source>
        <translation>Không biến nào của em giống bàn cờ: hãy tự chọn.</translation>
    </message>
    <message>
        <source>Each pile lists its top card first</source>
        <translation>Mỗi chồng liệt kê lá trên cùng trước</translation>
    </message>
    <message>
        <source>Each column lists its bottom cell first</source>
        <translation>Mỗi cột liệt kê ô dưới cùng trước</translation>
    </message>
    <message>
        <source>The bottom row comes first</source>
        <translation>Hàng dưới cùng đứng đầu</translation>
    </message>
    <message>
        <source>rows from index %1, the bottom row first</source>
        <translation>theo hàng từ chỉ số %1, hàng dưới cùng trước</translation>
    </message>
    <message>
        <source>rows from index %1</source>
        <translation>theo hàng từ chỉ số %1</translation>
    </message>
    <message>
        <source>columns from index %1, each from the bottom</source>
        <translation>theo cột từ chỉ số %1, mỗi cột từ dưới lên</translation>
    </message>
    <message>
        <source>columns from index %1, each from the top</source>
        <translation>theo cột từ chỉ số %1, mỗi cột từ trên xuống</translation>
    </message>
    <message>
        <source>one list, %1 a row, the board from index %2</source>
        <translation>một danh sách, %1 phần tử một hàng, bàn cờ từ chỉ số %2</translation>
    </message>
    <message>
        <source>piles, the top card first</source>
        <translation>các chồng, lá trên cùng trước</translation>
    </message>
    <message>
        <source>piles, the bottom card first</source>
        <translation>các chồng, lá dưới cùng trước</translation>
    </message>
    <message>
        <source>, %1 = %2</source>
        <translation>, %1 = %2</translation>
    </message>
</context>
<context>
    <name>sb::ui::BoardColumn</name>
    <message>
        <source>Your program, line by line</source>
        <translation>Chương trình của em, từng dòng</translation>
    </message>
    <message>
        <source>Your program, and a built-in method as far into the input</source>
        <translation>Chương trình của em, và một cách giải có sẵn đã đọc tới cùng chỗ</translation>
    </message>
</context>
<context>
    <name>sb::ui::BookmarksDialog</name>
    <message>
        <source>&amp;Go to</source>
        <translation>Đi &amp;tới</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Chuyển &amp;lên</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Chuyển &amp;xuống</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Xóa</translation>
    </message>
    <message>
        <source>Bookmarks of the lesson</source>
        <translation>Dấu trang của bài giảng</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Bước</translation>
    </message>
    <message>
        <source>What to say there</source>
        <translation>Điều cần nói ở bước đó</translation>
    </message>
    <message>
        <source>Double-click a sentence to change it.</source>
        <translation>Nhấp đúp vào một câu để sửa nó.</translation>
    </message>
</context>
<context>
    <name>sb::ui::CallStackBar</name>
    <message>
        <source>Call stack: %1</source>
        <translation>Ngăn xếp lời gọi: %1</translation>
    </message>
    <message>
        <source>Click a frame to see its variables.</source>
        <translation>Bấm vào một tầng để xem các biến của tầng đó.</translation>
    </message>
</context>
<context>
    <name>sb::ui::CardsView</name>
    <message>
        <source>Round %1  ·  Score %2</source>
        <translation>Vòng %1  ·  Điểm %2</translation>
    </message>
    <message>
        <source>last</source>
        <translation>trước</translation>
    </message>
    <message>
        <source>Change a card</source>
        <translation>Đổi một lá bài</translation>
    </message>
    <message>
        <source>New value of the card at row %1, column %2 (0 to 1000). Every value must appear exactly twice, so change its partner too.</source>
        <translation>Giá trị mới của lá bài ở hàng %1, cột %2 (0 đến 1000). Mỗi giá trị phải xuất hiện đúng hai lần, nên hãy đổi cả lá cùng cặp với nó.</translation>
    </message>
</context>
<context>
    <name>sb::ui::CaroView</name>
    <message>
        <source>Larger: F6 hides the code, F zooms in</source>
        <comment>keys to larger Caro cells on a projector; one short line</comment>
        <translation>Ô to hơn: F6 ẩn mã, F phóng to</translation>
    </message>
</context>
<context>
    <name>sb::ui::ChartsDialog</name>
    <message>
        <source>Working out what each method costs…</source>
        <translation>Đang tính chi phí của từng cách giải…</translation>
    </message>
    <message>
        <source>%1 (stopped after %2 steps)</source>
        <translation>%1 (dừng sau %2 bước)</translation>
    </message>
    <message>
        <source>Working out the growth chart…</source>
        <translation>Đang tính biểu đồ tăng trưởng…</translation>
    </message>
    <message>
        <source>%1: slope %2</source>
        <translation>%1: độ dốc %2</translation>
    </message>
    <message>
        <source>beyond a judge&apos;s second</source>
        <translation>vượt quá một giây của trình chấm</translation>
    </message>
    <message>
        <source>Save the chart</source>
        <translation>Lưu biểu đồ</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Đã lưu %1.</translation>
    </message>
    <message>
        <source>Could not save %1.</source>
        <translation>Không lưu được %1.</translation>
    </message>
    <message>
        <source>What the methods cost</source>
        <translation>Chi phí của các cách giải</translation>
    </message>
    <message>
        <source>On this input</source>
        <translation>Trên dữ liệu này</translation>
    </message>
    <message>
        <source>As inputs grow</source>
        <translation>Khi dữ liệu lớn dần</translation>
    </message>
    <message>
        <source>Work against the moment, every method on this input</source>
        <translation>Khối lượng công việc theo tiến trình, mọi cách giải trên dữ liệu này</translation>
    </message>
    <message>
        <source>Work per moment as inputs grow (log-log)</source>
        <translation>Công việc mỗi đơn vị khi dữ liệu lớn dần (thang log-log)</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Lưu thành PNG…</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>Lưu thành SVG…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Fitted slopes on log-log axes: %1.</source>
        <translation>Độ dốc khớp trên trục log-log: %1.</translation>
    </message>
    <message>
        <source>SVG pictures</source>
        <translation>Ảnh SVG</translation>
    </message>
    <message>
        <source>PNG pictures</source>
        <translation>Ảnh PNG</translation>
    </message>
    <message>
        <source>Lines run</source>
        <translation>Số dòng đã chạy</translation>
    </message>
    <message>
        <source>Your program</source>
        <translation>Chương trình của em</translation>
    </message>
    <message>
        <source>%1 (cut off where its recording stopped)</source>
        <translation>%1 (bị cắt ở chỗ bản ghi dừng)</translation>
    </message>
    <message>
        <source>Lines run against the input done, your program and every method in Python</source>
        <translation>Số dòng đã chạy theo phần dữ liệu đã xử lý: chương trình của em và mọi cách giải, bằng Python</translation>
    </message>
    <message>
        <source>Lines run against the input done, your program and every method in C++</source>
        <translation>Số dòng đã chạy theo phần dữ liệu đã xử lý: chương trình của em và mọi cách giải, bằng C++</translation>
    </message>
    <message>
        <source>Your program is not drawn: this problem does not count how far a program has got through its input.</source>
        <translation>Chương trình của em không được vẽ: bài này không đếm chương trình đã xử lý dữ liệu đến đâu.</translation>
    </message>
    <message>
        <source>Your program is not drawn: its recording holds no line run on an input of this problem.</source>
        <translation>Chương trình của em không được vẽ: bản ghi của nó không có dòng nào chạy trên dữ liệu của bài này.</translation>
    </message>
    <message>
        <source>Your program&apos;s curve is cut off: its recording stopped before the program ended.</source>
        <translation>Đường của chương trình em bị cắt: việc ghi lại đã dừng trước khi chương trình kết thúc.</translation>
    </message>
</context>
<context>
    <name>sb::ui::CodeView</name>
    <message>
        <source>just ran</source>
        <translation>vừa chạy xong</translation>
    </message>
    <message>
        <source>runs next</source>
        <translation>chạy tiếp theo</translation>
    </message>
</context>
<context>
    <name>sb::ui::CompareBar</name>
    <message>
        <source>%1 · working…</source>
        <translation>%1 · đang chạy…</translation>
    </message>
    <message>
        <source>Three methods</source>
        <translation>Ba cách</translation>
    </message>
    <message>
        <source>Show a third method beside the two</source>
        <translation>Hiện thêm cách thứ ba bên cạnh hai cách</translation>
    </message>
    <message>
        <source>One method</source>
        <translation>Một cách</translation>
    </message>
    <message>
        <source>Back to one method (Esc)</source>
        <translation>Trở về một cách (Esc)</translation>
    </message>
</context>
<context>
    <name>sb::ui::CompareController</name>
    <message>
        <source>Compare methods side by side</source>
        <translation>So sánh các cách cạnh nhau</translation>
    </message>
    <message>
        <source>Where does this method first go another way?</source>
        <translation>Cách giải này bắt đầu sai từ đâu?</translation>
    </message>
    <message>
        <source>Running both methods side by side… (Esc stops)</source>
        <translation>Đang chạy song song hai cách giải… (Esc để dừng)</translation>
    </message>
    <message>
        <source>Choose the variable that holds your program&apos;s board (Board…) to compare it with %1&apos;s.</source>
        <translation>Hãy chọn biến chứa bàn cờ của chương trình của em (Bàn cờ…) để so với bàn cờ của %1.</translation>
    </message>
    <message>
        <source>Your program&apos;s board never differs from %1&apos;s at the same point of the input.</source>
        <translation>Tại cùng một chỗ của dữ liệu vào, bàn cờ của chương trình của em luôn giống bàn cờ của %1.</translation>
    </message>
    <message>
        <source>Here your program&apos;s board first differs from %1&apos;s, at the same point of the input.</source>
        <translation>Tại đây, ở cùng một chỗ của dữ liệu vào, bàn cờ của chương trình của em lần đầu khác bàn cờ của %1.</translation>
    </message>
    <message>
        <source>Comparing your program&apos;s board with %1&apos;s at each point of the input… (Esc stops)</source>
        <translation>Đang so bàn cờ của chương trình của em với bàn cờ của %1 ở từng chỗ của dữ liệu vào… (Esc để dừng)</translation>
    </message>
</context>
<context>
    <name>sb::ui::ComparePane</name>
    <message>
        <source>Before the first line</source>
        <translation>Chưa chạy dòng nào</translation>
    </message>
    <message>
        <source>Line %1:  %2</source>
        <translation>Dòng %1:  %2</translation>
    </message>
    <message>
        <source>waits for the others</source>
        <translation>chờ các cách còn lại</translation>
    </message>
    <message>
        <source>Your program</source>
        <translation>Chương trình của em</translation>
    </message>
</context>
<context>
    <name>sb::ui::ExportController</name>
    <message>
        <source>Export a picture…</source>
        <translation>Xuất ảnh…</translation>
    </message>
    <message>
        <source>Export an animation…</source>
        <translation>Xuất ảnh động…</translation>
    </message>
    <message>
        <source>Could not save %1.</source>
        <translation>Không lưu được %1.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Không lưu được %1: %2</translation>
    </message>
    <message>
        <source>The problem pack&apos;s run cannot be drawn yet: it is still being recorded, or nothing was recorded.</source>
        <translation>Chưa vẽ được lần chạy của gói bài toán: nó vẫn đang được ghi lại, hoặc không ghi được gì.</translation>
    </message>
</context>
<context>
    <name>sb::ui::FileDialogs</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 byte</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Mọi tệp</translation>
    </message>
</context>
<context>
    <name>sb::ui::InputOutputBoxes</name>
    <message>
        <source>Printed so far</source>
        <translation>Đã in ra đến giờ</translation>
    </message>
    <message>
        <source>Input: %1 of %2 bytes read</source>
        <translation>Dữ liệu vào: đã đọc %1 / %2 byte</translation>
    </message>
    <message>
        <source>Input read: %1/%2</source>
        <translation>Đã đọc: %1/%2</translation>
    </message>
</context>
<context>
    <name>sb::ui::InputPanel</name>
    <message>
        <source>The board still shows the last input that was correct.</source>
        <translation>Bàn cờ vẫn hiển thị dữ liệu vào đúng gần nhất.</translation>
    </message>
    <message>
        <source>Built-in inputs</source>
        <translation>Dữ liệu vào có sẵn</translation>
    </message>
    <message>
        <source>An input of your own</source>
        <translation>Dữ liệu vào tự nhập</translation>
    </message>
    <message>
        <source>%1 is a folder, not an input file.</source>
        <translation>%1 là một thư mục, không phải tệp dữ liệu vào.</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB, the most an input may be.</source>
        <translation>%1 lớn hơn %2 MB, mức tối đa của dữ liệu vào.</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>Không đọc được %1.</translation>
    </message>
    <message>
        <source>Open an input file</source>
        <translation>Mở tệp dữ liệu vào</translation>
    </message>
    <message>
        <source>The input below is kept.</source>
        <translation>Dữ liệu vào bên dưới được giữ nguyên.</translation>
    </message>
    <message>
        <source>Open an input file…</source>
        <translation>Mở tệp dữ liệu vào…</translation>
    </message>
    <message>
        <source>The input kept from last time could not be read back, so the sample is shown. The file was moved to %1.</source>
        <translation>Không đọc lại được dữ liệu vào giữ từ lần trước, nên hiển thị dữ liệu mẫu. Tệp đó đã được chuyển sang %1.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a pipe, a device or a socket), so it is not read.</source>
        <translation>%1 không phải một tệp thông thường (mà là một ống dẫn, một thiết bị hay một socket), nên không được đọc.</translation>
    </message>
    <message>
        <source>Text files</source>
        <translation>Tệp văn bản</translation>
    </message>
</context>
<context>
    <name>sb::ui::JudgeDialog</name>
    <message>
        <source>Judging every method on %1 tests…</source>
        <translation>Đang chấm mọi cách giải trên %1 test…</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Cách giải</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <source>Stopped: the tests not run are marked --.</source>
        <translation>Đã dừng: các test chưa chạy được đánh dấu --.</translation>
    </message>
    <message>
        <source>A click on a subtask lists its tests; a click on a failed test opens it.</source>
        <translation>Bấm vào một tiểu nhiệm vụ để xem các test của nó; bấm vào một test bị sai để mở nó.</translation>
    </message>
    <message>
        <source>%1, %2:</source>
        <translation>%1, %2:</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Giây</translation>
    </message>
    <message>
        <source>Judge: %1</source>
        <translation>Chấm bài: %1</translation>
    </message>
    <message>
        <source>Time limit: </source>
        <translation>Giới hạn thời gian: </translation>
    </message>
    <message>
        <source> s a test</source>
        <translation> giây mỗi test</translation>
    </message>
    <message>
        <source>Judge again</source>
        <translation>Chấm lại</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Tests:</source>
        <translation>Các test:</translation>
    </message>
    <message>
        <source>Test %1</source>
        <translation>Test %1</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Dữ liệu vào</translation>
    </message>
    <message>
        <source>%1
(%2 points)</source>
        <translation>%1
(%2 điểm)</translation>
    </message>
    <message>
        <source>My solution (%1)</source>
        <translation>Bài giải của em (%1)</translation>
    </message>
    <message>
        <source>Your program was not judged: the sandbox cannot start here (%1).</source>
        <translation>Chương trình của em chưa được chấm: hộp cát không khởi động được ở máy này (%1).</translation>
    </message>
    <message>
        <source>Test %1 of %2</source>
        <translation>Test %1 của %2</translation>
    </message>
    <message>
        <source>My solution</source>
        <translation>Bài giải của em</translation>
    </message>
    <message>
        <source>Judge your own program (the My solution tab) beside the methods</source>
        <translation>Chấm chương trình của em (thẻ Bài em) cùng với các cách giải</translation>
    </message>
    <message>
        <source>My tests: %1 of %2 passed</source>
        <translation>Test của em: đúng %1 trên %2</translation>
    </message>
    <message>
        <source>Mine %1</source>
        <translation>Test em %1</translation>
    </message>
    <message>
        <source>My test %1</source>
        <translation>Test của em %1</translation>
    </message>
    <message>
        <source>What it checks</source>
        <translation>Kiểm tra điều gì</translation>
    </message>
</context>
<context>
    <name>sb::ui::KeysDialog</name>
    <message>
        <source>Keys</source>
        <translation>Phím tắt</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Phím</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Tác dụng</translation>
    </message>
</context>
<context>
    <name>sb::ui::LessonController</name>
    <message>
        <source>Open lesson</source>
        <translation>Mở bài giảng</translation>
    </message>
    <message>
        <source>Add a bookmark</source>
        <translation>Thêm dấu trang</translation>
    </message>
    <message>
        <source>What to say at step %1:</source>
        <translation>Điều cần nói ở bước %1:</translation>
    </message>
    <message>
        <source>&amp;Open lesson…</source>
        <translation>&amp;Mở bài giảng…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Mở &amp;gần đây</translation>
    </message>
    <message>
        <source>&amp;Save lesson</source>
        <translation>&amp;Lưu bài giảng</translation>
    </message>
    <message>
        <source>Save lesson &amp;as…</source>
        <translation>Lưu bài giảng &amp;thành…</translation>
    </message>
    <message>
        <source>Add a &amp;bookmark at this step…</source>
        <translation>Thêm &amp;dấu trang ở bước này…</translation>
    </message>
    <message>
        <source>&amp;Edit bookmarks…</source>
        <translation>&amp;Sửa dấu trang…</translation>
    </message>
    <message>
        <source>Lesson &amp;notes…</source>
        <translation>Ghi &amp;chú bài giảng…</translation>
    </message>
    <message>
        <source>Next bookmark of the lesson</source>
        <translation>Dấu trang tiếp theo của bài giảng</translation>
    </message>
    <message>
        <source>Previous bookmark of the lesson</source>
        <translation>Dấu trang trước của bài giảng</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>Lưu bài giảng</translation>
    </message>
    <message>
        <source>The lesson %1 is no longer there: it is taken off the list.</source>
        <translation>Bài giảng %1 không còn ở đó: nó được bỏ khỏi danh sách.</translation>
    </message>
    <message>
        <source>No lessons yet</source>
        <translation>Chưa có bài giảng nào</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Xoá danh sách</translation>
    </message>
    <message>
        <source>Lesson notes</source>
        <translation>Ghi chú bài giảng</translation>
    </message>
    <message>
        <source>A lesson whose changes were never saved is back as it was left. Save it with Ctrl+S.</source>
        <translation>Một bài giảng có thay đổi chưa được lưu đã trở lại như lúc để lại. Hãy lưu bằng Ctrl+S.</translation>
    </message>
    <message>
        <source>The changes to %1 that were never saved are back. Save them with Ctrl+S.</source>
        <translation>Những thay đổi chưa lưu của %1 đã trở lại. Hãy lưu bằng Ctrl+S.</translation>
    </message>
    <message>
        <source>The changes to a lesson that were never saved could not be read back, nor moved aside: they were removed.</source>
        <translation>Những thay đổi chưa được lưu của một bài giảng không đọc lại được, cũng không chuyển sang chỗ khác được: chúng đã bị xoá.</translation>
    </message>
    <message>
        <source>The changes to a lesson that were never saved could not be read back; the file was moved to %1.</source>
        <translation>Những thay đổi chưa được lưu của một bài giảng không đọc lại được; tệp đã được chuyển sang %1.</translation>
    </message>
    <message>
        <source>The lesson&apos;s language &quot;%1&quot; is not one of %2: the window stays in %3.</source>
        <translation>Ngôn ngữ &quot;%1&quot; của bài giảng không thuộc %2: cửa sổ vẫn dùng %3.</translation>
    </message>
    <message>
        <source>The lesson&apos;s problem &quot;%1&quot; is not one of StepBoard&apos;s: the window keeps the problem it shows.</source>
        <translation>Bài toán &quot;%1&quot; của bài giảng không có trong StepBoard: cửa sổ giữ bài toán đang hiện.</translation>
    </message>
    <message>
        <source>The lesson&apos;s input has an error: %1. It is in the Input tab, to be put right; the board shows the last correct input meanwhile.</source>
        <translation>Dữ liệu vào của bài giảng có lỗi: %1. Nó nằm ở thẻ Dữ liệu vào để sửa; trong lúc đó bàn cờ hiện dữ liệu vào đúng gần nhất.</translation>
    </message>
    <message>
        <source>The lesson&apos;s method &quot;%1&quot; is not a method of %2: the window shows its reference method, at the start.</source>
        <translation>Cách &quot;%1&quot; của bài giảng không phải là một cách của %2: cửa sổ hiện cách chuẩn của bài, từ đầu.</translation>
    </message>
    <message>
        <source>The lesson goes to step %1, but this run ends at step %2: it shows its last step.</source>
        <translation>Bài giảng đi tới bước %1, nhưng lần chạy này kết thúc ở bước %2: hiện bước cuối của nó.</translation>
    </message>
    <message>
        <source>Line %1 of the code is not a line the method can stop on: that breakpoint is left out.</source>
        <translation>Dòng %1 của mã không phải dòng mà cách này có thể dừng: bỏ qua điểm dừng đó.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 đến %2</translation>
    </message>
    <message>
        <source>%1 breakpoints are on lines the method cannot stop on (lines %2): they are left out.</source>
        <translation>%1 điểm dừng nằm ở những dòng mà cách này không thể dừng (các dòng %2): bỏ qua các điểm dừng đó.</translation>
    </message>
    <message>
        <source>The methods to compare (%1) are not two or three different methods of this problem: one method is shown.</source>
        <translation>Các cách cần so sánh (%1) không phải hai hoặc ba cách khác nhau của bài này: chỉ hiện một cách.</translation>
    </message>
    <message>
        <source>Bookmark %1 of %2: %3</source>
        <translation>Dấu trang %1/%2: %3</translation>
    </message>
    <message>
        <source>StepBoard lessons</source>
        <translation>Bài giảng StepBoard</translation>
    </message>
    <message>
        <source>The lesson&apos;s program could not be stepped again: My solution says why.</source>
        <translation>Không thể chạy từng bước lại chương trình của bài học: mục Bài giải của em cho biết lý do.</translation>
    </message>
    <message>
        <source>The methods beside the program (%1) are not one or two methods of this problem: the program is shown alone.</source>
        <translation>Các cách bên cạnh chương trình (%1) không phải một hay hai cách của bài này: chỉ hiện chương trình.</translation>
    </message>
    <message>
        <source>The lesson&apos;s problem pack cannot be opened: %1</source>
        <translation>Không mở được gói bài toán của bài giảng: %1</translation>
    </message>
    <message>
        <source>The lesson&apos;s method &quot;%1&quot; is not a method or a mistake of this problem pack: the window shows its first method, at the start.</source>
        <translation>Cách &quot;%1&quot; của bài giảng không phải là một cách hay một lỗi sai của gói bài toán này: cửa sổ hiện cách đầu tiên của gói, từ đầu.</translation>
    </message>
    <message>
        <source>The lesson&apos;s solutions side by side (%1) are not two or three of this problem pack&apos;s: the window shows one.</source>
        <translation>Các lời giải đặt cạnh nhau của bài giảng (%1) không phải là hai hay ba lời giải của gói bài toán này: cửa sổ hiện một lời giải.</translation>
    </message>
    <message>
        <source>The solution beside the program (%1) is not one of this problem pack&apos;s: its reference stands there.</source>
        <translation>Lời giải bên cạnh chương trình (%1) không phải là một lời giải của gói bài toán này: lời giải chuẩn của gói được đặt ở đó.</translation>
    </message>
</context>
<context>
    <name>sb::ui::LockstepPlay</name>
    <message>
        <source>Every method back to its start (Home)</source>
        <translation>Mọi cách về đầu (Home)</translation>
    </message>
    <message>
        <source>One line back in every method; one that is back at the start of the current move, round or node waits for the others (Left)</source>
        <translation>Mỗi cách lùi một dòng; cách nào đã về đầu nước, lượt hoặc nút hiện tại thì chờ các cách còn lại (phím ←)</translation>
    </message>
    <message>
        <source>Play every method together; one that is done with the current move, round or node waits for the others (Space)</source>
        <translation>Chạy mọi cách cùng lúc; cách nào xong nước, lượt hoặc nút hiện tại thì chờ các cách còn lại (phím cách)</translation>
    </message>
    <message>
        <source>One line forward in every method; one that is done with the current move, round or node waits for the others (Right)</source>
        <translation>Mỗi cách tiến một dòng; cách nào xong nước, lượt hoặc nút hiện tại thì chờ các cách còn lại (phím →)</translation>
    </message>
    <message>
        <source>Every method on to its end (End)</source>
        <translation>Mọi cách chạy đến cuối (End)</translation>
    </message>
    <message>
        <source>%1: every method to the end of the one before (Page Up)</source>
        <translation>%1: mọi cách đến cuối cái trước đó (Page Up)</translation>
    </message>
    <message>
        <source>%1: every method to the end of the same one (Page Down)</source>
        <translation>%1: mọi cách đến cuối cùng một cái (Page Down)</translation>
    </message>
</context>
<context>
    <name>sb::ui::MainMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Tệp</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>T&amp;hoát</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Phóng to</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Thu nhỏ</translation>
    </message>
    <message>
        <source>Fit the board to the window</source>
        <translation>Vừa khít bàn cờ với cửa sổ</translation>
    </message>
    <message>
        <source>Follow the current cell (zoom in on it)</source>
        <translation>Theo dõi ô hiện tại (phóng to ô đó)</translation>
    </message>
    <message>
        <source>Switch the code between C++ and Python</source>
        <translation>Chuyển mã nguồn giữa C++ và Python</translation>
    </message>
    <message>
        <source>Show the code, variables and input</source>
        <translation>Hiện mã nguồn, biến và dữ liệu vào</translation>
    </message>
    <message>
        <source>Charts of what the methods cost…</source>
        <translation>Biểu đồ chi phí của các cách giải…</translation>
    </message>
    <message>
        <source>Judge every method on the test bank…</source>
        <translation>Chấm mọi cách giải trên bộ test…</translation>
    </message>
    <message>
        <source>Present on a projector</source>
        <translation>Trình chiếu</translation>
    </message>
    <message>
        <source>Close what is on top: stop a long move, the question, the side-by-side view</source>
        <translation>Đóng thứ ở trên cùng: dừng bước đi dài, câu hỏi, chế độ xem song song</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Chạy</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Ngôn ngữ</translation>
    </message>
    <message>
        <source>Next language</source>
        <translation>Ngôn ngữ tiếp theo</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Trợ g&amp;iúp</translation>
    </message>
    <message>
        <source>Keys…</source>
        <translation>Danh sách phím…</translation>
    </message>
    <message>
        <source>In projector mode, where the menu bar is hidden: the first menu; Alt and a menu&apos;s letter: that menu</source>
        <translation>Ở chế độ máy chiếu, khi thanh menu bị ẩn: mở menu đầu tiên; Alt và chữ cái của một menu: mở menu đó</translation>
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
        <translation>Chế độ máy chiếu vẫn bật: nhấn F5 để thoát.</translation>
    </message>
    <message>
        <source>Open a problem</source>
        <translation>Mở bài toán</translation>
    </message>
    <message>
        <source>Open a &amp;problem…</source>
        <translation>Mở &amp;bài toán…</translation>
    </message>
    <message>
        <source>%1 cannot be opened as a problem:
%2</source>
        <translation>Không mở được %1 như một bài toán:
%2</translation>
    </message>
    <message>
        <source>Your program, on the board of %1</source>
        <translation>Chương trình của em, trên bàn cờ của %1</translation>
    </message>
    <message>
        <source>Method %1</source>
        <translation>Cách %1</translation>
    </message>
    <message>
        <source>The panes go move by move: one that has made the move waits for the others. Compare their boards, and the lines each has run to get there.</source>
        <translation>Các ô đi theo từng nước: ô nào đã đi xong nước thì chờ các ô khác. Hãy so sánh bàn cờ của chúng, và số dòng mỗi lời giải đã chạy để đến được đó.</translation>
    </message>
    <message>
        <source>Side by side: %1</source>
        <translation>Đặt cạnh nhau: %1</translation>
    </message>
    <message>
        <source>This is the pack&apos;s reference: D compares another solution with it.</source>
        <translation>Đây là lời giải chuẩn của gói: phím D so sánh một lời giải khác với nó.</translation>
    </message>
    <message>
        <source>They go the same way to the end, move by move: on this input the mistake does not show.</source>
        <translation>Hai lời giải đi cùng một đường đến cuối, từng nước một: với dữ liệu vào này lỗi sai không lộ ra.</translation>
    </message>
    <message>
        <source>Move %1 is where it first goes another way: after it, the boards differ.</source>
        <translation>Nước %1 là chỗ nó lần đầu đi khác: sau nước đó, hai bàn cờ khác nhau.</translation>
    </message>
    <message>
        <source>Move %1 is where it first goes another way: by then it has printed otherwise.</source>
        <translation>Nước %1 là chỗ nó lần đầu đi khác: đến lúc đó nó đã in ra khác.</translation>
    </message>
    <message>
        <source>Problem packs</source>
        <translation>Gói bài toán</translation>
    </message>
    <message>
        <source>Open a problem pack: a contest package&apos;s problem.yaml, or a .zip of the package</source>
        <translation>Mở gói bài toán: tệp problem.yaml của một bộ đề thi, hoặc tệp .zip của bộ đề</translation>
    </message>
    <message>
        <source>Left out of the archive: %1</source>
        <translation>Bỏ qua trong tệp nén: %1</translation>
    </message>
    <message>
        <source>Recording %1 on your program&apos;s input to compare them…</source>
        <translation>Đang ghi %1 trên dữ liệu vào của chương trình em để so sánh…</translation>
    </message>
    <message>
        <source>Your program goes the same way as %1 to the end.</source>
        <translation>Chương trình của em đi cùng một đường với %1 đến cuối.</translation>
    </message>
    <message>
        <source>Here your program has first printed otherwise than %1.</source>
        <translation>Đây là chỗ chương trình của em lần đầu in ra khác %1.</translation>
    </message>
    <message>
        <source>Here your program&apos;s board first differs from %1&apos;s: each has changed it %2 times.</source>
        <translation>Đây là chỗ bàn cờ của chương trình em lần đầu khác bàn cờ của %1: mỗi bên đã thay đổi nó %2 lần.</translation>
    </message>
    <message>
        <source>Here your program&apos;s board first differs from %1&apos;s: after move %2.</source>
        <translation>Đây là chỗ bàn cờ của chương trình em lần đầu khác bàn cờ của %1: sau bước %2.</translation>
    </message>
    <message>
        <source>&amp;Import a problem…</source>
        <translation>&amp;Nhập bài toán…</translation>
    </message>
    <message>
        <source>Import a problem kept for another judge (a Themis folder of tests, a CMS task, or an archive of one) as a pack of your own</source>
        <translation>Nhập một bài toán của trình chấm khác (thư mục test của Themis, bài CMS, hoặc tệp nén của chúng) thành gói bài toán của riêng em</translation>
    </message>
    <message>
        <source>%1 is no problem StepBoard can import: a folder of Themis tests (each test&apos;s folder with its .INP and .OUT), or a CMS task (task.yaml with input/ and output/).</source>
        <translation>%1 không phải là bài toán StepBoard nhập được: một thư mục test của Themis (mỗi thư mục test có tệp .INP và .OUT), hoặc một bài CMS (task.yaml với input/ và output/).</translation>
    </message>
    <message>
        <source>%1 is there already and is not an empty folder.</source>
        <translation>%1 đã có và không phải là thư mục rỗng.</translation>
    </message>
    <message>
        <source>%1 holds no test with its answer.</source>
        <translation>%1 không có test nào kèm đáp án.</translation>
    </message>
    <message>
        <source>%1 holds more than an import reads (2 GB, or 20,000 files).</source>
        <translation>%1 chứa nhiều hơn mức một lần nhập đọc được (2 GB, hoặc 20.000 tệp).</translation>
    </message>
    <message>
        <source>%1: a test without its answer, left out</source>
        <translation>%1: một test không có đáp án, bị bỏ qua</translation>
    </message>
    <message>
        <source>%1: not text in any encoding it could be in, left out</source>
        <translation>%1: không phải văn bản trong bảng mã nào có thể, bị bỏ qua</translation>
    </message>
    <message>
        <source>%1: a symbolic link, not followed</source>
        <translation>%1: một liên kết tượng trưng, không đi theo</translation>
    </message>
    <message>
        <source>%1: subtask %2 has no test that is there, left out</source>
        <translation>%1: subtask %2 không có test nào tồn tại, bị bỏ qua</translation>
    </message>
    <message>
        <source>%1 cannot be read: what it says is not used</source>
        <translation>Không đọc được %1: nội dung của nó không được dùng</translation>
    </message>
    <message>
        <source>Import a problem</source>
        <translation>Nhập bài toán</translation>
    </message>
    <message>
        <source>Problems of other judges</source>
        <translation>Bài toán của các trình chấm khác</translation>
    </message>
    <message>
        <source>Imported from %1 (%2): 1 test, kept in %3.</source>
        <translation>Đã nhập từ %1 (%2): 1 test, lưu ở %3.</translation>
    </message>
    <message>
        <source>Imported from %1 (%2): %3 tests, kept in %4.</source>
        <translation>Đã nhập từ %1 (%2): %3 test, lưu ở %4.</translation>
    </message>
    <message>
        <source>It cannot be opened yet: %1</source>
        <translation>Chưa mở được: %1</translation>
    </message>
</context>
<context>
    <name>sb::ui::MayanView</name>
    <message>
        <source>The board when frame %1 began (click it again for the live board)</source>
        <translation>Bàn cờ lúc khung lời gọi %1 bắt đầu (bấm lại để xem bàn cờ hiện tại)</translation>
    </message>
    <message>
        <source>Moves of the search</source>
        <translation>Các nước đi của cuộc tìm kiếm</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Độ sâu %1</translation>
    </message>
    <message>
        <source>No frame yet</source>
        <translation>Chưa có khung lời gọi nào</translation>
    </message>
    <message>
        <source>Search nodes by depth</source>
        <translation>Số nút tìm kiếm theo độ sâu</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>nút</translation>
    </message>
    <message>
        <source>pruned</source>
        <translation>bị cắt tỉa</translation>
    </message>
</context>
<context>
    <name>sb::ui::MethodMenu</name>
    <message>
        <source>&amp;Method</source>
        <translation>Cách &amp;giải</translation>
    </message>
    <message>
        <source>List of the wrong solutions…</source>
        <translation>Danh sách lời giải sai…</translation>
    </message>
    <message>
        <source>Wrong solutions</source>
        <translation>Lời giải sai</translation>
    </message>
</context>
<context>
    <name>sb::ui::MethodPicker</name>
    <message>
        <source>Method:</source>
        <translation>Cách giải:</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (phím %2)</translation>
    </message>
    <message>
        <source>Wrong solutions… (W)</source>
        <translation>Lời giải sai… (W)</translation>
    </message>
    <message>
        <source>The classic wrong solutions: see why each one fails (W)</source>
        <translation>Những lời giải sai thường gặp: xem vì sao từng cách bị sai (W)</translation>
    </message>
</context>
<context>
    <name>sb::ui::MyTests</name>
    <message>
        <source>There are %1 tests already: remove one first.</source>
        <translation>Đã có %1 test: hãy bỏ bớt một test trước.</translation>
    </message>
    <message>
        <source>The input on screen has an error: fix it first.</source>
        <translation>Dữ liệu vào trên màn hình có lỗi: hãy sửa trước.</translation>
    </message>
    <message>
        <source>The input on screen is larger than a small test (%1 KB): the judge&apos;s bank has the large ones.</source>
        <translation>Dữ liệu vào trên màn hình lớn hơn một test nhỏ (%1 KB): bộ test của trình chấm đã có các test lớn.</translation>
    </message>
    <message>
        <source>Double-click to type the answer you expect</source>
        <translation>Bấm đúp để gõ đáp án em mong đợi</translation>
    </message>
    <message>
        <source>Add the input on screen</source>
        <translation>Thêm dữ liệu vào trên màn hình</translation>
    </message>
    <message>
        <source>A small test of your own: the input on screen, with the reference&apos;s answer, which you may change</source>
        <translation>Một test nhỏ của em: dữ liệu vào trên màn hình, cùng đáp án của cách giải chuẩn mà em có thể sửa</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Bỏ</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Dữ liệu vào</translation>
    </message>
    <message>
        <source>Expected answer</source>
        <translation>Đáp án mong đợi</translation>
    </message>
    <message>
        <source>No answer is known for this input: type the one you expect.</source>
        <translation>Chưa biết đáp án cho dữ liệu vào này: hãy gõ đáp án em mong đợi.</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackBeside</name>
    <message>
        <source>It stands where it has changed the board as often as your program has: %1 of its %2 changes.</source>
        <translation>Nó đứng ở chỗ đã thay đổi bàn cờ số lần bằng chương trình của em: %1 trên %2 lần thay đổi của nó.</translation>
    </message>
    <message>
        <source>It stands where it has made as many moves as your program has: %1 of its %2.</source>
        <translation>Nó đứng ở chỗ đã đi số bước bằng chương trình của em: %1 trên %2 bước của nó.</translation>
    </message>
    <message>
        <source>At its end, as your program is.</source>
        <translation>Ở cuối, như chương trình của em.</translation>
    </message>
    <message>
        <source>Board changed %1 of %2 times · line %3</source>
        <translation>Bàn cờ đổi %1 trên %2 lần · dòng %3</translation>
    </message>
    <message>
        <source>Move %1 of %2 · line %3</source>
        <translation>Bước %1 trên %2 · dòng %3</translation>
    </message>
    <message>
        <source>%1 · the reference</source>
        <translation>%1 · lời giải chuẩn</translation>
    </message>
    <message>
        <source>The solution of the pack shown beside your program, on its input</source>
        <translation>Lời giải của gói được hiện bên cạnh chương trình của em, trên cùng dữ liệu vào</translation>
    </message>
    <message>
        <source>Beside your program:</source>
        <translation>Bên cạnh chương trình của em:</translation>
    </message>
    <message>
        <source>Recording it on your program&apos;s input…</source>
        <translation>Đang ghi nó trên dữ liệu vào của chương trình em…</translation>
    </message>
    <message>
        <source>It could not be recorded.</source>
        <translation>Không ghi được nó.</translation>
    </message>
    <message>
        <source>Your program has ended: the solution beside it stands at its end.</source>
        <translation>Chương trình của em đã kết thúc: lời giải bên cạnh đứng ở cuối của nó.</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackBoardView</name>
    <message>
        <source>%1 is empty here.</source>
        <translation>Ở đây %1 đang rỗng.</translation>
    </message>
    <message>
        <source>%1 holds no board here yet.</source>
        <translation>Ở đây %1 chưa chứa bảng nào.</translation>
    </message>
    <message>
        <source>%1 is too large to be recorded whole.</source>
        <translation>%1 quá lớn để ghi lại trọn vẹn.</translation>
    </message>
    <message>
        <source>%1 cannot be drawn as the board this problem describes.</source>
        <translation>Không thể vẽ %1 thành bảng mà bài này mô tả.</translation>
    </message>
    <message>
        <source>This solution keeps no board: nothing it holds is drawn.</source>
        <translation>Lời giải này không giữ bàn cờ nào: không có gì của nó để vẽ.</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackChartsDialog</name>
    <message>
        <source>Recording the runs: %1 of %2…</source>
        <translation>Đang ghi lại các lần chạy: %1 trên %2…</translation>
    </message>
    <message>
        <source>The lines each solution has run by the end of each of its moves. Each run is recorded to at most %1 lines.</source>
        <translation>Số dòng mỗi lời giải đã chạy đến cuối mỗi nước của nó. Mỗi lần chạy được ghi lại tối đa %1 dòng.</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Nước</translation>
    </message>
    <message>
        <source>Lines run</source>
        <translation>Số dòng đã chạy</translation>
    </message>
    <message>
        <source>%1, at the line limit</source>
        <translation>%1, chạm giới hạn số dòng</translation>
    </message>
    <message>
        <source>What the solutions cost</source>
        <translation>Chi phí của các lời giải</translation>
    </message>
    <message>
        <source>On this input</source>
        <translation>Trên dữ liệu vào này</translation>
    </message>
    <message>
        <source>Over the pack&apos;s tests</source>
        <translation>Trên các test của gói</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackComparePlay</name>
    <message>
        <source>Every solution back to its start (Home)</source>
        <translation>Mọi lời giải về lại từ đầu (Home)</translation>
    </message>
    <message>
        <source>Every solution to the end of the move before (Page Up)</source>
        <translation>Mọi lời giải về cuối nước trước (Page Up)</translation>
    </message>
    <message>
        <source>A line back in every solution still past the move&apos;s start (Left)</source>
        <translation>Lùi một dòng ở mọi lời giải còn ở sau đầu nước (mũi tên trái)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Chạy hoặc tạm dừng (phím cách)</translation>
    </message>
    <message>
        <source>A line on in every solution that has not made the move yet (Right)</source>
        <translation>Tiến một dòng ở mọi lời giải chưa đi xong nước (mũi tên phải)</translation>
    </message>
    <message>
        <source>Every solution to the end of its next move (Page Down)</source>
        <translation>Mọi lời giải đến cuối nước tiếp theo (Page Down)</translation>
    </message>
    <message>
        <source>Every solution to its end (End)</source>
        <translation>Mọi lời giải đến cuối (End)</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackCompareView</name>
    <message>
        <source>Recording the solutions side by side…</source>
        <translation>Đang ghi lại các lời giải để đặt cạnh nhau…</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Nước %1 / %2</translation>
    </message>
    <message>
        <source>Recording…</source>
        <translation>Đang ghi lại…</translation>
    </message>
    <message>
        <source>Line %1 · %2 lines run</source>
        <translation>Dòng %1 · đã chạy %2 dòng</translation>
    </message>
    <message>
        <source>at its end: it prints %1</source>
        <translation>đã chạy xong: in ra %1</translation>
    </message>
    <message>
        <source>waits for the others at the end of move %1</source>
        <translation>chờ các lời giải khác ở cuối nước %1</translation>
    </message>
    <message>
        <source>After move %1, the last</source>
        <translation>Sau nước %1, nước cuối cùng</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackController</name>
    <message>
        <source>%1 is not a problem pack: it holds neither problem.yaml nor stepboard.yaml.</source>
        <translation>%1 không phải gói bài toán: không có problem.yaml lẫn stepboard.yaml.</translation>
    </message>
    <message>
        <source>%1 holds no solution StepBoard can step.</source>
        <translation>%1 không có lời giải nào StepBoard chạy từng bước được.</translation>
    </message>
    <message>
        <source>Method %1</source>
        <translation>Cách %1</translation>
    </message>
    <message>
        <source>Nothing was recorded.</source>
        <translation>Không ghi được dòng nào.</translation>
    </message>
    <message>
        <source>Method %1 (%2): %3</source>
        <translation>Cách %1 (%2): %3</translation>
    </message>
    <message>
        <source>Wrong solution (%1): %2</source>
        <translation>Lời giải sai (%1): %2</translation>
    </message>
    <message>
        <source>Recording %1 line by line…</source>
        <translation>Đang ghi %1 từng dòng…</translation>
    </message>
    <message>
        <source>Right: it prints %1, the right answer.</source>
        <translation>Đúng: in ra %1, đúng đáp án.</translation>
    </message>
    <message>
        <source>Wrong: it prints %1; the right answer is %2.</source>
        <translation>Sai: in ra %1; đáp án đúng là %2.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>không gì cả</translation>
    </message>
    <message>
        <source>The problem pack in %1 is not the one the lesson was made on: its files have changed since (a test, a solution, its statement or its stepboard.yaml).</source>
        <translation>Gói bài toán trong %1 không còn là gói mà bài giảng được soạn trên đó: các tệp của nó đã thay đổi từ đó đến nay (một test, một lời giải, đề bài hoặc tệp stepboard.yaml).</translation>
    </message>
    <message>
        <source>Method %1 (%2)</source>
        <translation>Cách %1 (%2)</translation>
    </message>
    <message>
        <source>Wrong solution (%1)</source>
        <translation>Lời giải sai (%1)</translation>
    </message>
    <message>
        <source>The archive cannot be read: %1.</source>
        <translation>Không đọc được tệp nén: %1.</translation>
    </message>
    <message>
        <source>It is not a .zip or .tar archive: %1.</source>
        <translation>Đây không phải tệp nén .zip hay .tar: %1.</translation>
    </message>
    <message>
        <source>The archive is damaged at %1: %2.</source>
        <translation>Tệp nén bị hỏng ở %1: %2.</translation>
    </message>
    <message>
        <source>The archive unpacks to more than %1 MB, the most a problem may take.</source>
        <translation>Tệp nén giải ra hơn %1 MB, mức tối đa một bài toán được phép chiếm.</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB, the most a file of a problem may be.</source>
        <translation>%1 lớn hơn %2 MB, mức tối đa cho một tệp của bài toán.</translation>
    </message>
    <message>
        <source>The archive holds more than %1 files, the most a problem may have.</source>
        <translation>Tệp nén chứa hơn %1 tệp, số tối đa một bài toán được có.</translation>
    </message>
    <message>
        <source>%1 is a path that leaves the archive&apos;s folder: the archive is not opened.</source>
        <translation>%1 là một đường dẫn đi ra ngoài thư mục của tệp nén: tệp nén không được mở.</translation>
    </message>
    <message>
        <source>%1 (a link)</source>
        <translation>%1 (một liên kết)</translation>
    </message>
    <message>
        <source>%1 (neither a file nor a folder)</source>
        <translation>%1 (không phải tệp cũng không phải thư mục)</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2.</source>
        <translation>Không ghi được %1: %2.</translation>
    </message>
    <message>
        <source>The folder</source>
        <translation>Thư mục</translation>
    </message>
    <message>
        <source>not a folder</source>
        <translation>không phải là thư mục</translation>
    </message>
    <message>
        <source>the file is missing</source>
        <translation>thiếu tệp này</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>không đọc được tệp</translation>
    </message>
    <message>
        <source>not YAML: %1</source>
        <translation>không phải YAML: %1</translation>
    </message>
    <message>
        <source>should be a map of keys</source>
        <translation>phải là một bảng các khóa</translation>
    </message>
    <message>
        <source>%1 should be a map of keys</source>
        <translation>%1 phải là một bảng các khóa</translation>
    </message>
    <message>
        <source>unknown key %1, left aside</source>
        <translation>khóa lạ %1, bỏ qua</translation>
    </message>
    <message>
        <source>%1 should be %2</source>
        <translation>%1 phải là %2</translation>
    </message>
    <message>
        <source>%1 cannot be %2 (it may be %3)</source>
        <translation>%1 không thể là %2 (có thể là %3)</translation>
    </message>
    <message>
        <source>a problem of type %1 cannot be stepped or judged here</source>
        <translation>bài toán kiểu %1 không chạy từng bước hay chấm được ở đây</translation>
    </message>
    <message>
        <source>the problem has no name</source>
        <translation>bài toán không có tên</translation>
    </message>
    <message>
        <source>there are no secret tests</source>
        <translation>không có test ẩn nào</translation>
    </message>
    <message>
        <source>test %1 stands beside the groups, left aside</source>
        <translation>test %1 nằm cạnh các nhóm, bỏ qua</translation>
    </message>
    <message>
        <source>group %1 has no test</source>
        <translation>nhóm %1 không có test nào</translation>
    </message>
    <message>
        <source>test %1 has no answer (.ans)</source>
        <translation>test %1 không có đáp án (.ans)</translation>
    </message>
    <message>
        <source>answer %1 has no input (.in), left aside</source>
        <translation>đáp án %1 không có dữ liệu vào (.in), bỏ qua</translation>
    </message>
    <message>
        <source>%1 is neither C++ nor Python, left aside</source>
        <translation>%1 không phải C++ cũng không phải Python, bỏ qua</translation>
    </message>
    <message>
        <source>there is no submission %1</source>
        <translation>không có bài nộp %1</translation>
    </message>
    <message>
        <source>there is no accepted solution</source>
        <translation>không có lời giải nào được chấp nhận</translation>
    </message>
    <message>
        <source>method %1 has another file in this language: %2 left aside</source>
        <translation>cách %1 có một tệp khác cùng ngôn ngữ: bỏ qua %2</translation>
    </message>
    <message>
        <source>wrong solution %1 has another file in this language: %2 left aside</source>
        <translation>lời giải sai %1 có một tệp khác cùng ngôn ngữ: bỏ qua %2</translation>
    </message>
    <message>
        <source>%1 is given neither a method nor a wrong id</source>
        <translation>%1 không được gán cách giải nào cũng không có mã lời giải sai</translation>
    </message>
    <message>
        <source>%1 is accepted, but named a wrong solution</source>
        <translation>%1 được chấp nhận nhưng lại được gọi là lời giải sai</translation>
    </message>
    <message>
        <source>%1 is a wrong solution, but named a method</source>
        <translation>%1 là lời giải sai nhưng lại được gọi là một cách giải</translation>
    </message>
    <message>
        <source>the %1 comments&apos; file %2 is missing</source>
        <translation>thiếu tệp chú thích %1 %2</translation>
    </message>
    <message>
        <source>the %1 comments&apos; file %2 is not the solution&apos;s code on line %3, left aside</source>
        <translation>tệp chú thích %1 %2 không giống mã của lời giải ở dòng %3, bỏ qua</translation>
    </message>
    <message>
        <source>the board names no variable</source>
        <translation>bàn cờ không chỉ ra biến nào</translation>
    </message>
    <message>
        <source>%1 names no line for a move</source>
        <translation>%1 không chỉ ra dòng nào cho một nước</translation>
    </message>
    <message>
        <source>%1 does not build: %2</source>
        <translation>%1 không biên dịch được: %2</translation>
    </message>
    <message>
        <source>%1 fails the sample %2 (%3)</source>
        <translation>%1 sai ở ví dụ %2 (%3)</translation>
    </message>
    <message>
        <source>the board&apos;s variable %1 is never found in %2</source>
        <translation>không bao giờ tìm thấy biến bàn cờ %1 trong %2</translation>
    </message>
    <message>
        <source>the board&apos;s variable %1 in %2 is never laid out as the board says</source>
        <translation>biến bàn cờ %1 trong %2 không bao giờ được sắp xếp như bàn cờ mô tả</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackFrames</name>
    <message>
        <source>Moves</source>
        <translation>Các nước</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackGrowthView</name>
    <message>
        <source>Running the solutions on the pack&apos;s tests: %1 of %2…</source>
        <translation>Đang chạy các lời giải trên các test của gói: %1 trên %2…</translation>
    </message>
    <message>
        <source>Input size (bytes)</source>
        <translation>Kích thước dữ liệu vào (byte)</translation>
    </message>
    <message>
        <source>Input size</source>
        <translation>Kích thước dữ liệu vào</translation>
    </message>
    <message>
        <source>Input size (%1)</source>
        <translation>Kích thước dữ liệu vào (%1)</translation>
    </message>
    <message>
        <source>Lines run</source>
        <translation>Số dòng đã chạy</translation>
    </message>
    <message numerus="yes">
        <source>%1, did not end on %n test(s)</source>
        <translation>
            <numerusform>%1, không kết thúc được trên %n test</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: does not build</source>
        <translation>%1: không biên dịch được</translation>
    </message>
    <message>
        <source>%1: no slope</source>
        <translation>%1: không có độ dốc</translation>
    </message>
    <message>
        <source>%1: slope %2 before the line limit</source>
        <translation>%1: độ dốc %2 trước giới hạn số dòng</translation>
    </message>
    <message>
        <source>%1: slope %2</source>
        <translation>%1: độ dốc %2</translation>
    </message>
    <message>
        <source>stopped at the line limit</source>
        <translation>dừng ở giới hạn số dòng</translation>
    </message>
    <message>
        <source>Slopes fitted on log-log axes. At most %1 lines in C++ and %2 in Python: a run stopped there is hollow, and left out of its slope.</source>
        <translation>Độ dốc khớp trên trục log-log. Nhiều nhất %1 dòng với C++ và %2 dòng với Python: lần chạy bị dừng ở đó được vẽ rỗng và không tính vào độ dốc.</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackGuess</name>
    <message>
        <source>Guess first: which cell of the board does line %1 change? Click it.</source>
        <translation>Đoán trước: dòng %1 thay đổi ô nào của bàn cờ? Hãy bấm vào ô đó.</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>hàng %1, cột %2</translation>
    </message>
    <message>
        <source>Right: line %1 changes %2. %3 of %4 right.</source>
        <translation>Đúng: dòng %1 thay đổi ô ở %2. Đúng %3 trên %4.</translation>
    </message>
    <message>
        <source>Not %1: line %2 changes %3. %4 of %5 right.</source>
        <translation>Không phải ô ở %1: dòng %2 thay đổi ô ở %3. Đúng %4 trên %5.</translation>
    </message>
    <message>
        <source>What the line prints</source>
        <translation>Dòng này in ra gì</translation>
    </message>
    <message>
        <source>Guess first: what does line %1 print? Type it, then press Enter.</source>
        <translation>Đoán trước: dòng %1 in ra gì? Hãy gõ vào rồi nhấn Enter.</translation>
    </message>
    <message>
        <source>Right: line %1 prints &quot;%2&quot;. %3 of %4 right.</source>
        <translation>Đúng: dòng %1 in ra &quot;%2&quot;. Đúng %3 trên %4.</translation>
    </message>
    <message>
        <source>Not &quot;%1&quot;: line %2 prints &quot;%3&quot;. %4 of %5 right.</source>
        <translation>Không phải &quot;%1&quot;: dòng %2 in ra &quot;%3&quot;. Đúng %4 trên %5.</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackInputView</name>
    <message>
        <source>Input:</source>
        <translation>Dữ liệu vào:</translation>
    </message>
    <message>
        <source>Sample %1</source>
        <translation>Ví dụ %1</translation>
    </message>
    <message>
        <source>Your own input</source>
        <translation>Dữ liệu tự nhập</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Ghi lại</translation>
    </message>
    <message>
        <source>Record the solution again on this input (Ctrl+Return)</source>
        <translation>Ghi lại lời giải trên dữ liệu này (Ctrl+Enter)</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackJudgeDialog</name>
    <message>
        <source>Judging %1 solutions on %2 tests with the pack&apos;s limits…</source>
        <translation>Đang chấm %1 lời giải trên %2 test với giới hạn của gói…</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lời giải</translation>
    </message>
    <message>
        <source>%1
(%2 points)</source>
        <translation>%1
(%2 điểm)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <source>Method %1: %2</source>
        <translation>Cách %1: %2</translation>
    </message>
    <message>
        <source>Wrong: %1</source>
        <translation>Sai: %1</translation>
    </message>
    <message>
        <source>It scores nothing here: a group it requires did not pass.</source>
        <translation>Nhóm này không có điểm: một nhóm bắt buộc phải qua trước đã không qua.</translation>
    </message>
    <message>
        <source>Stopped: the tests not run are marked --.</source>
        <translation>Đã dừng: các test chưa chạy được đánh dấu --.</translation>
    </message>
    <message>
        <source>A click on a group lists its tests; a click on a failed test opens it.</source>
        <translation>Bấm vào một nhóm để xem các test; bấm vào test sai để mở nó trong cửa sổ.</translation>
    </message>
    <message>
        <source>%1, %2:</source>
        <translation>%1, %2:</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Giây</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Lý do</translation>
    </message>
    <message>
        <source>Judge: every solution of the pack on its tests</source>
        <translation>Chấm: mọi lời giải của gói trên các test</translation>
    </message>
    <message>
        <source>Judge again</source>
        <translation>Chấm lại</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Dừng</translation>
    </message>
    <message>
        <source>Your program (%1)</source>
        <translation>Chương trình của em (%1)</translation>
    </message>
    <message>
        <source>My tests</source>
        <translation>Test của em</translation>
    </message>
    <message>
        <source>My test %1</source>
        <translation>Test %1 của em</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Ví dụ</translation>
    </message>
    <message>
        <source>Secret tests</source>
        <translation>Test ẩn</translation>
    </message>
</context>
<context>
    <name>sb::ui::PackStatementView</name>
    <message>
        <source>This statement is written in LaTeX, and is shown as it is written.</source>
        <translation>Đề bài này được viết bằng LaTeX và được hiển thị đúng như khi viết.</translation>
    </message>
    <message>
        <source>This statement is a PDF file: %1</source>
        <translation>Đề bài này là một tệp PDF: %1</translation>
    </message>
    <message>
        <source>This problem has no statement.</source>
        <translation>Bài này không có đề bài.</translation>
    </message>
    <message>
        <source>Sample %1</source>
        <translation>Ví dụ %1</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Dữ liệu vào</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Đáp án</translation>
    </message>
    <message>
        <source>%1 cannot be read: byte %2 at offset %3 is not UTF-8, and its encoding cannot be told.</source>
        <translation>Không đọc được %1: byte %2 ở vị trí %3 không phải UTF-8, và không biết được bảng mã của tệp.</translation>
    </message>
    <message>
        <source>%1 cannot be read: byte %2 at offset %3 is not %4 text.</source>
        <translation>Không đọc được %1: byte %2 ở vị trí %3 không phải văn bản %4.</translation>
    </message>
</context>
<context>
    <name>sb::ui::PenController</name>
    <message>
        <source>Pen: draw over the board and the code</source>
        <translation>Bút: vẽ lên bàn cờ và mã</translation>
    </message>
    <message>
        <source>Pen: take back the last stroke</source>
        <translation>Bút: bỏ nét vẽ cuối cùng</translation>
    </message>
</context>
<context>
    <name>sb::ui::PenOverlay</name>
    <message>
        <source>Red</source>
        <translation>Đỏ</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Xanh dương</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Xanh lá</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Vàng</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Tẩy</translation>
    </message>
    <message>
        <source>Rub out the strokes the pen touches</source>
        <translation>Xóa các nét bút chạm vào</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Hoàn tác</translation>
    </message>
    <message>
        <source>Take back the last stroke or rubbing out (Ctrl+Z)</source>
        <translation>Lấy lại nét vẽ hoặc lần tẩy cuối (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Xóa hết</translation>
    </message>
    <message>
        <source>Clear every drawing (Esc)</source>
        <translation>Xóa mọi hình vẽ (Esc)</translation>
    </message>
    <message>
        <source>Clear on each step</source>
        <translation>Xóa khi sang bước</translation>
    </message>
    <message>
        <source>On: drawings go when the step changes. Off: they stay until cleared.</source>
        <translation>Bật: hình vẽ mất khi đổi bước. Tắt: giữ đến khi xóa.</translation>
    </message>
    <message>
        <source>Put the pen down (P)</source>
        <translation>Đặt bút xuống (P)</translation>
    </message>
</context>
<context>
    <name>sb::ui::PictureDialog</name>
    <message>
        <source>The board alone</source>
        <translation>Chỉ bàn cờ</translation>
    </message>
    <message>
        <source>The whole window</source>
        <translation>Cả cửa sổ</translation>
    </message>
    <message>
        <source>Export a picture</source>
        <translation>Xuất ảnh</translation>
    </message>
    <message>
        <source>PNG (a picture of pixels)</source>
        <translation>PNG (ảnh điểm ảnh)</translation>
    </message>
    <message>
        <source>SVG (lines and text, sharp at any size)</source>
        <translation>SVG (nét vẽ và chữ, sắc nét ở mọi cỡ)</translation>
    </message>
    <message>
        <source>What:</source>
        <translation>Nội dung:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Định dạng:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Kích thước:</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Lưu…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>SVG pictures</source>
        <translation>Ảnh SVG</translation>
    </message>
    <message>
        <source>PNG pictures</source>
        <translation>Ảnh PNG</translation>
    </message>
</context>
<context>
    <name>sb::ui::PlayerActions</name>
    <message>
        <source>Previous moment</source>
        <translation>Thời điểm trước</translation>
    </message>
    <message>
        <source>Next moment</source>
        <translation>Thời điểm tiếp theo</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Đầu</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Lùi</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Tạm dừng</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Chạy</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Bước</translation>
    </message>
    <message>
        <source>Step over</source>
        <translation>Bước qua</translation>
    </message>
    <message>
        <source>Step out</source>
        <translation>Bước ra</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Cuối</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Chậm hơn</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Nhanh hơn</translation>
    </message>
    <message>
        <source>Play a moment at a time</source>
        <translation>Chạy từng thời điểm một</translation>
    </message>
    <message>
        <source>Play %1 one at a time</source>
        <translation>Chạy từng %1 một</translation>
    </message>
</context>
<context>
    <name>sb::ui::PlayerBar</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>Bước %1 / %2</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Bước %1</translation>
    </message>
    <message>
        <source>Steps per second</source>
        <translation>Số bước mỗi giây</translation>
    </message>
    <message>
        <source>Replaying the run from the start to step back</source>
        <translation>Đang chạy lại từ đầu để lùi lại</translation>
    </message>
    <message>
        <source>Going to step %1</source>
        <translation>Đang đến bước %1</translation>
    </message>
    <message>
        <source>Going to the end</source>
        <translation>Đang đến cuối</translation>
    </message>
    <message>
        <source>Running on to the next stop</source>
        <translation>Đang chạy đến điểm dừng tiếp theo</translation>
    </message>
    <message>
        <source>Going back</source>
        <translation>Đang lùi lại</translation>
    </message>
    <message>
        <source>Finding the same place in this method</source>
        <translation>Đang tìm cùng vị trí trong phương pháp này</translation>
    </message>
    <message>
        <source>Stop (Esc)</source>
        <translation>Dừng (Esc)</translation>
    </message>
    <message>
        <source>Stop here: the run stays at the step reached</source>
        <translation>Dừng tại đây: giữ nguyên ở bước đã đến</translation>
    </message>
    <message>
        <source>%1: step %2 of %3</source>
        <translation>%1: bước %2 / %3</translation>
    </message>
    <message>
        <source>%1: step %2</source>
        <translation>%1: bước %2</translation>
    </message>
</context>
<context>
    <name>sb::ui::PredictController</name>
    <message>
        <source>Guess first: ask before each event</source>
        <translation>Đoán trước: hỏi trước mỗi sự kiện</translation>
    </message>
</context>
<context>
    <name>sb::ui::PredictPanel</name>
    <message>
        <source>Step forward: the run stops before the next event and asks what will happen.</source>
        <translation>Bước tiếp: chương trình dừng trước sự kiện kế tiếp và hỏi điều gì sẽ xảy ra.</translation>
    </message>
    <message>
        <source>%1 Answer with a button or its key.</source>
        <translation>%1 Trả lời bằng một nút hoặc phím của nó.</translation>
    </message>
    <message>
        <source>Score: %1 right of %2 asked</source>
        <translation>Điểm: đúng %1 trên %2 câu hỏi</translation>
    </message>
    <message>
        <source>Reset score</source>
        <translation>Đặt lại điểm</translation>
    </message>
    <message>
        <source>Key %1</source>
        <translation>Phím %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a question, then what to click to answer it</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Kiểm tra</translation>
    </message>
    <message>
        <source>Score: %1/%2</source>
        <comment>right answers / questions asked, on a projector</comment>
        <translation>Điểm: %1/%2</translation>
    </message>
    <message>
        <source>Step forward to the first question.</source>
        <translation>Bước tới để gặp câu hỏi đầu tiên.</translation>
    </message>
</context>
<context>
    <name>sb::ui::Predictor</name>
    <message>
        <source>Right!</source>
        <translation>Đúng rồi!</translation>
    </message>
    <message>
        <source>Not quite: the answer is %1.</source>
        <translation>Chưa đúng: đáp án là %1.</translation>
    </message>
</context>
<context>
    <name>sb::ui::ProblemBar</name>
    <message>
        <source>Problem and method</source>
        <translation>Bài toán và cách giải</translation>
    </message>
    <message>
        <source>Problem:</source>
        <translation>Bài toán:</translation>
    </message>
</context>
<context>
    <name>sb::ui::ProgramFiles</name>
    <message>
        <source>%1 is not a C++ (.cpp) or Python (.py) file.</source>
        <translation>%1 không phải tệp C++ (.cpp) hay Python (.py).</translation>
    </message>
    <message>
        <source>%1 is larger than a program of one file should be (1 MB).</source>
        <translation>%1 lớn hơn mức một chương trình một tệp nên có (1 MB).</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Không đọc được %1: %2</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Không ghi được %1: %2</translation>
    </message>
    <message>
        <source>Open a program</source>
        <translation>Mở chương trình</translation>
    </message>
    <message>
        <source>Programs</source>
        <translation>Chương trình</translation>
    </message>
    <message>
        <source>Save the program as</source>
        <translation>Lưu chương trình thành</translation>
    </message>
</context>
<context>
    <name>sb::ui::ProgramPlay</name>
    <message>
        <source>To your program&apos;s first line (Home)</source>
        <translation>Về dòng đầu của chương trình của em (Home)</translation>
    </message>
    <message>
        <source>Back a line of your program (Left)</source>
        <translation>Lùi một dòng chương trình của em (Trái)</translation>
    </message>
    <message>
        <source>Run your program on at this speed, to the next breakpoint (Space)</source>
        <translation>Chạy tiếp chương trình của em ở tốc độ này, tới điểm dừng kế tiếp (Space)</translation>
    </message>
    <message>
        <source>The next line of your program, into a call (Right, F11)</source>
        <translation>Dòng kế tiếp của chương trình của em, vào trong lời gọi (Phải, F11)</translation>
    </message>
    <message>
        <source>Over a call of your program (F10)</source>
        <translation>Bước qua một lời gọi của chương trình của em (F10)</translation>
    </message>
    <message>
        <source>Out of the function your program is in (Shift+F11)</source>
        <translation>Ra khỏi hàm chương trình của em đang ở (Shift+F11)</translation>
    </message>
    <message>
        <source>To your program&apos;s last line (End)</source>
        <translation>Tới dòng cuối của chương trình của em (End)</translation>
    </message>
    <message>
        <source>Back to where your program had read one part of the input less (Page Up)</source>
        <translation>Lùi về chỗ chương trình của em mới đọc ít hơn một phần dữ liệu vào (Page Up)</translation>
    </message>
    <message>
        <source>On to the last line before your program reads the next part of the input or prints (Page Down)</source>
        <translation>Tiến tới dòng cuối cùng trước khi chương trình của em đọc phần dữ liệu vào tiếp theo hoặc in ra (Page Down)</translation>
    </message>
</context>
<context>
    <name>sb::ui::ProgramStepper</name>
    <message>
        <source>Nothing was recorded.</source>
        <translation>Không ghi lại được dòng nào.</translation>
    </message>
    <message>
        <source>Line %1 · step %2 of %3 · in %4</source>
        <translation>Dòng %1 · bước %2 / %3 · trong %4</translation>
    </message>
    <message>
        <source>Board…</source>
        <translation>Bàn cờ…</translation>
    </message>
    <message>
        <source>Which of your variables holds the board, and how</source>
        <translation>Biến nào của em chứa bàn cờ, và lưu thế nào</translation>
    </message>
    <message>
        <source>Your program&apos;s board, read from %1 before line %2 runs.</source>
        <translation>Bàn cờ của chương trình của em, đọc từ %1 trước khi dòng %2 chạy.</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Đối chiếu</translation>
    </message>
    <message>
        <source>A built-in method beside your program, at the same point of the input</source>
        <translation>Một cách giải có sẵn bên cạnh chương trình của em, ở cùng chỗ trong dữ liệu vào</translation>
    </message>
    <message>
        <source>Ended after line %1 · step %2 of %3</source>
        <translation>Kết thúc sau dòng %1 · bước %2 / %3</translation>
    </message>
    <message>
        <source>Your program&apos;s board, read from %1 after its last line, line %2, ran.</source>
        <translation>Bàn cờ của chương trình của em, đọc từ %1 sau khi dòng cuối, dòng %2, đã chạy.</translation>
    </message>
    <message>
        <source>Your program&apos;s board cannot be drawn here. %1</source>
        <translation>Ở đây không vẽ được bàn cờ của chương trình em. %1</translation>
    </message>
    <message>
        <source>The pack&apos;s reference beside your program, where it has got as far</source>
        <translation>Lời giải chuẩn của gói bên cạnh chương trình của em, ở chỗ nó đã đi được xa bằng</translation>
    </message>
</context>
<context>
    <name>sb::ui::RandomBoardDialog</name>
    <message>
        <source>Random board</source>
        <translation>Bàn cờ ngẫu nhiên</translation>
    </message>
    <message>
        <source>Exactly that many moves clear it (built backwards from the empty board)</source>
        <translation>Đúng số nước đó sẽ làm trống bàn cờ (dựng ngược từ bàn cờ trống)</translation>
    </message>
    <message>
        <source>Moves n:</source>
        <translation>Số nước n:</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>Số màu:</translation>
    </message>
    <message>
        <source>Blocks (when not built backwards):</source>
        <translation>Số khối (khi không dựng ngược):</translation>
    </message>
    <message>
        <source>No board that exactly %1 moves clear turned up: try again, or with more colours.</source>
        <translation>Không tìm được bàn cờ nào làm trống được bằng đúng %1 nước: hãy thử lại, hoặc tăng số màu.</translation>
    </message>
</context>
<context>
    <name>sb::ui::RandomDealDialog</name>
    <message>
        <source>Random deal</source>
        <translation>Chia bài ngẫu nhiên</translation>
    </message>
    <message>
        <source>The game ends in one pile</source>
        <translation>Ván bài kết thúc chỉ còn một chồng</translation>
    </message>
    <message>
        <source>Decks:</source>
        <translation>Số bộ bài:</translation>
    </message>
    <message>
        <source>No deal that ends in one pile turned up: try again.</source>
        <translation>Không tìm được cách chia bài nào kết thúc chỉ còn một chồng: hãy thử lại.</translation>
    </message>
</context>
<context>
    <name>sb::ui::RandomGameDialog</name>
    <message>
        <source>Random game</source>
        <translation>Ván ngẫu nhiên</translation>
    </message>
    <message>
        <source>The last move wins</source>
        <translation>Nước cuối cùng thắng</translation>
    </message>
    <message>
        <source>Any line</source>
        <translation>Đường bất kỳ</translation>
    </message>
    <message>
        <source>A row</source>
        <translation>Hàng ngang</translation>
    </message>
    <message>
        <source>A column</source>
        <translation>Cột dọc</translation>
    </message>
    <message>
        <source>A diagonal</source>
        <translation>Đường chéo chính</translation>
    </message>
    <message>
        <source>An anti-diagonal</source>
        <translation>Đường chéo phụ</translation>
    </message>
    <message>
        <source>The winning stone fills the middle of the line</source>
        <translation>Quân thắng lấp vào giữa đường</translation>
    </message>
    <message>
        <source>Board size N:</source>
        <translation>Kích thước bàn cờ N:</translation>
    </message>
    <message>
        <source>Moves K:</source>
        <translation>Số nước K:</translation>
    </message>
    <message>
        <source>Winning line:</source>
        <translation>Đường thắng:</translation>
    </message>
    <message>
        <source>An %1 x %1 board has only %2 cells: fewer moves, please.</source>
        <translation>Bàn cờ %1 x %1 chỉ có %2 ô: hãy giảm số nước.</translation>
    </message>
    <message>
        <source>Nobody can get five in a row on a board smaller than 5 x 5.</source>
        <translation>Trên bàn cờ nhỏ hơn 5 x 5, không ai có thể có năm quân liền nhau.</translation>
    </message>
    <message>
        <source>A win needs at least %1 moves.</source>
        <translation>Cần ít nhất %1 nước mới có thể thắng.</translation>
    </message>
    <message>
        <source>The board is too full to avoid an earlier five in a row: try fewer moves.</source>
        <translation>Bàn cờ quá đầy, không tránh được việc có năm quân liền nhau sớm hơn: hãy thử ít nước hơn.</translation>
    </message>
</context>
<context>
    <name>sb::ui::RandomInputDialog</name>
    <message>
        <source>Generate</source>
        <translation>Tạo</translation>
    </message>
</context>
<context>
    <name>sb::ui::RandomTableDialog</name>
    <message>
        <source>Random table</source>
        <translation>Bảng ngẫu nhiên</translation>
    </message>
    <message>
        <source>Rows n:</source>
        <translation>Số hàng n:</translation>
    </message>
    <message>
        <source>Columns m:</source>
        <translation>Số cột m:</translation>
    </message>
    <message>
        <source>Rounds it needs (the last, empty one included):</source>
        <translation>Số vòng cần chạy (tính cả vòng cuối không lấy được gì):</translation>
    </message>
    <message>
        <source>Every value appears twice, so n x m must be even.</source>
        <translation>Mỗi giá trị xuất hiện hai lần, nên n x m phải là số chẵn.</translation>
    </message>
    <message>
        <source>A %1 x %2 table can need at most %3 rounds here.</source>
        <translation>Ở đây, bảng %1 x %2 cần nhiều nhất %3 vòng.</translation>
    </message>
    <message>
        <source>No table needing exactly %1 rounds turned up: try again or change the size.</source>
        <translation>Không tìm được bảng cần đúng %1 vòng: hãy thử lại hoặc đổi kích thước.</translation>
    </message>
</context>
<context>
    <name>sb::ui::RecordingEnd</name>
    <message>
        <source>The program was killed by %1 after its last line here.</source>
        <translation>Chương trình bị dừng bởi %1 sau dòng cuối cùng ở đây.</translation>
    </message>
    <message>
        <source>The program ended with exit code %1.</source>
        <translation>Chương trình kết thúc với mã thoát %1.</translation>
    </message>
    <message>
        <source>The program printed more than 16 MB, so the recording stopped.</source>
        <translation>Chương trình in ra hơn 16 MB nên việc ghi đã dừng.</translation>
    </message>
    <message>
        <source>The recording ran out of time: these are the lines up to then.</source>
        <translation>Việc ghi đã hết thời gian: đây là các dòng đến lúc đó.</translation>
    </message>
    <message>
        <source>The recording keeps the first %1 lines; the program ran on past them.</source>
        <translation>Bản ghi giữ %1 dòng đầu tiên; chương trình còn chạy tiếp sau đó.</translation>
    </message>
    <message>
        <source>You stopped the recording: these are the lines up to then.</source>
        <translation>Em đã dừng việc ghi: đây là các dòng đến lúc đó.</translation>
    </message>
    <message>
        <source>Your program could not be recorded: the recorder failed before its first line. Its own words are under Details.</source>
        <translation>Không ghi lại được chương trình của em: trình ghi đã hỏng trước dòng đầu tiên. Lời gốc của nó nằm trong mục Chi tiết.</translation>
    </message>
    <message>
        <source>The recording stopped after these lines: the recorder failed. Its own words are under Details.</source>
        <translation>Việc ghi dừng sau các dòng này: trình ghi đã hỏng. Lời gốc của nó nằm trong mục Chi tiết.</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Chi tiết</translation>
    </message>
    <message>
        <source>What the recorder said, in its own words</source>
        <translation>Trình ghi đã nói gì, nguyên văn</translation>
    </message>
    <message>
        <source>The recording filled the %1 MB it may take: these are the lines up to then.</source>
        <translation>Bản ghi đã dùng hết %1 MB được phép: đây là các dòng cho đến lúc đó.</translation>
    </message>
    <message>
        <source>The program stopped on an error it raised at its last line here: %1</source>
        <translation>Chương trình dừng vì một lỗi do chính nó gây ra ở dòng cuối cùng tại đây: %1</translation>
    </message>
</context>
<context>
    <name>sb::ui::RunResults</name>
    <message>
        <source>… and %1 bytes more</source>
        <translation>… và còn %1 byte nữa</translation>
    </message>
    <message>
        <source>The sandbox cannot start here, so your program is not run. Only where you trust the program, tick &quot;Run without a sandbox&quot; and run it again.</source>
        <translation>Hộp cát không khởi động được ở máy này, nên chương trình của em không được chạy. Chỉ khi tin chương trình này, hãy đánh dấu &quot;Chạy không có hộp cát&quot; rồi chạy lại.</translation>
    </message>
    <message>
        <source>Compile error (CE): the compiler ran out of time.</source>
        <translation>Lỗi biên dịch (CE): trình biên dịch chạy quá thời gian.</translation>
    </message>
    <message>
        <source>Compile error (CE): see the marked lines.</source>
        <translation>Lỗi biên dịch (CE): xem các dòng được đánh dấu.</translation>
    </message>
    <message>
        <source>%1 s of CPU time · %2 MB of memory</source>
        <translation>%1 giây CPU · %2 MB bộ nhớ</translation>
    </message>
    <message>
        <source>Exit code %1 · %2</source>
        <translation>Mã thoát %1 · %2</translation>
    </message>
    <message>
        <source>Accepted (AC): the right answer.</source>
        <translation>Chấp nhận (AC): đáp án đúng.</translation>
    </message>
    <message>
        <source>It ran. The input on screen has an error, so there is no right answer to compare with.</source>
        <translation>Đã chạy. Dữ liệu vào trên màn hình có lỗi, nên không có đáp án đúng để so sánh.</translation>
    </message>
    <message>
        <source>Wrong answer (WA): its output ends before line %1; the right answer there is &quot;%2&quot;.</source>
        <translation>Sai kết quả (WA): kết quả in ra dừng trước dòng %1; đáp án đúng ở đó là &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Wrong answer (WA): line %1 prints &quot;%2&quot;, the right answer is &quot;%3&quot;.</source>
        <translation>Sai kết quả (WA): dòng %1 in ra &quot;%2&quot;, đáp án đúng là &quot;%3&quot;.</translation>
    </message>
    <message>
        <source>Time limit (TLE): still running after %1 s, so it was stopped.</source>
        <translation>Quá thời gian (TLE): vẫn còn chạy sau %1 giây, nên đã bị dừng.</translation>
    </message>
    <message>
        <source>Time limit (TLE): it used more than %1 s of CPU time.</source>
        <translation>Quá thời gian (TLE): dùng hơn %1 giây thời gian CPU.</translation>
    </message>
    <message>
        <source>Memory limit (MLE): it needed more than %1 MB.</source>
        <translation>Quá bộ nhớ (MLE): cần hơn %1 MB.</translation>
    </message>
    <message>
        <source>Output limit: it printed more than %1 MB, so it was stopped.</source>
        <translation>Quá giới hạn in ra: in hơn %1 MB, nên đã bị dừng.</translation>
    </message>
    <message>
        <source>Runtime error (RE): killed by %1.</source>
        <translation>Lỗi khi chạy (RE): bị dừng bởi %1.</translation>
    </message>
    <message>
        <source>Runtime error (RE): exit code %1.</source>
        <translation>Lỗi khi chạy (RE): mã thoát %1.</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Kết quả in ra</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Lỗi</translation>
    </message>
</context>
<context>
    <name>sb::ui::SessionPlay</name>
    <message>
        <source>Back to the start (Home)</source>
        <translation>Về đầu (Home)</translation>
    </message>
    <message>
        <source>One line back (Left)</source>
        <translation>Lùi một dòng (phím ←)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Chạy hoặc tạm dừng (phím cách)</translation>
    </message>
    <message>
        <source>One line forward (Right)</source>
        <translation>Tiến một dòng (phím →)</translation>
    </message>
    <message>
        <source>Step over: the next line runs, with the whole of any call it makes (F10)</source>
        <translation>Bước qua: chạy dòng tiếp theo, kể cả trọn hàm mà nó gọi (F10)</translation>
    </message>
    <message>
        <source>Step out: the rest of this function runs, back to its caller (Shift+F11)</source>
        <translation>Bước ra: chạy nốt phần còn lại của hàm này, quay về nơi gọi nó (Shift+F11)</translation>
    </message>
    <message>
        <source>On to the end (End)</source>
        <translation>Đến cuối (End)</translation>
    </message>
</context>
<context>
    <name>sb::ui::SettingsCheck</name>
    <message>
        <source>The settings could not be read, so StepBoard starts on its defaults. The damaged file was moved to %1.</source>
        <translation>Không đọc được tệp cài đặt, nên StepBoard khởi động với các giá trị mặc định. Tệp bị hỏng đã được chuyển sang %1.</translation>
    </message>
</context>
<context>
    <name>sb::ui::SidePanel</name>
    <message>
        <source>Code: C++</source>
        <translation>Mã: C++</translation>
    </message>
    <message>
        <source>Code: Python</source>
        <translation>Mã: Python</translation>
    </message>
    <message>
        <source>The code and its variables; C switches between C++ and Python</source>
        <translation>Mã nguồn và các biến; phím C chuyển giữa C++ và Python</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Dữ liệu vào</translation>
    </message>
    <message>
        <source>The input the program reads (stdin)</source>
        <translation>Dữ liệu vào mà chương trình đọc (stdin)</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>Đề bài</translation>
    </message>
    <message>
        <source>The problem: rules, input and output, limits, subtasks and samples</source>
        <translation>Đề bài: luật, dữ liệu vào và kết quả, giới hạn, các tiểu nhiệm vụ và ví dụ</translation>
    </message>
    <message>
        <source>Mine</source>
        <comment>the tab of the student&apos;s own program</comment>
        <translation>Bài em</translation>
    </message>
    <message>
        <source>My solution: write your own program, run it on the input and judge it</source>
        <translation>Bài giải của em: tự viết chương trình, chạy trên dữ liệu vào và chấm nó</translation>
    </message>
    <message>
        <source>Code: your Python</source>
        <translation>Mã: Python của em</translation>
    </message>
    <message>
        <source>Code: your C++</source>
        <translation>Mã: C++ của em</translation>
    </message>
</context>
<context>
    <name>sb::ui::SizeFields</name>
    <message>
        <source>Keep the proportions</source>
        <translation>Giữ nguyên tỷ lệ</translation>
    </message>
</context>
<context>
    <name>sb::ui::SolutionController</name>
    <message>
        <source>Checking and running…</source>
        <translation>Đang kiểm tra và chạy…</translation>
    </message>
    <message>
        <source>Compiling and running…</source>
        <translation>Đang biên dịch và chạy…</translation>
    </message>
    <message>
        <source>Recording your program line by line: %1 lines so far…</source>
        <translation>Đang ghi chương trình của em từng dòng: đã được %1 dòng…</translation>
    </message>
    <message>
        <source>Running your program on the bank&apos;s tests, in order: %1 of %2 passed…</source>
        <translation>Đang chạy chương trình của em trên các test của bộ test, theo thứ tự: đã qua %1 / %2…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Mở…</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Lưu thành…</translation>
    </message>
    <message>
        <source>Start text</source>
        <translation>Mã khởi đầu</translation>
    </message>
    <message>
        <source>Puts the start text back: it reads the input and prints an answer (Undo takes it back).</source>
        <translation>Đặt lại mã khởi đầu: đọc dữ liệu vào và in ra một đáp án (Hoàn tác để lấy lại bài cũ).</translation>
    </message>
    <message>
        <source>Run your program (My solution)</source>
        <translation>Chạy chương trình của em (Bài giải của em)</translation>
    </message>
    <message>
        <source>A breakpoint on the line of your program (My solution): the caret&apos;s, or the line about to run</source>
        <translation>Đặt điểm dừng trên dòng của chương trình (Bài giải của em): dòng có con trỏ, hoặc dòng sắp chạy</translation>
    </message>
    <message>
        <source>On the input on screen</source>
        <translation>Trên dữ liệu vào đang hiện</translation>
    </message>
    <message>
        <source>On the first test of the bank it fails</source>
        <translation>Trên test đầu tiên của bộ test mà nó sai</translation>
    </message>
    <message>
        <source>Stopped: your program passed the first %1 tests of the bank.</source>
        <translation>Đã dừng: chương trình của em đã qua %1 test đầu tiên của bộ test.</translation>
    </message>
    <message>
        <source>Your program passes all %1 tests of the bank.</source>
        <translation>Chương trình của em qua cả %1 test của bộ test.</translation>
    </message>
    <message>
        <source>Test %1 of %2</source>
        <translation>Test %1 của %2</translation>
    </message>
    <message>
        <source>%1 is the first your program fails (%2): it is stepped on it.</source>
        <translation>%1 là test đầu tiên chương trình của em sai (%2): em sẽ chạy từng bước trên test đó.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Stepped, your program prints the right answer on this test.</source>
        <translation>Khi chạy từng dòng, chương trình của em in đúng đáp án ở test này.</translation>
    </message>
    <message>
        <source>Your program ends having printed %1 bytes that agree with the right answer, which goes on after them: here is its last line.</source>
        <translation>Chương trình của em kết thúc sau khi in %1 byte khớp với đáp án, còn đáp án vẫn tiếp tục sau đó: đây là dòng cuối của nó.</translation>
    </message>
    <message>
        <source>Line %1 prints the first character that differs from the right answer (step %2 of %3).</source>
        <translation>Dòng %1 in ký tự đầu tiên khác đáp án (bước %2 / %3).</translation>
    </message>
    <message>
        <source>Stepping your program: Right and Left step, F10 over a call, Shift+F11 out of one.</source>
        <translation>Đang chạy từng bước chương trình của em: Phải và Trái để bước, F10 bước qua lời gọi, Shift+F11 bước ra khỏi nó.</translation>
    </message>
</context>
<context>
    <name>sb::ui::SolutionEditor</name>
    <message>
        <source>Column %1: %2</source>
        <translation>Cột %1: %2</translation>
    </message>
</context>
<context>
    <name>sb::ui::SolutionPanel</name>
    <message>
        <source>Run</source>
        <translation>Chạy</translation>
    </message>
    <message>
        <source>Builds your program and runs it on the input on screen (%1)</source>
        <translation>Biên dịch chương trình của em và chạy trên dữ liệu vào trên màn hình (%1)</translation>
    </message>
    <message>
        <source>The language of your program</source>
        <translation>Ngôn ngữ của chương trình</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Tệp</translation>
    </message>
    <message>
        <source>Open a program, save this one, or start again from the start text</source>
        <translation>Mở một chương trình, lưu chương trình này, hoặc bắt đầu lại từ mã khởi đầu</translation>
    </message>
    <message>
        <source>Run without a sandbox until StepBoard quits</source>
        <translation>Chạy không có hộp cát cho đến khi thoát StepBoard</translation>
    </message>
    <message>
        <source>Without the sandbox your program runs as you: it can read and change your files and reach the network. Only the time, memory and file size limits still hold.</source>
        <translation>Không có hộp cát, chương trình chạy với quyền của em: nó có thể đọc, sửa các tệp của em và truy cập mạng. Chỉ còn giới hạn thời gian, bộ nhớ và kích thước tệp.</translation>
    </message>
    <message>
        <source>My tests</source>
        <translation>Test của em</translation>
    </message>
    <message>
        <source>Small tests of your own, with the answers you expect: the judge runs them too</source>
        <translation>Các test nhỏ của em, với đáp án em mong đợi: trình chấm cũng chạy chúng</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>Kết quả chạy</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Từng bước</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Dừng</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Sửa</translation>
    </message>
    <message>
        <source>Step through</source>
        <translation>Chạy từng bước</translation>
    </message>
    <message>
        <source>Stops the recording: the lines so far are stepped</source>
        <translation>Dừng việc ghi: chạy từng bước các dòng đã ghi</translation>
    </message>
    <message>
        <source>Back to editing your program</source>
        <translation>Quay lại sửa chương trình</translation>
    </message>
    <message>
        <source>Runs your program on the input on screen line by line, to step through it as a debugger does</source>
        <translation>Chạy chương trình của em trên dữ liệu vào đang hiện, từng dòng một, để đi từng bước như trình gỡ lỗi</translation>
    </message>
    <message>
        <source>Step through on the input on screen, or on the first test of the bank your program fails</source>
        <translation>Chạy từng bước trên dữ liệu vào đang hiện, hoặc trên test đầu tiên của bộ test mà chương trình của em sai</translation>
    </message>
    <message>
        <source>Stops running your program on the bank&apos;s tests</source>
        <translation>Dừng chạy chương trình của em trên các test của bộ test</translation>
    </message>
</context>
<context>
    <name>sb::ui::SpeedBox</name>
    <message>
        <source>Moments a second; slower: [ or -, faster: ] or +</source>
        <translation>Số thời điểm mỗi giây; chậm hơn: [ hoặc -, nhanh hơn: ] hoặc +</translation>
    </message>
    <message>
        <source>Lines a second; slower: [ or -, faster: ] or +</source>
        <translation>Số dòng mỗi giây; chậm hơn: [ hoặc -, nhanh hơn: ] hoặc +</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Tốc độ:</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/giây</translation>
    </message>
    <message>
        <source>moments</source>
        <translation>thời điểm</translation>
    </message>
    <message>
        <source>What play takes each time: one line, or a whole moment (M)</source>
        <translation>Mỗi lần chạy đi bao xa: một dòng, hay trọn một thời điểm (M)</translation>
    </message>
    <message>
        <source>by lines</source>
        <translation>từng dòng</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>từng %1</translation>
    </message>
</context>
<context>
    <name>sb::ui::StatementController</name>
    <message>
        <source>Print the statement…</source>
        <translation>In đề bài…</translation>
    </message>
    <message>
        <source>Export the statement as PDF…</source>
        <translation>Xuất đề bài ra PDF…</translation>
    </message>
    <message>
        <source>Print the statement</source>
        <translation>In đề bài</translation>
    </message>
    <message>
        <source>Export the statement as PDF</source>
        <translation>Xuất đề bài ra PDF</translation>
    </message>
    <message>
        <source>Could not save %1.</source>
        <translation>Không lưu được %1.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Không lưu được %1: %2</translation>
    </message>
    <message>
        <source>PDF documents</source>
        <translation>Tài liệu PDF</translation>
    </message>
</context>
<context>
    <name>sb::ui::StepperProgram</name>
    <message>
        <source>Nothing was recorded.</source>
        <translation>Không ghi lại được dòng nào.</translation>
    </message>
    <message>
        <source>Line %1:  %2</source>
        <translation>Dòng %1:  %2</translation>
    </message>
    <message>
        <source>Ended after line %1:  %2</source>
        <translation>Kết thúc sau dòng %1:  %2</translation>
    </message>
</context>
<context>
    <name>sb::ui::TestDiff</name>
    <message>
        <source>Input</source>
        <translation>Dữ liệu vào</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>Đáp án đúng</translation>
    </message>
    <message>
        <source>Your output</source>
        <translation>Kết quả của em</translation>
    </message>
    <message>
        <source>Open this test in the window</source>
        <translation>Mở test này trong cửa sổ</translation>
    </message>
    <message>
        <source>The test&apos;s input in the window, run by the reference method</source>
        <translation>Dữ liệu vào của test trong cửa sổ, chạy bằng cách giải chuẩn</translation>
    </message>
    <message>
        <source>Step through my program here</source>
        <translation>Chạy từng dòng chương trình của em ở đây</translation>
    </message>
    <message>
        <source>Your program on this test, line by line, from the line that prints the first wrong character</source>
        <translation>Chương trình của em trên test này, từng dòng, từ dòng in ký tự sai đầu tiên</translation>
    </message>
</context>
<context>
    <name>sb::ui::VariableBoard</name>
    <message>
        <source>%1 is not in scope at this line.</source>
        <translation>Ở dòng này không thấy %1.</translation>
    </message>
    <message>
        <source>%1 is not a list the board can be read from.</source>
        <translation>%1 không phải danh sách đọc được bàn cờ.</translation>
    </message>
    <message>
        <source>Item %2 of %1 is not a list.</source>
        <translation>Phần tử %2 của %1 không phải danh sách.</translation>
    </message>
    <message>
        <source>%1 has %2 items; the board needs %3.</source>
        <translation>%1 có %2 phần tử; bàn cờ cần %3.</translation>
    </message>
    <message>
        <source>Item %2 of %1 has %3 items; the board needs %4.</source>
        <translation>Phần tử %2 của %1 có %3 phần tử; bàn cờ cần %4.</translation>
    </message>
    <message>
        <source>Pile %2, card %3 of %1 is &quot;%4&quot;, which is not a card.</source>
        <translation>Chồng %2, lá %3 của %1 là &quot;%4&quot;, không phải một lá bài.</translation>
    </message>
    <message>
        <source>Fill in every mark of the board.</source>
        <translation>Hãy điền mọi ký hiệu của bàn cờ.</translation>
    </message>
    <message>
        <source>Row %2, column %3 of %1 holds %4, which the board cannot draw.</source>
        <translation>Hàng %2, cột %3 của %1 chứa %4, bàn cờ không vẽ được.</translation>
    </message>
    <message>
        <source>Board: none chosen. Choose the variable that holds it.</source>
        <translation>Bàn cờ: chưa chọn. Hãy chọn biến chứa bàn cờ.</translation>
    </message>
    <message>
        <source>Board: %1. %2</source>
        <translation>Bàn cờ: %1. %2</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>Bàn cờ: %1</translation>
    </message>
</context>
<context>
    <name>sb::ui::WatchPanel</name>
    <message>
        <source>Variable</source>
        <translation>Biến</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Giá trị</translation>
    </message>
</context>
</TS>
