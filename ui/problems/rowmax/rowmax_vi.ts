<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name>sb::ui::RowmaxUi</name>
    <message>
        <source>The largest value of a row</source>
        <translation>Giá trị lớn nhất của một hàng</translation>
    </message>
    <message>
        <source>Largest value</source>
        <translation>Giá trị lớn nhất</translation>
    </message>
    <message>
        <source>Keep the best</source>
        <translation>Giữ giá trị lớn nhất</translation>
    </message>
    <message>
        <source>Look at each value once, keeping the largest so far: n - 1 comparisons.</source>
        <translation>Xem mỗi giá trị một lần, giữ giá trị lớn nhất cho tới lúc đó: n - 1 lần so sánh.</translation>
    </message>
    <message>
        <source>Nothing is read yet. Step forward to read the row.</source>
        <translation>Chưa đọc gì cả. Em bước tới để đọc hàng số.</translation>
    </message>
    <message>
        <source>The row has %1 values.</source>
        <translation>Hàng có %1 giá trị.</translation>
    </message>
    <message>
        <source>An empty list for the row.</source>
        <translation>Một danh sách rỗng cho hàng số.</translation>
    </message>
    <message>
        <source>Value %1 of the row is %2.</source>
        <translation>Giá trị thứ %1 của hàng là %2.</translation>
    </message>
    <message>
        <source>The first value, %1, is the largest so far.</source>
        <translation>Giá trị đầu tiên, %1, là lớn nhất cho tới lúc này.</translation>
    </message>
    <message>
        <source>Value %1 is %2, larger than %3.</source>
        <translation>Giá trị thứ %1 là %2, lớn hơn %3.</translation>
    </message>
    <message>
        <source>Value %1 is %2, not larger than %3.</source>
        <translation>Giá trị thứ %1 là %2, không lớn hơn %3.</translation>
    </message>
    <message>
        <source>%1 is the largest so far.</source>
        <translation>%1 là lớn nhất cho tới lúc này.</translation>
    </message>
    <message>
        <source>The largest value is %1.</source>
        <translation>Giá trị lớn nhất là %1.</translation>
    </message>
    <message>
        <source>Value %1</source>
        <translation>Giá trị %1</translation>
    </message>
    <message>
        <source>Next value</source>
        <translation>Giá trị tiếp theo</translation>
    </message>
    <message>
        <source>Previous value</source>
        <translation>Giá trị trước</translation>
    </message>
    <message>
        <source>Before: %1 at value %2, %3: %4</source>
        <translation>Trước đó: %1 ở giá trị %2, %3: %4</translation>
    </message>
    <message>
        <source>comparisons</source>
        <translation>số lần so sánh</translation>
    </message>
    <message>
        <source>values looked at</source>
        <translation>số giá trị đã xem</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>Ví dụ</translation>
    </message>
    <message>
        <source>Every value negative</source>
        <translation>Mọi giá trị đều âm</translation>
    </message>
    <message>
        <source>The input the program reads: n, then the n values of the row</source>
        <translation>Dữ liệu chương trình đọc: n, rồi n giá trị của hàng</translation>
    </message>
    <message>
        <source>Random row…</source>
        <translation>Hàng ngẫu nhiên…</translation>
    </message>
    <message>
        <source>the input is empty: it must start with n, the length of the row</source>
        <translation>dữ liệu trống: phải bắt đầu bằng n, độ dài của hàng</translation>
    </message>
    <message>
        <source>the length of the row %1 is outside %2 to %3</source>
        <translation>độ dài của hàng %1 nằm ngoài khoảng %2 đến %3</translation>
    </message>
    <message>
        <source>the input ends early: %1 values expected, only %2 found</source>
        <translation>dữ liệu kết thúc sớm: cần %1 giá trị, chỉ có %2</translation>
    </message>
    <message>
        <source>the value %1 is outside %2 to %3</source>
        <translation>giá trị %1 nằm ngoài khoảng %2 đến %3</translation>
    </message>
    <message>
        <source>Value %1: the largest so far is %2.</source>
        <translation>Giá trị %1: lớn nhất cho tới lúc này là %2.</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Giá trị</translation>
    </message>
    <message>
        <source>values</source>
        <comment>play by</comment>
        <translation>giá trị</translation>
    </message>
    <message>
        <source>Values in the row (n)</source>
        <translation>Số giá trị trong hàng (n)</translation>
    </message>
    <message>
        <source>Comparisons per value</source>
        <translation>Số lần so sánh cho mỗi giá trị</translation>
    </message>
</context>
</TS>
