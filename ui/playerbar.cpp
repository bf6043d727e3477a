// SPDX-License-Identifier: GPL-3.0-or-later
#include "playerbar.h"

#include "transport.h"

#include "icons.h"
#include "language.h"
#include "motion.h"
#include "narrator.h"
#include "problems/problemui.h"
#include "session.h"
#include "timeline.h"
#include "wraplabel.h"

#include "core/player.h"
#include "core/problem.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
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

} // namespace

PlayerBar::PlayerBar(Session* session, QWidget* parent)
    : QWidget(parent), m_session(session), m_speeds(new QComboBox(this)), m_slider(new QSlider(Qt::Horizontal, this)),
      m_speedLabel(new QLabel(this)), m_timeline(new Timeline(session, this)), m_status(new WrapLabel(this)),
      m_comparison(new WrapLabel(this)), m_busy(new QWidget(this)), m_busyText(new WrapLabel(m_busy)),
      m_progress(new QProgressBar(m_busy)), m_cancel(new QPushButton(m_busy))
{
    m_start = addAction(&Session::toStart, Qt::Key_Home);
    m_previousMove = addAction(&Session::previousEvent, Qt::Key_PageUp);
    m_back = addAction(&Session::previous, Qt::Key_Left);
    m_play = transport::playKey(this, m_actions, m_session);
    m_step = addAction(&Session::next, Qt::Key_Right);
    m_over = addAction(&Session::stepOver, Qt::Key_F10);
    m_out = addAction(&Session::stepOut, QKeySequence(Qt::SHIFT | Qt::Key_F11));
    m_nextMove = addAction(&Session::nextEvent, Qt::Key_PageDown);
    m_end = addAction(&Session::toEnd, Qt::Key_End);
    const auto speed = transport::speedKeys(
        this, m_actions, [this] { return m_speeds->currentIndex(); }, [this](int named) { setSpeed(named); });
    m_slower = speed.slower;
    m_faster = speed.faster;
    // Two rows: the buttons with the status beside them, then the timeline with the speed.
    auto* buttons = new QHBoxLayout;
    buttons->setSpacing(2);
    for (QAction* a : {m_start, m_previousMove, m_back, m_play, m_step, m_over, m_out, m_nextMove, m_end}) {
        m_buttons << transport::button(a, this, Qt::ToolButtonTextBesideIcon);
        buttons->addWidget(m_buttons.back());
    }
    buttons->addSpacing(8);
    auto* status = new QVBoxLayout;
    status->setSpacing(0);
    status->addWidget(m_status);
    status->addWidget(m_comparison);
    // A long move (a far jump, the end of a long run) shows its progress here, with a way to stop it.
    auto* busy = new QVBoxLayout(m_busy);
    busy->setContentsMargins(0, 0, 0, 0);
    busy->setSpacing(2);
    busy->addWidget(m_busyText);
    auto* bar = new QHBoxLayout;
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(true);
    m_progress->setMinimumWidth(80);
    bar->addWidget(m_progress, 1);
    m_cancel->setFocusPolicy(Qt::NoFocus);
    bar->addWidget(m_cancel);
    busy->addLayout(bar);
    m_busy->hide();
    connect(m_cancel, &QPushButton::clicked, session, &Session::cancel);
    status->addWidget(m_busy);
    buttons->addLayout(status, 1);
    for (int i = 0; i < 4; ++i)
        m_speeds->addItem(QString());
    m_speeds->setFocusPolicy(Qt::NoFocus);
    m_slider->setRange(0, motion::kSliderTicks);
    m_slider->setMinimumWidth(60);
    m_slider->setMaximumWidth(160);
    m_slider->setFocusPolicy(Qt::NoFocus);
    auto* time = new QHBoxLayout;
    time->addWidget(m_timeline, 1);
    time->addSpacing(8);
    time->addWidget(m_speedLabel);
    time->addWidget(m_speeds);
    time->addWidget(m_slider);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 4);
    layout->setSpacing(2);
    layout->addLayout(buttons);
    layout->addLayout(time);
    m_comparison->hide();

    connect(m_speeds, qOverload<int>(&QComboBox::activated), this, &PlayerBar::setSpeed);
    connect(m_slider, &QSlider::valueChanged, this, &PlayerBar::onSlider);
    connect(session, &Session::stepChanged, this, &PlayerBar::refresh);
    connect(session, &Session::runChanged, this, &PlayerBar::retranslate);
    connect(session, &Session::timelineChanged, this, &PlayerBar::refresh);
    connect(session, &Session::playingChanged, this, &PlayerBar::retranslate);
    connect(session, &Session::busyChanged, this, &PlayerBar::showBusy);
    connect(session, &Session::progressChanged, this, &PlayerBar::showBusy);
    paintIcons(); // again when the palette changes: the icons take its text colour
    retranslate();
    setSpeed(1);
}

QAction* PlayerBar::addAction(void (Session::*slot)(), const QKeySequence& key)
{
    return transport::key(this, m_actions, m_session, slot, key);
}

QList<QAction*> PlayerBar::playActions() const
{
    return m_actions;
}

void PlayerBar::setSpeed(int named)
{
    named = std::clamp(named, 0, 3);
    m_speeds->setCurrentIndex(named);
    const QSignalBlocker block(m_slider);
    m_slider->setValue(sliderOf(motion::kStepsPerSecond[static_cast<std::size_t>(named)]));
    m_session->setStepsPerSecond(motion::kStepsPerSecond[static_cast<std::size_t>(named)]);
}

int PlayerBar::speed() const
{
    return m_speeds->currentIndex();
}

void PlayerBar::onSlider(int value)
{
    // A speed between the named ones shows as the named one just below it.
    int named = 0;
    while (named < 3 && sliderOf(motion::kStepsPerSecond[static_cast<std::size_t>(named + 1)]) <= value)
        ++named;
    m_speeds->setCurrentIndex(named);
    m_session->setStepsPerSecond(speedOf(value));
}

void PlayerBar::setPresentation(bool on)
{
    m_timeline->setMinimumHeight(on ? 32 : 24);
    m_slider->setVisible(!on);
    const int icon = on ? 44 : 20;
    for (QToolButton* b : m_buttons) {
        b->setIconSize(QSize(icon, icon));
        b->setToolButtonStyle(on ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextBesideIcon);
    }
}

QList<QLabel*> PlayerBar::statusLabels() const
{
    return {m_status, m_comparison};
}

void PlayerBar::paintIcons()
{
    const QColor color = palette().color(QPalette::ButtonText);
    m_start->setIcon(playerIcon(PlayerIcon::Start, color));
    m_previousMove->setIcon(playerIcon(PlayerIcon::PreviousMoment, color));
    m_back->setIcon(playerIcon(PlayerIcon::Back, color));
    m_play->setIcon(playerIcon(m_session->isPlaying() ? PlayerIcon::Pause : PlayerIcon::Play, color));
    m_step->setIcon(playerIcon(PlayerIcon::Step, color));
    m_over->setIcon(playerIcon(PlayerIcon::StepOver, color));
    m_out->setIcon(playerIcon(PlayerIcon::StepOut, color));
    m_nextMove->setIcon(playerIcon(PlayerIcon::NextMoment, color));
    m_end->setIcon(playerIcon(PlayerIcon::End, color));
}

QString PlayerBar::statusText() const
{
    return m_status->text();
}

QString PlayerBar::busyText() const
{
    return m_session->isBusy() ? m_busyText->text() : QString();
}

void PlayerBar::showBusy()
{
    const bool busy = m_session->isBusy();
    m_busy->setVisible(busy);
    m_status->setVisible(!busy);
    m_comparison->setVisible(!busy && m_session->previousMethod() != nullptr);
    if (!busy) {
        m_busyText->clear();
        return;
    }
    const auto [done, total] = m_session->progress();
    const QLocale locale(language::current()); // large numbers grouped as the class writes them
    QString what;
    if (m_session->replaying()) {
        what = tr("Replaying the run from the start to step back");
    } else {
        switch (m_session->busy()) {
        case Session::Busy::ToStep:
            what = tr("Going to step %1").arg(locale.toString(total));
            break;
        case Session::Busy::ToEnd:
            what = tr("Going to the end");
            break;
        case Session::Busy::Forward:
            what = tr("Running on to the next stop");
            break;
        case Session::Busy::Back:
            what = tr("Going back");
            break;
        case Session::Busy::SwitchMethod:
            what = tr("Finding the same place in this method");
            break;
        case Session::Busy::None:
            break;
        }
    }
    m_busyText->setText(total > 0 ? tr("%1: step %2 of %3").arg(what, locale.toString(done), locale.toString(total))
                                  : tr("%1: step %2").arg(what, locale.toString(done)));
    if (total > 0) {
        // Counted here in thousandths: a QProgressBar counts in int, too small for these runs.
        const auto permille = static_cast<int>(std::min<quint64>(1000, done * 1000 / std::max<quint64>(total, 1)));
        m_progress->setRange(0, 1000);
        m_progress->setValue(permille);
        m_progress->setFormat(locale.toString(permille / 10) + locale.percent());
    } else {
        m_progress->setRange(0, 0); // a busy bar: the move stops where it finds its step
    }
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
    const ProblemUi& ui = problemUi(m_session->problem().id);
    text += QStringLiteral("  ·  ") + ui.moment(m_session->moment());
    for (const Counter c : ui.shownCounters())
        text += QStringLiteral("  ·  %1: %2").arg(Narrator::counterName(c)).arg(player->counter(c));
    m_status->setText(text);
    const MethodSnapshot* before = m_session->previousMethod();
    if (before) {
        const Counter c = ui.shownCounters().front();
        m_comparison->setText(ui.comparison(ui.methodLabel(before->method.toStdString()), before->moment,
                                            Narrator::counterName(c), before->counters.value(static_cast<int>(c))));
    } else {
        m_comparison->clear();
    }
    m_comparison->setVisible(before != nullptr && !m_session->isBusy());
}

void PlayerBar::retranslate()
{
    m_start->setText(tr("Start"));
    m_start->setToolTip(tr("Back to the start (Home)"));
    const ProblemUi& ui = problemUi(m_session->problem().id);
    m_previousMove->setText(ui.previousMoment());
    m_previousMove->setToolTip(ui.previousMoment() + QStringLiteral(" (Page Up)"));
    m_back->setText(tr("Back"));
    m_back->setToolTip(tr("One line back (Left)"));
    const bool playing = m_session->isPlaying();
    m_play->setText(playing ? tr("Pause") : tr("Play"));
    m_play->setToolTip(tr("Play or pause (Space)"));
    m_step->setText(tr("Step"));
    m_step->setToolTip(tr("One line forward (Right)"));
    m_over->setText(tr("Step over"));
    m_over->setToolTip(tr("Step over: the next line runs, with the whole of any call it makes (F10)"));
    m_out->setText(tr("Step out"));
    m_out->setToolTip(tr("Step out: the rest of this function runs, back to its caller (Shift+F11)"));
    m_nextMove->setText(ui.nextMoment());
    m_nextMove->setToolTip(ui.nextMoment() + QStringLiteral(" (Page Down)"));
    m_end->setText(tr("End"));
    m_end->setToolTip(tr("On to the end (End)"));
    m_slower->setText(tr("Slower"));
    m_faster->setText(tr("Faster"));
    m_speedLabel->setText(tr("Speed:"));
    const QString names[] = {tr("Slow"), tr("Medium"), tr("Fast"), tr("Very fast")};
    for (int i = 0; i < 4; ++i)
        m_speeds->setItemText(i, names[i]);
    m_speeds->setToolTip(tr("Speed of play"));
    m_play->setIcon(playerIcon(playing ? PlayerIcon::Pause : PlayerIcon::Play, palette().color(QPalette::ButtonText)));
    m_slider->setToolTip(tr("Steps per second"));
    m_cancel->setText(tr("Stop (Esc)"));
    m_cancel->setToolTip(tr("Stop here: the run stays at the step reached"));
    refresh();
    showBusy();
}

void PlayerBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange)
        paintIcons();
    QWidget::changeEvent(event);
}

} // namespace sb::ui
