// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/outputfile.h"

#include <QPageSize>
#include <QPdfWriter>
#include <QPrinter>
#include <QTextDocument>

#include <QFile>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sb::ui {

namespace {

QString systemError(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

/// True when `path` names something that exists and is neither a regular file nor a folder.
bool isDevice(const QString& path)
{
    struct stat st {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode);
}

} // namespace

OutputFile::OutputFile(const QString& path) : m_path(path), m_save(path) {}

OutputFile::~OutputFile()
{
    if (isOpen())
        cancel();
}

bool OutputFile::open(OpenMode)
{
    m_error.clear();
    if (isDevice(m_path)) {
        if (!openDirectly())
            return false;
    } else if (!m_save.open(QIODevice::WriteOnly)) {
        return failWith(m_save.errorString());
    }
    return QIODevice::open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

bool OutputFile::openDirectly()
{
    // Without O_NONBLOCK, opening a pipe waits for a reader for ever.
    m_fd = ::open(QFile::encodeName(m_path).constData(), O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (m_fd < 0)
        return failWith(errno == ENXIO ? QStringLiteral("no program reads this pipe") : systemError(errno));
    // Once open, writes wait for the reader as any pipe's do.
    const int flags = ::fcntl(m_fd, F_GETFL);
    if (flags < 0 || ::fcntl(m_fd, F_SETFL, flags & ~O_NONBLOCK) < 0) {
        const int error = errno;
        closeDirect();
        return failWith(systemError(error));
    }
    return true;
}

qint64 OutputFile::readData(char*, qint64)
{
    return -1;
}

qint64 OutputFile::writeData(const char* data, qint64 size)
{
    if (!m_error.isEmpty())
        return -1; // the file is lost already: nothing after the first failure counts
    // Straight to the descriptor, the save file's too: Qt calls a short write "Unknown error",
    // the system says "File too large" or "No space left on device".
    const int fd = m_fd >= 0 ? m_fd : m_save.handle();
    for (qint64 done = 0; done < size;) {
        const ssize_t n = ::write(fd, data + done, static_cast<size_t>(size - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            failWith(systemError(n < 0 ? errno : ENOSPC));
            return -1;
        }
        done += n;
    }
    return size;
}

bool OutputFile::commit()
{
    if (!isOpen())
        return m_error.isEmpty() ? failWith(QStringLiteral("the file is not open")) : false;
    QIODevice::close();
    if (m_fd >= 0) {
        const int closed = ::close(m_fd);
        const int error = errno;
        m_fd = -1;
        if (closed != 0 && m_error.isEmpty())
            failWith(systemError(error));
        return m_error.isEmpty();
    }
    if (!m_error.isEmpty()) {
        m_save.cancelWriting();
        m_save.commit();
        return false;
    }
    return m_save.commit() || failWith(m_save.errorString());
}

void OutputFile::cancel()
{
    if (!isOpen())
        return;
    QIODevice::close();
    if (m_fd >= 0) {
        closeDirect();
        return;
    }
    m_save.cancelWriting();
    m_save.commit(); // removes what was written
}

void OutputFile::closeDirect()
{
    ::close(m_fd);
    m_fd = -1;
}

bool OutputFile::failWith(const QString& why)
{
    if (m_error.isEmpty())
        m_error = why;
    return false;
}

bool writeWholeFile(const QString& path, const QByteArray& bytes, QString* error)
{
    OutputFile file(path);
    const bool written = file.open() && file.write(bytes) == bytes.size() && file.commit();
    if (!written && error)
        *error = file.errorText();
    return written;
}

bool writeDocumentPdf(const QTextDocument& document, const QString& title, const QString& path, QString* error)
{
    OutputFile file(path);
    if (file.open()) {
        {
            QPdfWriter pdf(&file);
            pdf.setResolution(QPrinter(QPrinter::HighResolution).resolution()); // as the printer draws it
            pdf.setPageSize(QPageSize(QPageSize::A4));
            pdf.setTitle(title);
            document.print(&pdf);
        } // the writer ends the file as it goes
        if (file.commit())
            return true;
    }
    if (error)
        *error = file.errorText();
    return false;
}

} // namespace sb::ui
