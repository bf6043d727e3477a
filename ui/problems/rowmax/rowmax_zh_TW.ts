<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>sb::ui::RowmaxUi</name>
    <message>
        <source>The largest value of a row</source>
        <translation>一列數字中的最大值</translation>
    </message>
    <message>
        <source>Largest value</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>Keep the best</source>
        <translation>記住最大值</translation>
    </message>
    <message>
        <source>Look at each value once, keeping the largest so far: n - 1 comparisons.</source>
        <translation>每個值只看一次，記住目前的最大值：比較 n - 1 次。</translation>
    </message>
    <message>
        <source>Nothing is read yet. Step forward to read the row.</source>
        <translation>還沒有讀入任何值。往下一步讀入這一列。</translation>
    </message>
    <message>
        <source>The row has %1 values.</source>
        <translation>這一列有 %1 個值。</translation>
    </message>
    <message>
        <source>An empty list for the row.</source>
        <translation>為這一列建立一個空串列。</translation>
    </message>
    <message>
        <source>Value %1 of the row is %2.</source>
        <translation>第 %1 個值是 %2。</translation>
    </message>
    <message>
        <source>The first value, %1, is the largest so far.</source>
        <translation>第一個值 %1 就是目前的最大值。</translation>
    </message>
    <message>
        <source>Value %1 is %2, larger than %3.</source>
        <translation>第 %1 個值是 %2，比 %3 大。</translation>
    </message>
    <message>
        <source>Value %1 is %2, not larger than %3.</source>
        <translation>第 %1 個值是 %2，沒有比 %3 大。</translation>
    </message>
    <message>
        <source>%1 is the largest so far.</source>
        <translation>%1 是目前的最大值。</translation>
    </message>
    <message>
        <source>The largest value is %1.</source>
        <translation>最大值是 %1。</translation>
    </message>
    <message>
        <source>Value %1</source>
        <translation>第 %1 個值</translation>
    </message>
    <message>
        <source>Next value</source>
        <translation>下一個值</translation>
    </message>
    <message>
        <source>Previous value</source>
        <translation>上一個值</translation>
    </message>
    <message>
        <source>Before: %1 at value %2, %3: %4</source>
        <translation>先前：%1 在第 %2 個值，%3：%4</translation>
    </message>
    <message>
        <source>comparisons</source>
        <translation>比較次數</translation>
    </message>
    <message>
        <source>values looked at</source>
        <translation>看過的值</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>範例</translation>
    </message>
    <message>
        <source>Every value negative</source>
        <translation>每個值都是負數</translation>
    </message>
    <message>
        <source>The input the program reads: n, then the n values of the row</source>
        <translation>程式讀入的輸入：n，接著是這一列的 n 個值</translation>
    </message>
    <message>
        <source>Random row…</source>
        <translation>隨機一列…</translation>
    </message>
    <message>
        <source>the input is empty: it must start with n, the length of the row</source>
        <translation>輸入是空的：必須先給 n，也就是這一列的長度</translation>
    </message>
    <message>
        <source>the length of the row %1 is outside %2 to %3</source>
        <translation>這一列的長度 %1 不在 %2 到 %3 之間</translation>
    </message>
    <message>
        <source>the input ends early: %1 values expected, only %2 found</source>
        <translation>輸入提早結束：應有 %1 個值，只找到 %2 個</translation>
    </message>
    <message>
        <source>the value %1 is outside %2 to %3</source>
        <translation>值 %1 不在 %2 到 %3 之間</translation>
    </message>
    <message>
        <source>Value %1: the largest so far is %2.</source>
        <translation>第 %1 個值：目前的最大值是 %2。</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>值</translation>
    </message>
    <message>
        <source>values</source>
        <comment>play by</comment>
        <translation>個值</translation>
    </message>
    <message>
        <source>Values in the row (n)</source>
        <translation>這一列的值的個數（n）</translation>
    </message>
    <message>
        <source>Comparisons per value</source>
        <translation>每個值的比較次數</translation>
    </message>
</context>
</TS>
