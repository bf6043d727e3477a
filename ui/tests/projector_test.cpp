// SPDX-License-Identifier: GPL-3.0-or-later
// The classroom screen: on every projector and laptop size, in every language,
// for every problem and method, the window fits the screen and no text of the
// method picker, the status lines or the player bar is cut.
#include "predict/predictor.h"
#include "problems/cards/cardsview.h"
#include "problems/mayan/mayanview.h"
#include "run/problemui.h"
#include "widgets/boardview.h"
#include "widgets/codeview.h"
#include "widgets/codelayout.h"
#include "common/language.h"
#include "window/mainwindow.h"
#include "widgets/methodpicker.h"
#include "widgets/playerbar.h"
#include "run/session.h"
#include "widgets/wraplabel.h"
#include "textsizes.h"

#include "cards/cards.h"
#include "core/player.h"
#include "core/problem.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QSettings>
#include <QStyleOptionComboBox>
#include <QTest>
#include <QToolButton>
#include <Qsci/qsciscintilla.h>
#include <iostream>

#include <gtest/gtest.h>

#include <cctype>
#include <memory>

using namespace sb::ui;

// Parameters print as text in the test names' descriptions.
void PrintTo(const QString& s, std::ostream* out)
{
    *out << s.toStdString();
}

namespace {

struct Screen {
    int width;
    int height;
    bool present;
};

void PrintTo(const Screen& s, std::ostream* out)
{
    *out << s.width << "x" << s.height << (s.present ? " projector" : "");
}

std::string describe(const Screen& s, const QString& language)
{
    return std::to_string(s.width) + "x" + std::to_string(s.height) + (s.present ? " projector " : " ") +
           language.toStdString();
}

/// The width a combo box gives its text, and the width its current text needs.
bool comboTextFits(const QComboBox* combo)
{
    QStyleOptionComboBox option;
    option.initFrom(combo);
    option.currentText = combo->currentText();
    const QRect field =
        combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
    return combo->fontMetrics().horizontalAdvance(combo->currentIndex() < 0 ? combo->placeholderText()
                                                                            : combo->currentText()) <= field.width();
}

class Projector : public testing::TestWithParam<std::tuple<Screen, QString>> {
protected:
    void SetUp() override
    {
        QSettings().clear();
        language::apply(std::get<1>(GetParam()));
        window = std::make_unique<MainWindow>();
        const Screen s = std::get<0>(GetParam());
        window->resize(s.width, s.height); // a size given: the window does not place itself
        window->show();
        if (s.present) {
            window->setPresentation(true);
            window->setWindowState(Qt::WindowNoState); // offscreen, "full screen" is a small default screen
        }
        window->resize(s.width, s.height);
    }
    void TearDown() override
    {
        window.reset();
        language::apply(QStringLiteral("en"));
    }

    /// Every way the current problem and method could fail to fit.
    void expectEverythingFits(const std::string& where)
    {
        const Screen s = std::get<0>(GetParam());
        // A label that learns its width asks again for its height: let the layouts settle, as the event loop does.
        for (int i = 0; i < 4; ++i)
            QApplication::processEvents();
        const QSize least = window->minimumSizeHint().expandedTo(window->minimumSize());
        EXPECT_LE(least.width(), s.width) << where;
        EXPECT_LE(least.height(), s.height) << where;
        EXPECT_EQ(window->size(), QSize(s.width, s.height)) << where;

        for (const QComboBox* combo : window->findChildren<QComboBox*>()) {
            if (combo->property("problems").toBool()) {
                EXPECT_TRUE(comboTextFits(combo)) << where << ": " << combo->currentText().toStdString();
            }
        }
        MethodPicker* picker = window->methodPicker();
        for (QAbstractButton* b : picker->findChildren<QAbstractButton*>())
            EXPECT_GE(b->width(), b->sizeHint().width()) << where << ": method button " << b->text().toStdString();
        EXPECT_TRUE(comboTextFits(picker->wrongList()))
            << where << ": " << picker->wrongList()->currentText().toStdString();
        for (QToolButton* b : window->playerBar()->buttons()) {
            EXPECT_GE(b->width(), b->sizeHint().width()) << where << ": player button " << b->text().toStdString();
            EXPECT_GE(b->height(), b->sizeHint().height()) << where << ": player button " << b->text().toStdString();
        }
        for (const QComboBox* combo : window->playerBar()->findChildren<QComboBox*>())
            EXPECT_TRUE(comboTextFits(combo)) << where << ": " << combo->currentText().toStdString();
        // The sentences (method, narration, verdict, status, comparison) wrap; each must show whole.
        for (const WrapLabel* label : window->findChildren<WrapLabel*>()) {
            if (label->isVisible()) {
                EXPECT_TRUE(label->textFits()) << where << ": " << label->text().toStdString() << " needs "
                                               << label->heightForWidth(label->width()) << " px, has "
                                               << label->height();
            }
        }
        // The status line is one line, and its essentials (step, moment, main counter) show whole.
        for (const LineLabel* label : window->findChildren<LineLabel*>()) {
            if (label->isVisible()) {
                EXPECT_TRUE(label->textFits()) << where << ": " << label->text().toStdString() << " needs "
                                               << label->fontMetrics().horizontalAdvance(label->text()) << " px, has "
                                               << label->contentsRect().width();
            }
        }
    }

    /// On a projector, the window turned to `problem` and its board as the problem's own view;
    /// null on the other screens, whose tests hold no rule of the projector.
    template <class View>
    View* projectorBoard(const QString& problem)
    {
        if (!std::get<0>(GetParam()).present)
            return nullptr;
        window->session()->setProblem(problem);
        auto* view = qobject_cast<View*>(window->board());
        if (!view)
            ADD_FAILURE() << problem.toStdString() << " shows no board of its own";
        return view;
    }

    std::unique_ptr<MainWindow> window;
};

TEST_P(Projector, EveryProblemAndMethodFitsTheScreenWithNothingCut)
{
    const std::string where = describe(std::get<0>(GetParam()), std::get<1>(GetParam()));
    Session* session = window->session();
    for (const sb::ProblemDesc* problem : sb::problems()) {
        session->setProblem(QString::fromLatin1(problem->id.data(), static_cast<int>(problem->id.size())));
        for (const sb::MethodDesc& method : problem->methods) {
            const QString id = QString::fromLatin1(method.id.data(), static_cast<int>(method.id.size()));
            ASSERT_TRUE(session->setMethod(id));
            const std::string run = where + " " + std::string(problem->id) + "/" + std::string(method.id);
            session->toStart();
            session->waitUntilIdle();
            for (int i = 0; i < 4; ++i)
                QApplication::processEvents();
            // On a projector the board keeps one size for the whole run: nothing shown at a step
            // (a sentence, the verdict, the comparison with the method before) takes room from it.
            const bool projector = std::get<0>(GetParam()).present;
            const QSize board = window->board()->size();
            session->seek(40); // a step with a sentence and counters
            // The status names the run's length once the timeline knows it: the longer text must fit too.
            session->waitUntilIdle();
            session->waitForTimeline();
            expectEverythingFits(run);
            EXPECT_TRUE(!projector || window->board()->size() == board) << run << " at step 40: " << window->board()->width() << "x"
                                                      << window->board()->height() << ", was " << board.width() << "x"
                                                      << board.height();
            session->toEnd(); // the verdict, and the comparison with the method before
            session->waitUntilIdle();
            expectEverythingFits(run + " at the end");
            EXPECT_TRUE(!projector || window->board()->size() == board) << run << " at the end: " << window->board()->width() << "x"
                                                      << window->board()->height() << ", was " << board.width() << "x"
                                                      << board.height();
            // Drawn as the class sees it: the whole screen, nothing larger.
            const QImage shown = window->grab().toImage();
            EXPECT_EQ(shown.size(), QSize(std::get<0>(GetParam()).width, std::get<0>(GetParam()).height)) << where;
        }
    }
}

TEST_P(Projector, TheBoardGetsMostOfTheScreenAndGivesTheCodeOnlyWhatItCannotUse)
{
    QApplication::processEvents();
    QApplication::processEvents();
    const Screen s = std::get<0>(GetParam());
    const std::string where = describe(s, std::get<1>(GetParam()));
    BoardView* view = window->board();
    const QSize board = view->viewport()->size();
    // A square board fills a square of its height: the width beyond it goes to the code on a
    // projector, and the board keeps every pixel of width it draws in.
    const int wanted = view->widthForHeight(board.height());
    ASSERT_GT(wanted, 0) << "Caro's board is square";
    EXPECT_GE(board.width(), wanted) << where << ": board " << board.width() << "x" << board.height();
    if (s.present) {
        EXPECT_LE(window->board()->width(), std::max(wanted + 24, s.width * 2 / 5)) << where << ": the code could have the rest";
    }
    const int used = std::min(board.width(), wanted) * board.height();
    EXPECT_GE(used, s.width * s.height / 6) << where << ": board " << board.width() << "x" << board.height();
}

TEST_P(Projector, TheBoardsSmallestTextIsReadableFromTheBackRow)
{
    const Screen s = std::get<0>(GetParam());
    if (!s.present)
        return; // the rule is the projector's
    const std::string where = describe(s, std::get<1>(GetParam()));
    Session* session = window->session();
    for (const sb::ProblemDesc* problem : sb::problems()) {
        session->setProblem(QString::fromLatin1(problem->id.data(), static_cast<int>(problem->id.size())));
        for (const sb::MethodDesc& method : problem->methods) {
            ASSERT_TRUE(session->setMethod(QString::fromLatin1(method.id.data(), static_cast<int>(method.id.size()))));
            for (const int at : {0, 200, -1}) { // the first step, one in the middle, the end
                if (at < 0)
                    session->toEnd();
                else
                    session->seek(at);
                session->waitUntilIdle();
                for (int i = 0; i < 3; ++i)
                    QApplication::processEvents();
                const test::SmallestText smallest = test::smallestText(window->board()->viewport());
                const std::string here = where + " " + std::string(problem->id) + "/" + std::string(method.id) +
                                         (at < 0 ? " at the end" : " at step " + std::to_string(at));
                EXPECT_GE(smallest.pixels, 18.0) << here << ": \"" << smallest.text.toStdString() << "\"";
                // Mayan's cells are clicked to answer questions: large enough for it.
                if (const auto* mayan = qobject_cast<const MayanView*>(window->board())) {
                    EXPECT_GE(mayan->cellRect(0, 0).width(), 44.0) << here;
                }
            }
        }
    }
}

TEST_P(Projector, TheCardsLastTagStaysOnItsOwnCardAndCoversNoWord)
{
    auto* view = projectorBoard<CardsView>(QStringLiteral("cards"));
    if (!view)
        return;
    const std::string where = describe(std::get<0>(GetParam()), std::get<1>(GetParam()));
    Session* session = window->session();
    const QString last = QCoreApplication::translate("sb::ui::CardsView", "last");
    for (const sb::MethodDesc& method : sb::cards::kProblem.methods) {
        ASSERT_TRUE(session->setMethod(QString::fromLatin1(method.id.data(), static_cast<int>(method.id.size()))));
        const std::string run = where + " " + std::string(method.id);
        session->toStart();
        session->waitUntilIdle();
        const sb::Player* player = session->player(); // each method's own
        QApplication::processEvents();
        int tagged = 0;
        // Every step of the sample's game: wherever the last card still there is named, the tag
        // stands inside that card, large, and over no other word (the card's value included).
        for (quint64 step = 1; !player->atEnd(); ++step) {
            session->seek(step);
            session->waitUntilIdle();
            const sb::Step* now = player->current();
            int source = -1;
            for (const sb::Highlight& h : now->marks())
                if (h.kind == sb::HighlightKind::Source)
                    source = h.a;
            const std::vector<test::DrawnText> texts = test::drawnTexts(view->viewport());
            for (const test::DrawnText& t : texts) {
                if (t.text != last)
                    continue;
                ++tagged;
                const std::string here = run + " at step " + std::to_string(step);
                ASSERT_GE(source, 0) << here << ": a tag with no last card";
                EXPECT_GE(t.pixels, 18.0) << here;
                const int m = static_cast<const sb::cards::CardsInput&>(*session->input()).m;
                const QRectF card = view->cardRect(source / m, source % m);
                EXPECT_TRUE(card.contains(t.rect)) << here << ": the tag at " << t.rect.x() << "," << t.rect.y() << " "
                                                   << t.rect.width() << "x" << t.rect.height() << " is not on the last card at "
                                                   << card.x() << "," << card.y();
                for (const test::DrawnText& other : texts) {
                    if (&other != &t) {
                        EXPECT_FALSE(other.rect.intersects(t.rect))
                            << here << ": the tag covers \"" << other.text.toStdString() << "\"";
                    }
                }
            }
        }
        if (std::string(method.id) == "grid") {
            EXPECT_GT(tagged, 20) << run; // the full solution compares a card with the last one often
        }
    }
}

TEST_P(Projector, MayansCellsAndWordsStayLargeFiveMovesDeep)
{
    auto* view = projectorBoard<MayanView>(QStringLiteral("mayan"));
    if (!view)
        return;
    const std::string where = describe(std::get<0>(GetParam()), std::get<1>(GetParam()));
    Session* session = window->session();
    ASSERT_TRUE(session->setMethod(QStringLiteral("dfs")));
    // Nine colours that never make a run: the plain search goes five moves deep on its first path,
    // the most the column beside the board holds (five call stack rows, six depths of the tree).
    ASSERT_TRUE(session->setInput(QStringLiteral("5\n1 2 3 0\n4 5 6 0\n7 8 9 0\n0\n0\n")));
    session->waitUntilIdle();
    const sb::Player* player = session->player();
    for (quint64 step = 1; view->depth() < 5 && !player->atEnd(); ++step)
        session->seek(step);
    ASSERT_EQ(view->depth(), 5) << where;
    session->waitForTimeline(); // the totals of the whole search, in the tree's counts
    for (int i = 0; i < 3; ++i)
        QApplication::processEvents();
    // Cells a student can click to answer a question; words read from the back row.
    EXPECT_GE(view->cellRect(0, 0).width(), 44.0) << where;
    const test::SmallestText smallest = test::smallestText(view->viewport());
    EXPECT_GE(smallest.pixels, 18.0) << where << ": \"" << smallest.text.toStdString() << "\"";
    // The five rows and the tree below them, one after the other, inside the view.
    const QRectF inside = QRectF(view->viewport()->rect());
    for (int d = 0; d < 5; ++d) {
        EXPECT_TRUE(inside.contains(view->frameRect(d))) << where << ": call stack row " << d;
        if (d > 0) {
            EXPECT_GE(view->frameRect(d).top(), view->frameRect(d - 1).bottom()) << where << ": call stack row " << d;
        }
    }
    EXPECT_GE(view->treeRowRect(0).top(), view->frameRect(4).bottom()) << where;
    EXPECT_LE(view->treeRowRect(5).bottom(), inside.bottom()) << where;
}

TEST_P(Projector, MayansCellsStayLargeGuessingFirst)
{
    // The question's panel stands under the board; the cells a student clicks to answer stay as
    // large, before the first question, while one waits and after its answer (the method's heading
    // keeps its lines, the whole of it asked for stays whole).
    auto* view = projectorBoard<MayanView>(QStringLiteral("mayan"));
    if (!view)
        return;
    const std::string where = describe(std::get<0>(GetParam()), std::get<1>(GetParam()));
    window->setPredicting(true);
    const auto settle = [] {
        for (int i = 0; i < 4; ++i)
            QApplication::processEvents();
    };
    settle();
    const double cell = view->cellRect(0, 0).width();
    // A method's heading shows whole (two lines of Chinese, taller than Latin ones, or three of its
    // least size): at 1280x720 the cells keep 41 px under it.
    EXPECT_GE(cell, 41.0) << where << " before the first question";
    std::cout << where << ": Mayan's cells guessing first: " << cell << " px\n";
    // Forward to a question that wants cells picked, then answered (with nothing picked: wrong).
    Predictor* predictor = window->predictor();
    for (int i = 0; i < 5000 && !predictor->asking(); ++i)
        QTest::keyClick(window->board(), Qt::Key_Right);
    ASSERT_TRUE(predictor->asking()) << where;
    settle();
    EXPECT_EQ(view->cellRect(0, 0).width(), cell) << where << " while a question waits";
    predictor->check();
    settle();
    EXPECT_FALSE(predictor->verdict().isEmpty()) << where;
    EXPECT_EQ(view->cellRect(0, 0).width(), cell) << where << " after the answer";
    EXPECT_EQ(window->methodTitle(), problemUi("mayan").methodSummary(window->session()->methodId().toStdString()));
}

/// The code on a projector: a font for the back of the room, code lines never broken inside a
/// word, sixteen lines of the listing and the line that runs next in sight.
class ProjectorCode : public Projector {};

TEST_P(ProjectorCode, LargeFontWholeWordsSixteenLinesAndTheLineThatRunsNextInSight)
{
    const std::string where = describe(std::get<0>(GetParam()), std::get<1>(GetParam()));
    Session* session = window->session();
    CodeView* code = window->code();
    QsciScintilla* editor = code->editor();
    for (const sb::ProblemDesc* problem : sb::problems()) {
        session->setProblem(QString::fromLatin1(problem->id.data(), static_cast<int>(problem->id.size())));
        for (const sb::MethodDesc& method : problem->methods) {
            const QString id = QString::fromLatin1(method.id.data(), static_cast<int>(method.id.size()));
            ASSERT_TRUE(session->setMethod(id));
            for (const int at : {0, 40, -1}) { // the first step, one in the middle, the end
                if (at < 0)
                    session->toEnd();
                else
                    session->seek(at);
                session->waitUntilIdle();
                QApplication::processEvents();
                const std::string here = where + " " + std::string(problem->id) + "/" + std::string(method.id) +
                                         (at < 0 ? " at the end" : " at step " + std::to_string(at));
                // Rows of a font at least 18 px high, a quarter taller than it.
                const auto rowHeight = static_cast<int>(editor->SendScintilla(QsciScintillaBase::SCI_TEXTHEIGHT, 0UL));
                EXPECT_GE(rowHeight, 22) << here;
                // A long line wraps between tokens, never inside a name or a number, and never
                // leaves a row of nothing but its indentation.
                for (int row = 0; row < editor->lines(); ++row) {
                    if (editor->SendScintilla(QsciScintillaBase::SCI_WRAPCOUNT, static_cast<unsigned long>(row)) < 2)
                        continue;
                    const QString text = editor->text(row);
                    const long start = editor->SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, static_cast<unsigned long>(row));
                    const QByteArray bytes = editor->text(row).toUtf8();
                    long y = editor->SendScintilla(QsciScintillaBase::SCI_POINTYFROMPOSITION, 0UL, start);
                    bool anything = false;
                    for (int i = 1; i < bytes.size(); ++i) {
                        anything = anything || !std::isspace(static_cast<unsigned char>(bytes[i - 1]));
                        const long at = editor->SendScintilla(QsciScintillaBase::SCI_POINTYFROMPOSITION, 0UL, start + i);
                        if (at == y)
                            continue;
                        y = at;
                        const auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || (c & 0x80); };
                        EXPECT_FALSE(word(bytes[i - 1]) && word(bytes[i]))
                            << here << ": row " << row << " breaks inside a word: " << bytes.left(i).toStdString() << " | "
                            << bytes.mid(i).toStdString();
                        EXPECT_TRUE(anything) << here << ": row " << row << " starts with a row of indentation only: " << text.toStdString();
                    }
                }
                EXPECT_EQ(editor->verticalScrollBarPolicy(), Qt::ScrollBarAlwaysOff) << here;
                // The line the program stands before is in sight, as in a debugger (the line that
                // just ran too where both fit; keepLinesInView's own tests check that).
                if (code->nextLine() > 0) {
                    EXPECT_TRUE(code->lineInView(code->nextLine())) << here;
                } else if (code->currentLine() > 0) {
                    EXPECT_TRUE(code->lineInView(code->currentLine())) << here;
                }
                // Sixteen lines of the listing in sight (or all of a shorter one): the variables
                // and the call stack under the code keep to two rows and one line.
                int shown = 0;
                const int lines = static_cast<int>(code->text().count(QLatin1Char('\n'))) + 1;
                for (int line = 1; line <= lines; ++line)
                    shown += code->lineInView(line) ? 1 : 0;
                EXPECT_GE(shown, std::min(lines, 16)) << here << ": " << shown << " lines of " << lines << " in sight";
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(
    Screens, ProjectorCode,
    testing::Combine(testing::Values(Screen{1024, 768, true}, Screen{1280, 720, true}),
                     testing::Values(QStringLiteral("en"), QStringLiteral("zh_TW"), QStringLiteral("zh_CN"),
                                     QStringLiteral("vi"))),
    [](const testing::TestParamInfo<std::tuple<Screen, QString>>& info) {
        const Screen s = std::get<0>(info.param);
        return std::to_string(s.width) + "x" + std::to_string(s.height) + "_" + std::get<1>(info.param).toStdString();
    });

INSTANTIATE_TEST_SUITE_P(
    Screens, Projector,
    testing::Combine(testing::Values(Screen{1024, 768, true}, Screen{1280, 720, true}, Screen{1366, 768, false},
                                     Screen{1920, 1080, false}),
                     testing::Values(QStringLiteral("en"), QStringLiteral("zh_TW"), QStringLiteral("zh_CN"),
                                     QStringLiteral("vi"))),
    [](const testing::TestParamInfo<std::tuple<Screen, QString>>& info) {
        const Screen s = std::get<0>(info.param);
        return std::to_string(s.width) + "x" + std::to_string(s.height) + (s.present ? "_projector_" : "_") +
               std::get<1>(info.param).toStdString();
    });

} // namespace
