// SPDX-License-Identifier: GPL-3.0-or-later
#include "rowmaxui.h"
#include "rowmaxview.h"

#include "problems/problemui.h"
#include "run/narrator.h"

#include "rowmax/rowmax.h"

#include <QCoreApplication>

namespace sb::ui {

namespace {

/// The largest value of a row in the window. Places in the row are counted from 0, as in the
/// listings.
class RowmaxUi final : public ProblemUi {
    Q_DECLARE_TR_FUNCTIONS(RowmaxUi)
public:
    std::string_view id() const override { return rowmax::kProblem.id; }
    QString name() const override { return tr("The largest value of a row"); }
    QString shortName() const override { return tr("Largest value"); }
    QString methodLabel(std::string_view) const override { return tr("Keep the best"); }
    QString methodSummary(std::string_view) const override
    {
        return tr("Look at each value once, keeping the largest so far: n - 1 comparisons.");
    }
    QString beforeFirstStep() const override { return tr("Nothing is read yet. Step forward to read the row."); }
    QString step(const Step& s) const override
    {
        using rowmax::Narration;
        const auto n = [&s](int i) { return s.args[static_cast<std::size_t>(i)]; };
        switch (static_cast<Narration>(s.narration)) {
        case Narration::ReadSize:
            return tr("The row has %1 values.").arg(n(0));
        case Narration::EmptyRow:
            return tr("An empty list for the row.");
        case Narration::ReadValue:
            return tr("Value %1 of the row is %2.").arg(n(0)).arg(n(1));
        case Narration::First:
            return tr("The first value, %1, is the largest so far.").arg(n(0));
        case Narration::Larger:
            return tr("Value %1 is %2, larger than %3.").arg(n(0)).arg(n(1)).arg(n(2));
        case Narration::NotLarger:
            return tr("Value %1 is %2, not larger than %3.").arg(n(0)).arg(n(1)).arg(n(2));
        case Narration::Keep:
            return tr("%1 is the largest so far.").arg(n(1));
        case Narration::Answer:
            return tr("The largest value is %1.").arg(n(0));
        }
        return {};
    }
    QString moment(qint64 n) const override { return tr("Value %1").arg(n); }
    QString nextMoment() const override { return tr("Next value"); }
    QString previousMoment() const override { return tr("Previous value"); }
    QString comparison(const QString& method, qint64 moment, const QString& counter, qint64 value) const override
    {
        return tr("Before: %1 at value %2, %3: %4").arg(method).arg(moment).arg(counter).arg(value);
    }
    QVector<Counter> shownCounters() const override { return {rowmax::Counters::Comparisons, rowmax::Counters::ValuesLooked}; }
    QString counterName(Counter counter) const override
    {
        return counter == rowmax::Counters::Comparisons ? tr("comparisons") : tr("values looked at");
    }
    QStringList sampleFiles() const override { return {QStringLiteral("sample"), QStringLiteral("negatives")}; }
    QStringList sampleTitles() const override { return {tr("Sample"), tr("Every value negative")}; }
    QString inputHint() const override { return tr("The input the program reads: n, then the n values of the row"); }
    QString randomInputLabel() const override { return tr("Random row…"); }
    QString askRandomInput(QWidget*) const override { return {}; }
    QString inputMessage(const InputError& e) const override
    {
        const auto a = [&e](int i) { return Narrator::inputArg(e, i); };
        switch (e.message) {
        case rowmax::Messages::MissingSize:
            return tr("the input is empty: it must start with n, the length of the row");
        case rowmax::Messages::SizeOutOfRange:
            return tr("the length of the row %1 is outside %2 to %3").arg(a(0), a(1), a(2));
        case rowmax::Messages::MissingValues:
            return tr("the input ends early: %1 values expected, only %2 found").arg(a(0), a(1));
        case rowmax::Messages::ValueOutOfRange:
            return tr("the value %1 is outside %2 to %3").arg(a(0), a(1), a(2));
        }
        return {};
    }
    BoardView* createBoard(Session* session, QWidget* parent) const override { return new RowmaxView(session, parent); }
    QString verdictReason(std::string_view, const ProblemInput&, const std::string&) const override { return {}; }
    QString momentNote(qint64 moment, const MomentNote& note) const override
    {
        return tr("Value %1: the largest so far is %2.").arg(moment).arg(note.args.empty() ? 0 : note.args[0]);
    }
    QString momentsName() const override { return tr("Values"); }
    QString momentsUnit() const override { return tr("values", "play by"); }
    QString growthSize() const override { return tr("Values in the row (n)"); }
    QString growthWork() const override { return tr("Comparisons per value"); }
    QVector<GrowthInput> growthInputs() const override
    {
        QVector<GrowthInput> inputs;
        for (const int n : {2, 5, 10, 20}) {
            QString text = QString::number(n) + QLatin1Char('\n');
            for (int i = 0; i < n; ++i)
                text += QString::number(i * 7 % 13) + QLatin1Char(i + 1 < n ? ' ' : '\n');
            inputs.push_back({static_cast<double>(n), text, static_cast<double>(n)});
        }
        return inputs;
    }
    QStringList programBoardMarks() const override { return {}; }
};

} // namespace

const ProblemUi& rowmaxUi()
{
    static const RowmaxUi ui;
    return ui;
}

} // namespace sb::ui
