// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/inputerror.h"
#include "core/problem.h"
#include "core/step.h"

#include <QCoreApplication>
#include <QString>

namespace sb::ui {

/// Words for what every problem's engine says with ids and numbers: input
/// errors any input can have and the lines every listing has. A problem's own sentences live in its ProblemUi.
/// Every call translates afresh, so a language switch shows at the next paint.
class Narrator {
    Q_DECLARE_TR_FUNCTIONS(Narrator)
public:
    /// An input error with its place: "Line 3, column 5: ...". `problemWords` says one of the
    /// problem's own messages (ProblemUi::inputMessage); the shared ones are worded here.
    static QString inputError(const InputError& error, const QString& problemWords = {});
    /// Argument `i` of an input error, grouped as the class's language groups numbers.
    static QString inputArg(const InputError& error, int i);
    /// The sentence of a line every listing has (LineNarration): a loop's turn, a return, a
    /// closing brace. Variables are named as in the listing on screen.
    static QString line(const Step& step, const ProblemDesc& problem, CodeLanguage language);
    /// Two sentences one after the other: with a space, except after a Chinese full stop.
    static QString join(const QString& first, const QString& second);

private:
    static QString shared(InputMessage message);
};

} // namespace sb::ui
