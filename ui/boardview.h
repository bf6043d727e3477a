// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractScrollArea>

namespace sb::ui {

/// What the window asks of every problem's board, whatever it draws.
class BoardView : public QAbstractScrollArea {
    Q_OBJECT
public:
    using QAbstractScrollArea::QAbstractScrollArea;

    virtual void zoomIn() {}
    virtual void zoomOut() {}
    virtual void fitToWindow() {}
    /// Present mode: everything twice as large, in the high-contrast theme.
    virtual void setPresentation(bool on) = 0;
};

} // namespace sb::ui
