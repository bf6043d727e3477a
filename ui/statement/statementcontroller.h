// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QAction;
class QPrinter;

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

    /// A statement printed and exported in place of the problem's (a problem pack's): the file's
    /// name it is offered under, and how it is printed and written.
    struct StandIn {
        QString name;
        std::function<void(QPrinter*)> print;
        std::function<bool(const QString& path, QString* error)> exportPdf;
    };
    /// nullopt: the problem's statement again.
    void setStandIn(std::optional<StandIn> standIn) { m_standIn = std::move(standIn); }

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
    std::optional<StandIn> m_standIn;
    QString shownName() const;
};

} // namespace sb::ui
