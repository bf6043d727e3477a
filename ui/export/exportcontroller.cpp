// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportcontroller.h"

#include "boardframes.h"
#include "widgets/boardview.h"
#include "exportdialogs.h"
#include "common/filedialogs.h"
#include "widgets/windowareas.h"
#include "common/outputfile.h"
#include "common/pngfile.h"
#include "run/drawnboards.h"
#include "run/packkeeper.h"
#include "run/programkeeper.h"
#include "run/session.h"
#include "common/windowmodes.h"

#include "core/player.h"
#include "recordedboards.h"

#include <QAction>
#include <QEvent>
#include <QFileInfo>
#include <QPainter>
#include <QSvgGenerator>

#include <algorithm>
#include <functional>

namespace sb::ui {

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

ExportController::ExportController(WindowAreas* window, Session* session)
    : QObject(window->widget()), m_window(window), m_session(session),
      m_picture(window->addFileAction(QKeySequence(Qt::CTRL | Qt::Key_E))),
      m_animation(window->addFileAction(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)))
{
    connect(m_picture, &QAction::triggered, this, &ExportController::askPicture);
    connect(m_animation, &QAction::triggered, this, &ExportController::askAnimation);
    window->addFileSeparator();
    window->widget()->installEventFilter(this);
    retranslate();
}

bool ExportController::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window->widget() && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void ExportController::retranslate()
{
    m_picture->setText(tr("Export a picture…"));
    m_animation->setText(tr("Export an animation…"));
}

bool ExportController::picture(const QString& path, bool wholeWindow, QSize size, QString* error)
{
    if (size.isEmpty())
        return false;
    // A problem pack's board is drawn by the pack, where its run stands.
    if (const std::optional<PackPlace> pack = m_window->packKeeper()->packPlace(); pack && !wholeWindow) {
        const auto drawn = m_window->packKeeper()->packBoards(m_window->modes()->projector());
        if (!drawn) {
            if (error)
                *error = noPackRun();
            return false;
        }
        const auto step = std::size_t(pack->step);
        if (wantsSvg(path))
            return writeSvg(path, size, m_window->widget()->windowTitle(), [&](QSvgGenerator& svg) {
                QPainter painter(&svg);
                drawn->paint(painter, QRectF(QPointF(0, 0), QSizeF(size)), step);
            }, error);
        return writePng(drawnImage(*drawn, size, step), path, error);
    }
    std::unique_ptr<BoardView> board = wholeWindow ? nullptr : exportBoard(*m_session, size, m_window->modes()->projector());
    // While the student's program is stepped, the board on screen is its own, read off its variable.
    if (board && m_window->board()->showsProgram())
        board->showProgramRun(m_window->board()->programRun(), m_window->board()->programCaption());
    if (wantsSvg(path))
        return writeSvg(path, size, m_window->widget()->windowTitle(), [&](QSvgGenerator& svg) {
            if (!board) {
                paintScaled(*m_window->widget(), svg, size);
                return;
            }
            QPainter painter(&svg);
            renderBoard(*board, *m_session, painter);
        }, error);
    if (board)
        return writePng(renderBoard(*board, *m_session), path, error);
    QImage image(size, QImage::Format_RGB32);
    paintScaled(*m_window->widget(), image, size);
    return writePng(image, path, error);
}

QString ExportController::noPackRun()
{
    return tr("The problem pack's run cannot be drawn yet: it is still being recorded, or nothing was recorded.");
}

void ExportController::fitForm(QDialog& dialog) const
{
    m_window->fitDialog(dialog);
    // On a projector the ticks and dots grow with the text, which the style alone keeps at their usual size.
    if (m_window->modes()->projector())
        dialog.setStyleSheet(QStringLiteral("QRadioButton::indicator, QCheckBox::indicator { width: %1px; height: %1px; }")
                                 .arg(QFontMetrics(m_window->widget()->font()).ascent()));
    dialog.resize(dialog.sizeHint().boundedTo(m_window->widget()->size() * 0.94)); // a short form: the room it asks for, not the screen
}

void ExportController::askPicture()
{
    PictureDialog dialog(m_window->board()->viewport()->size(), m_window->widget()->size(), m_window->widget());
    fitForm(dialog);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString suffix = dialog.svg() ? QStringLiteral(".svg") : QStringLiteral(".png");
    QString path = askSaveFileName(m_window->widget(), dialog.windowTitle(), QStringLiteral("stepboard") + suffix,
                                   dialog.fileFilter());
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += suffix;
    // The picture is of the step the window stands on: a move under way ends first.
    m_session->whenIdle(this, [this, path, whole = dialog.wholeWindow(), size = dialog.pictureSize()] {
        QString why;
        if (!picture(path, whole, size, &why))
            m_window->say(why.isEmpty() ? tr("Could not save %1.").arg(path) : tr("Could not save %1: %2").arg(path, why));
    });
}

AnimationRequest ExportController::animation(quint64* step, quint64* move) const
{
    AnimationRequest run;
    run.problem = m_session->problemId();
    run.method = m_session->methodId();
    run.input = m_session->inputText();
    run.presentation = m_window->modes()->projector();
    *step = m_session->player() ? m_session->player()->position() : 0;
    *move = quint64(std::max<qint64>(m_session->moment(), 0));
    // A problem pack's run, from where it stands.
    if (const std::optional<PackPlace> pack = m_window->packKeeper()->packPlace()) {
        run.drawn = m_window->packKeeper()->packBoards(run.presentation);
        *step = pack->step;
        *move = run.drawn ? run.drawn->movesAt(std::size_t(pack->step)) : 0;
        return run;
    }
    // While the student's program is stepped, the animation is of its board over its recording, from
    // where it stands: a frame a unit of the problem's, or a line where the problem counts none.
    ProgramKeeper* keeper = m_window->programKeeper();
    const std::optional<SteppedProgramState> stepped = keeper ? keeper->steppedState() : std::nullopt;
    if (stepped && (run.program = keeper->steppedBoards())) {
        run.input = stepped->input;
        run.moves = run.program->countsUnits();
        *step = stepped->step;
        *move = run.program->unitsAt(std::size_t(stepped->step));
    }
    return run;
}

void ExportController::askAnimation()
{
    quint64 step = 0, move = 0;
    const AnimationRequest run = animation(&step, &move);
    if (m_window->packKeeper()->packPlace() && !run.drawn) {
        m_window->say(noPackRun());
        return;
    }
    AnimationDialog dialog(run, step, move, m_window->widget());
    fitForm(dialog);
    dialog.exec();
}

} // namespace sb::ui
