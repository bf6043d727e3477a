# SPDX-License-Identifier: GPL-3.0-or-later
# The sources of this problem's folder, for engine/CMakeLists.txt.
set(problem_sources
    bank.cpp
    cards.h
    cardsinput.cpp
    cardsproblem.cpp
    diverge.cpp
    fuzzinputs.cpp
    judging.h
    legacy.cpp
    lines.cpp
    ownboard.cpp
    randomtable.cpp
    randomtable.h
    scanonerow.cpp
    scanrounds.cpp
    solve.cpp
)
