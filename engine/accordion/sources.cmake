# SPDX-License-Identifier: GPL-3.0-or-later
# The sources of this problem's folder, for engine/CMakeLists.txt.
set(problem_sources
    accordion.h
    accordioninput.cpp
    accordionproblem.cpp
    bank.cpp
    diverge.cpp
    fuzzinputs.cpp
    judging.h
    legacy.cpp
    ownboard.cpp
    playdecks.cpp
    randomdeal.cpp
    randomdeal.h
    solve.cpp
)
