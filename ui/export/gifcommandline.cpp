// SPDX-License-Identifier: GPL-3.0-or-later
#include "gifcommandline.h"

#include "export/boardframes.h"
#include "widgets/windowareas.h"
#include "run/packkeeper.h"
#include "run/session.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QTextStream>

#include <cstring>

namespace sb::ui {

namespace {

int fail(const QString& message)
{
    QTextStream(stderr) << "stepboard: " << message << '\n';
    return 1;
}

} // namespace

GifCommandLine::GifCommandLine()
    : m_out(QStringLiteral("export-gif"), QStringLiteral("Render steps or moves to an animated GIF and exit."),
            QStringLiteral("OUT.gif")),
      m_from(QStringLiteral("from"), QStringLiteral("First step (or move) of the GIF."), QStringLiteral("A")),
      m_to(QStringLiteral("to"), QStringLiteral("Last step (or move) of the GIF."), QStringLiteral("B")),
      m_moves(QStringLiteral("moves"), QStringLiteral("--from and --to count moves: one frame a move.")),
      m_fps(QStringLiteral("fps"), QStringLiteral("GIF frames per second."), QStringLiteral("F"), QStringLiteral("5"))
{
}

void GifCommandLine::addTo(QCommandLineParser& parser) const
{
    parser.addOptions({m_out, m_from, m_to, m_moves, m_fps});
}

bool GifCommandLine::wanted(const QCommandLineParser& parser) const
{
    return parser.isSet(m_out);
}

bool GifCommandLine::asked(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--export-gif") == 0 || std::strncmp(argv[i], "--export-gif=", 13) == 0)
            return true;
    return false;
}

int GifCommandLine::run(const QCommandLineParser& parser, const WindowAreas& window, const QString& size,
                        bool present) const
{
    bool fromOk = false, toOk = false, fpsOk = false;
    AnimationRequest r;
    r.from = parser.value(m_from).toULongLong(&fromOk);
    r.to = parser.value(m_to).toULongLong(&toOk);
    r.fps = parser.value(m_fps).toDouble(&fpsOk);
    if (!fromOk || !toOk || r.to < r.from)
        return fail(QStringLiteral("--export-gif wants --from A --to B, with A <= B"));
    if (!fpsOk || r.fps < 0.1 || r.fps > 50)
        return fail(QStringLiteral("--fps wants a number of frames per second from 0.1 to 50"));
    const QStringList wh = (size.isEmpty() ? QStringLiteral("800x600") : size).split(QLatin1Char('x'));
    r.size = QSize(wh.value(0).toInt(), wh.value(1).toInt());
    if (wh.size() != 2 || r.size.width() < 16 || r.size.height() < 16 || r.size.width() > 4096
        || r.size.height() > 4096)
        return fail(QStringLiteral("--size wants WxH, from 16x16 to 4096x4096"));
    r.moves = parser.isSet(m_moves);
    r.presentation = present;
    const Session* session = window.session();
    r.problem = session->problemId();
    r.method = session->methodId();
    r.input = session->inputText();
    // A problem pack's run, once recorded.
    if (PackKeeper* packs = window.packKeeper(); packs->packPlace()) {
        packs->waitForPackRecording();
        r.drawn = packs->packBoards(present);
        if (!r.drawn)
            return fail(QStringLiteral("the problem pack's run has nothing recorded to draw"));
    }
    // The command line has nothing else to do: it runs the writer's turns until the file is whole.
    AnimationWriter writer(r, parser.value(m_out));
    QEventLoop loop;
    bool written = false;
    QString error;
    QObject::connect(&writer, &AnimationWriter::finished, &loop, [&](bool ok, const QString& why) {
        written = ok;
        error = why;
        loop.quit();
    });
    writer.start();
    if (writer.running())
        loop.exec();
    if (!written)
        return fail(QStringLiteral("cannot write %1: %2").arg(parser.value(m_out), error));
    return 0;
}

} // namespace sb::ui
