# SPDX-License-Identifier: GPL-3.0-or-later
# The window side of the largest value of a row, a problem of the tests' own (engine/rowmax).
set(problem_ui_sources
    rowmaxui.cpp
    rowmaxui.h
    rowmaxview.cpp
    rowmaxview.h
)
