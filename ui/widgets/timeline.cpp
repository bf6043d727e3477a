// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/timeline.h"

#include "run/session.h"
#include "common/theme.h"

#include "core/runmodel.h"

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
    connect(session, &Session::runChanged, this, &Timeline::showSteppable);
    showSteppable();
}

QSize Timeline::sizeHint() const
{
    return {400, fontMetrics().height() + 16};
}

void Timeline::setStandIn(RunSource* source)
{
    if (source == m_session)
        source = nullptr;
    if (source != m_standIn) {
        for (const QMetaObject::Connection& c : std::as_const(m_standInMoves))
            disconnect(c);
        m_standInMoves.clear();
        m_standIn = source;
        if (source)
            m_standInMoves = {connect(source, &RunSource::stepChanged, this, qOverload<>(&QWidget::update)),
                              connect(source, &RunSource::runChanged, this, &Timeline::showSteppable)};
    }
    showSteppable();
}

RunSource* Timeline::source() const
{
    return m_standIn ? m_standIn.data() : static_cast<RunSource*>(m_session);
}

void Timeline::showSteppable()
{
    // A run with a line: one whose last is known, or one not at its end yet.
    const RunModel* run = source()->run();
    setEnabled(!m_standIn || (run && (run->length() || !run->atEnd())));
    update();
}

quint64 Timeline::position() const
{
    const RunModel* run = source()->run();
    return run ? run->position() : 0;
}

quint64 Timeline::range() const
{
    const RunModel* run = source()->run();
    const quint64 here = run ? run->position() : 0;
    if (run && run->length())
        return std::max<quint64>(*run->length(), 1);
    if (m_standIn)
        return std::max<quint64>(here, 1);
    // Until the method's run knows its end: as far as the session's scan has gone.
    const TimelineIndex& index = m_session->timeline();
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
        if (isEnabled())
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
    if (m_session->run())
        drawHandle(p, mid);
}

void Timeline::drawHandle(QPainter& p, int mid) const
{
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(palette().shadow().color(), 1));
    p.setBrush(palette().highlight());
    p.drawEllipse(QPointF(xOf(position()), mid), 7, 7);
}

void Timeline::mousePressEvent(QMouseEvent* event)
{
    source()->seek(stepAt(static_cast<int>(event->position().x())));
}

void Timeline::mouseMoveEvent(QMouseEvent* event)
{
    if (event->buttons() & Qt::LeftButton)
        source()->seek(stepAt(static_cast<int>(event->position().x())));
}

} // namespace sb::ui
