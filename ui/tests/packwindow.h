// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "openwindow.h"
#include "testpaths.h"

#include "own/stepper.h"
#include "packs/packboardview.h"
#include "packs/packcontroller.h"
#include "widgets/methodpicker.h"

#include "packrun.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace sb::ui::test {

/// A pack shipped with StepBoard, by its folder's name.
inline QString packPath(const char* name)
{
    return resourcesPath() + QStringLiteral("/packs/") + QLatin1String(name);
}

inline QString fileText(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// Copies the folder `from` to `to`, which is made; false when a file could not be copied.
inline bool copyFolder(const QString& from, const QString& to)
{
    const QDir source(from);
    if (!QDir().mkpath(to))
        return false;
    QDirIterator it(from, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = QDir(to).filePath(source.relativeFilePath(file));
        if (!QDir().mkpath(QFileInfo(target).path()) || !QFile::copy(file, target))
            return false;
    }
    return true;
}

/// A window with a pack to open, its recordings kept for the test alone.
class PackWindow : public OpenWindow {
protected:
    void SetUp() override
    {
        OpenWindow::SetUp();
        ASSERT_TRUE(cache.isValid());
        packs()->setCacheFolder(cache.path()); // recorded afresh, kept for this test alone
    }
    PackController* packs() const { return window->packs(); }
    ProgramStepper* stepper() const { return packs()->stepper(); }
    MethodPicker* picker() const { return window->methodPicker(); }
    void open(const char* name) { openFolder(packPath(name)); }
    void openFolder(const QString& folder)
    {
        QString why;
        ASSERT_TRUE(window->openPack(folder, &why)) << why.toStdString();
        packs()->waitForRecording();
        ASSERT_GT(stepper()->steps(), 0u) << packs()->narration().toStdString();
    }
    void key(int k, Qt::KeyboardModifiers m = Qt::NoModifier) { QTest::keyClick(window.get(), Qt::Key(k), m); }
    /// The board the pack draws where the recording on screen stands, as the pack reads it.
    sb::pack::PackPicture expectedPicture() const
    {
        return sb::pack::pictureAt(*packs()->pack(), *packs()->solution(), *stepper()->trace(), stepper()->step());
    }
    QWidget* shownBoard() const
    {
        return window->findChild<PackBoardView*>() && packs()->board()->isVisibleTo(window.get()) ? packs()->board()
                                                                                                : nullptr;
    }

    QTemporaryDir cache;
};

} // namespace sb::ui::test
