// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/inputerror.h"
#include "core/problem.h"
#include "core/step.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace sb {
class RunModel;
struct RunEvent;
} // namespace sb

namespace sb::ui {

class ProblemUi;

/// The words a built-in method's steps are said in: its problem's, with the listing's names.
struct MethodWords {
    const ProblemUi* ui = nullptr;
    const ProblemDesc* problem = nullptr;
    CodeLanguage language = CodeLanguage::Cpp;
};

/// Words for what every problem's engine says with ids and numbers: input
/// errors any input can have, the lines every listing has, and what the line that ran last did in
/// either run (a built-in method's, a recorded program's). A problem's own sentences live in its
/// ProblemUi. Every call translates afresh, so a language switch shows at the next paint.
class Narrator {
    Q_DECLARE_TR_FUNCTIONS(Narrator)
public:
    /// What the line that ran last did (RunModel::lastDid), whichever run it is: a method's step in
    /// its problem's words (`method`), a recorded line's variables, input and output in the
    /// narrator's own ("Line 4: g[1][1] becomes 7; prints "6"."). Before the first line: the
    /// problem's sentence for it, or that the program is about to start.
    static QString said(const RunModel& run, const MethodWords& method = {});
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
    /// A recorded line's events, from its Ran event on.
    static QString recorded(const std::vector<RunEvent>& did);
};

} // namespace sb::ui
