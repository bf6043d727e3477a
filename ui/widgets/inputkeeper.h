// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QTimer>

#include <functional>

class QThreadPool;

namespace sb::ui {

/// The input panel's text kept on disk between runs of the app, in a file of its problem
/// (inputs reach megabytes: not a setting). While typing goes on, the text is written on another
/// thread at most a second after the first unwritten key, one write at a time; keepNow() waits
/// for a write under way and writes what is newer, so nothing typed is lost.
class InputKeeper : public QObject {
    Q_OBJECT
public:
    /// The text kept in a file, as open() reads it back.
    struct Kept {
        QString text;    ///< empty when there is none, or it cannot be read back
        QString movedTo; ///< where a kept text that cannot be read back was moved; empty when none was
    };

    /// `text` gives the text as UTF-8 now, `edits` the count of its edits so far; writes run on `workers`.
    InputKeeper(QThreadPool* workers, std::function<QByteArray()> text, std::function<quint64()> edits,
                QObject* parent = nullptr);

    /// Keeps the text in `path` from now on (the file kept before gets its write under way first),
    /// and reads back what it holds.
    Kept open(const QString& path);
    /// The text was edited: it is written at most a second after the first edit not written yet.
    void edited();
    /// Waits for the write under way, then writes the text now if it is newer.
    void keepNow();
    /// Nothing is waiting to be written: the last edit is on disk.
    bool settled() const;

private:
    /// Starts writing the text to disk on another thread, unless it is written already.
    void keep();
    void onKept();
    /// Takes the result of the write that has ended.
    void tookWrite();

    QThreadPool* m_workers;
    std::function<QByteArray()> m_text;
    std::function<quint64()> m_edits;
    QString m_path;            ///< the file the text is kept in
    QByteArray m_saved;        ///< the text as last written to it, as UTF-8
    QTimer m_keep;             ///< writes the text kept for next time while typing goes on
    QFutureWatcher<bool> m_write; ///< the write to disk under way
    bool m_writingNow = false;
    QByteArray m_writing;      ///< the bytes it writes
    quint64 m_writingEdits = 0;
    quint64 m_keptEdits = 0;   ///< the edits of the text on disk
    bool m_keepAgain = false;  ///< the keeping timer fired while a write was under way
};

} // namespace sb::ui
