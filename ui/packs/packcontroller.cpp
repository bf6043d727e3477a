// SPDX-License-Identifier: GPL-3.0-or-later
#include "packs/packcontroller.h"
#include "packs/packbeside.h"

#include "common/language.h"
#include "common/utf8.h"
#include "own/stepper.h"
#include "packs/packboardview.h"
#include "packs/packcode.h"
#include "packs/packguess.h"
#include "packs/packstatementview.h"

#include "core/answer.h"
#include "pack.h"
#include "packrun.h"
#include "ownboard.h"
#include "runcache.h"

#include <QDir>
#include <QEvent>
#include <QFutureWatcher>
#include <QtConcurrent>

#include <algorithm>
#include <atomic>

namespace sb::ui {

/// A solution recorded, and where each of its moves ends.
struct PackRecording {
    program::Trace trace;
    std::vector<std::size_t> moveEnds;
    /// The right answer: the sample's, else what the reference prints; nullopt when neither is known.
    std::optional<std::string> answer;
};

PackController::PackController(QObject* parent)
    : QObject(parent), m_recorder(new QFutureWatcher<std::shared_ptr<PackRecording>>(this)),
      m_cancel(std::make_shared<std::atomic<bool>>(false)), m_hidden(new QWidget)
{
    m_stepper = new ProgramStepper(m_hidden);
    m_board = new PackBoardView(m_hidden);
    m_statement = new PackStatementView(m_hidden);
    m_code = new PackCode(m_stepper, this);
    m_guess = new PackGuess(this);
    m_code->setLanguageChoice([this] { return hasLanguage(true) && hasLanguage(false); },
                              [this](bool python) { setPython(python); });
    m_hidden->installEventFilter(this);
    m_cacheFolder = QString::fromStdString(program::RunCache::defaultFolder().string());
    connect(m_recorder, &QFutureWatcher<std::shared_ptr<PackRecording>>::finished, this, &PackController::recorded);
    connect(m_stepper, &ProgramStepper::lineChanged, this, &PackController::showStep);
}

PackController::~PackController()
{
    m_cancel->store(true); // a recording under way stops at its next report
    m_recorder->waitForFinished();
    delete m_hidden;
    if (m_own.beside && !m_own.beside->parent())
        delete m_own.beside; // the window never took it
}

bool PackController::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_hidden && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

bool PackController::open(const QString& folder, QString* why, const PackPlace* at)
{
    const QDir dir(folder);
    if (!dir.exists(QStringLiteral("problem.yaml")) && !dir.exists(QStringLiteral("stepboard.yaml"))) {
        if (why)
            *why = tr("%1 is not a problem pack: it holds neither problem.yaml nor stepboard.yaml.")
                       .arg(QDir::toNativeSeparators(folder));
        return false;
    }
    auto read = std::make_shared<pack::Pack>(pack::read(folder.toStdString()));
    QStringList faults;
    for (const pack::Fault& f : read->faults)
        if (f.severe)
            faults << faultWords(f);
    if (read->methods().empty() && read->mistakes().empty())
        faults << tr("%1 holds no solution StepBoard can step.").arg(folder);
    if (!faults.isEmpty()) {
        if (why)
            *why = faults.join(QLatin1Char('\n'));
        return false;
    }
    m_pack = std::move(read);
    m_folder = folder;
    m_hash.clear();
    m_statement->setPack(*m_pack, language::current());
    m_choice.clear();
    m_solution = nullptr;
    // The samples read once: the input panel lists them, and a recording on one is judged by its answer.
    m_samples.clear();
    for (const pack::TestGroup& g : m_pack->groups)
        if (g.name == "sample")
            for (const pack::TestCase& t : g.tests)
                m_samples.push_back({fromUtf8(std::filesystem::path(t.name).filename().string()),
                                     packFileText(*m_pack, t.input),
                                     t.answer.empty() ? std::nullopt
                                                      : std::optional<std::string>(packFileText(*m_pack, t.answer).toStdString())});
    m_input = m_samples.isEmpty() ? QString() : m_samples.front().input;
    m_choice = choices().front().id;
    m_pendingStep.reset();
    if (at) {
        if (!at->input.isEmpty())
            m_input = at->input;
        m_python = at->python;
        if (solutionFor(at->choice, m_python))
            m_choice = at->choice;
    }
    emit openChanged(true);
    emit inputChanged();
    choose(m_choice);
    if (at && m_choice == at->choice)
        goToStep(at->step);
    return true;
}

void PackController::close()
{
    if (!m_pack)
        return;
    ++m_recordingNumber; // a recording under way is dropped when it ends, and stops where it stands
    m_cancel->store(true);
    m_stepper->setTrace(nullptr, QString());
    m_trace.reset();
    m_own = {{}, 0, m_own.beside}; // the reference beside the program stays, for the next pack
    m_code->setSolution(nullptr, nullptr);
    m_pack.reset();
    m_solution = nullptr;
    m_choice.clear();
    m_folder.clear();
    m_samples.clear();
    emit openChanged(false);
}

const pack::Solution* PackController::solutionFor(const QString& id, bool python) const
{
    return m_pack ? solutionOf(*m_pack, id, python) : nullptr;
}

const pack::Solution* PackController::solutionOf(const pack::Pack& pack, const QString& id, bool python)
{
    std::vector<const pack::Solution*> files;
    if (const std::optional<int> m = methodOfChoiceId(id)) {
        files = pack.method(*m);
    } else {
        for (const pack::Solution* s : pack.mistakes())
            if (fromUtf8(s->mistake) == id)
                files.push_back(s);
    }
    const pack::Language wanted = python ? pack::Language::Python : pack::Language::Cpp;
    for (const pack::Solution* s : files)
        if (s->language == wanted)
            return s;
    return files.empty() ? nullptr : files.front();
}

bool PackController::choose(const QString& id)
{
    const pack::Solution* s = solutionFor(id, m_python);
    if (!s)
        return false;
    m_choice = id;
    m_solution = s;
    m_python = s->language == pack::Language::Python;
    m_stepper->clearBreakpoints();
    emit choicesChanged(); // the picker shows the choice, however it was made
    record();
    return true;
}

bool PackController::chooseFile(const QString& file)
{
    if (!m_pack)
        return false;
    for (const pack::Solution& s : m_pack->solutions) {
        if (fromUtf8(s.file) != file)
            continue;
        m_python = s.language == pack::Language::Python;
        return choose(s.method ? methodChoiceId(*s.method) : fromUtf8(s.mistake));
    }
    return false;
}

bool PackController::openTest(const QString& file, const QString& input)
{
    m_input = input;
    emit inputChanged();
    return chooseFile(file);
}

bool PackController::chooseNamed(const QString& name)
{
    bool number = false;
    const int method = name.toInt(&number);
    return choose(number ? methodChoiceId(method) : name);
}

void PackController::goToStep(quint64 step)
{
    if (recording() || !m_trace) {
        m_pendingStep = step;
        return;
    }
    m_stepper->goTo(std::min<std::size_t>(step, m_stepper->steps() ? m_stepper->steps() - 1 : 0));
}

void PackController::waitForRecording()
{
    if (m_recordingNumber == 0)
        return;
    m_recorder->waitForFinished();
    if (!m_trace || m_recorder->property("shown").toInt() != m_recordingNumber)
        recorded();
}

bool PackController::python() const
{
    return m_python;
}

bool PackController::hasLanguage(bool python) const
{
    const pack::Solution* s = solutionFor(m_choice, python);
    return s && (s->language == pack::Language::Python) == python;
}

bool PackController::setPython(bool python)
{
    if (!hasLanguage(python))
        return false;
    if (python == m_python)
        return true;
    m_python = python;
    m_solution = solutionFor(m_choice, python);
    m_stepper->clearBreakpoints();
    record();
    return true;
}

QStringList PackController::sampleNames() const
{
    QStringList out;
    for (const Sample& s : m_samples)
        out << s.name;
    return out;
}

QString PackController::sampleInput(int index) const
{
    return index >= 0 && index < m_samples.size() ? m_samples[index].input : QString();
}

void PackController::setInput(const QString& text)
{
    m_input = text;
    emit inputChanged();
    if (m_solution)
        record();
}

void PackController::setCacheFolder(const QString& folder)
{
    m_cacheFolder = folder;
}

bool PackController::recording() const
{
    return m_recorder->isRunning();
}

void PackController::record()
{
    // The answer the run is judged against: the sample's, where the input is one; else the reference's.
    std::function<std::optional<std::string>()> answer = answerFinder(m_solution->language);
    m_answer.clear();
    m_failed.clear();
    m_trace.reset();
    m_code->setSolution(m_pack.get(), m_solution);
    m_stepper->setTrace(nullptr, QString());
    const int number = ++m_recordingNumber;
    const std::shared_ptr<const pack::Pack> pack = m_pack;
    const pack::Solution* solution = m_solution;
    const std::string input = m_input.toStdString();
    const std::string cacheFolder = m_cacheFolder.toStdString();
    // The recording asked before is not wanted any more: it stops where it stands.
    m_cancel->store(true);
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_recorder->setProperty("number", number);
    m_recorder->setFuture(QtConcurrent::run([pack, solution, input, cacheFolder, answer, cancel = m_cancel] {
        auto out = std::make_shared<PackRecording>();
        out->trace = pack::recordStoppable(*pack, *solution, input, cacheFolder, cancel.get());
        for (const pack::PackMove& m : pack::moves(*pack, *solution, out->trace))
            out->moveEnds.push_back(m.step);
        out->answer = answer();
        return out;
    }));
    emit changed();
}

void PackController::recorded()
{
    if (m_recorder->property("number").toInt() != m_recordingNumber || !m_pack ||
        m_recorder->property("shown").toInt() == m_recordingNumber)
        return; // another recording was asked since, the pack was left, or it is shown already
    // The recording is the worker's: the future keeps a pointer to it, shared.
    const std::shared_ptr<PackRecording> result = m_recorder->result();
    const std::shared_ptr<const program::Trace> trace(result, &result->trace);
    if (trace->end() == program::Trace::End::Failed || trace->empty())
        m_failed = trace->error().empty() ? tr("Nothing was recorded.") : fromUtf8(trace->error());
    m_recorder->setProperty("shown", m_recordingNumber);
    m_answer = result->answer ? fromUtf8(*result->answer) : QString();
    m_trace = trace;
    m_moveEnds = result->moveEnds;
    m_stepper->setMoments(program::ProgramUnits::ofMoves(result->moveEnds, trace->positions(), trace->size()));
    m_stepper->setTrace(trace, m_input);
    if (m_pendingStep) {
        const quint64 step = *m_pendingStep;
        m_pendingStep.reset();
        goToStep(step);
    }
    showStep();
}

void PackController::showStep()
{
    if (!m_pack || !m_solution)
        return;
    // The student's program, while it is stepped here: read off the variable the pack's board names.
    m_board->setLook(m_own.trace ? packLook(*m_pack, pack::Solution{}, m_own.trace.get(), m_own.step)
                                 : packLook(*m_pack, *m_solution, m_trace.get(), m_stepper->step()));
    // The verdict once the run has ended: its output against the answer.
    m_right = false;
    if (m_trace && m_trace->ranToEnd() && m_stepper->pastLastLine() && !m_answer.isEmpty())
        m_right = !firstDifference(m_trace->output, m_answer.toStdString());
    emit changed();
}

ProgramCode* PackController::code() const
{
    return m_code;
}

void PackController::setPresentation(bool on)
{
    m_board->setPresentation(on);
    m_stepper->setPresentation(on);
    if (m_own.beside)
        m_own.beside->setPresentation(on);
}

void PackController::retranslate()
{
    if (!m_pack)
        return;
    m_statement->setPack(*m_pack, language::current());
    m_code->setSolution(m_pack.get(), m_solution);
    emit m_code->textChanged();
    emit choicesChanged();
    showStep();
}

} // namespace sb::ui
