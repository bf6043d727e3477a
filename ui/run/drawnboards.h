// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstddef>
#include <vector>

class QPainter;
class QRectF;

namespace sb::ui {

/// A recorded run whose board is drawn by what keeps it, not by a built-in problem's view (a problem
/// pack's solution over its recording): what pictures and animations of it need, whole, so that they
/// are drawn apart from the window while the class steps on.
class DrawnBoards {
public:
    virtual ~DrawnBoards() = default;
    /// The steps of the frames from `from` to `to`, both included: with `moves`, the step where each
    /// of those moves ends (move 0: the start); else each of those steps the run has.
    virtual std::vector<std::size_t> frameSteps(quint64 from, quint64 to, bool moves) const = 0;
    /// The run's last step, or its number of moves.
    virtual quint64 last(bool moves) const = 0;
    /// The moves made by `step`.
    virtual quint64 movesAt(std::size_t step) const = 0;
    /// What a move is called, plural, in the window's language ("Moves").
    virtual QString movesName() const = 0;
    /// Paints the board, its background too, where the run stands at `step`, fitted in `area`.
    virtual void paint(QPainter& painter, const QRectF& area, std::size_t step) const = 0;
};

} // namespace sb::ui
