// SPDX-License-Identifier: GPL-3.0-or-later
// Lessons of format 1 stepped on Caro's marked lines only, in the listings of then.
#include "caro.h"

namespace sb::caro {

namespace {

using A = Anchor;

/// The marked lines of the format-1 listings, with today's anchor for each: the walks of
/// countRay() stand for the old forward and backward walks, the call lines for the old checks.
constexpr LegacyMark<Anchor> kOldLines[] = {
    {"count-outwards", false, 19, A::Place}, {"count-outwards", false, 21, A::CountSelf},
    {"count-outwards", false, 23, A::RayLook}, {"count-outwards", false, 24, A::RayCount},
    {"count-outwards", false, 30, A::RayLook}, {"count-outwards", false, 31, A::RayCount},
    {"count-outwards", false, 36, A::Check}, {"count-outwards", false, 37, A::Win}, {"count-outwards", false, 42, A::NoWin},
    {"count-outwards", true, 17, A::Place}, {"count-outwards", true, 19, A::CountSelf},
    {"count-outwards", true, 21, A::RayLook}, {"count-outwards", true, 22, A::RayCount},
    {"count-outwards", true, 26, A::RayLook}, {"count-outwards", true, 27, A::RayCount},
    {"count-outwards", true, 31, A::Check}, {"count-outwards", true, 32, A::Win}, {"count-outwards", true, 34, A::NoWin},
    {"four-lines", false, 11, A::SeekStart}, {"four-lines", false, 15, A::LineStart}, {"four-lines", false, 17, A::LineLook},
    {"four-lines", false, 18, A::LineSame}, {"four-lines", false, 20, A::LineReset}, {"four-lines", false, 22, A::LineBest},
    {"four-lines", false, 40, A::Place}, {"four-lines", false, 43, A::LineCheck}, {"four-lines", false, 44, A::Win},
    {"four-lines", false, 49, A::NoWin},
    {"four-lines", true, 8, A::SeekStart}, {"four-lines", true, 11, A::LineStart}, {"four-lines", true, 13, A::LineLook},
    {"four-lines", true, 14, A::LineSame}, {"four-lines", true, 16, A::LineReset}, {"four-lines", true, 17, A::LineBest},
    {"four-lines", true, 33, A::Place}, {"four-lines", true, 36, A::LineCheck}, {"four-lines", true, 37, A::Win},
    {"four-lines", true, 39, A::NoWin},
    {"scan-board", false, 14, A::Visit}, {"scan-board", false, 19, A::TryDir}, {"scan-board", false, 22, A::WindowLook},
    {"scan-board", false, 25, A::WindowSame}, {"scan-board", false, 27, A::WindowCheck}, {"scan-board", false, 43, A::Place},
    {"scan-board", false, 45, A::ScanBoard}, {"scan-board", false, 46, A::Win}, {"scan-board", false, 50, A::NoWin},
    {"scan-board", true, 13, A::Visit}, {"scan-board", true, 17, A::TryDir}, {"scan-board", true, 20, A::WindowLook},
    {"scan-board", true, 22, A::WindowSame}, {"scan-board", true, 23, A::WindowCheck}, {"scan-board", true, 35, A::Place},
    {"scan-board", true, 37, A::ScanBoard}, {"scan-board", true, 38, A::Win}, {"scan-board", true, 40, A::NoWin},
    {"trap-endpoint", false, 20, A::Place}, {"trap-endpoint", false, 22, A::CountSelf},
    {"trap-endpoint", false, 24, A::RayLook}, {"trap-endpoint", false, 25, A::RayCount},
    {"trap-endpoint", false, 30, A::Check}, {"trap-endpoint", false, 31, A::Win}, {"trap-endpoint", false, 36, A::NoWin},
    {"trap-endpoint", true, 18, A::Place}, {"trap-endpoint", true, 20, A::CountSelf},
    {"trap-endpoint", true, 22, A::RayLook}, {"trap-endpoint", true, 23, A::RayCount},
    {"trap-endpoint", true, 27, A::Check}, {"trap-endpoint", true, 28, A::Win}, {"trap-endpoint", true, 30, A::NoWin},
    {"trap-exact5", false, 19, A::Place}, {"trap-exact5", false, 21, A::CountSelf},
    {"trap-exact5", false, 23, A::RayLook}, {"trap-exact5", false, 24, A::RayCount},
    {"trap-exact5", false, 30, A::RayLook}, {"trap-exact5", false, 31, A::RayCount},
    {"trap-exact5", false, 36, A::Check}, {"trap-exact5", false, 37, A::Win}, {"trap-exact5", false, 42, A::NoWin},
    {"trap-exact5", true, 17, A::Place}, {"trap-exact5", true, 19, A::CountSelf},
    {"trap-exact5", true, 21, A::RayLook}, {"trap-exact5", true, 22, A::RayCount},
    {"trap-exact5", true, 26, A::RayLook}, {"trap-exact5", true, 27, A::RayCount},
    {"trap-exact5", true, 31, A::Check}, {"trap-exact5", true, 32, A::Win}, {"trap-exact5", true, 34, A::NoWin},
    {"trap-no-antidiag", false, 19, A::Place}, {"trap-no-antidiag", false, 22, A::CountSelf},
    {"trap-no-antidiag", false, 24, A::RayLook}, {"trap-no-antidiag", false, 25, A::RayCount},
    {"trap-no-antidiag", false, 31, A::RayLook}, {"trap-no-antidiag", false, 32, A::RayCount},
    {"trap-no-antidiag", false, 37, A::Check}, {"trap-no-antidiag", false, 38, A::Win},
    {"trap-no-antidiag", false, 43, A::NoWin},
    {"trap-no-antidiag", true, 17, A::Place}, {"trap-no-antidiag", true, 20, A::CountSelf},
    {"trap-no-antidiag", true, 22, A::RayLook}, {"trap-no-antidiag", true, 23, A::RayCount},
    {"trap-no-antidiag", true, 27, A::RayLook}, {"trap-no-antidiag", true, 28, A::RayCount},
    {"trap-no-antidiag", true, 32, A::Check}, {"trap-no-antidiag", true, 33, A::Win}, {"trap-no-antidiag", true, 35, A::NoWin},
};

/// The lines that were steps then, by today's anchor: the scan's verdict after someoneWon() and
/// longestRun() stood where they return today.
bool wasStep(std::uint16_t anchor)
{
    switch (static_cast<Anchor>(anchor)) {
    case A::Place: case A::CountSelf: case A::RayLook: case A::RayCount: case A::Check: case A::Win: case A::NoWin:
    case A::SeekStart: case A::LineStart: case A::LineLook: case A::LineSame: case A::LineReset: case A::LineBest:
    case A::LineReturn: case A::Visit: case A::TryDir: case A::WindowLook: case A::WindowSame: case A::WindowCheck:
    case A::Found: case A::None:
        return true;
    default:
        return false;
    }
}

int anchorAtLine(std::string_view listing, CodeLanguage language, int line)
{
    return legacyAnchorAt(kOldLines, listing, language, line);
}

} // namespace

const LegacySteps kLegacySteps{wasStep, anchorAtLine};

} // namespace sb::caro
