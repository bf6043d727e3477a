// SPDX-License-Identifier: GPL-3.0-or-later
// The Mayan view's measures and drawing helpers, shared by mayanview.cpp and mayanpaint.cpp.
#pragma once

#include "mayanview.h"

#include "mayan/mayan.h"

#include <QFont>
#include <QPainter>
#include <QRectF>
#include <QString>

#include <algorithm>
#include <cmath>

namespace sb::ui::mayan_layout {

using mayan::kColumns;
using mayan::kRows;

inline constexpr double kStackShare = 0.40; ///< the least share of the width for the call stack's column
inline constexpr double kMargin = 8.0;
inline constexpr double kRowNumbers = 17.0; ///< the width of the row numbers left of the board
inline constexpr double kColumnNumbers = 15.0; ///< the height of the column numbers over it
inline constexpr double kRowPerLine = 2.2;  ///< a call stack row, read from the back of the room, is over twice a tree line
inline constexpr double kMostRow = 72.0;    ///< the tallest call stack row (twice that in projector mode)
inline constexpr double kMostLine = 26.0;   ///< the tallest tree line
inline constexpr double kFrameShare = 0.92; ///< a frame's box in its call stack row; the rest parts it from the next
inline constexpr double kTreeText = 0.7;     ///< the tree's counts in a share of its line
inline constexpr double kTreeTextMost = 0.8; ///< and at most, where the line is as low as it can be
inline constexpr double kLeastColumn = 180.0; ///< on a projector, the narrowest column beside the board
inline constexpr double kLeastRow = 34.0;     ///< on a projector, the lowest call stack row under the board

/// The depth in a call stack row of height `row`, never under `least` pixels.
inline int labelPixels(double row, int least)
{
    return std::max(least, static_cast<int>(row * kFrameShare * 0.42));
}

/// Draws text, made smaller until it fits `r`, down to `least` pixels: titles are long in some
/// languages. With Qt::TextWordWrap in `flags` it may take several lines.
inline void drawFitted(QPainter& p, const QRectF& r, QFont font, const QString& text, int flags, int least = 8)
{
    const auto fits = [&] {
        const QRectF need = QFontMetricsF(font).boundingRect(r, flags, text);
        return need.width() <= r.width() && need.height() <= r.height();
    };
    while (font.pixelSize() > least && !fits())
        font.setPixelSize(font.pixelSize() - 1);
    p.setFont(font);
    p.drawText(r, flags, text);
}

/// The search counts a node where it is called: the root on main's line, at main's nesting, and the
/// node of search depth d on the first line of tryMove(d - 1), at main + 2d; a prune inside the node
/// it cuts, dfs(d), at main + 1 + 2d (see engine/mayan/search.cpp). main is 1 deep in C++, 2 in Python.

/// The search tree's columns: the depth, the bars, the nodes and the prunes, each count under a
/// heading that follows a swatch of its bars' colour; or, with `legend` (on a projector, where
/// the words are large), the headings in a line of their own and the columns as wide as their counts.
struct TreeColumns {
    QString nodeHead;
    QString pruneHead;
    bool legend = false;
    int least = 8; ///< the smallest size the counts are set in, in pixels
    QStringList nodes;  ///< per depth, as countText() words them
    QStringList prunes;
    QStringList briefNodes; ///< per depth, only the part so far
    QStringList briefPrunes;
    QFont font;
    double gap = 0, swatch = 0, label = 0, nodeWidth = 0, pruneWidth = 0, bar = 0;

    /// The counts take the room they need at the largest size (from `largest` down) that leaves the
    /// bars 15% of `width`; when the totals would make them much smaller, they show only the part so
    /// far (the faint bars still show the totals).
    void layOut(const QFont& largest, double line, double width)
    {
        gap = line * 0.4;
        swatch = line * 0.5;
        fit(largest, width, nodes, prunes);
        const QFont full = font;
        fit(largest, width, briefNodes, briefPrunes);
        if (full.pixelSize() >= font.pixelSize() * 0.85) {
            fit(full, width, nodes, prunes);
        } else {
            nodes = briefNodes;
            prunes = briefPrunes;
        }
        bar = std::max(0.0, width - label - nodeWidth - pruneWidth);
    }

private:
    void fit(QFont f, double width, const QStringList& nodeTexts, const QStringList& pruneTexts)
    {
        for (;; f.setPixelSize(f.pixelSize() - 1)) {
            const QFontMetricsF fm(f);
            const auto widest = [&](const QStringList& texts, const QString& head) {
                double w = legend ? 0.0 : swatch + gap / 2 + fm.horizontalAdvance(head);
                for (const QString& t : texts)
                    w = std::max(w, fm.horizontalAdvance(t));
                return w + gap;
            };
            label = fm.horizontalAdvance(QString::number(nodeTexts.size() - 1)) + gap;
            nodeWidth = widest(nodeTexts, nodeHead);
            pruneWidth = widest(pruneTexts, pruneHead);
            if (label + nodeWidth + pruneWidth <= width * 0.85 || f.pixelSize() <= least)
                break;
        }
        font = f;
    }
};

/// "so far / in all", or only "so far" while the whole search is not known.
inline QString countText(qint64 soFar, qint64 all, bool allKnown)
{
    return allKnown ? QStringLiteral("%1 / %2").arg(soFar).arg(all) : QString::number(soFar);
}

} // namespace sb::ui::mayan_layout
