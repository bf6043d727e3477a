// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/language.h"

#include "headers.h"

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

int main(int argc, char** argv)
{
    // gtest_discover_tests runs this binary while building, where there is no display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    // Settings and kept inputs go to a folder of this process alone: ctest runs
    // tests in parallel processes, which must not see each other's inputs.
    const QTemporaryDir settings;
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settings.path());
    QApplication::setOrganizationName(QStringLiteral("StepBoardTests"));
    QApplication::setApplicationName(QStringLiteral("StepBoardTests"));
    QSettings().clear();
    sb::ui::language::apply(QStringLiteral("en"));
    // Programs compile with the precompiled header and link the probes' runtime where the app keeps them:
    // made once, by the first test or run of the app that needs them (program/tests/testcache.cpp).
    sb::program::setHeaderCache(sb::program::defaultHeaderCache());
    testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
