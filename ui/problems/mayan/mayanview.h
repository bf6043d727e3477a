// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/boardview.h"
#include "common/theme.h"

#include <QVariantAnimation>

#include <array>
#include <utility>
#include <vector>

namespace sb::ui {

class RunSource;

/// The Mayan puzzle: the 5 x 7 board with numbered colour blocks, the move as
/// an arrow, the runs about to vanish outlined; beside it the call stack, one
/// row per frame of the search with the move it tries and a thumbnail of the
/// board it started from, the deepest one highlighted. A click on a frame shows
/// its board; another click goes back to the live one.
class MayanView : public BoardView {
    Q_OBJECT
public:
    explicit MayanView(RunSource* source, QWidget* parent = nullptr);
    /// The viewport rectangle of block (x, y), row 0 at the bottom.
    QRectF cellRect(int x, int y) const;
    /// The viewport rectangle of the call stack's row for frame d.
    QRectF frameRect(int d) const;
    /// Frames on the call stack now.
    int depth() const;
    /// Frames the search can stack up: the moves to make.
    int frames() const;
    /// The frame whose board is shown instead of the live one, -1 for none.
    int shownFrame() const { return m_shownFrame; }
    void showFrame(int d);
    /// The frame's move in words, "x y g" as the output prints it.
    QString frameMove(int d) const;
    /// Search depths 0 (the input board) to 5 (after the most moves a puzzle asks for).
    static constexpr int kTreeDepths = 6;
    using PerDepth = std::array<qint64, kTreeDepths>;
    /// Search nodes at each depth (boards reached after that many moves), up to the current step.
    PerDepth nodesSoFar() const;
    /// The nodes at each depth that a prune cut (their moves are never tried), up to the current step.
    PerDepth prunesSoFar() const;
    /// The same over the whole search, once the timeline has scanned all of it (else all 0).
    PerDepth nodesInAll() const { return m_totalNodes; }
    PerDepth prunesInAll() const { return m_totalPrunes; }
    bool totalsKnown() const { return m_totalsKnown; }
    /// The viewport rectangle of the search tree's bar for the nodes at depth d.
    QRectF treeRowRect(int d) const;
    /// Where the move's arrow was last drawn, in viewport pixels; empty when none was.
    QRectF moveArrowRect() const { return m_arrow; }
    /// Where a block's number is drawn in the cell `cell` (its text line, as wide as 10).
    QRectF numberRect(const QRectF& cell) const;
    /// True while blocks fall or cleared blocks fade, after a step forward at a speed slow enough to see it.
    bool animating() const { return m_motion.state() == QAbstractAnimation::Running; }

protected:
    QRectF pickRect(int cell) const override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Geometry {
        QRectF board;
        double cell = 0;
        QRectF stack;     ///< the column beside the board: the call stack above, the tree below
        double title = 0; ///< the height of the call stack's title
        double treeTitle = 0; ///< the height of the tree's title
        double row = 0;   ///< one call stack row
        int rows = 1;     ///< call stack rows: one per move to make
        QRectF tree;      ///< the nodes per depth, title included
        double line = 0;  ///< one line of the tree
    };
    Geometry geometry() const;
    int titlePixels(const Geometry& g) const;
    /// On a projector, the height a title of the column takes (it may need two lines).
    double titleHeight(const QString& title, double width) const;
    QFont titleFont(int pixels) const;
    QString stackTitle() const;
    QString treeTitle() const;
    /// The nodes and the prunes per depth up to the current step.
    std::pair<PerDepth, PerDepth> tallySoFar() const;
    bool showsMayan() const;
    /// The board alone: no call stack or search tree beside it (a program's board, or a pane that asks).
    bool searchHidden() const;
    int colourAt(int cell) const;
    /// main's nesting in the listing on screen: the search's depths are counted from it.
    int mainDepth() const;
    void paintBlock(QPainter& p, const QRectF& r, int colour) const;
    QFont numberFont(const QRectF& cell) const;
    void paintBoard(QPainter& p, const Geometry& g);
    void paintMarks(QPainter& p, const Geometry& g);
    void paintMoveArrow(QPainter& p, const Geometry& g, int source, int target);
    void paintStack(QPainter& p, const Geometry& g);
    void paintFrame(QPainter& p, const QRectF& row, int d, const QString& widestDepth);
    void paintTree(QPainter& p, const Geometry& g);
    void indexNodes();
    void onStepChanged();
    void paintMotion(QPainter& p, const Geometry& g);

    int m_shownFrame = -1;
    PerDepth m_totalNodes{};
    PerDepth m_totalPrunes{};
    bool m_totalsKnown = false;
    /// What moves while a step animates: a falling block (from row, to row) or a vanishing one.
    struct Moving {
        int x = 0;
        int fromY = 0;
        int toY = 0;
        int colour = 0;
    };
    QVector<Moving> m_falling;
    QVector<Moving> m_vanishing;
    QVariantAnimation m_motion;
    quint64 m_lastPosition = 0;
    QRectF m_arrow; ///< see moveArrowRect()
};

} // namespace sb::ui
