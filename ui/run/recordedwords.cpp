// SPDX-License-Identifier: GPL-3.0-or-later
#include "run/recordedwords.h"

#include "linedid.h"

#include <QStringList>

namespace sb::ui {

namespace {

/// A value or a text read or printed, on one line and short enough for a sentence.
QString shortText(const std::string& text)
{
    constexpr qsizetype kMost = 40;
    QString shown = QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())).simplified();
    if (shown.size() > kMost)
        shown = shown.left(kMost - 1) + QChar(0x2026);
    return shown;
}

} // namespace

QString RecordedWords::said(const program::LineDid& did)
{
    if (did.line == 0)
        return tr("The program is about to run its first line.");
    constexpr std::size_t kMostSets = 4;
    QStringList pieces;
    for (std::size_t i = 0; i < did.sets.size() && i < kMostSets; ++i)
        pieces << tr("%1 becomes %2").arg(QString::fromStdString(did.sets[i].name), shortText(did.sets[i].value));
    if (did.sets.size() > kMostSets)
        pieces << tr("%n more variables change", nullptr, static_cast<int>(did.sets.size() - kMostSets));
    if (!did.read.empty())
        pieces << tr("reads \"%1\"").arg(shortText(did.read));
    if (!did.printed.empty())
        pieces << tr("prints \"%1\"").arg(shortText(did.printed));
    if (pieces.isEmpty())
        return tr("Line %1 ran and changed no variable.").arg(did.line);
    //: Between the things one line did: "x becomes 5; prints "10""
    return tr("Line %1: %2.").arg(did.line).arg(pieces.join(tr("; ")));
}

} // namespace sb::ui
