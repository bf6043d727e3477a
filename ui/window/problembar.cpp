// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/problembar.h"

#include "widgets/methodpicker.h"
#include "run/problemui.h"
#include "run/session.h"
#include "common/utf8.h"

#include "core/problem.h"

#include <QComboBox>
#include <QEvent>
#include <QLabel>

namespace sb::ui {

ProblemBar::ProblemBar(Session* session, QWidget* parent)
    : QToolBar(parent), m_session(session), m_label(new QLabel(this)), m_problems(new QComboBox(this)),
      m_picker(new MethodPicker(session, this))
{
    setMovable(false);
    // Each problem's whole name shows: the names are short enough for a projector's width.
    m_problems->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_problems->setProperty("problems", true);
    m_problems->setFocusPolicy(Qt::NoFocus);
    for (const ProblemDesc* p : problems())
        m_problems->addItem(QString(), fromUtf8(p->id));
    addWidget(m_label);
    addWidget(m_problems);
    addSeparator();
    addWidget(m_picker);
    connect(m_problems, qOverload<int>(&QComboBox::activated), this,
            [this](int index) { m_session->setProblem(m_problems->itemData(index).toString()); });
    connect(session, &Session::runChanged, this, [this] {
        m_problems->setCurrentIndex(m_problems->findData(m_session->problemId()));
        m_problems->setToolTip(problemUi(m_session->problem().id).name());
    });
    retranslate();
}

void ProblemBar::retranslate()
{
    setWindowTitle(tr("Problem and method"));
    m_label->setText(tr("Problem:") + QLatin1Char(' '));
    for (int i = 0; i < m_problems->count(); ++i) {
        const ProblemUi& ui = problemUi(m_problems->itemData(i).toString().toStdString());
        m_problems->setItemText(i, ui.shortName());
        m_problems->setItemData(i, ui.name(), Qt::ToolTipRole);
    }
    m_problems->setCurrentIndex(m_problems->findData(m_session->problemId()));
    m_problems->setToolTip(problemUi(m_session->problem().id).name());
}

void ProblemBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QToolBar::changeEvent(event);
}

} // namespace sb::ui
