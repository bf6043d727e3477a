// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardframes.h"

#include "export/gifwriter.h"
#include "widgets/boardview.h"
#include "run/problemui.h"
#include "run/drawnboards.h"
#include "run/recordedrun.h"
#include "run/session.h"
#include "run/verdict.h"

#include "core/player.h"
#include "recordedboards.h"
#include "tracerun.h"

#include <QCoreApplication>
#include <QPainter>
#include <QTimer>

#include <algorithm>
#include <limits>

namespace sb::ui {

namespace {

/// Frames drawn first to choose the palette from: the first, the last and a few between.
constexpr int kPaletteSamples = 6;

/// Why an animation cannot be made, in the class's language.
struct AnimationExport {
    Q_DECLARE_TR_FUNCTIONS(AnimationExport)
};

} // namespace

QImage drawnImage(const DrawnBoards& drawn, QSize size, std::size_t step)
{
    QImage image(size, QImage::Format_RGB32);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    drawn.paint(painter, QRectF(image.rect()), step);
    return image;
}

std::unique_ptr<BoardView> exportBoard(Session& session, QSize size, bool presentation)
{
    std::unique_ptr<BoardView> board(problemUi(session.problem().id).createBoard(&session, nullptr));
    board->setAttribute(Qt::WA_DontShowOnScreen);
    board->setFrameShape(QFrame::NoFrame);
    board->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    board->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    board->setPresentation(presentation);
    board->resize(size);
    board->show(); // offscreen: lays the viewport out at the size, nothing appears
    board->fitToWindow();
    return board;
}

void renderBoard(BoardView& board, Session& session, QPainter& painter)
{
    board.setVerdictMarks(Verdict::of(session).marks);
    board.viewport()->render(&painter, QPoint(), QRegion(), QWidget::DrawWindowBackground);
}

QImage renderBoard(BoardView& board, Session& session)
{
    QImage image(board.viewport()->size(), QImage::Format_RGB32);
    image.fill(board.viewport()->palette().color(QPalette::Window));
    QPainter painter(&image);
    renderBoard(board, session, painter);
    return image;
}

BoardFrames::BoardFrames(const QString& problem, QSize size, bool presentation)
    : m_session(std::make_unique<Session>())
{
    if (!m_session->setProblem(problem))
        m_error = AnimationExport::tr("Unknown problem '%1'.").arg(problem);
    else
        m_view = exportBoard(*m_session, size, presentation);
}

BoardFrames::~BoardFrames()
{
    m_view.reset(); // before the session it listens to
}

bool BoardFrames::load(const QString& method, const QString& input)
{
    if (!m_view)
        return false;
    if (!input.isEmpty() && !m_session->setInput(input)) {
        m_error = AnimationExport::tr("The input has errors.");
        return false;
    }
    if (!method.isEmpty() && !m_session->setMethod(method)) {
        m_error = AnimationExport::tr("Unknown method '%1'.").arg(method);
        return false;
    }
    return m_session->player() != nullptr;
}

quint64 BoardFrames::position(bool moves) const
{
    const Player* player = m_session->player();
    if (!player)
        return 0;
    return moves ? quint64(std::max<qint64>(m_session->moment(), 0)) : player->position();
}

void BoardFrames::seek(quint64 at, bool moves, QObject* context, const std::function<void(bool reached)>& then)
{
    if (!m_session->player()) {
        then(false);
        return;
    }
    if (moves && at > 0)
        m_session->seekToCounter(int(m_session->problem().moment), qint64(at));
    else
        m_session->seek(moves ? 0 : at);
    m_session->whenIdle(context, [this, at, moves, then] { then(position(moves) == at); });
}

void BoardFrames::showProgram(const program::RecordedBoards& boards, std::size_t step)
{
    if (!m_program) {
        m_program = std::make_unique<RecordedRun>();
        m_program->setRun(boards.run());
        m_view->showProgramRun(m_program.get());
    }
    m_program->model()->toPosition(step);
    emit m_program->stepChanged();
}

QImage BoardFrames::render()
{
    return renderBoard(*m_view, *m_session);
}

AnimationWriter::AnimationWriter(const AnimationRequest& request, const QString& path, QObject* parent)
    : QObject(parent), m_request(request), m_path(path)
{
}

AnimationWriter::~AnimationWriter() = default;

void AnimationWriter::start()
{
    const AnimationRequest& r = m_request;
    m_running = true;
    m_cancelled = false;
    m_programSteps.clear();
    if (r.to < r.from)
        return fail(AnimationExport::tr("The last frame comes before the first."));
    if (r.drawn) {
        // Its keeper draws it: no session, no board view of a problem.
        m_programSteps = r.drawn->frameSteps(r.from, r.to, r.moves);
        if (m_programSteps.empty())
            return fail(endsBefore(r.drawn->last(r.moves)));
        m_drawnStep = m_programSteps.back();
        return later([this] { found(m_request.to); });
    }
    m_frames = std::make_unique<BoardFrames>(r.problem, r.size, r.presentation);
    if (!m_frames->load(r.method, r.input))
        return fail(m_frames->error());
    if (r.program) {
        // A recording's frames are known at once; the window's program stays where it stands.
        m_programSteps = r.program->frameSteps(r.from, r.to, r.moves);
        if (m_programSteps.empty())
            return fail(endsBefore(r.program->last(r.moves)));
        m_frames->showProgram(*r.program, m_programSteps.back());
        return later([this] { found(m_request.to); });
    }
    // The last frame the run reaches within the range, after trying the range's end.
    m_frames->seek(r.to, r.moves, this, [this](bool reached) {
        later([this, reached] { found(reached ? m_request.to : std::min(m_frames->position(m_request.moves), m_request.to)); });
    });
}

void AnimationWriter::cancel()
{
    if (m_running)
        m_cancelled = true;
}

void AnimationWriter::later(const std::function<void()>& next)
{
    QTimer::singleShot(0, this, [this, next] {
        if (m_cancelled)
            return fail(QString()); // the unfinished file goes with its writer
        next();
    });
}

void AnimationWriter::fail(const QString& why)
{
    m_running = false;
    m_frames.reset();
    m_gif.reset();
    emit finished(false, why);
}

QString AnimationWriter::endsBefore(quint64 last) const
{
    const AnimationRequest& r = m_request;
    if (r.drawn && r.moves)
        return AnimationExport::tr("The run ends after move %1, before the first frame.").arg(last);
    return r.moves ? AnimationExport::tr("The run ends in %1, before the first frame.")
                         .arg(problemUi(r.problem.toStdString()).moment(qint64(last)))
                   : AnimationExport::tr("The run ends at step %1, before the first frame.").arg(last);
}

void AnimationWriter::seekFrame(int i, const std::function<void(bool reached)>& then)
{
    if (m_request.drawn) {
        m_drawnStep = m_programSteps[std::size_t(i)];
        return then(true);
    }
    if (!m_programSteps.empty()) {
        m_frames->showProgram(*m_request.program, m_programSteps[std::size_t(i)]);
        return then(true);
    }
    m_frames->seek(m_request.from + quint64(i), m_request.moves, this, then);
}

QImage AnimationWriter::render() const
{
    return m_request.drawn ? drawnImage(*m_request.drawn, m_request.size, m_drawnStep) : m_frames->render();
}

void AnimationWriter::found(quint64 last)
{
    const AnimationRequest& r = m_request;
    if (last < r.from)
        return fail(endsBefore(last));
    m_count = !m_programSteps.empty() ? int(std::min<std::size_t>(m_programSteps.size(), std::numeric_limits<int>::max()))
                                      : int(std::min<quint64>(last - r.from + 1, std::numeric_limits<int>::max()));
    // The palette is made from a few frames spread over the range, the last one first.
    m_samples = {render()};
    sample(0);
}

void AnimationWriter::sample(int i)
{
    const AnimationRequest& r = m_request;
    if (i + 1 >= kPaletteSamples || m_count <= 1) {
        emit progress(kPaletteSamples, m_count + kPaletteSamples);
        m_gif = std::make_unique<GifWriter>();
        if (!m_gif->open(m_path, r.size, medianCutPalette(m_samples), r.fps))
            return fail(m_gif->errorString());
        later([this] { frame(0); });
        return;
    }
    const int at = int(quint64(m_count - 1) * quint64(i) / quint64(kPaletteSamples - 1));
    seekFrame(at, [this, i](bool reached) {
        if (reached)
            m_samples << render();
        later([this, i] { sample(i + 1); });
    });
}

void AnimationWriter::frame(int i)
{
    const auto close = [this] {
        const bool written = m_gif->close();
        const QString why = written ? QString() : m_gif->errorString();
        m_running = false;
        m_frames.reset();
        m_gif.reset();
        emit finished(written, why);
    };
    if (i >= m_count)
        return close();
    seekFrame(i, [this, i, close](bool reached) {
        if (!reached)
            return close(); // a method that ends earlier than its timeline said
        if (!m_gif->addFrame(render()))
            return fail(m_gif->errorString());
        emit progress(kPaletteSamples + i + 1, m_count + kPaletteSamples);
        later([this, i] { frame(i + 1); });
    });
}

} // namespace sb::ui
