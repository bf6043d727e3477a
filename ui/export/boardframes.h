// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QObject>
#include <QSize>
#include <QString>

#include <functional>
#include <memory>

class QPainter;

namespace sb::ui {

class BoardView;
class GifWriter;
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
    /// Goes to a step, or to the first step of a move, in slices between the window's events;
    /// `then` runs once there with true, or with false past the end of the run.
    void seek(quint64 at, bool moves, QObject* context, const std::function<void(bool reached)>& then);
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

/// Writes the animation of a request to a GIF, frame by frame between the window's events:
/// each frame's step is reached on the frames' own session in slices, so the window answers
/// and Cancel is heard while it works. No file is written unless it is whole.
class AnimationWriter : public QObject {
    Q_OBJECT
public:
    AnimationWriter(const AnimationRequest& request, const QString& path, QObject* parent = nullptr);
    ~AnimationWriter() override;

    /// Begins; finished() tells how it ended (at once when the request cannot be made).
    void start();
    /// Stops after the frame being drawn; finished() follows with nothing written.
    void cancel();
    bool running() const { return m_running; }

signals:
    void progress(int done, int total);
    /// The GIF was written whole, or not: with the reason, empty when cancelled.
    void finished(bool written, const QString& error);

private:
    void fail(const QString& why);
    void found(quint64 last);
    void sample(int i);
    void frame(int i);
    /// Runs `next` on the event loop's next turn, unless cancelled meanwhile.
    void later(const std::function<void()>& next);

    AnimationRequest m_request;
    QString m_path;
    std::unique_ptr<BoardFrames> m_frames;
    std::unique_ptr<GifWriter> m_gif;
    QList<QImage> m_samples;
    int m_count = 0;
    bool m_running = false;
    bool m_cancelled = false;
};

} // namespace sb::ui
