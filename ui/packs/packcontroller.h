// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "run/packkeeper.h"
#include "widgets/methodpicker.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QVector>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

template <typename T>
class QFutureWatcher;

namespace sb::pack {
struct ArchiveProblem;
struct Fault;
struct Pack;
struct Solution;
} // namespace sb::pack

namespace sb::program {
enum class Language;
class Trace;
} // namespace sb::program

namespace sb::ui {

class PackBeside;
class PackBoardView;
class PackGuess;
struct PackRecording;
class PackCode;
class PackStatementView;
class ProgramCode;
class ProgramStepper;

/// A problem pack on screen: its methods and classic mistakes to choose from, the one chosen recorded
/// line by line on the input (a sample) in the background and stepped as a debugger steps, its board
/// drawn from the solution's own variable at every line, its code with the running line, and its
/// statement. The window shows what it holds in place of the built-in problem's.
class PackController : public QObject, public PackKeeper {
    Q_OBJECT
public:
    explicit PackController(QObject* parent = nullptr);
    ~PackController() override;

    /// Reads the pack in `folder` and shows its first method on its first sample, or, given `at`, its
    /// choice, language and input there (the first method, the first sample where the pack has no such
    /// one) and, once recorded, its step. False when it cannot be opened (not a pack, or a fault that
    /// leaves nothing to step), with the reasons in `why`, one a line; the pack on screen before stays.
    bool open(const QString& folder, QString* why = nullptr, const PackPlace* at = nullptr);
    /// Leaves the pack: nothing of it is on screen any more.
    void close();
    bool isOpen() const { return m_pack != nullptr; }
    const pack::Pack* pack() const { return m_pack.get(); }
    std::shared_ptr<const pack::Pack> packShared() const { return m_pack; }
    QString folder() const { return m_folder; }
    /// Its name in the window's language (English, or any, where it gives none).
    QString name() const;
    static QString nameOf(const pack::Pack& pack);
    /// What is wrong with a pack, in the window's language, after its file, line and column (packfaults.cpp).
    static QString faultWords(const pack::Fault& fault);
    /// Why an archive was not unpacked, or one of its entries was left out, in the window's language.
    static QString archiveWords(const pack::ArchiveProblem& problem);
    /// What a solution is, in the window's language: "Method 1 (bfs.cpp): Breadth first. …".
    static QString titleOf(const pack::Pack& pack, const pack::Solution& solution);
    /// The same without its words: "Method 1 (bfs.cpp)", "Wrong solution (marks-late.cpp)".
    static QString shortTitleOf(const pack::Solution& solution);
    /// The solution of choice `id` ("method-2", or a mistake's id) in `python`'s language where it has
    /// one, else in the other; null when the pack has no such choice.
    static const pack::Solution* solutionOf(const pack::Pack& pack, const QString& id, bool python);
    /// The id a method has among choices() ("method-2"), and the method of such an id.
    static QString methodChoiceId(int method);
    static std::optional<int> methodOfChoiceId(const QString& id);

    /// The ids of `pack`'s choices in their order: its methods ("method-1", ...), then its mistakes, each once.
    static QStringList choiceIds(const pack::Pack& pack);
    /// Its methods, numbered, and its classic mistakes, with their words in the window's language.
    QVector<MethodChoice> choices() const;
    /// The choice on screen ("method-2", or a mistake's id).
    QString current() const { return m_choice; }
    /// Records and shows `id`'s solution, in the language on screen where it has one; false when the
    /// pack has no such choice.
    bool choose(const QString& id);
    /// Shows the solution in `file` (relative to the pack), whichever method or mistake it is.
    bool chooseFile(const QString& file);
    /// Shows the solution in `file` recorded on `input` (a failed test opened from the judge).
    bool openTest(const QString& file, const QString& input);
    /// As choose(), taking a method's number ("2") too, as the command line names it.
    bool chooseNamed(const QString& name);
    /// Takes the recording to `step` (0-based, the last where it has fewer), now or once it is recorded.
    void goToStep(quint64 step);
    /// Waits for the recording under way, and shows it (screenshots, tests).
    void waitForRecording();
    /// The moves the solution on screen has made where its run stands.
    quint64 movesDone() const;
    /// The language of the solution on screen; another one shows the same choice's solution in it.
    bool python() const;
    bool setPython(bool python);
    /// Whether the choice on screen has a solution in `python`'s language.
    bool hasLanguage(bool python) const;
    const pack::Solution* solution() const { return m_solution; }

    /// The samples' names ("1", "2") and their inputs; the input on screen.
    QStringList sampleNames() const;
    QString sampleInput(int index) const;
    QString input() const { return m_input; }
    /// Records the solution on screen on `text` instead.
    void setInput(const QString& text);

    /// A recording is under way.
    bool recording() const;
    /// What is shown: the title (the method and what it does), the narration (what the line did, or
    /// why there is nothing to step), the verdict once the run has ended (right or wrong against the
    /// answer the reference prints) and whether it is right.
    QString title() const;
    QString narration() const;
    QString verdict() const;
    bool verdictRight() const { return m_right; }

    ProgramStepper* stepper() const { return m_stepper; }
    PackBoardView* board() const { return m_board; }
    ProgramCode* code() const;
    PackStatementView* statement() const { return m_statement; }
    /// The pack's solution beside the student's program (ownBeside()), once it has been asked for.
    PackBeside* besideOwn() const;
    /// Guess first on the pack's board.
    PackGuess* guess() const { return m_guess; }
    /// Projector mode for what it draws.
    void setPresentation(bool on);

    /// A hash of the files of the pack in `folder` (SHA-256, 64 hexadecimal digits): their names and
    /// bytes, hidden ones aside. Empty when it holds none that can be read.
    static QString contentHash(const QString& folder);

    std::optional<PackPlace> packPlace() const override;
    bool openPackAt(const PackPlace& place, QString* why) override;
    void leavePack() override { close(); }
    void goToPackStep(quint64 step) override { goToStep(step); }
    void whenPackStepChanged(QObject* context, const std::function<void()>& then) override;
    QString ownBesideChoice() const override;
    bool chooseOwnBeside(const QString& id) override;
    std::shared_ptr<const DrawnBoards> packBoards(bool presentation) const override;
    void waitForPackRecording() override { waitForRecording(); }
    std::optional<PackRunTarget> packRunTarget() const override;
    void showOwnBoard(std::shared_ptr<const program::Trace> trace, std::size_t step) override;
    QWidget* ownBeside(std::shared_ptr<const program::Trace> trace, const QString& input, std::size_t step,
                       bool python) override;
    /// The board draws the student's program's recording (showOwnBoard()), not the pack's solution's.
    bool showsOwn() const { return m_own.trace != nullptr; }

    /// Where recordings are kept between openings (program::RunCache); empty keeps none.
    void setCacheFolder(const QString& folder);
    QString cacheFolder() const { return m_cacheFolder; }

signals:
    /// A pack was opened (true) or left (false).
    void openChanged(bool open);
    /// The choices changed (another pack, another language's words).
    void choicesChanged();
    /// Something shown changed: the step, the recording, the words.
    void changed();
    /// Another input is recorded on (input()).
    void inputChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void record();
    void recorded();
    void showStep();
    void retranslate();
    const pack::Solution* solutionFor(const QString& id, bool python) const;
    /// What finds the right answer for the input on screen on a worker's thread: the sample's, where it
    /// is one; else what the pack's reference (in `language` where it has one) prints.
    std::function<std::optional<std::string>()> answerFinder(program::Language language) const;

    std::shared_ptr<const pack::Pack> m_pack;
    QString m_folder;
    mutable QString m_hash; ///< contentHash() of the pack on screen, once asked
    QString m_choice;
    const pack::Solution* m_solution = nullptr;
    bool m_python = false;
    QString m_input;
    /// The pack's samples, read when it opened: the name of each, its input, its answer when it has one.
    struct Sample {
        QString name;
        QString input;
        std::optional<std::string> answer;
    };
    QVector<Sample> m_samples;
    QString m_answer; ///< the right answer for m_input (the sample's, or the reference's); empty: unknown
    QString m_failed; ///< why the recording on screen shows nothing
    bool m_right = false;
    QString m_cacheFolder;
    std::shared_ptr<const program::Trace> m_trace;
    std::vector<std::size_t> m_moveEnds; ///< where each of m_trace's moves ends
    /// The student's program's recording the board draws, and where it stands; the reference beside it.
    struct Own {
        std::shared_ptr<const program::Trace> trace;
        std::size_t step = 0;
        QPointer<PackBeside> beside;
    } m_own;
    QFutureWatcher<std::shared_ptr<PackRecording>>* m_recorder;
    std::shared_ptr<std::atomic<bool>> m_cancel; ///< set: the recording under way is not wanted
    int m_recordingNumber = 0; ///< the recording asked last; an older one's result is dropped
    std::optional<quint64> m_pendingStep; ///< goToStep() asked while recording
    ProgramStepper* m_stepper;
    PackBoardView* m_board;
    PackCode* m_code;
    PackStatementView* m_statement;
    PackGuess* m_guess;
    QWidget* m_hidden; ///< keeps the stepper, whose own boxes are not shown
};

} // namespace sb::ui
