# SPDX-License-Identifier: GPL-3.0-or-later
# The largest value of a row: a problem of the tests' own (see rowmax.h).
set(problem_sources
    bank.cpp
    ownboard.cpp
    rowinput.cpp
    rowmax.h
    rowmaxproblem.cpp
    scan.cpp
)
