// SPDX-License-Identifier: GPL-3.0-or-later
// Sentences a class must read are never cut: the method's heading (why a wrong method is
// wrong), the status line and the sample chooser show their whole text, for every problem,
// method and language, on a 1024x768 projector and in a 1024 px window. Nor are they split
// by a space inside Chinese, where pieces are put together.
#include "common/cjkspacing.h"
#include "testpaths.h"
#include "common/language.h"
#include "compare/comparecontroller.h"
#include "compare/compareview.h"
#include "openwindow.h"
#include "widgets/inputpanel.h"
#include "own/solutionpanel.h"
#include "widgets/playerbar.h"
#include "window/mainwindow.h"
#include "window/sidepanel.h"
#include "run/session.h"
#include "widgets/wraplabel.h"

#include "core/problem.h"

#include <QApplication>
#include <QImage>
#include <QCheckBox>
#include <QComboBox>
#include <QMenu>
#include <QMenuBar>
#include <QStyleOptionButton>
#include <QToolButton>
#include <QFile>
#include <QRegularExpression>
#include <QSettings>
#include <QStyleOptionComboBox>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

using namespace sb::ui;

namespace {

constexpr int kWrap = Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap;

/// True when `label` shows all of its text: the text's bounding rect at the label's width fits its height.
bool showsWholeText(const QLabel* label)
{
    const QRect room = label->contentsRect().adjusted(label->margin(), label->margin(), -label->margin(), -label->margin());
    if (!label->wordWrap())
        return label->fontMetrics().horizontalAdvance(label->text()) <= room.width();
    return label->heightForWidth(label->width()) <= label->height();
}

/// True when the combo box's field shows its current text whole, wrapped at the field's width if it wraps.
bool showsWholeText(const QComboBox* combo)
{
    QStyleOptionComboBox option;
    option.initFrom(combo);
    const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
    const QRect needed = combo->fontMetrics().boundingRect(QRect(0, 0, field.width(), 100000), kWrap, combo->currentText());
    return needed.width() <= field.width() && needed.height() <= field.height();
}

struct Screen {
    bool projector;
    const char* name;
};

class WholeText : public testing::TestWithParam<std::tuple<Screen, QString>> {
protected:
    void SetUp() override
    {
        QSettings().clear();
        language::apply(std::get<1>(GetParam()));
        window = std::make_unique<MainWindow>();
        window->resize(1024, 768);
        window->show();
        if (std::get<0>(GetParam()).projector) {
            window->setPresentation(true);
            window->setWindowState(Qt::WindowNoState); // offscreen, "full screen" is a small default screen
        }
        window->resize(1024, 768);
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    }
    void TearDown() override
    {
        window.reset();
        language::apply(QStringLiteral("en"));
    }
    static void settle()
    {
        for (int i = 0; i < 4; ++i)
            QApplication::processEvents();
    }
    std::string where() const
    {
        return std::string(std::get<0>(GetParam()).name) + " " + std::get<1>(GetParam()).toStdString();
    }
    /// The heading over the board shows the method's whole title.
    void expectWholeHeading(const std::string& run)
    {
        const QString title = window->methodTitle();
        const QLabel* shown = nullptr;
        for (const WrapLabel* label : window->findChildren<WrapLabel*>())
            if (label->isVisible() && label->text() == title)
                shown = label;
        ASSERT_NE(shown, nullptr) << run << ": no heading shows \"" << title.toStdString() << "\" whole";
        EXPECT_TRUE(showsWholeText(shown)) << run << ": " << title.toStdString() << " needs "
                                           << shown->heightForWidth(shown->width()) << " px, has " << shown->height();
    }

    std::unique_ptr<MainWindow> window;
};

} // namespace

TEST_P(WholeText, HeadingsStatusAndSampleTitlesShowWhole)
{
    Session* session = window->session();
    for (const sb::ProblemDesc* problem : sb::problems()) {
        ASSERT_TRUE(session->setProblem(QString::fromLatin1(problem->id.data(), static_cast<int>(problem->id.size()))));
        // Every sample's title in the chooser, as the class picks it.
        window->sidePanel()->setCurrentWidget(window->inputPanel());
        auto* samples = window->inputPanel()->findChildren<QComboBox*>().value(0);
        ASSERT_NE(samples, nullptr);
        for (int i = 0; i < samples->count(); ++i) {
            samples->setCurrentIndex(i);
            settle();
            EXPECT_TRUE(showsWholeText(samples)) << where() << " " << problem->id << ": " << samples->currentText().toStdString();
        }
        for (const sb::MethodDesc& method : problem->methods) {
            const std::string run = where() + " " + std::string(problem->id) + "/" + std::string(method.id);
            ASSERT_TRUE(session->setMethod(QString::fromLatin1(method.id.data(), static_cast<int>(method.id.size()))));
            session->seek(40); // a step with a sentence and counters, the run's length known
            session->waitUntilIdle();
            session->waitForTimeline();
            settle();
            expectWholeHeading(run);
            const QLabel* status = window->playerBar()->statusLabels().front();
            EXPECT_TRUE(showsWholeText(status)) << run << ": " << status->text().toStdString();
            session->toEnd(); // the longest numbers
            session->waitUntilIdle();
            settle();
            EXPECT_TRUE(showsWholeText(status)) << run << " at the end: " << status->text().toStdString();
        }
    }
}

INSTANTIATE_TEST_SUITE_P(
    Screens, WholeText,
    testing::Combine(testing::Values(Screen{true, "1024x768 projector"}, Screen{false, "1024x768"}),
                     testing::Values(QStringLiteral("en"), QStringLiteral("zh_TW"), QStringLiteral("zh_CN"),
                                     QStringLiteral("vi"))),
    [](const testing::TestParamInfo<std::tuple<Screen, QString>>& info) {
        return std::string(std::get<0>(info.param).projector ? "projector_" : "window_") +
               std::get<1>(info.param).toStdString();
    });

namespace {

/// The first place in `text` where a space stands between two Chinese characters, or -1.
qsizetype spaceInChinese(const QString& text)
{
    static const QRegularExpression spaced(QStringLiteral("[\\x{3000}-\\x{303F}\\x{3400}-\\x{4DBF}\\x{4E00}-\\x{9FFF}"
                                                          "\\x{FF01}-\\x{FF60}] +[\\x{3000}-\\x{303F}\\x{3400}-\\x{4DBF}"
                                                          "\\x{4E00}-\\x{9FFF}\\x{FF01}-\\x{FF60}]"));
    return spaced.match(text).capturedStart();
}

class ChineseSentences : public test::OpenWindow, public testing::WithParamInterface<QString> {
protected:
    void SetUp() override
    {
        test::OpenWindow::SetUp();
        window->setLanguage(GetParam());
    }
    void open(const QString& problem, const QString& sample, const QString& method)
    {
        ASSERT_TRUE(session()->setProblem(problem));
        QFile file((sb::ui::test::resourcesPath() + QStringLiteral("/samples/%1/%2.txt")).arg(problem, sample));
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        window->inputPanel()->setText(QString::fromUtf8(file.readAll()));
        window->inputPanel()->reparseNow();
        ASSERT_TRUE(session()->setMethod(method));
    }
    /// Every sentence on screen: the window's labels (the heading, the narration, the verdict, the
    /// status) and side by side's note.
    void expectNoSpaceInChinese(const std::string& where)
    {
        QApplication::processEvents();
        QStringList shown{window->narration(), window->methodTitle()};
        for (const QLabel* label : window->findChildren<QLabel*>())
            if (label->isVisible())
                shown << label->text();
        for (const QString& text : shown)
            EXPECT_EQ(spaceInChinese(text), -1) << where << ": \"" << text.toStdString() << "\"";
    }
};

} // namespace

TEST(ChineseSpacing, PiecesJoinedWithASpaceLoseItOnlyBetweenTwoChineseCharacters)
{
    EXPECT_EQ(withoutSpacesInChinese(QStringLiteral("在這份輸入上，剛好五顆 每一步都和 方法 3 做得一樣")),
              QStringLiteral("在這份輸入上，剛好五顆每一步都和方法 3 做得一樣"));
    EXPECT_EQ(withoutSpacesInChinese(QStringLiteral("第 1 手 · X 下在 (3, 4)")), QStringLiteral("第 1 手 · X 下在 (3, 4)"));
    EXPECT_EQ(withoutSpacesInChinese(QStringLiteral("Move 11: X plays")), QStringLiteral("Move 11: X plays"));
}

TEST_P(ChineseSentences, DSaysWhereAMethodDiffersWithNoSpaceInsideChinese)
{
    open(QStringLiteral("caro"), QStringLiteral("sample"), QStringLiteral("trap-endpoint"));
    EXPECT_FALSE(test::whereItGoesWrong(*window));
    expectNoSpaceInChinese("D where the trap never differs");
    open(QStringLiteral("caro"), QStringLiteral("line-of-six"), QStringLiteral("trap-exact5"));
    ASSERT_TRUE(test::whereItGoesWrong(*window));
    window->sideBySide()->view()->settle();
    EXPECT_EQ(spaceInChinese(window->sideBySide()->view()->note()), -1) << window->sideBySide()->view()->note().toStdString();
}

TEST_P(ChineseSentences, EveryMethodsHeadingNarrationVerdictAndStatusHaveNoSpaceInsideChinese)
{
    for (const sb::ProblemDesc* problem : sb::problems()) {
        ASSERT_TRUE(session()->setProblem(QString::fromLatin1(problem->id.data(), static_cast<int>(problem->id.size()))));
        for (const sb::MethodDesc& method : problem->methods) {
            ASSERT_TRUE(session()->setMethod(QString::fromLatin1(method.id.data(), static_cast<int>(method.id.size()))));
            const std::string run = std::string(problem->id) + "/" + std::string(method.id);
            for (const int at : {0, 40, -1}) {
                if (at < 0)
                    session()->toEnd();
                else
                    session()->seek(at);
                session()->waitUntilIdle();
                expectNoSpaceInChinese(run + (at < 0 ? " at the end" : " at step " + std::to_string(at)));
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Chinese, ChineseSentences, testing::Values(QStringLiteral("zh_TW"), QStringLiteral("zh_CN")),
                         [](const testing::TestParamInfo<QString>& info) { return info.param.toStdString(); });

namespace {

/// The box a check box draws, as its style lays it out.
QRect checkBoxIndicator(const QCheckBox* box)
{
    QStyleOptionButton option;
    option.initFrom(box);
    return box->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, box);
}

/// The icon size of the window's Play menu (the menu holding the Step action).
int playMenuIconSize(MainWindow& window)
{
    for (QAction* top : window.menuBar()->actions())
        if (QMenu* menu = top->menu())
            for (const QAction* a : menu->actions())
                if (!a->icon().isNull())
                    return menu->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, menu);
    return 0;
}

/// The size of the arrow beside Step through: the button's icon size and its menu indicator.
QSize stepMenuArrow(SolutionPanel* panel)
{
    QToolButton* b = panel->stepMenuButton();
    return {b->iconSize().width(), b->style()->pixelMetric(QStyle::PM_MenuButtonIndicator, nullptr, b)};
}

/// How many pixels of a widget are drawn dark, as its words and arrows are (its frame is lighter).
int darkPixels(QWidget* widget)
{
    const QImage image = widget->grab().toImage();
    int dark = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            dark += qGray(image.pixel(x, y)) < 100 ? 1 : 0;
    return dark;
}

} // namespace

TEST(ProjectorParts, CheckBoxesMenuIconsAndTheArrowBesideStepThroughGrowWithTheProjectorsFont)
{
    test::freshStart();
    auto window = test::laptopWindow();
    auto* box = new QCheckBox(QStringLiteral("My solution"), window.get());
    box->show();
    SolutionPanel* panel = window->sidePanel()->solution();
    window->sidePanel()->setCurrentWidget(panel); // its buttons laid out at their size
    QApplication::processEvents();
    const int box0 = checkBoxIndicator(box).width();
    const int icon0 = playMenuIconSize(*window);
    const QSize arrow0 = stepMenuArrow(panel);
    const int drawn0 = darkPixels(panel->stepMenuButton());
    ASSERT_GT(drawn0, 0);
    ASSERT_GT(box0, 0);
    ASSERT_GT(icon0, 0);
    window->setPresentation(true);
    QApplication::processEvents();
    // The projector doubles the font: the parts drawn beside the words grow as much.
    EXPECT_GE(checkBoxIndicator(box).width(), box0 * 9 / 5) << box0;
    EXPECT_GE(playMenuIconSize(*window), icon0 * 9 / 5) << icon0;
    EXPECT_GE(stepMenuArrow(panel).width(), arrow0.width() * 9 / 5) << arrow0.width();
    EXPECT_GE(stepMenuArrow(panel).height(), arrow0.height() * 9 / 5) << arrow0.height();
    // As drawn, not only as measured: Qt's own arrow stays at 8 px whatever room it is given, so its
    // area must grow with the square of the font's growth (doubled: four times).
    EXPECT_GE(darkPixels(panel->stepMenuButton()), drawn0 * 3) << drawn0;
    window->setPresentation(false);
    QApplication::processEvents();
    EXPECT_EQ(checkBoxIndicator(box).width(), box0);
}
