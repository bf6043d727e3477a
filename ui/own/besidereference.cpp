// SPDX-License-Identifier: GPL-3.0-or-later
#include "own/besidereference.h"

#include "compare/comparepane.h"
#include "compare/unitfollower.h"
#include "widgets/boardview.h"
#include "run/session.h"
#include "widgets/wraplabel.h"

#include "core/problem.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace sb::ui {

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
    // The follower and the pane's board hold its session: they go first, as a pane of the compare view does.
    delete m_follower;
    delete m_pane;
}

void BesideReference::open(const QString& problem, const QString& input, bool python)
{
    const QString method = m_pane && m_pane->session()->problemId() == problem
                               ? m_pane->session()->methodId() // the one the class chose stays
                               : QString();
    delete m_follower;
    delete m_pane;
    m_pane = nullptr;
    const ProblemDesc* desc = findProblem(problem.toStdString());
    if (!desc || !desc->reference()) {
        retranslate();
        emit placed();
        return;
    }
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
    m_follower = new UnitFollower(m_pane->session(), this);
    m_follower->follow(m_units, m_answered);
    connect(m_pane, &ComparePane::methodChanged, m_follower, &UnitFollower::restart);
    connect(m_follower, &UnitFollower::placed, this, [this] {
        retranslate();
        emit placed();
    });
    retranslate();
}

void BesideReference::follow(quint64 units, bool answered)
{
    m_units = units;
    m_answered = answered;
    if (m_follower)
        m_follower->follow(units, answered);
}

quint64 BesideReference::units() const
{
    return m_units;
}

bool BesideReference::isReady() const
{
    return m_follower && m_follower->place() != UnitFollower::Place::Finding;
}

void BesideReference::waitUntilReady()
{
    if (m_follower)
        m_follower->waitUntilReady();
}

QString BesideReference::noteText() const
{
    return m_note->text();
}

void BesideReference::retranslate()
{
    using Place = UnitFollower::Place;
    const Place place = m_follower ? m_follower->place() : Place::None;
    QString note;
    switch (place) {
    case Place::None: note = tr("The input has an error: no built-in method can run on it."); break;
    case Place::Finding: note = tr("Finding where this method reads the input…"); break;
    case Place::Beside:
        note = tr("It has got as far as your program, and stands just after the step that got it there.");
        break;
    case Place::Cut:
        note = tr("It has not got this far in its first %L1 steps: it stands at the last of them.").arg(m_follower->stepsLooked());
        break;
    case Place::End: note = tr("Your program has got as far as this method's whole run: it stands at its end."); break;
    }
    m_note->setText(note);
    // Where it usually stands is said once, in the tooltip; only where it stands otherwise, under it.
    setToolTip(tr("A built-in method beside your program: it has got as far as your program, and stands just "
                  "after the step that got it there."));
    m_note->setVisible(place != Place::Beside);
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
