// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QSize>
#include <QString>

#include <functional>
#include <memory>

class QPainter;

namespace sb::ui {

class BoardView;
class Session;

/// A run and a range of it to animate, and how the animation looks.
struct AnimationRequest {
    QString problem;
    QString method;
    QString input;
    bool presentation = false; ///< the projector's high-contrast board
    quint64 from = 0;          ///< first frame: a step, or a move with `moves`
    quint64 to = 0;            ///< last frame, included
    bool moves = false;        ///< one frame a move (the problem's moment), from its first step
    QSize size{800, 600};
    double fps = 5;
};

/// A board of the session's problem that no window shows, at `size`, for pictures:
/// fitted, without frame or scroll bars, in the window's theme.
std::unique_ptr<BoardView> exportBoard(Session& session, QSize size, bool presentation);
/// Draws an export board as its session stands, with a finished run's verdict marks.
QImage renderBoard(BoardView& board, Session& session);
/// The same on a painter of any device (an SVG, a printer), at the board's size.
void renderBoard(BoardView& board, Session& session, QPainter& painter);

/// The board of a run drawn at a fixed size, on a session and a board of its own,
/// so the window stays where the class left it while the frames are made.
class BoardFrames {
public:
    /// A board at `size` on the window's way of drawing (high contrast on a projector).
    BoardFrames(const QString& problem, QSize size, bool presentation);
    ~BoardFrames();

    /// The run to draw: false, with error(), when the method or the input is not valid.
    bool load(const QString& method, const QString& input);
    /// Goes to a step, or to the first step of a move; false past the end of the run.
    bool seek(quint64 at, bool moves);
    /// Where the run stands: the step, or the move.
    quint64 position(bool moves) const;
    /// The board as it stands, fitted to the size, with a finished run's verdict.
    QImage render();
    Session& session() { return *m_session; }
    QString error() const { return m_error; }

private:
    std::unique_ptr<Session> m_session;
    std::unique_ptr<BoardView> m_view;
    QString m_error;
};

/// Writes the animation of `request` to a GIF at `path`. `progress(done, total)` is called
/// after every frame; when it returns false the export stops and no file is written.
/// False with the reason in `error` (empty when stopped) when nothing was written.
bool exportAnimation(const AnimationRequest& request, const QString& path,
                     const std::function<bool(int done, int total)>& progress, QString* error);

} // namespace sb::ui
