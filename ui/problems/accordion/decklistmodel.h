// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>

#include <functional>

namespace sb::ui {

/// The deck list's entries, worded when shown: 40,000 decks cost no strings until looked at.
class DeckListModel final : public QAbstractListModel {
public:
    explicit DeckListModel(std::function<QString(int deck, int decks)> label, QObject* parent)
        : QAbstractListModel(parent), m_label(std::move(label))
    {
    }
    void setDecks(int decks)
    {
        beginResetModel();
        m_decks = decks;
        endResetModel();
    }
    int rowCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : m_decks; }
    QVariant data(const QModelIndex& index, int role) const override
    {
        if (!index.isValid() || index.row() >= m_decks || (role != Qt::DisplayRole && role != Qt::EditRole))
            return {};
        return m_label(index.row() + 1, m_decks);
    }

private:
    std::function<QString(int, int)> m_label;
    int m_decks = 0;
};

} // namespace sb::ui
