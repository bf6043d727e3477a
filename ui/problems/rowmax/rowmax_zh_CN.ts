<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>sb::ui::RowmaxUi</name>
    <message>
        <source>The largest value of a row</source>
        <translation>一行数字中的最大值</translation>
    </message>
    <message>
        <source>Largest value</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>Keep the best</source>
        <translation>记住最大值</translation>
    </message>
    <message>
        <source>Look at each value once, keeping the largest so far: n - 1 comparisons.</source>
        <translation>每个值只看一次，记住目前的最大值：比较 n - 1 次。</translation>
    </message>
    <message>
        <source>Nothing is read yet. Step forward to read the row.</source>
        <translation>还没有读入任何值。往下一步读入这一行。</translation>
    </message>
    <message>
        <source>The row has %1 values.</source>
        <translation>这一行有 %1 个值。</translation>
    </message>
    <message>
        <source>An empty list for the row.</source>
        <translation>为这一行建立一个空列表。</translation>
    </message>
    <message>
        <source>Value %1 of the row is %2.</source>
        <translation>第 %1 个值是 %2。</translation>
    </message>
    <message>
        <source>The first value, %1, is the largest so far.</source>
        <translation>第一个值 %1 就是目前的最大值。</translation>
    </message>
    <message>
        <source>Value %1 is %2, larger than %3.</source>
        <translation>第 %1 个值是 %2，比 %3 大。</translation>
    </message>
    <message>
        <source>Value %1 is %2, not larger than %3.</source>
        <translation>第 %1 个值是 %2，没有比 %3 大。</translation>
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
        <translation>第 %1 个值</translation>
    </message>
    <message>
        <source>Next value</source>
        <translation>下一个值</translation>
    </message>
    <message>
        <source>Previous value</source>
        <translation>上一个值</translation>
    </message>
    <message>
        <source>Before: %1 at value %2, %3: %4</source>
        <translation>先前：%1 在第 %2 个值，%3：%4</translation>
    </message>
    <message>
        <source>comparisons</source>
        <translation>比较次数</translation>
    </message>
    <message>
        <source>values looked at</source>
        <translation>看过的值</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>样例</translation>
    </message>
    <message>
        <source>Every value negative</source>
        <translation>每个值都是负数</translation>
    </message>
    <message>
        <source>The input the program reads: n, then the n values of the row</source>
        <translation>程序读入的输入：n，接着是这一行的 n 个值</translation>
    </message>
    <message>
        <source>Random row…</source>
        <translation>随机一行…</translation>
    </message>
    <message>
        <source>the input is empty: it must start with n, the length of the row</source>
        <translation>输入是空的：必须先给 n，也就是这一行的长度</translation>
    </message>
    <message>
        <source>the length of the row %1 is outside %2 to %3</source>
        <translation>这一行的长度 %1 不在 %2 到 %3 之间</translation>
    </message>
    <message>
        <source>the input ends early: %1 values expected, only %2 found</source>
        <translation>输入提早结束：应有 %1 个值，只找到 %2 个</translation>
    </message>
    <message>
        <source>the value %1 is outside %2 to %3</source>
        <translation>值 %1 不在 %2 到 %3 之间</translation>
    </message>
    <message>
        <source>Value %1: the largest so far is %2.</source>
        <translation>第 %1 个值：目前的最大值是 %2。</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>值</translation>
    </message>
    <message>
        <source>values</source>
        <comment>play by</comment>
        <translation>个值</translation>
    </message>
    <message>
        <source>Values in the row (n)</source>
        <translation>这一行的值的个数（n）</translation>
    </message>
    <message>
        <source>Comparisons per value</source>
        <translation>每个值的比较次数</translation>
    </message>
</context>
</TS>
