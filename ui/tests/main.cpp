// SPDX-License-Identifier: GPL-3.0-or-later
#include "language.h"

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>

#include <gtest/gtest.h>

int main(int argc, char** argv)
{
    // gtest_discover_tests runs this binary while building, where there is no display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true); // settings go to a test folder, not the user's
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("StepBoardTests"));
    QApplication::setApplicationName(QStringLiteral("StepBoardTests"));
    QSettings().clear();
    sb::ui::language::apply(QStringLiteral("en"));
    testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
