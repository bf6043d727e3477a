// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;

namespace sb::ui {

class PlayTarget;

/// The speed of play as a teacher picks it: a rung of the speed ladder ("5/s", from one step
/// every two seconds to thousands a second) and what play takes each time, a line or a whole
/// moment of the problem (a move, a round, a card move, a search node). Both follow the target,
/// whose keys ([ ] - + and M) change them too.
class SpeedBox : public QWidget {
    Q_OBJECT
public:
    explicit SpeedBox(PlayTarget* target, QWidget* parent = nullptr);

    QComboBox* rungs() const { return m_rungs; }
    QComboBox* unit() const { return m_unit; }
    /// On a projector the boxes say enough: the word "Speed" goes.
    void setPresentation(bool on);
    PlayTarget* target() const { return m_target; }
    /// The target whose speed the boxes show and set from now on.
    void setTarget(PlayTarget* target);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showTarget();

    PlayTarget* m_target = nullptr;
    QList<QMetaObject::Connection> m_connections;
    QLabel* m_label;
    QComboBox* m_rungs;
    QComboBox* m_unit;
};

} // namespace sb::ui
