// SPDX-License-Identifier: GPL-3.0-or-later
#include "packs/packbeside.h"

#include "packs/packboardview.h"
#include "packs/packcontroller.h"

#include "pack.h"
#include "packrun.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <algorithm>

namespace sb::ui {

namespace {

/// What the worker leaves for the window: the reference's recording and where its units end.
struct Made {
    std::shared_ptr<const program::Trace> trace;
    std::vector<std::size_t> ends;
};

} // namespace

PackBeside::PackBeside(QWidget* parent)
    : QWidget(parent), m_title(new QLabel(this)), m_board(new PackBoardView(this)), m_note(new QLabel(this))
{
    m_title->setWordWrap(true);
    m_note->setWordWrap(true);
    m_board->setLegendShown(false); // the program's board beside it says what its colours are
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_board, 1);
    layout->addWidget(m_note);
}

PackBeside::~PackBeside()
{
    if (m_cancel)
        m_cancel->store(true);
    m_job.waitForFinished();
}

void PackBeside::open(std::shared_ptr<const pack::Pack> pack, const pack::Solution* reference, const QString& input,
                      const QString& cacheFolder)
{
    if (pack == m_pack && reference == m_reference && input == m_input && (m_trace || m_job.isRunning()))
        return;
    if (m_cancel)
        m_cancel->store(true); // the recording under way stops at its next report
    m_job.disconnect(this);
    m_job.waitForFinished();
    m_pack = std::move(pack);
    m_reference = reference;
    m_input = input;
    m_trace.reset();
    m_ends.clear();
    m_own.reset(); // its units are counted again, on this pack's board
    m_ownEnds.clear();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    if (!m_pack || !m_reference)
        return refresh();
    auto made = std::make_shared<Made>();
    connect(&m_job, &QFutureWatcher<void>::finished, this, [this, made] {
        m_trace = made->trace;
        m_ends = made->ends;
        refresh();
    });
    m_job.setFuture(QtConcurrent::run([pack = m_pack, reference, input = input.toStdString(),
                                       folder = cacheFolder.toStdString(), cancel = m_cancel, made] {
        auto trace = std::make_shared<program::Trace>(pack::recordStoppable(*pack, *reference, input, folder, cancel.get()));
        made->ends = pack::sharedUnitEnds(*pack, *reference, *trace);
        made->trace = std::move(trace);
    }));
    refresh();
}

void PackBeside::waitUntilReady()
{
    m_job.waitForFinished();
    // The watcher says it is finished through the event loop.
    for (int i = 0; i < 100 && !m_trace && m_reference; ++i)
        QCoreApplication::processEvents();
}

void PackBeside::follow(std::shared_ptr<const program::Trace> own, std::size_t step)
{
    if (own != m_own) {
        m_own = std::move(own);
        // The program reads the board where the pack names it (a default solution's variable).
        m_ownEnds = m_own && m_pack ? pack::sharedUnitEnds(*m_pack, pack::Solution{}, *m_own) : std::vector<std::size_t>{};
    }
    m_ownStep = step;
    refresh();
}

void PackBeside::refresh()
{
    m_title->setText(m_reference ? tr("Reference: %1").arg(PackController::shortTitleOf(*m_reference)) : QString());
    m_ownUnits = std::size_t(std::upper_bound(m_ownEnds.begin(), m_ownEnds.end(), m_ownStep) - m_ownEnds.begin());
    if (!m_pack || !m_reference || !m_trace) {
        m_board->setLook(m_pack && m_reference ? packLook(*m_pack, *m_reference, nullptr, 0) : PackBoardLook{});
        m_note->setText(m_reference ? tr("Recording the reference on your program's input…") : QString());
        return;
    }
    if (m_trace->empty()) {
        m_board->setLook(packLook(*m_pack, *m_reference, nullptr, 0));
        m_note->setText(tr("The reference could not be recorded."));
        setToolTip(QString::fromStdString(m_trace->error())); // the recorder's words, in English
        return;
    }
    const std::size_t last = m_trace->positions() - 1;
    const bool ownEnded = m_own && m_own->ranToEnd() && m_ownStep + 1 >= m_own->positions();
    if (ownEnded || m_ownUnits > m_ends.size())
        m_step = last;
    else
        m_step = m_ownUnits == 0 ? 0 : m_ends[m_ownUnits - 1];
    m_board->setLook(packLook(*m_pack, *m_reference, m_trace.get(), m_step));
    const int line = m_trace->line(std::min(m_step, m_trace->size() - 1));
    // Short under the board, where the column is narrow; why there in the tooltip.
    const std::size_t done = std::min(m_ownUnits, m_ends.size());
    const bool byBoard = m_pack->moment == pack::Moment::Line;
    if (ownEnded) {
        m_note->setText(tr("At its end, as your program is."));
        setToolTip(tr("Your program has ended: the reference stands at its end."));
        return;
    }
    m_note->setText((byBoard ? tr("Board changed %1 of %2 times · line %3") : tr("Move %1 of %2 · line %3"))
                        .arg(done)
                        .arg(m_ends.size())
                        .arg(line));
    setToolTip(byBoard ? tr("It stands where it has changed the board as often as your program has: %1 of its %2 changes.")
                             .arg(done)
                             .arg(m_ends.size())
                       : tr("It stands where it has made as many moves as your program has: %1 of its %2.")
                             .arg(done)
                             .arg(m_ends.size()));
}

QString PackBeside::noteText() const
{
    return m_note->text();
}

void PackBeside::setPresentation(bool on)
{
    m_board->setPresentation(on);
}

void PackBeside::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace sb::ui
