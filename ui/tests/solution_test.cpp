// SPDX-License-Identifier: GPL-3.0-or-later
// "My solution": the student's own program written, kept, built and run in the sandbox from the
// window, with its verdict, its output and a compile error on the line it names.
#include "openwindow.h"
#include "own/solutionpanel.h"
#include "window/sidepanel.h"

#include <Qsci/qsciscintilla.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

using namespace sb::ui;

namespace {

QString resource(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

class MySolution : public test::OpenWindow {
protected:
    SolutionPanel* panel() const { return window->sidePanel()->solution(); }
    /// Runs the program in the panel and waits for its end (a compile takes a second or two).
    void runAndWait()
    {
        QSignalSpy finished(panel(), &SolutionPanel::runFinished);
        panel()->run();
        ASSERT_TRUE(panel()->running());
        ASSERT_TRUE(finished.wait(60000));
        ASSERT_FALSE(panel()->running());
    }
};

} // namespace

TEST_F(MySolution, StartsFromTheProblemsStartTextAndKeepsWhatIsTyped)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    EXPECT_EQ(panel()->text(), resource(QStringLiteral(":/listings/caro/start.cpp")));
    EXPECT_FALSE(QFile::exists(SolutionPanel::keptPath(QStringLiteral("caro"), SolutionPanel::Language::Cpp)));
    // Typed: written a moment later, whole, beside the settings.
    panel()->editor()->SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
    QTest::keyClicks(panel()->editor(), QStringLiteral("// mine"));
    QTest::keyClick(panel()->editor(), Qt::Key_Return);
    const QString typed = panel()->text();
    EXPECT_TRUE(typed.endsWith(QStringLiteral("// mine\n")));
    const QString path = SolutionPanel::keptPath(QStringLiteral("caro"), SolutionPanel::Language::Cpp);
    QElapsedTimer waited;
    waited.start();
    while (!QFile::exists(path) && waited.elapsed() < 5000)
        QTest::qWait(50);
    EXPECT_EQ(resource(path), typed);
    // Another problem has its own; back again, and in a new window, the typed text.
    ASSERT_TRUE(session()->setProblem(QStringLiteral("mayan")));
    EXPECT_EQ(panel()->text(), resource(QStringLiteral(":/listings/mayan/start.cpp")));
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    EXPECT_EQ(panel()->text(), typed);
    window = test::laptopWindow();
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    EXPECT_EQ(panel()->text(), typed);
    // Python is a text of its own, and the choice is kept for the problem.
    panel()->setLanguage(SolutionPanel::Language::Python);
    EXPECT_EQ(panel()->text(), resource(QStringLiteral(":/listings/caro/start.py")));
    window = test::laptopWindow();
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    EXPECT_EQ(panel()->language(), SolutionPanel::Language::Python);
    panel()->setLanguage(SolutionPanel::Language::Cpp);
    EXPECT_EQ(panel()->text(), typed);
}

TEST_F(MySolution, TheReferencesOwnListingIsAcceptedAndPrintsTheAnswer)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    panel()->setText(resource(QStringLiteral(":/listings/caro/count-outwards.cpp")));
    runAndWait();
    EXPECT_EQ(panel()->verdictText(), QStringLiteral("Accepted (AC): the right answer."));
    EXPECT_EQ(panel()->outputText().trimmed(), session()->referenceOutput().trimmed());
    EXPECT_TRUE(panel()->errorLines().isEmpty());
    // The same in Python.
    panel()->setLanguage(SolutionPanel::Language::Python);
    panel()->setText(resource(QStringLiteral(":/listings/caro/count-outwards.py")));
    runAndWait();
    EXPECT_EQ(panel()->verdictText(), QStringLiteral("Accepted (AC): the right answer."));
}

TEST_F(MySolution, AWrongAnswerSaysWhichLineAndWhatIsRight)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    const QString answer = session()->referenceOutput().trimmed();
    ASSERT_NE(answer, QStringLiteral("0")); // the sample has a winner
    runAndWait(); // the start text prints 0
    EXPECT_EQ(panel()->verdictText(),
              QStringLiteral("Wrong answer (WA): line 1 prints \"0\", the right answer is \"%1\".").arg(answer));
    EXPECT_EQ(panel()->outputText(), QStringLiteral("0\n"));
}

TEST_F(MySolution, ACompileErrorIsMarkedOnItsLineWithTheCompilersWords)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    panel()->setText(QStringLiteral("#include <iostream>\nint main() {\n    int n = m;\n    std::cout << n;\n}\n"));
    runAndWait();
    EXPECT_EQ(panel()->verdictText(), QStringLiteral("Compile error (CE): see the marked lines."));
    EXPECT_EQ(panel()->errorLines(), QList<int>{3});
    EXPECT_EQ(panel()->annotationAt(3), QStringLiteral("Column 13: \u2018m\u2019 was not declared in this scope"));
    EXPECT_TRUE(panel()->errorsText().contains(QStringLiteral("main.cpp:3:")));
    EXPECT_TRUE(panel()->outputText().isEmpty());
    // Fixed: the marks go with the next run.
    panel()->setText(QStringLiteral("#include <iostream>\nint main() {\n    int n = 0;\n    std::cout << n;\n}\n"));
    runAndWait();
    EXPECT_TRUE(panel()->errorLines().isEmpty());
    EXPECT_TRUE(panel()->annotationAt(3).isEmpty());
}

TEST_F(MySolution, PythonsSyntaxErrorAndCrashAreShownAsSuch)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("cards")));
    panel()->setLanguage(SolutionPanel::Language::Python);
    panel()->setText(QStringLiteral("import sys\nfor line in sys.stdin:\n    if line = '':\n        pass\n"));
    runAndWait();
    EXPECT_EQ(panel()->verdictText(), QStringLiteral("Compile error (CE): see the marked lines."));
    EXPECT_EQ(panel()->errorLines(), QList<int>{3});
    EXPECT_TRUE(panel()->annotationAt(3).startsWith(QStringLiteral("Column 8: SyntaxError")));
    panel()->setText(QStringLiteral("print(1 // 0)\n"));
    runAndWait();
    EXPECT_EQ(panel()->verdictText(), QStringLiteral("Runtime error (RE): exit code 1."));
    EXPECT_TRUE(panel()->errorsText().contains(QStringLiteral("ZeroDivisionError")));
}

TEST_F(MySolution, AnEndlessLoopIsStoppedAndTheWindowAnswersMeanwhile)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    panel()->setText(QStringLiteral("int main() { volatile unsigned long x = 0; for (;;) x++; }\n"));
    QSignalSpy finished(panel(), &SolutionPanel::runFinished);
    panel()->run();
    // The window keeps answering: a timer of 50 ms fires again and again while the program runs.
    int ticks = 0;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, [&ticks] { ++ticks; });
    tick.start(50);
    ASSERT_TRUE(finished.wait(60000));
    EXPECT_GE(ticks, 10);
    EXPECT_EQ(panel()->verdictText(), QStringLiteral("Time limit (TLE): it used more than 1 s of CPU time."));
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
    const QString before = panel()->text();
    EXPECT_FALSE(panel()->openFile(dir.filePath(QStringLiteral("notes.txt"))));
    EXPECT_EQ(panel()->text(), before); // nothing typed is lost
    ASSERT_TRUE(panel()->openFile(program));
    EXPECT_EQ(panel()->language(), SolutionPanel::Language::Python);
    EXPECT_EQ(panel()->text(), QStringLiteral("print(0)\n"));
    const QString copy = dir.filePath(QStringLiteral("copy.py"));
    ASSERT_TRUE(panel()->saveFile(copy));
    EXPECT_EQ(resource(copy), QStringLiteral("print(0)\n"));
    EXPECT_FALSE(panel()->saveFile(dir.filePath(QStringLiteral("no/such/folder/x.py"))));
}
