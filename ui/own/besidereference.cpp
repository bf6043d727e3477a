// SPDX-License-Identifier: GPL-3.0-or-later
#include "own/besidereference.h"

#include "compare/comparepane.h"
#include "widgets/boardview.h"
#include "run/session.h"
#include "run/timelinescan.h"
#include "widgets/wraplabel.h"

#include "core/player.h"
#include "core/problem.h"
#include "core/programboard.h"

#include <QEvent>
#include <QFutureWatcher>
#include <QLabel>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>

namespace sb::ui {

struct BesideReference::Search {
    QFutureWatcher<std::shared_ptr<const UnitStarts>> watcher;
    std::shared_ptr<std::atomic<bool>> stop = std::make_shared<std::atomic<bool>>(false);
};

BesideReference::BesideReference(QWidget* parent) : QWidget(parent), m_note(new WrapLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addStretch(); // the pane goes in its place
    layout->addWidget(m_note);
    retranslate();
}

BesideReference::~BesideReference()
{
    if (m_search)
        m_search->stop->store(true);
    // The pane's board holds its session: the pane goes first, as a pane of the compare view does.
    delete m_pane;
}

void BesideReference::open(const QString& problem, const QString& input, bool python)
{
    const QString method = m_pane && m_pane->session()->problemId() == problem
                               ? m_pane->session()->methodId() // the one the class chose stays
                               : QString();
    delete m_pane;
    m_pane = nullptr;
    m_starts.reset();
    const ProblemDesc* desc = findProblem(problem.toStdString());
    if (!desc || !desc->reference())
        return;
    m_pane = new ComparePane(problem, input, method.isEmpty() ? QString::fromUtf8(desc->reference()->id) : method,
                             python, this);
    m_pane->setPresentation(m_presenting);
    auto* layout = static_cast<QVBoxLayout*>(this->layout());
    delete layout->takeAt(0); // the place kept for it
    layout->insertWidget(0, m_pane, 1);
    // On a projector the board keeps the room: no listing line, and the board alone (the two boards are
    // what is compared).
    m_pane->setBoardsOnly(m_presenting);
    m_pane->board()->setBoardAlone(m_presenting);
    connect(m_pane, &ComparePane::methodChanged, this, &BesideReference::findStarts);
    findStarts();
}

void BesideReference::findStarts()
{
    if (m_search)
        m_search->stop->store(true);
    m_starts.reset();
    place();
    Session* s = m_pane ? m_pane->session() : nullptr;
    if (!s || !s->input())
        return;
    auto search = std::make_shared<Search>();
    m_search = search;
    connect(&search->watcher, &QFutureWatcherBase::finished, this, [this, raw = search.get()] {
        if (m_search.get() == raw)
            takeStarts();
    });
    const quint64 cap = s->player() ? s->player()->stepCap() : kStepCap;
    search->watcher.setFuture(QtConcurrent::run(
        [problem = &s->problem(), method = &s->method(), input = s->input(), language = s->codeLanguage(), cap,
         stop = search->stop]() -> std::shared_ptr<const UnitStarts> {
            return std::make_shared<const UnitStarts>(unitStarts(*problem, *method, input, language, cap, stop.get()));
        }));
}

void BesideReference::takeStarts()
{
    m_starts = m_search->watcher.result();
    m_search.reset();
    place();
}

void BesideReference::follow(quint64 units)
{
    m_units = units;
    place();
}

bool BesideReference::isReady() const
{
    return m_starts != nullptr;
}

void BesideReference::waitUntilReady()
{
    if (m_search) {
        m_search->watcher.waitForFinished();
        takeStarts(); // its finished() signal, still to come, finds the search gone
    }
    if (m_pane)
        m_pane->session()->waitUntilIdle();
}

void BesideReference::place()
{
    if (!m_pane)
        return;
    Session* s = m_pane->session();
    if (m_starts) {
        const std::optional<std::uint64_t> step = m_starts->beside(m_units);
        if (step)
            s->seek(*step);
        else if (m_starts->cut)
            s->seek(m_starts->steps);
        else
            s->toEnd();
    }
    retranslate();
    emit placed();
}

QString BesideReference::noteText() const
{
    return m_note->text();
}

void BesideReference::retranslate()
{
    QString note;
    if (!m_pane)
        note = tr("The input has an error: no built-in method can run on it.");
    else if (!m_starts)
        note = tr("Finding where this method reads the input…");
    else if (m_starts->beside(m_units))
        note = tr("It has read as much of the input as your program, and stands before it reads more.");
    else if (m_starts->cut)
        note = tr("It has not got this far in its first %L1 steps: it stands at the last of them.").arg(m_starts->steps);
    else
        note = tr("Your program has got as far as this method's whole run: it stands at its end.");
    m_note->setText(note);
    // Where it usually stands is said once, in the tooltip; only where it stands otherwise, under it.
    setToolTip(tr("A built-in method beside your program: it has read as much of the input as your program, and "
                  "stands before it reads more."));
    m_note->setVisible(!(m_pane && m_starts && m_starts->beside(m_units)));
}

void BesideReference::setPresentation(bool on)
{
    m_presenting = on;
    if (m_pane) {
        m_pane->setPresentation(on);
        m_pane->setBoardsOnly(on);
        m_pane->board()->setBoardAlone(on);
    }
}

void BesideReference::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sb::ui
