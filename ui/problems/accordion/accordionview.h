// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/boardview.h"
#include "common/theme.h"

#include <QVariantAnimation>

class QAbstractItemModel;
class QComboBox;
class QLabel;

namespace sb::ui {

class RunSource;

/// Accordion patience: the piles of the deck being played, as small stacks
/// with the top card's face and the pile's height, wrapping onto as many rows
/// as the space needs. The card being compared and the pile 1 or 3 to its
/// left are joined by an arc; a moved card travels to its new pile and the
/// piles to the right of an emptied one slide left. A list picks the deck.
class AccordionView : public BoardView {
    Q_OBJECT
public:
    explicit AccordionView(RunSource* source, QWidget* parent = nullptr);
    /// The viewport rectangle of pile `p` (from 0).
    QRectF pileRect(int p) const;
    /// Piles shown: up to the last one holding a card.
    int pileCount() const;
    /// The header line beside the deck list, e.g. "Piles: 6".
    QString header() const;
    QComboBox* deckList() const { return m_decks; }
    bool animating() const;

protected:
    void presentationChanged(double oldScale) override;
    QRectF pickRect(int cell) const override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Grid {
        int columns = 1;
        double cardW = 0;
        double cardH = 0;
        double cellW = 0;
        double cellH = 0;
        double left = 0;
        double top = 0;
    };
    Grid grid() const;
    bool showsAccordion() const;
    void onRunChanged();
    void onStepChanged();
    void retranslate();
    void placeHeader();
    int topSlot(int pile) const;
    /// Whether a pile stands at this place: with cards, or emptied by a move and not closed up yet.
    bool isPile(int pile) const;
    void paintPile(QPainter& p, const Grid& g, int pile, QPointF shift) const;
    void paintCard(QPainter& p, const QRectF& r, int card) const;
    void paintArc(QPainter& p, const Grid& g, int from, int to, const QColor& color, const QString& label) const;
    static QRectF pileRect(const Grid& g, int p);
    void paintMarks(QPainter& p, const Grid& g) const;

    QComboBox* m_decks;
    QAbstractItemModel* m_deckModel;
    QLabel* m_header;
    quint64 m_lastPosition = 0;
    QVariantAnimation m_motion;
    int m_movingCard = -1;  ///< the card travelling, while a move animates
    int m_moveFrom = -1;
    int m_moveTo = -1;
    int m_closedPile = -1;  ///< the pile closed up, while the piles right of it slide
};

} // namespace sb::ui
