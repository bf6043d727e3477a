// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "run/runsource.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVector>

#include <functional>
#include <memory>
#include <utility>

// Engine headers stay out of this Q_OBJECT header: moc 6.4 cannot read <coroutine>.
#include <cstdint>

namespace sb {
class Player;
struct ProblemDesc;
struct MethodDesc;
struct ProblemInput;
struct InputError;
struct Estimate;
struct Step;
enum class CodeLanguage : std::uint8_t;
} // namespace sb

namespace sb::ui {

/// Where the player stood in another method when the class switched away
/// from it, so the window can show both methods' work side by side.
struct MethodSnapshot {
    QString method;
    qint64 moment = 0;
    QVector<qint64> counters; ///< indexed by sb::Counter
};

/// An input text as the problem's parser read it: either the input or the error in it.
/// Made by Session::parse() on any thread, taken by Session::setParsedInput() on the window's.
struct ParsedInput {
    const sb::ProblemDesc* problem = nullptr; ///< the problem whose parser read it
    QString text;
    std::shared_ptr<const sb::ProblemInput> input; ///< null when the text has an error
    std::shared_ptr<const sb::InputError> error;   ///< null when it has none
};

/// One problem, one method, one input, and the player walking through it.
/// Everything the window shows comes from here; widgets only ask and listen.
///
/// A move that may run far (a far seek, the end, the next event on a long
/// trace, a step back that waits for a replay) runs in slices between the
/// window's events: the first slice at once, the rest from the event loop,
/// with progress reported and cancel() to stop it where it stands. A new move
/// replaces one still under way.
class Session : public RunSource {
    Q_OBJECT
public:
    /// What a move under way is doing, for the words beside its progress.
    enum class Busy { None, ToStep, ToEnd, Forward, Back, SwitchMethod };

    explicit Session(QObject* parent = nullptr);
    ~Session() override;

    /// The method's run as the views read it; null until a valid input has been given.
    const sb::RunModel* run() const override;

    const sb::ProblemDesc& problem() const;
    const sb::ProblemDesc* runProblem() const override { return &problem(); }
    const sb::MethodDesc& method() const;
    QString problemId() const;
    QString methodId() const;
    /// Switches problem; its reference method and its built-in sample are loaded.
    bool setProblem(const QString& id);
    /// The input a problem opens on: its sample.
    static QString sampleText(const QString& problem);
    /// Switches method and lands on the same moment (move) as before.
    bool setMethod(const QString& id);

    /// The language of the listing the steps follow (each language's steps are its listing's lines).
    sb::CodeLanguage codeLanguage() const override;
    /// Follows the listing in `language` from now on, at the same moment: the last line both
    /// listings share at or before the current step, run as many times.
    void setCodeLanguage(sb::CodeLanguage language);

    /// Takes a new input text. If it is valid the run restarts on it and
    /// true is returned; if not, the previous run stays on screen and
    /// hasInputError() says what is wrong and where.
    bool setInput(const QString& text);
    /// Reads `utf8` with the parser of `problem`. Touches no session: it may run on any thread.
    static ParsedInput parse(const sb::ProblemDesc& problem, const QByteArray& utf8);
    /// As setInput(), for a text parse() has read. A text read for another problem than the
    /// current one is refused (false) and changes nothing.
    bool setParsedInput(const ParsedInput& parsed);
    QString inputText() const override;
    bool hasInputError() const;
    const sb::InputError* inputError() const;

    /// Nullptr until a valid input has been given.
    const sb::Player* player() const;
    std::shared_ptr<const sb::ProblemInput> input() const override;
    qint64 moment() const;
    const TimelineIndex& timeline() const override;
    /// Blocks until the timeline's marks are known (for screenshots and tests).
    void waitForTimeline();
    /// What the problem's reference method prints on the input, trimmed: the right
    /// answer. It is worked out in the background when the input changes; asking
    /// before it is known waits for it.
    QString referenceOutput() const;
    bool referenceKnown() const;
    /// What the whole run of the method costs on the input, from its cost formula;
    /// worked out once per run (it takes a moment on the largest inputs).
    const sb::Estimate& estimate() const;
    /// The method switched away from last, if any.
    const MethodSnapshot* previousMethod() const;

    void next();
    void previous();
    /// Goes to step `step`, in slices when it is far.
    void seek(quint64 step) override;
    void toStart();
    void toEnd();
    void stepOver();
    void stepOut();
    void nextEvent();
    void previousEvent();
    /// Goes to the first step at which counter `counter` (an sb::Counter) reaches `value`,
    /// backwards or forwards: for example the start of a deck.
    void seekToCounter(int counter, qint64 value) override;

    /// A move is under way (between slices).
    bool isBusy() const;
    Busy busy() const;
    /// How far the move under way has got: steps done of steps to go (total 0: unknown).
    /// While it waits for a replay of earlier steps, the replay's progress.
    std::pair<quint64, quint64> progress() const;
    /// True while the move waits for a replay of the steps before the log.
    bool replaying() const;
    /// Stops the move under way where it stands.
    void cancel();
    /// Runs the move under way to its end without returning to the event loop (tests, screenshots).
    void waitUntilIdle();
    /// Runs `then` once the move under way is over (at once when none is), while `context` lives.
    void whenIdle(QObject* context, const std::function<void()>& then);

    /// Takes up to `steps` steps as play does, with one stepChanged for all of
    /// them. False when it stopped early: at the end, the cap, or (while playing) before
    /// a breakpoint's line, which then is the next to run.
    bool advance(qint64 steps);
    /// The step after the current one, without taking it (its bulk deltas stay valid until
    /// the next peek); false at the end or while a move is under way.
    bool peekNext(sb::Step& out);
    /// Asked before next() or play takes a step: true holds the run before it (a guess-first
    /// question waits for its answer). Empty to hold nothing.
    void setHoldBefore(std::function<bool(const sb::Step&)> hold);

    void play();
    void pause() override;
    bool isPlaying() const override;
    /// Steps a second; moments a second while play goes by moment.
    void setStepsPerSecond(double stepsPerSecond);
    double stepsPerSecond() const override;
    /// Play by moment: each tick runs on to the end of the next moment (move, round, card move,
    /// search node), as Page Down does, instead of one line; long runs at a pace a class follows.
    void setPlayByMoment(bool on);
    bool playsByMoment() const;

    void toggleBreakpoint(int anchor);
    bool hasBreakpoint(int anchor) const;
    QVector<int> breakpoints() const;

signals:
    // stepChanged(), runChanged() (a new problem, method, language or input) and timelineChanged()
    // come from RunSource.
    void inputErrorChanged();
    void playingChanged(bool playing);
    void breakpointsChanged();
    void stoppedAtBreakpoint(int anchor);
    /// A move started running in slices, or ended (finished or cancelled).
    void busyChanged(bool busy);
    /// A slice of the move under way is done.
    void progressChanged();
    /// The right answer for the input is known.
    void referenceChanged();

private:
    void startRun(qint64 landOnMoment, QVector<qint32> topLevel = {});
    /// For each anchor: both listings of the method have its line.
    QVector<bool> sharedAnchors() const;
    void tick();
    /// One moment of play by moment, in slices: false once play should stop.
    void tickMoment();
    void indexTimeline();
    void applyEstimate();
    /// Starts a move: `run` is called once per slice, with `resume` after the first.
    void runMove(Busy kind, quint64 total, std::function<void(bool resume)> run);
    void runSlice(bool resume, bool unbounded);
    void endMove();
    /// The next step is held back by setHoldBefore().
    bool holds();

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace sb::ui
