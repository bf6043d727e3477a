// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/speedbox.h"

#include "common/language.h"
#include "run/problemui.h"
#include "run/motion.h"
#include "widgets/playactions.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>

namespace sb::ui {

SpeedBox::SpeedBox(PlayTarget* target, QWidget* parent)
    : QWidget(parent), m_label(new QLabel(this)), m_rungs(new QComboBox(this)), m_unit(new QComboBox(this))
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_label);
    layout->addWidget(m_rungs);
    layout->addWidget(m_unit);
    for (int i = 0; i < motion::kRungs; ++i)
        m_rungs->addItem(QString());
    m_unit->addItem(QString());
    m_unit->addItem(QString());
    for (QComboBox* box : {m_rungs, m_unit}) {
        box->setFocusPolicy(Qt::NoFocus); // the keys stay with the player
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    }
    m_rungs->setObjectName(QStringLiteral("speedRungs"));
    m_unit->setObjectName(QStringLiteral("playUnit"));
    connect(m_rungs, qOverload<int>(&QComboBox::activated), this, [this](int rung) { m_target->setRung(rung); });
    connect(m_unit, qOverload<int>(&QComboBox::activated), this, [this](int i) { m_target->setPlayByMoment(i == 1); });
    setTarget(target);
}

void SpeedBox::setTarget(PlayTarget* target)
{
    if (!target || target == m_target)
        return;
    for (const QMetaObject::Connection& c : std::as_const(m_connections))
        disconnect(c);
    m_target = target;
    m_connections = {connect(target, &PlayTarget::speedChanged, this, &SpeedBox::showTarget),
                     connect(target, &PlayTarget::problemChanged, this, &SpeedBox::retranslate)};
    retranslate();
}

void SpeedBox::setPresentation(bool on)
{
    m_label->setVisible(!on);
}

void SpeedBox::showTarget()
{
    m_rungs->setCurrentIndex(m_target->rung());
    m_unit->setCurrentIndex(m_target->playsByMoment() ? 1 : 0);
    const bool byMoment = m_target->playsByMoment();
    m_rungs->setToolTip(byMoment ? tr("Moments a second; slower: [ or -, faster: ] or +")
                                 : tr("Lines a second; slower: [ or -, faster: ] or +"));
}

void SpeedBox::retranslate()
{
    m_label->setText(tr("Speed:"));
    // Numbers as the class's language writes them: 1.5/s, 3,000/s (1,5/s, 3.000/s in Vietnamese).
    const QLocale locale(language::current());
    for (int i = 0; i < motion::kRungs; ++i)
        m_rungs->setItemText(i, tr("%1/s").arg(locale.toString(motion::kLadder[static_cast<std::size_t>(i)], 'g', 6)));
    const std::string problem = m_target->problem();
    m_unit->setItemText(0, tr("by lines"));
    m_unit->setItemText(1, tr("by %1").arg(problem.empty() ? tr("moments") : problemUi(problem).momentsUnit()));
    m_unit->setToolTip(tr("What play takes each time: one line, or a whole moment (M)"));
    showTarget();
}

void SpeedBox::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sb::ui
