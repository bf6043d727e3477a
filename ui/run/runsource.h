// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QVector>

#include <cstdint>
#include <memory>

namespace sb {
class RunModel;
struct ProblemDesc;
struct ProblemInput;
enum class CodeLanguage : std::uint8_t;
} // namespace sb

namespace sb::ui {

/// The marks of the timeline: where each moment (a move) starts, and the end.
struct TimelineIndex {
    /// Step numbers of the moment events, in order: every one of them, or on a
    /// very long trace every `momentStride`-th (the 1st, the stride+1-th, ...).
    QVector<quint64> moments;
    quint64 momentStride = 1;
    quint64 momentCount = 0;  ///< moment events seen, kept or not
    /// What each counter came to over the steps scanned, split by the steps'
    /// nesting depth (as sb::Player::counterAtDepth splits it):
    /// entry depth * counterKinds + counter.
    QVector<qint64> depthTotals;
    int counterKinds = 0;
    qint64 totalAtDepth(int counter, int depth) const
    {
        const qsizetype i = static_cast<qsizetype>(depth) * counterKinds + counter;
        return counter >= 0 && counter < counterKinds && depth >= 0 && i < depthTotals.size() ? depthTotals[i] : 0;
    }
    quint64 steps = 0;        ///< steps scanned: the whole trace when complete
    bool complete = false;    ///< false when the scan stopped at its cap
    bool capped = false;      ///< true when the method runs into the step cap
    quint64 finalStep = 0;    ///< the win (or the end), when complete
    quint64 repeatFrom = 0;   ///< a method that never ends: the step where the loop it repeats begins
};

/// Whatever holds the run on screen (the built-in method's session, a recorded program's stepper),
/// as the views see it: the run, what it is a run of (the problem, the input, the language), how it
/// plays, and when it moved or was replaced. A view reads the run through sb::RunModel and this
/// alone, and never asks which source it has.
class RunSource : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    /// The run on screen; null when there is none.
    virtual const sb::RunModel* run() const = 0;
    /// Takes the run to `position` (a click or a drag on the timeline) and stops play: at once, in
    /// slices, or by asking whoever steps it.
    virtual void seek(quint64 position) = 0;

    /// The built-in problem the run is of; null for a run of none (a pack's solution). A board
    /// draws only a run of its own problem.
    virtual const sb::ProblemDesc* runProblem() const { return nullptr; }
    /// The input the run was made on as its problem reads it; null when it has none or it is not
    /// valid.
    virtual std::shared_ptr<const sb::ProblemInput> input() const { return {}; }
    /// The input's text.
    virtual QString inputText() const { return {}; }
    /// The language of the lines the run steps.
    virtual sb::CodeLanguage codeLanguage() const;
    /// Play is on, at this many lines (or moments) a second: a board animates a move only while it
    /// can be followed.
    virtual bool isPlaying() const { return false; }
    virtual double stepsPerSecond() const { return 0; }
    /// Stops play where it stands.
    virtual void pause() {}
    /// The timeline's marks and what the counters come to over the whole run, where they are known
    /// (timelineChanged says when they are); empty otherwise.
    virtual const TimelineIndex& timeline() const;
    /// Goes to the first line at which the counter `counter` (an sb::Counter of the problem)
    /// reaches `value`, backwards or forwards; nothing where the run has no counters.
    virtual void seekToCounter(int counter, qint64 value)
    {
        Q_UNUSED(counter);
        Q_UNUSED(value);
    }

signals:
    /// The run moved.
    void stepChanged();
    /// A new run (another problem, method, language, input or program): everything redraws.
    void runChanged();
    /// More of timeline() is known.
    void timelineChanged();
};

} // namespace sb::ui
