// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "run/programcode.h"

#include <QString>

#include <functional>
#include <string>

namespace sb::pack {
struct Pack;
struct Solution;
} // namespace sb::pack

namespace sb::ui {

class ProgramStepper;

/// The text of `file` (relative to the pack's folder), read as UTF-8; empty when it cannot be read.
QString packFileText(const pack::Pack& pack, const std::string& file);

/// A pack's solution as the code view shows it while it is stepped: its recording, its text (with its
/// comments in the window's language where the pack gives them), its language and its breakpoints.
class PackCode : public ProgramCode {
    Q_OBJECT
public:
    PackCode(ProgramStepper* stepper, QObject* parent = nullptr);

    /// The solution shown, in `pack`; null: none.
    void setSolution(const pack::Pack* pack, const pack::Solution* solution);

    RunSource* source() const override;
    QString text() const override { return m_text; }
    bool python() const override { return m_python; }
    QSet<int> breakpoints() const override;
    bool toggleBreakpoint(int line) override;
    bool studentsOwn() const override { return false; }
    bool switchesLanguage() const override { return m_bothLanguages && m_bothLanguages(); }
    void choosePython(bool python) override
    {
        if (m_choosePython)
            m_choosePython(python);
    }
    /// Whether the solution shown is there in both languages, and how the other is shown.
    void setLanguageChoice(std::function<bool()> both, std::function<void(bool)> choosePython)
    {
        m_bothLanguages = std::move(both);
        m_choosePython = std::move(choosePython);
    }

private:
    ProgramStepper* m_stepper;
    QString m_text;
    bool m_python = false;
    std::function<bool()> m_bothLanguages;
    std::function<void(bool)> m_choosePython;
};

} // namespace sb::ui
