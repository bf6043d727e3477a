// SPDX-License-Identifier: GPL-3.0-or-later
// Lessons of format 1 stepped on Accordion's marked lines only, in the listings of then.
#include "accordion.h"

#include <algorithm>
#include <iterator>

namespace sb::accordion {

namespace {

using A = Anchor;

struct OldMark {
    int line;
    Anchor anchor;
};

struct OldListing {
    std::string_view listing;
    bool python;
    OldMark marks[11];
};

/// The marked lines of the format-1 listings: each mark stands today on the line of the same name.
constexpr OldListing kOldListings[] = {
    {"deal-one-by-one", false, {{15, A::CompareFar}, {18, A::CompareNear}, {26, A::Move}, {29, A::Compact}, {40, A::Restart}, {42, A::NextPile}, {65, A::DeckStart}, {68, A::Deal}, {71, A::DeckDone}}},
    {"deal-one-by-one", true, {{15, A::CompareFar}, {17, A::CompareNear}, {24, A::Move}, {26, A::Compact}, {36, A::Restart}, {38, A::NextPile}, {54, A::DeckStart}, {57, A::Deal}, {59, A::DeckDone}}},
    {"rescan-from-first", false, {{15, A::CompareFar}, {18, A::CompareNear}, {26, A::Move}, {29, A::Compact}, {40, A::Restart}, {42, A::NextPile}, {65, A::DeckStart}, {68, A::Deal}, {71, A::DeckDone}}},
    {"rescan-from-first", true, {{15, A::CompareFar}, {17, A::CompareNear}, {24, A::Move}, {26, A::Compact}, {36, A::Restart}, {38, A::NextPile}, {54, A::DeckStart}, {57, A::Deal}, {59, A::DeckDone}}},
    {"back-to-receiver", false, {{15, A::CompareFar}, {18, A::CompareNear}, {26, A::Move}, {29, A::Compact}, {41, A::BackTo}, {43, A::NextPile}, {66, A::DeckStart}, {69, A::Deal}, {72, A::DeckDone}}},
    {"back-to-receiver", true, {{15, A::CompareFar}, {17, A::CompareNear}, {24, A::Move}, {26, A::Compact}, {37, A::BackTo}, {39, A::NextPile}, {55, A::DeckStart}, {58, A::Deal}, {60, A::DeckDone}}},
    {"mistake-one-first", false, {{15, A::CompareNear}, {18, A::CompareFar}, {26, A::Move}, {29, A::Compact}, {40, A::Restart}, {42, A::NextPile}, {65, A::DeckStart}, {68, A::Deal}, {71, A::DeckDone}}},
    {"mistake-one-first", true, {{15, A::CompareNear}, {17, A::CompareFar}, {24, A::Move}, {26, A::Compact}, {36, A::Restart}, {38, A::NextPile}, {54, A::DeckStart}, {57, A::Deal}, {59, A::DeckDone}}},
    {"mistake-sweep-on", false, {{15, A::CompareFar}, {18, A::CompareNear}, {26, A::Move}, {29, A::Compact}, {39, A::Sweep}, {46, A::Stay}, {49, A::NextPile}, {51, A::SweepEnd}, {75, A::DeckStart}, {78, A::Deal}, {81, A::DeckDone}}},
    {"mistake-sweep-on", true, {{15, A::CompareFar}, {17, A::CompareNear}, {24, A::Move}, {26, A::Compact}, {35, A::Sweep}, {42, A::Stay}, {43, A::NextPile}, {44, A::SweepEnd}, {61, A::DeckStart}, {64, A::Deal}, {66, A::DeckDone}}},
};

/// The lines that were steps then: the marks of format 1, which today's listings still carry, each
/// on a line that runs as often as the old step was taken.
bool wasStep(std::uint16_t anchor)
{
    return anchor <= static_cast<std::uint16_t>(Anchor::DeckDone);
}

int anchorAtLine(std::string_view listing, CodeLanguage language, int line)
{
    const bool python = language == CodeLanguage::Python;
    for (const OldListing& old : kOldListings) {
        if (old.listing != listing || old.python != python)
            continue;
        const auto it = std::find_if(std::begin(old.marks), std::end(old.marks),
                                     [line](const OldMark& m) { return m.line == line; });
        return it == std::end(old.marks) ? -1 : static_cast<int>(it->anchor);
    }
    return -1;
}

} // namespace

const LegacySteps kLegacySteps{wasStep, anchorAtLine};

} // namespace sb::accordion
