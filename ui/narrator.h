// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/inputerror.h"
#include "core/problem.h"
#include "core/step.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <string_view>

namespace sb::ui {

/// Words for what the engine says with ids and numbers. Every call
/// translates afresh, so a language switch shows at the next paint.
class Narrator {
    Q_DECLARE_TR_FUNCTIONS(Narrator)
public:
    static QString problemName(std::string_view problem);
    /// The method's name for a button: short ("1", "Exactly five").
    static QString methodLabel(std::string_view problem, std::string_view method);
    /// What the method does and what it costs, for a tooltip or a title.
    static QString methodSummary(std::string_view problem, std::string_view method);
    /// One sentence for the current step.
    static QString step(const ProblemDesc& problem, const Step& step);
    /// The first sentence, before any step has run.
    static QString beforeFirstStep(const ProblemDesc& problem);
    /// An input error with its place: "Line 3, column 5: ...".
    static QString inputError(const InputError& error);
    static QString counterName(Counter counter);
    /// Where a run stands in the problem's own terms: "Move 7", "Round 2".
    static QString moment(std::string_view problem, qint64 n);
    static QString nextMoment(std::string_view problem);
    static QString previousMoment(std::string_view problem);
    /// The other method's work at the moment the class switched away from it.
    static QString comparison(std::string_view problem, const QString& method, qint64 moment, Counter counter,
                              qint64 value);
    /// The counters the status line shows for a problem.
    static QVector<Counter> shownCounters(std::string_view problem);

private:
    static QString caroStep(const Step& step);
    static QString cardsStep(const Step& step);
};

} // namespace sb::ui
