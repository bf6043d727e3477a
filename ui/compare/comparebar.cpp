// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparebar.h"

#include "lockstep.h"
#include "lockstepplay.h"
#include "run/motion.h"
#include "run/problemui.h"
#include "widgets/speedbox.h"
#include "widgets/wraplabel.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>

#include <algorithm>

namespace sb::ui {

namespace {

/// The words the one-method player already has, in the same translation.
QString playerWord(const char* text)
{
    return QCoreApplication::translate("sb::ui::PlayerBar", text);
}

} // namespace

CompareBar::CompareBar(Lockstep* lockstep, PlayerActions* actions, QWidget* parent)
    : QWidget(parent), m_lockstep(lockstep), m_target(new LockstepPlay(lockstep, this)), m_status(new WrapLabel(this)),
      m_speedBox(new SpeedBox(m_target, this)), m_stop(new QPushButton(this))
{
    m_third = new QAction(this);
    m_third->setCheckable(true);
    m_close = new QAction(this);

    // The player and the moment, then the speed and the view's choices: in one row
    // where they fit, else in two (on a projector, where everything is twice as large).
    auto* player = new QHBoxLayout;
    player->setSpacing(2);
    using Move = PlayTarget::Move;
    for (Move m : {Move::Start, Move::PreviousMoment, Move::Back, Move::Play, Move::Step, Move::NextMoment, Move::End}) {
        m_buttons << playerButton(actions->action(m), this, Qt::ToolButtonTextBesideIcon);
        player->addWidget(m_buttons.back());
    }
    player->addSpacing(8);
    player->addWidget(m_status, 1);
    m_stop->setFocusPolicy(Qt::NoFocus);
    m_stop->hide();
    player->addWidget(m_stop);
    auto* choices = new QHBoxLayout;
    choices->setSpacing(2);
    choices->addStretch(1);
    choices->addWidget(m_speedBox);
    for (QAction* a : {m_third, m_close}) {
        m_textButtons << playerButton(a, this, Qt::ToolButtonTextOnly);
        choices->addWidget(m_textButtons.back());
    }
    m_rows = new QBoxLayout(QBoxLayout::LeftToRight, this);
    m_rows->setContentsMargins(6, 2, 6, 4);
    m_rows->setSpacing(8);
    m_rows->addLayout(player, 1);
    m_rows->addLayout(choices);
    m_player = player;
    m_choices = choices;

    connect(m_stop, &QPushButton::clicked, lockstep, &Lockstep::cancel);
    connect(lockstep, &Lockstep::changed, this, &CompareBar::refresh);
    connect(lockstep, &Lockstep::busyChanged, this, &CompareBar::refresh);
    retranslate();
    setSpeed(1);
}

PlayTarget* CompareBar::target() const
{
    return m_program ? m_program.data() : static_cast<PlayTarget*>(m_target);
}

void CompareBar::setProgram(PlayTarget* program, std::function<QString()> status)
{
    m_program = program;
    m_programStatus = program ? std::move(status) : std::function<QString()>();
    m_speedBox->setTarget(target());
    refresh();
}

void CompareBar::setSpeed(int named)
{
    target()->setSpeed(named);
}

int CompareBar::speed() const
{
    return target()->speed();
}

void CompareBar::setProblem(const QString& id)
{
    m_target->setProblem(id.toStdString());
    refresh();
}

void CompareBar::setPresentation(bool on)
{
    m_presenting = on;
    const int icon = on ? 44 : 20;
    for (QToolButton* b : std::as_const(m_buttons))
        b->setIconSize(QSize(icon, icon));
    m_speedBox->setPresentation(on);
    fitRows();
}

QString CompareBar::statusText() const
{
    return m_status->text();
}

void CompareBar::refresh()
{
    const bool busy = m_lockstep->isBusy();
    m_stop->setVisible(busy);
    if (m_program) {
        m_status->setText(m_programStatus ? m_programStatus() : QString());
        fitRows();
        return;
    }
    if (m_target->problem().empty())
        return;
    const QString moment = problemUi(m_target->problem()).moment(m_lockstep->moment());
    m_status->setText(busy ? tr("%1 · working…").arg(moment) : moment);
    fitRows();
}

void CompareBar::retranslate()
{
    m_third->setText(tr("Three methods"));
    m_third->setToolTip(tr("Show a third method beside the two"));
    m_close->setText(tr("One method"));
    m_close->setToolTip(tr("Back to one method (Esc)"));
    m_stop->setText(playerWord("Stop (Esc)"));
    refresh();
}

void CompareBar::measureNamed()
{
    // Measured again only when the words changed (the actions take the class's language after
    // this bar may have) or their font did.
    QString key = m_buttons.isEmpty() ? QString() : m_buttons.front()->font().toString();
    for (const QToolButton* b : std::as_const(m_buttons))
        key += QLatin1Char('\n') + b->text();
    if (key == m_namedKey)
        return;
    m_namedKey = key;
    const int margins = m_rows->contentsMargins().left() + m_rows->contentsMargins().right() + 8;
    m_namedWidth = margins;
    m_iconsWidth = margins;
    for (const QToolButton* b : std::as_const(m_buttons)) {
        QToolButton probe;
        probe.setFont(b->font());
        probe.setIconSize(b->iconSize());
        probe.setText(b->text());
        probe.setIcon(b->icon());
        probe.setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        m_namedWidth += probe.sizeHint().width() + m_player->spacing();
        probe.setToolButtonStyle(Qt::ToolButtonIconOnly);
        m_iconsWidth += probe.sizeHint().width() + m_player->spacing();
    }
}

void CompareBar::fitRows()
{
    // The buttons name what they do where the bar is wide enough for their words (in a row of
    // their own at least); on a projector, or where the words of the class's language are
    // too long, they are icons and their words are in their tooltips.
    measureNamed();
    const auto style = !m_presenting && m_namedWidth <= width() ? Qt::ToolButtonTextBesideIcon : Qt::ToolButtonIconOnly;
    for (QToolButton* b : std::as_const(m_buttons))
        if (b->toolButtonStyle() != style)
            b->setToolButtonStyle(style);
    // The moment's words need their own width in one row; wrapped under the buttons in two.
    int oneRow = m_status->fontMetrics().horizontalAdvance(m_status->text()) + 16 + m_rows->spacing() +
                 m_choices->sizeHint().width() + m_rows->contentsMargins().left() + m_rows->contentsMargins().right();
    for (const QToolButton* b : std::as_const(m_buttons))
        oneRow += b->sizeHint().width() + m_player->spacing();
    if (m_stop->isVisible())
        oneRow += m_stop->sizeHint().width();
    const auto direction = oneRow <= width() ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (direction != m_rows->direction())
        m_rows->setDirection(direction);
    // The least the bar needs is what it needs in two rows with icons: in one row, or with the
    // buttons' words, it must never keep the window from narrowing (it rearranges when it does).
    const int least = std::max(m_iconsWidth + m_status->minimumSizeHint().width() + (m_stop->isVisible() ? m_stop->sizeHint().width() : 0),
                               m_choices->minimumSize().width() + m_rows->contentsMargins().left() + m_rows->contentsMargins().right());
    if (least != minimumWidth())
        setMinimumWidth(least);
}

void CompareBar::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitRows();
}

void CompareBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sb::ui
