// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/watchpanel.h"

#include "run/runsource.h"
#include "common/language.h"
#include "common/theme.h"
#include "widgets/gridtext.h"

#include "core/runmodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QStyle>

#include <algorithm>

namespace sb::ui {

WatchPanel::WatchPanel(RunSource* source, QWidget* parent) : QTableWidget(parent), m_source(source)
{
    setColumnCount(2);
    verticalHeader()->hide();
    horizontalHeader()->setStretchLastSection(true);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    m_source = nullptr;
    setSource(source);
    retranslate();
}

void WatchPanel::setSource(RunSource* source)
{
    if (m_source)
        disconnect(m_source, nullptr, this, nullptr);
    m_source = source;
    m_frame = 0;
    connect(source, &RunSource::stepChanged, this, [this] {
        m_frame = 0; // a debugger shows the innermost frame again after each step
        refresh();
    });
    connect(source, &RunSource::runChanged, this, &WatchPanel::refresh);
    refresh();
}

QString WatchPanel::valueOf(const QString& name) const
{
    for (const Shown& v : m_shown)
        if (v.name == name)
            return v.value;
    return {};
}

QTableWidgetItem* WatchPanel::valueItem(const QString& name) const
{
    for (std::size_t i = 0; i < m_shown.size(); ++i)
        if (m_shown[i].name == name)
            return item(static_cast<int>(i) / m_pairs, static_cast<int>(i) % m_pairs * 2 + 1);
    return nullptr;
}

QStringList WatchPanel::names() const
{
    QStringList all;
    for (const Shown& v : m_shown)
        all << v.name;
    return all;
}

void WatchPanel::setFrame(int depth)
{
    m_frame = depth;
    refresh();
}

void WatchPanel::refresh()
{
    m_shown.clear();
    const RunModel* run = m_source->run();
    if (!run) {
        fill();
        return;
    }
    // The frame the program stands in (the next line's) unless another one was chosen; then the
    // file's own variables (in italics).
    const std::vector<RunFrame> frames = run->frames();
    const int depth = static_cast<int>(frames.size());
    const int shown = m_frame > 0 && m_frame < depth ? m_frame : depth;
    const auto add = [this](const std::vector<RunVariable>& variables, bool file) {
        for (const RunVariable& v : variables)
            // On a projector every row keeps one line's height (the rows in sight are counted): a grid
            // is its text there, its rows in the tooltip, and the board beside draws it.
            m_shown.push_back({QString::fromStdString(v.name), QString::fromStdString(v.value), file, v.changed,
                               m_compactRows > 0 ? QStringList() : gridLines(v.value)});
    };
    if (shown > 0) {
        add(frames[static_cast<std::size_t>(shown) - 1].variables, false);
        add(run->globals(), true);
    }
    fill();
}

void WatchPanel::fill()
{
    m_pairs = m_compactRows > 0 ? pairsThatFit() : 1;
    setRowCount(0);
    setColumnCount(2 * m_pairs);
    // On a projector the names take what they need and the values share the rest.
    for (int c = 0; c < columnCount(); ++c)
        horizontalHeader()->setSectionResizeMode(c, m_compactRows == 0 ? QHeaderView::Interactive
                                                    : c % 2 == 0       ? QHeaderView::ResizeToContents
                                                                       : QHeaderView::Stretch);
    setRowCount((static_cast<int>(m_shown.size()) + m_pairs - 1) / m_pairs);
    int lastChanged = -1;
    // A grid's rows, one a line in the code's font: its row is as tall as they need.
    QFont code = font();
    code.setFamilies(language::fontFamilies(language::current(), true));
    const int codeLine = QFontMetrics(code, this).lineSpacing();
    std::vector<int> heights(static_cast<std::size_t>(rowCount()), verticalHeader()->defaultSectionSize());
    for (std::size_t i = 0; i < m_shown.size(); ++i) {
        const Shown& v = m_shown[i];
        const int row = static_cast<int>(i) / m_pairs;
        const int column = static_cast<int>(i) % m_pairs * 2;
        auto* name = new QTableWidgetItem(v.name);
        auto* value = new QTableWidgetItem(v.grid.isEmpty() ? v.value : v.grid.join(QLatin1Char('\n')));
        value->setToolTip(v.value);
        if (!v.grid.isEmpty()) {
            value->setFont(code);
            name->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
            heights[static_cast<std::size_t>(row)] =
                std::max(heights[static_cast<std::size_t>(row)], static_cast<int>(v.grid.size()) * codeLine + 6);
        }
        if (m_compactRows > 0) {
            // Without a header the names are told from the values by their look: shaded as a
            // header is, next to their values.
            name->setBackground(palette().alternateBase());
            name->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        }
        if (v.file) {
            QFont italic = font();
            italic.setItalic(true);
            name->setFont(italic);
        }
        if (v.changed) {
            QFont bold = value->font();
            bold.setBold(true);
            value->setFont(bold);
            name->setBackground(Theme::normal().currentLine);
            value->setBackground(Theme::normal().currentLine);
            lastChanged = static_cast<int>(i);
        }
        setItem(row, column, name);
        setItem(row, column + 1, value);
    }
    for (int row = 0; row < rowCount(); ++row)
        setRowHeight(row, heights[static_cast<std::size_t>(row)]);
    if (lastChanged >= 0) {
        updateGeometries(); // the scroll range must know the rows just added before scrolling to one
        scrollToItem(item(lastChanged / m_pairs, lastChanged % m_pairs * 2), QAbstractItemView::EnsureVisible);
    }
}

int WatchPanel::pairsThatFit() const
{
    // Every name the problem has, so that the pairs do not change from step to step; values up to
    // seven characters (-123456) before the columns narrow.
    QFont boldFont = font();
    boldFont.setBold(true);
    const QFontMetrics values(boldFont, this);
    QFont italicFont = font();
    italicFont.setItalic(true);
    const QFontMetrics names(italicFont, this);
    const int padding = 2 * style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) + 4;
    int nameWidth = 0;
    if (const RunModel* run = m_source->run())
        for (const std::string& n : run->variableNames())
            nameWidth = std::max(nameWidth, names.horizontalAdvance(QString::fromStdString(n)));
    for (const Shown& v : m_shown)
        nameWidth = std::max(nameWidth, names.horizontalAdvance(v.name));
    // A value longer than a short list ("[0, 0, 0, 0, 0]": a program's list, a string) is cut in its cell,
    // the whole of it in the tooltip, rather than take a row to itself.
    int valueWidth = values.horizontalAdvance(QStringLiteral("-123456"));
    const int widest = values.horizontalAdvance(QStringLiteral("[0, 0, 0, 0, 0]"));
    for (const Shown& v : m_shown)
        valueWidth = std::max(valueWidth, std::min(widest, values.horizontalAdvance(v.grid.isEmpty() ? v.value : v.grid.value(0))));
    const int pair = nameWidth + valueWidth + 2 * padding;
    return std::clamp(viewport()->width() / std::max(pair, 1), 1, 4);
}

void WatchPanel::setCompact(int rows, bool fixedHeight)
{
    m_compactRows = rows;
    m_fixedHeight = fixedHeight;
    horizontalHeader()->setVisible(rows == 0);
    // The pairs are as many as fit the width: a scroll bar across would only take a row's height.
    setHorizontalScrollBarPolicy(rows == 0 ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff);
    fitRows();
    refresh(); // a grid's rows show off a projector only
}

void WatchPanel::fitRows()
{
    // Rows as tall as the font needs, no taller: the style's default is sized for the font the
    // application started with, twice too tall for the projector's smaller panel font.
    const bool compact = m_compactRows > 0;
    const int row = fontMetrics().height() + (compact ? 4 : 8);
    verticalHeader()->setMinimumSectionSize(std::min(verticalHeader()->minimumSectionSize(), row));
    verticalHeader()->setDefaultSectionSize(row);
    for (int r = 0; r < rowCount(); ++r)
        setRowHeight(r, row);
    if (compact && m_fixedHeight) {
        setFixedHeight(m_compactRows * row + 2 * frameWidth());
    } else {
        setMinimumHeight(0);
        setMaximumHeight(QWIDGETSIZE_MAX);
    }
}

void WatchPanel::retranslate()
{
    setHorizontalHeaderLabels({tr("Variable"), tr("Value")});
}

void WatchPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTableWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        fitRows();
        fill();
    }
}

void WatchPanel::resizeEvent(QResizeEvent* event)
{
    QTableWidget::resizeEvent(event);
    if (m_compactRows > 0 && pairsThatFit() != m_pairs)
        fill();
}

} // namespace sb::ui
