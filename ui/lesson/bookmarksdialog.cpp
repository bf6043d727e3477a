// SPDX-License-Identifier: GPL-3.0-or-later
#include "lesson/bookmarksdialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace sb::ui {

namespace {

constexpr int kStepColumn = 0;
constexpr int kTextColumn = 1;

} // namespace

BookmarksDialog::BookmarksDialog(const QList<Bookmark>& bookmarks, QWidget* parent)
    : QDialog(parent), m_table(new QTableWidget(0, 2, this)), m_go(new QPushButton(tr("&Go to"), this)),
      m_up(new QPushButton(tr("Move &up"), this)), m_down(new QPushButton(tr("Move do&wn"), this)),
      m_delete(new QPushButton(tr("&Delete"), this))
{
    setWindowTitle(tr("Bookmarks of the lesson"));
    m_table->setHorizontalHeaderLabels({tr("Step"), tr("What to say there")});
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                             QAbstractItemView::AnyKeyPressed);
    m_table->horizontalHeader()->setSectionResizeMode(kStepColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(kTextColumn, QHeaderView::Stretch);
    for (int i = 0; i < bookmarks.size(); ++i)
        addRow(i, bookmarks[i]);
    if (!bookmarks.isEmpty())
        m_table->selectRow(0);

    auto* hint = new QLabel(tr("Double-click a sentence to change it."), this);
    hint->setWordWrap(true);
    connect(m_go, &QPushButton::clicked, this, [this] {
        m_chosen = m_table->currentRow();
        accept();
    });
    connect(m_up, &QPushButton::clicked, this, [this] { move(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { move(+1); });
    connect(m_delete, &QPushButton::clicked, this, &BookmarksDialog::remove);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &BookmarksDialog::updateButtons);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* row = new QHBoxLayout;
    for (QPushButton* b : {m_go, m_up, m_down, m_delete}) {
        b->setAutoDefault(false);
        row->addWidget(b);
    }
    row->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(hint);
    layout->addLayout(row);
    layout->addWidget(buttons);
    updateButtons();
    resize(sizeHint().expandedTo(QSize(fontMetrics().averageCharWidth() * 70, 0)));
}

void BookmarksDialog::changeEvent(QEvent* event)
{
    QDialog::changeEvent(event);
    if (event->type() != QEvent::FontChange)
        return;
    // The headers keep the style's own font unless told: on a projector they take the doubled one too.
    for (QHeaderView* header : {m_table->horizontalHeader(), m_table->verticalHeader()})
        header->setFont(font());
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() * 3 / 2);
}

void BookmarksDialog::addRow(int row, const Bookmark& bookmark)
{
    m_table->insertRow(row);
    auto* step = new QTableWidgetItem(QString::number(bookmark.step));
    step->setData(Qt::UserRole, bookmark.step);
    step->setFlags(step->flags() & ~Qt::ItemIsEditable);
    step->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_table->setItem(row, kStepColumn, step);
    m_table->setItem(row, kTextColumn, new QTableWidgetItem(bookmark.text));
}

QList<Bookmark> BookmarksDialog::bookmarks() const
{
    QList<Bookmark> list;
    for (int row = 0; row < m_table->rowCount(); ++row)
        list.append({m_table->item(row, kStepColumn)->data(Qt::UserRole).toULongLong(),
                     m_table->item(row, kTextColumn)->text()});
    return list;
}

void BookmarksDialog::move(int by)
{
    const int from = m_table->currentRow();
    const int to = from + by;
    if (from < 0 || to < 0 || to >= m_table->rowCount())
        return;
    const QList<Bookmark> list = bookmarks();
    m_table->removeRow(from);
    addRow(to, list[from]);
    m_table->selectRow(to);
}

void BookmarksDialog::remove()
{
    const int row = m_table->currentRow();
    if (row < 0)
        return;
    m_table->removeRow(row);
    if (m_table->rowCount() > 0)
        m_table->selectRow(std::min(row, m_table->rowCount() - 1));
    updateButtons();
}

void BookmarksDialog::updateButtons()
{
    const int row = m_table->selectedItems().isEmpty() ? -1 : m_table->currentRow();
    m_go->setEnabled(row >= 0);
    m_delete->setEnabled(row >= 0);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < m_table->rowCount());
}

} // namespace sb::ui
