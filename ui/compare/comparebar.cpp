// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparebar.h"

#include "icons.h"
#include "lockstep.h"
#include "motion.h"
#include "problems/problemui.h"
#include "transport.h"
#include "wraplabel.h"

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

CompareBar::CompareBar(Lockstep* lockstep, QWidget* parent)
    : QWidget(parent), m_lockstep(lockstep), m_status(new WrapLabel(this)), m_speedLabel(new QLabel(this)),
      m_speeds(new QComboBox(this)), m_stop(new QPushButton(this))
{
    m_start = addKey(&Lockstep::toStart, Qt::Key_Home);
    m_previousMoment = addKey(&Lockstep::previousMoment, Qt::Key_PageUp);
    m_back = addKey(&Lockstep::back, Qt::Key_Left);
    m_play = transport::playKey(this, m_actions, m_lockstep);
    m_step = addKey(&Lockstep::step, Qt::Key_Right);
    m_nextMoment = addKey(&Lockstep::nextMoment, Qt::Key_PageDown);
    m_end = addKey(&Lockstep::toEnd, Qt::Key_End);
    const auto keys = transport::speedKeys(this, m_actions, [this] { return speed(); }, [this](int named) { setSpeed(named); });
    m_slower = keys.slower;
    m_faster = keys.faster;
    m_third = new QAction(this);
    m_third->setCheckable(true);
    m_close = new QAction(this);

    // The player and the moment, then the speed and the view's choices: in one row
    // where they fit, else in two (on a projector, where everything is twice as large).
    auto* player = new QHBoxLayout;
    player->setSpacing(2);
    for (QAction* a : {m_start, m_previousMoment, m_back, m_play, m_step, m_nextMoment, m_end}) {
        m_buttons << transport::button(a, this, Qt::ToolButtonTextBesideIcon);
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
    choices->addWidget(m_speedLabel);
    for (int i = 0; i < 4; ++i)
        m_speeds->addItem(QString());
    m_speeds->setFocusPolicy(Qt::NoFocus);
    choices->addWidget(m_speeds);
    for (QAction* a : {m_third, m_close}) {
        m_textButtons << transport::button(a, this, Qt::ToolButtonTextOnly);
        choices->addWidget(m_textButtons.back());
    }
    m_rows = new QBoxLayout(QBoxLayout::LeftToRight, this);
    m_rows->setContentsMargins(6, 2, 6, 4);
    m_rows->setSpacing(8);
    m_rows->addLayout(player, 1);
    m_rows->addLayout(choices);
    m_player = player;
    m_choices = choices;

    connect(m_speeds, qOverload<int>(&QComboBox::activated), this, &CompareBar::setSpeed);
    connect(m_stop, &QPushButton::clicked, lockstep, &Lockstep::cancel);
    connect(lockstep, &Lockstep::changed, this, &CompareBar::refresh);
    connect(lockstep, &Lockstep::busyChanged, this, &CompareBar::refresh);
    connect(lockstep, &Lockstep::playingChanged, this, &CompareBar::retranslate);
    paintIcons();
    retranslate();
    setSpeed(1);
}

QAction* CompareBar::addKey(void (Lockstep::*slot)(), const QKeySequence& key)
{
    return transport::key(this, m_actions, m_lockstep, slot, key);
}

void CompareBar::setSpeed(int named)
{
    named = std::clamp(named, 0, 3);
    m_speeds->setCurrentIndex(named);
    m_lockstep->setStepsPerSecond(motion::kStepsPerSecond[static_cast<std::size_t>(named)]);
}

int CompareBar::speed() const
{
    return m_speeds->currentIndex();
}

void CompareBar::setProblem(const QString& id)
{
    m_problem = id;
    retranslate();
}

void CompareBar::setPresentation(bool on)
{
    const int icon = on ? 44 : 20;
    for (QToolButton* b : std::as_const(m_buttons)) {
        b->setIconSize(QSize(icon, icon));
        b->setToolButtonStyle(on ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextBesideIcon);
    }
    // On a projector the speed's name says enough.
    m_speedLabel->setVisible(!on);
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
    if (m_problem.isEmpty())
        return;
    const QString moment = problemUi(m_problem.toStdString()).moment(m_lockstep->moment());
    m_status->setText(busy ? tr("%1 · working…").arg(moment) : moment);
    fitRows();
}

void CompareBar::paintIcons()
{
    const QColor color = palette().color(QPalette::ButtonText);
    m_start->setIcon(playerIcon(PlayerIcon::Start, color));
    m_previousMoment->setIcon(playerIcon(PlayerIcon::PreviousMoment, color));
    m_back->setIcon(playerIcon(PlayerIcon::Back, color));
    m_play->setIcon(playerIcon(m_lockstep->isPlaying() ? PlayerIcon::Pause : PlayerIcon::Play, color));
    m_step->setIcon(playerIcon(PlayerIcon::Step, color));
    m_nextMoment->setIcon(playerIcon(PlayerIcon::NextMoment, color));
    m_end->setIcon(playerIcon(PlayerIcon::End, color));
}

void CompareBar::retranslate()
{
    m_start->setText(playerWord("Start"));
    m_start->setToolTip(tr("Every method back to its start (Home)"));
    m_back->setText(playerWord("Back"));
    m_back->setToolTip(tr("One line back in every method; one that is back at the start of the current move, round or node waits for the others (Left)"));
    const bool playing = m_lockstep->isPlaying();
    m_play->setText(playing ? playerWord("Pause") : playerWord("Play"));
    m_play->setToolTip(tr("Play every method together; one that is done with the current move, round or node waits for the others (Space)"));
    m_step->setText(playerWord("Step"));
    m_step->setToolTip(tr("One line forward in every method; one that is done with the current move, round or node waits for the others (Right)"));
    m_end->setText(playerWord("End"));
    m_end->setToolTip(tr("Every method on to its end (End)"));
    if (!m_problem.isEmpty()) {
        const ProblemUi& ui = problemUi(m_problem.toStdString());
        m_previousMoment->setText(ui.previousMoment());
        m_previousMoment->setToolTip(tr("%1: every method to the end of the one before (Page Up)").arg(ui.previousMoment()));
        m_nextMoment->setText(ui.nextMoment());
        m_nextMoment->setToolTip(tr("%1: every method to the end of the same one (Page Down)").arg(ui.nextMoment()));
    }
    m_slower->setText(playerWord("Slower"));
    m_faster->setText(playerWord("Faster"));
    m_speedLabel->setText(playerWord("Speed:"));
    const char* names[] = {"Slow", "Medium", "Fast", "Very fast"};
    for (int i = 0; i < 4; ++i)
        m_speeds->setItemText(i, playerWord(names[i]));
    m_speeds->setToolTip(playerWord("Speed of play"));
    m_third->setText(tr("Three methods"));
    m_third->setToolTip(tr("Show a third method beside the two"));
    m_close->setText(tr("One method"));
    m_close->setToolTip(tr("Back to one method (Esc)"));
    m_stop->setText(playerWord("Stop (Esc)"));
    m_play->setIcon(playerIcon(playing ? PlayerIcon::Pause : PlayerIcon::Play, palette().color(QPalette::ButtonText)));
    refresh();
}

void CompareBar::fitRows()
{
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
    if (event->type() == QEvent::PaletteChange)
        paintIcons();
    QWidget::changeEvent(event);
}

} // namespace sb::ui
