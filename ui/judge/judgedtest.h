// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace sb::ui {

class WindowAreas;

/// A test the judge failed, opened in the window with the method that failed it, where the
/// class should look: for a wrong answer, the first moment at which the method does something
/// else than the method it is compared with (the search runs on a thread of its own; another run
/// on screen drops it); for a test over the time limit, the last step the run reaches (its end or
/// the step cap).
class JudgedTest {
    Q_DECLARE_TR_FUNCTIONS(JudgedTest)
public:
    static void open(WindowAreas& window, const QString& method, const QString& input, bool overTime);
    /// The student's own program stepped on the test's input in the My solution tab, from the line
    /// that prints the first character of its output that differs from `expected`; `testName`, when
    /// given, is said with where it goes wrong.
    static void step(WindowAreas& window, const QString& input, const QString& expected, const QString& testName = {});
};

} // namespace sb::ui
