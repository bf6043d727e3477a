// SPDX-License-Identifier: GPL-3.0-or-later
// What the board's column says: the narration of the line that ran, the title, the verdict, a
// sentence said for a while, the comparison aside, and the words a pack's board stands in with.
#include "window/boardcolumn.h"

#include "widgets/boardview.h"
#include "run/narrator.h"
#include "run/problemui.h"
#include "run/session.h"
#include "common/cjkspacing.h"
#include "common/theme.h"
#include "run/verdict.h"
#include "widgets/wraplabel.h"

#include "core/problem.h"
#include "core/runmodel.h"

namespace sb::ui {

void BoardColumn::say(const QString& sentence)
{
    say(sentence, {});
}

void BoardColumn::say(const QString& sentence, const QVector<BoardMark>& marks)
{
    m_said = sentence;
    m_saidAt = position();
    m_saidMarks = marks;
    refreshNarration();
}

void BoardColumn::setAside(const QString& text)
{
    if (text == m_aside)
        return;
    m_aside = text;
    refreshNarration();
}

void BoardColumn::setProgramSaid(const QString& text)
{
    if (text == m_programSaid)
        return;
    m_programSaid = text;
    refreshNarration();
}

void BoardColumn::updateNarration()
{
    m_said.clear();
    refreshNarration();
}

void BoardColumn::refreshNarration()
{
    if (m_standIn) {
        showStandInWords();
        return;
    }
    const ProblemUi& ui = problemUi(m_session->problem().id);
    QString text;
    if (const RunModel* run = m_session->run())
        text = Narrator::said(*run, {&ui, &m_session->problem(), m_session->codeLanguage()});
    // A sentence said stays until the run moves on: the reference's answer coming in, or the
    // same step shown again, keeps it.
    if (!m_said.isEmpty() && position() == m_saidAt) {
        text = m_said;
    } else {
        m_said.clear();
        m_saidMarks.clear();
    }
    // On a projector the comparison with the method before is said here, in the same slot.
    const QString aside = m_projector && !m_aside.isEmpty() ? QLatin1Char('\n') + m_aside : QString();
    // While the student's program is stepped, the board is its board: the narration and the title say so.
    const bool program = board() && board()->showsProgram();
    if (program)
        text = board()->programCaption();
    // What the program's line did, then whose board it is.
    if (!m_programSaid.isEmpty())
        text = program ? m_programSaid + QLatin1Char('\n') + text : m_programSaid;
    // Sentences put together from pieces: no space left between two Chinese characters.
    text = withoutSpacesInChinese(text);
    m_narrationText = text;
    m_narration->setText(program || !m_programSaid.isEmpty() ? text : text + aside);
    m_titleText = withoutSpacesInChinese(program && m_beside ? tr("Your program, and a built-in method as far into the input")
                                         : program           ? tr("Your program, line by line")
                                                             : ui.methodSummary(m_session->method().id));
    fitTitle();

    const Verdict v = Verdict::of(*m_session);
    // On a projector the two share one slot: a sentence just said (D's answer at the last step)
    // is the newer news and takes it until the run moves on.
    const bool saying = !m_said.isEmpty() && !program;
    m_verdict->setVisible(v.tone != Verdict::Tone::None && !(m_projector && saying));
    m_verdictText = withoutSpacesInChinese(v.text);
    m_verdict->setText(m_verdictText + aside);
    showSentences();
    if (board())
        board()->setVerdictMarks(m_saidMarks.isEmpty() ? v.marks : m_saidMarks);
    colourVerdict(v.tone == Verdict::Tone::Right);
}

void BoardColumn::colourVerdict(bool right)
{
    const Theme& theme = m_projector ? Theme::highContrast() : Theme::normal();
    QPalette p = m_verdict->palette();
    p.setColor(QPalette::Window, right ? theme.verdictRightBack : theme.verdictWrongBack);
    p.setColor(QPalette::WindowText, right ? theme.verdictRightText : theme.verdictWrongText);
    m_verdict->setPalette(p);
}

void BoardColumn::showStandInWords()
{
    const StandInWords& w = m_standInWords;
    // What was said (D's answer) in the narration's place, until the stand-in's run moves on.
    m_narrationText = withoutSpacesInChinese(m_said.isEmpty() ? w.narration : m_said);
    m_narration->setText(m_narrationText);
    m_titleText = withoutSpacesInChinese(w.title);
    fitTitle();
    m_verdictText = withoutSpacesInChinese(w.verdict);
    m_verdict->setVisible(!w.verdict.isEmpty());
    m_verdict->setText(m_verdictText);
    showSentences();
    colourVerdict(w.right);
}

} // namespace sb::ui
