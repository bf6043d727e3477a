// SPDX-License-Identifier: GPL-3.0-or-later
#include "packs/packcode.h"

#include "common/language.h"
#include "common/utf8.h"
#include "own/stepper.h"
#include "run/recordedrun.h"

#include "pack.h"
#include "textencoding.h"

#include <QFile>

namespace sb::ui {

QString packFileText(const pack::Pack& pack, const std::string& file)
{
    // In whatever encoding it was written; where it cannot be read, as UTF-8 (a sign where a byte is not),
    // so that each line is still the line the program runs.
    const pack::Text text = pack::readText(pack.root / file);
    if (!text.error)
        return QString::fromStdString(text.utf8);
    QFile f(QString::fromStdString((pack.root / file).string()));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

PackCode::PackCode(ProgramStepper* stepper, QObject* parent) : ProgramCode(parent), m_stepper(stepper)
{
    connect(stepper, &ProgramStepper::breakpointsChanged, this, &ProgramCode::breakpointsChanged);
}

void PackCode::setSolution(const pack::Pack* pack, const pack::Solution* solution)
{
    m_text.clear();
    m_python = solution && solution->language == pack::Language::Python;
    if (!pack || !solution)
        return;
    // The variant with the window's language's comments has the same code on every line (the pack's
    // check says so), so the recorded lines are its lines too.
    std::string file = solution->file;
    const auto variant = solution->commentVariants.find(language::current().toStdString());
    if (variant != solution->commentVariants.end())
        file = variant->second;
    m_text = packFileText(*pack, file);
}

RunSource* PackCode::source() const
{
    return m_stepper->recordedRun();
}

QSet<int> PackCode::breakpoints() const
{
    return m_stepper->breakpoints();
}

bool PackCode::toggleBreakpoint(int line)
{
    if (line < 1 || line > int(m_text.count(QLatin1Char('\n'))) + 1)
        return false;
    m_stepper->toggleBreakpoint(line);
    return true;
}

} // namespace sb::ui
