// SPDX-License-Identifier: GPL-3.0-or-later
#include "watchpanel.h"

#include "session.h"
#include "theme.h"

#include "core/listing.h"
#include "core/player.h"
#include "core/problem.h"

#include <QEvent>
#include <QHeaderView>

namespace sb::ui {

WatchPanel::WatchPanel(Session* session, QWidget* parent) : QTableWidget(parent), m_session(session)
{
    setColumnCount(2);
    verticalHeader()->hide();
    horizontalHeader()->setStretchLastSection(true);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    connect(session, &Session::stepChanged, this, &WatchPanel::refresh);
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

void WatchPanel::refresh()
{
    setRowCount(0);
    const Player* player = m_session->player();
    if (!player)
        return;
    const auto& names = m_session->problem().variables;
    const Step* step = player->current();
    int lastChanged = -1;
    for (std::size_t id = 0; id < names.size(); ++id) {
        if (!player->hasVar(static_cast<int>(id)))
            continue;
        bool changed = false;
        if (step)
            for (const VarChange& v : step->changedVars())
                changed = changed || v.var == id;
        const int row = rowCount();
        insertRow(row);
        auto* name = new QTableWidgetItem(
            QString::fromStdString(variableName(names[id], m_python ? CodeLanguage::Python : CodeLanguage::Cpp)));
        auto* value = new QTableWidgetItem(QString::number(player->var(static_cast<int>(id))));
        if (changed) {
            QFont bold = font();
            bold.setBold(true);
            value->setFont(bold);
            name->setBackground(Theme::normal().currentLine);
            value->setBackground(Theme::normal().currentLine);
        }
        setItem(row, 0, name);
        setItem(row, 1, value);
        if (changed)
            lastChanged = row;
    }
    if (lastChanged >= 0) {
        updateGeometries(); // the scroll range must know the rows just added before scrolling to one
        scrollToItem(item(lastChanged, 0), QAbstractItemView::EnsureVisible);
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
}

} // namespace sb::ui
