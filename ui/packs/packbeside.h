// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "packrun.h"

#include <QFutureWatcher>
#include <QString>
#include <QWidget>

#include <atomic>
#include <functional>
#include <optional>
#include <cstddef>
#include <memory>
#include <vector>

class QComboBox;
class QLabel;

namespace sb::pack {
struct Pack;
struct Solution;
} // namespace sb::pack

namespace sb::program {
class Trace;
} // namespace sb::program

namespace sb::ui {

class PackBoardView;

/// Beside the student's program stepped on a problem pack: one of the pack's solutions (its reference
/// first; the box above its board chooses another) recorded on the same input, standing where it has got
/// as far as the program has (pack::sharedUnitEnds: the input read or the output written, as the pack
/// counts moves; where a move is a solution's own line, the changes of the board), its board drawn as the
/// pack draws it, with the line it stands on.
class PackBeside : public QWidget {
    Q_OBJECT
public:
    explicit PackBeside(QWidget* parent = nullptr);
    ~PackBeside() override;

    /// Records the solution chosen (the reference, on another pack) of `pack` on `input` in the background
    /// (read back from `cacheFolder`'s run cache where it was kept), in `python`'s language where it has
    /// one, unless it is what is open already.
    void open(std::shared_ptr<const pack::Pack> pack, bool python, const QString& input, const QString& cacheFolder);
    /// Records the pack's solution of choice `id` ("method-1", a mistake's id) in its place; false, and
    /// nothing changes, when the pack has no such choice.
    bool choose(const QString& id);
    /// The choice of the solution beside the program ("method-2", a mistake's id); empty before open().
    QString choice() const;
    /// The program's recording `own` stands at `step`: the solution goes where it has done as many units.
    void follow(std::shared_ptr<const program::Trace> own, std::size_t step);
    /// The solution's recording is in (tests).
    bool isReady() const { return m_trace != nullptr; }
    void waitUntilReady();
    /// Calls `then` once the solution's recording is in (now, where it is); a later open() or choose()
    /// drops it.
    void whenReady(std::function<void()> then);
    /// Where the program, recorded as follow() was last given it, first goes another way than the solution
    /// beside it, unit by unit (pack::diverge over their shared units: the boards, then what each has printed);
    /// `step` is the program's, `againstStep` the solution's. Nullopt when they go the same way to the end,
    /// or before the recording is in.
    std::optional<pack::PackDivergence> difference() const;
    /// Where the solution stands, and the units each has done there.
    std::size_t step() const { return m_step; }
    std::size_t unitsOfProgram() const { return m_ownUnits; }
    const pack::Solution* solution() const { return m_solution; }
    /// Its short title ("Method 2 (dfs.py)"), said where the window speaks of it.
    QString solutionTitle() const;
    PackBoardView* board() const { return m_board; }
    QComboBox* chooser() const { return m_chooser; }
    /// The sentence under the board: where the solution stands and why there.
    QString noteText() const;
    void setPresentation(bool on);

protected:
    void changeEvent(QEvent* event) override;

private:
    void record();
    void fillChooser();
    void refresh();

    std::shared_ptr<const pack::Pack> m_pack;
    bool m_python = false;
    QString m_choice; ///< of the pack's choices; empty: its reference
    const pack::Solution* m_solution = nullptr;
    QString m_input;
    QString m_cacheFolder;
    std::shared_ptr<const program::Trace> m_trace; ///< the solution's, once recorded
    std::vector<std::size_t> m_ends;               ///< where it has done each unit
    std::shared_ptr<const program::Trace> m_own;
    std::vector<std::size_t> m_ownEnds;
    std::size_t m_ownStep = 0;
    std::size_t m_ownUnits = 0;
    std::size_t m_step = 0;
    QFutureWatcher<void> m_job;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::function<void()> m_whenReady;
    QLabel* m_title;
    QComboBox* m_chooser;
    PackBoardView* m_board;
    QLabel* m_note;
};

} // namespace sb::ui
