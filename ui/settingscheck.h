// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace sb::ui {

/// Looks at the settings file before anything reads it. One that Qt cannot read (damaged,
/// or not a settings file at all) is moved aside, with every byte it held, so the app starts
/// on its defaults instead of half-reading it. Returns where it was moved, or an empty string
/// when the settings were fine (or missing: a first start).
QString setAsideUnreadableSettings();

/// The sentence the window shows about it, in the language on screen.
QString unreadableSettingsMessage(const QString& movedTo);

} // namespace sb::ui
