// SPDX-License-Identifier: GPL-3.0-or-later
// Where a built-in method stands, as the run model every view reads says it.
#pragma once

#include "run/session.h"

#include "core/methodrun.h"
#include "core/problem.h"

#include <algorithm>
#include <string_view>

namespace sb::ui::test {

/// The line about to run is the line of the listing marked `anchor`.
inline bool standsOn(const Session& session, std::string_view anchor)
{
    const auto* run = dynamic_cast<const sb::MethodRun*>(session.run());
    const auto anchors = session.problem().anchors;
    const auto it = std::find(anchors.begin(), anchors.end(), anchor);
    return run && it != anchors.end() && run->nextLine() > 0 &&
           run->nextLine() == run->lineOf(static_cast<std::uint16_t>(it - anchors.begin()));
}

/// The frames on the call stack where the method stands.
inline int stackDepth(const Session& session)
{
    return session.run() ? static_cast<int>(session.run()->frames().size()) : 0;
}

} // namespace sb::ui::test
