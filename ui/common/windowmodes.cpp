// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/windowmodes.h"

namespace sb::ui {

void WindowModes::setScreen(Screen screen)
{
    if (screen == m_screen)
        return;
    m_screen = screen;
    emit changed();
}

void WindowModes::setView(View view)
{
    if (view == m_view)
        return;
    m_view = view;
    emit changed();
}

void WindowModes::setGuessing(bool on)
{
    if (on == m_guessing)
        return;
    m_guessing = on;
    emit changed();
}

} // namespace sb::ui
