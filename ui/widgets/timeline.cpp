// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/timeline.h"

#include "run/session.h"
#include "common/theme.h"
#include "widgets/playactions.h"

#include "core/player.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace sb::ui {

namespace {

constexpr int kPad = 8;

} // namespace

Timeline::Timeline(Session* session, QWidget* parent) : QWidget(parent), m_session(session)
{
    setMinimumHeight(28);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(session, &Session::stepChanged, this, qOverload<>(&QWidget::update));
    connect(session, &Session::timelineChanged, this, qOverload<>(&QWidget::update));
}

QSize Timeline::sizeHint() const
{
    return {400, fontMetrics().height() + 16};
}

void Timeline::setStandIn(PlayTarget* target)
{
    if (target != m_standIn) {
        disconnect(m_standInSteps);
        m_standIn = target;
        if (target)
            m_standInSteps = connect(target, &PlayTarget::steppableChanged, this, &Timeline::showSteppable);
    }
    showSteppable();
    update();
}

void Timeline::showSteppable()
{
    setEnabled(!m_standIn || m_standIn->steppable());
}

quint64 Timeline::position() const
{
    if (m_standIn)
        return m_standIn->span() ? m_standIn->span()->step : 0;
    return m_session->player() ? m_session->player()->position() : 0;
}

quint64 Timeline::range() const
{
    if (m_standIn)
        return m_standIn->span() ? std::max<quint64>(m_standIn->span()->last, 1) : 1;
    const TimelineIndex& index = m_session->timeline();
    const Player* player = m_session->player();
    const quint64 here = player ? player->position() : 0;
    if (player && player->total())
        return *player->total();
    if (index.complete)
        return std::max<quint64>(index.steps, 1);
    return std::max<quint64>({index.steps, here, 1});
}

double Timeline::xOf(quint64 step) const
{
    const double width = std::max(1, this->width() - 2 * kPad);
    return kPad + width * static_cast<double>(step) / static_cast<double>(std::max<quint64>(range(), 1));
}

quint64 Timeline::stepAt(int x) const
{
    const double width = std::max(1, this->width() - 2 * kPad);
    const double f = std::clamp((x - kPad) / width, 0.0, 1.0);
    return static_cast<quint64>(f * static_cast<double>(range()) + 0.5);
}

void Timeline::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const Theme& theme = Theme::normal();
    const int mid = height() / 2;
    p.fillRect(QRect(kPad, mid - 3, width() - 2 * kPad, 6), palette().mid());
    if (m_standIn) { // the program's steps: no moves of the problem's, no end found ahead
        if (m_standIn->span())
            drawHandle(p, mid);
        return;
    }
    // One tick per pixel column that holds at least one move.
    const TimelineIndex& index = m_session->timeline();
    p.setPen(theme.timelineMove);
    int lastX = -1;
    for (const quint64 step : index.moments) {
        const int x = static_cast<int>(xOf(step));
        if (x != lastX)
            p.drawLine(x, mid - 7, x, mid - 4);
        lastX = x;
    }
    if (index.repeatFrom > 0) {
        // The stretch that repeats forever: from where the loop begins to where it is found to begin again.
        const int from = static_cast<int>(xOf(index.repeatFrom)), to = static_cast<int>(xOf(index.finalStep));
        p.fillRect(QRect(from, mid - 5, std::max(2, to - from), 10), theme.errorLine);
        p.setPen(QPen(theme.errorText, 2));
        p.drawLine(from, mid - 9, from, mid + 9);
    }
    if (index.complete) {
        const int x = static_cast<int>(xOf(index.finalStep));
        p.fillRect(QRect(x - 2, mid - 9, 4, 18), theme.timelineWin);
    }
    if (m_session->player())
        drawHandle(p, mid);
}

void Timeline::drawHandle(QPainter& p, int mid) const
{
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(palette().shadow().color(), 1));
    p.setBrush(palette().highlight());
    p.drawEllipse(QPointF(xOf(position()), mid), 7, 7);
}

void Timeline::seek(quint64 step)
{
    if (m_standIn)
        m_standIn->seek(step);
    else
        m_session->seek(step);
}

void Timeline::mousePressEvent(QMouseEvent* event)
{
    if (!m_standIn)
        m_session->pause(); // the stand-in pauses as it seeks
    seek(stepAt(static_cast<int>(event->position().x())));
}

void Timeline::mouseMoveEvent(QMouseEvent* event)
{
    if (event->buttons() & Qt::LeftButton)
        seek(stepAt(static_cast<int>(event->position().x())));
}

} // namespace sb::ui
