// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/inputfile.h"

#include <QTimer>
#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QPushButton;
class QsciScintilla;

namespace sb::ui {

class Session;

/// The input the method reads, editable like a judge's stdin: built-in
/// samples, a random input maker (the problem's own), and errors marked at their line. While
/// the text has an error, the last good run stays on screen. The text is kept
/// between runs of the app. The editor is a Scintilla one: a game of 300000
/// moves loads in a blink, where a plain text box takes seconds.
class InputPanel : public QWidget {
    Q_OBJECT
public:
    explicit InputPanel(Session* session, QWidget* parent = nullptr);

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
    /// Parses the text now instead of after the typing pause.
    void reparseNow();
    void setPresentation(bool on);
    /// The title the sample list shows: a sample's, or the one for an input of one's own.
    QString shownSample() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void reparse();
    void showError();
    void openGenerator();
    void retranslate();
    void onRunChanged();
    /// Shows which sample the text is, or none when it is an input of one's own.
    void matchSample();
    /// Reads the problem's built-in inputs once, when the problem changes.
    void readSamples();
    /// The file that keeps the text between runs (inputs reach megabytes: not a setting).
    QString savedPath() const;
    void save(const QString& text);
    /// The text kept from last time for this problem; empty, with the file moved aside and
    /// m_keptMovedTo set, when it cannot be read back.
    QString readKept();

    void showFileMessage();
    void askForFile();

    Session* m_session;
    QComboBox* m_samples;
    QPushButton* m_random;
    QsciScintilla* m_editor;
    QLabel* m_error;
    QLabel* m_fileMessage;
    QAction* m_openFile;
    QString m_failedPath;      ///< the file that could not be loaded, empty when none
    ReadFailure m_failure{};   ///< why
    QTimer m_reparse;
    QTimer m_keep;             ///< writes the text kept for next time while typing goes on
    QString m_keptMovedTo;     ///< where an unreadable kept input was moved, empty when none
    int m_marked = 0;
    QString m_saved;   ///< the text as last written to savedPath()
    QString m_problem; ///< the problem the text belongs to
    QStringList m_sampleTexts; ///< the problem's built-in inputs, in the list's order
};

} // namespace sb::ui
