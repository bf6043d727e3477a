// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/keysdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace sb::ui {

QList<const QAction*> KeysDialog::keyedActions(const QWidget* window)
{
    // The window's own actions first (in the order of its menus), then those of its parts (My
    // solution's, the menu bar's): every action of the window that has a key and words.
    QList<const QAction*> all;
    for (const QAction* a : window->actions())
        all << a;
    for (const QAction* a : window->findChildren<QAction*>())
        if (!all.contains(a))
            all << a;
    QSet<QString> onKeys;
    for (const QAction* a : std::as_const(all))
        if (a->isEnabled())
            for (const QKeySequence& k : a->shortcuts())
                onKeys.insert(k.toString());
    QList<const QAction*> keyed;
    for (const QAction* a : std::as_const(all)) {
        if (a->shortcuts().isEmpty() || a->text().isEmpty())
            continue;
        // A key that is off for now (a lesson's bookmarks, the pen's undo) is listed; one whose
        // key another action has now belongs to the view not on screen (one method, or side by side).
        const QList<QKeySequence> keys = a->shortcuts();
        const bool shadowed = !a->isEnabled() && std::any_of(keys.begin(), keys.end(), [&](const QKeySequence& k) {
            return onKeys.contains(k.toString());
        });
        if (!shadowed)
            keyed << a;
    }
    return keyed;
}

KeysDialog::KeysDialog(QWidget* window) : QDialog(window), m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Keys"));
    m_table->setColumnCount(2);
    m_table->setHorizontalHeaderLabels({tr("Key"), tr("Does")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    // A long sentence wraps onto lines of its own: the row grows, nothing is cut.
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideNone);
    // Each sentence's lines at the width its column has once the layout is done (the last column
    // takes the room left, less a scroll bar that taller rows may bring).
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, m_table, &QTableWidget::resizeRowsToContents,
            Qt::QueuedConnection);
    for (const QAction* a : keyedActions(window)) {
        QStringList keys;
        for (const QKeySequence& k : a->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, 0, new QTableWidgetItem(keys.join(QStringLiteral("  ·  "))));
        m_table->setItem(row, 1, new QTableWidgetItem(QString(a->text()).remove(QLatin1Char('&'))));
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(window->width() * 2 / 3, window->height() * 3 / 4);
    fitColumns();
}

void KeysDialog::fitColumns()
{
    m_table->resizeColumnToContents(0);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() * 3 / 2);
    // As wide as both columns' words, within the window.
    const QMargins margins = layout() ? layout()->contentsMargins() : QMargins();
    int does = 0;
    for (int row = 0; row < m_table->rowCount(); ++row)
        does = std::max(does, m_table->fontMetrics().horizontalAdvance(m_table->item(row, 1)->text()));
    const int wanted = m_table->columnWidth(0) + does +
                       m_table->verticalScrollBar()->sizeHint().width() + 2 * m_table->frameWidth() + margins.left() +
                       margins.right() + m_table->fontMetrics().averageCharWidth() * 2;
    const QWidget* window = parentWidget() ? parentWidget()->window() : nullptr;
    if (window)
        resize(std::min(std::max(wanted, width()), window->width() * 94 / 100), height());
    m_table->resizeRowsToContents();
}

void KeysDialog::changeEvent(QEvent* event)
{
    QDialog::changeEvent(event);
    // The window's font comes as the dialog is first shown (doubled on a projector): the keys' column widens with it.
    if (event->type() == QEvent::FontChange)
        fitColumns();
}

QList<QPair<QString, QString>> KeysDialog::rows() const
{
    QList<QPair<QString, QString>> all;
    for (int row = 0; row < m_table->rowCount(); ++row)
        all.append({m_table->item(row, 0)->text(), m_table->item(row, 1)->text()});
    return all;
}

} // namespace sb::ui
