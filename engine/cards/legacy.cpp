// SPDX-License-Identifier: GPL-3.0-or-later
// Lessons of format 1 stepped on the card game's marked lines only, in the listings of then.
#include "cards.h"

namespace sb::cards {

namespace {

using A = Anchor;

/// The marked lines of the format-1 listings, with today's anchor for each. The old line-start of
/// scanLine() (`lastR = -1, lastC = -1`) is today's `lastR = -1`; row-done and column-done stay the
/// lines that call scanLine().
constexpr LegacyMark<Anchor> kOldLines[] = {
    {"one-row", false, 16, A::Rounds}, {"one-row", false, 17, A::Round}, {"one-row", false, 18, A::LineStart},
    {"one-row", false, 20, A::Look}, {"one-row", false, 23, A::Compare}, {"one-row", false, 24, A::Remove},
    {"one-row", false, 30, A::Remember}, {"one-row", false, 34, A::Answer}, {"one-row", true, 13, A::Rounds},
    {"one-row", true, 14, A::Round}, {"one-row", true, 15, A::LineStart}, {"one-row", true, 17, A::Look},
    {"one-row", true, 19, A::Compare}, {"one-row", true, 20, A::Remove}, {"one-row", true, 26, A::Remember},
    {"one-row", true, 27, A::Answer}, {"rows-and-columns", false, 14, A::LastR},
    {"rows-and-columns", false, 16, A::Look}, {"rows-and-columns", false, 17, A::Compare},
    {"rows-and-columns", false, 18, A::Remove}, {"rows-and-columns", false, 25, A::Remember},
    {"rows-and-columns", false, 43, A::Rounds}, {"rows-and-columns", false, 44, A::Round},
    {"rows-and-columns", false, 46, A::RowDone}, {"rows-and-columns", false, 51, A::ColumnDone},
    {"rows-and-columns", false, 56, A::Answer}, {"rows-and-columns", true, 15, A::LastR},
    {"rows-and-columns", true, 17, A::Look}, {"rows-and-columns", true, 18, A::Compare},
    {"rows-and-columns", true, 19, A::Remove}, {"rows-and-columns", true, 25, A::Remember},
    {"rows-and-columns", true, 37, A::Rounds}, {"rows-and-columns", true, 38, A::Round},
    {"rows-and-columns", true, 40, A::RowDone}, {"rows-and-columns", true, 43, A::ColumnDone},
    {"rows-and-columns", true, 45, A::Answer}, {"mistake-zero-empty", false, 14, A::LastR},
    {"mistake-zero-empty", false, 16, A::Look}, {"mistake-zero-empty", false, 17, A::Compare},
    {"mistake-zero-empty", false, 18, A::Remove}, {"mistake-zero-empty", false, 25, A::Remember},
    {"mistake-zero-empty", false, 43, A::Rounds}, {"mistake-zero-empty", false, 44, A::Round},
    {"mistake-zero-empty", false, 46, A::RowDone}, {"mistake-zero-empty", false, 51, A::ColumnDone},
    {"mistake-zero-empty", false, 56, A::Answer}, {"mistake-zero-empty", true, 15, A::LastR},
    {"mistake-zero-empty", true, 17, A::Look}, {"mistake-zero-empty", true, 18, A::Compare},
    {"mistake-zero-empty", true, 19, A::Remove}, {"mistake-zero-empty", true, 25, A::Remember},
    {"mistake-zero-empty", true, 37, A::Rounds}, {"mistake-zero-empty", true, 38, A::Round},
    {"mistake-zero-empty", true, 40, A::RowDone}, {"mistake-zero-empty", true, 43, A::ColumnDone},
    {"mistake-zero-empty", true, 45, A::Answer}, {"mistake-score-change", false, 14, A::LastR},
    {"mistake-score-change", false, 16, A::Look}, {"mistake-score-change", false, 17, A::Compare},
    {"mistake-score-change", false, 18, A::Remove}, {"mistake-score-change", false, 25, A::Remember},
    {"mistake-score-change", false, 43, A::Rounds}, {"mistake-score-change", false, 44, A::Round},
    {"mistake-score-change", false, 46, A::RowDone}, {"mistake-score-change", false, 49, A::ColumnDone},
    {"mistake-score-change", false, 54, A::Answer}, {"mistake-score-change", true, 15, A::LastR},
    {"mistake-score-change", true, 17, A::Look}, {"mistake-score-change", true, 18, A::Compare},
    {"mistake-score-change", true, 19, A::Remove}, {"mistake-score-change", true, 25, A::Remember},
    {"mistake-score-change", true, 37, A::Rounds}, {"mistake-score-change", true, 38, A::Round},
    {"mistake-score-change", true, 40, A::RowDone}, {"mistake-score-change", true, 42, A::ColumnDone},
    {"mistake-score-change", true, 45, A::Answer}, {"mistake-one-round", false, 14, A::LastR},
    {"mistake-one-round", false, 16, A::Look}, {"mistake-one-round", false, 17, A::Compare},
    {"mistake-one-round", false, 18, A::Remove}, {"mistake-one-round", false, 25, A::Remember},
    {"mistake-one-round", false, 44, A::RowDone}, {"mistake-one-round", false, 47, A::ColumnDone},
    {"mistake-one-round", false, 49, A::Answer}, {"mistake-one-round", true, 15, A::LastR},
    {"mistake-one-round", true, 17, A::Look}, {"mistake-one-round", true, 18, A::Compare},
    {"mistake-one-round", true, 19, A::Remove}, {"mistake-one-round", true, 25, A::Remember},
    {"mistake-one-round", true, 38, A::RowDone}, {"mistake-one-round", true, 40, A::ColumnDone},
    {"mistake-one-round", true, 41, A::Answer}, {"mistake-rows-only", false, 14, A::LastR},
    {"mistake-rows-only", false, 16, A::Look}, {"mistake-rows-only", false, 17, A::Compare},
    {"mistake-rows-only", false, 18, A::Remove}, {"mistake-rows-only", false, 25, A::Remember},
    {"mistake-rows-only", false, 43, A::Rounds}, {"mistake-rows-only", false, 44, A::Round},
    {"mistake-rows-only", false, 46, A::RowDone}, {"mistake-rows-only", false, 52, A::Answer},
    {"mistake-rows-only", true, 15, A::LastR}, {"mistake-rows-only", true, 17, A::Look},
    {"mistake-rows-only", true, 18, A::Compare}, {"mistake-rows-only", true, 19, A::Remove},
    {"mistake-rows-only", true, 25, A::Remember}, {"mistake-rows-only", true, 37, A::Rounds},
    {"mistake-rows-only", true, 38, A::Round}, {"mistake-rows-only", true, 40, A::RowDone},
    {"mistake-rows-only", true, 43, A::Answer}, {"mistake-no-skip", false, 14, A::LastR},
    {"mistake-no-skip", false, 17, A::Compare}, {"mistake-no-skip", false, 18, A::Remove},
    {"mistake-no-skip", false, 25, A::Remember}, {"mistake-no-skip", false, 42, A::Rounds},
    {"mistake-no-skip", false, 43, A::Round}, {"mistake-no-skip", false, 45, A::RowDone},
    {"mistake-no-skip", false, 50, A::ColumnDone}, {"mistake-no-skip", false, 55, A::Answer},
    {"mistake-no-skip", true, 15, A::LastR}, {"mistake-no-skip", true, 18, A::Compare},
    {"mistake-no-skip", true, 19, A::Remove}, {"mistake-no-skip", true, 25, A::Remember},
    {"mistake-no-skip", true, 37, A::Rounds}, {"mistake-no-skip", true, 38, A::Round},
    {"mistake-no-skip", true, 40, A::RowDone}, {"mistake-no-skip", true, 43, A::ColumnDone},
    {"mistake-no-skip", true, 45, A::Answer}, {"mistake-last-on-empty", false, 14, A::LastR},
    {"mistake-last-on-empty", false, 16, A::Look}, {"mistake-last-on-empty", false, 18, A::RememberEmpty},
    {"mistake-last-on-empty", false, 20, A::Compare}, {"mistake-last-on-empty", false, 21, A::Remove},
    {"mistake-last-on-empty", false, 28, A::Remember}, {"mistake-last-on-empty", false, 45, A::Rounds},
    {"mistake-last-on-empty", false, 46, A::Round}, {"mistake-last-on-empty", false, 48, A::RowDone},
    {"mistake-last-on-empty", false, 53, A::ColumnDone}, {"mistake-last-on-empty", false, 58, A::Answer},
    {"mistake-last-on-empty", true, 15, A::LastR}, {"mistake-last-on-empty", true, 17, A::Look},
    {"mistake-last-on-empty", true, 19, A::RememberEmpty}, {"mistake-last-on-empty", true, 20, A::Compare},
    {"mistake-last-on-empty", true, 21, A::Remove}, {"mistake-last-on-empty", true, 27, A::Remember},
    {"mistake-last-on-empty", true, 39, A::Rounds}, {"mistake-last-on-empty", true, 40, A::Round},
    {"mistake-last-on-empty", true, 42, A::RowDone}, {"mistake-last-on-empty", true, 45, A::ColumnDone},
    {"mistake-last-on-empty", true, 47, A::Answer},
};

/// The lines that were steps then, by today's anchor, once each where the step was: a scan's start,
/// and its end (then on main's line after the call, today its return).
bool wasStep(std::uint16_t anchor)
{
    switch (static_cast<Anchor>(anchor)) {
    case A::Rounds: case A::Round: case A::LineStart: case A::Look: case A::Compare: case A::Remove:
    case A::Remember: case A::RememberEmpty: case A::LineReturn: case A::Answer:
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

} // namespace sb::cards
