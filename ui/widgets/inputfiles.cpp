// SPDX-License-Identifier: GPL-3.0-or-later
// The input panel's files: the samples, an input file opened, and where the typed input is kept.
#include "widgets/inputpanel.h"

#include "common/filedialogs.h"
#include "common/language.h"
#include "run/motion.h"
#include "common/outputfile.h"
#include "run/problemui.h"
#include "run/session.h"
#include "common/settingscheck.h"
#include "common/theme.h"
#include "common/utf8.h"

#include "core/inputerror.h"
#include "core/inputfile.h"
#include "core/problem.h"

#include <Qsci/qsciscintilla.h>
#include <Qsci/qscistyle.h>

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QDir>
#include <QFileInfo>
#include <QKeyEvent>
#include <QSettings>
#include <QStringDecoder>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cstdint>

namespace sb::ui {

QString InputPanel::savedPath() const
{
    // Beside the settings file, so whatever moves the settings (a screenshot's
    // scratch folder, the tests' folder) moves the kept input with them.
    return QFileInfo(QSettings().fileName()).absolutePath() + QStringLiteral("/input-") + m_session->problemId() +
           QStringLiteral(".txt");
}

int InputPanel::sampleCount() const
{
    return m_samples->count();
}

void InputPanel::readSamples()
{
    m_sampleTexts.clear();
    for (const QString& name : problemUi(m_session->problem().id).sampleFiles()) {
        QFile file(QStringLiteral(":/samples/%1/%2.txt").arg(m_session->problemId(), name));
        m_sampleTexts << (file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString());
    }
}

void InputPanel::loadSample(int index)
{
    const QString text = m_sampleTexts.value(index);
    if (text.isEmpty())
        return;
    setText(text);
    reparseNow();
}

void InputPanel::matchSample(const QString& text)
{
    // Views, not copies: the text may be megabytes, and QStringView's == looks at the sizes first.
    const QStringView trimmed = QStringView(text).trimmed();
    const auto same = [&](int i) { return i >= 0 && QStringView(m_sampleTexts.value(i)).trimmed() == trimmed; };
    const int shown = m_samples->currentIndex();
    if (same(shown))
        return;
    int match = -1;
    for (int i = 0; i < m_samples->count() && match < 0; ++i)
        if (same(i))
            match = i;
    m_samples->setCurrentIndex(match); // -1 shows the placeholder: an input of one's own
}

QString InputPanel::shownSample() const
{
    return m_samples->currentIndex() < 0 ? m_samples->placeholderText() : m_samples->currentText();
}

bool InputPanel::openFile(const QString& path)
{
    const InputFile in = readInputFile(QFile::encodeName(path).toStdString());
    if (in.ok()) {
        setText(fromUtf8(in.text));
        reparseNow();
    }
    m_failure = in.failure;
    m_failedPath = in.ok() ? QString() : path;
    showFileMessage();
    return in.ok();
}

QString InputPanel::fileMessage() const
{
    if (m_failedPath.isEmpty())
        return {};
    const QString name = QDir::toNativeSeparators(m_failedPath);
    switch (m_failure) {
    case ReadFailure::IsFolder:
        return tr("%1 is a folder, not an input file.").arg(name);
    case ReadFailure::NotRegular:
        return tr("%1 is not a regular file (a pipe, a device or a socket), so it is not read.").arg(name);
    case ReadFailure::TooLarge:
        return tr("%1 is larger than %2 MB, the most an input may be.")
            .arg(name)
            .arg(megabytes(kMaxInputBytes));
    case ReadFailure::None:
    case ReadFailure::Missing:
    case ReadFailure::Failed:
        break;
    }
    return tr("Cannot read %1.").arg(name);
}

void InputPanel::askForFile()
{
    const QString path = askOpenFileName(this, tr("Open an input file"), QString(),
                                         openFilters({fileFilter(tr("Text files"), {QStringLiteral("*.txt"), QStringLiteral("*.in")})}));
    if (!path.isEmpty())
        openFile(path);
}

QString InputPanel::shownFileMessage() const
{
    return m_fileMessage->isHidden() ? QString() : m_fileMessage->text();
}

void InputPanel::showFileMessage()
{
    if (!m_failedPath.isEmpty())
        m_fileMessage->setText(fileMessage() + QLatin1Char(' ') + tr("The input below is kept."));
    else if (!m_keptMovedTo.isEmpty())
        m_fileMessage->setText(tr("The input kept from last time could not be read back, so the sample is shown. "
                                  "The file was moved to %1.")
                                   .arg(QDir::toNativeSeparators(m_keptMovedTo)));
    m_fileMessage->setVisible(!m_failedPath.isEmpty() || !m_keptMovedTo.isEmpty());
}

} // namespace sb::ui
