// SPDX-License-Identifier: GPL-3.0-or-later
// File > Print statement and Export statement as PDF: the problem on paper, for the class.
#include "mainwindow.h"

#include "filedialogs.h"
#include "statement/statementview.h"
#include <QLabel>

#include <QFileInfo>
#include <QMenu>
#include <QPrintDialog>
#include <QPrinter>

namespace sb::ui {

void MainWindow::buildStatementMenu()
{
    m_printStatement = addFileAction(QKeySequence::Print);
    connect(m_printStatement, &QAction::triggered, this, &MainWindow::askPrintStatement);
    m_exportStatement = addFileAction();
    connect(m_exportStatement, &QAction::triggered, this, &MainWindow::askExportStatementPdf);
    m_fileMenu->insertSeparator(m_quit);
}

void MainWindow::retranslateStatementMenu()
{
    m_printStatement->setText(tr("Print the statement…"));
    m_exportStatement->setText(tr("Export the statement as PDF…"));
}

bool MainWindow::exportStatementPdf(const QString& path, QString* error)
{
    return m_statement->exportPdf(path, error);
}

void MainWindow::askPrintStatement()
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, this);
    dialog.setWindowTitle(tr("Print the statement"));
    if (dialog.exec() == QDialog::Accepted)
        m_statement->printTo(&printer);
}

void MainWindow::askExportStatementPdf()
{
    QString path = askSaveFileName(this, tr("Export the statement as PDF"), m_statement->shownProblem() + QStringLiteral(".pdf"),
                                   tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    QString why;
    if (!exportStatementPdf(path, &why))
        m_narration->setText(why.isEmpty() ? tr("Could not save %1.").arg(path) : tr("Could not save %1: %2").arg(path, why));
}

} // namespace sb::ui
