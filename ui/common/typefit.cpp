// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/typefit.h"

#include <QFont>
#include <QString>
#include <QTextLayout>

#include <cmath>

namespace sb::ui {

int shrinkToFit(int room, const std::function<void(double)>& setScale, const std::function<int()>& needed,
                double least)
{
    // Whole steps of 5%: a sum of 0.05s would miss the last one by a rounding error.
    const int steps = static_cast<int>(std::lround((1.0 - least) / 0.05));
    int height = 0;
    for (int step = 0; step <= steps; ++step) {
        setScale(1.0 - 0.05 * step);
        height = needed();
        if (height <= room)
            break;
    }
    return height;
}

int lineHeightOfEveryScript(const QFont& font)
{
    // "Ag", a Vietnamese letter with two marks, and "國" and "国".
    QTextLayout layout(QStringLiteral("Ag\u1EA0\u1EE8\u570B\u56FD"), font);
    layout.beginLayout();
    QTextLine line = layout.createLine();
    line.setLineWidth(10000);
    layout.endLayout();
    return static_cast<int>(std::ceil(line.height()));
}

QString elideWords(const QString& text, const std::function<bool(const QString&)>& fits)
{
    if (fits(text))
        return text;
    QString shown = text;
    while (!shown.isEmpty()) {
        const qsizetype space = shown.lastIndexOf(QLatin1Char(' '));
        shown.truncate(space > shown.size() / 2 ? space : shown.size() - 1);
        while (!shown.isEmpty() && (shown.back().isSpace() || shown.back().isPunct()))
            shown.chop(1);
        if (fits(shown + QChar(0x2026)))
            break;
    }
    return shown + QChar(0x2026);
}

} // namespace sb::ui
