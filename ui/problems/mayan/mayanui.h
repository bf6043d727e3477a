// SPDX-License-Identifier: GPL-3.0-or-later
// The Mayan puzzle's ProblemUi, shared by mayanui.cpp and mayansteps.cpp (its sentences of a step).
#pragma once

#include "mayanview.h"
#include "randomboarddialog.h"

#include "run/problemui.h"

#include "mayan/mayan.h"
#include "mayan/randomboard.h"

#include <QCoreApplication>

namespace sb::ui {

/// The Mayan puzzle in the window: the board, the search's call stack, its sentences.
class MayanUi final : public ProblemUi {
    Q_DECLARE_TR_FUNCTIONS(MayanUi)
public:
    std::string_view id() const override { return mayan::kProblem.id; }
    QString name() const override { return tr("Mayan puzzle (NOIP 2011)"); }
    QString shortName() const override { return tr("Mayan puzzle"); }
    QString methodLabel(std::string_view method) const override;
    QString methodSummary(std::string_view method) const override;
    QString beforeFirstStep() const override
    {
        return tr("The board is empty until the program reads it. Step forward to read the input and start the search.");
    }
    QString step(const Step& s) const override;
    QString moment(qint64 n) const override { return tr("Search nodes: %1").arg(n); }
    QString nextMoment() const override { return tr("Next node"); }
    QString previousMoment() const override { return tr("Previous node"); }
    QString comparison(const QString& method, qint64 moment, const QString& counter, qint64 value) const override
    {
        return tr("Before: %1 after %2 search nodes, %3: %4").arg(method).arg(moment).arg(counter).arg(value);
    }
    QVector<Counter> shownCounters() const override
    {
        return {mayan::Counters::MovesTried, mayan::Counters::ColourPrunes, mayan::Counters::MemoPrunes};
    }
    QString counterName(Counter counter) const override;
    QString inputMessage(const InputError& e) const override;
    QStringList sampleFiles() const override;
    QStringList sampleTitles() const override;
    QString inputHint() const override
    {
        return tr("The input the program reads: n, then five columns from the left, each its colours from the "
                  "bottom up and a 0");
    }
    QString randomInputLabel() const override { return tr("Random board…"); }
    QString askRandomInput(QWidget* parent) const override
    {
        RandomBoardDialog dialog(parent);
        return dialog.exec() == QDialog::Accepted ? dialog.text() : QString();
    }
    BoardView* createBoard(RunSource* source, QWidget* parent) const override { return new MayanView(source, parent); }
    QString verdictReason(std::string_view method, const ProblemInput&, const std::string&) const override;
    QString testNote(std::string_view test) const override;
    QString momentsName() const override { return tr("Search nodes"); }
    QString programUnitsName() const override { return tr("Blocks read, then the search"); }
    QString momentsUnit() const override { return tr("nodes", "play by"); }
    QString momentNote(qint64 moment, const MomentNote& note) const override;
    QString growthSize() const override;
    QString growthWork() const override;
    QVector<GrowthInput> growthInputs() const override;
    bool question(const Step& next, PredictQuestion& out) const override;
    Counter costCounter() const override { return mayan::Counters::CellsLooked; }
    QVector<qint32> topLevelMove(std::span<const CellValue> board) const override;

private:
    /// A function of the listing as the listing on screen names it (Call's first argument).
    QString function(int callee) const;
    QString call(const Step& s) const;
    QString global(int which) const;
};

} // namespace sb::ui
