// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardframes.h"

#include "export/gifwriter.h"
#include "widgets/boardview.h"
#include "problems/problemui.h"
#include "run/session.h"
#include "run/verdict.h"

#include "core/player.h"

#include <QCoreApplication>
#include <QPainter>

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

bool BoardFrames::seek(quint64 at, bool moves)
{
    if (!m_session->player())
        return false;
    if (moves && at > 0)
        m_session->seekToCounter(int(m_session->problem().moment), qint64(at));
    else
        m_session->seek(moves ? 0 : at);
    m_session->waitUntilIdle();
    return position(moves) == at;
}

QImage BoardFrames::render()
{
    return renderBoard(*m_view, *m_session);
}

namespace {

/// The last frame the run reaches within the range, after trying the range's end.
quint64 lastFrame(BoardFrames& frames, const AnimationRequest& r)
{
    if (frames.seek(r.to, r.moves))
        return r.to;
    return std::min(frames.position(r.moves), r.to);
}

} // namespace

bool exportAnimation(const AnimationRequest& r, const QString& path,
                     const std::function<bool(int done, int total)>& progress, QString* error)
{
    const auto failWith = [error](const QString& why) {
        if (error)
            *error = why;
        return false;
    };
    BoardFrames frames(r.problem, r.size, r.presentation);
    if (!frames.load(r.method, r.input))
        return failWith(frames.error());
    if (r.to < r.from)
        return failWith(AnimationExport::tr("The last frame comes before the first."));
    const quint64 last = lastFrame(frames, r);
    if (last < r.from)
        return failWith(r.moves ? AnimationExport::tr("The run ends in %1, before the first frame.")
                                      .arg(problemUi(r.problem.toStdString()).moment(qint64(last)))
                                : AnimationExport::tr("The run ends at step %1, before the first frame.").arg(last));
    const int count = int(std::min<quint64>(last - r.from + 1, std::numeric_limits<int>::max()));
    const int total = count + kPaletteSamples;

    QList<QImage> samples{frames.render()};
    for (int i = 0; i + 1 < kPaletteSamples && count > 1; ++i)
        if (frames.seek(r.from + quint64(count - 1) * quint64(i) / quint64(kPaletteSamples - 1), r.moves))
            samples << frames.render();
    if (progress && !progress(kPaletteSamples, total))
        return failWith(QString());

    GifWriter gif;
    if (!gif.open(path, r.size, medianCutPalette(samples), r.fps))
        return failWith(gif.errorString());
    for (int i = 0; i < count; ++i) {
        if (!frames.seek(r.from + quint64(i), r.moves))
            break; // a method that ends earlier than its timeline said
        if (!gif.addFrame(frames.render()))
            return failWith(gif.errorString());
        if (progress && !progress(kPaletteSamples + i + 1, total)) {
            gif.cancel();
            return failWith(QString());
        }
    }
    return gif.close() || failWith(gif.errorString());
}

} // namespace sb::ui
