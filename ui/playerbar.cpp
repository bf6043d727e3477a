// SPDX-License-Identifier: GPL-3.0-or-later
#include "playerbar.h"

#include "motion.h"
#include "narrator.h"
#include "session.h"
#include "timeline.h"

#include "core/player.h"
#include "core/problem.h"

#include <QAction>
#include <QButtonGroup>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace sb::ui {

namespace {

int sliderOf(double stepsPerSecond)
{
    const double f = std::log(stepsPerSecond / motion::kSlowest) / std::log(motion::kFastest / motion::kSlowest);
    return static_cast<int>(std::lround(f * motion::kSliderTicks));
}

double speedOf(int slider)
{
    const double f = static_cast<double>(slider) / motion::kSliderTicks;
    return motion::kSlowest * std::pow(motion::kFastest / motion::kSlowest, f);
}

QToolButton* button(QAction* action, QWidget* parent)
{
    auto* b = new QToolButton(parent);
    b->setDefaultAction(action);
    b->setFocusPolicy(Qt::NoFocus); // Space and the arrows stay with the player after a click
    b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    b->setAutoRaise(true);
    return b;
}

} // namespace

PlayerBar::PlayerBar(Session* session, QWidget* parent)
    : QWidget(parent), m_session(session), m_speeds(new QButtonGroup(this)), m_slider(new QSlider(Qt::Horizontal, this)),
      m_speedLabel(new QLabel(this)), m_timeline(new Timeline(session, this)), m_status(new QLabel(this)),
      m_comparison(new QLabel(this))
{
    m_start = addAction(&Session::toStart, Qt::Key_Home);
    m_previousMove = addAction(&Session::previousEvent, Qt::Key_PageUp);
    m_back = addAction(&Session::previous, Qt::Key_Left);
    m_play = new QAction(this);
    m_play->setShortcut(Qt::Key_Space);
    connect(m_play, &QAction::triggered, this, [this] {
        if (m_session->isPlaying())
            m_session->pause();
        else
            m_session->play();
    });
    m_actions << m_play;
    m_step = addAction(&Session::next, Qt::Key_Right);
    m_over = addAction(&Session::stepOver, Qt::Key_F10);
    m_out = addAction(&Session::stepOut, QKeySequence(Qt::SHIFT | Qt::Key_F11));
    m_nextMove = addAction(&Session::nextEvent, Qt::Key_PageDown);
    m_end = addAction(&Session::toEnd, Qt::Key_End);
    m_start->setIcon(style()->standardIcon(QStyle::SP_MediaSkipBackward));
    m_back->setIcon(style()->standardIcon(QStyle::SP_MediaSeekBackward));
    m_step->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
    m_end->setIcon(style()->standardIcon(QStyle::SP_MediaSkipForward));

    auto* buttons = new QHBoxLayout;
    for (QAction* a : {m_start, m_previousMove, m_back, m_play, m_step, m_over, m_out, m_nextMove, m_end})
        buttons->addWidget(button(a, this));
    buttons->addStretch(1);
    auto* speeds = new QHBoxLayout;
    speeds->addWidget(m_speedLabel);
    for (int i = 0; i < 4; ++i) {
        auto* b = new QToolButton(this);
        b->setCheckable(true);
        b->setFocusPolicy(Qt::NoFocus);
        m_speeds->addButton(b, i);
        speeds->addWidget(b);
    }
    m_slider->setRange(0, motion::kSliderTicks);
    m_slider->setMinimumWidth(100);
    speeds->addWidget(m_slider);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 4);
    layout->addLayout(buttons);
    layout->addWidget(m_timeline);
    auto* status = new QHBoxLayout;
    status->addWidget(m_status, 1);
    status->addWidget(m_comparison);
    status->addSpacing(12);
    status->addLayout(speeds);
    layout->addLayout(status);
    m_status->setMinimumWidth(50);
    m_comparison->setMinimumWidth(50);

    connect(m_speeds, &QButtonGroup::idClicked, this, &PlayerBar::setSpeed);
    connect(m_slider, &QSlider::valueChanged, this, &PlayerBar::onSlider);
    connect(session, &Session::stepChanged, this, &PlayerBar::refresh);
    connect(session, &Session::runChanged, this, &PlayerBar::retranslate);
    connect(session, &Session::timelineChanged, this, &PlayerBar::refresh);
    connect(session, &Session::playingChanged, this, &PlayerBar::retranslate);
    retranslate();
    setSpeed(1);
}

QAction* PlayerBar::addAction(void (Session::*slot)(), const QKeySequence& key)
{
    auto* action = new QAction(this);
    action->setShortcut(key);
    connect(action, &QAction::triggered, m_session, slot);
    m_actions << action;
    return action;
}

QList<QAction*> PlayerBar::playActions() const
{
    return m_actions;
}

void PlayerBar::setSpeed(int named)
{
    named = std::clamp(named, 0, 3);
    m_speeds->button(named)->setChecked(true);
    const QSignalBlocker block(m_slider);
    m_slider->setValue(sliderOf(motion::kStepsPerSecond[static_cast<std::size_t>(named)]));
    m_session->setStepsPerSecond(motion::kStepsPerSecond[static_cast<std::size_t>(named)]);
}

void PlayerBar::onSlider(int value)
{
    // A speed between the named ones belongs to none of them.
    m_speeds->setExclusive(false);
    for (QAbstractButton* b : m_speeds->buttons())
        b->setChecked(false);
    m_speeds->setExclusive(true);
    m_session->setStepsPerSecond(speedOf(value));
}

void PlayerBar::setPresentation(bool on)
{
    m_timeline->setMinimumHeight(on ? 56 : 28);
}

QString PlayerBar::statusText() const
{
    return m_status->text();
}

QString PlayerBar::comparisonText() const
{
    return m_comparison->text();
}

void PlayerBar::refresh()
{
    const Player* player = m_session->player();
    if (!player) {
        m_status->clear();
        return;
    }
    auto total = player->total();
    if (!total && m_session->timeline().complete)
        total = m_session->timeline().steps;
    QString text = total ? tr("Step %1 of %2").arg(player->position()).arg(*total)
                         : tr("Step %1").arg(player->position());
    const auto problem = m_session->problem().id;
    text += QStringLiteral("  ·  ") + Narrator::moment(problem, m_session->moment());
    for (const Counter c : Narrator::shownCounters(problem))
        text += QStringLiteral("  ·  %1: %2").arg(Narrator::counterName(c)).arg(player->counter(c));
    if (player->capReached())
        text += QStringLiteral("  ·  ") + tr("stopped: this method has not ended after %1 steps").arg(player->position());
    m_status->setText(text);
    const MethodSnapshot* before = m_session->previousMethod();
    if (before) {
        const std::string method = before->method.toStdString();
        const Counter c = Narrator::shownCounters(problem).front();
        m_comparison->setText(Narrator::comparison(problem, Narrator::methodLabel(problem, method), before->moment, c,
                                                   before->counters.value(static_cast<int>(c))));
    } else {
        m_comparison->clear();
    }
}

void PlayerBar::retranslate()
{
    m_start->setText(tr("Start"));
    m_start->setToolTip(tr("Back to the start (Home)"));
    const auto problem = m_session->problem().id;
    m_previousMove->setText(Narrator::previousMoment(problem));
    m_previousMove->setToolTip(Narrator::previousMoment(problem) + QStringLiteral(" (Page Up)"));
    m_back->setText(tr("Back"));
    m_back->setToolTip(tr("One line back (Left)"));
    const bool playing = m_session->isPlaying();
    m_play->setText(playing ? tr("Pause") : tr("Play"));
    m_play->setToolTip(tr("Play or pause (Space)"));
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_step->setText(tr("Step"));
    m_step->setToolTip(tr("One line forward (Right)"));
    m_over->setText(tr("Step over"));
    m_over->setToolTip(tr("Run the inner loops of this line at once (F10)"));
    m_out->setText(tr("Step out"));
    m_out->setToolTip(tr("Finish the loop this line is in (Shift+F11)"));
    m_nextMove->setText(Narrator::nextMoment(problem));
    m_nextMove->setToolTip(Narrator::nextMoment(problem) + QStringLiteral(" (Page Down)"));
    m_end->setText(tr("End"));
    m_end->setToolTip(tr("On to the end (End)"));
    m_speedLabel->setText(tr("Speed:"));
    const QString names[] = {tr("Slow"), tr("Medium"), tr("Fast"), tr("Very fast")};
    for (int i = 0; i < 4; ++i)
        m_speeds->button(i)->setText(names[i]);
    m_slider->setToolTip(tr("Steps per second"));
    refresh();
}

void PlayerBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sb::ui
