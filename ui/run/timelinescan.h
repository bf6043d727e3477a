// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "run/session.h"

#include "core/problem.h"

#include <atomic>
#include <memory>

namespace sb::ui {

/// A method still running after this many steps is stopped in the window: long
/// enough for every method that ends on an input a class can watch, short
/// enough that End on a method that never ends answers in about half a second.
inline constexpr quint64 kStepCap = 20'000'000;

/// The longest trace the window follows to its end: a method whose estimate is
/// longer than this is stopped here and called too slow.
inline constexpr quint64 kLongestTrace = 2'000'000'000;

/// At most this many moment marks are kept (8 bytes each); beyond it, every other one.
inline constexpr qsizetype kMaxMarks = 1 << 20;

/// Runs a method once, in fast mode, to find the timeline's marks: the steps of
/// `kind`, the end, and where a never-ending method's loop begins. It stops at
/// `cap` steps (a longer trace shows the marks found so far) or when cancelled.
TimelineIndex scanTimeline(const MethodDesc* method, std::shared_ptr<const ProblemInput> input, CodeLanguage language,
                           StepKind kind,
                           std::uint64_t cap, std::shared_ptr<std::atomic<bool>> cancel);

} // namespace sb::ui
