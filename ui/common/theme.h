// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

#include <array>

namespace sb::ui {

/// Every colour the window paints with, in one place, so that the
/// projector's high-contrast theme changes them all at once.
struct Theme {
    QColor window;
    QColor text;
    QColor boardBackground;
    QColor boardBorder;
    QColor gridLine;
    QColor coordinate;
    QColor lastMove;
    QColor lookSame;     ///< a looked-at cell holding the player's stone
    QColor lookOther;    ///< a looked-at cell that stops the walk
    QColor direction;    ///< the arrow of the direction being checked
    QColor segment;      ///< the part of a line being scanned
    QColor winLine;
    QColor countText;
    QColor currentLine;  ///< the code line that runs
    QColor breakpoint;
    QColor ranArrow;     ///< the margin's arrow at the code line that just ran
    QColor nextArrow;    ///< ... at the line that runs next
    QColor frameLine;    ///< the line a caller chosen on the call stack waits on
    QColor errorLine;    ///< an input line with an error
    QColor errorText;
    QColor minimapFrame;
    QColor timelineMove;
    QColor timelineWin;
    QColor verdictRightBack; ///< the verdict line of a run that printed the right answer
    QColor verdictRightText;
    QColor verdictWrongBack; ///< ... of a wrong, too slow or never-ending run
    QColor verdictWrongText;
    qreal lineWidth;     ///< base pen width; the high-contrast theme draws thicker
    /// The projector's theme: a problem's own colours (its folder's) take their darker, purer set.
    bool isHighContrast;

    /// Ten colours told apart on a washed-out projector and by colour-blind eyes: the
    /// charts' curves, and whatever a problem tells apart by colour alone.
    static const std::array<QColor, 10>& distinctColours();

    static const Theme& normal();
    static const Theme& highContrast();
};

} // namespace sb::ui
