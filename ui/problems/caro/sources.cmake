# SPDX-License-Identifier: GPL-3.0-or-later
# The sources of this problem's window side, for ui/CMakeLists.txt.
set(problem_ui_sources
    carocolours.h
    carohint.cpp
    caropaint.cpp
    caroui.cpp
    caroview.cpp
    caroview.h
    caroviewlayout.h
    randomgamedialog.cpp
    randomgamedialog.h
)
