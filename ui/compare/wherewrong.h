// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "run/divergence.h"

#include <QObject>

#include <memory>

namespace sb {
struct MethodDesc;
struct ProblemDesc;
struct ProblemInput;
} // namespace sb

namespace sb::ui {

/// "Where does it go wrong?" without holding the window: both runs go to where they part on a
/// thread of their own (at once on a class's inputs, a few seconds on the largest), and the answer
/// comes as a signal. A new search, or cancel(), drops the one under way.
class WhereItGoesWrongSearch : public QObject {
    Q_OBJECT
public:
    explicit WhereItGoesWrongSearch(QObject* parent = nullptr);
    ~WhereItGoesWrongSearch() override;

    void start(const ProblemDesc& problem, std::shared_ptr<const ProblemInput> input, const MethodDesc& method);
    bool running() const { return m_running; }
    /// Drops the search under way: no signal comes for it.
    void cancel();
    /// Waits for the search under way and sends its signal (tests, screenshots, lessons opened from the command line).
    void waitForAnswer();

signals:
    /// The first moment where the method parts from the one it is compared with.
    void found(const sb::ui::WhereItGoesWrong& where);
    /// They never part: `sentence` says so, in the language on screen.
    void never(const QString& sentence);

private:
    struct Search;
    std::shared_ptr<Search> m_search; ///< the one under way; a dropped one finishes unheard
    bool m_running = false;
};

} // namespace sb::ui
