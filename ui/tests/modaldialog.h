// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QApplication>
#include <QDialog>
#include <QTest>
#include <QTimer>

#include <functional>

namespace sb::ui::test {

/// Runs `open`, which shows a modal dialog and waits in it; once the dialog is up (and, with
/// `settle` milliseconds, has had that long to fill itself in) hands it to `look`, then closes it
/// unless `look` did. False when `open` showed no modal dialog.
inline bool lookAtModalDialog(QObject* context, const std::function<void()>& open,
                              const std::function<void(QDialog&)>& look, int settle = 0)
{
    bool seen = false;
    QTimer::singleShot(0, context, [&] {
        auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        seen = true;
        if (settle > 0)
            QTest::qWait(settle);
        else
            QApplication::processEvents();
        look(*dialog);
        if (dialog->isVisible())
            dialog->reject();
    });
    open();
    return seen;
}

} // namespace sb::ui::test
