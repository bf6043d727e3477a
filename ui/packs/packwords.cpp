// SPDX-License-Identifier: GPL-3.0-or-later
// What the pack's controller says: the pack's name, its choices, the title, the narration and the
// verdict, each in the window's language.
#include "packs/packcontroller.h"

#include "common/language.h"
#include "common/utf8.h"
#include "own/stepper.h"

#include "core/answer.h"
#include "pack.h"
#include "packarchive.h"
#include "trace.h"

#include <algorithm>
#include <filesystem>

namespace sb::ui {

namespace {

/// `words` in `language`, else English, else any.
QString wordsIn(const std::map<std::string, std::string>& words, const QString& language)
{
    auto it = words.find(language.toStdString());
    if (it == words.end())
        it = words.find("en");
    if (it == words.end())
        it = words.begin();
    return it == words.end() ? QString() : fromUtf8(it->second);
}

} // namespace

namespace {
const QString kMethodPrefix = QStringLiteral("method-");
}

QString PackController::methodChoiceId(int method)
{
    return kMethodPrefix + QString::number(method);
}

std::optional<int> PackController::methodOfChoiceId(const QString& id)
{
    bool ok = false;
    const int method = id.startsWith(kMethodPrefix) ? id.mid(kMethodPrefix.size()).toInt(&ok) : 0;
    return ok ? std::optional<int>(method) : std::nullopt;
}

QString PackController::nameOf(const pack::Pack& pack)
{
    const QString name = wordsIn(pack.names, language::current());
    return name.isEmpty() ? QString::fromStdString(pack.root.filename().string()) : name;
}

QString PackController::name() const
{
    return m_pack ? nameOf(*m_pack) : QString();
}

QStringList PackController::choiceIds(const pack::Pack& pack)
{
    QStringList ids;
    for (const int m : pack.methods())
        ids << methodChoiceId(m);
    for (const pack::Solution* s : pack.mistakes())
        if (const QString id = fromUtf8(s->mistake); !ids.contains(id))
            ids << id; // once, whichever languages it is written in
    return ids;
}

QVector<MethodChoice> PackController::choices() const
{
    QVector<MethodChoice> out;
    if (!m_pack)
        return out;
    const QString language = language::current();
    for (const QString& id : choiceIds(*m_pack)) {
        QString says;
        if (const std::optional<int> method = methodOfChoiceId(id)) {
            // A method's words may be given on one of its files only.
            for (const pack::Solution* s : m_pack->method(*method))
                if (says.isEmpty())
                    says = wordsIn(s->says, language);
            out.push_back({id, tr("Method %1").arg(*method), says, true});
            continue;
        }
        // A mistake's, on its first file.
        for (const pack::Solution* s : m_pack->mistakes())
            if (fromUtf8(s->mistake) == id) {
                says = wordsIn(s->says, language);
                break;
            }
        out.push_back({id, says.isEmpty() ? id : says, says, false});
    }
    return out;
}

QString PackController::title() const
{
    return m_solution ? titleOf(*m_pack, *m_solution) : QString();
}

QString PackController::archiveWords(const pack::ArchiveProblem& p)
{
    using Kind = pack::ArchiveProblem::Kind;
    const QString entry = fromUtf8(p.entry), detail = fromUtf8(p.detail);
    switch (p.kind) {
    case Kind::Unreadable: return tr("The archive cannot be read: %1.").arg(detail);
    case Kind::NotAnArchive: return tr("It is not a .zip or .tar archive: %1.").arg(detail);
    case Kind::Damaged: return tr("The archive is damaged at %1: %2.").arg(entry, detail);
    case Kind::TooLarge: return tr("The archive unpacks to more than %1 MB, the most a problem may take.").arg(detail);
    case Kind::FileTooLarge: return tr("%1 is larger than %2 MB, the most a file of a problem may be.").arg(entry, detail);
    case Kind::TooManyFiles: return tr("The archive holds more than %1 files, the most a problem may have.").arg(detail);
    case Kind::ClimbsOut:
        return tr("%1 is a path that leaves the archive's folder: the archive is not opened.").arg(entry);
    case Kind::Link: return tr("%1 (a link)").arg(entry);
    case Kind::Special: return tr("%1 (neither a file nor a folder)").arg(entry);
    case Kind::Write: return tr("%1 cannot be written: %2.").arg(entry.isEmpty() ? tr("The folder") : entry, detail);
    }
    return detail;
}

QString PackController::shortTitleOf(const pack::Solution& solution)
{
    const QString file = fromUtf8(std::filesystem::path(solution.file).filename().string());
    return solution.method ? tr("Method %1 (%2)").arg(*solution.method).arg(file) : tr("Wrong solution (%1)").arg(file);
}

QString PackController::titleOf(const pack::Pack& pack, const pack::Solution& solution)
{
    // A method's words may be given on one of its files only (the C++ beside the Python).
    QString says = wordsIn(solution.says, language::current());
    for (const pack::Solution& s : pack.solutions)
        if (says.isEmpty() && s.method == solution.method && s.mistake == solution.mistake)
            says = wordsIn(s.says, language::current());
    const QString file = fromUtf8(std::filesystem::path(solution.file).filename().string());
    if (says.isEmpty()) // stepboard.yaml says nothing of it (an imported problem's solution)
        return shortTitleOf(solution);
    if (solution.method)
        return tr("Method %1 (%2): %3").arg(*solution.method).arg(file, says);
    return tr("Wrong solution (%1): %2").arg(file, says);
}

QString PackController::narration() const
{
    if (!m_solution)
        return {};
    if (recording())
        return tr("Recording %1 line by line…").arg(fromUtf8(std::filesystem::path(m_solution->file).filename().string()));
    if (!m_failed.isEmpty())
        return m_failed;
    return m_stepper->saidText();
}

QString PackController::verdict() const
{
    if (!m_trace || !m_stepper->pastLastLine() || m_answer.isEmpty())
        return {};
    const QString printed = fromUtf8(m_trace->output).trimmed();
    if (m_right)
        return tr("Right: it prints %1, the right answer.").arg(printed);
    return tr("Wrong: it prints %1; the right answer is %2.")
        .arg(printed.isEmpty() ? tr("nothing") : printed, m_answer.trimmed());
}

} // namespace sb::ui
