# SPDX-License-Identifier: GPL-3.0-or-later
# The sources of this problem's window side, for ui/CMakeLists.txt.
set(problem_ui_sources
    mayancolours.h
    mayanlayout.h
    mayanpaint.cpp
    mayansteps.cpp
    mayanui.cpp
    mayanui.h
    mayanview.cpp
    mayanview.h
    randomboarddialog.cpp
    randomboarddialog.h
)
