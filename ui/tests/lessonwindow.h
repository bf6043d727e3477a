// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by lesson_test.cpp and lessonopen_test.cpp.
#pragma once
#include "widgets/codeview.h"
#include "testpaths.h"
#include "compare/compareview.h"
#include "freshstart.h"
#include "widgets/inputpanel.h"
#include "window/keysdialog.h"
#include "common/language.h"
#include "lesson/lesson.h"
#include "window/mainwindow.h"
#include "compare/comparecontroller.h"
#include "lesson/lessoncontroller.h"
#include "openwindow.h"
#include "widgets/playerbar.h"
#include "run/problemui.h"
#include "window/screenshot.h"
#include "run/session.h"

#include "caro/randomgame.h"
#include "core/player.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMimeData>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <Qsci/qsciscintilla.h>

#include <gtest/gtest.h>

#include <memory>

using namespace sb::ui;

void PrintTo(const QString& s, std::ostream* out); // projector_test.cpp

namespace lesson_support {

inline QString sample(const QString& problem, const QString& name)
{
    QFile file((sb::ui::test::resourcesPath() + QStringLiteral("/samples/%1/%2.txt")).arg(problem, name));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

inline void writeFile(const QString& path, const QByteArray& text)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(text);
}

inline QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// A lesson on Caro's "fills the middle" game, method 2, at step 60.
inline Lesson caroLesson()
{
    Lesson l;
    l.problem = QStringLiteral("caro");
    l.method = QStringLiteral("2");
    l.input = sample(QStringLiteral("caro"), QStringLiteral("fills-middle"));
    l.step = 60;
    l.language = QStringLiteral("en");
    return l;
}

inline int runApp(const QStringList& args, QString* error)
{
    QProcess app;
    app.start(sb::ui::test::appPath(), args);
    if (!app.waitForFinished(60000))
        return -1;
    *error = QString::fromUtf8(app.readAllStandardError());
    return app.exitCode();
}

class LessonWindow : public test::OpenWindow {
protected:
    static std::unique_ptr<MainWindow> openWindow() { return test::laptopWindow(); }
    quint64 position() const { return session()->player()->position(); }
    QString path(const QString& name) const { return dir.filePath(name); }
    QString write(const QString& name, const QByteArray& text) const
    {
        writeFile(path(name), text);
        return path(name);
    }
    QString write(const QString& name, const Lesson& lesson) const { return write(name, LessonFile::toJson(lesson)); }
    /// The first lines of the listing on screen a breakpoint can be set on.
    QVector<int> stoppableLines(int count) const
    {
        QVector<int> lines;
        for (int line = 1; line <= window->code()->editor()->lines() && lines.size() < count; ++line)
            if (window->code()->toggleBreakpointAt(line)) {
                window->code()->toggleBreakpointAt(line);
                lines << line;
            }
        return lines;
    }
    QImage picture(MainWindow& w) const
    {
        const QString file = path(QStringLiteral("picture.png"));
        EXPECT_TRUE(saveScreenshot(w, QSize(1366, 768), w.presentation(), file));
        return QImage(file);
    }

    QTemporaryDir dir;
};

} // namespace lesson_support

using namespace lesson_support;
