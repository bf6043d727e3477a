// SPDX-License-Identifier: GPL-3.0-or-later
#include "statementcontroller.h"

#include "common/filedialogs.h"
#include "widgets/windowareas.h"
#include "statementview.h"

#include <QAction>
#include <QEvent>
#include <QDir>
#include <QFileInfo>
#include <QPrintDialog>
#include <QPrinter>
#include <QPrinterInfo>

namespace sb::ui {

StatementController::StatementController(WindowAreas* window, Session* session, InputPanel* input)
    : QObject(window->widget()), m_window(window), m_view(new StatementView(session, input, window->widget())),
      m_print(window->addFileAction(QKeySequence::Print)), m_exportPdf(window->addFileAction())
{
    connect(m_print, &QAction::triggered, this, &StatementController::askPrint);
    connect(m_exportPdf, &QAction::triggered, this, &StatementController::askExportPdf);
    window->addFileSeparator();
    window->widget()->installEventFilter(this);
    retranslate();
}

bool StatementController::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window->widget() && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void StatementController::retranslate()
{
    m_print->setText(tr("Print the statement…"));
    m_exportPdf->setText(tr("Export the statement as PDF…"));
}

bool StatementController::exportPdf(const QString& path, QString* error)
{
    return m_standIn ? m_standIn->exportPdf(path, error) : m_view->exportPdf(path, error);
}

QString StatementController::shownName() const
{
    return m_standIn ? m_standIn->name : m_view->shownProblem();
}

void StatementController::askPrint()
{
    QPrinter printer(QPrinter::HighResolution);
    // Printed to a file (where there is no printer), the file is named after the problem, in the
    // folder the app was started from.
    if (QPrinterInfo::availablePrinters().isEmpty())
        printer.setOutputFileName(QDir::current().absoluteFilePath(shownName() + QStringLiteral(".pdf")));
    QPrintDialog dialog(&printer, m_window->widget());
    dialog.setWindowTitle(tr("Print the statement"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (m_standIn)
        m_standIn->print(&printer);
    else
        m_view->printTo(&printer);
}

void StatementController::askExportPdf()
{
    QString path = askSaveFileName(m_window->widget(), tr("Export the statement as PDF"),
                                   shownName() + QStringLiteral(".pdf"), fileFilter(tr("PDF documents"), {QStringLiteral("*.pdf")}));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    QString why;
    if (!exportPdf(path, &why))
        m_window->say(why.isEmpty() ? tr("Could not save %1.").arg(path) : tr("Could not save %1: %2").arg(path, why));
}

} // namespace sb::ui
