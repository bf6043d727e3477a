// SPDX-License-Identifier: GPL-3.0-or-later
// The window and a problem pack's solutions side by side (F7) and where one first goes another way (D).
#include "window/mainwindow.h"

#include "compare/comparecontroller.h"
#include "own/solutioncontroller.h"
#include "own/solutionpanel.h"
#include "own/stepper.h"
#include "packs/packbeside.h"
#include "packs/packboardview.h"
#include "packs/packcompare.h"
#include "packs/packcontroller.h"
#include "widgets/playactions.h"
#include "widgets/playerbar.h"
#include "window/boardcolumn.h"
#include "window/sidepanel.h"

#include "pack.h"
#include "packrun.h"
#include "trace.h"

#include <QAction>
#include <QPointer>
#include <QToolButton>

namespace sb::ui {

namespace {

/// The choice of the pack's reference (pack::reference: its last method among the accepted solutions, the
/// one the judge checks answers with); its last method where none is accepted.
QString referenceChoice(const pack::Pack& pack)
{
    if (const pack::Solution* reference = pack::reference(pack); reference && reference->method)
        return PackController::methodChoiceId(*reference->method);
    const std::vector<int> methods = pack.methods();
    return methods.empty() ? QString() : PackController::methodChoiceId(methods.back());
}

} // namespace

bool MainWindow::openPackCompare(QStringList choices)
{
    if (!m_packs->isOpen())
        return false;
    const pack::Pack& pack = *m_packs->pack();
    if (choices.isEmpty()) {
        // The solution on screen and the reference; the reference on screen beside the first method.
        const QString reference = referenceChoice(pack);
        const QString first = pack.methods().empty() ? QString() : PackController::methodChoiceId(pack.methods().front());
        choices = {m_packs->current() == reference ? first : m_packs->current(), reference};
    }
    if (!m_packCompare) {
        m_packCompare = new PackCompareView(this);
        m_packCompare->hide();
        connect(m_packCompare, &PackCompareView::changed, this, [this] {
            if (m_packCompare->isOpen())
                showPackCompareStep();
        });
    }
    if (!m_packCompare->open(m_packs->packShared(), choices, m_packs->python(), m_packs->input(), m_packs->cacheFolder()))
        return false;
    m_packs->stepper()->pause();
    // The panes take the side panel's room too: each says its line, and the boards are what the class reads.
    if (!m_packCompare->isVisible())
        m_sideBeforePackCompare = m_side->isVisible();
    setSidePanelVisible(false);
    // At the move the one solution had got to, as the built-in problem's panes open at its moment.
    if (const quint64 done = m_packs->movesDone(); done > 0)
        m_packCompare->goToMove(done);
    m_packCompare->setPresentation(presentation());
    m_column->setStandIn(m_packCompare);
    m_playerActions->setTarget(m_packCompare->target());
    m_compare->toggleAction()->setChecked(true);
    showPackCompareStep();
    return true;
}

void MainWindow::closePackCompare()
{
    m_compare->toggleAction()->setChecked(false);
    if (!m_packCompare || !m_packCompare->isOpen())
        return;
    m_packCompare->close();
    m_packCompare->hide();
    setSidePanelVisible(m_sideBeforePackCompare);
    if (m_packs->isOpen()) {
        m_column->setStandIn(m_packs->board());
        m_playerActions->setTarget(m_packs->stepper()->playTarget());
        showPackStep();
    }
}

bool MainWindow::showPackCompareStep()
{
    if (!m_packCompare || !m_packCompare->isOpen())
        return false;
    QStringList names;
    for (int i = 0; i < m_packCompare->lanes(); ++i) {
        const pack::Solution* s = m_packCompare->solutionOf(i);
        names << (s->method ? tr("Method %1").arg(*s->method) : PackController::shortTitleOf(*s));
    }
    // The note where a mistake first goes another way; else how the panes go.
    const QString said = !m_packCompare->note().isEmpty() ? m_packCompare->note()
                         : tr("The panes go move by move: one that has made the move waits for the others. Compare "
                              "their boards, and the lines each has run to get there.");
    m_column->setStandInWords(tr("Side by side: %1").arg(names.join(QStringLiteral(" · "))), said, QString(), false);
    m_player->setStandIn(m_packCompare->whereText(), m_packCompare->target(), nullptr);
    return true;
}

void MainWindow::packWhereWrong()
{
    if (!m_packs->isOpen())
        return;
    if (m_side->solution()->controller()->stepping())
        return ownWhereWrongOnPack();
    const QString reference = referenceChoice(*m_packs->pack());
    if (m_packs->current() == reference || reference.isEmpty()) {
        say(tr("This is the pack's reference: D compares another solution with it."));
        return;
    }
    if (!openPackCompare({reference, m_packs->current()}))
        return;
    PackCompareView* view = m_packCompare;
    view->whenRecorded([this, view] {
        const std::shared_ptr<const pack::Pack> pack = m_packs->packShared();
        const pack::Solution& a = *view->solutionOf(0);
        const pack::Solution& b = *view->solutionOf(1);
        const program::Trace& ta = *view->traceOf(0);
        const program::Trace& tb = *view->traceOf(1);
        const std::string boardA = pack::boardVariable(*pack, a), boardB = pack::boardVariable(*pack, b);
        const std::optional<pack::PackDivergence> d =
            pack::diverge(tb, pack::moves(*pack, b, tb), ta, pack::moves(*pack, a, ta), !boardA.empty() && boardA == boardB);
        if (!d) {
            view->setNote(tr("They go the same way to the end, move by move: on this input the mistake does not show."));
            view->goToMove(view->moves() + 1);
            return;
        }
        view->setNote(d->what == pack::PackDivergence::What::Board
                          ? tr("Move %1 is where it first goes another way: after it, the boards differ.").arg(d->move)
                          : tr("Move %1 is where it first goes another way: by then it has printed otherwise.")
                                .arg(d->move));
        view->goToMove(d->move);
    });
}

void MainWindow::toggleBesideOwnOnPack()
{
    const bool on = !m_side->solution()->stepper()->besideButton()->isChecked();
    m_side->solution()->controller()->setBesideShown(on);
    m_compare->toggleAction()->setChecked(on);
}

void MainWindow::ownWhereWrongOnPack()
{
    m_side->solution()->controller()->setBesideShown(true);
    const QPointer<PackBeside> beside = m_packs->besideOwn();
    if (!beside)
        return;
    if (!beside->isReady())
        say(tr("Recording %1 on your program's input to compare them…").arg(beside->solutionTitle()));
    beside->whenReady([this, beside] {
        if (!beside || !m_packs->isOpen() || !m_side->solution()->controller()->stepping())
            return;
        const QString name = beside->solutionTitle();
        const std::optional<pack::PackDivergence> d = beside->difference();
        if (!d) {
            say(tr("Your program goes the same way as %1 to the end.").arg(name));
            return;
        }
        m_side->solution()->stepper()->goTo(d->step);
        const bool byBoard = m_packs->pack()->moment == pack::Moment::Line;
        if (d->what == pack::PackDivergence::What::Output)
            say(tr("Here your program has first printed otherwise than %1.").arg(name));
        else if (byBoard)
            say(tr("Here your program's board first differs from %1's: each has changed it %2 times.")
                    .arg(name)
                    .arg(d->move));
        else
            say(tr("Here your program's board first differs from %1's: after move %2.").arg(name).arg(d->move));
    });
}

} // namespace sb::ui
