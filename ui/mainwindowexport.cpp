// SPDX-License-Identifier: GPL-3.0-or-later
// File > Export picture and Export animation: what the class sees, for slides and notes.
#include "mainwindow.h"
#include "windowmodes.h"

#include "boardview.h"
#include "export/boardframes.h"
#include "export/exportdialogs.h"
#include "filedialogs.h"
#include "outputfile.h"
#include "screenshot.h"
#include "session.h"

#include "core/player.h"

#include <QApplication>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QSvgGenerator>

#include <algorithm>
#include <functional>

namespace sb::ui {

void MainWindow::buildExportMenu()
{
    m_exportPicture = addFileAction(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportPicture, &QAction::triggered, this, &MainWindow::askExportPicture);
    m_exportAnimation = addFileAction(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(m_exportAnimation, &QAction::triggered, this, &MainWindow::askExportAnimation);
    m_fileMenu->insertSeparator(m_quit);
}

void MainWindow::retranslateExportMenu()
{
    m_exportPicture->setText(tr("Export a picture…"));
    m_exportAnimation->setText(tr("Export an animation…"));
}

namespace {

/// Draws `window` as it is laid out, scaled to fit `size` and centred on its background.
void paintScaled(QWidget& window, QPaintDevice& device, QSize size)
{
    const QSize laidOut = window.size();
    const double k = std::min(double(size.width()) / laidOut.width(), double(size.height()) / laidOut.height());
    QPainter painter(&device);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.fillRect(QRect(QPoint(0, 0), size), window.palette().color(QPalette::Window));
    painter.translate((size.width() - laidOut.width() * k) / 2, (size.height() - laidOut.height() * k) / 2);
    painter.scale(k, k);
    window.render(&painter, QPoint(), QRegion(), QWidget::DrawWindowBackground | QWidget::DrawChildren);
}

/// Writes what `paint` draws to an SVG at `path`, whole or not at all.
bool writeSvg(const QString& path, QSize size, const QString& title, const std::function<void(QSvgGenerator&)>& paint,
              QString* error)
{
    OutputFile file(path);
    if (file.open()) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        svg.setResolution(96); // the pixels of a browser and of slide software: the size asked, to the pixel
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(title);
        paint(svg); // the generator writes its file as its painter ends
        if (file.commit())
            return true;
    }
    if (error)
        *error = file.errorText();
    return false;
}

bool wantsSvg(const QString& path)
{
    return QFileInfo(path).suffix().compare(QStringLiteral("svg"), Qt::CaseInsensitive) == 0;
}

} // namespace

bool MainWindow::exportPicture(const QString& path, bool wholeWindow, QSize size, QString* error)
{
    if (size.isEmpty())
        return false;
    m_session->waitUntilIdle();
    QApplication::processEvents(); // the window shows the step it stands on
    std::unique_ptr<BoardView> board = wholeWindow ? nullptr : exportBoard(*m_session, size, m_modes->projector());
    if (wantsSvg(path))
        return writeSvg(path, size, windowTitle(), [&](QSvgGenerator& svg) {
            if (!board) {
                paintScaled(*this, svg, size);
                return;
            }
            QPainter painter(&svg);
            renderBoard(*board, *m_session, painter);
        }, error);
    if (board)
        return writePng(renderBoard(*board, *m_session), path, error);
    QImage image(size, QImage::Format_RGB32);
    paintScaled(*this, image, size);
    return writePng(image, path, error);
}

void MainWindow::fitFormDialog(QDialog& dialog) const
{
    fitDialog(dialog);
    // On a projector the ticks and dots grow with the text, which the style alone keeps at their usual size.
    if (m_modes->projector())
        dialog.setStyleSheet(QStringLiteral("QRadioButton::indicator, QCheckBox::indicator { width: %1px; height: %1px; }")
                                 .arg(QFontMetrics(font()).ascent()));
    dialog.resize(dialog.sizeHint().boundedTo(size() * 0.94)); // a short form: the room it asks for, not the screen
}

void MainWindow::askExportPicture()
{
    PictureDialog dialog(board()->viewport()->size(), size(), this);
    fitFormDialog(dialog);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString suffix = dialog.svg() ? QStringLiteral(".svg") : QStringLiteral(".png");
    QString path = askSaveFileName(this, dialog.windowTitle(), QStringLiteral("stepboard") + suffix,
                                   dialog.fileFilter());
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += suffix;
    QString why;
    if (!exportPicture(path, dialog.wholeWindow(), dialog.pictureSize(), &why))
        m_narration->setText(why.isEmpty() ? tr("Could not save %1.").arg(path) : tr("Could not save %1: %2").arg(path, why));
}

void MainWindow::askExportAnimation()
{
    AnimationRequest run;
    run.problem = m_session->problemId();
    run.method = m_session->methodId();
    run.input = m_session->inputText();
    run.presentation = m_modes->projector();
    const quint64 step = m_session->player() ? m_session->player()->position() : 0;
    AnimationDialog dialog(run, step, quint64(std::max<qint64>(m_session->moment(), 0)), this);
    fitFormDialog(dialog);
    dialog.exec();
}

} // namespace sb::ui
