// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/watchpanel.h"

#include "run/listingsource.h"
#include "run/session.h"
#include "common/theme.h"

#include "core/listing.h"
#include "core/player.h"
#include "core/problem.h"
#include "core/variables.h"

#include <QEvent>
#include <QHeaderView>
#include <QStyle>

#include <algorithm>

namespace sb::ui {

WatchPanel::WatchPanel(Session* session, QWidget* parent) : QTableWidget(parent), m_session(session)
{
    setColumnCount(2);
    verticalHeader()->hide();
    horizontalHeader()->setStretchLastSection(true);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    connect(session, &Session::stepChanged, this, [this] {
        m_frame = 0; // a debugger shows the innermost frame again after each step
        refresh();
    });
    connect(session, &Session::runChanged, this, &WatchPanel::refresh);
    retranslate();
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

void WatchPanel::setPythonNames(bool python)
{
    m_python = python;
    refresh();
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
    const Player* player = m_session->player();
    if (!player) {
        fill();
        return;
    }
    const ProblemDesc& problem = m_session->problem();
    const MethodDesc& method = m_session->method();
    const CodeLanguage language = m_session->codeLanguage();
    const std::string listingKey = std::string(problem.id) + '/' + std::string(method.listing) +
                                   (language == CodeLanguage::Python ? ".py" : ".cpp");
    if (listingKey != m_scopesOf) {
        m_scopes = ScopeRules(problem, builtInListing(problem, method, language));
        m_scopesOf = listingKey;
    }
    const auto& names = problem.variables;
    const Step* step = player->current();
    const Variables& vars = player->variables();
    // The frame the program stands in (the next line's) unless another one was chosen.
    const Session::Stand stand = m_session->stand();
    const bool chosen = m_frame > 0 && m_frame < stand.depth;
    const int depth = chosen ? m_frame : stand.depth;
    // The frame's own variables, then the file's (in italics), each set during the frame's current call.
    for (const int frame : {depth, static_cast<int>(kFileFrame)}) {
        if (frame == kFileFrame && depth == kFileFrame)
            break;
        // A frame shows the variables in scope where it stands: the next line in the innermost
        // frame, the call it waits in for the others.
        const std::uint16_t standing = frame == stand.depth ? stand.anchor : vars.line(frame);
        const auto values = frame == depth && !stand.started ? std::vector<std::pair<int, std::int32_t>>{}
                                                             : m_scopes.shown(vars, frame, standing, vars.line(frame));
        for (const auto& [id, shown] : values) {
            bool changed = false; // by the step on screen, in this frame
            if (step)
                for (const VarChange& v : step->changedVars())
                    changed = changed || (v.var == id && Variables::frameOf(*step, v) == frame);
            m_shown.push_back({QString::fromStdString(variableName(names[static_cast<std::size_t>(id)],
                                                                   m_python ? CodeLanguage::Python : CodeLanguage::Cpp)),
                               QString::number(shown), frame == kFileFrame, changed});
        }
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
    for (std::size_t i = 0; i < m_shown.size(); ++i) {
        const Shown& v = m_shown[i];
        const int row = static_cast<int>(i) / m_pairs;
        const int column = static_cast<int>(i) % m_pairs * 2;
        auto* name = new QTableWidgetItem(v.name);
        auto* value = new QTableWidgetItem(v.value);
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
            QFont bold = font();
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
        setRowHeight(row, verticalHeader()->defaultSectionSize());
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
    for (const auto& n : m_session->problem().variables)
        nameWidth = std::max(nameWidth, names.horizontalAdvance(QString::fromStdString(
                                            variableName(n, m_python ? CodeLanguage::Python : CodeLanguage::Cpp))));
    int valueWidth = values.horizontalAdvance(QStringLiteral("-123456"));
    for (const Shown& v : m_shown)
        valueWidth = std::max(valueWidth, values.horizontalAdvance(v.value));
    const int pair = nameWidth + valueWidth + 2 * padding;
    return std::clamp(viewport()->width() / std::max(pair, 1), 1, 4);
}

void WatchPanel::setCompact(int rows)
{
    m_compactRows = rows;
    horizontalHeader()->setVisible(rows == 0);
    // The pairs are as many as fit the width: a scroll bar across would only take a row's height.
    setHorizontalScrollBarPolicy(rows == 0 ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff);
    fitRows();
    fill();
}

void WatchPanel::fitRows()
{
    // Rows as tall as the font needs, no taller: the style's default is sized for the font the
    // application started with, twice too tall for the projector's smaller panel font.
    const bool compact = m_compactRows > 0;
    const int row = fontMetrics().height() + (compact ? 6 : 8);
    verticalHeader()->setMinimumSectionSize(std::min(verticalHeader()->minimumSectionSize(), row));
    verticalHeader()->setDefaultSectionSize(row);
    for (int r = 0; r < rowCount(); ++r)
        setRowHeight(r, row);
    if (compact) {
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
