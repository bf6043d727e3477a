// SPDX-License-Identifier: GPL-3.0-or-later
#include "predictcontroller.h"

#include "predictor.h"
#include "predictpanel.h"
#include "common/windowmodes.h"

#include <QAction>
#include <QEvent>
#include <QWidget>

namespace sb::ui {

PredictController::PredictController(QWidget* window, Session* session, std::function<BoardView*()> board,
                                     WindowModes* modes)
    : QObject(window), m_window(window), m_action(new QAction(this)),
      m_predictor(new Predictor(session, std::move(board), this)), m_panel(new PredictPanel(m_predictor, window))
{
    m_panel->setObjectName(QStringLiteral("predictPanel"));
    m_panel->hide();
    m_action->setCheckable(true);
    window->addAction(m_action);
    connect(m_action, &QAction::toggled, this, [this, modes](bool on) {
        if (m_standIn) {
            m_standIn(on);
        } else {
            m_predictor->setActive(on);
            m_panel->setVisible(on);
        }
        modes->setGuessing(on);
    });
    window->installEventFilter(this);
    retranslate();
}

void PredictController::setActive(bool on)
{
    m_action->setChecked(on);
}

void PredictController::setStandIn(std::function<void(bool)> toggle)
{
    m_action->setChecked(false);
    m_standIn = std::move(toggle);
}

bool PredictController::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void PredictController::retranslate()
{
    m_action->setText(tr("Guess first: ask before each event"));
}

} // namespace sb::ui
