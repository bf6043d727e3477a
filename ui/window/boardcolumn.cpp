// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/boardcolumn.h"

#include "widgets/boardview.h"
#include "run/narrator.h"
#include "problems/problemui.h"
#include "run/session.h"
#include "common/theme.h"
#include "run/verdict.h"
#include "widgets/wraplabel.h"

#include "core/player.h"
#include "core/problem.h"

#include <QStackedWidget>
#include <QVBoxLayout>

namespace sb::ui {

BoardColumn::BoardColumn(Session* session, QWidget* parent)
    : QWidget(parent), m_session(session), m_layout(new QVBoxLayout(this)), m_boards(new QStackedWidget(this)),
      m_methodTitle(new WrapLabel(this)), m_narration(new WrapLabel(this)), m_verdict(new WrapLabel(this))
{
    m_narration->setObjectName(QStringLiteral("narration"));
    m_narration->setFrameShape(QFrame::StyledPanel);
    m_narration->setMargin(6);
    m_narration->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_verdict->setMargin(6);
    m_verdict->setAutoFillBackground(true);
    m_verdict->hide();
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addWidget(m_methodTitle);
    m_layout->addWidget(m_boards, 1);
    m_layout->addWidget(m_verdict);
    m_layout->addWidget(m_narration);
    connect(session, &Session::stepChanged, this, &BoardColumn::refreshNarration);
    connect(session, &Session::referenceChanged, this, &BoardColumn::refreshNarration);
    connect(session, &Session::runChanged, this, [this] {
        showBoard();
        updateNarration();
    });
    showBoard();
}

void BoardColumn::showBoard()
{
    const QString id = m_session->problemId();
    BoardView* view = m_boardOf.value(id);
    if (!view) {
        view = problemUi(m_session->problem().id).createBoard(m_session, m_boards);
        view->setPresentation(m_projector);
        connect(view, &BoardView::inputEdited, this, &BoardColumn::inputEdited);
        m_boards->addWidget(view);
        m_boardOf.insert(id, view);
    }
    m_boards->setCurrentWidget(view);
}

BoardView* BoardColumn::board() const
{
    return static_cast<BoardView*>(m_boards->currentWidget());
}

QString BoardColumn::narration() const
{
    return m_narration->text();
}

QString BoardColumn::verdict() const
{
    return m_verdict->isHidden() ? QString() : m_verdict->text();
}

QString BoardColumn::methodTitle() const
{
    return m_methodTitle->text();
}

quint64 BoardColumn::position() const
{
    return m_session->player() ? m_session->player()->position() : 0;
}

void BoardColumn::say(const QString& sentence)
{
    m_said = sentence;
    m_saidAt = position();
    m_narration->setText(sentence);
}

void BoardColumn::setNarrationHidden(bool hidden)
{
    m_narration->setHidden(hidden);
}

void BoardColumn::addUnderNarration(QWidget* widget)
{
    m_layout->insertWidget(m_layout->indexOf(m_narration) + 1, widget);
}

void BoardColumn::setPresentation(bool on, const QFont& font)
{
    m_projector = on;
    for (BoardView* b : std::as_const(m_boardOf))
        b->setPresentation(on);
    // The sentence is a little larger than the rest; on a projector, where everything is doubled, the same.
    QFont narration = font;
    narration.setPointSizeF(font.pointSizeF() * (on ? 1.0 : 1.25));
    m_narration->setFont(narration);
    m_verdict->setFont(narration);
    // Two lines of the sentence always fit, so the board does not jump as it changes.
    m_narration->setMinimumHeight(QFontMetrics(narration).lineSpacing() * 2 + 14);
    QFont title = font;
    title.setBold(true);
    title.setPointSizeF(font.pointSizeF() * (on ? 1.0 : 1.1));
    m_methodTitle->setFont(title);
    refreshNarration();
}

void BoardColumn::updateNarration()
{
    m_said.clear();
    refreshNarration();
}

void BoardColumn::refreshNarration()
{
    const Player* player = m_session->player();
    const ProblemUi& ui = problemUi(m_session->problem().id);
    QString text;
    if (player && player->current()) {
        const Step& step = *player->current();
        text = isLineNarration(step.narration) ? Narrator::line(step, m_session->problem(), m_session->codeLanguage())
                                               : ui.step(step);
    } else if (player) {
        text = ui.beforeFirstStep();
    }
    // A sentence said stays until the run moves on: the reference's answer coming in, or the
    // same step shown again, keeps it.
    if (!m_said.isEmpty() && position() == m_saidAt)
        text = m_said;
    else
        m_said.clear();
    m_narration->setText(text);
    m_methodTitle->setText(ui.methodSummary(m_session->method().id));

    const Verdict v = Verdict::of(*m_session);
    m_verdict->setVisible(v.tone != Verdict::Tone::None);
    m_verdict->setText(v.text);
    const Theme& theme = m_projector ? Theme::highContrast() : Theme::normal();
    QPalette p = m_verdict->palette();
    const bool right = v.tone == Verdict::Tone::Right;
    p.setColor(QPalette::Window, right ? theme.verdictRightBack : theme.verdictWrongBack);
    p.setColor(QPalette::WindowText, right ? theme.verdictRightText : theme.verdictWrongText);
    m_verdict->setPalette(p);
    if (board())
        board()->setVerdictMarks(v.marks);
}

} // namespace sb::ui
