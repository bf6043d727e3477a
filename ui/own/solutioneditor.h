// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <Qsci/qsciscintilla.h>

#include <QFont>
#include <QMap>
#include <QTimer>

#include <memory>
#include <vector>

class QsciLexer;
class QsciStyle;

namespace sb::program {
struct Diagnostic;
}

namespace sb::ui {

/// The editor of "My solution": the student's program in the code's font, with the compiler's errors
/// marked on their lines and their words under them, breakpoints in the margin (a click, F9), and
/// the line about to run marked while it is stepped. Its text is kept per problem and language
/// beside the settings, written whole a moment after typing stops; a problem starts from its start
/// text (reading the input, printing an answer).
class SolutionEditor : public QsciScintilla {
    Q_OBJECT
public:
    enum class Language { Cpp, Python };

    explicit SolutionEditor(QWidget* parent = nullptr);
    ~SolutionEditor() override;

    Language language() const { return m_language; }
    bool python() const { return m_language == Language::Python; }
    /// The problem whose text is in the editor.
    const QString& problem() const { return m_problem; }
    /// Keeps the text, then puts the kept text of `problem` in its chosen language in the editor.
    void load(const QString& problem);
    /// Keeps the text, chooses `language` for the problem, and loads its kept text.
    void setLanguage(Language language);
    /// Puts `text` in the editor in `language`, and keeps it (a file opened).
    void setProgram(const QString& text, Language language);
    /// Where the text of `problem` in `language` is kept.
    static QString keptPath(const QString& problem, Language language);
    static QString extensionOf(Language language);
    /// Writes the text kept now (the window's end, a test), and, after the student's own edits, starts
    /// making ready what stepping it would wait for (prepareForStepping).
    void keepNow();
    /// The problem's start text in the language chosen.
    QString startingText() const;
    /// Puts the problem's start text back (one undo takes it back).
    void startText();

    /// Marks the compiler's errors on their lines, their words under them, the caret on the first.
    void markErrors(const std::vector<program::Diagnostic>& diagnostics);
    void clearMarks();
    /// The 1-based lines marked with a compiler's error.
    QList<int> errorLines() const;
    /// The message shown under a marked line; empty when none.
    QString annotationAt(int line) const;

    /// Marks the 1-based line about to run (0: none) and scrolls to it when it is off screen.
    void markLine(int line);
    int markedLine() const { return m_markedLine; }
    /// Scrolls to the marked line when it is off screen.
    void showMarkedLine();

    /// Sets or takes away a breakpoint on a 1-based line; false when there is no such line.
    bool toggleBreakpointMark(int line);
    QList<int> breakpointLines() const;
    /// Marks exactly these 1-based lines as breakpoints (the stepper's while stepping).
    void setBreakpointLines(const QList<int>& lines);

    /// The projector's type (twice the size), and while stepping a projector the code's type made smaller.
    void setPresentation(bool on);
    void setCodeScale(double scale);
    const QFont& codeFont() const { return m_font; }

signals:
    /// A problem's kept text, or another language's, is in the editor.
    void loaded();
    /// The code's font changed (the panel sets the run's boxes in it).
    void codeFontChanged(const QFont& font);

private:
    /// For a C++ program: starts building the probes' runtime, and the precompiled <bits/stdc++.h> where
    /// the program includes it, in the background and once (program::probed::prepare, prepareHeaders).
    void prepareForStepping(const QString& program) const;

    void applyFont();
    void defineMarkers();
    QString wrapped(const QString& note, int indent) const;

    std::unique_ptr<QsciLexer> m_cpp;
    std::unique_ptr<QsciLexer> m_python;
    std::unique_ptr<QsciStyle> m_errorStyle; ///< a compile error's message under its line
    QMap<int, QString> m_annotations;
    QFont m_font;
    bool m_presenting = false;
    double m_codeScale = 1.0; ///< on a projector while stepping, the code's type made smaller to show 12 lines
    int m_markedLine = 0;
    Language m_language = Language::Cpp;
    QString m_problem;  ///< the problem the text belongs to
    QString m_keptText; ///< the text as last kept
    QTimer m_keep;
    bool m_loading = false;
};

} // namespace sb::ui
