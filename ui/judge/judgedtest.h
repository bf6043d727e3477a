// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace sb::ui {

class MainWindow;

/// A test the judge failed, opened in the window with the method that failed it, where the
/// class should look: for a wrong answer, the first moment at which the method does something
/// else than the method it is compared with (the search runs on a thread of its own; another run
/// on screen drops it); for a test over the time limit, the last step the run reaches (its end or
/// the step cap).
class JudgedTest {
    Q_DECLARE_TR_FUNCTIONS(JudgedTest)
public:
    static void open(MainWindow& window, const QString& method, const QString& input, bool overTime);
};

} // namespace sb::ui
