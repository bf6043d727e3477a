// SPDX-License-Identifier: GPL-3.0-or-later
// The student's program on the cost chart: the lines its recording ran against the problem's units
// done, beside the methods' on the input it was recorded on.
#include "chartsdialog.h"

#include "charts/chartstyle.h"
#include "run/session.h"

#include "core/problem.h"

#include <QLabel>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>

namespace sb::ui {

bool ChartsDialog::drawsProgram() const
{
    return m_program && m_program->problem == &m_session->problem() && m_program->input && !m_program->perUnit.empty();
}

QString ChartsDialog::programNote() const
{
    return m_programNote->text();
}

void ChartsDialog::drawProgram(QChart* chart, QAbstractAxis* x, QAbstractAxis* y, QStringList& legend)
{
    const CurveStyle style = programCurveStyle();
    QString name = tr("Your program");
    if (m_program->cut)
        name = tr("%1 (cut off where its recording stopped)").arg(name);
    addCostCurve(chart, x, y, style, name, linesByUnit(m_program->perUnit), true, 0, 1)->setObjectName(QStringLiteral("program"));
    legend << legendEntry(style, name, true);
}

void ChartsDialog::retranslateProgram()
{
    if (drawsProgram())
        m_costTitle->setText(m_program->python ? tr("Lines run against the input done, your program and every method in Python")
                                               : tr("Lines run against the input done, your program and every method in C++"));
    else
        m_costTitle->setText(tr("Work against the moment, every method on this input"));
    QString note;
    if (m_program && m_program->problem == &m_session->problem()) {
        const ProgramBoardReader* reader = m_program->problem->programBoardReader;
        if (!reader || !reader->unitsDone)
            note = tr("Your program is not drawn: this problem does not count how far a program has got through its input.");
        else if (!drawsProgram())
            note = tr("Your program is not drawn: its recording holds no line run on an input of this problem.");
        else if (m_program->cut)
            note = tr("Your program's curve is cut off: its recording stopped before the program ended.");
    }
    m_programNote->setText(note);
    m_programNote->setVisible(!note.isEmpty());
}

} // namespace sb::ui
