// SPDX-License-Identifier: GPL-3.0-or-later
#include "run/narrator.h"

#include "common/language.h"
#include "run/problemui.h"

#include "core/listing.h"
#include "core/runmodel.h"

#include <QLocale>
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

QString Narrator::said(const RunModel& run, const MethodWords& method)
{
    const std::vector<RunEvent> did = run.lastDid();
    if (did.empty())
        return method.ui ? method.ui->beforeFirstStep() : tr("The program is about to run its first line.");
    for (const RunEvent& e : did) {
        if (e.kind != RunEvent::Kind::Step)
            continue;
        if (isLineNarration(e.step.narration) && method.problem)
            return line(e.step, *method.problem, method.language);
        return method.ui ? method.ui->step(e.step) : QString();
    }
    // A recording's own words, then its board's move in the problem's words: "Move 3: O plays at (2, 2)."
    QString out = recorded(did);
    for (const RunEvent& e : did)
        if (e.kind == RunEvent::Kind::Board && method.ui) {
            const QString move = method.ui->step(e.step);
            if (!move.isEmpty())
                out += QLatin1Char(' ') + move;
        }
    return out;
}

QString Narrator::recorded(const std::vector<RunEvent>& did)
{
    constexpr std::size_t kMostSets = 4;
    QStringList pieces;
    std::size_t sets = 0;
    for (const RunEvent& e : did) {
        switch (e.kind) {
        case RunEvent::Kind::Set:
            if (++sets <= kMostSets)
                pieces << tr("%1 becomes %2").arg(QString::fromStdString(e.name), shortText(e.value));
            break;
        case RunEvent::Kind::Read:
            pieces << tr("reads \"%1\"").arg(shortText(e.value));
            break;
        case RunEvent::Kind::Printed:
            pieces << tr("prints \"%1\"").arg(shortText(e.value));
            break;
        case RunEvent::Kind::Ran:
        case RunEvent::Kind::Step:
        case RunEvent::Kind::Board:
            break;
        }
    }
    if (sets > kMostSets)
        pieces.insert(static_cast<qsizetype>(kMostSets), tr("%n more variables change", nullptr, static_cast<int>(sets - kMostSets)));
    const int ran = did.front().line;
    if (pieces.isEmpty())
        return tr("Line %1 ran and changed no variable.").arg(ran);
    //: Between the things one line did: "x becomes 5; prints "10""
    return tr("Line %1: %2.").arg(ran).arg(pieces.join(tr("; ")));
}

QString Narrator::line(const Step& s, const ProblemDesc& problem, CodeLanguage language)
{
    const auto n = [&s](int i) { return QString::number(s.args[static_cast<std::size_t>(i)]); };
    const auto var = [&](int i) {
        const auto id = static_cast<std::size_t>(s.args[static_cast<std::size_t>(i)]);
        return id < problem.variables.size() ? QString::fromStdString(variableName(problem.variables[id], language))
                                             : QString();
    };
    switch (static_cast<LineNarration>(s.narration)) {
    case LineNarration::Assign:
        return tr("%1 becomes %2.").arg(var(0), n(1));
    case LineNarration::LoopStart:
        return tr("The loop starts: %1 = %2.").arg(var(0), n(1));
    case LineNarration::LoopNext:
        return tr("Next turn of the loop: %1 = %2.").arg(var(0), n(1));
    case LineNarration::LoopEnd:
        return tr("The loop over %1 is done: the program goes on after it.").arg(var(0));
    case LineNarration::ReturnValue:
        return tr("The function returns %1.").arg(n(0));
    case LineNarration::ReturnTrue:
        return tr("The function returns true.");
    case LineNarration::ReturnFalse:
        return tr("The function returns false.");
    case LineNarration::MainReturn:
        return tr("main returns: the program ends here.");
    case LineNarration::FunctionEnd:
        return tr("The end of the function: back to the line that called it.");
    case LineNarration::MainEnd:
        return tr("The end of main: the program is over.");
    case LineNarration::Continue:
        return tr("continue: straight on to the loop's next turn.");
    case LineNarration::Break:
        return tr("break: out of the loop.");
    case LineNarration::Import:
        return tr("Python loads the sys module, to read the input with it.");
    case LineNarration::Define:
        return tr("Python defines the function here. Its body runs only when it is called.");
    case LineNarration::CallMain:
        return tr("The last line of the file calls main(): the program starts.");
    case LineNarration::SyncOff:
        return tr("C++ streams stop keeping in step with C's: reading gets faster.");
    case LineNarration::Untie:
        return tr("cin no longer empties cout before each read: faster again.");
    case LineNarration::ReadAll:
        return tr("Python reads the whole input at once and splits it into words.");
    }
    return {};
}

QString Narrator::inputArg(const InputError& e, int i)
{
    // Limits and counts as the class's language groups them: 20,000,000 (20.000.000 in Vietnamese).
    return QLocale(language::current()).toString(static_cast<qlonglong>(e.args[static_cast<std::size_t>(i)]));
}

QString Narrator::inputError(const InputError& e, const QString& problemWords)
{
    return tr("Line %1, column %2: %3").arg(e.line).arg(e.column).arg(isProblemMessage(e.message) ? problemWords : shared(e.message));
}

QString Narrator::shared(InputMessage message)
{
    switch (message) {
    case SharedMessages::ExpectedInteger:
        return tr("a whole number was expected here");
    case SharedMessages::NumberTooLarge:
        return tr("this number is far too large");
    case SharedMessages::StrayToken:
        return tr("unexpected text after the end of the input");
    }
    return {};
}

QString Narrator::join(const QString& first, const QString& second)
{
    if (first.isEmpty() || second.isEmpty())
        return first + second;
    const QChar last = first.back();
    const bool wide = last == QChar(0x3002) || last == QChar(0xFF01) || last == QChar(0xFF1F) || last == QChar(0xFF1A);
    return wide ? first + second : first + QLatin1Char(' ') + second;
}

} // namespace sb::ui
