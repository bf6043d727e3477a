// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/inputfile.h"
#include "run/session.h"
#include "widgets/inputkeeper.h"

#include <Qsci/qscistyle.h>

#include <QFutureWatcher>
#include <QThreadPool>
#include <QTimer>
#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QPushButton;
class QsciScintilla;

namespace sb::ui {

class Session;
class TypedKeys;

/// The input the method reads, editable like a judge's stdin: built-in
/// samples, a random input maker (the problem's own), and errors marked at their line. While
/// the text has an error, the last good run stays on screen. The text is kept
/// between runs of the app. The editor is a Scintilla one: a game of 300000
/// moves loads in a blink, where a plain text box takes seconds.
///
/// Typing costs only the editor's own work: after a pause the text is parsed on another
/// thread, and while typing goes on it is written to disk on another thread at most a
/// second after the first unwritten key. A parse whose text has been edited since is
/// dropped (the newer text is parsed next), and only one parse and one write are under
/// way at a time. The panel's end waits for a write under way and writes what is newer.
/// On a large text, plain characters typed go in at the window's next turn, with any typed
/// after them meanwhile: keys that come faster than the editor takes them go in together.
class InputPanel : public QWidget {
    Q_OBJECT
public:
    explicit InputPanel(Session* session, QWidget* parent = nullptr);
    ~InputPanel() override;

    QsciScintilla* editor() const { return m_editor; }
    QString text() const;
    QString errorText() const;
    /// The 1-based line marked as wrong, 0 when none.
    int markedLine() const;
    int sampleCount() const;
    void loadSample(int index);
    /// Replaces the text, NUL characters included (the editor's own setText stops at the first).
    void setText(const QString& text);
    /// Loads an input file with the reader the command line uses. False, with fileMessage()
    /// saying why, for a folder, a file too large or one that cannot be read: the text stays.
    bool openFile(const QString& path);
    /// Why the last file asked for was not loaded, in the current language; empty when it was.
    QString fileMessage() const;
    /// The message shown above the input about a file (one that could not be opened, or the
    /// input kept from last time that could not be read back); empty when none is shown.
    QString shownFileMessage() const;
    /// "Open an input file…": asks for a file and loads it with openFile(), for the File menu.
    QAction* openFileAction() const { return m_openFile; }
    /// Parses the text now instead of after the typing pause, and writes it to disk: both done
    /// when it returns.
    void reparseNow();
    /// Nothing is waiting to be parsed or written: the last edit is on screen and on disk.
    bool settled() const;
    /// The panel's own threads, where the text is parsed and written: not the shared pool, so
    /// that neither waits behind a long scan of the run (and a test can hold them).
    QThreadPool* workers() { return &m_workers; }
    void setPresentation(bool on);
    /// The title the sample list shows: a sample's, or the one for an input of one's own.
    QString shownSample() const;

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Starts the parse of the text as it is now on another thread (after the typing pause).
    void reparse();
    void onParsed();
    /// Shows a parse of the text as it is now: the run restarts on it, or its error is marked.
    void applyParsed(const ParsedInput& parsed);
    void showError();
    void openGenerator();
    void retranslate();
    void onRunChanged();
    /// Shows which sample the text is, or none when it is an input of one's own.
    void matchSample(const QString& text);
    /// Reads the problem's built-in inputs once, when the problem changes.
    void readSamples();
    /// The file that keeps the text between runs (inputs reach megabytes: not a setting).
    QString savedPath() const;
    /// The editor's text as UTF-8, with its NULs: one copy.
    QByteArray bytes() const;

    void showFileMessage();
    void askForFile();

    Session* m_session;
    QComboBox* m_samples;
    QPushButton* m_random;
    QsciScintilla* m_editor;
    QLabel* m_error;
    QLabel* m_fileMessage;
    QAction* m_openFile;
    TypedKeys* m_typedKeys; ///< keys typed into a large text, given to the editor together
    QString m_failedPath;      ///< the file that could not be loaded, empty when none
    ReadFailure m_failure{};   ///< why
    QTimer m_reparse;
    QString m_keptMovedTo;     ///< where an unreadable kept input was moved, empty when none
    int m_marked = 0;
    QsciStyle m_errorStyle{244}; ///< the annotation under the line an error names (a number of this editor's own)
    QThreadPool m_workers;
    quint64 m_edits = 0;       ///< edits of the text so far: a parse or a write knows which text it has
    quint64 m_shownEdits = 0;  ///< m_edits of the text the run and the error mark show
    QFutureWatcher<ParsedInput> m_parse; ///< the parse under way
    bool m_parsing = false;
    quint64 m_parsingEdits = 0; ///< m_edits when the parse under way took the text
    InputKeeper m_keeper; ///< the text on disk for next time
    QString m_problem; ///< the problem the text belongs to
    QStringList m_sampleTexts; ///< the problem's built-in inputs, in the list's order
};

} // namespace sb::ui
