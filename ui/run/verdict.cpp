// SPDX-License-Identifier: GPL-3.0-or-later
#include "run/verdict.h"

#include "run/narrator.h"
#include "run/problemui.h"
#include "run/session.h"

#include "core/player.h"
#include "core/problem.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace sb::ui {

namespace {

/// At most this many lines of an output are shown (a Mayan answer of five moves
/// whole): a verdict is read at a glance, and 40,000 decks' lines in one label would
/// make the window taller than any screen.
constexpr qsizetype kShownLines = 5;

QStringList linesOf(const QString& output)
{
    return output.trimmed().split(QLatin1Char('\n'));
}

/// The first line (from 0) where two outputs differ, or the shorter one's length.
qsizetype firstDifference(const QStringList& a, const QStringList& b)
{
    return std::mismatch(a.begin(), a.end(), b.begin(), b.end()).first - a.begin();
}

} // namespace

QString Verdict::excerpt(const QStringList& lines, qsizetype from)
{
    if (lines.size() <= kShownLines)
        return lines.join(QStringLiteral(" / "));
    from = from < kShownLines ? 0 : std::min(from, lines.size() - 1);
    const qsizetype to = std::min(lines.size(), from + kShownLines);
    QString shown = lines.mid(from, to - from).join(QStringLiteral(" / "));
    if (from > 0)
        shown = tr("… line %1: %2").arg(QString::number(from + 1), shown); // one pass: a line's own % stays
    if (to < lines.size())
        shown = tr("%1 / … (%2 lines)").arg(shown, QString::number(lines.size()));
    return shown;
}

namespace {

/// A judge runs about 10⁸ simple steps a second.
constexpr double kWorkPerSecond = 1e8;

} // namespace

QString Verdict::roughly(std::uint64_t n)
{
    if (n < 100000)
        return QString::number(n);
    const int exponent = static_cast<int>(std::floor(std::log10(static_cast<double>(n))));
    const int mantissa = static_cast<int>(std::lround(static_cast<double>(n) / std::pow(10.0, exponent)));
    static const QString superscripts = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    QString power;
    for (const QChar digit : QString::number(mantissa == 10 ? exponent + 1 : exponent))
        power += superscripts.at(digit.digitValue());
    return mantissa == 1 || mantissa == 10 ? QStringLiteral("10") + power
                                           : QStringLiteral("%1·10%2").arg(mantissa).arg(power);
}

QString Verdict::duration(std::uint64_t work)
{
    const double seconds = static_cast<double>(work) / kWorkPerSecond;
    if (seconds < 1)
        return tr("under a second");
    // Each unit starts at two of it, so no count is ever 1 and English needs no plural forms.
    if (seconds < 2)
        return tr("about a second");
    if (seconds < 120)
        return tr("about %1 seconds").arg(std::lround(seconds));
    if (seconds < 2 * 3600)
        return tr("about %1 minutes").arg(std::lround(seconds / 60));
    if (seconds < 2 * 86400)
        return tr("about %1 hours").arg(std::lround(seconds / 3600));
    if (seconds < 2 * 365 * 86400.0)
        return tr("about %1 days").arg(std::lround(seconds / 86400));
    return tr("years");
}

Verdict Verdict::of(const Session& session)
{
    Verdict v;
    const Player* player = session.player();
    const auto input = session.input();
    if (!player || !input)
        return v;
    const ProblemUi& ui = problemUi(session.problem().id);
    const Outcome& outcome = player->outcome();
    // Asked only once a run has ended: the right answer may still be being worked out.
    const auto reference = [&session] { return linesOf(session.referenceOutput()); };
    if (outcome.repetition && player->atEnd()) {
        v.tone = Tone::NeverEnds;
        v.text = tr("Never ends: %1 The right answer is %2.").arg(ui.repetition(*outcome.repetition), excerpt(reference(), 0));
        return v;
    }
    if (player->capReached()) {
        const Estimate& e = session.estimate();
        v.tone = Tone::TooSlow;
        v.text = tr("Too slow: stopped after %1 steps. This method does end, but it would need about %2 steps (%3 %4): %5 on a judge.")
                     .arg(player->position())
                     .arg(roughly(e.steps), roughly(e.work), ui.counterName(e.unit), duration(e.work));
        return v;
    }
    if (!player->atEnd() || !outcome.finished)
        return v;
    const QStringList printed = linesOf(QString::fromStdString(outcome.output));
    const QStringList right = reference();
    if (printed == right) {
        v.tone = Tone::Right;
        v.text = session.method().role == MethodRole::Correct
                     ? tr("Prints %1: the right answer.").arg(excerpt(printed, 0))
                     : tr("Prints %1, the right answer on this input, by luck: try the other samples.")
                           .arg(excerpt(printed, 0));
        return v;
    }
    v.tone = Tone::Wrong;
    const qsizetype from = firstDifference(printed, right);
    v.text = tr("Prints %1, but the right answer is %2.").arg(excerpt(printed, from), excerpt(right, from));
    const std::string ref = session.referenceOutput().toStdString();
    const QString why = ui.verdictReason(session.method().id, *input, ref);
    v.text = Narrator::join(v.text, why);
    v.marks = ui.verdictMarks(*input, ref);
    return v;
}

} // namespace sb::ui
