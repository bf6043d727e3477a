// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMenu>

class QActionGroup;

namespace sb::ui {

class MethodPicker;

/// The Method menu: exactly the methods of the problem on screen, the correct ones with their
/// keys (1, 2, 3, ...) and the wrong solutions under them, the method on screen ticked, and W for
/// the list of wrong solutions. Rebuilt when the problem changes; its keys are actions of `keys`
/// (the window), so they work with the menu bar hidden.
class MethodMenu : public QMenu {
    Q_OBJECT
public:
    MethodMenu(MethodPicker* picker, QWidget* keys);

    /// The actions with a key (the correct methods' and W), in the menu's order.
    QList<QAction*> keyActions() const;
    /// Every method's action, in the menu's order (correct methods first); the data is the method's id.
    QList<QAction*> methodActions() const;
    /// Turns the keys off while another view has them (the side-by-side view), and back on.
    void setKeysEnabled(bool on);

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void sync();
    void retranslate();

    MethodPicker* m_picker;
    QWidget* m_keys;
    QActionGroup* m_group = nullptr;
    QAction* m_wrongList;
    QAction* m_wrongTitle = nullptr;
    QString m_problem; ///< the problem the entries were built for
    bool m_keysEnabled = true;
};

} // namespace sb::ui
