// SPDX-License-Identifier: GPL-3.0-or-later
// Lessons of format 1 stepped on the Mayan search's marked lines only, in the listings of then.
#include "mayan.h"

namespace sb::mayan {

namespace {

using A = Anchor;

/// The marked lines of the format-1 listings; each marker names a line that carries it still.
constexpr LegacyMark<Anchor> kOldLines[] = {
    {"dfs", false, 52, A::Mark}, {"dfs", false, 54, A::Clear}, {"dfs", false, 55, A::Settle},
    {"dfs", false, 71, A::Try}, {"dfs", false, 73, A::Swap}, {"dfs", false, 74, A::Fall},
    {"dfs", false, 78, A::Leave}, {"dfs", false, 85, A::Check}, {"dfs", false, 94, A::SkipLeft},
    {"dfs", false, 113, A::Start}, {"dfs", false, 114, A::Found}, {"dfs", false, 116, A::NoSolution},
    {"dfs", true, 49, A::Mark}, {"dfs", true, 51, A::Clear}, {"dfs", true, 52, A::Settle}, {"dfs", true, 65, A::Try},
    {"dfs", true, 67, A::Swap}, {"dfs", true, 68, A::Fall}, {"dfs", true, 72, A::Leave}, {"dfs", true, 79, A::Check},
    {"dfs", true, 88, A::SkipLeft}, {"dfs", true, 114, A::Start}, {"dfs", true, 115, A::Found},
    {"dfs", true, 117, A::NoSolution}, {"dfs-plain", false, 52, A::Mark}, {"dfs-plain", false, 54, A::Clear},
    {"dfs-plain", false, 55, A::Settle}, {"dfs-plain", false, 71, A::Try}, {"dfs-plain", false, 73, A::Swap},
    {"dfs-plain", false, 74, A::Fall}, {"dfs-plain", false, 78, A::Leave}, {"dfs-plain", false, 85, A::Check},
    {"dfs-plain", false, 111, A::Start}, {"dfs-plain", false, 112, A::Found},
    {"dfs-plain", false, 114, A::NoSolution}, {"dfs-plain", true, 49, A::Mark}, {"dfs-plain", true, 51, A::Clear},
    {"dfs-plain", true, 52, A::Settle}, {"dfs-plain", true, 65, A::Try}, {"dfs-plain", true, 67, A::Swap},
    {"dfs-plain", true, 68, A::Fall}, {"dfs-plain", true, 72, A::Leave}, {"dfs-plain", true, 79, A::Check},
    {"dfs-plain", true, 112, A::Start}, {"dfs-plain", true, 113, A::Found}, {"dfs-plain", true, 115, A::NoSolution},
    {"dfs-pruned", false, 54, A::Mark}, {"dfs-pruned", false, 56, A::Clear}, {"dfs-pruned", false, 57, A::Settle},
    {"dfs-pruned", false, 85, A::Try}, {"dfs-pruned", false, 87, A::Swap}, {"dfs-pruned", false, 88, A::Fall},
    {"dfs-pruned", false, 92, A::Leave}, {"dfs-pruned", false, 99, A::Check},
    {"dfs-pruned", false, 100, A::ColourCheck}, {"dfs-pruned", false, 102, A::MemoCheck},
    {"dfs-pruned", false, 112, A::SkipLeft}, {"dfs-pruned", false, 117, A::MemoStore},
    {"dfs-pruned", false, 133, A::Start}, {"dfs-pruned", false, 134, A::Found},
    {"dfs-pruned", false, 136, A::NoSolution}, {"dfs-pruned", true, 51, A::Mark}, {"dfs-pruned", true, 53, A::Clear},
    {"dfs-pruned", true, 54, A::Settle}, {"dfs-pruned", true, 67, A::Try}, {"dfs-pruned", true, 69, A::Swap},
    {"dfs-pruned", true, 70, A::Fall}, {"dfs-pruned", true, 74, A::Leave}, {"dfs-pruned", true, 93, A::Check},
    {"dfs-pruned", true, 94, A::ColourCheck}, {"dfs-pruned", true, 96, A::MemoCheck},
    {"dfs-pruned", true, 106, A::SkipLeft}, {"dfs-pruned", true, 109, A::MemoStore},
    {"dfs-pruned", true, 134, A::Start}, {"dfs-pruned", true, 135, A::Found},
    {"dfs-pruned", true, 137, A::NoSolution}, {"mistake-clear-at-once", false, 46, A::ClearRun},
    {"mistake-clear-at-once", false, 49, A::Mark}, {"mistake-clear-at-once", false, 51, A::Settle},
    {"mistake-clear-at-once", false, 67, A::Try}, {"mistake-clear-at-once", false, 69, A::Swap},
    {"mistake-clear-at-once", false, 70, A::Fall}, {"mistake-clear-at-once", false, 74, A::Leave},
    {"mistake-clear-at-once", false, 81, A::Check}, {"mistake-clear-at-once", false, 90, A::SkipLeft},
    {"mistake-clear-at-once", false, 109, A::Start}, {"mistake-clear-at-once", false, 110, A::Found},
    {"mistake-clear-at-once", false, 112, A::NoSolution}, {"mistake-clear-at-once", true, 44, A::ClearRun},
    {"mistake-clear-at-once", true, 46, A::Mark}, {"mistake-clear-at-once", true, 48, A::Settle},
    {"mistake-clear-at-once", true, 61, A::Try}, {"mistake-clear-at-once", true, 63, A::Swap},
    {"mistake-clear-at-once", true, 64, A::Fall}, {"mistake-clear-at-once", true, 68, A::Leave},
    {"mistake-clear-at-once", true, 75, A::Check}, {"mistake-clear-at-once", true, 84, A::SkipLeft},
    {"mistake-clear-at-once", true, 110, A::Start}, {"mistake-clear-at-once", true, 111, A::Found},
    {"mistake-clear-at-once", true, 113, A::NoSolution}, {"mistake-clear-once", false, 52, A::Mark},
    {"mistake-clear-once", false, 54, A::Clear}, {"mistake-clear-once", false, 55, A::Settle},
    {"mistake-clear-once", false, 71, A::Try}, {"mistake-clear-once", false, 73, A::Swap},
    {"mistake-clear-once", false, 74, A::Fall}, {"mistake-clear-once", false, 78, A::Leave},
    {"mistake-clear-once", false, 85, A::Check}, {"mistake-clear-once", false, 94, A::SkipLeft},
    {"mistake-clear-once", false, 113, A::Start}, {"mistake-clear-once", false, 114, A::Found},
    {"mistake-clear-once", false, 116, A::NoSolution}, {"mistake-clear-once", true, 48, A::Mark},
    {"mistake-clear-once", true, 50, A::Clear}, {"mistake-clear-once", true, 51, A::Settle},
    {"mistake-clear-once", true, 64, A::Try}, {"mistake-clear-once", true, 66, A::Swap},
    {"mistake-clear-once", true, 67, A::Fall}, {"mistake-clear-once", true, 71, A::Leave},
    {"mistake-clear-once", true, 78, A::Check}, {"mistake-clear-once", true, 87, A::SkipLeft},
    {"mistake-clear-once", true, 113, A::Start}, {"mistake-clear-once", true, 114, A::Found},
    {"mistake-clear-once", true, 116, A::NoSolution}, {"mistake-no-fall", false, 52, A::Mark},
    {"mistake-no-fall", false, 54, A::Clear}, {"mistake-no-fall", false, 70, A::Try},
    {"mistake-no-fall", false, 72, A::Swap}, {"mistake-no-fall", false, 73, A::Fall},
    {"mistake-no-fall", false, 77, A::Leave}, {"mistake-no-fall", false, 84, A::Check},
    {"mistake-no-fall", false, 93, A::SkipLeft}, {"mistake-no-fall", false, 112, A::Start},
    {"mistake-no-fall", false, 113, A::Found}, {"mistake-no-fall", false, 115, A::NoSolution},
    {"mistake-no-fall", true, 49, A::Mark}, {"mistake-no-fall", true, 51, A::Clear},
    {"mistake-no-fall", true, 64, A::Try}, {"mistake-no-fall", true, 66, A::Swap},
    {"mistake-no-fall", true, 67, A::Fall}, {"mistake-no-fall", true, 71, A::Leave},
    {"mistake-no-fall", true, 78, A::Check}, {"mistake-no-fall", true, 87, A::SkipLeft},
    {"mistake-no-fall", true, 113, A::Start}, {"mistake-no-fall", true, 114, A::Found},
    {"mistake-no-fall", true, 116, A::NoSolution}, {"mistake-skip-equal", false, 52, A::Mark},
    {"mistake-skip-equal", false, 54, A::Clear}, {"mistake-skip-equal", false, 55, A::Settle},
    {"mistake-skip-equal", false, 71, A::Try}, {"mistake-skip-equal", false, 73, A::Swap},
    {"mistake-skip-equal", false, 74, A::Fall}, {"mistake-skip-equal", false, 78, A::Leave},
    {"mistake-skip-equal", false, 85, A::Check}, {"mistake-skip-equal", false, 96, A::SkipEqual},
    {"mistake-skip-equal", false, 98, A::SkipLeft}, {"mistake-skip-equal", false, 117, A::Start},
    {"mistake-skip-equal", false, 118, A::Found}, {"mistake-skip-equal", false, 120, A::NoSolution},
    {"mistake-skip-equal", true, 49, A::Mark}, {"mistake-skip-equal", true, 51, A::Clear},
    {"mistake-skip-equal", true, 52, A::Settle}, {"mistake-skip-equal", true, 65, A::Try},
    {"mistake-skip-equal", true, 67, A::Swap}, {"mistake-skip-equal", true, 68, A::Fall},
    {"mistake-skip-equal", true, 72, A::Leave}, {"mistake-skip-equal", true, 79, A::Check},
    {"mistake-skip-equal", true, 90, A::SkipEqual}, {"mistake-skip-equal", true, 92, A::SkipLeft},
    {"mistake-skip-equal", true, 118, A::Start}, {"mistake-skip-equal", true, 119, A::Found},
    {"mistake-skip-equal", true, 121, A::NoSolution},
};

/// The lines that were steps then. A call whose value is tested is a step twice in C++ today, on
/// the call and back on the line with the value; the step of then is the call.
bool wasAnchorStep(std::uint16_t anchor)
{
    return anchor <= static_cast<std::uint16_t>(A::NoSolution) || anchor == static_cast<std::uint16_t>(A::ClearColRun);
}

bool wasStep(const Step& s)
{
    return s.narration != static_cast<std::uint16_t>(Narration::Returned) && wasAnchorStep(s.anchor);
}

int anchorAtLine(std::string_view listing, CodeLanguage language, int line)
{
    return legacyAnchorAt(kOldLines, listing, language, line);
}

} // namespace

const LegacySteps kLegacySteps{wasAnchorStep, anchorAtLine, wasStep};

} // namespace sb::mayan
