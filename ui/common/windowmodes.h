// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

namespace sb::ui {

/// What the class sees, held in one place: the screen (normal or projector mode), the view (one
/// method, or two or three side by side) and guess first. The window's transitions (F5, F7, Esc,
/// D, a lesson opened, the Play menu's toggle) set it; what depends on a mode listens to changed().
class WindowModes : public QObject {
    Q_OBJECT
public:
    enum class Screen { Normal, Projector };
    enum class View { Single, SideBySide };

    using QObject::QObject;

    Screen screen() const { return m_screen; }
    View view() const { return m_view; }
    bool guessing() const { return m_guessing; }
    bool projector() const { return m_screen == Screen::Projector; }
    bool sideBySide() const { return m_view == View::SideBySide; }

    void setScreen(Screen screen);
    void setView(View view);
    void setGuessing(bool on);

signals:
    /// A mode changed; the others are as they were.
    void changed();

private:
    Screen m_screen = Screen::Normal;
    View m_view = View::Single;
    bool m_guessing = false;
};

} // namespace sb::ui
