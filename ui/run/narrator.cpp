// SPDX-License-Identifier: GPL-3.0-or-later
#include "run/narrator.h"

#include "common/language.h"

#include "core/listing.h"

#include <QLocale>

namespace sb::ui {

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
