// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QObject>
#include <QSize>
#include <QString>

#include <cstddef>
#include <functional>
#include <memory>
#include <vector>

class QPainter;

namespace sb::program {
class RecordedBoards;
} // namespace sb::program

namespace sb::ui {

class BoardView;
class DrawnBoards;
class GifWriter;
class RecordedRun;
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
    /// The student's program's board over its recording, drawn in place of the method's run: `from`
    /// and `to` then count its steps, or with `moves` its units (a frame at the last step of each).
    std::shared_ptr<const program::RecordedBoards> program;
    /// A run whose board its keeper draws (a problem pack's solution), drawn in place of the method's:
    /// `from` and `to` count its steps, or with `moves` its moves (a frame where each ends).
    std::shared_ptr<const DrawnBoards> drawn;
};

/// The board `drawn` draws at `step`, as a picture of `size`.
QImage drawnImage(const DrawnBoards& drawn, QSize size, std::size_t step);

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
    /// Draws the program's board before `step` of its recording in place of the run's, from a run of
    /// the recording the board is shown (an empty board where it cannot be read there, as before its
    /// variable is made).
    void showProgram(const program::RecordedBoards& boards, std::size_t step);
    /// The board as it stands, fitted to the size, with a finished run's verdict.
    QImage render();
    Session& session() { return *m_session; }
    QString error() const { return m_error; }

private:
    std::unique_ptr<Session> m_session;
    std::unique_ptr<RecordedRun> m_program; ///< the program's run the board shows, once one is drawn
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
    /// Why nothing can be drawn: the run ends at `last` (a step, or a move), before the range.
    QString endsBefore(quint64 last) const;
    void found(quint64 last);
    /// Goes to frame `i` of the range (on the frames' session, or on the program's recording);
    /// `then` runs there, with false when the run ends before it.
    void seekFrame(int i, const std::function<void(bool reached)>& then);
    void sample(int i);
    void frame(int i);
    /// The frame where the run stands now.
    QImage render() const;
    /// Runs `next` on the event loop's next turn, unless cancelled meanwhile.
    void later(const std::function<void()>& next);

    AnimationRequest m_request;
    QString m_path;
    std::unique_ptr<BoardFrames> m_frames;
    std::unique_ptr<GifWriter> m_gif;
    QList<QImage> m_samples;
    std::vector<std::size_t> m_programSteps; ///< a program's frames: the steps of its recording they show
    std::size_t m_drawnStep = 0;             ///< the step of the drawn run's frame being drawn
    int m_count = 0;
    bool m_running = false;
    bool m_cancelled = false;
};

} // namespace sb::ui
