// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QTabWidget>

class QHBoxLayout;
class QSplitter;

namespace sb::ui {

class CallStackBar;
class CodeView;
class InputPanel;
class SolutionPanel;
class Session;
class WatchPanel;

/// The panel beside the board: the code with the call stack and the variables under it, the
/// input in a tab of its own, and the problem's statement. Its tabs always show whole.
class SidePanel : public QTabWidget {
    Q_OBJECT
public:
    explicit SidePanel(Session* session, QWidget* parent = nullptr);

    CodeView* code() const { return m_code; }
    WatchPanel* watch() const { return m_watch; }
    CallStackBar* callStack() const { return m_callStack; }
    InputPanel* input() const { return m_input; }
    /// "My solution": the student's own program.
    SolutionPanel* solution() const { return m_solution; }
    /// The statement's tab, the last.
    void addStatement(QWidget* statement);
    /// Brings the Input tab to the front.
    void showInput();
    /// Shows `input` and `statement` in the Input and Statement tabs in place of the problem's (a
    /// problem pack's); nullptr: the problem's again. The panel does not take them over.
    void setStandIns(QWidget* input, QWidget* statement);
    void setPresentation(bool on);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    void fitCodeSplit();

    Session* m_session;
    CodeView* m_code;
    WatchPanel* m_watch;
    CallStackBar* m_callStack;
    InputPanel* m_input;
    QPointer<QWidget> m_inputShown;     ///< the input panel, or what stands in for it
    QPointer<QWidget> m_statementShown; ///< the statement, or what stands in for it
    void swapTab(QPointer<QWidget>& shown, QWidget* page);
    SolutionPanel* m_solution = nullptr;
    QPointer<QWidget> m_statement;
    QSplitter* m_codeSplit;
    QWidget* m_watchBox = nullptr; ///< the call stack and the variables
    bool m_presenting = false;
    QHBoxLayout* m_callRow = nullptr; ///< the call stack, and on a projector the arrows' legend
};

} // namespace sb::ui
