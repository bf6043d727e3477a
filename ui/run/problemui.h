// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "run/boardmark.h"

#include "core/inputerror.h"
#include "core/problem.h"
#include "core/step.h"

#include <QString>
#include <QStringList>
#include <QVector>

#include <span>
#include <string>
#include <string_view>

class QWidget;

namespace sb::ui {

class BoardView;
class RunSource;

/// One input of a growth chart: its size, its text, and how many moments it holds.
struct GrowthInput {
    double size = 0;
    QString text;
    double moments = 1;
};

/// One part of a question answered on the board.
struct PredictClick {
    QString prompt;       ///< what to click: "Click the pile it lands on."
    QVector<int> cells;   ///< the right cells, flat as the engine numbers them
    /// Pick every one of `cells`: clicks toggle a cell, and Check judges the set. Otherwise one
    /// click, right when it hits any of `cells`.
    bool every = false;
    /// With `every`: the question says how many (a pair), so the set is judged once that many are picked.
    bool countKnown = false;
};

/// A guess-first question about the step about to run: answered with a button (or its
/// key), or with clicks on the board when `choices` is empty.
struct PredictQuestion {
    QString text;                 ///< "How many stones in this line?"
    QStringList choices;          ///< the buttons, in order; empty: click the board
    int answer = -1;              ///< the right choice
    QVector<PredictClick> clicks; ///< a click question: its parts, in order; right when every part is
    QString answerText;           ///< the right answer in words, said after a wrong guess
};

/// Everything the window knows about one problem: its board, its words and its
/// inputs. The window, the player bar and the input panel ask this and never
/// name a problem; a problem's folder under ui/problems/ holds one of these.
/// Every text is translated when asked, so a language switch shows at once.
class ProblemUi {
public:
    virtual ~ProblemUi() = default;

    virtual std::string_view id() const = 0;
    virtual QString name() const = 0;
    /// The name for the problem list, short enough for a projector's toolbar.
    virtual QString shortName() const = 0;
    /// The method's name for a list: short ("Exactly five").
    virtual QString methodLabel(std::string_view method) const = 0;
    /// What the method does and what it costs, for a title or a tooltip.
    virtual QString methodSummary(std::string_view method) const = 0;

    /// The sentence before any step has run.
    virtual QString beforeFirstStep() const = 0;
    /// One sentence for a step, in the numbers the listing on screen uses.
    virtual QString step(const Step& step) const = 0;
    /// Where a run stands in the problem's own terms: "Move 7", "Round 2".
    virtual QString moment(qint64 n) const = 0;
    virtual QString nextMoment() const = 0;
    virtual QString previousMoment() const = 0;
    /// The other method's work when the class switched away from it.
    virtual QString comparison(const QString& method, qint64 moment, const QString& counter, qint64 value) const = 0;
    /// The counters the status line shows.
    virtual QVector<Counter> shownCounters() const = 0;
    /// A counter of the problem's engine in words, as the status line and the charts name it: "cells looked at".
    virtual QString counterName(Counter counter) const = 0;

    /// The built-in inputs: file stems under resources/samples/<problem>/, and their titles.
    virtual QStringList sampleFiles() const = 0;
    virtual QStringList sampleTitles() const = 0;
    /// The sample a problem opens on (its sample.txt).
    virtual int openingSample() const { return 0; }
    /// What the input text holds, for a tooltip.
    virtual QString inputHint() const = 0;
    /// The label of the button that makes a random input.
    virtual QString randomInputLabel() const = 0;
    /// Asks for the choices of a random input; its text, or empty when cancelled.
    virtual QString askRandomInput(QWidget* parent) const = 0;

    /// An input error in words, with its line and column.
    QString inputError(const InputError& error) const;
    /// One of the problem's own input messages (ProblemDesc::messages) in words, without its place.
    virtual QString inputMessage(const InputError& error) const = 0;

    /// The board this problem is drawn on; the window owns it.
    virtual BoardView* createBoard(RunSource* source, QWidget* parent) const = 0;

    /// Why a method's output differs from the reference answer, in one sentence
    /// the class can check on the board; empty when there is nothing to add.
    virtual QString verdictReason(std::string_view method, const ProblemInput& input,
                                  const std::string& reference) const = 0;
    /// The cells the board shows with the verdict (the winning line the method missed).
    virtual QVector<BoardMark> verdictMarks(const ProblemInput&, const std::string&) const { return {}; }
    /// What a test of the judge's bank checks, said beside its verdict: why a program fails it.
    /// Keyed by the test's name in the bank; empty for a test that needs no word.
    virtual QString testNote(std::string_view /*test*/) const { return {}; }
    /// Why a method that never ends repeats, from its outcome's repetition; empty for a
    /// problem none of whose methods can be caught repeating.
    virtual QString repetition(const Repetition&) const { return {}; }
    /// The top-level move a run stands under (a search's first move), read off its board, as numbers that
    /// sort in the order the method tries them; empty at the root, and always for a
    /// problem without such moves. A switch of method lands on the same moment when it
    /// is under the same top-level move, else at the start of that move.
    virtual QVector<qint32> topLevelMove(std::span<const CellValue> board) const
    {
        Q_UNUSED(board);
        return {};
    }

    /// What a method did in one moment (a note of the engine's moment reader), as a sentence
    /// that begins with the moment: "Move 11: X plays and finds no five."
    virtual QString momentNote(qint64 moment, const MomentNote& note) const = 0;
    /// What the moments are called on a chart's axis: "Moves", "Rounds".
    virtual QString momentsName() const = 0;
    /// What a student's program is drawn against on a chart: the problem's units it has done
    /// (ProgramBoardReader::unitsDone), as an axis title; the moments where they are the same.
    virtual QString programUnitsName() const { return momentsName(); }
    /// The moments as play counts them, a short word in lower case ("moves", "rounds", "nodes").
    virtual QString momentsUnit() const = 0;
    /// The counter the cost curves draw against the moment: the problem's work.
    virtual Counter costCounter() const { return shownCounters().front(); }
    /// The growth chart: what its size is (an axis title), what its work per moment is,
    /// and inputs of growing size, made the same way every time.
    virtual QString growthSize() const = 0;
    virtual QString growthWork() const = 0;
    virtual QVector<GrowthInput> growthInputs() const = 0;

    /// A student's program's board: what each of the problem's marks is called, in the order of
    /// BoardChoice::marks (Caro: "X", "O"; cards: "A card taken off"); empty when it has none.
    virtual QStringList programBoardMarks() const { return {}; }
    /// The program keeps its board as piles of cards, not as a grid.
    virtual bool programBoardInPiles() const { return false; }

    /// Guess first: the question to ask before `next` runs, from the step itself; false
    /// when a step of its kind asks nothing.
    virtual bool question(const Step& next, PredictQuestion& out) const
    {
        Q_UNUSED(next);
        Q_UNUSED(out);
        return false;
    }
};

/// Every problem's window side, in the engine's menu order: the built-in ones, then those registered.
/// Defined by ui/problems/registry.cpp, the one list of problems, which every program that links
/// stepboard_ui is given (the folders below the problems' own ask this and never name one).
std::span<const ProblemUi* const> problemUis() noexcept;
/// Adds the window side of a problem registered with the engine (sb::registerProblem()), before
/// the window opens; one whose id is already known is not added again.
void registerProblemUi(const ProblemUi* ui);
/// The window side of a problem; every problem of the engine has one.
const ProblemUi& problemUi(std::string_view id);

} // namespace sb::ui
