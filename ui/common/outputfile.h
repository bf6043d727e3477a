// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIODevice>
#include <QSaveFile>
#include <QString>

class QTextDocument;

namespace sb::ui {

/// A file the window or the command line writes (a screenshot, an exported picture or
/// animation, a statement PDF), written whole or not at all. A new or regular file is written
/// beside its place and put there only when every byte went (QSaveFile): a full disk, a file
/// size limit or a cancel leaves nothing, and a file that was there stays as it was. A device
/// (/dev/full, /dev/null) or a pipe cannot be replaced that way, and Qt would rename the finished
/// file over it: it is written directly, every write checked, and a pipe no program reads is
/// refused at once instead of blocking. The first failure is kept and reported by commit().
class OutputFile : public QIODevice {
public:
    explicit OutputFile(const QString& path);
    ~OutputFile() override;

    /// Opens for writing (the mode is always write-only); false, with errorText(), when it cannot.
    bool open(OpenMode mode = WriteOnly) override;
    /// Puts the file in place; false, with errorText(), when any write failed or it cannot be
    /// put there (then nothing is left at a regular file's place).
    bool commit();
    /// Drops what was written: a regular file's place keeps what it had.
    void cancel();
    /// Why the file could not be written: the system's words ("No space left on device").
    QString errorText() const { return m_error; }
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char* data, qint64 maxSize) override;
    qint64 writeData(const char* data, qint64 size) override;

private:
    bool openDirectly();
    bool failWith(const QString& why);
    void closeDirect();

    QString m_path;
    QSaveFile m_save;
    int m_fd = -1; ///< a device or a pipe, written directly
    QString m_error;
};

/// Writes `bytes` to `path` through an OutputFile; false with the reason in `error`.
bool writeWholeFile(const QString& path, const QByteArray& bytes, QString* error);

/// Writes `document` as an A4 PDF titled `title`, at a printer's resolution, whole or not at all; false
/// with the reason in `error`.
bool writeDocumentPdf(const QTextDocument& document, const QString& title, const QString& path, QString* error);

} // namespace sb::ui
