// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "run/boardmark.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVector>

#include <cstdint>

namespace sb::ui {

class Session;

/// What a finished (or stopped) run printed against what the problem's
/// reference method prints, in a line the class can read and check.
struct Verdict {
    Q_DECLARE_TR_FUNCTIONS(Verdict)
public:
    enum class Tone { None, Right, Wrong, TooSlow, NeverEnds };
    Tone tone = Tone::None;
    QString text;
    QVector<BoardMark> marks;

    /// The verdict of the run on screen; Tone::None while it has not ended.
    static Verdict of(const Session& session);
    /// "about 4·10¹²": a large count in words a class reads at a glance.
    static QString roughly(std::uint64_t n);
    /// How long `work` units take at about 10⁸ a second: "hours", "a few seconds".
    static QString duration(std::uint64_t work);
    /// An output's lines on one line, joined by slashes: all of them when there are
    /// a few, else a few from line `from` (from 0: where two outputs part) and the count.
    static QString excerpt(const QStringList& lines, qsizetype from);
};

} // namespace sb::ui
