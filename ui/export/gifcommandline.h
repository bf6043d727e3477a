// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineOption>
#include <QString>

class QCommandLineParser;

namespace sb::ui {

class WindowAreas;

/// The command line's animation: `--export-gif OUT.gif --from A --to B [--moves] [--size WxH] [--fps F]`
/// writes the run the other options set up, drawn offscreen, and exits.
class GifCommandLine {
public:
    GifCommandLine();
    void addTo(QCommandLineParser& parser) const;
    bool wanted(const QCommandLineParser& parser) const;
    /// Writes the GIF of the window's run; the exit status, with the reason on stderr.
    /// `size` is the --size given, empty for the default 800x600.
    int run(const QCommandLineParser& parser, const WindowAreas& window, const QString& size, bool present) const;

    /// True when an argument asks for a GIF: the program then needs no display.
    static bool asked(int argc, char** argv);

private:
    QCommandLineOption m_out;
    QCommandLineOption m_from;
    QCommandLineOption m_to;
    QCommandLineOption m_moves;
    QCommandLineOption m_fps;
};

} // namespace sb::ui
