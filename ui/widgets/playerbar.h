// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QAction;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSlider;
class QToolButton;

namespace sb::ui {

class PlayerActions;
class PlayTarget;
class RunSource;
struct MethodSnapshot;
class Session;
class Timeline;
class SpeedBox;
class WrapLabel;

/// Buttons for the window's player actions (play, pause, step, back, step over, step out,
/// next move, start and end), acting on the one run on screen through target(); four named
/// speeds and a slider; the timeline; the step number and counters, with the previous
/// method's counters under them for comparison. In projector mode the buttons show large
/// icons only; their names are in their tooltips.
class PlayerBar : public QWidget {
    Q_OBJECT
public:
    PlayerBar(Session* session, PlayerActions* actions, QWidget* parent = nullptr);

    /// The one run on screen, as the player's actions drive it.
    PlayTarget* target() const { return m_target; }
    QString statusText() const;
    /// The named speed chosen (0 slow .. 3 very fast), at or just below the speed.
    int speed() const;
    SpeedBox* speedBox() const { return m_speedBox; }
    QString comparisonText() const;
    /// Chooses one of the four named speeds (0 slow .. 3 very fast).
    void setSpeed(int named);
    /// The status line (one line, the rest of the counters in its tooltip) and the comparison under
    /// it: they never widen the window.
    QList<QLabel*> statusLabels() const;
    QList<QToolButton*> buttons() const { return m_buttons; }
    /// While a long move runs: what it does and how far it has got; empty otherwise.
    QString busyText() const;
    QProgressBar* progressBar() const { return m_progress; }
    QPushButton* cancelButton() const { return m_cancel; }
    void setPresentation(bool on);
    /// While another run is stepped with the bar's keys (the student's program, `target`), the
    /// status says where that run is (`status`), the speed boxes set that run's speed and the
    /// timeline shows and moves `source`'s run; empty: the method's again.
    void setStandIn(const QString& status, PlayTarget* target = nullptr, RunSource* source = nullptr);

signals:
    /// The comparison with the method before, as it shows now (empty when it does not). On a
    /// projector it is not shown here: the window says it with the narration, under the board,
    /// where a row of its own would take height from the board.
    void comparisonChanged(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    /// The rows: buttons and status, then timeline and speed; on a projector buttons and
    /// timeline, then the status the whole width with the speed.
    void arrange(bool present);
    void showSpeed();
    void refresh();
    void onSlider(int value);
    void showBusy();
    /// The method before the switch, while the run stands at the moment it was left at; else nullptr.
    const MethodSnapshot* comparedMethod() const;

    Session* m_session;
    PlayTarget* m_target;
    PlayTarget* m_speedTarget; ///< the run whose speed the boxes show: m_target or the stand-in's
    QMetaObject::Connection m_speedShown;
    QList<QToolButton*> m_buttons;
    SpeedBox* m_speedBox;
    QSlider* m_slider;
    QString m_standIn; ///< see setStandIn()
    bool m_standInHasRun = false; ///< the stand-in gave a run (its counters are said); else none are
    Timeline* m_timeline;
    QWidget* m_statusBox; ///< the status line, the comparison and a long move's progress
    QHBoxLayout* m_top = nullptr;
    QHBoxLayout* m_bottom = nullptr;
    WrapLabel* m_status; ///< the step, the moment, the method's main counter: wraps rather than cut
    QLabel* m_comparison;
    QString m_saidComparison; ///< what comparisonChanged said last
    bool m_projector = false;
    QWidget* m_busy;
    QLabel* m_busyText;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
};

} // namespace sb::ui
