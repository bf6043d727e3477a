// SPDX-License-Identifier: GPL-3.0-or-later
// The pack on screen as a lesson keeps it: where it stands, and a hash of what it holds, so that a lesson
// opens it again only while it is the pack the lesson was made on.
#include "packs/packcontroller.h"
#include "packs/packbeside.h"
#include "packs/packboardview.h"

#include "own/stepper.h"

#include "packjudge.h"
#include "packrun.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace sb::ui {

QString PackController::contentHash(const QString& folder)
{
    // Every file under the folder by its path from it, sorted, so that the hash does not hang on the
    // order the system lists them in; hidden files and folders (an editor's, a version control's) aside.
    const QDir root(folder);
    QStringList files;
    QDirIterator it(folder, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = root.relativeFilePath(it.next());
        const QStringList parts = path.split(QLatin1Char('/'));
        if (std::none_of(parts.begin(), parts.end(), [](const QString& p) { return p.startsWith(QLatin1Char('.')); }))
            files << path;
    }
    if (files.isEmpty())
        return {};
    std::sort(files.begin(), files.end());
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString& path : std::as_const(files)) {
        QFile file(root.filePath(path));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        // Its name, its size and its bytes: no two packs run together into one stream of bytes.
        hash.addData(path.toUtf8());
        hash.addData(QByteArray(1, '\0'));
        hash.addData(QByteArray::number(file.size()));
        hash.addData(QByteArray(1, '\0'));
        if (!hash.addData(&file))
            return {};
    }
    return QString::fromLatin1(hash.result().toHex());
}

std::optional<PackPlace> PackController::packPlace() const
{
    if (!m_pack)
        return std::nullopt;
    if (m_hash.isEmpty())
        m_hash = contentHash(m_folder);
    return PackPlace{m_folder, m_hash, m_choice, m_python, m_input, m_stepper->step()};
}

bool PackController::openPackAt(const PackPlace& place, QString* why)
{
    const QString folder = QFileInfo(place.folder).absoluteFilePath();
    QString hash;
    if (!place.hash.isEmpty() && QFileInfo(folder).isDir()) {
        hash = contentHash(folder);
        if (hash != place.hash) {
            if (why)
                *why = tr("The problem pack in %1 is not the one the lesson was made on: its files have changed "
                          "since (a test, a solution, its statement or its stepboard.yaml).")
                           .arg(QDir::toNativeSeparators(folder));
            return false;
        }
    }
    if (!open(folder, why, &place))
        return false;
    m_hash = hash;
    return true;
}

std::optional<PackRunTarget> PackController::packRunTarget() const
{
    if (!m_pack)
        return std::nullopt;
    PackRunTarget target;
    target.input = m_input;
    target.limits = pack::limitsOf(*m_pack);
    target.answer = answerFinder(pack::Language::Cpp);
    return target;
}

std::function<std::optional<std::string>()> PackController::answerFinder(pack::Language language) const
{
    std::optional<std::string> sampleAnswer;
    for (const Sample& s : m_samples)
        if (s.answer && s.input == m_input)
            sampleAnswer = s.answer;
    return [pack = m_pack, sampleAnswer, language, input = m_input.toStdString()]() -> std::optional<std::string> {
        if (sampleAnswer)
            return sampleAnswer;
        if (const pack::Solution* reference = pack::reference(*pack, language))
            return pack::answerOf(*pack, *reference, input);
        return std::nullopt;
    };
}

void PackController::showOwnBoard(std::shared_ptr<const program::Trace> trace, std::size_t step)
{
    if (!m_pack || (trace == m_own.trace && step == m_own.step))
        return;
    m_own.trace = std::move(trace);
    m_own.step = step;
    showStep();
}

QWidget* PackController::ownBeside(std::shared_ptr<const program::Trace> trace, const QString& input, std::size_t step,
                                   bool python)
{
    if (!m_pack)
        return nullptr;
    if (!m_own.beside) {
        m_own.beside = new PackBeside; // the window's column takes it
        m_own.beside->setPresentation(m_board->look().scale > 1); // as the pack's board; setPresentation() follows
    }
    m_own.beside->open(m_pack, python, input, m_cacheFolder);
    m_own.beside->follow(std::move(trace), step);
    return m_own.beside;
}

QString PackController::ownBesideChoice() const
{
    return m_own.beside ? m_own.beside->choice() : QString();
}

bool PackController::chooseOwnBeside(const QString& id)
{
    return m_pack && m_own.beside && m_own.beside->choose(id);
}

PackBeside* PackController::besideOwn() const
{
    return m_own.beside;
}

quint64 PackController::movesDone() const
{
    const std::size_t step = m_stepper->step();
    return quint64(std::upper_bound(m_moveEnds.begin(), m_moveEnds.end(), step) - m_moveEnds.begin());
}

void PackController::whenPackStepChanged(QObject* context, const std::function<void()>& then)
{
    connect(m_stepper, &ProgramStepper::lineChanged, context, then);
}

} // namespace sb::ui
