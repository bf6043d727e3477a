// SPDX-License-Identifier: GPL-3.0-or-later
// The teacher's pen: draw over the board and the code, undo, rub out, clear with Esc,
// drawings that stay or go with the step, on a laptop and on a projector.
#include "widgets/boardview.h"
#include "window/mainwindow.h"
#include "compare/comparecontroller.h"
#include "openwindow.h"
#include "pen/penoverlay.h"
#include "run/session.h"

#include "core/player.h"

#include <QImage>
#include <QTest>

#include <gtest/gtest.h>

using namespace sb::ui;

namespace {

class Pen : public test::OpenWindow {
protected:
    PenOverlay* pen() const { return window->pen(); }
    /// A stroke dragged across the board, from `from` to `to` (fractions of the board's size).
    void drag(QPointF from, QPointF to)
    {
        const QRect board = window->board()->geometry();
        const QPoint origin = window->board()->mapTo(window->centralWidget(), QPoint(0, 0));
        const auto at = [&](QPointF f) {
            return origin + QPoint(static_cast<int>(f.x() * board.width()), static_cast<int>(f.y() * board.height()));
        };
        QTest::mousePress(pen(), Qt::LeftButton, {}, at(from));
        for (int i = 1; i <= 10; ++i)
            QTest::mouseMove(pen(), at(from + (to - from) * (i / 10.0)));
        QTest::mouseRelease(pen(), Qt::LeftButton, {}, at(to));
    }
    QImage shown() const { return window->centralWidget()->grab().toImage(); }
    int pixelsOf(const QImage& image, QColor colour) const
    {
        int n = 0;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2)
                n += image.pixelColor(x, y) == colour;
        return n;
    }
};

} // namespace

TEST_F(Pen, PTakesUpThePenAndAStrokeShowsOverTheBoard)
{
    ASSERT_EQ(pen(), nullptr);
    QTest::keyClick(window.get(), Qt::Key_P);
    ASSERT_NE(pen(), nullptr);
    EXPECT_TRUE(pen()->isActive());
    EXPECT_TRUE(pen()->palette()->isVisible());
    // The pen's red is the board's O too: count what the stroke adds.
    const QColor red = PenOverlay::colours()[0];
    const int before = pixelsOf(shown(), red);
    drag({0.2, 0.2}, {0.8, 0.8});
    EXPECT_EQ(pen()->strokeCount(), 1);
    EXPECT_GT(pixelsOf(shown(), red), before + 20);
    // Put down, the drawing stays and clicks reach the board again.
    QTest::keyClick(window.get(), Qt::Key_P);
    EXPECT_FALSE(pen()->isActive());
    EXPECT_TRUE(pen()->testAttribute(Qt::WA_TransparentForMouseEvents));
    EXPECT_GT(pixelsOf(shown(), red), before + 20);
}

TEST_F(Pen, ColoursUndoEraserAndEscClear)
{
    QTest::keyClick(window.get(), Qt::Key_P);
    const QColor blue = PenOverlay::colours()[1], green = PenOverlay::colours()[2];
    const int blueBefore = pixelsOf(shown(), blue), greenBefore = pixelsOf(shown(), green);
    pen()->setColour(1);
    drag({0.1, 0.5}, {0.9, 0.5});
    pen()->setColour(2);
    drag({0.5, 0.1}, {0.5, 0.9});
    ASSERT_EQ(pen()->strokeCount(), 2);
    EXPECT_GT(pixelsOf(shown(), green), greenBefore + 10);
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier); // the green stroke goes
    EXPECT_EQ(pen()->strokeCount(), 1);
    EXPECT_EQ(pixelsOf(shown(), green), greenBefore);
    EXPECT_GT(pixelsOf(shown(), blue), blueBefore + 10);
    // The eraser takes the stroke it touches; undo puts it back.
    pen()->setEraser(true);
    drag({0.3, 0.45}, {0.3, 0.55});
    EXPECT_EQ(pen()->strokeCount(), 0);
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(pen()->strokeCount(), 1);
    // Esc clears every drawing before it does anything else; a second Esc puts the pen down.
    pen()->setColour(0);
    drag({0.2, 0.2}, {0.3, 0.3});
    ASSERT_EQ(pen()->strokeCount(), 2);
    QTest::keyClick(window.get(), Qt::Key_Escape);
    EXPECT_EQ(pen()->strokeCount(), 0);
    EXPECT_TRUE(pen()->isActive());
    QTest::keyClick(window.get(), Qt::Key_Escape);
    EXPECT_FALSE(pen()->isActive());
}

TEST_F(Pen, DrawingsStayAcrossStepsOrGoWithThemAsTheSettingSays)
{
    QTest::keyClick(window.get(), Qt::Key_P);
    pen()->setClearOnStep(false);
    drag({0.2, 0.2}, {0.8, 0.2});
    session()->next();
    session()->next();
    EXPECT_EQ(pen()->strokeCount(), 1);
    pen()->setClearOnStep(true);
    session()->next();
    EXPECT_EQ(pen()->strokeCount(), 0);
    // Remembered for the next time the app starts.
    pen()->setClearOnStep(true);
    EXPECT_TRUE(PenOverlay(window->centralWidget(), session()).clearOnStep());
}

TEST_F(Pen, OnAProjectorThePenIsThickerAndCoversTheWholeWindow)
{
    QTest::keyClick(window.get(), Qt::Key_P);
    const int none = pixelsOf(shown(), PenOverlay::colours()[0]);
    drag({0.2, 0.2}, {0.8, 0.2});
    const int thin = pixelsOf(shown(), PenOverlay::colours()[0]) - none;
    QTest::keyClick(window.get(), Qt::Key_Escape); // clears
    window->setPresentation(true);
    window->setWindowState(Qt::WindowNoState);
    window->resize(1024, 768);
    QApplication::processEvents();
    EXPECT_EQ(pen()->size(), window->centralWidget()->size());
    EXPECT_TRUE(pen()->isActive());
    const int noneHere = pixelsOf(shown(), PenOverlay::colours()[0]);
    drag({0.2, 0.2}, {0.8, 0.2});
    // The board is smaller here, so the stroke is shorter; it is still drawn heavier per length.
    const int thick = pixelsOf(shown(), PenOverlay::colours()[0]) - noneHere;
    EXPECT_GT(thick, 0);
    EXPECT_GT(static_cast<double>(thick) / window->board()->width(), static_cast<double>(thin) / 1366 * 1.2);
    // The pen stays above a view opened later (side by side).
    ASSERT_TRUE(window->sideBySide()->open());
    QApplication::processEvents();
    EXPECT_TRUE(pen()->isVisible());
    EXPECT_EQ(window->centralWidget()->children().last(), pen()); // drawn last, over everything
}
