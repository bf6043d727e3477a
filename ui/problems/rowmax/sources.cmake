# SPDX-License-Identifier: GPL-3.0-or-later
# The window side of the largest value of a row, a problem of the tests' own (engine/rowmax).
set(problem_ui_sources
    rowmaxui.cpp
    rowmaxui.h
    rowmaxview.cpp
    rowmaxview.h
)
# Its words in the window's languages: the app's translations hold the built-in problems' only.
set(problem_ui_translations
    rowmax_vi.ts
    rowmax_zh_CN.ts
    rowmax_zh_TW.ts
)
