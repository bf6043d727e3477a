# SPDX-License-Identifier: GPL-3.0-or-later
# The sources of this problem's folder, for engine/CMakeLists.txt.
set(problem_sources
    bank.cpp
    caro.h
    caroinput.cpp
    caroproblem.cpp
    countoutwards.cpp
    diverge.cpp
    estimate.cpp
    fuzzinputs.cpp
    judging.h
    legacy.cpp
    lines.cpp
    longestrun.cpp
    ownboard.cpp
    randomgame.cpp
    randomgame.h
    scanboard.cpp
    scanfourlines.cpp
)
