// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QList>
#include <QMap>
#include <QObject>
#include <QTimer>

#include <functional>
#include <optional>

namespace sb::ui {

class Session;

/// Moves two or three runs of one problem on one input together, by the
/// problem's moment (a Caro move, a round of cards, a card move, a search node),
/// so that the class always compares the methods at the same point of the game.
///
/// A run stands "at the end of moment m" on its last step at which the moment
/// counter still reads m: every line of that move is done, the next has not begun
/// (or on its last step, when it ends during m). The panes share the moment the
/// furthest of them stands in. What the keys do with that:
/// - Next moment: every pane to the end of the moment they are in; when all already
///   stand there, to the end of the next one. Previous moment: to the end of the one before.
/// - Step and play: one line at a time in every pane, but a pane that reaches the end
///   of the moment waits there until every pane has: the quick method waits while
///   the slow one still reads its cells. Then they all go on into the next moment.
/// - Back mirrors step: a pane waits at the first line of the moment until all are there.
/// - Start and end: every pane to its first or its last step; methods that stop
///   at a different move (a wrong one) then show their own last moment.
class Lockstep : public QObject {
    Q_OBJECT
public:
    explicit Lockstep(QObject* parent = nullptr);

    void setSessions(const QList<Session*>& sessions);
    QList<Session*> sessions() const { return m_sessions; }
    /// The moment the panes share: the largest any of them stands in.
    qint64 moment() const;
    /// True when the pane has finished the shared moment and waits for the others.
    bool waiting(const Session* session) const;

    void toStart();
    void toEnd();
    void nextMoment();
    void previousMoment();
    void step();
    void back();
    /// Every pane to the end of moment `m` (at the start, for a moment below 1 with nothing done).
    void goToMoment(qint64 m);
    /// A pane whose method just changed: to the end of the moment the others share.
    void rejoin(Session* session);

    void play();
    void pause();
    bool isPlaying() const { return m_timer.isActive(); }
    void setStepsPerSecond(double stepsPerSecond);
    double stepsPerSecond() const { return m_stepsPerSecond; }
    /// Play by moment: every method on to the end of the same next moment, a tick at a time.
    void setPlayByMoment(bool on) { m_byMoment = on; }
    bool playsByMoment() const { return m_byMoment; }

    /// Some pane is in a long move (between slices).
    bool isBusy() const;
    /// Stops every pane's long move where it stands.
    void cancel();
    /// Runs every pane's moves and what follows them to their end (tests, screenshots).
    void waitUntilIdle();
    /// Runs `then` once no pane is in a long move (at once when none is), while `context` lives.
    void whenIdle(QObject* context, const std::function<void()>& then);

signals:
    /// A pane moved or its run changed.
    void changed();
    void playingChanged(bool playing);
    void busyChanged(bool busy);

private:
    static quint64 positionOf(const Session* s);
    bool ended(const Session* s) const;
    /// True when `s` stands on the last step of moment `m`, as found.
    bool atKnownEnd(const Session* s, qint64 m) const;
    /// The last step of moment `m` in `s`, once found.
    std::optional<quint64> endOf(const Session* s, qint64 m) const;
    /// True when `s` stands at the end of moment `m`, or ended before it; it may take a
    /// step forward and back to find out, which nobody sees.
    bool atEndOf(Session* s, qint64 m);
    /// One line forward within moment `m`; false when the pane waits (or cannot move).
    bool stepWithin(Session* s, qint64 m);
    bool backWithin(Session* s, qint64 m);
    /// Up to `steps` lines forward, not past the end of moment `m`; false if it did not move.
    bool runWithin(Session* s, qint64 m, qint64 steps);
    void goToEnd(Session* s, qint64 m);
    /// Starts a move on `s`; `then` runs once it is over, unless another move replaces it.
    void run(Session* s, const std::function<void()>& move, std::function<void()> then = {});
    void tick();
    void tickMoment();

    QList<Session*> m_sessions;
    QHash<const Session*, QMap<qint64, quint64>> m_ends;   ///< moment -> its last step, as found
    QHash<const Session*, QMap<qint64, quint64>> m_starts; ///< moment -> its first step, as found
    QHash<const Session*, std::function<void()>> m_then;
    QList<QMetaObject::Connection> m_connections;
    QTimer m_timer;
    bool m_byMoment = false;
    double m_stepsPerSecond = 5.0;
    double m_carry = 0;
};

} // namespace sb::ui
