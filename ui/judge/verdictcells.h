// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/judge.h"

#include <QColor>
#include <QString>

#include <vector>

class QTableWidget;
class QTableWidgetItem;

namespace sb::ui {

/// Light backgrounds that black text reads on, told apart without colour too (the verdict is written).
QColor verdictColour(Verdict v);

/// The verdict of tests taken together (a subtask of the bank, a group of a pack): AC when every test
/// passed, else what most failed tests got (the first in the verdicts' order on a tie); not run when
/// none failed but some did not run.
Verdict testsVerdict(const std::vector<TestResult>& tests);
inline Verdict subtaskVerdict(const SubtaskResult& s)
{
    return testsVerdict(s.tests);
}

/// A table of the judge: read-only, a row chosen at a time, no row numbers, every column sharing the
/// width and long names wrapping, so the score never scrolls out of sight.
void setUpJudgeTable(QTableWidget* table);

/// A cell of the judge's tables: read-only, on `background` (with black text) when one is given.
QTableWidgetItem* verdictCell(const QString& text, QColor background = {});

} // namespace sb::ui
