// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>

#include <array>
#include <string>

class QAction;
class QToolButton;
class QWidget;

namespace sb::ui {

class Session;

/// What the player's keys drive: the one run on screen (SessionPlay) or the runs of the
/// side-by-side view together (LockstepPlay, in compare/). Each says what its moves do, in
/// its own words, for the tooltips.
class PlayTarget : public QObject {
    Q_OBJECT
public:
    enum class Move { Start, PreviousMoment, Back, Play, Step, Over, Out, NextMoment, End };
    using QObject::QObject;

    virtual void move(Move m) = 0;
    /// False for a move this target has no meaning for (stepping over a call in several runs at once).
    virtual bool can(Move m) const = 0;
    virtual void play() = 0;
    virtual void pause() = 0;
    virtual bool isPlaying() const = 0;
    /// Steps a second, or moments a second while play goes by moment.
    virtual double stepsPerSecond() const = 0;
    virtual void setStepsPerSecond(double stepsPerSecond) = 0;
    /// Play by moment: a whole move, round, card move or search node a tick, for long runs.
    virtual bool playsByMoment() const = 0;
    virtual void setPlayByMoment(bool on) = 0;
    /// The problem whose moments name the moment keys; empty while there is none.
    virtual std::string problem() const = 0;
    /// There is a run to move: false while it has no line (a recording that failed before its first),
    /// when the moves, their keys and the timeline are off.
    virtual bool steppable() const { return true; }
    /// What the move does to this target, with its key, for its tooltip.
    virtual QString toolTip(Move m) const = 0;

    /// The named speed (0 slow .. 3 very fast) at or just below the speed.
    int speed() const;
    /// Sets one of the four named speeds.
    void setSpeed(int named);
    /// The rung of the speed ladder (motion::kLadder) at or just below the speed.
    int rung() const;
    void setRung(int rung);

signals:
    void playingChanged(bool playing);
    void speedChanged();
    /// The problem changed, and with it the names of its moments (and whether it has any).
    void problemChanged();
    /// steppable() may have changed (a new recording).
    void steppableChanged();
};

/// The one run on screen as a PlayTarget.
class SessionPlay : public PlayTarget {
    Q_OBJECT
public:
    explicit SessionPlay(Session* session, QObject* parent = nullptr);

    void move(Move m) override;
    bool can(Move) const override { return true; }
    void play() override;
    void pause() override;
    bool isPlaying() const override;
    double stepsPerSecond() const override;
    void setStepsPerSecond(double stepsPerSecond) override;
    bool playsByMoment() const override;
    void setPlayByMoment(bool on) override;
    std::string problem() const override;
    QString toolTip(Move m) const override;

private:
    Session* m_session;
};

/// The player's actions, made once for the window: start, previous moment, back, play, step,
/// step over, step out, next moment, end, slower and faster (a rung of the speed ladder), and
/// play by moment, with their keys. They act on one
/// target at a time (setTarget); the player bar and the side-by-side bar show buttons for them.
/// Their words follow the language, their icons the palette, of the widget they belong to.
class PlayerActions : public QObject {
    Q_OBJECT
public:
    /// The actions are `window`'s: their keys work wherever the focus is in it.
    explicit PlayerActions(QWidget* window);

    QAction* action(PlayTarget::Move m) const { return m_moves[static_cast<std::size_t>(m)]; }
    QAction* play() const { return action(PlayTarget::Move::Play); }
    QAction* slower() const { return m_slower; }
    QAction* faster() const { return m_faster; }
    QAction* byMoment() const { return m_byMoment; }
    /// Every action, in the order of the Play menu.
    QList<QAction*> all() const;

    PlayTarget* target() const { return m_target; }
    /// The target the keys act on from now on; the moves it cannot make are hidden, and all of them
    /// are off while it has nothing to step.
    void setTarget(PlayTarget* target);

signals:
    void targetChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    /// Only the moves the target can make; none on while it has nothing to step.
    void showMoves();
    void paintIcons();

    QWidget* m_window;
    PlayTarget* m_target = nullptr;
    QList<QMetaObject::Connection> m_connections;
    std::array<QAction*, 9> m_moves{};
    QAction* m_slower;
    QAction* m_faster;
    QAction* m_byMoment;
};

/// A flat button for a player action that leaves the keyboard with the player after a click.
QToolButton* playerButton(QAction* action, QWidget* parent, Qt::ToolButtonStyle style);

} // namespace sb::ui
