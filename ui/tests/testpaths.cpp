// SPDX-License-Identifier: GPL-3.0-or-later
#include "testpaths.h"

namespace sb::ui::test {

QString resourcesPath()
{
    return QStringLiteral(STEPBOARD_RESOURCES_DIR);
}

QString translationsPath()
{
    return QStringLiteral(STEPBOARD_TRANSLATIONS_DIR);
}

QString appPath()
{
    return QStringLiteral(STEPBOARD_APP);
}

} // namespace sb::ui::test
