// SPDX-License-Identifier: GPL-3.0-or-later
#include "predictor.h"

#include "boardview.h"
#include "problems/problemui.h"
#include "session.h"

#include "core/step.h"

#include <vector>

namespace sb::ui {

namespace {

bool questionFor(const Session& session, const Step& step, PredictQuestion& out)
{
    return problemUi(session.problemId().toStdString()).question(step, out);
}

} // namespace

/// A step kept for its question, with its own copy of its bulk deltas.
struct Predictor::Asked {
    explicit Asked(const Step& s) : step(s), bulk(s.bulk.begin(), s.bulk.end()) { step.bulk = bulk; }
    Asked(const Asked&) = delete;
    Asked& operator=(const Asked&) = delete;
    Step step;
    std::vector<Delta> bulk;
};

Predictor::Predictor(Session* session, std::function<BoardView*()> board, QObject* parent)
    : QObject(parent), m_session(session), m_board(std::move(board))
{
    connect(m_session, &Session::stepChanged, this, &Predictor::look);
    connect(m_session, &Session::runChanged, this, [this] {
        m_last.reset(); // its step belongs to the run before
        look();
    });
    connect(m_session, &Session::busyChanged, this, [this](bool busy) {
        if (!busy)
            look();
    });
}

Predictor::~Predictor()
{
    if (m_active)
        m_session->setHoldBefore({});
}

void Predictor::setActive(bool on)
{
    if (on == m_active)
        return;
    m_active = on;
    if (on)
        m_session->setHoldBefore([this](const Step& step) {
            PredictQuestion q;
            return !m_letThrough && questionFor(*m_session, step, q);
        });
    else
        m_session->setHoldBefore({});
    look();
}

void Predictor::look()
{
    m_letThrough = false;
    if (!m_active && !m_next)
        return; // off, and nothing left to clear
    m_next.reset();
    BoardView* board = m_board();
    Step step;
    PredictQuestion q;
    if (m_active && m_session->peekNext(step) && questionFor(*m_session, step, q)) {
        m_next = std::make_unique<Asked>(step);
        if (q.choices.isEmpty() && board)
            board->setCellPicker([this](int cell) { answerCell(cell); });
        else if (board)
            board->setCellPicker({});
    } else if (board) {
        board->setCellPicker({});
    }
    emit changed();
}

bool Predictor::asking() const
{
    return m_next != nullptr;
}

QString Predictor::question() const
{
    PredictQuestion q;
    return m_next && questionFor(*m_session, m_next->step, q) ? q.text : QString();
}

QStringList Predictor::choices() const
{
    PredictQuestion q;
    return m_next && questionFor(*m_session, m_next->step, q) ? q.choices : QStringList();
}

bool Predictor::clickQuestion() const
{
    PredictQuestion q;
    return m_next && questionFor(*m_session, m_next->step, q) && q.choices.isEmpty();
}

void Predictor::answer(int choice)
{
    PredictQuestion q;
    if (!m_next || !questionFor(*m_session, m_next->step, q) || choice < 0 || choice >= q.choices.size())
        return;
    judge(choice == q.answer);
}

void Predictor::answerCell(int cell)
{
    PredictQuestion q;
    if (!m_next || !questionFor(*m_session, m_next->step, q) || !q.choices.isEmpty())
        return;
    judge(q.cells.contains(cell));
}

void Predictor::judge(bool right)
{
    ++m_asked;
    if (right)
        ++m_right;
    m_lastRight = right;
    m_last = std::move(m_next);
    if (BoardView* board = m_board())
        board->setCellPicker({});
    // The step runs at once; its own sentence is the reason shown with the verdict.
    m_letThrough = true;
    m_session->next();
    if (m_letThrough) // nothing ran (a move under way): ask again
        look();
    else
        emit changed();
}

QString Predictor::verdict() const
{
    PredictQuestion q;
    if (!m_last || !questionFor(*m_session, m_last->step, q))
        return {};
    const QString reason = problemUi(m_session->problemId().toStdString()).step(m_last->step);
    return m_lastRight ? tr("Right! %1").arg(reason)
                       : tr("Not quite: the answer is %1. %2").arg(q.answerText, reason);
}

void Predictor::resetScore()
{
    m_right = m_asked = 0;
    m_last.reset();
    emit changed();
}

} // namespace sb::ui
