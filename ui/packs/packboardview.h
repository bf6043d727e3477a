// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/theme.h"

#include "packrun.h"

#include <QString>
#include <QWidget>

#include <optional>

class QPainter;

namespace sb::ui {

/// What a pack's board looks like where a run stands: its cells as the pack draws them (their numbers,
/// their characters, or their colours), the cells the line that ran last changed outlined, the cell the
/// program looks at ringed, the rows and columns numbered from the pack's first index, and, for a board
/// of colours, a legend of what each colour stands for in the window's language.
struct PackBoardLook {
    const pack::Board* board = nullptr;
    pack::PackPicture picture;
    QString language = QStringLiteral("en"); ///< the window's, for the legend's words
    QString variable;                         ///< the board's variable, named when it cannot be drawn
    const Theme* theme = &Theme::normal();
    double scale = 1.0; ///< 2 on a projector
    bool legend = true; ///< the legend of the colours under the board (a second board beside it goes without)
};

/// How `solution`'s board in `pack` looks where `trace` stands at `step`, in the window's language (null or
/// empty `trace`: nothing read yet), in the normal theme: what every view of a pack's board starts from.
PackBoardLook packLook(const pack::Pack& pack, const pack::Solution& solution, const program::Trace* trace,
                       std::size_t step);

/// Draws `look` in `area`: the board as large as it fits, its legend under it.
void paintPackBoard(QPainter& painter, const QRectF& area, const PackBoardLook& look);

/// Draws `look` as the board view draws it in `area` (its background aside): the board with a margin, or
/// why it cannot be drawn where the run stands.
void paintPackView(QPainter& painter, const QRectF& area, const PackBoardLook& look);

/// Where cell (row, col) is drawn when `look` is painted in `area`; empty when there is no such cell.
QRectF packCellRect(const QRectF& area, const PackBoardLook& look, int row, int col);

/// The words of a value's colour in `language` (English where the pack gives none in it, else any).
QString colourWords(const pack::Board::Colour& colour, const QString& language);

/// A pack's board as a widget.
class PackBoardView : public QWidget {
    Q_OBJECT
public:
    explicit PackBoardView(QWidget* parent = nullptr);
    void setLook(PackBoardLook look);
    const PackBoardLook& look() const { return m_look; }
    /// Projector mode: twice as large, in the high-contrast theme.
    void setPresentation(bool on);
    /// Whether the legend of the colours is drawn under the board (kept from one look to the next).
    void setLegendShown(bool on);
    /// What the board says when it cannot be drawn where the run stands; empty when it is drawn.
    QString absence() const;
    static QString absenceOf(const PackBoardLook& look);
    QSize sizeHint() const override;

signals:
    /// A click on a cell of the board, as it is drawn (guess first's answer).
    void cellClicked(int row, int col);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    PackBoardLook m_look;
};

} // namespace sb::ui
