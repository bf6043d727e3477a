// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson/lesson.h"

namespace sb {
struct ProblemDesc;
}

namespace sb::ui {

/// A lesson of an older format in today's numbers. Format 1 stepped on a listing's marked lines
/// only; where a problem's steps have changed since (ProblemDesc::legacy), its step, its
/// bookmarks' steps and the side-by-side panes' steps are counted again on the lines that were
/// steps then, and its breakpoints move to the lines their anchors stand on in today's listing.
/// `input` is the input the lesson runs on (its own, or the window's when it has none).
Lesson upgradeLesson(Lesson lesson, const ProblemDesc& problem, const QString& input);

} // namespace sb::ui
