// SPDX-License-Identifier: GPL-3.0-or-later
// "My solution": the student's own program written, kept, built and run in the sandbox from the
// window, with its verdict, its output and a compile error on the line it names.
#include "judge/judgedialog.h"
#include "widgets/codeview.h"
#include "widgets/watchpanel.h"
#include "widgets/callstackbar.h"
#include "judge/judgedtest.h"
#include "judge/testdiff.h"
#include "mysolution.h"
#include "headers.h"
#include "probetrace.h"
#include "openwindow.h"
#include "compare/comparepane.h"
#include "own/besidereference.h"
#include "own/boardchoicedialog.h"
#include "own/mytests.h"
#include "own/runresults.h"
#include "own/solutioncontroller.h"
#include "own/solutionpanel.h"
#include "own/stepper.h"
#include "widgets/playactions.h"
#include "widgets/speedbox.h"

#include "core/answer.h"
#include "core/judge.h"
#include "core/player.h"
#include "core/problem.h"
#include "sandbox.h"
#include "widgets/boardview.h"
#include "run/session.h"
#include "widgets/playerbar.h"
#include "widgets/timeline.h"
#include "window/boardcolumn.h"
#include "widgets/wraplabel.h"
#include "window/sidepanel.h"
#include "caro/caro.h"

#include <Qsci/qsciscintilla.h>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QToolButton>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMouseEvent>
#include <QSettings>
#include <QProgressBar>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QHeaderView>
#include <QTableWidget>
#include <QPlainTextEdit>

#include <algorithm>

using namespace sb::ui;
using sb::ui::test::kCaroBorderedRows;
using sb::ui::test::MySolution;

namespace {

/// Every sentence the pane beside shows is whole, once its layout has settled.
void expectWordsWhole(const BesideReference* beside)
{
    for (int i = 0; i < 4; ++i)
        QApplication::processEvents();
    for (const WrapLabel* label : beside->findChildren<WrapLabel*>()) {
        if (label->isVisible()) {
            EXPECT_TRUE(label->textFits()) << label->text().toStdString() << " needs " << label->heightForWidth(label->width())
                                           << " px, has " << label->height();
        }
    }
}

QString resource(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

TEST_F(MySolution, StartsFromTheProblemsStartTextAndKeepsWhatIsTyped)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    EXPECT_EQ(panel()->editor()->text(), resource(QStringLiteral(":/listings/caro/start.cpp")));
    // Untouched, the start text is not written, whatever the panel goes through.
    ASSERT_TRUE(session()->setProblem(QStringLiteral("mayan")));
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    panel()->editor()->keepNow();
    EXPECT_FALSE(QFile::exists(SolutionEditor::keptPath(QStringLiteral("caro"), SolutionPanel::Language::Cpp)));
    // Typed: written a moment later, whole, beside the settings.
    panel()->editor()->SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
    QTest::keyClicks(panel()->editor(), QStringLiteral("// mine"));
    QTest::keyClick(panel()->editor(), Qt::Key_Return);
    const QString typed = panel()->editor()->text();
    EXPECT_TRUE(typed.endsWith(QStringLiteral("// mine\n")));
    const QString path = SolutionEditor::keptPath(QStringLiteral("caro"), SolutionPanel::Language::Cpp);
    QElapsedTimer waited;
    waited.start();
    while (!QFile::exists(path) && waited.elapsed() < 5000)
        QTest::qWait(50);
    EXPECT_EQ(resource(path), typed);
    // Another problem has its own; back again, and in a new window, the typed text.
    ASSERT_TRUE(session()->setProblem(QStringLiteral("mayan")));
    EXPECT_EQ(panel()->editor()->text(), resource(QStringLiteral(":/listings/mayan/start.cpp")));
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    EXPECT_EQ(panel()->editor()->text(), typed);
    window = test::laptopWindow();
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    EXPECT_EQ(panel()->editor()->text(), typed);
    // Python is a text of its own, and the choice is kept for the problem.
    panel()->controller()->setLanguage(SolutionPanel::Language::Python);
    EXPECT_EQ(panel()->editor()->text(), resource(QStringLiteral(":/listings/caro/start.py")));
    window = test::laptopWindow();
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    EXPECT_EQ(panel()->editor()->language(), SolutionPanel::Language::Python);
    panel()->controller()->setLanguage(SolutionPanel::Language::Cpp);
    EXPECT_EQ(panel()->editor()->text(), typed);
}

TEST_F(MySolution, AnUntouchedStartTextBeginsNothingInTheBackground)
{
    // With a cache to keep them in (the app's own; none in the other tests), only the student's own edits
    // of a C++ program begin building what its first Step through would wait for.
    const sb::box::WorkFolder cache;
    sb::program::setHeaderCache(cache.path() / "headers");
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    panel()->editor()->keepNow(); // the start text, untouched: nothing is begun
    sb::program::probed::waitForPrepared();
    EXPECT_FALSE(std::filesystem::exists(cache.path() / "headers"));
    sb::program::setHeaderCache({});
}

TEST_F(MySolution, EditingACppProgramBuildsTheProbesRuntimeInTheBackground)
{
    const sb::box::WorkFolder cache;
    sb::program::setHeaderCache(cache.path() / "headers");
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    panel()->editor()->setText(QStringLiteral("int main() { return 0; }\n")); // no <bits/stdc++.h>: no header
    panel()->editor()->keepNow();
    sb::program::probed::waitForPrepared();
    bool runtime = false;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(cache.path() / "headers", ec))
        runtime = runtime || entry.path().filename().string().starts_with(
                                 sb::program::runtimeFolderPrefix(sb::program::compilerName()));
    EXPECT_TRUE(runtime);
    EXPECT_TRUE(sb::program::readyHeaders().empty());
    sb::program::setHeaderCache({});
}

TEST_F(MySolution, TheReferencesOwnListingIsAcceptedAndPrintsTheAnswer)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    panel()->editor()->setText(resource(QStringLiteral(":/listings/caro/count-outwards.cpp")));
    runAndWait();
    EXPECT_EQ(panel()->results()->verdictText(), QStringLiteral("Accepted (AC): the right answer."));
    EXPECT_EQ(panel()->results()->outputText().trimmed(), session()->referenceOutput().trimmed());
    EXPECT_TRUE(panel()->editor()->errorLines().isEmpty());
    // The same in Python.
    panel()->controller()->setLanguage(SolutionPanel::Language::Python);
    panel()->editor()->setText(resource(QStringLiteral(":/listings/caro/count-outwards.py")));
    runAndWait();
    EXPECT_EQ(panel()->results()->verdictText(), QStringLiteral("Accepted (AC): the right answer."));
}

TEST_F(MySolution, AWrongAnswerSaysWhichLineAndWhatIsRight)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    const QString answer = session()->referenceOutput().trimmed();
    ASSERT_NE(answer, QStringLiteral("0")); // the sample has a winner
    runAndWait(); // the start text prints 0
    EXPECT_EQ(panel()->results()->verdictText(),
              QStringLiteral("Wrong answer (WA): line 1 prints \"0\", the right answer is \"%1\".").arg(answer));
    EXPECT_EQ(panel()->results()->outputText(), QStringLiteral("0\n"));
    EXPECT_TRUE(panel()->results()->figuresText().startsWith(QStringLiteral("Exit code 0 · 0.0"))) << panel()->results()->figuresText().toStdString();
    EXPECT_TRUE(panel()->results()->figuresText().contains(QStringLiteral(" s of CPU time · ")));
}

TEST_F(MySolution, ACompileErrorIsMarkedOnItsLineWithTheCompilersWords)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    panel()->editor()->setText(QStringLiteral("#include <iostream>\nint main() {\n    int n = m;\n    std::cout << n;\n}\n"));
    runAndWait();
    EXPECT_EQ(panel()->results()->verdictText(), QStringLiteral("Compile error (CE): see the marked lines."));
    EXPECT_EQ(panel()->editor()->errorLines(), QList<int>{3});
    EXPECT_EQ(panel()->editor()->annotationAt(3), QStringLiteral("Column 13: \u2018m\u2019 was not declared in this scope"));
    EXPECT_TRUE(panel()->results()->errorsText().contains(QStringLiteral("main.cpp:3:")));
    EXPECT_TRUE(panel()->results()->outputText().isEmpty());
    // Fixed: the marks go with the next run.
    panel()->editor()->setText(QStringLiteral("#include <iostream>\nint main() {\n    int n = 0;\n    std::cout << n;\n}\n"));
    runAndWait();
    EXPECT_TRUE(panel()->editor()->errorLines().isEmpty());
    EXPECT_TRUE(panel()->editor()->annotationAt(3).isEmpty());
}

TEST_F(MySolution, PythonsSyntaxErrorAndCrashAreShownAsSuch)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("cards")));
    panel()->controller()->setLanguage(SolutionPanel::Language::Python);
    panel()->editor()->setText(QStringLiteral("import sys\nfor line in sys.stdin:\n    if line = '':\n        pass\n"));
    runAndWait();
    EXPECT_EQ(panel()->results()->verdictText(), QStringLiteral("Compile error (CE): see the marked lines."));
    EXPECT_EQ(panel()->editor()->errorLines(), QList<int>{3});
    EXPECT_TRUE(panel()->editor()->annotationAt(3).startsWith(QStringLiteral("Column 8: SyntaxError")));
    panel()->editor()->setText(QStringLiteral("print(1 // 0)\n"));
    runAndWait();
    EXPECT_EQ(panel()->results()->verdictText(), QStringLiteral("Runtime error (RE): exit code 1."));
    EXPECT_TRUE(panel()->results()->errorsText().contains(QStringLiteral("ZeroDivisionError")));
}

TEST_F(MySolution, AnEndlessLoopIsStoppedAndTheWindowAnswersMeanwhile)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    panel()->editor()->setText(QStringLiteral("int main() { volatile unsigned long x = 0; for (;;) x++; }\n"));
    QSignalSpy finished(panel()->controller(), &SolutionController::runFinished);
    panel()->controller()->run();
    // The window keeps answering: a timer of 50 ms fires again and again while the program runs.
    int ticks = 0;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, [&ticks] { ++ticks; });
    tick.start(50);
    ASSERT_TRUE(finished.wait(60000));
    EXPECT_GE(ticks, 10);
    EXPECT_EQ(panel()->results()->verdictText(), QStringLiteral("Time limit (TLE): it used more than 1 s of CPU time."));
}

TEST_F(MySolution, AFileIsOpenedAndSavedWholeAndAnotherKindIsRefused)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    QTemporaryDir dir;
    const QString program = dir.filePath(QStringLiteral("mine.py"));
    {
        QFile f(program);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("print(0)\n");
    }
    const QString before = panel()->editor()->text();
    EXPECT_FALSE(panel()->controller()->openFile(dir.filePath(QStringLiteral("notes.txt"))));
    EXPECT_EQ(panel()->editor()->text(), before); // nothing typed is lost
    ASSERT_TRUE(panel()->controller()->openFile(program));
    EXPECT_EQ(panel()->editor()->language(), SolutionPanel::Language::Python);
    EXPECT_EQ(panel()->editor()->text(), QStringLiteral("print(0)\n"));
    const QString copy = dir.filePath(QStringLiteral("copy.py"));
    ASSERT_TRUE(panel()->controller()->saveFile(copy));
    EXPECT_EQ(resource(copy), QStringLiteral("print(0)\n"));
    EXPECT_FALSE(panel()->controller()->saveFile(dir.filePath(QStringLiteral("no/such/folder/x.py"))));
}

namespace {

/// The judge dialog with the program in the panel ticked, run to its end.
std::unique_ptr<JudgeDialog> judgeWithMine(MainWindow& window, const QString& text, bool python = false)
{
    auto dialog = std::make_unique<JudgeDialog>(window.session()->problem(), &window);
    dialog->setOwnProgram({python ? QStringLiteral("Python") : QStringLiteral("C++"), text, python, {}}, true);
    dialog->show();
    dialog->start();
    dialog->waitUntilDone();
    return dialog;
}

/// Opens the student's first test with a wrong answer, as a click on its row does: its subtask and
/// index, or -1 when it has none.
std::pair<int, int> openFirstWrongTest(JudgeDialog& dialog)
{
    const sb::MethodResult& mine = dialog.report()->methods[static_cast<std::size_t>(dialog.ownRow())];
    for (std::size_t s = 0; s < mine.subtasks.size(); ++s)
        for (std::size_t t = 0; t < mine.subtasks[s].tests.size(); ++t)
            if (mine.subtasks[s].tests[t].verdict == sb::Verdict::WrongAnswer) {
                dialog.showTests(dialog.ownRow(), static_cast<int>(s));
                const QRect place = dialog.tests()->visualItemRect(dialog.tests()->item(static_cast<int>(t), 0));
                QTest::mouseClick(dialog.tests()->viewport(), Qt::LeftButton, {}, place.center());
                return {static_cast<int>(s), static_cast<int>(t)};
            }
    return {-1, -1};
}

const sb::MethodResult* rowOf(const sb::JudgeReport& report, const std::string& method)
{
    for (const sb::MethodResult& m : report.methods)
        if (m.method == method)
            return &m;
    return nullptr;
}

} // namespace

TEST_F(MySolution, JudgedTheReferencesListingScores100AndAnEditorialTrapGetsItsOwnRow)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    const auto right = judgeWithMine(*window, resource(QStringLiteral(":/listings/caro/count-outwards.cpp")));
    ASSERT_NE(right->report(), nullptr);
    ASSERT_GE(right->ownRow(), 0);
    const sb::MethodResult& mine = right->report()->methods[static_cast<std::size_t>(right->ownRow())];
    EXPECT_EQ(mine.score, 100);
    EXPECT_EQ(right->table()->item(right->ownRow(), 0)->text(), QStringLiteral("My solution (C++)"));
    EXPECT_EQ(right->progress()->value(), right->progress()->maximum());

    // The editorial's trap "exactly five" as a student's program: the same row as the built-in one.
    const auto trap = judgeWithMine(*window, resource(QStringLiteral(":/listings/caro/trap-exact5.cpp")));
    const sb::MethodResult& own = trap->report()->methods[static_cast<std::size_t>(trap->ownRow())];
    const sb::MethodResult* builtIn = rowOf(*trap->report(), "trap-exact5");
    ASSERT_NE(builtIn, nullptr);
    EXPECT_LT(own.score, 100);
    EXPECT_DOUBLE_EQ(own.score, builtIn->score);
    ASSERT_EQ(own.subtasks.size(), builtIn->subtasks.size());
    for (std::size_t s = 0; s < own.subtasks.size(); ++s)
        EXPECT_EQ(own.subtasks[s].passed, builtIn->subtasks[s].passed) << own.subtasks[s].name;
}

TEST_F(MySolution, TheFirstJJudgesTheProgramWrittenAndRunBesideTheMethods)
{
    // Fresh settings, as a class finds it: a program written and run, then J once.
    language::apply(QStringLiteral("vi"));
    ASSERT_TRUE(session()->setProblem(QStringLiteral("cards")));
    window->sidePanel()->setCurrentWidget(panel());
    panel()->editor()->setText(resource(QStringLiteral(":/listings/cards/rows-and-columns.cpp")));
    runAndWait();
    int ownRow = -2;
    QString ownName;
    double score = -1;
    QTimer::singleShot(0, [&] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* d = qobject_cast<JudgeDialog*>(w); d && d->isVisible()) {
                d->waitUntilDone();
                ownRow = d->ownRow();
                if (ownRow >= 0 && d->report()) {
                    ownName = d->table()->item(ownRow, 0)->text();
                    score = d->report()->methods[static_cast<std::size_t>(ownRow)].score;
                }
                d->reject();
            }
    });
    QTest::keyClick(window.get(), Qt::Key_J);
    const std::size_t methods = session()->problem().methods.size();
    EXPECT_EQ(ownRow, static_cast<int>(methods));
    EXPECT_EQ(ownName, QStringLiteral("Bài giải của em (C++)"));
    EXPECT_EQ(score, 100); // its verdicts: every test of the editorial's grid solution passed
}

TEST_F(MySolution, AFailedTestShowsTheFirstLineThatDiffersAndOpensWithTheReference)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    const auto dialog = judgeWithMine(*window, resource(QStringLiteral(":/listings/caro/start.py")), true);
    ASSERT_GE(dialog->ownRow(), 0);
    // The first wrong test: printing 0 is right only where nobody wins.
    const auto [subtask, test] = openFirstWrongTest(*dialog);
    ASSERT_GE(subtask, 0);
    ASSERT_NE(dialog->shownDiff(), nullptr);
    EXPECT_EQ(dialog->shownDiff()->markedLine(), 1);
    const sb::BankTest& bankTest = session()->problem().bank().subtasks[static_cast<std::size_t>(subtask)].tests[static_cast<std::size_t>(test)];
    const std::string answer = session()->problem().reference()->solve(*session()->problem().parse(bankTest.input), sb::kDefaultWorkBudget).output;
    EXPECT_EQ(dialog->shownDiff()->verdictText(),
              QStringLiteral("Wrong answer (WA): line 1 prints \"0\", the right answer is \"%1\".")
                  .arg(QString::fromStdString(answer).trimmed()));
    QSignalSpy opened(dialog.get(), &JudgeDialog::openTest);
    dialog->shownDiff()->openButton()->click();
    ASSERT_EQ(opened.size(), 1);
    EXPECT_EQ(opened[0][0].toString(), QString::fromLatin1(session()->problem().reference()->id.data(),
                                                          static_cast<int>(session()->problem().reference()->id.size())));
    EXPECT_EQ(opened[0][1].toString(), QString::fromStdString(bankTest.input));
}

TEST_F(MySolution, AFailedTestStepsMyProgramFromTheLineThatPrintsTheFirstWrongCharacter)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    const QString program = resource(QStringLiteral(":/listings/caro/start.py"));
    panel()->controller()->setLanguage(SolutionPanel::Language::Python);
    panel()->editor()->setText(program);
    const auto dialog = judgeWithMine(*window, program, true);
    ASSERT_GE(dialog->ownRow(), 0);
    const auto [subtask, test] = openFirstWrongTest(*dialog);
    ASSERT_GE(subtask, 0);
    ASSERT_NE(dialog->shownDiff(), nullptr);
    // The window's own wiring (the judge's action), then the button.
    QObject::connect(dialog.get(), &JudgeDialog::stepTest, window.get(),
            [this](const QString& input, const QString& expected) { JudgedTest::step(*window, input, expected); });
    QSignalSpy finished(panel()->controller(), &SolutionController::recordingFinished);
    QTest::mouseClick(dialog->shownDiff()->stepButton(), Qt::LeftButton);
    ASSERT_TRUE(finished.wait(60000));
    ASSERT_TRUE(panel()->controller()->stepping());
    const sb::BankTest& bankTest = session()->problem().bank().subtasks[static_cast<std::size_t>(subtask)].tests[static_cast<std::size_t>(test)];
    EXPECT_EQ(session()->inputText(), QString::fromStdString(bankTest.input));
    // start.py prints 0 where the answer is a move: its print is the line that goes wrong, and the
    // stepper stands on it, nothing printed yet.
    int printLine = 0;
    const QStringList lines = program.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].contains(QStringLiteral("print(")))
            printLine = i + 1;
    ASSERT_GT(printLine, 0);
    EXPECT_EQ(panel()->editor()->markedLine(), printLine);
    EXPECT_TRUE(panel()->stepper()->outputView()->toPlainText().isEmpty());
    EXPECT_EQ(panel()->results()->verdictText(), QStringLiteral("Line %1 prints the first character that differs from the right answer (step %2 of %3).")
                                          .arg(printLine)
                                          .arg(panel()->stepper()->step() + 1)
                                          .arg(panel()->stepper()->steps()));
    // The program's last line; after it, the end, where everything it printed is in sight.
    EXPECT_EQ(panel()->stepper()->step() + 2, panel()->stepper()->steps());
}

TEST_F(MySolution, AProgramThatDoesNotCompileGetsCEOnEveryTest)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("cards")));
    const auto dialog = judgeWithMine(*window, QStringLiteral("int main() { return x; }\n"));
    ASSERT_GE(dialog->ownRow(), 0);
    const sb::MethodResult& mine = dialog->report()->methods[static_cast<std::size_t>(dialog->ownRow())];
    EXPECT_EQ(mine.score, 0);
    for (const sb::SubtaskResult& s : mine.subtasks) {
        EXPECT_EQ(s.passed, 0);
        for (const sb::TestResult& t : s.tests)
            EXPECT_EQ(t.verdict, sb::Verdict::CompileError);
    }
    EXPECT_TRUE(dialog->table()->item(dialog->ownRow(), 1)->text().startsWith(QStringLiteral("CE 0/")));
}

TEST_F(MySolution, WhereTheSandboxCannotStartNothingRunsUntilTheUserSaysSo)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    panel()->editor()->setText(resource(QStringLiteral(":/listings/caro/count-outwards.cpp")));
    window->sidePanel()->setCurrentWidget(panel());
    qputenv("STEPBOARD_BWRAP", "/nonexistent/bwrap"); // a machine without bubblewrap
    EXPECT_FALSE(panel()->withoutSandboxBox()->isVisible());
    runAndWait();
    EXPECT_TRUE(panel()->results()->verdictText().startsWith(QStringLiteral("The sandbox cannot start here, so your program is not run.")));
    EXPECT_EQ(panel()->results()->errorsText(), QStringLiteral("bwrap is not installed (Debian package bubblewrap)"));
    EXPECT_TRUE(panel()->results()->outputText().isEmpty());
    ASSERT_TRUE(panel()->withoutSandboxBox()->isVisible());
    // Ticked: the program (the reference's own listing, trusted) runs without it.
    panel()->withoutSandboxBox()->click();
    EXPECT_TRUE(sb::box::runsWithoutSandbox());
    runAndWait();
    panel()->withoutSandboxBox()->click();
    qunsetenv("STEPBOARD_BWRAP");
    EXPECT_FALSE(sb::box::runsWithoutSandbox());
    EXPECT_EQ(panel()->results()->verdictText(), QStringLiteral("Accepted (AC): the right answer."));
}

TEST_F(MySolution, HostileProgramsRunFromTheWindowAreContained)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("cards")));
    // The settings file and the kept input beside it: a program must neither read nor change them.
    QSettings().setValue(QStringLiteral("secret"), QStringLiteral("the key"));
    QSettings().sync();
    const QString settings = QSettings().fileName();
    const QByteArray before = resource(settings).toUtf8();
    ASSERT_TRUE(before.contains("the key"));
    const QString escape = QFileInfo(settings).absolutePath() + QStringLiteral("/escaped.txt");

    // Reads the settings, writes beside them and into /tmp, forks up to 500 times (bounded
    // itself, so a missing limit fails the test and not the machine), then prints without end.
    panel()->editor()->setText(QStringLiteral(
        "#include <cstdio>\n#include <unistd.h>\n"
        "int main() {\n"
        "  FILE* in = std::fopen(\"%1\", \"r\"); char secret[64] = {0};\n"
        "  if (in) std::fread(secret, 1, 63, in);\n"
        "  FILE* out = std::fopen(\"%2\", \"w\"); if (out) { std::fputs(\"x\", out); std::fclose(out); }\n"
        "  int made = 0; for (int i = 0; i < 500; ++i) { pid_t p = fork(); if (p == 0) { sleep(2); _exit(0); } if (p > 0) ++made; }\n"
        "  std::printf(\"read:%s forks:%d\\n\", in ? \"yes\" : \"no\", made);\n"
        "  for (;;) std::fputs(\"and more output\\n\", stdout);\n"
        "}\n")
                         .arg(settings, escape));
    QSignalSpy finished(panel()->controller(), &SolutionController::runFinished);
    panel()->controller()->run();
    ASSERT_TRUE(finished.wait(60000));
    EXPECT_EQ(panel()->results()->verdictText(), QStringLiteral("Output limit: it printed more than 16 MB, so it was stopped."));
    const QString output = panel()->results()->outputText();
    ASSERT_TRUE(output.startsWith(QStringLiteral("read:no forks:"))) << output.left(80).toStdString();
    EXPECT_LT(output.section(QLatin1Char(':'), 2).section(QLatin1Char('\n'), 0, 0).toInt(), 16);
    EXPECT_TRUE(output.contains(QStringLiteral("bytes more"))); // 16 MB kept, the start of it shown
    EXPECT_FALSE(QFile::exists(escape));
    EXPECT_EQ(resource(settings).toUtf8(), before);
}

TEST_F(MySolution, TheWindowAnswersAllAlongWhileAProgramRuns)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("cards")));
    // A program that runs for a fixed time of its own (0.8 s of CPU, however fast the machine): the
    // window's event loop must never wait on it. What is measured is the longest the window went
    // without handling a timer of 20 ms, not how many times it did.
    panel()->editor()->setText(QStringLiteral("#include <cstdio>\n#include <ctime>\n"
                                    "int main() { while (std::clock() < CLOCKS_PER_SEC * 8 / 10) {} std::puts(\"1\"); }\n"));
    QSignalSpy finished(panel()->controller(), &SolutionController::runFinished);
    QElapsedTimer since;
    qint64 longest = 0;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, [&] { longest = std::max(longest, since.restart()); });
    QElapsedTimer whole;
    whole.start();
    since.start();
    tick.start(20);
    panel()->controller()->run();
    ASSERT_TRUE(finished.wait(60000));
    longest = std::max(longest, since.elapsed());
    tick.stop();
    ASSERT_GE(whole.elapsed(), 800) << "the program ran its 0.8 s of CPU time";
    // Not a frozen window: a pause a class would see is far longer than this.
    EXPECT_LT(longest, 600) << "the window went " << longest << " ms without answering";
}

TEST_F(MySolution, MyTestsAreKeptWithTheAnswerIExpectAndBounded)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    MyTests* mine = panel()->myTests();
    EXPECT_TRUE(mine->tests().isEmpty());
    ASSERT_TRUE(mine->addInputOnScreen());
    ASSERT_EQ(mine->tests().size(), 1);
    EXPECT_EQ(mine->tests()[0].input, session()->inputText());
    EXPECT_EQ(mine->tests()[0].expected, session()->referenceOutput());
    // The answer the student works out by hand, typed in its cell.
    mine->table()->item(0, 1)->setText(QStringLiteral("7"));
    EXPECT_EQ(mine->tests()[0].expected, QStringLiteral("7"));
    // Kept for the problem: a new window has it.
    window = test::laptopWindow();
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    ASSERT_EQ(panel()->myTests()->tests().size(), 1);
    EXPECT_EQ(panel()->myTests()->tests()[0].expected, QStringLiteral("7"));
    ASSERT_TRUE(session()->setProblem(QStringLiteral("cards")));
    EXPECT_TRUE(panel()->myTests()->tests().isEmpty());
    // At most kMost, and small.
    for (int i = 0; i < MyTests::kMost; ++i)
        ASSERT_TRUE(panel()->myTests()->addInputOnScreen());
    EXPECT_FALSE(panel()->myTests()->addInputOnScreen());
    EXPECT_EQ(panel()->myTests()->message(), QStringLiteral("There are 50 tests already: remove one first."));
    EXPECT_EQ(panel()->myTests()->tests().size(), MyTests::kMost);
    panel()->myTests()->remove(0);
    EXPECT_EQ(panel()->myTests()->tests().size(), MyTests::kMost - 1);
}

TEST_F(MySolution, TheJudgeRunsMyTestsApartAgainstTheAnswersIExpect)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    const QString input = session()->inputText();
    const QString answer = session()->referenceOutput();
    JudgeDialog dialog(session()->problem(), window.get());
    // The first with the right answer, the second with a wrong one the student expected.
    dialog.setOwnProgram({QStringLiteral("C++"), resource(QStringLiteral(":/listings/caro/count-outwards.cpp")), false,
                          {{input, answer}, {input, QStringLiteral("3\n")}}},
                         true);
    dialog.show();
    dialog.start();
    dialog.waitUntilDone();
    QTableWidget* mine = dialog.myTests();
    ASSERT_TRUE(mine->isVisible());
    ASSERT_EQ(mine->rowCount(), 2);
    EXPECT_EQ(mine->item(0, 2)->text(), QStringLiteral("AC"));
    EXPECT_EQ(mine->item(1, 2)->text(), QStringLiteral("WA"));
    QTest::mouseClick(mine->viewport(), Qt::LeftButton, {}, mine->visualItemRect(mine->item(1, 0)).center());
    ASSERT_NE(dialog.shownDiff(), nullptr);
    EXPECT_EQ(dialog.shownDiff()->verdictText(),
              QStringLiteral("Wrong answer (WA): line 1 prints \"%1\", the right answer is \"3\".").arg(answer.trimmed()));
    EXPECT_EQ(dialog.shownDiff()->markedLine(), 1);
}

TEST_F(MySolution, CtrlEnterRunsFromTheEditorAsFromTheButton)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    window->sidePanel()->setCurrentWidget(panel());
    window->activateWindow();
    panel()->editor()->setFocus();
    QSignalSpy finished(panel()->controller(), &SolutionController::runFinished);
    QTest::keyClick(panel()->editor(), Qt::Key_Return, Qt::ControlModifier);
    EXPECT_TRUE(panel()->controller()->running());
    ASSERT_TRUE(finished.wait(60000));
    EXPECT_TRUE(panel()->results()->verdictText().startsWith(QStringLiteral("Wrong answer (WA)")));
    EXPECT_FALSE(panel()->editor()->text().contains(QStringLiteral("\n\n\n\n"))); // no line was added
}

TEST_F(MySolution, MoreHostileProgramsFromTheWindowGetTheirVerdictsAndHarmNothing)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    struct Case {
        const char* what;
        QString text;
        QString verdict; // the start of it
        QString output;  // the start of what it printed, where it matters
    };
    const QList<Case> cases = {
        {"10 GB", QStringLiteral("#include <cstdio>\nchar* volatile kept;\n"
                                 "int main() { kept = new char[10000000000ULL]; kept[5] = 1; std::printf(\"%d\\n\", kept[5]); }\n"),
         QStringLiteral("Memory limit (MLE)"), {}},
        {"a deep recursion", QStringLiteral("int f(int n) { volatile char a[4096]; a[0] = (char)n; return n ? f(n - 1) + a[0] : 0; }\n"
                                            "int main() { return f(100000000); }\n"),
         QStringLiteral("Runtime error (RE): killed by SIGSEGV."), {}},
        {"a socket", QStringLiteral("#include <cstdio>\n#include <arpa/inet.h>\n#include <netinet/in.h>\n#include <sys/socket.h>\n"
                                    "int main() { int s = socket(AF_INET, SOCK_STREAM, 0); sockaddr_in a{}; a.sin_family = AF_INET;\n"
                                    "  a.sin_port = htons(80); a.sin_addr.s_addr = htonl(0x01010101);\n"
                                    "  std::puts(s >= 0 && connect(s, (sockaddr*)&a, sizeof a) == 0 ? \"connected\" : \"no network\"); }\n"),
         QStringLiteral("Wrong answer (WA)"), QStringLiteral("no network\n")},
        {"killing everyone", QStringLiteral("#include <csignal>\n#include <cstdio>\n#include <cstdlib>\n#include <unistd.h>\n"
                                            "int main() { std::printf(\"parent %d\\n\", kill(getppid(), SIGKILL)); std::fflush(stdout);\n"
                                            "  std::system(\"shutdown -h now 2>/dev/null; halt -f 2>/dev/null\"); kill(-1, SIGKILL); return 0; }\n"),
         {}, QStringLiteral("parent ")},
        {"a compiler bomb", QStringLiteral("#include </dev/zero>\nint main() {}\n"), QStringLiteral("Compile error (CE)"), {}},
    };
    for (const Case& c : cases) {
        panel()->editor()->setText(c.text);
        runAndWait();
        EXPECT_TRUE(panel()->results()->verdictText().startsWith(c.verdict)) << c.what << ": " << panel()->results()->verdictText().toStdString();
        EXPECT_TRUE(panel()->results()->outputText().startsWith(c.output)) << c.what << ": " << panel()->results()->outputText().toStdString();
    }
    // The window lives on, and runs the next program as before.
    panel()->editor()->setText(resource(QStringLiteral(":/listings/caro/count-outwards.cpp")));
    runAndWait();
    EXPECT_EQ(panel()->results()->verdictText(), QStringLiteral("Accepted (AC): the right answer."));
}

TEST_F(MySolution, StepThroughMyProgramLineByLineWithTheDebuggersKeys)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    window->sidePanel()->setCurrentWidget(panel());
    panel()->controller()->setLanguage(SolutionPanel::Language::Python);
    panel()->editor()->setText(QStringLiteral("def twice(v):\n"
                                    "    w = v * 2\n"
                                    "    return w\n"
                                    "n, k = map(int, input().split())\n"
                                    "total = twice(n)\n"
                                    "print(total)\n"));
    QSignalSpy finished(panel()->controller(), &SolutionController::recordingFinished);
    QTest::mouseClick(panel()->stepButton(), Qt::LeftButton);
    EXPECT_TRUE(panel()->controller()->recording());
    ASSERT_TRUE(finished.wait(60000));
    ASSERT_TRUE(panel()->controller()->stepping());
    EXPECT_TRUE(panel()->editor()->isReadOnly());
    EXPECT_EQ(panel()->stepButton()->text(), QStringLiteral("Edit"));
    ProgramStepper* stepper = panel()->stepper();
    // The side panel's Code tab comes to the front with the program's variables; My solution keeps
    // its editor, where the line about to run is marked too. The keys step from the code view.
    EXPECT_EQ(window->sidePanel()->currentIndex(), 0);
    ASSERT_NE(window->code()->program(), nullptr);
    QWidget* keys = window->code()->editor();
    // The module's lines and twice's: 1, 4, 5, 2, 3, 6 (line 5 once more is the return to it), and the
    // end after line 6.
    ASSERT_EQ(stepper->steps(), 7U);
    EXPECT_EQ(panel()->editor()->markedLine(), 1);
    EXPECT_EQ(stepper->whereText(), QStringLiteral("Line 1 · step 1 of 7 · in <module>"));
    keys->setFocus();
    QTest::keyClick(keys, Qt::Key_Right);
    QTest::keyClick(keys, Qt::Key_Right);
    EXPECT_EQ(panel()->editor()->markedLine(), 5);
    // Before line 5 runs, the input's first line has been read.
    EXPECT_TRUE(stepper->saidText().startsWith(QStringLiteral("Line 4: n becomes 7; k becomes "))) << stepper->saidText().toStdString();
    EXPECT_TRUE(stepper->saidText().contains(QStringLiteral("; reads \"7 "))) << stepper->saidText().toStdString();
    EXPECT_EQ(stepper->inputView()->extraSelections().value(0).cursor.selectedText(),
              session()->inputText().section(QLatin1Char('\n'), 0, 0) + QChar(QChar::ParagraphSeparator));
    QTest::keyClick(keys, Qt::Key_Right);
    EXPECT_EQ(panel()->editor()->markedLine(), 2);
    EXPECT_EQ(stepper->whereText(), QStringLiteral("Line 2 · step 4 of 7 · in twice"));
    // What the line that ran did is said under the board, in place of the method's narration.
    EXPECT_EQ(stepper->saidText(), QStringLiteral("Line 5: v becomes 7."));
    EXPECT_EQ(window->narration(), stepper->saidText());
    // The Code tab's call stack and variables: twice's frame first, then the module's globals.
    EXPECT_EQ(window->callStack()->frames(), (QStringList{QStringLiteral("<module>"), QStringLiteral("twice")}));
    WatchPanel* vars = window->watch();
    EXPECT_EQ(vars->names().value(0), QStringLiteral("v"));
    EXPECT_EQ(vars->valueOf(QStringLiteral("v")), QStringLiteral("7"));
    // A click on the module's frame shows its variables: twice's v is not among them.
    window->callStack()->choose(1);
    EXPECT_FALSE(vars->names().contains(QStringLiteral("v")));
    window->callStack()->choose(2);
    // Shift+F11 out of twice, back to the module; Left back in; Home and End.
    QTest::keyClick(keys, Qt::Key_F11, Qt::ShiftModifier);
    EXPECT_EQ(panel()->editor()->markedLine(), 6);
    QTest::keyClick(keys, Qt::Key_Left);
    EXPECT_EQ(panel()->editor()->markedLine(), 3);
    QTest::keyClick(keys, Qt::Key_Home);
    EXPECT_EQ(panel()->editor()->markedLine(), 1);
    // F10 over the call on line 5: twice runs whole.
    QTest::keyClick(keys, Qt::Key_Right);
    QTest::keyClick(keys, Qt::Key_Right);
    QTest::keyClick(keys, Qt::Key_F10);
    EXPECT_EQ(panel()->editor()->markedLine(), 6);
    EXPECT_TRUE(stepper->outputView()->toPlainText().isEmpty()); // print has not run yet
    EXPECT_EQ(panel()->editor()->text().count(QLatin1Char('\n')), 6);      // no key reached the text
    QTest::keyClick(keys, Qt::Key_End);
    EXPECT_EQ(stepper->step(), 6U);
    EXPECT_EQ(stepper->whereText(), QStringLiteral("Ended after line 6 · step 7 of 7"));
    EXPECT_EQ(stepper->outputView()->toPlainText(), QStringLiteral("14\n"));
    // Edit: the editor takes keys again, and no line is marked.
    QTest::mouseClick(panel()->stepButton(), Qt::LeftButton);
    EXPECT_FALSE(panel()->controller()->stepping());
    EXPECT_FALSE(panel()->editor()->isReadOnly());
    EXPECT_EQ(panel()->editor()->markedLine(), 0);
    EXPECT_EQ(panel()->stepButton()->text(), QStringLiteral("Step through"));
}

TEST_F(MySolution, StepThroughDrawsTheBoardMyProgramKeepsAndIAskWhichVariableHoldsIt)
{
    stepCaroInPython(QStringLiteral("5 4\n1 1\n5 5\n2 2\n1 5\n"),
                     kCaroBorderedRows);
    if (HasFatalFailure())
        return;
    ProgramStepper* stepper = panel()->stepper();
    BoardView* board = window->board();

    // The guess: g, the rows of a bordered board, X and O as characters. Before line 2 runs there is
    // no g yet: the board says so and the window's board is empty, not the method's.
    ASSERT_TRUE(stepper->boardChoice());
    EXPECT_EQ(stepper->boardChoice()->save(), "g rows 0 1 0 X O");
    EXPECT_EQ(stepper->boardText(), QStringLiteral("Board: g. g is not in scope at this line."));
    ASSERT_TRUE(board->showsProgram());
    EXPECT_TRUE(std::all_of(board->cells().begin(), board->cells().end(), [](sb::CellValue v) { return v == 0; }));
    EXPECT_EQ(board->programCaption(),
              QStringLiteral("Your program's board cannot be drawn here. g is not in scope at this line."));

    // At the end, the board holds the four moves where the input puts them, X and O in turn.
    panel()->editor()->setFocus();
    QTest::keyClick(panel()->editor(), Qt::Key_End);
    EXPECT_EQ(stepper->boardText(), QStringLiteral("Board: g"));
    EXPECT_EQ(stepper->boardButton()->toolTip(), QStringLiteral("Board: g\nrows from index 1, X = X, O = O"));
    // The board's line shows only when the board cannot be drawn: the variables keep the room.
    EXPECT_TRUE(stepper->findChild<QLabel*>(QStringLiteral("programBoardLine"))->isHidden());
    ASSERT_TRUE(board->showsProgram());
    // The narration under the board and the title over it say whose board it is.
    EXPECT_EQ(board->programCaption(), QStringLiteral("Your program's board, read from g after its last line, line 7, ran."));
    EXPECT_EQ(window->narration(), stepper->saidText() + QLatin1Char('\n') + board->programCaption());
    std::vector<sb::CellValue> want(49, 0);
    want[1 * 7 + 1] = 1;
    want[5 * 7 + 5] = 2;
    want[2 * 7 + 2] = 1;
    want[1 * 7 + 5] = 2;
    ASSERT_GE(board->cells().size(), want.size());
    EXPECT_EQ(std::vector<sb::CellValue>(board->cells().begin(), board->cells().begin() + 49), want);
    // In the Code tab's variables, g is a small grid: a line for each of its rows, the cells in
    // columns, its row of the table tall enough for all of them.
    WatchPanel* vars = window->watch();
    const QTableWidgetItem* grid = vars->valueItem(QStringLiteral("g"));
    ASSERT_NE(grid, nullptr);
    const QStringList lines = grid->text().split(QLatin1Char('\n'));
    ASSERT_EQ(lines.size(), 7);
    EXPECT_EQ(lines[1], QStringLiteral(". X . . . O ."));
    EXPECT_EQ(lines[5], QStringLiteral(". . . . . O ."));
    EXPECT_GE(vars->rowHeight(grid->row()), 7 * QFontMetrics(grid->font()).lineSpacing());
    // A list of numbers is no grid.
    const QTableWidgetItem* row = vars->valueItem(QStringLiteral("row"));
    ASSERT_NE(row, nullptr);
    EXPECT_FALSE(row->text().contains(QLatin1Char('\n')));
    // Back before the third move is put: two stones.
    while (stepper->boardText() == QStringLiteral("Board: g") &&
           std::count(board->cells().begin(), board->cells().end(), sb::CellValue{1}) == 2)
        QTest::keyClick(panel()->editor(), Qt::Key_Left);
    EXPECT_EQ(std::count_if(board->cells().begin(), board->cells().end(), [](sb::CellValue v) { return v != 0; }), 2);
    QTest::keyClick(panel()->editor(), Qt::Key_End);

    // The Board button: n is no board, and the board says why; the choice is kept with the solution.
    QTimer::singleShot(0, panel(), [this] {
        BoardChoiceDialog* dialog = panel()->controller()->boardDialog();
        ASSERT_NE(dialog, nullptr);
        EXPECT_EQ(dialog->variableBox()->currentText(), QStringLiteral("g"));
        EXPECT_EQ(dialog->firstBox()->value(), 1);
        EXPECT_TRUE(dialog->variableBox()->findText(QStringLiteral("row")) >= 0);
        dialog->variableBox()->setCurrentText(QStringLiteral("n"));
        dialog->accept();
    });
    QTest::mouseClick(stepper->boardButton(), Qt::LeftButton);
    EXPECT_EQ(stepper->boardText(), QStringLiteral("Board: n. n is not a list the board can be read from."));
    EXPECT_FALSE(stepper->findChild<QLabel*>(QStringLiteral("programBoardLine"))->isHidden());
    ASSERT_TRUE(board->showsProgram());
    EXPECT_TRUE(std::all_of(board->cells().begin(), board->cells().end(), [](sb::CellValue v) { return v == 0; }));
    EXPECT_EQ(QSettings().value(QStringLiteral("solution/caro/board")).toString(), QStringLiteral("n rows 0 1 0 X O"));
    // row is too short for a board of 5 rows.
    QTimer::singleShot(0, panel(), [this] {
        panel()->controller()->boardDialog()->variableBox()->setCurrentText(QStringLiteral("row"));
        panel()->controller()->boardDialog()->firstBox()->setValue(0);
        panel()->controller()->boardDialog()->accept();
    });
    QTest::mouseClick(stepper->boardButton(), Qt::LeftButton);
    EXPECT_EQ(stepper->boardText(), QStringLiteral("Board: row. Item 0 of row is not a list."));
    // Guess brings g back.
    QTimer::singleShot(0, panel(), [this] {
        QTest::mouseClick(panel()->controller()->boardDialog()->guessButton(), Qt::LeftButton);
        EXPECT_EQ(panel()->controller()->boardDialog()->variableBox()->currentText(), QStringLiteral("g"));
        panel()->controller()->boardDialog()->accept();
    });
    QTest::mouseClick(stepper->boardButton(), Qt::LeftButton);
    EXPECT_TRUE(board->showsProgram());

    // The choice kept is the one the next recording starts with; Edit gives the run's board back.
    QTest::mouseClick(panel()->stepButton(), Qt::LeftButton);
    EXPECT_FALSE(board->showsProgram());
    EXPECT_EQ(window->narration(), QStringLiteral("The board is empty. Step forward to play the first move."));
    EXPECT_EQ(QSettings().value(QStringLiteral("solution/caro/board")).toString(), QStringLiteral("g rows 0 1 0 X O"));
}

TEST_F(MySolution, BesideTheReferenceABuiltInMethodStandsWhereMyProgramHasReadAsMuch)
{
    stepCaroInPython(QStringLiteral("5 4\n1 1\n5 5\n2 2\n1 5\n"),
                     kCaroBorderedRows);
    if (HasFatalFailure())
        return;
    ProgramStepper* stepper = panel()->stepper();
    auto* column = window->findChild<BoardColumn*>();
    ASSERT_NE(column, nullptr);
    EXPECT_EQ(panel()->controller()->beside(), nullptr);
    EXPECT_EQ(column->beside(), nullptr);
    window->sidePanel()->setCurrentWidget(panel()); // the Reference button is in My solution's tab
    ASSERT_TRUE(stepper->besideButton()->isVisible());
    ASSERT_TRUE(stepper->besideButton()->isEnabled());

    // The Reference button: the reference stands beside the program's board, on the same input.
    QTest::mouseClick(stepper->besideButton(), Qt::LeftButton);
    BesideReference* beside = panel()->controller()->beside();
    ASSERT_NE(beside, nullptr);
    EXPECT_EQ(column->beside(), beside);
    EXPECT_TRUE(beside->isVisible());
    EXPECT_GT(beside->mapTo(window.get(), QPoint()).x(), window->board()->mapTo(window.get(), QPoint()).x());
    beside->waitUntilReady();
    ComparePane* pane = beside->pane();
    ASSERT_NE(pane, nullptr);
    Session* reference = pane->session();
    EXPECT_EQ(reference->methodId(), QString::fromUtf8(sb::findProblem("caro")->reference()->id));
    EXPECT_EQ(reference->inputText(), session()->inputText());
    // Nothing played yet: the reference at its start.
    EXPECT_EQ(stepper->unitsDone(), 0u);
    ASSERT_NE(reference->player(), nullptr);
    EXPECT_EQ(reference->player()->position(), 0u);
    EXPECT_EQ(beside->noteText(), QStringLiteral("It has got as far as your program, and stands just after the step that got it there."));

    const auto stones = [](std::span<const sb::CellValue> cells) {
        return std::count_if(cells.begin(), cells.end(), [](sb::CellValue v) { return v != 0; });
    };
    // Two moves put, just before the third is (the program has read it; its board shows two stones):
    // both boards hold the same two stones.
    while (stepper->unitsDone() < 3 && stepper->step() + 1 < stepper->steps())
        QTest::keyClick(panel()->editor(), Qt::Key_Right);
    QTest::keyClick(panel()->editor(), Qt::Key_Left);
    EXPECT_EQ(stepper->unitsDone(), 2u);
    // The window's player bar says where the program is; the method's timeline waits, greyed.
    EXPECT_EQ(window->playerBar()->statusText(), stepper->whereText());
    EXPECT_TRUE(window->playerBar()->statusText().startsWith(QStringLiteral("Line ")));
    beside->waitUntilReady();
    ASSERT_TRUE(window->board()->showsProgram());
    const std::span<const sb::CellValue> mine = window->board()->cells();
    const std::span<const sb::CellValue> its = reference->player()->board();
    EXPECT_EQ(stones(its), 2);
    ASSERT_GE(mine.size(), its.size());
    EXPECT_EQ(std::vector<sb::CellValue>(mine.begin(), mine.begin() + static_cast<std::ptrdiff_t>(its.size())),
              std::vector<sb::CellValue>(its.begin(), its.end()));
    // It stands just after the step that placed its second stone, as a moment key leaves it.
    ASSERT_NE(reference->player()->current(), nullptr);
    EXPECT_EQ(reference->player()->current()->kind, sb::caro::Kinds::Place);
    EXPECT_EQ(pane->countersText().section(QStringLiteral("  ·  "), 0, 0), QStringLiteral("Move 2"));

    // Another method chosen in the pane: it too stands after two moves.
    const int other = pane->methodChooser()->findData(QStringLiteral("1"));
    ASSERT_GE(other, 0);
    pane->methodChooser()->setCurrentIndex(other);
    emit pane->methodChooser()->activated(other);
    EXPECT_EQ(reference->methodId(), QStringLiteral("1"));
    beside->waitUntilReady();
    EXPECT_EQ(stones(reference->player()->board()), 2);
    ASSERT_NE(reference->player()->current(), nullptr);
    EXPECT_EQ(reference->player()->current()->kind, sb::caro::Kinds::Place);

    // At the end every move is read: the method stands at the end of its run, with its verdict.
    QTest::keyClick(panel()->editor(), Qt::Key_End);
    beside->waitUntilReady();
    EXPECT_TRUE(reference->player()->atEnd());
    EXPECT_EQ(stones(reference->player()->board()), 4);
    EXPECT_EQ(beside->noteText(), QStringLiteral("Your program has got as far as this method's whole run: it stands at its end."));
    EXPECT_FALSE(pane->verdictText().isEmpty());
    // Its line, its counters and its verdict, and the note under them: each shows whole.
    expectWordsWhole(beside);

    // Unchecked, it goes; checked again, it comes back; Edit takes it away with the stepping.
    QTest::mouseClick(stepper->besideButton(), Qt::LeftButton);
    EXPECT_EQ(column->beside(), nullptr);
    EXPECT_FALSE(beside->isVisible());
    QTest::mouseClick(stepper->besideButton(), Qt::LeftButton);
    EXPECT_EQ(column->beside(), panel()->controller()->beside());
    QTest::mouseClick(panel()->stepButton(), Qt::LeftButton);
    EXPECT_FALSE(panel()->controller()->stepping());
    EXPECT_EQ(column->beside(), nullptr);
    EXPECT_EQ(panel()->controller()->beside(), nullptr);
    EXPECT_TRUE(window->playerBar()->statusText().startsWith(QStringLiteral("Step 0")));
}

TEST_F(MySolution, OnA1024x768ProjectorTheReferencePanesWordsShowWholeAtTheEnd)
{
    window->setPresentation(true);
    window->setWindowState(Qt::WindowNoState); // offscreen, "full screen" is a small default screen
    window->resize(1024, 768);
    stepCaroInPython(QStringLiteral("5 4\n1 1\n5 5\n2 2\n1 5\n"), kCaroBorderedRows);
    if (HasFatalFailure())
        return;
    QTest::mouseClick(panel()->stepper()->besideButton(), Qt::LeftButton);
    BesideReference* beside = panel()->controller()->beside();
    ASSERT_NE(beside, nullptr);
    beside->waitUntilReady();
    QTest::keyClick(panel()->editor(), Qt::Key_End);
    beside->waitUntilReady();
    ASSERT_FALSE(beside->pane()->verdictText().isEmpty());
    expectWordsWhole(beside);
}

TEST_F(MySolution, BesideTheReferenceAProgramThatReadsTheWholeInputAtOnceHasTheMethodKeepPaceWithItsStones)
{
    stepCaroInPython(QStringLiteral("5 4\n1 1\n5 5\n2 2\n1 5\n"),
                     QStringLiteral("import sys\n"
                                    "data = sys.stdin.read().split()\n"
                                    "n, k = int(data[0]), int(data[1])\n"
                                    "g = [['.'] * (n + 2) for _ in range(n + 2)]\n"
                                    "for t in range(k):\n"
                                    "    r, c = int(data[2 + 2 * t]), int(data[3 + 2 * t])\n"
                                    "    g[r][c] = 'X' if t % 2 == 0 else 'O'\n"
                                    "print(0)\n"));
    if (HasFatalFailure())
        return;
    ProgramStepper* stepper = panel()->stepper();
    ASSERT_TRUE(stepper->boardChoice());
    EXPECT_EQ(stepper->boardChoice()->variable, "g");
    QTest::mouseClick(stepper->besideButton(), Qt::LeftButton);
    BesideReference* beside = panel()->controller()->beside();
    ASSERT_NE(beside, nullptr);
    beside->waitUntilReady();
    Session* reference = beside->pane()->session();
    const auto stones = [](std::span<const sb::CellValue> cells) {
        return std::count_if(cells.begin(), cells.end(), [](sb::CellValue v) { return v != 0; });
    };
    // Every move is read on line 2; on the board made on line 4 the moves are played one by one,
    // and the method keeps pace: as many stones, just after the step that placed the last (at its
    // start before any).
    for (int played = 0; played < 4; ++played) {
        while (!(window->board()->showsProgram() && stones(window->board()->cells()) == played) &&
               stepper->step() + 1 < stepper->steps())
            QTest::keyClick(panel()->editor(), Qt::Key_Right);
        SCOPED_TRACE(played);
        ASSERT_TRUE(window->board()->showsProgram());
        EXPECT_EQ(stepper->unitsDone(), static_cast<quint64>(played));
        beside->waitUntilReady();
        ASSERT_NE(reference->player(), nullptr);
        EXPECT_EQ(stones(reference->player()->board()), played);
        if (played == 0) {
            EXPECT_EQ(reference->player()->position(), 0u);
            continue;
        }
        ASSERT_NE(reference->player()->current(), nullptr);
        EXPECT_EQ(reference->player()->current()->kind, sb::caro::Kinds::Place);
    }
    // Before the board is made all four moves are read, but none is played yet: none done.
    QTest::keyClick(panel()->editor(), Qt::Key_Home);
    while (stepper->step() + 1 < stepper->steps() && panel()->editor()->markedLine() != 4)
        QTest::keyClick(panel()->editor(), Qt::Key_Right);
    ASSERT_TRUE(window->board()->showsProgram());
    EXPECT_EQ(stones(window->board()->cells()), 0);
    EXPECT_EQ(stepper->unitsDone(), 0u);
    beside->waitUntilReady();
    EXPECT_EQ(reference->player()->position(), 0u);
}

TEST_F(MySolution, OneClickStepsMyProgramOnTheFirstTestOfTheBankItFails)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    const QString program = resource(QStringLiteral(":/listings/caro/start.py"));
    panel()->controller()->setLanguage(SolutionPanel::Language::Python);
    panel()->editor()->setText(program);
    // The first test of the bank, in order, whose right answer is not the 0 start.py prints.
    const sb::ProblemDesc& problem = session()->problem();
    QString firstName, firstInput;
    for (const sb::BankSubtask& subtask : problem.bank().subtasks) {
        for (std::size_t i = 0; i < subtask.tests.size() && firstInput.isEmpty(); ++i) {
            const std::string answer = problem.reference()->solve(*problem.parse(subtask.tests[i].input), sb::kDefaultWorkBudget).output;
            if (sb::firstDifference("0\n", answer)) {
                firstName = QStringLiteral("Test %1 of %2").arg(i + 1).arg(QString::fromStdString(subtask.name));
                firstInput = QString::fromStdString(subtask.tests[i].input);
            }
        }
        if (!firstInput.isEmpty())
            break;
    }
    ASSERT_FALSE(firstInput.isEmpty());
    ASSERT_NE(session()->inputText(), firstInput);

    // The arrow beside Step through offers it; while the tests run, the button stops them.
    ASSERT_TRUE(panel()->stepMenuButton()->isEnabled());
    QSignalSpy finished(panel()->controller(), &SolutionController::recordingFinished);
    panel()->controller()->firstFailureAction()->trigger();
    EXPECT_TRUE(panel()->controller()->searchingFailure() || panel()->controller()->recording());
    EXPECT_EQ(panel()->stepButton()->text(), QStringLiteral("Stop"));
    EXPECT_FALSE(panel()->stepMenuButton()->isEnabled());
    ASSERT_TRUE(finished.wait(120000));
    ASSERT_TRUE(panel()->controller()->stepping());
    // That test's input is on screen, and the program stands on the line that prints the 0.
    EXPECT_EQ(session()->inputText(), firstInput);
    int printLine = 0;
    const QStringList lines = program.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].contains(QStringLiteral("print(")))
            printLine = i + 1;
    EXPECT_EQ(panel()->editor()->markedLine(), printLine);
    EXPECT_EQ(panel()->results()->verdictText(),
              QStringLiteral("%1: Line %2 prints the first character that differs from the right answer (step %3 of %4).")
                  .arg(firstName)
                  .arg(printLine)
                  .arg(panel()->stepper()->step() + 1)
                  .arg(panel()->stepper()->steps()));
    // Said under where the program is too: the Last run tab is out of sight while stepping.
    // (The Code tab came to the front with the program's variables; the note is in My solution's tab.)
    EXPECT_EQ(window->sidePanel()->currentIndex(), 0);
    window->sidePanel()->setCurrentWidget(panel());
    EXPECT_EQ(panel()->stepper()->noteText(), panel()->results()->verdictText());
    EXPECT_TRUE(panel()->stepper()->findChild<QWidget*>(QStringLiteral("stepperNote"))->isVisible());

    // A program that does not compile: the compiler's words, on its line, and no test runs.
    QTest::mouseClick(panel()->stepButton(), Qt::LeftButton);
    ASSERT_FALSE(panel()->controller()->stepping());
    panel()->editor()->setText(QStringLiteral("print(\n"));
    const QString shown = session()->inputText();
    panel()->controller()->firstFailureAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!panel()->controller()->searchingFailure(), 60000);
    EXPECT_FALSE(panel()->controller()->stepping());
    EXPECT_FALSE(panel()->editor()->errorLines().isEmpty());
    EXPECT_EQ(session()->inputText(), shown);
}

TEST_F(MySolution, PlayRunsMyProgramToTheNextBreakpointAtTheSpeedChosen)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    window->sidePanel()->setCurrentWidget(panel());
    panel()->controller()->setLanguage(SolutionPanel::Language::Python);
    panel()->editor()->setText(QStringLiteral("n, k = map(int, input().split())\n"
                                    "total = 0\n"
                                    "for i in range(3):\n"
                                    "    total += i\n"
                                    "print(total)\n"));
    // A breakpoint set while editing (F9 on the caret's line) moves with the text and is the stepper's.
    panel()->editor()->setFocus();
    panel()->editor()->setCursorPosition(3, 0);
    QTest::keyClick(panel()->editor(), Qt::Key_F9);
    EXPECT_EQ(panel()->editor()->breakpointLines(), QList<int>{4});
    panel()->editor()->insertAt(QStringLiteral("# the sum of 0, 1, 2\n"), 0, 0);
    EXPECT_EQ(panel()->editor()->breakpointLines(), QList<int>{5});
    QSignalSpy finished(panel()->controller(), &SolutionController::recordingFinished);
    panel()->controller()->stepThrough();
    ASSERT_TRUE(finished.wait(60000));
    ProgramStepper* stepper = panel()->stepper();
    EXPECT_EQ(stepper->breakpoints(), QSet<int>{5});

    // The fastest of the four speeds; Space plays, and play stops before the breakpoint's line, each turn.
    stepper->playTarget()->setSpeed(3);
    EXPECT_EQ(window->playerBar()->speedBox()->rungs()->currentIndex(), stepper->playTarget()->rung());
    QSignalSpy playing(stepper, &ProgramStepper::playingChanged);
    panel()->editor()->setFocus();
    QTest::keyClick(panel()->editor(), Qt::Key_Space);
    EXPECT_TRUE(stepper->isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(!stepper->isPlaying(), 5000);
    EXPECT_EQ(panel()->editor()->markedLine(), 5);
    EXPECT_EQ(window->watch()->valueOf(QStringLiteral("i")), QStringLiteral("0"));
    QTest::keyClick(panel()->editor(), Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(!stepper->isPlaying(), 5000);
    EXPECT_EQ(panel()->editor()->markedLine(), 5);
    EXPECT_EQ(window->watch()->valueOf(QStringLiteral("i")), QStringLiteral("1"));
    // F9 there takes it away: play runs to the last line.
    QTest::keyClick(panel()->editor(), Qt::Key_F9);
    EXPECT_TRUE(panel()->editor()->breakpointLines().isEmpty());
    QTest::keyClick(panel()->editor(), Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(!stepper->isPlaying(), 5000);
    EXPECT_EQ(stepper->step() + 1, stepper->steps());
    EXPECT_GE(playing.size(), 6);
    // The slowest of the four speeds: a line in two thirds of a second, so a tick later it has not moved on.
    stepper->home();
    stepper->playTarget()->setSpeed(0);
    EXPECT_DOUBLE_EQ(stepper->stepsPerSecond(), 1.5);
    stepper->play();
    QTest::qWait(100);
    EXPECT_EQ(stepper->step(), 0U);
    stepper->pause();
    EXPECT_EQ(panel()->editor()->text().count(QLatin1Char('\n')), 6); // no key reached the text

    // The window's player keys act on the program while it is stepped, wherever the focus is, and
    // on the method's run again after Edit.
    ASSERT_EQ(window->playerActions()->target(), stepper->playTarget());
    const quint64 sessionStep = session()->player()->position();
    window->playerActions()->action(PlayTarget::Move::End)->trigger();
    EXPECT_EQ(stepper->step() + 1, stepper->steps());
    EXPECT_EQ(session()->player()->position(), sessionStep);
    window->playerActions()->action(PlayTarget::Move::Start)->trigger();
    EXPECT_EQ(stepper->step(), 0U);
    QTest::mouseClick(panel()->stepButton(), Qt::LeftButton);
    EXPECT_NE(window->playerActions()->target(), stepper->playTarget());
    window->playerActions()->action(PlayTarget::Move::Step)->trigger();
    EXPECT_EQ(session()->player()->position(), sessionStep + 1);
}

TEST_F(MySolution, StoppingARecordingStepsTheLinesSoFarAndSaysSo)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    panel()->controller()->setLanguage(SolutionPanel::Language::Python);
    panel()->editor()->setText(QStringLiteral("x = 0\nwhile True:\n    x += 1\n"));
    QSignalSpy finished(panel()->controller(), &SolutionController::recordingFinished);
    panel()->controller()->stepThrough();
    EXPECT_EQ(panel()->stepButton()->text(), QStringLiteral("Stop"));
    QTimer::singleShot(1500, panel(), [this] { QTest::mouseClick(panel()->stepButton(), Qt::LeftButton); });
    ASSERT_TRUE(finished.wait(60000));
    ASSERT_TRUE(panel()->controller()->stepping());
    EXPECT_GT(panel()->stepper()->steps(), 1000U);
    EXPECT_EQ(panel()->stepper()->endText(), QStringLiteral("You stopped the recording: these are the lines up to then."));
    panel()->stepper()->end();
    EXPECT_TRUE(panel()->editor()->markedLine() == 2 || panel()->editor()->markedLine() == 3);

    // A program that does not build is a compile error on its line, as Run shows it.
    panel()->controller()->stopStepping();
    panel()->controller()->setLanguage(SolutionPanel::Language::Cpp);
    panel()->editor()->setText(QStringLiteral("int main() {\n  retun 0;\n}\n"));
    panel()->controller()->stepThrough();
    ASSERT_TRUE(finished.wait(60000));
    EXPECT_FALSE(panel()->controller()->stepping());
    EXPECT_EQ(panel()->editor()->errorLines(), QList<int>{2}) << panel()->results()->errorsText().toStdString() << panel()->editor()->text().toStdString();
}

namespace {

/// The tab under the editor in sight: the last run's results, My tests, or the steps.
QWidget* lowerTabInSight(SolutionPanel& panel)
{
    auto* tabs = qobject_cast<QTabWidget*>(panel.stepper()->parentWidget()->parentWidget());
    return tabs ? tabs->currentWidget() : nullptr;
}

} // namespace

TEST_F(MySolution, RunAfterAStepThroughShowsItsResultNotTheOldSteps)
{
    stepCaroInPython(QStringLiteral("5 4\n1 1\n5 5\n2 2\n1 5\n"), kCaroBorderedRows);
    window->sidePanel()->setCurrentWidget(panel()); // back from the Code tab, to edit
    ASSERT_EQ(lowerTabInSight(*panel()), panel()->stepper());
    panel()->controller()->stopStepping();
    panel()->editor()->setText(QStringLiteral("print(\n")); // then a mistake typed, and Run
    QTest::mouseClick(panel()->runButton(), Qt::LeftButton);
    QSignalSpy finished(panel()->controller(), &SolutionController::runFinished);
    ASSERT_TRUE(finished.wait(60000));
    EXPECT_EQ(panel()->results()->verdictText(), QStringLiteral("Compile error (CE): see the marked lines."));
    EXPECT_NE(lowerTabInSight(*panel()), panel()->stepper());
    bool compilerInSight = false; // the compiler's words
    for (const QPlainTextEdit* box : lowerTabInSight(*panel())->findChildren<QPlainTextEdit*>())
        compilerInSight |= box->isVisible() && !box->toPlainText().isEmpty() && box->toPlainText() == panel()->results()->errorsText();
    EXPECT_TRUE(compilerInSight);
    EXPECT_FALSE(panel()->controller()->stepping());

    // Run while stepping: the stepping ends and the result is in sight.
    panel()->editor()->setText(kCaroBorderedRows);
    QSignalSpy recorded(panel()->controller(), &SolutionController::recordingFinished);
    panel()->controller()->stepThrough();
    ASSERT_TRUE(recorded.wait(60000));
    ASSERT_TRUE(panel()->controller()->stepping());
    QTest::mouseClick(panel()->runButton(), Qt::LeftButton);
    ASSERT_TRUE(finished.wait(60000));
    EXPECT_FALSE(panel()->controller()->stepping());
    EXPECT_NE(lowerTabInSight(*panel()), panel()->stepper());
}

TEST_F(MySolution, OpeningAnotherProgramForgetsTheRecordingOfTheOneBefore)
{
    stepCaroInPython(QStringLiteral("5 4\n1 1\n5 5\n2 2\n1 5\n"), kCaroBorderedRows);
    ASSERT_GT(panel()->stepper()->steps(), 0U);
    QTemporaryDir dir;
    const QString other = dir.filePath(QStringLiteral("other.py"));
    {
        QFile f(other);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("print(0)\n");
    }
    ASSERT_TRUE(panel()->controller()->openFile(other));
    EXPECT_FALSE(panel()->controller()->stepping());
    EXPECT_FALSE(panel()->stepper()->hasTrace());
    EXPECT_EQ(panel()->stepper()->steps(), 0U);
    for (const QPlainTextEdit* box : panel()->stepper()->findChildren<QPlainTextEdit*>())
        EXPECT_EQ(box->toPlainText(), QString()); // neither its input nor what it printed
    EXPECT_NE(lowerTabInSight(*panel()), panel()->stepper());
}

TEST_F(MySolution, WhileMyProgramIsSteppedThePlayerBarsTimelineIsItsSteps)
{
    stepCaroInPython(QStringLiteral("5 4\n1 1\n5 5\n2 2\n1 5\n"), kCaroBorderedRows);
    ProgramStepper* stepper = panel()->stepper();
    auto* timeline = window->playerBar()->findChild<Timeline*>();
    ASSERT_NE(timeline, nullptr);
    const quint64 last = stepper->steps() - 1;
    ASSERT_GT(last, 10U);
    EXPECT_EQ(timeline->range(), last);
    EXPECT_EQ(timeline->position(), 0U);
    stepper->end();
    EXPECT_EQ(timeline->position(), last); // the last step, as the stepper says
    window->playerActions()->action(PlayTarget::Move::Back)->trigger();
    EXPECT_EQ(timeline->position(), last - 1);

    // A click halfway takes the program there; a drag to the left end, to its first line.
    const int y = timeline->height() / 2;
    const int middle = timeline->width() / 2;
    QTest::mouseClick(timeline, Qt::LeftButton, {}, QPoint(middle, y));
    EXPECT_EQ(stepper->step(), timeline->stepAt(middle));
    EXPECT_GT(stepper->step(), 0U);
    EXPECT_LT(stepper->step(), last);
    EXPECT_EQ(timeline->position(), stepper->step());
    QTest::mousePress(timeline, Qt::LeftButton, {}, QPoint(middle, y));
    QMouseEvent drag(QEvent::MouseMove, QPointF(0, y), timeline->mapToGlobal(QPointF(0, y)), Qt::NoButton,
                     Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(timeline, &drag);
    QTest::mouseRelease(timeline, Qt::LeftButton, {}, QPoint(0, y));
    EXPECT_EQ(stepper->step(), 0U);
    EXPECT_EQ(session()->player()->position(), 0U); // the method's run did not move

    // Stepping over: the timeline is the method's again.
    panel()->controller()->stopStepping();
    EXPECT_EQ(timeline->position(), session()->player()->position());
}
