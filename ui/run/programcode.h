// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QSet>
#include <QString>

namespace sb::ui {

class RunSource;

/// A program of the student's own as the code view shows it in place of the method's listing while
/// it is stepped: its run (the lines marked, their counts, the values a line changed), its text in
/// its language, and the breakpoints on its own lines. The view reads the run through RunSource
/// alone, as it reads a built-in method's.
class ProgramCode : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    virtual RunSource* source() const = 0;
    /// The program as the student wrote it.
    virtual QString text() const = 0;
    virtual bool python() const = 0;
    /// The 1-based lines that hold a breakpoint.
    virtual QSet<int> breakpoints() const = 0;
    /// Sets or takes away the breakpoint of a 1-based line; false when the program has no such line.
    virtual bool toggleBreakpoint(int line) = 0;
    /// Whether the same program is there in the other language too (a pack's method in C++ and in
    /// Python): the code view then offers both, and choosePython() shows the other.
    virtual bool switchesLanguage() const { return false; }
    virtual void choosePython(bool) {}
    /// The student's own program (the code tab says "your"), not a problem's solution.
    virtual bool studentsOwn() const { return true; }

signals:
    void breakpointsChanged();
    /// Its text changed (its comments in another language) while its run stays.
    void textChanged();
};

} // namespace sb::ui
