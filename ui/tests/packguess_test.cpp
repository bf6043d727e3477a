// SPDX-License-Identifier: GPL-3.0-or-later
// Guess first on a problem pack's board: the run holds before each line that changes a cell and asks which
// cell; a click on the board answers, is judged with what the line did, and the line runs.
#include "packwindow.h"

#include "packs/packguess.h"
#include "window/boardcolumn.h"

#include "trace.h"

#include <QAction>
#include <QLineEdit>

using namespace sb::ui;
using sb::ui::test::PackWindow;

namespace {

class PackGuessing : public PackWindow {
protected:
    PackGuess* guess() const { return packs()->guess(); }
    /// Right until a question waits; false when the run ends first.
    bool rightUntilAsked()
    {
        for (int i = 0; i < 2000 && !guess()->asking(); ++i) {
            if (stepper()->pastLastLine())
                return false;
            key(Qt::Key_Right);
        }
        return guess()->asking();
    }
    /// Where the line about to run changes a cell, as the pack reads the board after it.
    std::pair<int, int> changedNext() const
    {
        const sb::pack::PackPicture after =
            sb::pack::pictureAt(*packs()->pack(), *packs()->solution(), *stepper()->trace(), stepper()->step() + 1);
        const auto first = std::find(after.changed.begin(), after.changed.end(), true);
        const int cell = static_cast<int>(first - after.changed.begin());
        return {cell / after.cells->cols, cell % after.cells->cols};
    }
    void click(int row, int col)
    {
        const QRectF area = QRectF(packs()->board()->rect()).adjusted(6, 6, -6, -6);
        QTest::mouseClick(packs()->board(), Qt::LeftButton, {},
                          packCellRect(area, packs()->board()->look(), row, col).center().toPoint());
    }
};

} // namespace

TEST_F(PackGuessing, TheRunHoldsBeforeALineThatChangesACellAndAClickOnTheBoardAnswers)
{
    open("regions");
    QAction* guessFirst = nullptr;
    for (QAction* a : window->findChildren<QAction*>())
        if (a->text() == QStringLiteral("Guess first: ask before each event"))
            guessFirst = a;
    ASSERT_NE(guessFirst, nullptr);
    ASSERT_TRUE(guessFirst->isEnabled());
    guessFirst->trigger();
    EXPECT_TRUE(guess()->active());

    // Right runs lines until one is about to change a cell: there the run holds and asks.
    ASSERT_TRUE(rightUntilAsked());
    const std::size_t at = stepper()->step();
    const int line = stepper()->trace()->line(at);
    EXPECT_EQ(guess()->question(),
              QStringLiteral("Guess first: which cell of the board does line %1 change? Click it.").arg(line));
    EXPECT_EQ(window->narration(), guess()->question());
    key(Qt::Key_Right);
    EXPECT_EQ(stepper()->step(), at) << "held until answered";

    // A wall is not the cell: wrong, said with the cell the line changes; then the line runs.
    const auto [row, col] = changedNext();
    const int wrongCol = col == 2 ? 1 : 2;
    click(row == 0 ? 1 : 0, wrongCol);
    EXPECT_EQ(stepper()->step(), at + 1);
    EXPECT_FALSE(guess()->lastRight());
    EXPECT_EQ(guess()->verdict(), QStringLiteral("Not row %1, column %2: line %3 changes row %4, column %5. 0 of 1 right.")
                                      .arg(row == 0 ? 1 : 0)
                                      .arg(wrongCol)
                                      .arg(line)
                                      .arg(row)
                                      .arg(col));
    EXPECT_EQ(window->verdict(), guess()->verdict());

    // The next question, answered on the right cell.
    ASSERT_TRUE(rightUntilAsked());
    EXPECT_TRUE(guess()->verdict().isEmpty()) << "the verdict goes as the class steps on";
    const auto [r2, c2] = changedNext();
    click(r2, c2);
    EXPECT_TRUE(guess()->lastRight());
    EXPECT_EQ(guess()->right(), 1);
    EXPECT_EQ(guess()->asked(), 2);
    EXPECT_TRUE(guess()->verdict().startsWith(QStringLiteral("Right: line"))) << guess()->verdict().toStdString();

    // Play stops where the next question is asked.
    stepper()->play();
    for (int i = 0; i < 400 && stepper()->isPlaying(); ++i)
        QTest::qWait(10);
    EXPECT_FALSE(stepper()->isPlaying());
    EXPECT_TRUE(guess()->asking());

    // Off: no question, Right runs on.
    guessFirst->trigger();
    EXPECT_FALSE(guess()->active());
    EXPECT_FALSE(guess()->asking());
    const std::size_t before = stepper()->step();
    key(Qt::Key_Right);
    EXPECT_EQ(stepper()->step(), before + 1);
}

TEST_F(PackGuessing, BeforeALineThatPrintsItAsksWhatAndTheWordsTypedAnswer)
{
    open("regions");
    // The line that prints the answer: the first position whose line prints.
    const sb::program::Trace& trace = *stepper()->trace();
    std::size_t printing = 0;
    while (printing + 1 < trace.positions() && trace.outputWritten(printing + 1) == trace.outputWritten(printing))
        ++printing;
    ASSERT_LT(printing + 1, trace.positions());
    const QString printed = QString::fromStdString(trace.output).simplified();
    ASSERT_FALSE(printed.isEmpty());
    packs()->goToStep(printing);
    ASSERT_EQ(stepper()->step(), printing);
    const int line = trace.line(printing);

    // Turned on there, it asks at once, and the box for the words shows.
    guess()->setActive(true);
    ASSERT_TRUE(guess()->asking());
    EXPECT_TRUE(guess()->asksPrinted());
    EXPECT_EQ(guess()->question(), QStringLiteral("Guess first: what does line %1 print? Type it, then press Enter.").arg(line));
    EXPECT_FALSE(guess()->answerBox()->isHidden());
    key(Qt::Key_Right);
    EXPECT_EQ(stepper()->step(), printing) << "held until answered";

    // Wrong words: said with what it prints; the line runs and the box goes.
    QTest::keyClicks(guess()->answerBox(), QStringLiteral("%1 0"));
    QTest::keyClick(guess()->answerBox(), Qt::Key_Return);
    EXPECT_EQ(stepper()->step(), printing + 1);
    EXPECT_FALSE(guess()->lastRight());
    // What was typed is said as it was, a "%1" of its own too.
    EXPECT_EQ(guess()->verdict(), QStringLiteral("Not \"%1 0\": line ") + QString::number(line) + QStringLiteral(" prints \"") +
                                      printed + QStringLiteral("\". 0 of 1 right."));
    EXPECT_TRUE(guess()->answerBox()->isHidden());

    // Back and asked again: the same words with other blanks are right.
    key(Qt::Key_Left);
    key(Qt::Key_Right);
    ASSERT_TRUE(guess()->asksPrinted());
    EXPECT_TRUE(guess()->answerBox()->text().isEmpty()) << "a new question, a clean box";
    QTest::keyClicks(guess()->answerBox(), QStringLiteral("  ") + QString(printed).replace(' ', QStringLiteral("   ")) + ' ');
    QTest::keyClick(guess()->answerBox(), Qt::Key_Return);
    EXPECT_TRUE(guess()->lastRight());
    EXPECT_EQ(guess()->verdict(), QStringLiteral("Right: line %1 prints \"%2\". 1 of 2 right.").arg(line).arg(printed));
    EXPECT_EQ(stepper()->step(), printing + 1);
}
