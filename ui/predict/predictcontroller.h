// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <functional>

class QAction;
class QWidget;

namespace sb::ui {

class BoardView;
class PredictPanel;
class Predictor;
class Session;
class WindowModes;

/// Guess first (Play menu, --predict): the toggle, the Predictor that stops the run before each
/// event, and its question panel, which the window lays under the narration.
class PredictController : public QObject {
    Q_OBJECT
public:
    PredictController(QWidget* window, Session* session, std::function<BoardView*()> board, WindowModes* modes);

    QAction* action() const { return m_action; }
    Predictor* predictor() const { return m_predictor; }
    PredictPanel* panel() const { return m_panel; }
    void setActive(bool on);
    /// What the toggle turns on and off in place of the Predictor while a problem pack is open (its own
    /// guess first); empty: the Predictor again. Setting or taking it away turns guessing off.
    void setStandIn(std::function<void(bool on)> toggle);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();

    QWidget* m_window;
    QAction* m_action;
    Predictor* m_predictor;
    PredictPanel* m_panel;
    std::function<void(bool)> m_standIn;
};

} // namespace sb::ui
