// SPDX-License-Identifier: GPL-3.0-or-later
// The window and a problem pack: its board, words, code, input and statement in place of the built-in
// problem's, its methods in the picker, the player's keys stepping its recording.
#include "window/mainwindow.h"

#include "own/mytests.h"
#include "own/solutioncontroller.h"
#include "own/solutionpanel.h"
#include "own/stepper.h"
#include "packs/packboardview.h"
#include "packs/packstatementview.h"
#include "run/recordedrun.h"
#include "packs/packcompare.h"
#include "packs/packcontroller.h"
#include "packs/packguess.h"
#include "packs/packinputview.h"
#include "widgets/codeview.h"
#include "widgets/methodpicker.h"
#include "widgets/playactions.h"
#include "widgets/playerbar.h"
#include "window/boardcolumn.h"
#include "window/problembar.h"
#include "window/sidepanel.h"
#include "compare/comparecontroller.h"
#include "predict/predictcontroller.h"
#include "statement/statementcontroller.h"
#include "window/mainmenus.h"

#include "common/filedialogs.h"

#include "pack.h"
#include "packarchive.h"

#include <QLineEdit>
#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QToolButton>

namespace sb::ui {

void MainWindow::setUpPacks()
{
    m_packInput = new PackInputView(m_packs, this); // the window's, hidden until a pack is open
    m_packInput->hide();
    for (const std::filesystem::path& folder : pack::findPacks())
        m_choosers->addPack(QString::fromStdString(folder.string()), PackController::nameOf(pack::read(folder)));
    connect(m_choosers, &ProblemBar::packChosen, this, [this](const QString& folder) {
        if (!openPack(folder))
            m_choosers->showPack(m_packs->folder());
    });
    connect(m_choosers, &ProblemBar::problemChosen, m_packs, &PackController::close);
    connect(m_packs, &PackController::openChanged, this, &MainWindow::showPack);
    connect(m_packs, &PackController::choicesChanged, this, [this] {
        if (m_packs->isOpen())
            methodPicker()->setStandIn(m_packs->choices(), m_packs->current(), [this](const QString& id) {
                closePackCompare(); // another solution chosen: it alone, as the built-in problem's view does
                return m_packs->choose(id);
            });
    });
    connect(m_packs, &PackController::changed, this, &MainWindow::showPackStep);
    connect(m_packs->guess(), &PackGuess::changed, this, &MainWindow::showPackStep);
    m_column->addUnderNarration(m_packs->guess()->answerBox());
    connect(m_packs, &PackController::inputChanged, this, &MainWindow::closePackCompare);
    // The student's program stepped while a pack is open says what each line did under the pack's board,
    // and gives the code tab back to the pack after.
    connect(m_side->solution()->stepper(), &ProgramStepper::said, this, [this] {
        if (m_packs->isOpen() && m_side->solution()->controller()->stepping())
            showPackStep();
    });
    connect(m_side->solution()->controller(), &SolutionController::steppingChanged, this, [this](bool stepping) {
        if (stepping)
            closePackCompare();
        if (stepping && m_packs->isOpen())
            showPackStep();
        if (!stepping)
            m_compare->toggleAction()->setChecked(false);
        if (!stepping && m_packs->isOpen()) {
            code()->setProgram(m_packs->code());
            m_playerActions->setTarget(m_packs->stepper()->playTarget());
            showPackStep();
        }
    });
    // F7 says whether the pack's solution stands beside the program, however it was put there.
    connect(m_side->solution()->stepper()->besideButton(), &QToolButton::toggled, this, [this](bool on) {
        if (m_packs->isOpen() && m_side->solution()->controller()->stepping())
            m_compare->toggleAction()->setChecked(on);
    });
    // File > Open a problem: a pack's folder, kept in the list of problems once opened.
    m_openPack = addFileAction(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(m_openPack, &QAction::triggered, this, [this] {
        // A package's problem.yaml (or stepboard.yaml) opens its folder; an archive opens unpacked.
        const QString file = askOpenFileName(
            this, tr("Open a problem"), m_packs->folder(),
            fileFilter(tr("Problem packs"), {QStringLiteral("problem.yaml"), QStringLiteral("stepboard.yaml"),
                                             QStringLiteral("*.zip"), QStringLiteral("*.tar"), QStringLiteral("*.tar.gz"),
                                             QStringLiteral("*.tgz"), QStringLiteral("*.tar.bz2"), QStringLiteral("*.tar.xz")}));
        if (!file.isEmpty())
            openPack(pack::isArchive(file.toStdString()) ? file : QFileInfo(file).absolutePath());
    });
    m_importPack = addFileAction(QKeySequence());
    connect(m_importPack, &QAction::triggered, this, &MainWindow::askImportProblem);
    retranslatePacks();
}

void MainWindow::retranslatePacks()
{
    m_openPack->setText(tr("Open a &problem…"));
    m_openPack->setToolTip(tr("Open a problem pack: a contest package's problem.yaml, or a .zip of the package"));
    m_importPack->setText(tr("&Import a problem…"));
    m_importPack->setToolTip(tr("Import a problem kept for another judge (a Themis folder of tests, a CMS task, or "
                                "an archive of one) as a pack of your own"));
}

PackKeeper* MainWindow::packKeeper() const
{
    return m_packs;
}

bool MainWindow::openPack(const QString& folder, QString* why)
{
    QString path = QFileInfo(folder).absoluteFilePath();
    QString reason;
    QStringList leftOut;
    if (pack::isArchive(path.toStdString()) && QFileInfo(path).isFile()) {
        // Unpacked once, whole or not at all, where archives are kept; then its folder is opened.
        const pack::Unpacked unpacked = pack::unpack(path.toStdString());
        if (unpacked.refused)
            reason = PackController::archiveWords(*unpacked.refused);
        else
            path = QString::fromStdString(unpacked.folder->string());
        for (const pack::ArchiveProblem& p : unpacked.skipped)
            leftOut << PackController::archiveWords(p);
    }
    if (reason.isEmpty() && m_packs->open(path, &reason)) {
        if (!leftOut.isEmpty())
            say(tr("Left out of the archive: %1").arg(leftOut.join(QStringLiteral("; "))));
        return true;
    }
    if (why)
        *why = reason;
    else
        QMessageBox::warning(this, tr("Open a problem"),
                             tr("%1 cannot be opened as a problem:\n%2").arg(QDir::toNativeSeparators(path), reason));
    return false;
}

void MainWindow::showPack(bool open)
{
    ProgramStepper* stepper = m_packs->stepper();
    m_column->setStandIn(open ? m_packs->board() : nullptr);
    m_side->setStandIns(open ? m_packInput : nullptr, open ? m_packs->statement() : nullptr);
    code()->setProgram(open ? m_packs->code() : nullptr);
    m_player->setStandIn(open ? stepper->whereText() : QString(), stepper->playTarget(), stepper->recordedRun());
    if (open) {
        if (m_playerActions->target() != stepper->playTarget())
            m_keysBeforePack = m_playerActions->target();
        m_playerActions->setTarget(stepper->playTarget());
        m_choosers->addPack(m_packs->folder(), m_packs->name());
        m_choosers->showPack(m_packs->folder());
    } else {
        if (m_playerActions->target() == stepper->playTarget())
            m_playerActions->setTarget(m_keysBeforePack ? m_keysBeforePack.data() : m_player->target());
        m_choosers->showPack({});
        methodPicker()->clearStandIn();
    }
    // The statement printed and written as a PDF is the pack's.
    if (open)
        m_statement->setStandIn(StatementController::StandIn{
            m_packs->name(), [this](QPrinter* printer) { m_packs->statement()->printTo(printer); },
            [this](const QString& path, QString* error) { return m_packs->statement()->exportPdf(path, error); }});
    else
        m_statement->setStandIn(std::nullopt);
    // F7 and D put the pack's own solutions side by side.
    closePackCompare();
    if (open)
        m_compare->setStandIn(CompareController::StandIn{
            [this](bool on) {
                if (m_side->solution()->controller()->stepping())
                    toggleBesideOwnOnPack(); // the student's program beside the pack's solution
                else
                    on ? void(openPackCompare()) : closePackCompare();
            },
            [this] { packWhereWrong(); },
            [this]() -> std::optional<std::pair<QStringList, quint64>> {
                if (!m_packCompare || !m_packCompare->isOpen())
                    return std::nullopt;
                return std::pair(m_packCompare->choices(), m_packCompare->move());
            },
            [this](const QStringList& choices, quint64 move) {
                if (!openPackCompare(choices))
                    return false;
                m_packCompare->goToMove(move); // once every pane is recorded
                return true;
            }});
    else
        m_compare->setStandIn(std::nullopt);
    // Guess first asks of the pack's board.
    if (open)
        m_predict->setStandIn([this](bool on) { m_packs->guess()->setActive(on); });
    else
        m_predict->setStandIn({});
    m_packs->guess()->setActive(false);
    m_packs->setPresentation(presentation());
    // The student's program is the one kept for the pack, and runs on the pack's input.
    m_side->solution()->controller()->followPack();
    m_side->solution()->myTests()->followPack(m_packs);
    showProblemName();
    showPackStep();
}

void MainWindow::showPackStep()
{
    if (!m_packs->isOpen() || showPackCompareStep())
        return;
    // The student's program stepped on the pack's board: its words, and the player bar is its own.
    if (const ProgramStepper* own = m_side->solution()->stepper(); m_side->solution()->controller()->stepping()) {
        m_column->setStandInWords(tr("Your program, on the board of %1").arg(m_packs->name()), own->saidText(),
                                  QString(), false);
        return;
    }
    // Guessing: the question in the narration's place, the answer's verdict in the verdict's.
    const PackGuess* guess = m_packs->guess();
    const QString narration = guess->asking() ? guess->question() : m_packs->narration();
    if (!guess->verdict().isEmpty())
        m_column->setStandInWords(m_packs->title(), narration, guess->verdict(), guess->lastRight());
    else
        m_column->setStandInWords(m_packs->title(), narration, m_packs->verdict(), m_packs->verdictRight());
    m_player->setStandIn(m_packs->stepper()->whereText(), m_packs->stepper()->playTarget(),
                         m_packs->stepper()->recordedRun());
}

} // namespace sb::ui
