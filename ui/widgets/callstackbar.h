// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/wraplabel.h"

#include <memory>

namespace sb::ui {

class RunSource;

/// The call stack of the run on screen where it stands, outermost first, as a debugger lists it:
/// `main › countRay`, or `<module> › main › count_ray` in Python. A click on a frame shows that
/// frame's variables in the watch panel; each step shows the innermost frame again.
class CallStackBar : public WrapLabel {
    Q_OBJECT
public:
    explicit CallStackBar(RunSource* source, QWidget* parent = nullptr);
    /// Shows another run from now on (a student's program stepped in place of the method): its
    /// innermost frame.
    void setSource(RunSource* source);
    ~CallStackBar() override;
    /// The frames' function names, outermost first.
    QStringList frames() const;
    /// The depth of the frame whose variables show (1 the outermost); 0 before the first step.
    int chosen() const;
    /// Shows the variables of the frame at `depth`, as a click on it does.
    void choose(int depth);
    /// On a projector the stack keeps to one line: frames between the outermost, the chosen one
    /// and the innermost give way to "…" where the line is too short, then the words "Call stack".
    void setOneLine(bool on);
    /// The text shown, without its markup.
    QString shownText() const;

signals:
    void frameChosen(int depth);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void refresh();

    struct Private;
    std::unique_ptr<Private> d;
    RunSource* m_source;
};

} // namespace sb::ui
