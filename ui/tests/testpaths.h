// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/// The paths of the checkout and the build the window's tests read: given to testpaths.cpp alone, so
/// that no other test file's command line names the checkout (ccache then finds them from any clone).
namespace sb::ui::test {

QString resourcesPath();    ///< resources/
QString translationsPath(); ///< translations/
QString appPath();          ///< the built stepboard

} // namespace sb::ui::test
