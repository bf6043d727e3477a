// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <optional>

namespace sb {
struct Divergence;
struct MethodDesc;
struct ProblemDesc;
struct ProblemInput;
} // namespace sb

namespace sb::ui {

/// Where a method first does something else than the method it is compared
/// with (the problem's reference, or the search a mistake breaks), in words.
struct WhereItGoesWrong {
    QString method;       ///< the method looked at
    QString against;      ///< the method it is compared with
    qint64 moment = 0;    ///< the first moment that differs, in the problem's unit
    quint64 step = 0;     ///< the method's step at the end of that moment
    QString text;         ///< both sides of that moment, in the class's language
};

class DivergenceWords {
    Q_DECLARE_TR_FUNCTIONS(DivergenceWords)
public:
    /// Runs both methods side by side (in fast mode) and words the first moment that differs;
    /// nullopt when they never differ.
    static std::optional<WhereItGoesWrong> find(const ProblemDesc& problem,
                                                const std::shared_ptr<const ProblemInput>& input,
                                                const MethodDesc& method);
    /// What to say when the two methods did the same at every moment.
    static QString same(const ProblemDesc& problem, const MethodDesc& method);
};

} // namespace sb::ui
