// SPDX-License-Identifier: GPL-3.0-or-later
#include "packs/packboardview.h"

#include "common/language.h"
#include "common/utf8.h"

#include <QFontMetricsF>
#include <QPaintEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace sb::ui {

namespace {

constexpr double kTextPixels = 13;

/// The layout of a board in an area: its labels' sizes, its cells' size and where the first is.
struct Layout {
    double fontPixels = kTextPixels;
    double labelWidth = 0;  ///< the row numbers' column
    double labelHeight = 0; ///< the column numbers' row
    double legendHeight = 0;
    std::vector<QRectF> legend; ///< each legend entry's place, under the board's left edge
    double cell = 0;
    QPointF origin; ///< cell (0, 0)'s top left
};

QFont textFont(double pixels)
{
    QFont font;
    font.setPixelSize(std::max(1, static_cast<int>(std::lround(pixels))));
    return font;
}

/// The legend's entries (a swatch and its words), flowed into rows `width` wide: each entry's place.
std::vector<QRectF> legendPlaces(const PackBoardLook& look, double width, double fontPixels, double* height)
{
    std::vector<QRectF> places;
    *height = 0;
    // Only for a board some of whose values have a colour (not a solution's table of numbers beside it).
    if (!look.legend || look.board->drawing != pack::Board::Drawing::Colours || look.board->colours.empty() ||
        std::none_of(look.picture.cells->cells.begin(), look.picture.cells->cells.end(),
                     [&look](const std::string& v) { return look.board->colours.count(v) > 0; }))
        return places;
    const QFontMetricsF metrics(textFont(fontPixels));
    const double line = metrics.height() * 1.5;
    double x = 0;
    double y = line * 0.3;
    for (const auto& [value, colour] : look.board->colours) {
        const double w = line + metrics.horizontalAdvance(colourWords(colour, look.language)) + line;
        if (x > 0 && x + w > width) {
            x = 0;
            y += line;
        }
        places.emplace_back(x, y, w, line);
        x += w;
    }
    *height = y + line;
    return places;
}

Layout layOut(const QRectF& area, const PackBoardLook& look)
{
    Layout l;
    l.fontPixels = kTextPixels * look.scale;
    const pack::PackCells& cells = *look.picture.cells;
    l.legend = legendPlaces(look, area.width(), l.fontPixels, &l.legendHeight);
    const QFontMetricsF metrics(textFont(l.fontPixels * 0.85));
    const int lastRow = look.board->first + std::max(0, cells.rows - 1);
    l.labelWidth = metrics.horizontalAdvance(QString::number(lastRow)) + l.fontPixels * 0.6;
    l.labelHeight = metrics.height() * 1.2;
    const double across = (area.width() - l.labelWidth) / std::max(1, cells.cols);
    const double down = (area.height() - l.labelHeight - l.legendHeight) / std::max(1, cells.rows);
    l.cell = std::max(4.0, std::floor(std::min(across, down)));
    const double boardWidth = l.labelWidth + l.cell * cells.cols;
    // On whole pixels: the cells' edges and their marks drawn sharp.
    l.origin = QPointF(std::round(area.left() + std::max(0.0, (area.width() - boardWidth) / 2) + l.labelWidth),
                       std::round(area.top() + l.labelHeight));
    return l;
}

/// A cell's text in a font that fits its square.
void drawCellText(QPainter& painter, const QRectF& rect, const QString& text, const QColor& colour)
{
    double pixels = rect.height() * 0.5;
    QFont font = textFont(pixels);
    while (pixels > 6 && QFontMetricsF(font).horizontalAdvance(text) > rect.width() * 0.9) {
        pixels -= 1;
        font = textFont(pixels);
    }
    painter.setFont(font);
    painter.setPen(colour);
    const QString shown = QFontMetricsF(font).elidedText(text, Qt::ElideRight, rect.width() * 0.95);
    painter.drawText(rect, Qt::AlignCenter, shown);
}

/// The colour a value is filled with on a board of colours; invalid where the pack gives it none.
QColor fillOf(const PackBoardLook& look, const std::string& value)
{
    if (look.board->drawing != pack::Board::Drawing::Colours)
        return {};
    const auto found = look.board->colours.find(value);
    return found != look.board->colours.end() ? QColor(QString::fromStdString(found->second.colour)) : QColor();
}

} // namespace

QString colourWords(const pack::Board::Colour& colour, const QString& language)
{
    for (const std::string& code : {language.toStdString(), std::string("en")}) {
        const auto found = colour.says.find(code);
        if (found != colour.says.end())
            return QString::fromStdString(found->second);
    }
    return colour.says.empty() ? QString() : QString::fromStdString(colour.says.begin()->second);
}

QRectF packCellRect(const QRectF& area, const PackBoardLook& look, int row, int col)
{
    if (!look.board || !look.picture.cells || row < 0 || col < 0 || row >= look.picture.cells->rows ||
        col >= look.picture.cells->cols)
        return {};
    const Layout l = layOut(area, look);
    return {l.origin.x() + col * l.cell, l.origin.y() + row * l.cell, l.cell, l.cell};
}

void paintPackBoard(QPainter& painter, const QRectF& area, const PackBoardLook& look)
{
    const Theme& theme = *look.theme;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (!look.board || !look.picture.cells || look.picture.cells->rows == 0 || look.picture.cells->cols == 0) {
        painter.restore();
        return;
    }
    const pack::PackCells& cells = *look.picture.cells;
    const Layout l = layOut(area, look);
    // The numbers of the rows and the columns, as the program counts them.
    painter.setFont(textFont(l.fontPixels * 0.85));
    painter.setPen(theme.coordinate);
    for (int c = 0; c < cells.cols; ++c)
        painter.drawText(QRectF(l.origin.x() + c * l.cell, area.top(), l.cell, l.labelHeight), Qt::AlignCenter,
                         QString::number(look.board->first + c));
    for (int r = 0; r < cells.rows; ++r) {
        const int number = look.board->first + (look.board->fromBottom ? cells.rows - 1 - r : r);
        painter.drawText(QRectF(l.origin.x() - l.labelWidth, l.origin.y() + r * l.cell, l.labelWidth * 0.85, l.cell),
                         Qt::AlignRight | Qt::AlignVCenter, QString::number(number));
    }
    // The cells: a pile's or a short row's missing cells are left blank.
    const QPen grid(theme.gridLine, theme.lineWidth * look.scale);
    for (int r = 0; r < cells.rows; ++r)
        for (int c = 0; c < cells.cols; ++c) {
            const std::string& value = cells.at(r, c);
            const bool pile = look.board->shape == pack::Board::Shape::Piles;
            if (pile && value.empty())
                continue;
            const QRectF rect(l.origin.x() + c * l.cell, l.origin.y() + r * l.cell, l.cell, l.cell);
            const QColor fill = fillOf(look, value);
            painter.setPen(grid);
            painter.setBrush(fill.isValid() ? fill : theme.boardBackground);
            painter.drawRect(rect);
            // A colour is its value; a value the pack gives no colour keeps its text.
            if (!fill.isValid() && !value.empty())
                drawCellText(painter, rect, QString::fromStdString(value), theme.text);
        }
    // What the line that ran last changed, then the cell looked at.
    painter.setBrush(Qt::NoBrush);
    const double mark = std::max(2.0, 3 * theme.lineWidth * look.scale);
    painter.setPen(QPen(theme.lastMove, mark));
    for (std::size_t i = 0; i < look.picture.changed.size(); ++i)
        if (look.picture.changed[i]) {
            const int r = static_cast<int>(i) / cells.cols;
            const int c = static_cast<int>(i) % cells.cols;
            painter.drawRect(QRectF(l.origin.x() + c * l.cell, l.origin.y() + r * l.cell, l.cell, l.cell)
                                 .adjusted(mark / 2, mark / 2, -mark / 2, -mark / 2));
        }
    if (look.picture.looked) {
        const auto [r, c] = *look.picture.looked;
        painter.setPen(QPen(theme.direction, mark));
        painter.drawEllipse(QRectF(l.origin.x() + c * l.cell, l.origin.y() + r * l.cell, l.cell, l.cell)
                                .adjusted(l.cell * 0.15, l.cell * 0.15, -l.cell * 0.15, -l.cell * 0.15));
    }
    // The legend, under the board.
    const double top = l.origin.y() + cells.rows * l.cell;
    painter.setFont(textFont(l.fontPixels));
    std::size_t i = 0;
    for (const auto& [value, colour] : look.board->colours) {
        if (i >= l.legend.size())
            break;
        const QRectF place = l.legend[i++].translated(area.left(), top);
        const double side = place.height() * 0.6;
        const QRectF swatch(place.left() + place.height() * 0.2, place.center().y() - side / 2, side, side);
        painter.setPen(grid);
        painter.setBrush(QColor(QString::fromStdString(colour.colour)));
        painter.drawRect(swatch);
        painter.setPen(theme.text);
        painter.drawText(QRectF(swatch.right() + side * 0.4, place.top(), place.width(), place.height()),
                         Qt::AlignLeft | Qt::AlignVCenter, colourWords(colour, look.language));
    }
    painter.restore();
}

PackBoardView::PackBoardView(QWidget* parent)
    : QWidget(parent)
{
    setAutoFillBackground(true);
}

void PackBoardView::setLook(PackBoardLook look)
{
    const double scale = m_look.scale;
    const Theme* theme = m_look.theme;
    const bool legend = m_look.legend;
    m_look = std::move(look);
    m_look.scale = scale;
    m_look.theme = theme;
    m_look.legend = legend;
    update();
}

void PackBoardView::setLegendShown(bool on)
{
    m_look.legend = on;
    update();
}

void PackBoardView::setPresentation(bool on)
{
    m_look.scale = on ? 2.0 : 1.0;
    m_look.theme = on ? &Theme::highContrast() : &Theme::normal();
    QPalette p = palette();
    p.setColor(QPalette::Window, m_look.theme->window);
    setPalette(p);
    update();
}

QString PackBoardView::absence() const
{
    return absenceOf(m_look);
}

QString PackBoardView::absenceOf(const PackBoardLook& look)
{
    if (!look.board)
        return {};
    const pack::PackPicture& picture = look.picture;
    if (look.variable.isEmpty() && !picture.cells) // `board: none` (a plain recursion beside the tables)
        return tr("This solution keeps no board: nothing it holds is drawn.");
    if (picture.cells && picture.cells->rows > 0 && picture.cells->cols > 0)
        return {};
    if (picture.cells)
        return tr("%1 is empty here.").arg(look.variable);
    switch (picture.misfit.kind) {
    case pack::PackMisfit::Kind::Missing:
        return tr("%1 holds no board here yet.").arg(look.variable);
    case pack::PackMisfit::Kind::Cut:
        return tr("%1 is too large to be recorded whole.").arg(look.variable);
    case pack::PackMisfit::Kind::Unreadable:
    case pack::PackMisfit::Kind::NotAList:
    case pack::PackMisfit::Kind::NotARow:
        break;
    }
    return tr("%1 cannot be drawn as the board this problem describes.").arg(look.variable);
}

QSize PackBoardView::sizeHint() const
{
    return QSize(480, 400);
}

void PackBoardView::paintEvent(QPaintEvent* event)
{
    QPainter painter(this);
    painter.fillRect(event->rect(), m_look.theme->window);
    paintPackView(painter, rect(), m_look);
}

PackBoardLook packLook(const pack::Pack& pack, const pack::Solution& solution, const program::Trace* trace,
                       std::size_t step)
{
    PackBoardLook look;
    look.board = pack.board ? &*pack.board : nullptr;
    look.language = language::current();
    look.variable = fromUtf8(pack::boardVariable(pack, solution));
    if (trace && !trace->empty())
        look.picture = pack::pictureAt(pack, solution, *trace, step);
    return look;
}

void PackBoardView::mousePressEvent(QMouseEvent* event)
{
    const std::optional<pack::PackCells>& cells = m_look.picture.cells;
    if (cells && absence().isEmpty()) {
        const QRectF area = QRectF(rect()).adjusted(6, 6, -6, -6); // as paintPackView() lays it out
        for (int r = 0; r < cells->rows; ++r)
            for (int c = 0; c < cells->cols; ++c)
                if (packCellRect(area, m_look, r, c).contains(event->position())) {
                    emit cellClicked(r, c);
                    return;
                }
    }
    QWidget::mousePressEvent(event);
}

void paintPackView(QPainter& painter, const QRectF& area, const PackBoardLook& look)
{
    const QString missing = PackBoardView::absenceOf(look);
    if (!missing.isEmpty()) {
        painter.setFont(textFont(kTextPixels * look.scale));
        painter.setPen(look.theme->text);
        painter.drawText(area.adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap, missing);
        return;
    }
    paintPackBoard(painter, area.adjusted(6, 6, -6, -6), look);
}

} // namespace sb::ui
