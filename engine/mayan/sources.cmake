# SPDX-License-Identifier: GPL-3.0-or-later
# The sources of this problem's folder, for engine/CMakeLists.txt.
set(problem_sources
    bank.cpp
    diverge.cpp
    fuzzinputs.cpp
    judging.h
    legacy.cpp
    mayan.h
    mayaninput.cpp
    mayanproblem.cpp
    ownboard.cpp
    randomboard.cpp
    randomboard.h
    rules.h
    search.cpp
    solve.cpp
)
