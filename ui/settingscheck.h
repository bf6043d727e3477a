// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace sb::ui {

/// Looks at the settings file before anything reads it. One that Qt cannot read (damaged,
/// or not a settings file at all) is moved aside, with every byte it held, so the app starts
/// on its defaults instead of half-reading it. Returns where it was moved, or an empty string
/// when the settings were fine (or missing: a first start).
QString setAsideUnreadableSettings();

/// Moves a file the window wrote but cannot read back to `path.unreadable` (or `-2`, `-3`…,
/// keeping earlier ones), every byte kept, and returns where it went. One that cannot even be
/// moved is removed, so that the next start is clean, and the answer is empty.
QString setAsideUnreadable(const QString& path);

/// The sentence the window shows about it, in the language on screen.
QString unreadableSettingsMessage(const QString& movedTo);

} // namespace sb::ui
