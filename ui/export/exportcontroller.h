// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/boardframes.h"

#include <QList>
#include <QObject>
#include <QSize>

class QAction;
class QDialog;

namespace sb::ui {

class WindowAreas;
class Session;

/// File > Export a picture and Export an animation: what the class sees, for slides and notes.
class ExportController : public QObject {
    Q_OBJECT
public:
    ExportController(WindowAreas* window, Session* session);
    /// Ctrl+E and Ctrl+Shift+E.
    QList<QAction*> actions() const { return {m_picture, m_animation}; }

    /// Writes the board alone (drawn afresh at `size`) or the whole window (as laid out, scaled
    /// to fit `size`) at the step on screen to a PNG, or to an SVG when `path` ends in .svg,
    /// whole or not at all (see OutputFile); false when it cannot, with the reason in `error`.
    bool picture(const QString& path, bool wholeWindow, QSize size, QString* error = nullptr);
    /// The run on screen as the animation dialog offers it, and where it stands (`step`, `move`): while
    /// the student's program is stepped, its board over its recording (AnimationRequest::program).
    AnimationRequest animation(quint64* step, quint64* move) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void askPicture();
    void askAnimation();
    /// WindowAreas::fitDialog() for a short form: as large as it asks, its ticks as large as its text.
    void fitForm(QDialog& dialog) const;
    void retranslate();
    /// Why a problem pack's board cannot be exported where its run stands.
    static QString noPackRun();

    WindowAreas* m_window;
    Session* m_session;
    QAction* m_picture;
    QAction* m_animation;
};

} // namespace sb::ui
