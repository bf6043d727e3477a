// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/playactions.h"

#include <QStringList>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QLabel;

namespace sb::pack {
struct Pack;
struct Solution;
} // namespace sb::pack

namespace sb::program {
class Trace;
} // namespace sb::program

namespace sb::ui {

class PackBoardView;
class PackComparePlay;

/// Two or three of a problem pack's solutions side by side (F7 while a pack is open), each recorded on
/// the same input in the background and drawn in a pane of its own: its board read off its variable,
/// the line it stands on and the lines it has run so far. They go in lockstep by the pack's moves: a
/// pane that has made the move waits at its end for the others, so that at every move the class sees
/// the same boards and how much work each solution did to get there.
class PackCompareView : public QWidget {
    Q_OBJECT
public:
    explicit PackCompareView(QWidget* parent = nullptr);
    ~PackCompareView() override;

    /// Records `choices` (two or three of the pack's, "method-1" or a mistake's id, in `python`'s
    /// language where each has one) on `input` (`cacheFolder`: where runs are kept; empty: none),
    /// every pane at its start. False, with nothing changed, for fewer than two or more than three
    /// choices, or one the pack does not have.
    bool open(std::shared_ptr<const pack::Pack> pack, const QStringList& choices, bool python, const QString& input,
              const QString& cacheFolder);
    void close();
    bool isOpen() const { return !m_lanes.empty(); }
    QStringList choices() const;
    /// A pane's solution is still being recorded; the panes do not move meanwhile.
    bool recording() const;
    /// Returns once every pane is recorded and shown (tests, lessons).
    void waitForRecordings();
    /// Calls `then` once every pane is recorded: now, or when the last recording comes in (a later
    /// call, or another open(), drops the one before).
    void whenRecorded(std::function<void()> then);
    /// What the player's keys drive while the view is on screen.
    PlayTarget* target() const;

    /// The move the panes are in: 0 before the first; one past the most a solution makes once every
    /// pane has run to its end.
    quint64 move() const { return m_move; }
    /// The most moves one of the solutions makes.
    quint64 moves() const;
    /// Every pane to the end of `move` (each at its own end where it makes fewer), once recorded.
    void goToMove(quint64 move);
    /// The lockstep's moves: a line of each pane that has not made the move yet (or, once all have, of
    /// the next move); back a line of each that is past the move's start; whole moves; the ends.
    void stepAll();
    void backAll();
    void nextMove();
    void previousMove();
    void toStart();
    void toEnd();
    bool atEnd() const;
    bool atStart() const;

    int lanes() const { return static_cast<int>(m_lanes.size()); }
    std::size_t stepOf(int lane) const;
    /// The lines a pane has run to where it stands.
    std::size_t linesRun(int lane) const { return stepOf(lane); }
    const program::Trace* traceOf(int lane) const;
    const pack::Solution* solutionOf(int lane) const;
    PackBoardView* boardOf(int lane) const;
    /// "Move 3 of 5", as the player bar says where the view stands.
    QString whereText() const;
    /// A sentence over the panes (where a mistake first goes another way); empty hides it.
    void setNote(const QString& text);
    QString note() const;
    void setPresentation(bool on);

signals:
    /// The panes moved, or a recording came in.
    void changed();

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Lane;
    void record(int lane);
    void recorded(int lane);
    /// Where `lane` stands at the end of `move`.
    std::size_t endOf(const Lane& lane, quint64 move) const;
    bool allAtEndOf(quint64 move) const;
    void show();

    std::shared_ptr<const pack::Pack> m_pack;
    QStringList m_choices;
    QString m_input;
    QString m_cacheFolder;
    std::vector<std::unique_ptr<Lane>> m_lanes;
    quint64 m_move = 0;
    std::optional<quint64> m_pendingMove; ///< goToMove() asked while recording
    std::function<void()> m_whenRecorded;
    bool m_presenting = false;
    QLabel* m_note;
    QWidget* m_panes;
    PackComparePlay* m_play;
};

/// The side-by-side panes of a pack as the player's keys drive them: Right a line of each in lockstep,
/// Left back, Page Down and Page Up a whole move, Home and End, play at the player's speed.
class PackComparePlay : public PlayTarget {
    Q_OBJECT
public:
    explicit PackComparePlay(PackCompareView* view);

    void move(Move m) override;
    bool can(Move m) const override { return m != Move::Over && m != Move::Out; }
    void play() override;
    void pause() override;
    bool isPlaying() const override { return m_timer.isActive(); }
    double stepsPerSecond() const override { return m_stepsPerSecond; }
    void setStepsPerSecond(double stepsPerSecond) override;
    bool playsByMoment() const override { return m_byMove; }
    void setPlayByMoment(bool on) override;
    std::string problem() const override { return {}; }
    bool steppable() const override;
    QString toolTip(Move m) const override;

private:
    void tick();

    PackCompareView* m_view;
    QTimer m_timer;
    double m_stepsPerSecond = 5;
    bool m_byMove = false;
};

} // namespace sb::ui
