// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

#include <functional>

class QAction;
class QBoxLayout;
class QComboBox;
class QLabel;
class QPushButton;
class QToolButton;

namespace sb::ui {

class SpeedBox;

class Lockstep;
class LockstepPlay;
class PlayerActions;
class PlayTarget;
class WrapLabel;

/// The one player of the side-by-side view: buttons for the window's player actions
/// (start, previous moment, back, play, step, next moment and end), which act on every
/// method together through target() (see Lockstep for how), at a rung of the speed ladder
/// (SpeedBox); the moment they share; a third method on or off; and the way back to one method.
class CompareBar : public QWidget {
    Q_OBJECT
public:
    CompareBar(Lockstep* lockstep, PlayerActions* actions, QWidget* parent = nullptr);

    /// The runs side by side, as the player's actions drive them: the methods together, or the
    /// student's program that they follow.
    PlayTarget* target() const;
    /// The buttons and the speed drive `program` (a student's program the methods follow), and
    /// `status` says where it is; null: the methods together again.
    void setProgram(PlayTarget* program, std::function<QString()> status = {});
    /// Says again where the runs are.
    void refresh();
    QAction* thirdAction() const { return m_third; }
    QAction* closeAction() const { return m_close; }
    QList<QToolButton*> buttons() const { return m_buttons; }
    QString statusText() const;
    /// The named speed chosen (0 slow .. 3 very fast).
    int speed() const;
    void setSpeed(int named);
    /// The problem whose moments the buttons name.
    void setProblem(const QString& id);
    void setPresentation(bool on);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslate();
    /// One row when everything fits the width, else two.
    void fitRows();
    bool m_presenting = false;
    int m_namedWidth = 0; ///< the player's buttons with their words beside their icons
    QString m_namedKey;
    int m_iconsWidth = 0; ///< the same buttons as icons only
    void measureNamed();

    Lockstep* m_lockstep;
    LockstepPlay* m_target;
    QPointer<PlayTarget> m_program;
    std::function<QString()> m_programStatus;
    QAction* m_third;
    QAction* m_close;
    QList<QToolButton*> m_buttons;
    QList<QToolButton*> m_textButtons;
    QBoxLayout* m_rows;
    QBoxLayout* m_player;
    QBoxLayout* m_choices;
    WrapLabel* m_status;
    SpeedBox* m_speedBox;
    QPushButton* m_stop;
};

} // namespace sb::ui
