// SPDX-License-Identifier: GPL-3.0-or-later
#include "packs/packcompare.h"

#include "common/language.h"
#include "common/utf8.h"
#include "packs/packboardview.h"
#include "packs/packcode.h"
#include "packs/packcontroller.h"

#include "pack.h"
#include "packrun.h"

#include <QEvent>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <algorithm>
#include <atomic>

namespace sb::ui {

/// A pane: a solution, its recording once made, where each of its moves ends, where it stands.
struct PackCompareView::Lane {
    const pack::Solution* solution = nullptr;
    std::shared_ptr<const program::Trace> trace;
    std::vector<std::size_t> moveEnds;
    std::size_t step = 0;
    QFutureWatcher<void>* recorder = nullptr;
    std::shared_ptr<std::atomic<bool>> cancel = std::make_shared<std::atomic<bool>>(false); ///< set: stop recording
    std::shared_ptr<program::Trace> made;              ///< the worker's, taken once it is done
    std::shared_ptr<std::vector<std::size_t>> madeEnds;
    QStringList lines; ///< its code, a line each
    QLabel* title = nullptr;
    PackBoardView* board = nullptr;
    QLabel* where = nullptr;
    std::size_t last() const { return trace && trace->positions() > 0 ? trace->positions() - 1 : 0; }
};

PackCompareView::PackCompareView(QWidget* parent)
    : QWidget(parent), m_note(new QLabel(this)), m_panes(new QWidget(this)), m_play(new PackComparePlay(this))
{
    m_note->setWordWrap(true);
    m_note->hide();
    new QHBoxLayout(m_panes);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_note);
    layout->addWidget(m_panes, 1);
}

PackCompareView::~PackCompareView()
{
    close();
}

bool PackCompareView::open(std::shared_ptr<const pack::Pack> pack, const QStringList& choices, bool python,
                           const QString& input, const QString& cacheFolder)
{
    if (!pack || choices.size() < 2 || choices.size() > 3 || QStringList(choices).removeDuplicates() > 0)
        return false;
    std::vector<const pack::Solution*> solutions;
    for (const QString& id : choices) {
        const pack::Solution* s = PackController::solutionOf(*pack, id, python);
        if (!s)
            return false;
        solutions.push_back(s);
    }
    close();
    m_pack = std::move(pack);
    m_choices = choices;
    m_input = input;
    m_cacheFolder = cacheFolder;
    m_move = 0;
    for (const pack::Solution* s : solutions) {
        auto lane = std::make_unique<Lane>();
        lane->solution = s;
        lane->lines = packFileText(*m_pack, s->file).split(QLatin1Char('\n'));
        auto* pane = new QWidget(m_panes);
        auto* column = new QVBoxLayout(pane);
        column->setContentsMargins(0, 0, 0, 0);
        lane->title = new QLabel(pane);
        lane->title->setWordWrap(true);
        lane->board = new PackBoardView(pane);
        lane->board->setPresentation(m_presenting);
        lane->where = new QLabel(pane);
        lane->where->setWordWrap(true);
        column->addWidget(lane->title);
        column->addWidget(lane->board, 1);
        column->addWidget(lane->where);
        m_panes->layout()->addWidget(pane);
        m_lanes.push_back(std::move(lane));
        record(static_cast<int>(m_lanes.size()) - 1);
    }
    show();
    emit m_play->steppableChanged();
    return true;
}

void PackCompareView::close()
{
    m_play->pause();
    // A recording under way stops at its next report: a large input leaves the view at once.
    for (const std::unique_ptr<Lane>& lane : m_lanes)
        lane->cancel->store(true);
    for (const std::unique_ptr<Lane>& lane : m_lanes) {
        lane->recorder->disconnect(this);
        lane->recorder->waitForFinished();
        lane->recorder->deleteLater();
    }
    m_lanes.clear();
    QLayoutItem* item = nullptr;
    while ((item = m_panes->layout()->takeAt(0))) {
        delete item->widget();
        delete item;
    }
    m_choices.clear();
    m_pendingMove.reset();
    m_whenRecorded = nullptr;
    setNote({});
}

QStringList PackCompareView::choices() const
{
    return m_choices;
}

void PackCompareView::record(int index)
{
    Lane& lane = *m_lanes[static_cast<std::size_t>(index)];
    lane.recorder = new QFutureWatcher<void>(this);
    lane.made = std::make_shared<program::Trace>();
    lane.madeEnds = std::make_shared<std::vector<std::size_t>>();
    connect(lane.recorder, &QFutureWatcher<void>::finished, this, [this, index] { recorded(index); });
    lane.recorder->setFuture(QtConcurrent::run([pack = m_pack, solution = lane.solution, input = m_input.toStdString(),
                                                folder = m_cacheFolder.toStdString(), made = lane.made,
                                                ends = lane.madeEnds, cancel = lane.cancel] {
        *made = pack::recordStoppable(*pack, *solution, input, folder, cancel.get());
        for (const pack::PackMove& m : pack::moves(*pack, *solution, *made))
            ends->push_back(m.step);
    }));
}

void PackCompareView::recorded(int index)
{
    Lane& lane = *m_lanes[static_cast<std::size_t>(index)];
    if (lane.trace)
        return;
    lane.trace = lane.made;
    lane.moveEnds = *lane.madeEnds;
    lane.step = 0;
    if (!recording()) {
        emit m_play->steppableChanged();
        if (m_pendingMove)
            goToMove(*std::exchange(m_pendingMove, std::nullopt));
    }
    show();
    if (!recording() && m_whenRecorded)
        std::exchange(m_whenRecorded, nullptr)();
}

void PackCompareView::whenRecorded(std::function<void()> then)
{
    if (recording())
        m_whenRecorded = std::move(then);
    else if (then)
        then();
}

bool PackCompareView::recording() const
{
    return std::any_of(m_lanes.begin(), m_lanes.end(), [](const std::unique_ptr<Lane>& l) { return !l->trace; });
}

void PackCompareView::waitForRecordings()
{
    for (int i = 0; i < lanes(); ++i) {
        m_lanes[static_cast<std::size_t>(i)]->recorder->waitForFinished();
        recorded(i);
    }
}

PlayTarget* PackCompareView::target() const
{
    return m_play;
}

quint64 PackCompareView::moves() const
{
    quint64 most = 0;
    for (const std::unique_ptr<Lane>& lane : m_lanes)
        most = std::max<quint64>(most, lane->moveEnds.size());
    return most;
}

std::size_t PackCompareView::endOf(const Lane& lane, quint64 move) const
{
    if (move == 0)
        return 0;
    return move <= lane.moveEnds.size() ? std::min(lane.moveEnds[move - 1], lane.last()) : lane.last();
}

bool PackCompareView::allAtEndOf(quint64 move) const
{
    return std::all_of(m_lanes.begin(), m_lanes.end(),
                       [this, move](const std::unique_ptr<Lane>& l) { return l->step == endOf(*l, move); });
}

bool PackCompareView::atEnd() const
{
    return !recording() && m_move == moves() + 1 && allAtEndOf(m_move);
}

bool PackCompareView::atStart() const
{
    return !recording() && m_move == 0;
}

void PackCompareView::goToMove(quint64 move)
{
    if (recording()) {
        m_pendingMove = move;
        return;
    }
    m_move = std::min(move, moves() + 1);
    for (const std::unique_ptr<Lane>& lane : m_lanes)
        lane->step = endOf(*lane, m_move);
    show();
}

void PackCompareView::stepAll()
{
    if (recording() || atEnd())
        return;
    if (allAtEndOf(m_move))
        ++m_move;
    for (const std::unique_ptr<Lane>& lane : m_lanes)
        if (lane->step < endOf(*lane, m_move))
            ++lane->step;
    show();
}

void PackCompareView::backAll()
{
    if (recording() || (m_move == 0))
        return;
    const auto atStartOf = [this](quint64 move) {
        return std::all_of(m_lanes.begin(), m_lanes.end(),
                           [this, move](const std::unique_ptr<Lane>& l) { return l->step <= endOf(*l, move - 1); });
    };
    if (atStartOf(m_move))
        --m_move;
    if (m_move == 0) {
        goToMove(0);
        return;
    }
    for (const std::unique_ptr<Lane>& lane : m_lanes)
        if (lane->step > endOf(*lane, m_move - 1))
            --lane->step;
    show();
}

void PackCompareView::nextMove()
{
    if (recording())
        return;
    goToMove(allAtEndOf(m_move) ? m_move + 1 : m_move);
}

void PackCompareView::previousMove()
{
    if (recording())
        return;
    goToMove(m_move == 0 ? 0 : m_move - 1);
}

void PackCompareView::toStart()
{
    goToMove(0);
}

void PackCompareView::toEnd()
{
    goToMove(moves() + 1);
}

std::size_t PackCompareView::stepOf(int lane) const
{
    return lane >= 0 && lane < lanes() ? m_lanes[static_cast<std::size_t>(lane)]->step : 0;
}

const program::Trace* PackCompareView::traceOf(int lane) const
{
    return lane >= 0 && lane < lanes() ? m_lanes[static_cast<std::size_t>(lane)]->trace.get() : nullptr;
}

const pack::Solution* PackCompareView::solutionOf(int lane) const
{
    return lane >= 0 && lane < lanes() ? m_lanes[static_cast<std::size_t>(lane)]->solution : nullptr;
}

PackBoardView* PackCompareView::boardOf(int lane) const
{
    return lane >= 0 && lane < lanes() ? m_lanes[static_cast<std::size_t>(lane)]->board : nullptr;
}

QString PackCompareView::whereText() const
{
    if (recording())
        return tr("Recording the solutions side by side…");
    const quint64 most = moves();
    if (m_move > most)
        return tr("After move %1, the last").arg(most);
    return tr("Move %1 of %2").arg(m_move).arg(most);
}

void PackCompareView::setNote(const QString& text)
{
    m_note->setText(text);
    m_note->setVisible(!text.isEmpty());
}

QString PackCompareView::note() const
{
    return m_note->text();
}

void PackCompareView::setPresentation(bool on)
{
    m_presenting = on;
    for (const std::unique_ptr<Lane>& lane : m_lanes)
        lane->board->setPresentation(on);
}

void PackCompareView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && isOpen())
        show();
    QWidget::changeEvent(event);
}

void PackCompareView::show()
{
    const QLocale locale(language::current());
    for (const std::unique_ptr<Lane>& lane : m_lanes) {
        // Its name over its board, its words in the tooltip: the boards take the room.
        lane->title->setText(PackController::shortTitleOf(*lane->solution));
        lane->title->setToolTip(PackController::titleOf(*m_pack, *lane->solution));
        lane->board->setLook(packLook(*m_pack, *lane->solution, lane->trace.get(), lane->step));
        if (!lane->trace) {
            lane->where->setText(tr("Recording…"));
            continue;
        }
        if (lane->trace->empty()) {
            lane->where->setText(fromUtf8(lane->trace->error()));
            continue;
        }
        // The work done: the lines run to here, what the class compares pane with pane.
        const int line = lane->trace->line(lane->step);
        QString where = tr("Line %1 · %2 lines run").arg(line).arg(locale.toString(static_cast<qulonglong>(lane->step)));
        if (lane->step == lane->last())
            where += QStringLiteral(" · ") + tr("at its end: it prints %1")
                                                 .arg(fromUtf8(lane->trace->output).trimmed().left(80));
        else if (m_move > 0 && lane->step == endOf(*lane, m_move) && !allAtEndOf(m_move))
            where += QStringLiteral(" · ") + tr("waits for the others at the end of move %1").arg(m_move);
        // The line it stands on, as its code reads.
        const QString code = lane->lines.value(line - 1).trimmed();
        lane->where->setText(where + QLatin1Char('\n') + (code.size() > 60 ? code.left(59) + QStringLiteral("…") : code));
    }
    emit changed();
}

} // namespace sb::ui
