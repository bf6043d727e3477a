// SPDX-License-Identifier: GPL-3.0-or-later
#include "rowmaxui.h"
#include "rowmaxview.h"

#include "common/language.h"
#include "run/problemui.h"
#include "run/narrator.h"

#include "rowmax/rowmax.h"

#include <QRandomGenerator>
#include <QTranslator>

#include <map>
#include <memory>

namespace sb::ui {

namespace {

/// The largest value of a row in the window. Places in the row are counted from 0, as in the
/// listings.
class RowmaxUi final : public ProblemUi {
public:
    /// Its words in the window's language, from its own translations (rowmax_<language>.ts beside
    /// this file, built into the tests): the app's translations hold the built-in problems' only.
    static QString tr(const char* text, const char* disambiguation = nullptr);

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
    /// Eight values from -99 to 99, made at once: there is nothing to choose.
    QString askRandomInput(QWidget*) const override
    {
        QString text = QStringLiteral("8\n");
        for (int i = 0; i < 8; ++i)
            text += QString::number(QRandomGenerator::global()->bounded(-99, 100)) + QLatin1Char(i < 7 ? ' ' : '\n');
        return text;
    }
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
    BoardView* createBoard(RunSource* source, QWidget* parent) const override { return new RowmaxView(source, parent); }
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

QString RowmaxUi::tr(const char* text, const char* disambiguation)
{
    static std::map<QString, std::unique_ptr<QTranslator>> translators;
    const QString code = language::current();
    auto found = translators.find(code);
    if (found == translators.end()) {
        // English has no file: a translator that loaded nothing leaves the words as written.
        auto translator = std::make_unique<QTranslator>();
        if (!translator->load(QStringLiteral(":/i18n/rowmax_%1.qm").arg(code)))
            translator.reset();
        found = translators.emplace(code, std::move(translator)).first;
    }
    const QString words = found->second ? found->second->translate("sb::ui::RowmaxUi", text, disambiguation) : QString();
    return words.isEmpty() ? QString::fromUtf8(text) : words;
}

} // namespace

const ProblemUi& rowmaxUi()
{
    static const RowmaxUi ui;
    return ui;
}

} // namespace sb::ui
