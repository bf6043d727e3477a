// SPDX-License-Identifier: GPL-3.0-or-later
// stepboard: the window. See README.md for the options.
#include "compare/compareview.h"
#include "export/gifcommandline.h"
#include "inputpanel.h"
#include "language.h"
#include "mainwindow.h"
#include "screenshot.h"
#include "session.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstring>
#include <memory>

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

} // namespace

int main(int argc, char** argv)
{
    const bool screenshot = wantsScreenshot(argc, argv) || sb::ui::GifCommandLine::asked(argc, argv);
    if (screenshot && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen"); // a screenshot needs no display
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("StepBoard"));
    QApplication::setApplicationName(QStringLiteral("StepBoard"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Board and card game algorithms, step by step beside their code."));
    parser.addHelpOption();
    const QCommandLineOption problem(QStringLiteral("problem"), QStringLiteral("Problem to open."), QStringLiteral("P"));
    const QCommandLineOption method(QStringLiteral("method"), QStringLiteral("Method to run."), QStringLiteral("M"));
    const QCommandLineOption input(QStringLiteral("input"), QStringLiteral("Input file."), QStringLiteral("FILE"));
    const QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("Language: zh_TW, zh_CN, vi or en."),
                                  QStringLiteral("L"));
    const QCommandLineOption step(QStringLiteral("step"), QStringLiteral("Go to step N."), QStringLiteral("N"));
    const QCommandLineOption present(QStringLiteral("present"), QStringLiteral("Projector mode."));
    const QCommandLineOption compare(QStringLiteral("compare"),
                                     QStringLiteral("Two or three methods side by side, at the same moment."),
                                     QStringLiteral("M1,M2[,M3]"));
    const QCommandLineOption shot(QStringLiteral("screenshot"), QStringLiteral("Render to a PNG and exit."),
                                  QStringLiteral("OUT.png"));
    const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Screenshot size."), QStringLiteral("WxH"),
                                  QStringLiteral("1600x1000"));
    const QCommandLineOption predict(QStringLiteral("predict"),
                                     QStringLiteral("Guess first: before each event, ask what will happen."));
    parser.addOptions({problem, method, input, lang, step, present, compare, shot, size, predict});
    const sb::ui::GifCommandLine gif;
    gif.addTo(parser);
    parser.addPositionalArgument(QStringLiteral("lesson"), QStringLiteral("A lesson file to open; the options above act after it."),
                                 QStringLiteral("[LESSON.stepboard]"));
    parser.process(app);

    // A screenshot neither reads nor changes the remembered settings.
    std::unique_ptr<QTemporaryDir> scratch;
    if (screenshot) {
        scratch = std::make_unique<QTemporaryDir>();
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, scratch->path());
    }

    const QString code = parser.isSet(lang) ? parser.value(lang) : sb::ui::language::remembered();
    if (!sb::ui::language::apply(code))
        return fail(QStringLiteral("unknown language '%1'").arg(code));

    sb::ui::MainWindow window;
    sb::ui::Session* session = window.session();
    if (!parser.positionalArguments().isEmpty()) {
        const bool opened = window.openLesson(parser.positionalArguments().constFirst());
        if (!window.lessonMessage().isEmpty())
            QTextStream(stderr) << "stepboard: " << window.lessonMessage() << '\n';
        if (!opened && screenshot)
            return 1;
        if (parser.isSet(lang))
            window.setLanguage(code);
    }
    if (parser.isSet(problem) && !session->setProblem(parser.value(problem)))
        return fail(QStringLiteral("unknown problem '%1'").arg(parser.value(problem)));
    if (parser.isSet(input)) {
        QFile file(parser.value(input));
        if (!file.open(QIODevice::ReadOnly))
            return fail(QStringLiteral("cannot read %1").arg(parser.value(input)));
        window.inputPanel()->setText(QString::fromUtf8(file.readAll()));
        window.inputPanel()->reparseNow();
    }
    if (parser.isSet(method) && !session->setMethod(parser.value(method)))
        return fail(QStringLiteral("unknown method '%1'").arg(parser.value(method)));
    if (parser.isSet(step))
        session->seek(parser.value(step).toULongLong());
    if (parser.isSet(predict)) {
        session->waitUntilIdle();
        window.setPredicting(true);
    }
    if (parser.isSet(compare)) {
        // The panes open at the moment the step above stands in.
        session->waitUntilIdle();
        const auto methods = sb::ui::CompareView::parseMethods(parser.value(compare), session->problemId());
        if (!methods || !window.compare(*methods))
            return fail(QStringLiteral("--compare wants two or three different methods of %1, like %2")
                            .arg(session->problemId(), sb::ui::CompareView::defaultMethods(session->problemId(), {})
                                                           .join(QLatin1Char(','))));
    }

    if (gif.wanted(parser))
        return gif.run(parser, window, parser.isSet(size) ? parser.value(size) : QString(),
                       parser.isSet(present) || window.presentation() || window.lessonPresenting());
    if (!screenshot) {
        window.show();
        if (parser.isSet(present) || window.lessonPresenting())
            window.setPresentation(true);
        return app.exec();
    }

    const QStringList wh = parser.value(size).split(QLatin1Char('x'));
    const int w = wh.value(0).toInt(), h = wh.value(1).toInt();
    if (wh.size() != 2 || w < 200 || h < 150)
        return fail(QStringLiteral("--size wants WxH, at least 200x150"));
    if (!sb::ui::saveScreenshot(window, QSize(w, h), parser.isSet(present) || window.lessonPresenting(), parser.value(shot)))
        return fail(QStringLiteral("cannot write %1").arg(parser.value(shot)));
    return 0;
}
