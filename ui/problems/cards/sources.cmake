# SPDX-License-Identifier: GPL-3.0-or-later
# The sources of this problem's window side, for ui/CMakeLists.txt.
set(problem_ui_sources
    cardsui.cpp
    cardsview.cpp
    cardsview.h
    randomtabledialog.cpp
    randomtabledialog.h
)
