// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/playerbar.h"

#include "common/cjkspacing.h"
#include "common/language.h"
#include "run/motion.h"
#include "widgets/playactions.h"
#include "widgets/speedbox.h"
#include "run/problemui.h"
#include "run/session.h"
#include "widgets/timeline.h"
#include "widgets/wraplabel.h"

#include "core/player.h"
#include "core/problem.h"
#include "core/runmodel.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSlider>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
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

PlayerBar::PlayerBar(Session* session, PlayerActions* actions, QWidget* parent)
    : QWidget(parent), m_session(session), m_target(new SessionPlay(session, this)), m_speedTarget(m_target), m_speedBox(new SpeedBox(m_target, this)),
      m_slider(new QSlider(Qt::Horizontal, this)), m_timeline(new Timeline(session, this)), m_statusBox(new QWidget(this)),
      m_status(new WrapLabel(m_statusBox)), m_comparison(new WrapLabel(m_statusBox)), m_busy(new QWidget(m_statusBox)),
      m_busyText(new WrapLabel(m_busy)), m_progress(new QProgressBar(m_busy)), m_cancel(new QPushButton(m_busy))
{
    using Move = PlayTarget::Move;
    for (Move m : {Move::Start, Move::PreviousMoment, Move::Back, Move::Play, Move::Step, Move::Over, Move::Out,
                   Move::NextMoment, Move::End})
        m_buttons << playerButton(actions->action(m), this, Qt::ToolButtonTextBesideIcon);
    m_status->setTextFormat(Qt::PlainText);
    auto* status = new QVBoxLayout(m_statusBox);
    status->setContentsMargins(0, 0, 0, 0);
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
    m_slider->setRange(0, motion::kSliderTicks);
    m_slider->setMinimumWidth(60);
    m_slider->setMaximumWidth(160);
    m_slider->setFocusPolicy(Qt::NoFocus);

    m_top = new QHBoxLayout;
    m_top->setSpacing(2);
    m_bottom = new QHBoxLayout;
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 4);
    layout->setSpacing(2);
    layout->addLayout(m_top);
    layout->addLayout(m_bottom);
    arrange(false);
    m_comparison->hide();

    connect(m_slider, &QSlider::valueChanged, this, &PlayerBar::onSlider);
    m_speedShown = connect(m_target, &PlayTarget::speedChanged, this, &PlayerBar::showSpeed);
    connect(session, &Session::stepChanged, this, &PlayerBar::refresh);
    connect(session, &Session::runChanged, this, &PlayerBar::retranslate);
    connect(session, &Session::timelineChanged, this, &PlayerBar::refresh);
    connect(session, &Session::busyChanged, this, &PlayerBar::showBusy);
    connect(session, &Session::progressChanged, this, &PlayerBar::showBusy);
    retranslate();
    setSpeed(1);
}

void PlayerBar::arrange(bool present)
{
    for (QHBoxLayout* row : {m_top, m_bottom}) {
        while (QLayoutItem* item = row->takeAt(0))
            delete item; // the widgets stay, only their places go
    }
    for (QToolButton* b : std::as_const(m_buttons))
        m_top->addWidget(b);
    m_top->addSpacing(8);
    if (present) {
        // On a projector the status line is the whole width under the buttons, the timeline and
        // the speed: at twice the size, beside the buttons it would be cut.
        m_top->addWidget(m_timeline, 1);
        m_top->addSpacing(8);
        m_top->addWidget(m_speedBox);
        m_top->addWidget(m_slider);
        m_bottom->addWidget(m_statusBox, 1);
    } else {
        m_top->addWidget(m_statusBox, 1);
        m_bottom->addWidget(m_timeline, 1);
        m_bottom->addSpacing(8);
        m_bottom->addWidget(m_speedBox);
        m_bottom->addWidget(m_slider);
    }
}

void PlayerBar::setSpeed(int named)
{
    m_target->setSpeed(named);
}

void PlayerBar::showSpeed()
{
    const QSignalBlocker block(m_slider);
    m_slider->setValue(sliderOf(m_speedTarget->stepsPerSecond()));
}

int PlayerBar::speed() const
{
    return m_target->speed();
}

void PlayerBar::onSlider(int value)
{
    // A speed between the named ones shows as the named one just below it.
    m_speedTarget->setStepsPerSecond(speedOf(value));
}

void PlayerBar::setPresentation(bool on)
{
    m_projector = on;
    arrange(on);
    m_speedBox->setPresentation(on);
    m_timeline->setMinimumHeight(on ? 32 : 24);
    m_slider->setVisible(!on);
    const int icon = on ? 44 : 20;
    for (QToolButton* b : m_buttons) {
        b->setIconSize(QSize(icon, icon));
        b->setToolButtonStyle(on ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextBesideIcon);
    }
    refresh();
}

QList<QLabel*> PlayerBar::statusLabels() const
{
    return {m_status, m_comparison};
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
    m_comparison->setVisible(!busy && comparedMethod() != nullptr);
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

const MethodSnapshot* PlayerBar::comparedMethod() const
{
    const MethodSnapshot* before = m_session->previousMethod();
    return before && m_session->player() && m_session->moment() == before->moment ? before : nullptr;
}

void PlayerBar::setStandIn(const QString& status, PlayTarget* target, RunSource* source)
{
    PlayTarget* speedTarget = status.isEmpty() || !target ? m_target : target;
    if (speedTarget != m_speedTarget) {
        m_speedTarget = speedTarget;
        disconnect(m_speedShown);
        m_speedShown = connect(m_speedTarget, &PlayTarget::speedChanged, this, &PlayerBar::showSpeed);
        m_speedBox->setTarget(m_speedTarget);
        m_speedBox->unit()->setVisible(m_speedTarget == m_target); // a program has no moments to play by
        showSpeed();
    }
    // The timeline is the stand-in's while it steps (the program's steps), else the method's.
    m_timeline->setStandIn(status.isEmpty() ? nullptr : source);
    const bool hadRun = m_standInHasRun;
    m_standInHasRun = source != nullptr;
    if (status == m_standIn && hadRun == m_standInHasRun)
        return;
    m_standIn = status;
    m_slider->setEnabled(status.isEmpty());
    refresh();
}

namespace {

/// The run's counters so far, in the order its problem shows them, "name: value" each; none for a run
/// that counts none (a recording: its status says the lines it has run).
QStringList countersSaid(const RunModel* run, const ProblemUi& ui, const QLocale& locale)
{
    QStringList out;
    if (!run)
        return out;
    const std::vector<RunCounter> counted = run->counters();
    for (const Counter c : ui.shownCounters()) {
        const auto it = std::find_if(counted.begin(), counted.end(),
                                     [c](const RunCounter& k) { return k.id == static_cast<int>(c); });
        if (it != counted.end())
            out << QStringLiteral("%1: %2").arg(ui.counterName(c), locale.toString(static_cast<qint64>(it->value)));
    }
    return out;
}

} // namespace

void PlayerBar::refresh()
{
    // Large numbers grouped as the class writes them (1,805,436; 1.805.436 in Vietnamese).
    const QLocale locale(language::current());
    const ProblemUi& ui = problemUi(m_session->problem().id);
    // One line the back row reads: where the run is and its main counter; the other counters in the
    // tooltip (and in the variables, where the listing keeps them). Read from the run on screen.
    // A stand-in that gives no run (panes side by side) says its own; the method's behind it are not its.
    QStringList counters = m_standIn.isEmpty() || m_standInHasRun ? countersSaid(m_timeline->source()->run(), ui, locale)
                                                                  : QStringList();
    const auto withCounters = [&counters](QString text) {
        if (!counters.isEmpty())
            text += QStringLiteral("  ·  ") + counters.takeFirst();
        return text;
    };
    if (!m_standIn.isEmpty()) {
        m_status->setText(counters.isEmpty() ? m_standIn : withoutSpacesInChinese(withCounters(m_standIn)));
        m_status->setToolTip(counters.join(QLatin1Char('\n')));
        return;
    }
    const Player* player = m_session->player();
    if (!player) {
        m_status->clear();
        return;
    }
    auto total = player->total();
    if (!total && m_session->timeline().complete)
        total = m_session->timeline().steps;
    QString text = total ? tr("Step %1 of %2").arg(locale.toString(player->position()), locale.toString(*total))
                         : tr("Step %1").arg(locale.toString(player->position()));
    text = withCounters(text + QStringLiteral("  ·  ") + ui.moment(m_session->moment()));
    m_status->setToolTip(counters.join(QLatin1Char('\n')));
    m_status->setText(withoutSpacesInChinese(text));
    // Squeezed beside another view, the status must not ask the window for more than a few lines:
    // two on a projector, where it has the whole width, three beside the buttons.
    m_status->setMaximumHeight((m_projector ? 2 : 3) * m_status->fontMetrics().lineSpacing() +
                               m_status->contentsMargins().top() + m_status->contentsMargins().bottom());
    // The method before, at the moment the class switched: said while the run stands at that
    // moment, where the two compare; elsewhere it would be stale.
    const MethodSnapshot* before = comparedMethod();
    if (before) {
        const Counter c = ui.shownCounters().front();
        m_comparison->setText(withoutSpacesInChinese(ui.comparison(ui.methodLabel(before->method.toStdString()), before->moment,
                                            ui.counterName(c), before->counters.value(static_cast<int>(c)))));
    } else {
        m_comparison->clear();
    }
    const bool shown = before != nullptr && !m_session->isBusy();
    m_comparison->setVisible(shown && !m_projector);
    const QString said = shown ? m_comparison->text() : QString();
    if (said != m_saidComparison) {
        m_saidComparison = said;
        emit comparisonChanged(said);
    }
}

void PlayerBar::retranslate()
{
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
    QWidget::changeEvent(event);
}

} // namespace sb::ui
