// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/playactions.h"

#include "common/icons.h"
#include "run/motion.h"
#include "run/problemui.h"
#include "run/session.h"

#include "core/problem.h"

#include <QAction>
#include <QEvent>
#include <QToolButton>
#include <QWidget>

#include <algorithm>

namespace sb::ui {

using Move = PlayTarget::Move;

int PlayTarget::speed() const
{
    return motion::namedSpeed(stepsPerSecond());
}

void PlayTarget::setSpeed(int named)
{
    setStepsPerSecond(motion::kStepsPerSecond[static_cast<std::size_t>(std::clamp(named, 0, 3))]);
}

int PlayTarget::rung() const
{
    return motion::rungOf(stepsPerSecond());
}

void PlayTarget::setRung(int rung)
{
    setStepsPerSecond(motion::kLadder[static_cast<std::size_t>(std::clamp(rung, 0, motion::kRungs - 1))]);
}

SessionPlay::SessionPlay(Session* session, QObject* parent) : PlayTarget(parent), m_session(session)
{
    connect(session, &Session::playingChanged, this, &PlayTarget::playingChanged);
    connect(session, &Session::runChanged, this, &PlayTarget::problemChanged);
}

void SessionPlay::move(Move m)
{
    switch (m) {
    case Move::Start:
        m_session->toStart();
        break;
    case Move::PreviousMoment:
        m_session->previousEvent();
        break;
    case Move::Back:
        m_session->previous();
        break;
    case Move::Play:
        isPlaying() ? pause() : play();
        break;
    case Move::Step:
        m_session->next();
        break;
    case Move::Over:
        m_session->stepOver();
        break;
    case Move::Out:
        m_session->stepOut();
        break;
    case Move::NextMoment:
        m_session->nextEvent();
        break;
    case Move::End:
        m_session->toEnd();
        break;
    }
}

void SessionPlay::play()
{
    m_session->play();
}

void SessionPlay::pause()
{
    m_session->pause();
}

bool SessionPlay::isPlaying() const
{
    return m_session->isPlaying();
}

double SessionPlay::stepsPerSecond() const
{
    return m_session->stepsPerSecond();
}

void SessionPlay::setStepsPerSecond(double stepsPerSecond)
{
    m_session->setStepsPerSecond(stepsPerSecond);
    emit speedChanged();
}

bool SessionPlay::playsByMoment() const
{
    return m_session->playsByMoment();
}

void SessionPlay::setPlayByMoment(bool on)
{
    m_session->setPlayByMoment(on);
    emit speedChanged();
}

std::string SessionPlay::problem() const
{
    return std::string(m_session->problem().id);
}

QString SessionPlay::toolTip(Move m) const
{
    const ProblemUi& ui = problemUi(problem());
    switch (m) {
    case Move::Start:
        return tr("Back to the start (Home)");
    case Move::PreviousMoment:
        return ui.previousMoment() + QStringLiteral(" (Page Up)");
    case Move::Back:
        return tr("One line back (Left)");
    case Move::Play:
        return tr("Play or pause (Space)");
    case Move::Step:
        return tr("One line forward (Right)");
    case Move::Over:
        return tr("Step over: the next line runs, with the whole of any call it makes (F10)");
    case Move::Out:
        return tr("Step out: the rest of this function runs, back to its caller (Shift+F11)");
    case Move::NextMoment:
        return ui.nextMoment() + QStringLiteral(" (Page Down)");
    case Move::End:
        return tr("On to the end (End)");
    }
    return {};
}

PlayerActions::PlayerActions(QWidget* window) : QObject(window), m_window(window)
{
    const QKeySequence keys[] = {Qt::Key_Home,  Qt::Key_PageUp, Qt::Key_Left,
                                 Qt::Key_Space, Qt::Key_Right,  Qt::Key_F10,
                                 QKeySequence(Qt::SHIFT | Qt::Key_F11), Qt::Key_PageDown, Qt::Key_End};
    for (std::size_t i = 0; i < m_moves.size(); ++i) {
        auto* a = new QAction(this);
        a->setShortcut(keys[i]);
        const auto m = static_cast<Move>(i);
        connect(a, &QAction::triggered, this, [this, m] {
            if (m_target && m_target->can(m))
                m_target->move(m);
        });
        m_moves[i] = a;
    }
    // [ and ], - and +: one rung of the speed ladder slower or faster, for a keyboard or a presenter's remote.
    m_slower = new QAction(this);
    m_slower->setShortcuts({QKeySequence(Qt::Key_BracketLeft), QKeySequence(Qt::Key_Minus)});
    m_faster = new QAction(this);
    m_faster->setShortcuts({QKeySequence(Qt::Key_BracketRight), QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
    connect(m_slower, &QAction::triggered, this, [this] {
        if (m_target)
            m_target->setRung(m_target->rung() - 1);
    });
    connect(m_faster, &QAction::triggered, this, [this] {
        if (m_target)
            m_target->setRung(m_target->rung() + 1);
    });
    // M: play goes a line at a time, or a moment (move, round, card move, node) at a time.
    m_byMoment = new QAction(this);
    m_byMoment->setCheckable(true);
    m_byMoment->setShortcut(Qt::Key_M);
    connect(m_byMoment, &QAction::toggled, this, [this](bool on) {
        if (m_target && m_target->playsByMoment() != on)
            m_target->setPlayByMoment(on);
    });
    window->addActions(all());
    window->installEventFilter(this);
    paintIcons();
    retranslate();
}

QList<QAction*> PlayerActions::all() const
{
    QList<QAction*> list(m_moves.begin(), m_moves.end());
    list << m_slower << m_faster << m_byMoment;
    return list;
}

void PlayerActions::setTarget(PlayTarget* target)
{
    if (target == m_target)
        return;
    for (const auto& c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_target = target;
    if (target) {
        m_connections << connect(target, &PlayTarget::playingChanged, this, [this] {
            paintIcons();
            retranslate();
        });
        m_connections << connect(target, &PlayTarget::problemChanged, this, [this] {
            showMoves();
            retranslate();
        });
        m_connections << connect(target, &PlayTarget::steppableChanged, this, &PlayerActions::showMoves);
        m_connections << connect(target, &PlayTarget::speedChanged, this, [this] {
            const QSignalBlocker block(m_byMoment);
            m_byMoment->setChecked(m_target->playsByMoment());
        });
        m_connections << connect(target, &QObject::destroyed, this, [this] { setTarget(nullptr); });
    }
    showMoves();
    {
        const QSignalBlocker block(m_byMoment);
        m_byMoment->setChecked(target && target->playsByMoment());
    }
    paintIcons();
    retranslate();
    emit targetChanged();
}

void PlayerActions::showMoves()
{
    const bool steppable = !m_target || m_target->steppable();
    for (std::size_t i = 0; i < m_moves.size(); ++i) {
        m_moves[i]->setVisible(!m_target || m_target->can(static_cast<Move>(i)));
        // Off rather than hidden: the bar keeps its shape, and its keys do nothing.
        m_moves[i]->setEnabled(steppable);
    }
}

void PlayerActions::paintIcons()
{
    const QColor color = m_window->palette().color(QPalette::ButtonText);
    const bool playing = m_target && m_target->isPlaying();
    const PlayerIcon icons[] = {PlayerIcon::Start, PlayerIcon::PreviousMoment,
                                PlayerIcon::Back,  playing ? PlayerIcon::Pause : PlayerIcon::Play,
                                PlayerIcon::Step,  PlayerIcon::StepOver,
                                PlayerIcon::StepOut, PlayerIcon::NextMoment, PlayerIcon::End};
    for (std::size_t i = 0; i < m_moves.size(); ++i)
        m_moves[i]->setIcon(playerIcon(icons[i], color));
}

void PlayerActions::retranslate()
{
    const bool playing = m_target && m_target->isPlaying();
    const std::string problem = m_target ? m_target->problem() : std::string();
    QString previousMoment = tr("Previous moment");
    QString nextMoment = tr("Next moment");
    if (!problem.empty()) {
        previousMoment = problemUi(problem).previousMoment();
        nextMoment = problemUi(problem).nextMoment();
    }
    const QString texts[] = {tr("Start"), previousMoment, tr("Back"),     playing ? tr("Pause") : tr("Play"),
                             tr("Step"),  tr("Step over"), tr("Step out"), nextMoment, tr("End")};
    for (std::size_t i = 0; i < m_moves.size(); ++i) {
        m_moves[i]->setText(texts[i]);
        m_moves[i]->setToolTip(m_target ? m_target->toolTip(static_cast<Move>(i)) : texts[i]);
    }
    m_slower->setText(tr("Slower"));
    m_faster->setText(tr("Faster"));
    m_byMoment->setText(problem.empty() ? tr("Play a moment at a time")
                                        : tr("Play %1 one at a time").arg(problemUi(problem).momentsUnit()));
}

bool PlayerActions::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window) {
        if (event->type() == QEvent::LanguageChange)
            retranslate();
        else if (event->type() == QEvent::PaletteChange)
            paintIcons();
    }
    return QObject::eventFilter(watched, event);
}

QToolButton* playerButton(QAction* action, QWidget* parent, Qt::ToolButtonStyle style)
{
    auto* b = new QToolButton(parent);
    b->setDefaultAction(action);
    b->setFocusPolicy(Qt::NoFocus); // Space and the arrows stay with the player after a click
    b->setToolButtonStyle(style);
    b->setAutoRaise(true);
    return b;
}

} // namespace sb::ui
