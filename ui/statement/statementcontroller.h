// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;

namespace sb::ui {

class InputPanel;
class WindowAreas;
class Session;
class StatementView;

/// The problem's statement: its tab beside the code, and File > Print the statement and Export
/// the statement as PDF, the problem on paper for the class.
class StatementController : public QObject {
    Q_OBJECT
public:
    StatementController(WindowAreas* window, Session* session, InputPanel* input);

    /// The statement's tab, for the window's side panel.
    StatementView* view() const { return m_view; }
    /// Writes the statement of the problem, in the window's language, to a PDF, whole or not at all.
    bool exportPdf(const QString& path, QString* error = nullptr);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void askPrint();
    void askExportPdf();
    void retranslate();

    WindowAreas* m_window;
    StatementView* m_view;
    QAction* m_print;
    QAction* m_exportPdf;
};

} // namespace sb::ui
