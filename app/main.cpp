// SPDX-License-Identifier: GPL-3.0-or-later
// stepboard: the window. See README.md for the options.
#include "climessages.h"
#include "compare/compareview.h"
#include "export/gifcommandline.h"
#include "widgets/inputpanel.h"
#include "common/language.h"
#include "window/mainwindow.h"
#include "compare/comparecontroller.h"
#include "lesson/lessoncontroller.h"
#include "window/screenshot.h"
#include "run/session.h"
#include "common/settingscheck.h"
#include "headers.h"
#include "pack.h"
#include "packs/packcompare.h"
#include "packs/packcontroller.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QTextStream>

#include <cstring>
#include <filesystem>
#include <optional>

namespace {

bool wantsScreenshot(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--screenshot") == 0 || std::strncmp(argv[i], "--screenshot=", 13) == 0)
            return true;
    return false;
}

int fail(const QString& message)
{
    QTextStream(stderr) << "stepboard: " << message << '\n';
    return 1;
}

/// The size --size asks for, when it is WxH between 200x150 and the largest screenshot.
std::optional<QSize> screenshotSize(const QString& text)
{
    const QStringList wh = text.split(QLatin1Char('x'));
    bool wOk = false, hOk = false;
    const int w = wh.value(0).toInt(&wOk), h = wh.value(1).toInt(&hOk);
    if (wh.size() != 2 || !wOk || !hOk || w < 200 || h < 150 || w > sb::ui::kMaxScreenshotSide ||
        h > sb::ui::kMaxScreenshotSide)
        return std::nullopt;
    return QSize(w, h);
}

/// The step --step asks for, when it is a whole number, 0 or more.
std::optional<quint64> stepNumber(const QString& text)
{
    bool ok = false;
    const quint64 n = text.toULongLong(&ok);
    if (!ok || text.trimmed().startsWith(QLatin1Char('-')) || text.trimmed().startsWith(QLatin1Char('+')))
        return std::nullopt;
    return n;
}

/// Prints an input error as stepboard-cli does, so a script tells a bad input by the same line.
void printInputError(const sb::ProblemDesc& problem, const sb::InputError& e)
{
    QTextStream(stderr) << "input:" << e.line << ':' << e.column << ": " << QString::fromStdString(sb::describe(problem, e))
                        << '\n';
}

/// The window's command line: every option, added to `parser` (with --help and --version).
struct WindowOptions {
    explicit WindowOptions(QCommandLineParser& parser)
    {
        parser.setApplicationDescription(
            QStringLiteral("Board and card game algorithms, step by step beside their code."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({problem, method, input, lang, step, present, compare, shot, size, predict});
        gif.addTo(parser);
        parser.addPositionalArgument(QStringLiteral("lesson"),
                                     QStringLiteral("A lesson file to open; the options above act after it."),
                                     QStringLiteral("[LESSON.stepboard]"));
    }
    const QCommandLineOption problem{QStringLiteral("problem"), QStringLiteral("Problem to open."), QStringLiteral("P")};
    const QCommandLineOption method{QStringLiteral("method"), QStringLiteral("Method to run."), QStringLiteral("M")};
    const QCommandLineOption input{QStringLiteral("input"), QStringLiteral("Input file."), QStringLiteral("FILE")};
    const QCommandLineOption lang{QStringLiteral("lang"), QStringLiteral("Language: zh_TW, zh_CN, vi or en."),
                                  QStringLiteral("L")};
    const QCommandLineOption step{QStringLiteral("step"), QStringLiteral("Go to step N."), QStringLiteral("N")};
    const QCommandLineOption present{QStringLiteral("present"), QStringLiteral("Projector mode.")};
    const QCommandLineOption compare{QStringLiteral("compare"),
                                     QStringLiteral("Two or three methods side by side, at the same moment."),
                                     QStringLiteral("M1,M2[,M3]")};
    const QCommandLineOption shot{QStringLiteral("screenshot"), QStringLiteral("Render to a PNG and exit."),
                                  QStringLiteral("OUT.png")};
    const QCommandLineOption size{QStringLiteral("size"), QStringLiteral("Screenshot size."), QStringLiteral("WxH"),
                                  QStringLiteral("1600x1000")};
    const QCommandLineOption predict{QStringLiteral("predict"),
                                     QStringLiteral("Guess first: before each event, ask what will happen.")};
    const sb::ui::GifCommandLine gif;
};

/// --help, -h, --help-all or --version: answered with no display, before the window's application is made.
bool wantsHelpOrVersion(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i)
        for (const char* asked : {"--help", "-h", "--help-all", "--version", "-v", "-?"})
            if (std::strcmp(argv[i], asked) == 0)
                return true;
    return false;
}

void nameApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("StepBoard"));
    QCoreApplication::setApplicationName(QStringLiteral("StepBoard"));
    QCoreApplication::setApplicationVersion(QStringLiteral(STEPBOARD_VERSION));
}

/// The window on a problem pack (--problem PACK): its method (a number or a mistake's id), an input
/// file in place of its first sample, a step; then the window, its picture, or an animation of its board.
int runPack(const QCommandLineParser& parser, const WindowOptions& o, sb::ui::MainWindow& window,
            sb::ui::PackController& pack, bool screenshot, std::optional<QSize> shotSize)
{
    if (parser.isSet(o.method) && !pack.chooseNamed(parser.value(o.method))) {
        QStringList names;
        for (const sb::ui::MethodChoice& c : pack.choices())
            names << (c.correct ? c.id.mid(c.id.lastIndexOf(QLatin1Char('-')) + 1) : c.id);
        return fail(QStringLiteral("unknown method '%1'; %2 has %3")
                        .arg(parser.value(o.method), pack.folder(), names.join(QStringLiteral(", "))));
    }
    if (parser.isSet(o.input)) {
        QFile file(parser.value(o.input));
        if (!file.open(QIODevice::ReadOnly))
            return fail(QStringLiteral("cannot read %1: %2").arg(parser.value(o.input), file.errorString()));
        pack.setInput(QString::fromUtf8(file.readAll()));
    }
    if (const std::optional<quint64> step = stepNumber(parser.value(o.step)); parser.isSet(o.step) && step)
        pack.goToStep(*step);
    if (parser.isSet(o.compare)) {
        // Methods by number ("1,3") or mistakes by id, side by side from the move the step is in.
        QStringList choices;
        for (const QString& name : parser.value(o.compare).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool number = false;
            const int method = name.trimmed().toInt(&number);
            choices << (number ? sb::ui::PackController::methodChoiceId(method) : name.trimmed());
        }
        pack.waitForRecording();
        if (!window.openPackCompare(choices))
            return fail(QStringLiteral("--compare wants two or three of %1's methods or mistakes").arg(pack.folder()));
    }
    if (parser.isSet(o.predict)) {
        pack.waitForRecording();
        window.setPredicting(true); // the question for the line about to run, where it changes a cell
    }
    const bool present = parser.isSet(o.present);
    if (o.gif.wanted(parser))
        return o.gif.run(parser, window, parser.isSet(o.size) ? parser.value(o.size) : QString(), present);
    if (!screenshot) {
        window.show();
        if (present)
            window.setPresentation(true);
        return QApplication::exec();
    }
    if (!shotSize)
        return fail(QStringLiteral("--size wants WxH"));
    pack.waitForRecording();
    if (window.packCompare() && window.packCompare()->isOpen())
        window.packCompare()->waitForRecordings();
    QString why;
    if (!sb::ui::saveScreenshot(window, *shotSize, present, parser.value(o.shot), &why))
        return fail(QStringLiteral("cannot write %1: %2").arg(parser.value(o.shot), why));
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    if (wantsHelpOrVersion(argc, argv)) {
        QCoreApplication app(argc, argv);
        nameApplication();
        QCommandLineParser parser;
        const WindowOptions options(parser);
        parser.process(app); // prints the help or the version and ends the program
        return 0;
    }
    const bool screenshot = wantsScreenshot(argc, argv) || sb::ui::GifCommandLine::asked(argc, argv);
    if (screenshot && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen"); // a screenshot needs no display
    QApplication app(argc, argv);
    nameApplication();
    QApplication::setDesktopFileName(QStringLiteral("org.stepboard.StepBoard"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/stepboard.svg")));
    sb::program::setHeaderCache(sb::program::defaultHeaderCache());

    QCommandLineParser parser;
    const WindowOptions o(parser);
    const QCommandLineOption &problem = o.problem, &method = o.method, &input = o.input, &lang = o.lang, &step = o.step,
                             &present = o.present, &compare = o.compare, &shot = o.shot, &size = o.size,
                             &predict = o.predict;
    const sb::ui::GifCommandLine& gif = o.gif;
    parser.process(app);
    // Checked before the window is made: a wrong size fails at once.
    const std::optional<QSize> shotSize = screenshotSize(parser.value(size));
    const auto badSize = [] {
        return fail(QStringLiteral("--size wants WxH, from 200x150 to %1x%1").arg(sb::ui::kMaxScreenshotSide));
    };
    if (parser.isSet(shot) && !shotSize)
        return badSize();
    const std::optional<quint64> stepAsked = stepNumber(parser.value(step));
    if (parser.isSet(step) && !stepAsked)
        return fail(QStringLiteral("--step wants a whole number, 0 or more, not '%1'").arg(parser.value(step)));
    if (parser.positionalArguments().size() > 1)
        return fail(QStringLiteral("one lesson at a time; %1 were given: %2")
                        .arg(parser.positionalArguments().size())
                        .arg(parser.positionalArguments().join(QLatin1Char(' '))));

    // A screenshot neither reads nor changes the remembered settings.
    std::optional<sb::ui::ScratchSettings> scratch;
    if (screenshot)
        scratch.emplace();

    // Settings that cannot be read are moved aside before anything reads them: defaults, not a half-read file.
    const QString settingsMovedTo = screenshot ? QString() : sb::ui::setAsideUnreadableSettings();
    const QString code = parser.isSet(lang) ? parser.value(lang) : sb::ui::language::remembered();
    if (!sb::ui::language::apply(code))
        return fail(QStringLiteral("unknown language '%1'").arg(code));

    sb::ui::MainWindow window;
    sb::ui::Session* session = window.session();
    if (!settingsMovedTo.isEmpty()) {
        QTextStream(stderr) << "stepboard: " << sb::ui::unreadableSettingsMessage(settingsMovedTo) << '\n';
        window.lessons()->showSettingsNotice(settingsMovedTo);
    } else if (parser.positionalArguments().isEmpty() && !screenshot) {
        window.lessons()->recoverUnsaved(); // changes a crash or a kill left unsaved
    }
    if (!parser.positionalArguments().isEmpty()) {
        const bool opened = window.lessons()->open(parser.positionalArguments().constFirst());
        if (!window.lessons()->message().isEmpty())
            QTextStream(stderr) << "stepboard: " << window.lessons()->message() << '\n';
        if (!opened && screenshot)
            return 1;
        if (parser.isSet(lang))
            window.setLanguage(code);
    }
    // A problem is a built-in one's id, or a pack: its folder, or the name of one found.
    sb::ui::PackController* pack = nullptr;
    if (parser.isSet(problem) && !session->setProblem(parser.value(problem))) {
        std::string refused;
        const std::optional<std::filesystem::path> folder = sb::pack::findPack(parser.value(problem).toStdString(), &refused);
        if (!refused.empty())
            return fail(QStringLiteral("cannot open problem '%1': %2").arg(parser.value(problem), QString::fromStdString(refused)));
        if (!folder)
            return fail(QStringLiteral("unknown problem '%1'").arg(parser.value(problem)));
        QString why;
        if (!window.openPack(QString::fromStdString(folder->string()), &why))
            return fail(QStringLiteral("cannot open problem '%1':\n%2").arg(parser.value(problem), why));
        pack = window.packs();
    }
    if (pack)
        return runPack(parser, o, window, *pack, screenshot, shotSize);
    if (parser.isSet(input) && !window.openInputFile(parser.value(input))) {
        // The window opens on the input it had, and says why the file was not taken.
        if (screenshot)
            return fail(window.inputPanel()->fileMessage());
        QTextStream(stderr) << "stepboard: " << window.inputPanel()->fileMessage() << '\n';
    }
    if (parser.isSet(method) && !session->setMethod(parser.value(method)))
        return fail(QStringLiteral("unknown method '%1'").arg(parser.value(method)));
    std::optional<QStringList> compareMethods;
    if (parser.isSet(compare)) {
        compareMethods = sb::ui::CompareView::parseMethods(parser.value(compare), session->problemId());
        if (!compareMethods)
            return fail(QStringLiteral("--compare wants two or three different methods of %1, like %2")
                            .arg(session->problemId(), sb::ui::CompareView::defaultMethods(session->problemId(), {})
                                                           .join(QLatin1Char(','))));
    }
    if (stepAsked)
        session->seek(*stepAsked); // a far step goes on in slices, the window showing how far it has got
    // Guess first, and the panes side by side at the moment the step stands in, once the run is there.
    session->whenIdle(&window, [&window, predicting = parser.isSet(predict), compareMethods] {
        if (predicting)
            window.setPredicting(true);
        if (compareMethods)
            window.sideBySide()->open(*compareMethods);
    });

    if (gif.wanted(parser))
        return gif.run(parser, window, parser.isSet(size) ? parser.value(size) : QString(),
                       parser.isSet(present) || window.presentation() || window.lessons()->presenting());
    if (!screenshot) {
        window.show();
        if (parser.isSet(present) || window.lessons()->presenting())
            window.setPresentation(true);
        return app.exec();
    }

    if (!shotSize)
        return badSize();
    QString why;
    if (!sb::ui::saveScreenshot(window, *shotSize, parser.isSet(present) || window.lessons()->presenting(), parser.value(shot),
                                &why))
        return fail(QStringLiteral("cannot write %1: %2").arg(parser.value(shot), why));
    // The picture shows the error; the exit status and stderr tell a script, as stepboard-cli does.
    if (const sb::InputError* error = session->inputError()) {
        printInputError(session->problem(), *error);
        return 2;
    }
    return 0;
}
