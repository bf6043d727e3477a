// SPDX-License-Identifier: GPL-3.0-or-later
// Guess first: the Play menu's toggle and the question panel under the board.
#include "mainwindow.h"
#include "windowmodes.h"

#include "predict/predictor.h"
#include "predict/predictpanel.h"

#include <QAction>
#include <QBoxLayout>
#include <QLabel>
#include <QMenu>

namespace sb::ui {

void MainWindow::buildPredict()
{
    m_narration->setObjectName(QStringLiteral("narration"));
    m_predictor = new Predictor(m_session, [this] { return board(); }, this);
    auto* panel = new PredictPanel(m_predictor, this);
    panel->setObjectName(QStringLiteral("predictPanel"));
    panel->hide();
    // The panel sits under the narration, beside the board it asks about.
    if (auto* column = qobject_cast<QBoxLayout*>(m_narration->parentWidget()->layout()))
        column->insertWidget(column->indexOf(m_narration) + 1, panel);
    // Greyed while methods are side by side: the guess is asked of the one run.
    m_predictAction = new QAction(this);
    m_playMenu->addSeparator();
    m_playMenu->addAction(m_predictAction);
    m_predictAction->setCheckable(true);
    connect(m_predictAction, &QAction::toggled, this, [this, panel](bool on) {
        m_predictor->setActive(on);
        panel->setVisible(on);
        m_modes->setGuessing(on);
    });
    // While a question waits, it takes the narration's place: the step it is about has not
    // run, and the board keeps its height on a projector. The answer brings the narration
    // back with the step's own sentence, the reason for the verdict.
    connect(m_predictor, &Predictor::changed, this, [this] { m_narration->setHidden(m_predictor->asking()); });
}

void MainWindow::setPredicting(bool on)
{
    m_predictAction->setChecked(on);
}

} // namespace sb::ui
