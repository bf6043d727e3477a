// SPDX-License-Identifier: GPL-3.0-or-later
#include "packs/packbeside.h"

#include "packs/packboardview.h"
#include "packs/packcontroller.h"

#include "pack.h"
#include "packrun.h"

#include <QComboBox>
#include <QEvent>
#include <QSignalBlocker>
#include <QLabel>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <algorithm>
#include <utility>

namespace sb::ui {

namespace {

/// What the worker leaves for the window: the solution's recording and where its units end.
struct Made {
    std::shared_ptr<const program::Trace> trace;
    std::vector<std::size_t> ends;
};

} // namespace

PackBeside::PackBeside(QWidget* parent)
    : QWidget(parent), m_title(new QLabel(this)), m_chooser(new QComboBox(this)), m_board(new PackBoardView(this)),
      m_note(new QLabel(this))
{
    m_title->setWordWrap(true);
    m_note->setWordWrap(true);
    // The column is narrow: a long title is cut in the box, whole in its list.
    m_chooser->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_chooser->setMinimumContentsLength(8);
    m_chooser->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_board->setLegendShown(false); // the program's board beside it says what its colours are
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_chooser);
    layout->addWidget(m_board, 1);
    layout->addWidget(m_note);
    connect(m_chooser, &QComboBox::activated, this, [this](int index) {
        choose(m_chooser->itemData(index).toString());
    });
}

PackBeside::~PackBeside()
{
    if (m_cancel)
        m_cancel->store(true);
    m_job.waitForFinished();
}

void PackBeside::open(std::shared_ptr<const pack::Pack> pack, bool python, const QString& input,
                      const QString& cacheFolder)
{
    if (pack != m_pack) {
        m_choice.clear(); // another pack's: its reference first
        m_own.reset();    // the program's units are counted again, on this pack's board
        m_ownEnds.clear();
    }
    const pack::Solution* solution =
        !pack ? nullptr
              : m_choice.isEmpty() ? pack::reference(*pack, python ? pack::Language::Python : pack::Language::Cpp)
                                   : PackController::solutionOf(*pack, m_choice, python);
    const bool same = pack == m_pack && solution == m_solution && input == m_input && (m_trace || m_job.isRunning());
    m_pack = std::move(pack);
    m_python = python;
    m_input = input;
    m_cacheFolder = cacheFolder;
    if (same)
        return;
    m_solution = solution;
    fillChooser();
    record();
}

bool PackBeside::choose(const QString& id)
{
    const pack::Solution* solution = m_pack ? PackController::solutionOf(*m_pack, id, m_python) : nullptr;
    if (!solution)
        return false;
    m_choice = id;
    if (solution != m_solution) {
        m_solution = solution;
        record();
    }
    fillChooser();
    return true;
}

void PackBeside::record()
{
    if (m_cancel)
        m_cancel->store(true); // the recording under way stops at its next report
    m_job.disconnect(this);
    m_job.waitForFinished();
    m_whenReady = nullptr;
    m_trace.reset();
    m_ends.clear();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    if (!m_pack || !m_solution)
        return refresh();
    auto made = std::make_shared<Made>();
    connect(&m_job, &QFutureWatcher<void>::finished, this, [this, made] {
        m_trace = made->trace;
        m_ends = made->ends;
        refresh();
        if (auto then = std::exchange(m_whenReady, nullptr))
            then();
    });
    m_job.setFuture(QtConcurrent::run([pack = m_pack, solution = m_solution, input = m_input.toStdString(),
                                       folder = m_cacheFolder.toStdString(), cancel = m_cancel, made] {
        auto trace = std::make_shared<program::Trace>(pack::recordStoppable(*pack, *solution, input, folder, cancel.get()));
        made->ends = pack::sharedUnitEnds(*pack, *solution, *trace);
        made->trace = std::move(trace);
    }));
    refresh();
}

void PackBeside::fillChooser()
{
    const QSignalBlocker quiet(m_chooser);
    m_chooser->clear();
    if (!m_pack)
        return;
    const pack::Solution* reference =
        pack::reference(*m_pack, m_python ? pack::Language::Python : pack::Language::Cpp);
    for (const QString& id : PackController::choiceIds(*m_pack)) {
        const pack::Solution* s = PackController::solutionOf(*m_pack, id, m_python);
        if (!s)
            continue;
        const QString title = PackController::shortTitleOf(*s);
        m_chooser->addItem(s == reference ? tr("%1 · the reference").arg(title) : title, id);
        if (s == m_solution)
            m_chooser->setCurrentIndex(m_chooser->count() - 1);
    }
    m_chooser->setToolTip(tr("The solution of the pack shown beside your program, on its input"));
}

void PackBeside::waitUntilReady()
{
    m_job.waitForFinished();
    // The watcher says it is finished through the event loop.
    for (int i = 0; i < 100 && !m_trace && m_solution; ++i)
        QCoreApplication::processEvents();
}

void PackBeside::whenReady(std::function<void()> then)
{
    if (m_trace)
        then();
    else
        m_whenReady = std::move(then);
}

std::optional<pack::PackDivergence> PackBeside::difference() const
{
    if (!m_pack || !m_solution || !m_trace || m_trace->empty() || !m_own)
        return std::nullopt;
    // Each run cut at the units both have.
    const pack::Solution program; // reads the board where the pack names it
    const std::string ownBoard = pack::boardVariable(*m_pack, program);
    return pack::diverge(*m_own, pack::movesAt(*m_pack, program, *m_own, m_ownEnds), *m_trace,
                         pack::movesAt(*m_pack, *m_solution, *m_trace, m_ends),
                         !ownBoard.empty() && !pack::boardVariable(*m_pack, *m_solution).empty());
}

QString PackBeside::choice() const
{
    if (!m_solution)
        return {};
    return m_solution->method ? PackController::methodChoiceId(*m_solution->method)
                              : QString::fromStdString(m_solution->mistake);
}

QString PackBeside::solutionTitle() const
{
    return m_solution ? PackController::shortTitleOf(*m_solution) : QString();
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
    m_title->setText(m_solution ? tr("Beside your program:") : QString());
    m_ownUnits = std::size_t(std::upper_bound(m_ownEnds.begin(), m_ownEnds.end(), m_ownStep) - m_ownEnds.begin());
    if (!m_pack || !m_solution || !m_trace) {
        m_board->setLook(m_pack && m_solution ? packLook(*m_pack, *m_solution, nullptr, 0) : PackBoardLook{});
        m_note->setText(m_solution ? tr("Recording it on your program's input…") : QString());
        return;
    }
    if (m_trace->empty()) {
        m_board->setLook(packLook(*m_pack, *m_solution, nullptr, 0));
        m_note->setText(tr("It could not be recorded."));
        setToolTip(QString::fromStdString(m_trace->error())); // the recorder's words, in English
        return;
    }
    const std::size_t last = m_trace->positions() - 1;
    const bool ownEnded = m_own && m_own->ranToEnd() && m_ownStep + 1 >= m_own->positions();
    if (ownEnded || m_ownUnits > m_ends.size())
        m_step = last;
    else
        m_step = m_ownUnits == 0 ? 0 : m_ends[m_ownUnits - 1];
    m_board->setLook(packLook(*m_pack, *m_solution, m_trace.get(), m_step));
    const int line = m_trace->line(std::min(m_step, m_trace->size() - 1));
    // Short under the board, where the column is narrow; why there in the tooltip.
    const std::size_t done = std::min(m_ownUnits, m_ends.size());
    const bool byBoard = m_pack->moment == pack::Moment::Line;
    if (ownEnded) {
        m_note->setText(tr("At its end, as your program is."));
        setToolTip(tr("Your program has ended: the solution beside it stands at its end."));
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
    if (event->type() == QEvent::LanguageChange) {
        fillChooser();
        refresh();
    }
    QWidget::changeEvent(event);
}

} // namespace sb::ui
