// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace sb::ui::test {

/// Runs the built app with `args` and no display, as a headless export does; its exit
/// code (-1 when it did not finish within a minute), and what it said on stderr.
inline int runApp(const QStringList& args, QString* error = nullptr)
{
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    app.setProcessEnvironment(env);
    app.start(QStringLiteral(STEPBOARD_APP), args);
    if (!app.waitForFinished(60000))
        return -1;
    if (error)
        *error = QString::fromUtf8(app.readAllStandardError());
    return app.exitCode();
}

} // namespace sb::ui::test
