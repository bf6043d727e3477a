// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace sb::program {
struct LineDid;
}

namespace sb::ui {

/// A recorded program's narration: what the line that ran did, in the window's language
/// ("Line 4: g[1][1] becomes 7; prints "6".").
class RecordedWords {
    Q_DECLARE_TR_FUNCTIONS(sb::ui::RecordedWords)
public:
    static QString said(const program::LineDid& did);
};

} // namespace sb::ui
