// SPDX-License-Identifier: GPL-3.0-or-later
// The state on screen written to a lesson, and a lesson read back as the state on screen.
#include "lessoncontroller.h"
#include "compare/lockstepplay.h"
#include "widgets/playactions.h"

#include "widgets/codeview.h"
#include "widgets/inputpanel.h"
#include "common/language.h"
#include "lessonupgrade.h"
#include "widgets/windowareas.h"
#include "widgets/playerbar.h"
#include "run/problemui.h"
#include "run/session.h"
#include "common/windowmodes.h"
#include "compare/comparebar.h"
#include "compare/comparecontroller.h"
#include "compare/comparepane.h"
#include "compare/compareview.h"
#include "compare/lockstep.h"
#include "run/divergence.h"
#include "run/packkeeper.h"
#include "run/programkeeper.h"

#include "core/inputerror.h"
#include "core/player.h"
#include "core/problem.h"

#include <QLocale>
#include <Qsci/qsciscintilla.h>

#include <algorithm>

namespace sb::ui {

namespace {

/// The first `most` runs of consecutive lines of `lines` (sorted, each once), as first and last line.
QList<std::pair<int, int>> lineRuns(const QVector<int>& lines, qsizetype most)
{
    QList<std::pair<int, int>> runs;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (!runs.isEmpty() && runs.back().second + 1 == lines[i])
            runs.back().second = lines[i];
        else if (runs.size() < most)
            runs.append({lines[i], lines[i]});
        else
            break;
    }
    return runs;
}


bool parses(const QString& problem, const QString& input)
{
    try {
        findProblem(problem.toStdString())->parse(input.toStdString());
    } catch (const InputError&) {
        return false;
    }
    return true;
}

} // namespace

Lesson LessonController::lesson() const
{
    Lesson l;
    l.problem = m_session->problemId();
    PackKeeper* packs = m_window->packKeeper();
    if (const std::optional<PackPlace> pack = packs->packPlace()) {
        // The pack in place of the problem: its choice, language, input and step; the rest rests while it is open.
        l.pack = pack->folder;
        l.packHash = pack->hash;
        l.method = pack->choice;
        l.code = pack->python ? QStringLiteral("python") : QStringLiteral("cpp");
        l.input = pack->input;
        l.step = pack->step;
        l.language = language::current();
        l.speed = Lesson::speedNames().value(m_window->playerBar()->target()->rung());
        l.notes = m_notes;
        l.bookmarks = m_bookmarks;
        l.presenting = m_window->modes()->projector();
        l.unknown = m_unknown;
        // Its solutions side by side, at the move they are in.
        if (const auto panes = m_sideBySide->standInPanes()) {
            l.compare = panes->first;
            l.compareMoment = static_cast<qint64>(panes->second);
        }
        // The student's program stepped on it, and the pack's solution beside it.
        keepProgram(l);
        if (!l.program.isEmpty() && m_window->programKeeper()->besideShown()) {
            l.compare = QStringList{packs->ownBesideChoice()};
            l.compareProgram = true;
        }
        return l;
    }
    l.method = m_session->methodId();
    l.input = m_window->inputPanel()->text();
    l.step = m_session->player() ? m_session->player()->position() : 0;
    l.language = language::current();
    l.code = m_window->code()->code() == CodeView::Code::Python ? QStringLiteral("python") : QStringLiteral("cpp");
    for (const int line : m_window->code()->listingBreakpoints())
        l.breakpoints << line;
    keepProgram(l);
    if (m_sideBySide->isOpen() && m_sideBySide->view()->programPane()) {
        // The program beside its methods: they stand where it has got, nothing of their own to keep.
        l.compare = m_sideBySide->view()->methods();
        l.compareProgram = true;
        l.compareSpeed = Lesson::speedNames().value(m_sideBySide->view()->bar()->target()->rung());
    } else if (m_sideBySide->isOpen()) {
        l.compare = m_sideBySide->view()->methods();
        l.compareMoment = m_sideBySide->view()->lockstep()->moment();
        for (const ComparePane* pane : m_sideBySide->view()->panes())
            l.compareSteps << (pane->session()->player() ? pane->session()->player()->position() : 0);
        l.compareSpeed = Lesson::speedNames().value(m_sideBySide->view()->bar()->target()->rung());
        l.compareNote = !m_sideBySide->view()->note().isEmpty();
    }
    l.speed = Lesson::speedNames().value(m_window->playerBar()->target()->rung());
    l.playBy = m_window->playerBar()->target()->playsByMoment() ? QStringLiteral("moments") : QStringLiteral("lines");
    l.notes = m_notes;
    l.bookmarks = m_bookmarks;
    l.presenting = m_window->modes()->projector();
    l.unknown = m_unknown;
    return l;
}

void LessonController::apply(const Lesson& given)
{
    const ProblemDesc* lessonProblem =
        given.problem.isEmpty() ? &m_session->problem() : findProblem(given.problem.toStdString());
    // Older step numbers are counted again on the input the run will have: the lesson's own, else the
    // one on screen when the lesson's problem is on screen, else the sample its problem opens on.
    QString input = given.input;
    if (input.isEmpty() && lessonProblem)
        input = lessonProblem == &m_session->problem()
                    ? m_session->inputText()
                    : Session::sampleText(QString::fromLatin1(lessonProblem->id.data(),
                                                              static_cast<qsizetype>(lessonProblem->id.size())));
    const Lesson l = lessonProblem ? upgradeLesson(given, *lessonProblem, input) : given;
    ++m_applying; // what is still on its way for a lesson opened before stops here
    m_session->pause();
    if (m_sideBySide->isOpen())
        m_sideBySide->close();
    if (language::codes().contains(l.language))
        m_window->setLanguage(l.language);
    else if (!l.language.isEmpty())
        m_message << [language = l.language] {
            return tr("The lesson's language \"%1\" is not one of %2: the window stays in %3.")
                .arg(LessonFile::quoted(language), language::codes().join(QStringLiteral(", ")),
                     language::nativeName(language::current()));
        };
    m_window->playerBar()->target()->setRung(static_cast<int>(Lesson::speedNames().indexOf(l.speed)));
    m_window->playerBar()->target()->setPlayByMoment(l.playBy == QLatin1String("moments"));
    m_window->code()->setCode(l.code == QLatin1String("python") ? CodeView::Code::Python : CodeView::Code::Cpp);
    m_notes = l.notes;
    m_unknown = l.unknown;
    m_bookmarks = l.bookmarks;
    bookmarksChanged();
    if (!l.pack.isEmpty()) {
        applyPack(l);
    } else {
        m_window->packKeeper()->leavePack(); // a lesson of a built-in problem
        if (!l.problem.isEmpty() && !findProblem(l.problem.toStdString()))
            m_message << [problem = l.problem] {
                return tr("The lesson's problem \"%1\" is not one of StepBoard's: the window keeps the problem it "
                          "shows.")
                    .arg(LessonFile::quoted(problem));
            };
        else
            applyRun(l);
    }
    // A window not shown yet enters projector mode as it is shown (see presenting()).
    m_presenting = l.presenting;
    if (m_window->widget()->isVisible() && l.presenting != m_window->modes()->projector())
        m_window->setPresentation(l.presenting);
}

void LessonController::applyRun(const Lesson& l)
{
    const QString problem = l.problem.isEmpty() ? m_session->problemId() : l.problem;
    // An input with an error on the problem on screen leaves its run there, as a typing error does.
    if (problem != m_session->problemId() || parses(problem, l.input))
        m_session->setProblem(problem);
    if (!l.input.isEmpty()) {
        m_window->inputPanel()->setText(l.input);
        m_window->inputPanel()->reparseNow();
    }
    const ProblemUi& ui = problemUi(m_session->problem().id);
    const bool inputOk = !m_session->hasInputError();
    if (!inputOk)
        // Said while the input has an error: put right, the sentence goes.
        m_message << [this, &ui, problem = m_session->problemId()] {
            const InputError* error = m_session->problemId() == problem ? m_session->inputError() : nullptr;
            return error ? tr("The lesson's input has an error: %1. It is in the Input tab, to be put right; the "
                              "board shows the last correct input meanwhile.")
                               .arg(ui.inputError(*error))
                         : QString();
        };
    const bool methodOk = l.method.isEmpty() || m_session->setMethod(l.method);
    if (!methodOk)
        m_message << [&ui, method = l.method] {
            return tr("The lesson's method \"%1\" is not a method of %2: the window shows its reference method, "
                      "at the start.")
                .arg(LessonFile::quoted(method), ui.name());
        };
    if (methodOk && !l.breakpoints.isEmpty())
        m_message << applyBreakpoints(l.breakpoints);
    const bool seek = inputOk && methodOk && l.step > 0;
    if (seek)
        m_session->seek(l.step); // a far step goes on in slices, with its progress and Esc
    // The rest once the run stands at the step (at once when it got there in the first slice).
    m_session->whenIdle(this, [this, l, seek, at = m_applying] {
        if (at != m_applying)
            return;
        const Player* player = m_session->player();
        const quint64 reached = player ? player->position() : 0;
        // Stopped on the way (Esc) is the teacher's choice; a run that ends before the step is said.
        if (seek && reached < l.step && player && (player->atEnd() || player->capReached()))
            sayLater([step = l.step, reached] {
                return tr("The lesson goes to step %1, but this run ends at step %2: it shows its last step.")
                    .arg(step)
                    .arg(reached);
            });
        if (!l.program.isEmpty())
            applyProgram(l);
        else if (!l.compare.isEmpty())
            applyCompare(l);
    });
}

void LessonController::applyProgram(const Lesson& l)
{
    SteppedProgramState state;
    state.text = l.program;
    state.python = l.programLanguage == QLatin1String("python");
    // Its own input, else the lesson's, else the one on screen (the problem's sample: a lesson that names none).
    state.input = !l.programInput.isEmpty() ? l.programInput : !l.input.isEmpty() ? l.input : m_session->inputText();
    state.board = l.programBoard;
    state.step = l.programStep;
    state.breakpoints = l.programBreakpoints;
    // Recorded again in the background, on the lesson's input; stepped where it stood once it is.
    m_window->programKeeper()->stepAgain(state, [this, l, at = m_applying](bool stepped) {
        if (at != m_applying)
            return;
        if (!stepped) {
            sayLater([] {
                return tr("The lesson's program could not be stepped again: My solution says why.");
            });
            return;
        }
        if (!l.compare.isEmpty() && l.compareProgram && m_window->packKeeper()->packPlace()) {
            m_window->programKeeper()->setBesideOn(true);
            if (!m_window->packKeeper()->chooseOwnBeside(l.compare.front()))
                sayLater([choice = LessonFile::quoted(l.compare.front())] {
                    return tr("The solution beside the program (%1) is not one of this problem pack's: its reference "
                              "stands there.")
                        .arg(choice);
                });
        } else if (!l.compare.isEmpty() && l.compareProgram) {
            if (!m_sideBySide->open(l.compare))
                sayLater([list = LessonFile::quoted(l.compare.join(QStringLiteral(", ")))] {
                    return tr("The methods beside the program (%1) are not one or two methods of this problem: the "
                              "program is shown alone.")
                        .arg(list);
                });
            else if (Lesson::speedNames().contains(l.compareSpeed))
                m_sideBySide->view()->bar()->target()->setRung(
                    static_cast<int>(Lesson::speedNames().indexOf(l.compareSpeed)));
        }
    });
}

void LessonController::applyPack(const Lesson& l)
{
    PackKeeper* packs = m_window->packKeeper();
    m_sideBySide->closeStandIn(); // the panes of the pack on screen before go; the lesson's own open below
    const PackPlace place{l.pack, l.packHash, l.method, l.code == QLatin1String("python"), l.input, l.step};
    QString why;
    if (!packs->openPackAt(place, &why)) {
        // Said in the lesson's language, as it was found: the pack's own words are in it.
        m_message << [why] { return tr("The lesson's problem pack cannot be opened: %1").arg(why); };
        return;
    }
    const std::optional<PackPlace> opened = packs->packPlace();
    if (!l.method.isEmpty() && opened && opened->choice != l.method)
        m_message << [method = l.method] {
            return tr("The lesson's method \"%1\" is not a method or a mistake of this problem pack: the window "
                      "shows its first method, at the start.")
                .arg(LessonFile::quoted(method));
        };
    if (!l.program.isEmpty())
        applyProgram(l); // the pack's solution beside it, where the lesson names one
    else if (!l.compare.isEmpty() && !m_sideBySide->openStandIn(l.compare, quint64(std::max<qint64>(l.compareMoment, 0))))
        m_message << [list = l.compare.join(QStringLiteral(", "))] {
            return tr("The lesson's solutions side by side (%1) are not two or three of this problem pack's: the "
                      "window shows one.")
                .arg(LessonFile::quoted(list));
        };
}

quint64 LessonController::stepOnScreen() const
{
    if (const std::optional<PackPlace> pack = m_window->packKeeper()->packPlace())
        return pack->step;
    return m_session->player() ? m_session->player()->position() : 0;
}

void LessonController::goToStep(quint64 step)
{
    if (m_window->packKeeper()->packPlace())
        m_window->packKeeper()->goToPackStep(step);
    else
        m_session->seek(step);
}

QList<Words> LessonController::applyBreakpoints(QVector<int> lines)
{
    std::sort(lines.begin(), lines.end());
    lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
    QVector<int> refused;
    for (const int line : std::as_const(lines))
        if (!m_window->code()->toggleListingBreakpoint(line))
            refused << line;
    if (refused.isEmpty())
        return {};
    if (refused.size() == 1)
        return {[line = refused.front()] {
            return tr("Line %1 of the code is not a line the method can stop on: that breakpoint is left out.")
                .arg(line);
        }};
    // One sentence however many: the count and the first runs of lines.
    constexpr qsizetype kRunsSaid = 3;
    const QList<std::pair<int, int>> runs = lineRuns(refused, kRunsSaid + 1);
    return {[count = refused.size(), runs = runs.mid(0, kRunsSaid), more = runs.size() > kRunsSaid] {
        QStringList said;
        for (const auto& [first, last] : runs)
            said << (first == last ? QString::number(first) : tr("%1 to %2").arg(first).arg(last));
        if (more)
            said << QStringLiteral("…");
        return tr("%1 breakpoints are on lines the method cannot stop on (lines %2): they are left out.")
            .arg(QLocale(language::current()).toString(count), said.join(QStringLiteral(", ")));
    }};
}

void LessonController::applyCompare(const Lesson& l)
{
    const auto methods = CompareView::parseMethods(l.compare.join(QLatin1Char(',')), m_session->problemId());
    if (!methods || !m_sideBySide->open(*methods)) {
        sayLater([list = LessonFile::quoted(l.compare.join(QStringLiteral(", ")))] {
            return tr("The methods to compare (%1) are not two or three different methods of this problem: one "
                      "method is shown.")
                .arg(list);
        });
        return;
    }
    CompareView* view = m_sideBySide->view();
    if (l.compareNote && m_session->input()) {
        // The sentence of "where does it go wrong", found again, in the window's language.
        const auto where = DivergenceWords::find(m_session->problem(), m_session->input(), m_session->method());
        if (where && view->methods() == QStringList{where->against, where->method})
            view->setNote(where->text);
    }
    if (Lesson::speedNames().contains(l.compareSpeed))
        view->bar()->target()->setRung(static_cast<int>(Lesson::speedNames().indexOf(l.compareSpeed)));
    Lockstep* lockstep = view->lockstep();
    if (l.compareMoment >= 0 && l.compareMoment != lockstep->moment())
        lockstep->goToMoment(l.compareMoment);
    // Each pane to its own step once they stand at the moment: one that waits at the moment's
    // end, one still in it.
    lockstep->whenIdle(this, [this, lockstep, steps = l.compareSteps, at = m_applying] {
        const QList<ComparePane*> panes = m_sideBySide->view()->panes();
        if (at != m_applying || !m_sideBySide->isOpen() || steps.size() != panes.size())
            return;
        for (qsizetype i = 0; i < panes.size(); ++i) {
            Session* pane = panes[i]->session();
            if (pane->player() && pane->player()->position() != steps[i])
                pane->seek(steps[i]);
        }
    });
}

void LessonController::sayLater(const Words& words)
{
    m_message << words;
    showBanner([this] { return message(); }, -1);
}

} // namespace sb::ui
