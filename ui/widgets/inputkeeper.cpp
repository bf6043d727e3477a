// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/inputkeeper.h"

#include "common/outputfile.h"
#include "run/motion.h"
#include "common/settingscheck.h"

#include "core/inputfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace sb::ui {

namespace {

/// Writes `bytes` to `path` all at once: the file holds the old text or the new, never half.
bool writeKept(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    return writeWholeFile(path, bytes, nullptr);
}

} // namespace

InputKeeper::InputKeeper(QThreadPool* workers, std::function<QByteArray()> text, std::function<quint64()> edits,
                         QObject* parent)
    : QObject(parent), m_workers(workers), m_text(std::move(text)), m_edits(std::move(edits))
{
    m_keep.setSingleShot(true);
    m_keep.setInterval(motion::kKeepInputMs);
    connect(&m_keep, &QTimer::timeout, this, &InputKeeper::keep);
    connect(&m_write, &QFutureWatcher<bool>::finished, this, &InputKeeper::onKept);
}

InputKeeper::Kept InputKeeper::open(const QString& path)
{
    if (m_writingNow) { // the last problem's text is on disk before its file is forgotten
        m_write.waitForFinished();
        tookWrite();
    }
    m_path = path;
    Kept kept;
    if (QFileInfo::exists(path)) {
        // Read as any input is, with its limit; the window wrote it as UTF-8, so anything else
        // means the file was damaged. It is moved aside, not deleted: nothing typed is lost.
        const InputFile in = readInputFile(QFile::encodeName(path).toStdString());
        QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString text = in.ok() ? utf8(QByteArrayView(in.text.data(), static_cast<qsizetype>(in.text.size())))
                                     : QString();
        if (in.ok() && !utf8.hasError())
            kept.text = text;
        else
            kept.movedTo = setAsideUnreadable(path);
    }
    m_saved = kept.text.toUtf8();
    return kept;
}

void InputKeeper::edited()
{
    if (!m_keep.isActive()) // not restarted by the next keys: it fires however fast they come
        m_keep.start();
}

bool InputKeeper::settled() const
{
    return !m_keep.isActive() && !m_writingNow;
}

void InputKeeper::keep()
{
    if (m_writingNow) {
        m_keepAgain = true; // written as soon as the write under way is done
        return;
    }
    if (m_keptEdits == m_edits())
        return; // not one key since the text on disk was read or written: no copy to make
    QByteArray now = m_text(); // keys typed and not taken yet go in first: they count as edits
    if (now == m_saved) {
        m_keptEdits = m_edits();
        return;
    }
    m_writing = std::move(now);
    m_writingEdits = m_edits();
    m_writingNow = true;
    m_write.setFuture(QtConcurrent::run(m_workers, writeKept, m_path, m_writing));
}

void InputKeeper::onKept()
{
    if (!m_writingNow)
        return; // keepNow() has taken its result already
    tookWrite();
    if (std::exchange(m_keepAgain, false))
        keep();
}

void InputKeeper::tookWrite()
{
    m_writingNow = false;
    if (m_write.result()) {
        m_saved = std::exchange(m_writing, {});
        m_keptEdits = m_writingEdits;
    }
}

void InputKeeper::keepNow()
{
    m_keep.stop();
    m_keepAgain = false;
    if (m_writingNow) {
        m_write.waitForFinished();
        tookWrite();
    }
    QByteArray now = m_text();
    if (now != m_saved && writeKept(m_path, now))
        m_saved = std::move(now);
    m_keptEdits = m_edits();
}

} // namespace sb::ui
