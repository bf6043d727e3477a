// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFutureWatcher>
#include <QString>
#include <QWidget>

#include <atomic>
#include <cstddef>
#include <memory>
#include <vector>

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

/// Beside the student's program stepped on a problem pack: the pack's reference recorded on the same
/// input, standing where it has got as far as the program has (pack::sharedUnitEnds: the input read or the
/// output written, as the pack counts moves; where a move is a solution's own line, the changes of the
/// board), its board drawn as the pack draws it, with the line it stands on.
class PackBeside : public QWidget {
    Q_OBJECT
public:
    explicit PackBeside(QWidget* parent = nullptr);
    ~PackBeside() override;

    /// Records `reference` of `pack` on `input` in the background (read back from `cacheFolder`'s run cache
    /// where it was kept), unless it is what is open already.
    void open(std::shared_ptr<const pack::Pack> pack, const pack::Solution* reference, const QString& input,
              const QString& cacheFolder);
    /// The program's recording `own` stands at `step`: the reference goes where it has done as many units.
    void follow(std::shared_ptr<const program::Trace> own, std::size_t step);
    /// The reference's recording is in (tests).
    bool isReady() const { return m_trace != nullptr; }
    void waitUntilReady();
    /// Where the reference stands, and the units each has done there.
    std::size_t step() const { return m_step; }
    std::size_t unitsOfProgram() const { return m_ownUnits; }
    const pack::Solution* reference() const { return m_reference; }
    PackBoardView* board() const { return m_board; }
    /// The sentence under the board: where the reference stands and why there.
    QString noteText() const;
    void setPresentation(bool on);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();

    std::shared_ptr<const pack::Pack> m_pack;
    const pack::Solution* m_reference = nullptr;
    QString m_input;
    std::shared_ptr<const program::Trace> m_trace; ///< the reference's, once recorded
    std::vector<std::size_t> m_ends;               ///< where it has done each unit
    std::shared_ptr<const program::Trace> m_own;
    std::vector<std::size_t> m_ownEnds;
    std::size_t m_ownStep = 0;
    std::size_t m_ownUnits = 0;
    std::size_t m_step = 0;
    QFutureWatcher<void> m_job;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QLabel* m_title;
    PackBoardView* m_board;
    QLabel* m_note;
};

} // namespace sb::ui
