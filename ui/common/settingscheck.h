// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace sb::ui {

/// The most bytes a settings file may hold: StepBoard writes a few KB.
inline constexpr qsizetype kMaxSettingsBytes = 1024 * 1024;

/// Where QSettings() keeps the settings, found without opening them (a QSettings reads its
/// file as soon as it is made, and a FIFO there would never answer).
QString settingsPath();

/// Looks at the settings file before anything reads it. One that Qt cannot read (damaged,
/// or not a settings file at all), anything but a regular file (a FIFO, a device, a link to
/// one) and a file over kMaxSettingsBytes are moved aside, with every byte they held, without
/// being read, so the app starts on its defaults instead of half-reading or waiting on them.
/// Nothing is written outside the settings folder: the check reads a copy made beside the
/// settings, and a copy a killed start left there is removed. Returns where the file was moved,
/// or an empty string when the settings were fine (or missing: a first start).
QString setAsideUnreadableSettings();

/// Moves a file the window wrote but cannot read back to `path.unreadable` (or `-2`, `-3`…,
/// keeping earlier ones), every byte kept, and returns where it went. One that cannot even be
/// moved is removed, so that the next start is clean, and the answer is empty.
QString setAsideUnreadable(const QString& path);

/// A settings folder of a run's own, for a screenshot or a GIF export, which neither read nor
/// change the remembered settings. It is made inside the settings folder, so that nothing is
/// written outside it, is named after the process, and goes when the run ends; one that a run
/// killed by a signal left behind is removed by the next start.
class ScratchSettings {
public:
    ScratchSettings();
    ~ScratchSettings();
    ScratchSettings(const ScratchSettings&) = delete;
    ScratchSettings& operator=(const ScratchSettings&) = delete;

    QString path() const { return m_path; }

private:
    QString m_path;
};

/// The sentence the window shows about it, in the language on screen.
QString unreadableSettingsMessage(const QString& movedTo);

} // namespace sb::ui
