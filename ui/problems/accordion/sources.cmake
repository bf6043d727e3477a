# SPDX-License-Identifier: GPL-3.0-or-later
# The sources of this problem's window side, for ui/CMakeLists.txt.
set(problem_ui_sources
    accordioncolours.h
    accordionlayout.h
    accordionpaint.cpp
    accordionui.cpp
    accordionview.cpp
    accordionview.h
    decklistmodel.h
    randomdealdialog.cpp
    randomdealdialog.h
)
