// SPDX-License-Identifier: GPL-3.0-or-later
#include "predictor.h"

#include "widgets/boardview.h"
#include "run/problemui.h"
#include "run/session.h"

#include "core/player.h"
#include "core/step.h"

#include <algorithm>
#include <vector>

namespace sb::ui {

namespace {

bool questionFor(const Session& session, const Step& step, PredictQuestion& out)
{
    return problemUi(session.problemId().toStdString()).question(step, out);
}

const PredictClick* partOf(const PredictQuestion& q, int part)
{
    return q.choices.isEmpty() && part >= 0 && part < q.clicks.size() ? &q.clicks[part] : nullptr;
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
    : QObject(parent), m_session(session), m_sessionAlive(session), m_board(std::move(board))
{
    connect(m_session, &Session::stepChanged, this, &Predictor::look);
    connect(m_session, &Session::runChanged, this, [this] {
        m_last.reset(); // its step belongs to the run before
        m_next.reset(); // and so does the question
        look();
    });
    connect(m_session, &Session::busyChanged, this, [this](bool busy) {
        if (!busy)
            look();
    });
}

Predictor::~Predictor()
{
    // The window may have taken the session down first.
    if (m_active && m_sessionAlive)
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
    const Player* player = m_session->player();
    const std::uint64_t at = player ? player->position() : 0;
    if (m_active && m_next && at == m_askedAt) {
        // The same step still waits (the window was drawn again, or its language changed):
        // the question keeps the parts already answered.
        showPicked();
        emit changed();
        return;
    }
    m_askedAt = at;
    m_part = 0;
    m_partsRight = true;
    m_partPicked = 0;
    m_picked.clear();
    showPicked();
    if (!m_active && !m_next)
        return; // off, and nothing left to clear
    m_next.reset();
    BoardView* board = m_board();
    Step step;
    PredictQuestion q;
    if (m_active && m_session->peekNext(step) && questionFor(*m_session, step, q)) {
        m_next = std::make_unique<Asked>(step);
        if (q.choices.isEmpty() && !q.clicks.isEmpty() && board)
            board->setCellPicker([this](int cell) { answerCell(cell); });
        else if (board)
            board->setCellPicker({});
    } else if (board) {
        board->setCellPicker({});
    }
    showPicked();
    emit changed();
}

bool Predictor::waiting(PredictQuestion& q) const
{
    return m_next && questionFor(*m_session, m_next->step, q);
}

const PredictClick* Predictor::waitingPart(PredictQuestion& q) const
{
    return waiting(q) ? partOf(q, m_part) : nullptr;
}

bool Predictor::asking() const
{
    return m_next != nullptr;
}

QString Predictor::question() const
{
    PredictQuestion q;
    return waiting(q) ? q.text : QString();
}

QStringList Predictor::choices() const
{
    PredictQuestion q;
    return waiting(q) ? q.choices : QStringList();
}

bool Predictor::clickQuestion() const
{
    PredictQuestion q;
    return waiting(q) && q.choices.isEmpty();
}

void Predictor::answer(int choice)
{
    PredictQuestion q;
    if (!waiting(q) || choice < 0 || choice >= q.choices.size())
        return;
    judge(choice == q.answer);
}

QString Predictor::prompt() const
{
    PredictQuestion q;
    const PredictClick* part = waitingPart(q);
    return part ? part->prompt : QString();
}

bool Predictor::needsCheck() const
{
    PredictQuestion q;
    const PredictClick* part = waitingPart(q);
    return part && part->every && !part->countKnown;
}

void Predictor::answerCell(int cell)
{
    PredictQuestion q;
    const PredictClick* part = waitingPart(q);
    if (!part)
        return;
    if (!part->every) {
        m_picked.append(cell);
        showPicked();
        partAnswered(part->cells.contains(cell));
        return;
    }
    // A second click on a picked cell takes it back.
    const auto at = std::find(m_picked.begin() + m_partPicked, m_picked.end(), cell);
    if (at != m_picked.end())
        m_picked.erase(at);
    else
        m_picked.append(cell);
    showPicked();
    if (part->countKnown && m_picked.size() - m_partPicked == part->cells.size())
        check();
    else
        emit changed();
}

void Predictor::check()
{
    PredictQuestion q;
    const PredictClick* part = waitingPart(q);
    if (!part || !part->every)
        return;
    QVector<int> picked(m_picked.begin() + m_partPicked, m_picked.end());
    QVector<int> right = part->cells;
    std::sort(picked.begin(), picked.end());
    std::sort(right.begin(), right.end());
    right.erase(std::unique(right.begin(), right.end()), right.end());
    partAnswered(picked == right);
}

void Predictor::partAnswered(bool right)
{
    PredictQuestion q;
    if (!waiting(q))
        return;
    m_partsRight = m_partsRight && right;
    ++m_part;
    m_partPicked = static_cast<int>(m_picked.size());
    if (m_part >= q.clicks.size())
        judge(m_partsRight);
    else
        emit changed();
}

void Predictor::showPicked()
{
    if (BoardView* board = m_board()) {
        board->setPicked(m_picked);
        board->setStepMarksHidden(m_active && m_next);
    }
}

void Predictor::judge(bool right)
{
    ++m_asked;
    if (right)
        ++m_right;
    m_lastRight = right;
    m_last = std::move(m_next);
    if (BoardView* board = m_board()) {
        board->setCellPicker({});
        board->setPicked({});
    }
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
    // The reason is the step's own sentence, which the narration shows as the step runs.
    return m_lastRight ? tr("Right!") : tr("Not quite: the answer is %1.").arg(q.answerText);
}

void Predictor::resetScore()
{
    m_right = m_asked = 0;
    m_last.reset();
    emit changed();
}

} // namespace sb::ui
