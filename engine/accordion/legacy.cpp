// SPDX-License-Identifier: GPL-3.0-or-later
// Lessons of format 1 stepped on Accordion's marked lines only, in the listings of then.
#include "accordion.h"

namespace sb::accordion {

namespace {

using A = Anchor;

/// The marked lines of the format-1 listings: each mark stands today on the line of the same name.
constexpr LegacyMark<Anchor> kOldLines[] = {
    {"deal-one-by-one", false, 15, A::CompareFar}, {"deal-one-by-one", false, 18, A::CompareNear},
    {"deal-one-by-one", false, 26, A::Move}, {"deal-one-by-one", false, 29, A::Compact},
    {"deal-one-by-one", false, 40, A::Restart}, {"deal-one-by-one", false, 42, A::NextPile},
    {"deal-one-by-one", false, 65, A::DeckStart}, {"deal-one-by-one", false, 68, A::Deal},
    {"deal-one-by-one", false, 71, A::DeckDone}, {"deal-one-by-one", true, 15, A::CompareFar},
    {"deal-one-by-one", true, 17, A::CompareNear}, {"deal-one-by-one", true, 24, A::Move},
    {"deal-one-by-one", true, 26, A::Compact}, {"deal-one-by-one", true, 36, A::Restart},
    {"deal-one-by-one", true, 38, A::NextPile}, {"deal-one-by-one", true, 54, A::DeckStart},
    {"deal-one-by-one", true, 57, A::Deal}, {"deal-one-by-one", true, 59, A::DeckDone},
    {"rescan-from-first", false, 15, A::CompareFar}, {"rescan-from-first", false, 18, A::CompareNear},
    {"rescan-from-first", false, 26, A::Move}, {"rescan-from-first", false, 29, A::Compact},
    {"rescan-from-first", false, 40, A::Restart}, {"rescan-from-first", false, 42, A::NextPile},
    {"rescan-from-first", false, 65, A::DeckStart}, {"rescan-from-first", false, 68, A::Deal},
    {"rescan-from-first", false, 71, A::DeckDone}, {"rescan-from-first", true, 15, A::CompareFar},
    {"rescan-from-first", true, 17, A::CompareNear}, {"rescan-from-first", true, 24, A::Move},
    {"rescan-from-first", true, 26, A::Compact}, {"rescan-from-first", true, 36, A::Restart},
    {"rescan-from-first", true, 38, A::NextPile}, {"rescan-from-first", true, 54, A::DeckStart},
    {"rescan-from-first", true, 57, A::Deal}, {"rescan-from-first", true, 59, A::DeckDone},
    {"back-to-receiver", false, 15, A::CompareFar}, {"back-to-receiver", false, 18, A::CompareNear},
    {"back-to-receiver", false, 26, A::Move}, {"back-to-receiver", false, 29, A::Compact},
    {"back-to-receiver", false, 41, A::BackTo}, {"back-to-receiver", false, 43, A::NextPile},
    {"back-to-receiver", false, 66, A::DeckStart}, {"back-to-receiver", false, 69, A::Deal},
    {"back-to-receiver", false, 72, A::DeckDone}, {"back-to-receiver", true, 15, A::CompareFar},
    {"back-to-receiver", true, 17, A::CompareNear}, {"back-to-receiver", true, 24, A::Move},
    {"back-to-receiver", true, 26, A::Compact}, {"back-to-receiver", true, 37, A::BackTo},
    {"back-to-receiver", true, 39, A::NextPile}, {"back-to-receiver", true, 55, A::DeckStart},
    {"back-to-receiver", true, 58, A::Deal}, {"back-to-receiver", true, 60, A::DeckDone},
    {"mistake-one-first", false, 15, A::CompareNear}, {"mistake-one-first", false, 18, A::CompareFar},
    {"mistake-one-first", false, 26, A::Move}, {"mistake-one-first", false, 29, A::Compact},
    {"mistake-one-first", false, 40, A::Restart}, {"mistake-one-first", false, 42, A::NextPile},
    {"mistake-one-first", false, 65, A::DeckStart}, {"mistake-one-first", false, 68, A::Deal},
    {"mistake-one-first", false, 71, A::DeckDone}, {"mistake-one-first", true, 15, A::CompareNear},
    {"mistake-one-first", true, 17, A::CompareFar}, {"mistake-one-first", true, 24, A::Move},
    {"mistake-one-first", true, 26, A::Compact}, {"mistake-one-first", true, 36, A::Restart},
    {"mistake-one-first", true, 38, A::NextPile}, {"mistake-one-first", true, 54, A::DeckStart},
    {"mistake-one-first", true, 57, A::Deal}, {"mistake-one-first", true, 59, A::DeckDone},
    {"mistake-sweep-on", false, 15, A::CompareFar}, {"mistake-sweep-on", false, 18, A::CompareNear},
    {"mistake-sweep-on", false, 26, A::Move}, {"mistake-sweep-on", false, 29, A::Compact},
    {"mistake-sweep-on", false, 39, A::Sweep}, {"mistake-sweep-on", false, 46, A::Stay},
    {"mistake-sweep-on", false, 49, A::NextPile}, {"mistake-sweep-on", false, 51, A::SweepEnd},
    {"mistake-sweep-on", false, 75, A::DeckStart}, {"mistake-sweep-on", false, 78, A::Deal},
    {"mistake-sweep-on", false, 81, A::DeckDone}, {"mistake-sweep-on", true, 15, A::CompareFar},
    {"mistake-sweep-on", true, 17, A::CompareNear}, {"mistake-sweep-on", true, 24, A::Move},
    {"mistake-sweep-on", true, 26, A::Compact}, {"mistake-sweep-on", true, 35, A::Sweep},
    {"mistake-sweep-on", true, 42, A::Stay}, {"mistake-sweep-on", true, 43, A::NextPile},
    {"mistake-sweep-on", true, 44, A::SweepEnd}, {"mistake-sweep-on", true, 61, A::DeckStart},
    {"mistake-sweep-on", true, 64, A::Deal}, {"mistake-sweep-on", true, 66, A::DeckDone},
};

/// The lines that were steps then: the marks of format 1, which today's listings still carry, each
/// on a line that runs as often as the old step was taken.
bool wasStep(std::uint16_t anchor)
{
    return anchor <= static_cast<std::uint16_t>(Anchor::DeckDone);
}

int anchorAtLine(std::string_view listing, CodeLanguage language, int line)
{
    return legacyAnchorAt(kOldLines, listing, language, line);
}

} // namespace

const LegacySteps kLegacySteps{wasStep, anchorAtLine};

} // namespace sb::accordion
