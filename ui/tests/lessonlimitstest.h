// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by lessonlimits_test.cpp and lessonlimits2_test.cpp.
#pragma once
#include "widgets/codeview.h"
#include "widgets/inputpanel.h"
#include "lesson/lesson.h"
#include "window/mainwindow.h"
#include "lesson/lessoncontroller.h"
#include "openwindow.h"
#include "runapp.h"

#include "core/inputfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <Qsci/qsciscintilla.h>

#include <gtest/gtest.h>

#include <atomic>
#include <csignal>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace sb::ui;

void PrintTo(const QString& s, std::ostream* out); // projector_test.cpp

namespace lessonlimits_support {

/// Ends the test binary with SIGALRM if what it guards blocks for 20 s: a hang fails, never stalls the suite.
struct BlockGuard {
    BlockGuard() { ::alarm(20); }
    ~BlockGuard() { ::alarm(0); }
};

inline QString writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    return path;
}

/// A lesson of the Caro sample's problem whose breakpoints are `lines`, as a person would write it.
inline QByteArray breakpointsLesson(int first, int last)
{
    QByteArray lines;
    for (int line = first; line <= last; ++line)
        lines += (line == first ? "" : ", ") + QByteArray::number(line);
    return "{\n  \"format\": 2,\n  \"problem\": \"caro\",\n  \"method\": \"3\",\n  \"language\": \"en\",\n"
           "  \"breakpoints\": [" + lines + "]\n}\n";
}

class LessonLimitsWindow : public test::OpenWindow {
protected:
    QString path(const QString& name) const { return dir.filePath(name); }
    /// The first line of the listing on screen that no breakpoint can be set on.
    int unstoppableLine() const
    {
        for (int line = 1; line <= window->code()->editor()->lines(); ++line) {
            if (!window->code()->toggleBreakpointAt(line))
                return line;
            window->code()->toggleBreakpointAt(line);
        }
        return 0;
    }
    QVector<int> breakpointsOnScreen() const
    {
        QVector<int> lines;
        for (int line = 1; line <= window->code()->editor()->lines(); ++line)
            if (window->code()->hasBreakpointMarker(line))
                lines << line;
        return lines;
    }

    QTemporaryDir dir;
};

} // namespace lessonlimits_support

using namespace lessonlimits_support;
