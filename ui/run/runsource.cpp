// SPDX-License-Identifier: GPL-3.0-or-later
#include "run/runsource.h"

#include "core/step.h"

namespace sb::ui {

CodeLanguage RunSource::codeLanguage() const
{
    return CodeLanguage::Cpp;
}

const TimelineIndex& RunSource::timeline() const
{
    static const TimelineIndex none;
    return none;
}

} // namespace sb::ui
