// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/windowplace.h"

#include <gtest/gtest.h>

namespace sb::ui {
namespace {

TEST(WindowPlace, AWindowThatFitsIsCentredAndOneThatDoesNotIsMaximized)
{
    const QRect fullHd(0, 0, 1920, 1040);
    const WindowPlace large = placeWindow(fullHd, QSize(700, 500), QSize(1400, 900), std::nullopt);
    EXPECT_FALSE(large.maximized);
    EXPECT_EQ(large.geometry, QRect(260, 70, 1400, 900));
    const QRect projector(0, 24, 1024, 744); // a panel at the top
    const WindowPlace small = placeWindow(projector, QSize(700, 500), QSize(1400, 900), std::nullopt);
    EXPECT_TRUE(small.maximized);
    EXPECT_EQ(small.geometry, projector);
    // Never below the window's minimum, and then from the top left, where the menus are.
    const WindowPlace tight = placeWindow(projector, QSize(1100, 800), QSize(1400, 900), std::nullopt);
    EXPECT_EQ(tight.geometry, QRect(0, 24, 1100, 800));
}

TEST(WindowPlace, ARememberedPlaceIsUsedOnlyWhileItFits)
{
    const QRect area(0, 0, 1366, 768);
    const WindowPlace kept{QRect(30, 40, 1000, 700), false};
    EXPECT_EQ(placeWindow(area, QSize(700, 500), QSize(1400, 900), kept).geometry, kept.geometry);
    const WindowPlace off{QRect(600, 40, 1000, 700), false}; // runs off the right edge
    EXPECT_TRUE(placeWindow(area, QSize(700, 500), QSize(1400, 900), off).maximized);
    const WindowPlace tooSmall{QRect(30, 40, 600, 400), false}; // below the window's minimum now
    EXPECT_TRUE(placeWindow(area, QSize(700, 500), QSize(1400, 900), tooSmall).maximized);
}

TEST(WindowPlace, EachScreenSizeKeepsItsOwnPlaceAndOnlyTheNewestEight)
{
    QStringList list;
    list = rememberPlace(list, QSize(1024, 768), {QRect(1, 2, 800, 600), false});
    list = rememberPlace(list, QSize(1920, 1080), {QRect(5, 6, 1400, 900), true});
    list = rememberPlace(list, QSize(1024, 768), {QRect(3, 4, 900, 700), false});
    EXPECT_EQ(list, (QStringList{QStringLiteral("1024x768 3,4,900,700"), QStringLiteral("1920x1080 5,6,1400,900 max")}));
    const auto big = rememberedPlace(list, QSize(1920, 1080));
    ASSERT_TRUE(big);
    EXPECT_EQ(big->geometry, QRect(5, 6, 1400, 900));
    EXPECT_TRUE(big->maximized);
    EXPECT_FALSE(rememberedPlace(list, QSize(1280, 720)));
    for (int w = 1; w <= 20; ++w)
        list = rememberPlace(list, QSize(1000 + w, 700), {QRect(0, 0, 500, 400), false});
    EXPECT_EQ(list.size(), kRememberedScreens);
    EXPECT_TRUE(list.front().startsWith(QStringLiteral("1020x700 ")));
    // What a hand-edited or damaged settings file holds is no place.
    EXPECT_FALSE(rememberedPlace({QStringLiteral("1020x700 0,0,-5,400"), QStringLiteral("junk")}, QSize(1020, 700)));
}

} // namespace
} // namespace sb::ui
