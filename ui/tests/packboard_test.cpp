// SPDX-License-Identifier: GPL-3.0-or-later
// A pack's board drawn as its stepboard.yaml lays it out: each value in its colour, the cells the last
// line changed outlined, the cell looked at ringed, a legend in the window's language, numbers written in
// their cells, and a board that cannot be drawn said in words.
#include "packs/packboardview.h"
#include "testpaths.h"

#include <QImage>

#include <gtest/gtest.h>

#include <filesystem>

namespace sb::ui::test {
namespace {

pack::Pack packNamed(const char* name)
{
    return pack::read(std::filesystem::path(resourcesPath().toStdString()) / "packs" / name);
}

/// The view drawn at 400 x 300: what a class sees of it.
QImage drawn(PackBoardView& view)
{
    view.resize(400, 300);
    return view.grab().toImage().convertToFormat(QImage::Format_RGB32);
}

QColor centreOf(const QImage& image, const PackBoardView& view, int row, int col)
{
    const QRectF cell = packCellRect(QRectF(view.rect()).adjusted(6, 6, -6, -6), view.look(), row, col);
    return image.pixelColor(cell.center().toPoint());
}

} // namespace

TEST(PackBoardView, EachValueIsDrawnInItsColourAndTheChangedCellAndTheCellLookedAtAreMarked)
{
    const pack::Pack regions = packNamed("regions");
    ASSERT_TRUE(regions.board);
    PackBoardLook look;
    look.board = &*regions.board;
    look.picture.cells = pack::readBoard(*regions.board, R"(["..#", "#o.", "oo#"])");
    ASSERT_TRUE(look.picture.cells);
    look.picture.changed = {false, false, false, false, true, false, false, false, false};
    look.picture.looked = std::pair(2, 0);
    PackBoardView view;
    view.setLook(look);
    const QImage image = drawn(view);
    EXPECT_EQ(centreOf(image, view, 0, 0), QColor("#ffffff"));
    EXPECT_EQ(centreOf(image, view, 0, 2), QColor("#3c3c3c"));
    EXPECT_EQ(centreOf(image, view, 2, 1), QColor("#7cb7e8"));
    // The changed cell's edge is outlined; an unchanged one of the same value is not.
    const QRectF area = QRectF(view.rect()).adjusted(6, 6, -6, -6);
    const QRectF changed = packCellRect(area, view.look(), 1, 1);
    const QRectF same = packCellRect(area, view.look(), 2, 1);
    const QPoint inset(static_cast<int>(changed.width() * 0.5), 2);
    EXPECT_EQ(image.pixelColor(changed.topLeft().toPoint() + inset), Theme::normal().lastMove);
    EXPECT_EQ(image.pixelColor(same.topLeft().toPoint() + inset), QColor("#7cb7e8"));
    // The cell looked at (x = 2, y = 0) is ringed: its centre keeps its colour, its ring does not.
    const QRectF looked = packCellRect(area, view.look(), 2, 0);
    EXPECT_EQ(image.pixelColor(looked.center().toPoint()), QColor("#7cb7e8"));
    const QPoint ring(static_cast<int>(looked.center().x()), static_cast<int>(looked.top() + looked.height() * 0.15));
    EXPECT_NE(image.pixelColor(ring), QColor("#7cb7e8"));
    // The legend's words, in the window's language; English where the pack has none in it.
    const pack::Board::Colour& wall = regions.board->colours.at("#");
    EXPECT_EQ(colourWords(wall, QStringLiteral("zh_TW")), QStringLiteral("牆"));
    EXPECT_EQ(colourWords(wall, QStringLiteral("vi")), QStringLiteral("tường"));
    EXPECT_EQ(colourWords(wall, QStringLiteral("fr")), QStringLiteral("wall"));
    // Under the board, the legend draws the three colours' swatches.
    int swatches = 0;
    const QRectF last = packCellRect(area, view.look(), 2, 2);
    for (int x = 0; x < image.width(); ++x)
        if (image.pixelColor(x, static_cast<int>(last.bottom()) + 20) == QColor("#3c3c3c"))
            ++swatches;
    EXPECT_GT(swatches, 0);
    EXPECT_EQ(view.absence(), QString());
}

TEST(PackBoardView, ATableOfNumbersIsWrittenInItsCellsAndABoardNotThereIsSaid)
{
    const pack::Pack knapsack = packNamed("knapsack");
    ASSERT_TRUE(knapsack.board);
    PackBoardLook look;
    look.board = &*knapsack.board;
    look.variable = QStringLiteral("dp");
    look.picture.cells = pack::readBoard(*knapsack.board, "[[0, 0, 0], [0, 12, 0]]");
    ASSERT_TRUE(look.picture.cells);
    PackBoardView view;
    view.setLook(look);
    const QImage image = drawn(view);
    const QRectF area = QRectF(view.rect()).adjusted(6, 6, -6, -6);
    // The cell holding 12 has the text's dark pixels; a cell holding 0 has fewer.
    const auto dark = [&image](const QRectF& cell) {
        int n = 0;
        for (int y = static_cast<int>(cell.top()) + 4; y < static_cast<int>(cell.bottom()) - 4; ++y)
            for (int x = static_cast<int>(cell.left()) + 4; x < static_cast<int>(cell.right()) - 4; ++x)
                n += image.pixelColor(x, y).lightness() < 100;
        return n;
    };
    const int twelve = dark(packCellRect(area, view.look(), 1, 1));
    const int zero = dark(packCellRect(area, view.look(), 1, 0));
    EXPECT_GT(zero, 0);
    EXPECT_GT(twelve, zero);
    EXPECT_EQ(centreOf(image, view, 0, 0).rgb() != Theme::normal().window.rgb(), true);

    look.picture = {};
    look.picture.misfit.kind = pack::PackMisfit::Kind::Missing;
    view.setLook(look);
    EXPECT_EQ(view.absence(), QStringLiteral("dp holds no board here yet."));
    look.picture.misfit.kind = pack::PackMisfit::Kind::NotAList;
    view.setLook(look);
    EXPECT_EQ(view.absence(), QStringLiteral("dp cannot be drawn as the board this problem describes."));
    // A solution that keeps no board (`board: none`) names no variable.
    look.variable.clear();
    look.picture.misfit.kind = pack::PackMisfit::Kind::Missing;
    view.setLook(look);
    EXPECT_EQ(view.absence(), QStringLiteral("This solution keeps no board: nothing it holds is drawn."));
}

} // namespace sb::ui::test
