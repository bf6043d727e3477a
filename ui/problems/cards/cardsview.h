// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/boardview.h"
#include "common/theme.h"

#include <QVariantAnimation>

namespace sb::ui {

class RunSource;

/// The card table: each card with its value, empty cells drawn empty (never
/// as "0"), the line being scanned, the scan cursor and the last card still
/// there, the pair being taken off fading away, and the round and the score.
/// A click on a card asks to change its value.
class CardsView : public BoardView {
    Q_OBJECT
public:
    explicit CardsView(RunSource* source, QWidget* parent = nullptr);
    /// The viewport rectangle of a card (rows and columns from 0).
    QRectF cardRect(int r, int c) const;
    /// The header line, e.g. "Round 2 · Score 8".
    QString header() const;
    bool fading() const { return m_fade.state() == QAbstractAnimation::Running; }

    /// Changes one card (rows and columns from 0) in the input text as it
    /// stands, even with an error elsewhere, so that a card and then its
    /// partner can be changed; the new text goes out with inputEdited().
    void setCardValue(int row, int column, int value);

signals:
    void cardClicked(int row, int column);

protected:
    QRectF pickRect(int cell) const override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Geometry {
        int n = 0;
        int m = 0;
        double cell = 0;
        double left = 0;
        double top = 0;
    };
    Geometry geometry() const;
    bool showsCards() const;
    void onStepChanged();
    void editCard(int row, int column);
    /// A card, or the place of one taken off; with a tag (on the last card still there) in `tagColour` over its value.
    void paintCard(QPainter& p, const QRectF& r, int value, bool onTable, const QString& tag = {},
                   const QColor& tagColour = {}) const;

    quint64 m_lastPosition = 0;
    QVariantAnimation m_fade;
    int m_fadeA = -1; ///< the two cells fading, flat indices
    int m_fadeB = -1;
};

} // namespace sb::ui
