// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sandbox.h"

#include <QString>

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>

class QObject;
class QWidget;

namespace sb::program {
class Trace;
}

namespace sb::ui {

class DrawnBoards;

/// Where a problem pack on screen stands, as a lesson keeps it: its folder and a hash of its content,
/// the choice shown (a method's "method-2", or a mistake's id), in which language, on which input, at
/// which step (0-based).
struct PackPlace {
    QString folder;
    QString hash;
    QString choice;
    bool python = false;
    QString input;
    quint64 step = 0;
};

/// What the student's own program is run and recorded on while a pack is open: the pack's input on
/// screen, its limits, and the right answer for that input.
struct PackRunTarget {
    QString input;
    /// Finds the right answer for `input` on a worker's thread: the sample's, else what the pack's
    /// reference prints; nullopt where neither is known.
    std::function<std::optional<std::string>()> answer;
    box::Limits limits;
};

/// What keeps the problem pack on screen, as a lesson, its bookmarks and the student's own program ask it.
class PackKeeper {
public:
    /// Where the pack on screen stands; nullopt when none is open.
    virtual std::optional<PackPlace> packPlace() const = 0;
    /// Opens the pack of `place` as it stood there: its choice (the first where it has no such one),
    /// language, input, and step once recorded. Refused, with the reason in `why` and the pack on
    /// screen before kept, when the folder is not a pack or, where `place` gives a hash, its content is
    /// not what it was.
    virtual bool openPackAt(const PackPlace& place, QString* why) = 0;
    /// Leaves the pack on screen: the built-in problem behind it comes back.
    virtual void leavePack() = 0;
    /// Takes the pack's run to `step`, now or once it is recorded.
    virtual void goToPackStep(quint64 step) = 0;
    /// The pack's run recorded on screen, drawn as its board view draws it (`presentation`: in the
    /// projector's high contrast), for pictures and animations; null when none is open or recorded.
    virtual std::shared_ptr<const DrawnBoards> packBoards(bool presentation) const = 0;
    /// Returns once the pack's run under way (if any) is recorded and on screen (the command line's exports).
    virtual void waitForPackRecording() = 0;
    /// What the student's program is run on while the pack is open; nullopt when none is.
    virtual std::optional<PackRunTarget> packRunTarget() const = 0;
    /// The pack's board draws the student's program's recording where it stands at `step`, read off the
    /// variable the pack's board names; null: the pack's own solution's again.
    virtual void showOwnBoard(std::shared_ptr<const program::Trace> trace, std::size_t step) = 0;
    /// The pack's reference (in `python`'s language where it has one) recorded on `input`, beside the
    /// student's program recorded as `trace`, standing where it has got as far as the program has at `step`;
    /// null when no pack is open. The window puts it beside the board.
    virtual QWidget* ownBeside(std::shared_ptr<const program::Trace> trace, const QString& input, std::size_t step,
                               bool python) = 0;
    /// The choice ("method-1", a mistake's id) of the pack's solution made beside the student's program
    /// (ownBeside()); empty before any was.
    virtual QString ownBesideChoice() const = 0;
    /// Puts the pack's solution of choice `id` beside the student's program in place of the one ownBeside()
    /// put there; false, and nothing changes, before it did or when the pack has no such choice.
    virtual bool chooseOwnBeside(const QString& id) = 0;
    /// Calls `then` each time the pack's run moves, while `context` lives.
    virtual void whenPackStepChanged(QObject* context, const std::function<void()>& then) = 0;

protected:
    ~PackKeeper() = default;
};

} // namespace sb::ui
