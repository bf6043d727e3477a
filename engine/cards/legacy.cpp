// SPDX-License-Identifier: GPL-3.0-or-later
// Lessons of format 1 stepped on the card game's marked lines only, in the listings of then.
#include "cards.h"

#include <algorithm>
#include <initializer_list>
#include <iterator>

namespace sb::cards {

namespace {

using A = Anchor;

struct OldLine {
    int line;
    Anchor anchor;
};

struct OldListing {
    std::string_view listing;
    bool python;
    std::initializer_list<OldLine> lines;
};

/// The marked lines of the format-1 listings, with today's anchor for each. The old line-start of
/// scanLine() (`lastR = -1, lastC = -1`) is today's `lastR = -1`; row-done and column-done stay the
/// lines that call scanLine().
const OldListing kOldListings[] = {
    {"one-row", false, {
        {16, A::Rounds}, {17, A::Round}, {18, A::LineStart}, {20, A::Look}, {23, A::Compare},
        {24, A::Remove}, {30, A::Remember}, {34, A::Answer},
    }},
    {"one-row", true, {
        {13, A::Rounds}, {14, A::Round}, {15, A::LineStart}, {17, A::Look}, {19, A::Compare},
        {20, A::Remove}, {26, A::Remember}, {27, A::Answer},
    }},
    {"rows-and-columns", false, {
        {14, A::LastR}, {16, A::Look}, {17, A::Compare}, {18, A::Remove}, {25, A::Remember},
        {43, A::Rounds}, {44, A::Round}, {46, A::RowDone}, {51, A::ColumnDone}, {56, A::Answer},
    }},
    {"rows-and-columns", true, {
        {15, A::LastR}, {17, A::Look}, {18, A::Compare}, {19, A::Remove}, {25, A::Remember},
        {37, A::Rounds}, {38, A::Round}, {40, A::RowDone}, {43, A::ColumnDone}, {45, A::Answer},
    }},
    {"mistake-zero-empty", false, {
        {14, A::LastR}, {16, A::Look}, {17, A::Compare}, {18, A::Remove}, {25, A::Remember},
        {43, A::Rounds}, {44, A::Round}, {46, A::RowDone}, {51, A::ColumnDone}, {56, A::Answer},
    }},
    {"mistake-zero-empty", true, {
        {15, A::LastR}, {17, A::Look}, {18, A::Compare}, {19, A::Remove}, {25, A::Remember},
        {37, A::Rounds}, {38, A::Round}, {40, A::RowDone}, {43, A::ColumnDone}, {45, A::Answer},
    }},
    {"mistake-score-change", false, {
        {14, A::LastR}, {16, A::Look}, {17, A::Compare}, {18, A::Remove}, {25, A::Remember},
        {43, A::Rounds}, {44, A::Round}, {46, A::RowDone}, {49, A::ColumnDone}, {54, A::Answer},
    }},
    {"mistake-score-change", true, {
        {15, A::LastR}, {17, A::Look}, {18, A::Compare}, {19, A::Remove}, {25, A::Remember},
        {37, A::Rounds}, {38, A::Round}, {40, A::RowDone}, {42, A::ColumnDone}, {45, A::Answer},
    }},
    {"mistake-one-round", false, {
        {14, A::LastR}, {16, A::Look}, {17, A::Compare}, {18, A::Remove}, {25, A::Remember},
        {44, A::RowDone}, {47, A::ColumnDone}, {49, A::Answer},
    }},
    {"mistake-one-round", true, {
        {15, A::LastR}, {17, A::Look}, {18, A::Compare}, {19, A::Remove}, {25, A::Remember},
        {38, A::RowDone}, {40, A::ColumnDone}, {41, A::Answer},
    }},
    {"mistake-rows-only", false, {
        {14, A::LastR}, {16, A::Look}, {17, A::Compare}, {18, A::Remove}, {25, A::Remember},
        {43, A::Rounds}, {44, A::Round}, {46, A::RowDone}, {52, A::Answer},
    }},
    {"mistake-rows-only", true, {
        {15, A::LastR}, {17, A::Look}, {18, A::Compare}, {19, A::Remove}, {25, A::Remember},
        {37, A::Rounds}, {38, A::Round}, {40, A::RowDone}, {43, A::Answer},
    }},
    {"mistake-no-skip", false, {
        {14, A::LastR}, {17, A::Compare}, {18, A::Remove}, {25, A::Remember}, {42, A::Rounds},
        {43, A::Round}, {45, A::RowDone}, {50, A::ColumnDone}, {55, A::Answer},
    }},
    {"mistake-no-skip", true, {
        {15, A::LastR}, {18, A::Compare}, {19, A::Remove}, {25, A::Remember}, {37, A::Rounds},
        {38, A::Round}, {40, A::RowDone}, {43, A::ColumnDone}, {45, A::Answer},
    }},
    {"mistake-last-on-empty", false, {
        {14, A::LastR}, {16, A::Look}, {18, A::RememberEmpty}, {20, A::Compare}, {21, A::Remove},
        {28, A::Remember}, {45, A::Rounds}, {46, A::Round}, {48, A::RowDone}, {53, A::ColumnDone},
        {58, A::Answer},
    }},
    {"mistake-last-on-empty", true, {
        {15, A::LastR}, {17, A::Look}, {19, A::RememberEmpty}, {20, A::Compare}, {21, A::Remove},
        {27, A::Remember}, {39, A::Rounds}, {40, A::Round}, {42, A::RowDone}, {45, A::ColumnDone},
        {47, A::Answer},
    }},
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
    const bool python = language == CodeLanguage::Python;
    for (const OldListing& old : kOldListings) {
        if (old.listing != listing || old.python != python)
            continue;
        const auto it = std::find_if(old.lines.begin(), old.lines.end(), [&](const OldLine& l) { return l.line == line; });
        return it == old.lines.end() ? -1 : static_cast<int>(it->anchor);
    }
    return -1;
}

} // namespace

const LegacySteps kLegacySteps{wasStep, anchorAtLine};

} // namespace sb::cards
