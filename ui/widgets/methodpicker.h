// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QVector>
#include <QWidget>

#include <functional>

class QAbstractButton;
class QButtonGroup;
class QComboBox;
class QHBoxLayout;
class QLabel;

namespace sb::ui {

class Session;

/// A method offered by whatever stands in for the session's problem (a problem pack): its id, the
/// words in the list of wrong solutions, and what it does (or why it fails) in its tooltip.
struct MethodChoice {
    QString id;
    QString label;
    QString summary;
    bool correct = true; ///< a numbered button; false: in the list of wrong solutions
};

/// Chooses the method: the correct ones as large numbered toggle buttons (keys
/// 1, 2, 3, ...), the wrong solutions in one drop-down list (key W), so that a
/// problem with many wrong solutions still fits a projector's width.
class MethodPicker : public QWidget {
    Q_OBJECT
public:
    explicit MethodPicker(Session* session, QWidget* parent = nullptr);

    /// The toggle button of a correct method, nullptr for any other id.
    QAbstractButton* button(const QString& id) const;
    QComboBox* wrongList() const { return m_wrong; }
    /// Chooses the n-th correct method (from 1), as its key does; false if there is none.
    bool chooseCorrect(int n);
    /// Chooses any method by id, as a click or a pick in the list does.
    bool choose(const QString& id);
    /// Opens the list of wrong solutions, as the W key does.
    void openWrongList();

    /// Offers `choices` in place of the session's methods (a problem pack's solutions), `current`
    /// chosen; a choice calls `choose`, which says whether it was taken. Offered again with other
    /// words (another language) it keeps its buttons.
    void setStandIn(const QVector<MethodChoice>& choices, const QString& current,
                    std::function<bool(const QString&)> choose);
    /// The session's methods again.
    void clearStandIn();
    bool hasStandIn() const { return static_cast<bool>(m_standInChoose); }
    /// What it offers, the stand-in's or the session's methods, with their words in the window's language.
    QVector<MethodChoice> offered() const;
    /// The choice on screen.
    QString current() const;

signals:
    /// Other choices are offered, or their words changed.
    void offeredChanged();
    /// The choice on screen changed.
    void currentChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void sync();
    void retranslate();

    Session* m_session;
    QLabel* m_label;
    QHBoxLayout* m_buttonRow;
    QButtonGroup* m_buttons;
    QComboBox* m_wrong;
    QString m_problem; ///< the problem the buttons were built for
    QVector<MethodChoice> m_standIn;
    QString m_standInCurrent;
    std::function<bool(const QString&)> m_standInChoose;
};

} // namespace sb::ui
