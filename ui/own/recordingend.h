// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <memory>

class QLabel;
class QToolButton;

namespace sb::program {
class Trace;
} // namespace sb::program

namespace sb::ui {

/// How a recording ended when it is not by the program's own end: a sentence in the window's
/// language and, where the recorder (the debugger, the sandbox) failed rather than the program, the
/// debugger's own words behind a Details button. Hidden when there is nothing to say.
class RecordingEnd : public QWidget {
    Q_OBJECT
public:
    explicit RecordingEnd(QWidget* parent = nullptr);

    void setTrace(std::shared_ptr<const program::Trace> trace);
    /// How `trace` ended, when it is not by the program's own end; empty without a recording.
    static QString endText(const program::Trace* trace);
    /// The debugger's own words about a failed recording (empty when the recorder did not fail).
    static QString debuggerWords(const program::Trace* trace);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    std::shared_ptr<const program::Trace> m_trace;
    QLabel* m_ended;
    QToolButton* m_detailsButton; ///< shows the debugger's own words where the recorder failed
    QLabel* m_debuggerWords;      ///< those words, as the debugger wrote them (not translated)
};

} // namespace sb::ui
