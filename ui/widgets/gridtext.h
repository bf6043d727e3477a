// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

#include <string>

namespace sb::ui {

/// A variable's value that is a list of two or more rows (a 2D array, a vector of vectors, a list of lists, or
/// three or more strings as long as each other, as a board's rows are) as lines of a small grid, its
/// cells in columns; "…" ends it where the value is cut. Empty for any other value.
QStringList gridLines(const std::string& value);

} // namespace sb::ui
