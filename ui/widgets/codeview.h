// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <memory>

class QsciScintilla;
class QLabel;
class QTabBar;

namespace sb::ui {

class ProgramCode;
class RunSource;
class Session;
class WrapLabel;
struct Theme;

/// The listing of the current method, in C++ or Python by a tab, with its
/// comments in the window's language and its anchor markers hidden; or, while
/// a student's program is stepped, that program. The line that runs is
/// highlighted and kept in view, each line shows how often it has run, a click
/// in the margin sets a breakpoint, and the running line carries the values of
/// the variables it changed: all read from the run (RunSource), whichever it is.
class CodeView : public QWidget {
    Q_OBJECT
public:
    enum class Code { Cpp, Python };

    explicit CodeView(Session* session, QWidget* parent = nullptr);
    ~CodeView() override;

    void setCode(Code code);
    /// The language of the method's listing (the tab chosen), also while a program is shown.
    Code code() const;
    /// While a student's program is stepped, the view shows it in place of the method's listing, its
    /// lines marked from its own run; null: the method's listing again.
    void setProgram(ProgramCode* program);
    ProgramCode* program() const;
    /// The run the marks are read from: the program's while one is shown, else the session's.
    RunSource* source() const;
    /// The 1-based line that just ran, highlighted with its values, 0 when none.
    int currentLine() const;
    /// The 1-based line that runs next, where a debugger's arrow stands; 0 at the end.
    int nextLine() const;
    /// Whether 1-based `line` of the listing is in sight, whole, in the editor.
    bool lineInView(int line) const;
    /// Marks the line the caller at `depth` on the call stack waits on (its call), as a debugger
    /// does when that frame is chosen; the innermost frame (or 0) marks none. The next step clears it.
    void showFrame(int depth);
    /// The line marked by showFrame(), 0 when none.
    int frameLine() const;
    /// The text shown (comments translated, markers hidden).
    QString text() const;
    /// The execution count shown beside a 1-based line, empty if none.
    QString countAt(int line) const;
    /// Toggles the breakpoint of a 1-based line, as a click in its margin does;
    /// false if the line is not one the method can stop on.
    bool toggleBreakpointAt(int line);
    bool hasBreakpointMarker(int line) const;
    /// The method's own breakpoints, by 1-based line of its listing, also while a program is shown
    /// in its place; and one set or taken away there (false: a line it cannot stop on).
    QList<int> listingBreakpoints() const;
    bool toggleListingBreakpoint(int line);
    void setPresentation(bool on);
    /// The values shown inline under the running line ("last_r = 2").
    QString annotation() const;
    /// The font family the code is drawn in: Scintilla takes one family per
    /// style, so in Chinese it must be the CJK monospace face of the language.
    QString codeFamily() const;
    QsciScintilla* editor() const { return m_editor; }
    /// What the two arrows mean; on a projector the side panel shows it beside the call stack.
    QLabel* legend() const;
    /// The legend back under the code.
    void takeBackLegend();
    /// Beside the call stack the legend keeps to one line: as wide as its words need, in its
    /// font, in any language.
    void setLegendOnOneLine(bool on);

signals:
    void codeChanged(sb::ui::CodeView::Code code);
    /// A program is shown in place of the listing, or (null) the listing again.
    void programChanged(sb::ui::ProgramCode* program);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    enum Margin { NumberMargin = 0, MarkerMargin = 1 };
    // Drawn in this order: the arrow of the line that runs next lies over a breakpoint's circle.
    enum Marker { CurrentLine = 0, CurrentArrow = 1, Breakpoint = 2, NextArrow = 3, FrameLine = 4 };
    void reload();
    /// The listing of the method on screen, its comments in the window's language.
    void loadListing();
    /// Whether the code shown is Python: the program's language, or the tab's.
    bool python() const;
    /// Shows the listing as written, or on a projector laid out for the panel's columns (see layOutCode()).
    void layOut();
    /// Lays the listing out again when the columns it fits changed (or `force`), and shows the step.
    void relayOut(bool force);
    /// The columns of the code's font the panel holds on a projector; 0 off the projector.
    int fitColumns() const;
    /// On a projector, the font's zoom for sixteen lines and more, never under 18 px.
    void fitFont();
    void showStep();
    void showBreakpoints();
    void keepCurrentLineInView();
    /// Keeps the line that just ran and the next one in view, or the next one alone when both do not fit.
    void keepLinesInView(int ran, int next);
    void keepLineInView(int line);
    void showArrowColours(const Theme& theme);
    void retranslateLegend();
    void fitLegend();
    void applyFonts();
    void fitMargins();

    struct Private;
    std::unique_ptr<Private> d;
    Session* m_session;
    QTabBar* m_tabs;
    QsciScintilla* m_editor;
    WrapLabel* m_legend; ///< never widens the window: it wraps on a narrow projector
    const Theme* m_arrowTheme = nullptr;
};

} // namespace sb::ui
