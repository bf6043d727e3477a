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
    for (int row = 0; row < rowCount(); ++row)
        if (item(row, 0)->text() == name)
            return item(row, 1)->text();
    return {};
}

void WatchPanel::setPythonNames(bool python)
{
    m_python = python;
    refresh();
}

QStringList WatchPanel::names() const
{
    QStringList all;
    for (int row = 0; row < rowCount(); ++row)
        all << item(row, 0)->text();
    return all;
}

void WatchPanel::setFrame(int depth)
{
    m_frame = depth;
    refresh();
}

void WatchPanel::refresh()
{
    setRowCount(0);
    const Player* player = m_session->player();
    if (!player)
        return;
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
    int lastChanged = -1;
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
            const int row = rowCount();
            insertRow(row);
            auto* name = new QTableWidgetItem(QString::fromStdString(
                variableName(names[static_cast<std::size_t>(id)], m_python ? CodeLanguage::Python : CodeLanguage::Cpp)));
            auto* value = new QTableWidgetItem(QString::number(shown));
            if (frame == kFileFrame) {
                QFont italic = font();
                italic.setItalic(true);
                name->setFont(italic);
            }
            if (changed) {
                QFont bold = font();
                bold.setBold(true);
                value->setFont(bold);
                name->setBackground(Theme::normal().currentLine);
                value->setBackground(Theme::normal().currentLine);
                lastChanged = row;
            }
            setItem(row, 0, name);
            setItem(row, 1, value);
        }
    }
    if (lastChanged >= 0) {
        updateGeometries(); // the scroll range must know the rows just added before scrolling to one
        scrollToItem(item(lastChanged, 0), QAbstractItemView::EnsureVisible);
    }
}

void WatchPanel::setMinimumRows(int rows)
{
    m_minimumRows = rows;
    fitMinimumRows();
}

void WatchPanel::fitMinimumRows()
{
    // Rows as tall as the font needs, no taller: the style's default is sized for the font the
    // application started with, twice too tall for the projector's smaller panel font.
    const bool kept = m_minimumRows > 0;
    const int row = fontMetrics().height() + (kept ? 6 : 8);
    verticalHeader()->setMinimumSectionSize(std::min(verticalHeader()->minimumSectionSize(), row));
    verticalHeader()->setDefaultSectionSize(row);
    for (int r = 0; r < rowCount(); ++r)
        setRowHeight(r, row);
    setMinimumHeight(kept ? horizontalHeader()->sizeHint().height() + m_minimumRows * row + 2 * frameWidth() : 0);
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
    if (event->type() == QEvent::FontChange)
        fitMinimumRows();
}

} // namespace sb::ui
