// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ownprogram.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <string>

namespace sb::program {

/// `program` traced on `input` with probes and under gdb (with `given`'s limits): the two records are
/// the same, byte for byte.
inline void expectTheDebuggersRecord(const Program& program, const std::string& input, const TraceOptions& given = {})
{
    std::string probes, debuggers;
    TraceOptions options = given;
    options.record = &probes;
    const Trace probed = program.trace(input, options);
    options.record = &debuggers;
    options.debugger = true;
    const Trace underGdb = program.trace(input, options);
    EXPECT_EQ(underGdb.end(), probed.end()) << underGdb.error();
    EXPECT_FALSE(probes.empty());
    EXPECT_EQ(sb::test::firstDifferentLine(probes, debuggers), "") << "probes, then gdb";
}

} // namespace sb::program
