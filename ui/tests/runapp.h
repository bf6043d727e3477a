// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "testpaths.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <functional>
#include <utility>
#include <vector>

namespace sb::ui::test {

/// What a run of the app has that the test's own process has not.
struct AppRun {
    std::vector<std::pair<QString, QString>> env; ///< variables set in its environment
    std::function<void()> inChild;                ///< called in the child just before the app starts (limits)
    QString* out = nullptr;                       ///< where to keep what it printed on stdout
};

/// Runs the built app with `args` and no display, as a headless export does; its exit
/// code (-1 when it did not finish within a minute), and what it said on stderr.
inline int runApp(const QStringList& args, QString* error = nullptr, const AppRun& run = {})
{
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    for (const auto& [name, value] : run.env)
        env.insert(name, value);
    app.setProcessEnvironment(env);
    if (run.inChild)
        app.setChildProcessModifier(run.inChild);
    app.start(sb::ui::test::appPath(), args);
    if (!app.waitForFinished(60000)) {
        app.kill();
        app.waitForFinished(5000);
        return -1;
    }
    if (error)
        *error = QString::fromUtf8(app.readAllStandardError());
    if (run.out)
        *run.out = QString::fromUtf8(app.readAllStandardOutput());
    return app.exitCode();
}

} // namespace sb::ui::test
