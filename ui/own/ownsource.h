// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPair>
#include <QString>

namespace sb::ui {

/// The student's own program, to judge beside the methods.
struct OwnSource {
    QString name;     ///< its row's name: the file's, or the language's
    QString text;
    bool python = false;
    QList<QPair<QString, QString>> tests; ///< the student's own tests: input, expected answer
};

} // namespace sb::ui
