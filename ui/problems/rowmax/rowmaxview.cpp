// SPDX-License-Identifier: GPL-3.0-or-later
#include "rowmaxview.h"

#include "run/runsource.h"

#include "core/runmodel.h"
#include "core/problem.h"
#include "rowmax/rowmax.h"

#include <QPainter>

#include <algorithm>

namespace sb::ui {

namespace {

constexpr double kLargestCell = 64.0;
constexpr double kMargin = 16.0;

const rowmax::RowInput* rowOf(const RunSource& source, const BoardView& view)
{
    if (!source.input() || !source.run() || source.runProblem() != &rowmax::kProblem)
        return nullptr;
    return static_cast<const rowmax::RowInput*>(view.shownInput().get());
}

} // namespace

RowmaxView::RowmaxView(RunSource* source, QWidget* parent) : BoardView(source, parent)
{
    connect(source, &RunSource::stepChanged, viewport(), qOverload<>(&QWidget::update));
    connect(source, &RunSource::runChanged, viewport(), qOverload<>(&QWidget::update));
}

QRectF RowmaxView::cellRect(int i) const
{
    const rowmax::RowInput* row = rowOf(*m_source, *this);
    if (!row || i < 0 || i >= row->n())
        return {};
    const QSize size = viewport()->size();
    const double margin = kMargin * m_scale;
    const double cell = std::max(4.0, std::min((size.width() - 2 * margin) / row->n(), kLargestCell * m_scale));
    const double left = (size.width() - cell * row->n()) / 2;
    return {left + i * cell, (size.height() - cell) / 2, cell, cell};
}

int RowmaxView::lookedAt() const
{
    const Step* step = shownStep();
    if (!step)
        return -1;
    for (const Highlight& h : step->marks())
        if (h.kind == HighlightKind::Cell)
            return h.a;
    return -1;
}

void RowmaxView::paintEvent(QPaintEvent*)
{
    QPainter p(viewport());
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(viewport()->rect(), m_theme->boardBackground);
    const rowmax::RowInput* row = rowOf(*m_source, *this);
    if (!row)
        return;
    const std::span<const CellValue> cells = this->cells();
    QFont f = font();
    f.setBold(true);
    const int looked = lookedAt();
    for (int i = 0; i < row->n(); ++i) {
        const QRectF r = cellRect(i);
        const CellValue v = i < static_cast<int>(cells.size()) ? cells[static_cast<std::size_t>(i)] : rowmax::kUnread;
        p.setPen(QPen(m_theme->gridLine, m_theme->lineWidth * m_scale));
        p.setBrush(v == rowmax::kBest ? m_theme->winLine : m_theme->window);
        p.drawRect(r);
        if (v != rowmax::kUnread) {
            f.setPixelSize(std::max(leastText(6), static_cast<int>(r.height() * 0.32)));
            p.setFont(f);
            p.setPen(m_theme->text);
            p.drawText(r, Qt::AlignCenter, QString::number(row->values[static_cast<std::size_t>(i)]));
        }
        if (i == looked) {
            p.setPen(QPen(m_theme->lookSame, 3 * m_theme->lineWidth * m_scale));
            p.setBrush(Qt::NoBrush);
            p.drawRect(r.adjusted(2, 2, -2, -2));
        }
    }
    paintPicked(p);
}

} // namespace sb::ui
