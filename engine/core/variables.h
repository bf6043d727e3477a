// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "step.h"

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace sb {

/// What one step's variable changes and move on the call stack overwrote, to take them back.
struct VariablesUndo {
    std::array<std::int32_t, Step::kMaxVars> latest{}; ///< each changed variable's latest value before
    std::array<std::int32_t, Step::kMaxVars> framed{}; ///< its value in its frame before
    std::array<std::uint32_t, Step::kMaxVars> call{};  ///< the call of its frame it was set in before (0: never)
    std::uint8_t setMask = 0;                          ///< which changed variables had a latest value before
    std::uint8_t depth = 0;                            ///< the depth of the step before
    std::uint16_t line = 0;                            ///< the anchor the step's frame stood on before
    bool entered = false;                              ///< the step entered its frame: a new call
    bool opened = false;                               ///< the step called a function: it started the frame below
    std::uint8_t openedBefore = 0;                     ///< the frame the step before had started (0: none)
};

/// The listing's variables after a step, as a debugger shows them: every frame on the call stack
/// with its own variables and the line it stands on, and the file's variables (frame 0).
///
/// A step that sets a variable of the frame one deeper than its own calls a function of the listing:
/// the callee's new call starts with that step, its parameters set as a debugger shows them on the
/// callee's first line. Otherwise a step deeper than the one before it enters a new call of its
/// frame. A call's variables start unset: a variable shows in a frame only when it was set during
/// the frame's current call. The latest value of each variable, whatever its frame, is kept too
/// (the boards draw from it).
///
/// After a step the program stands on the next line to run: a debugger shows that line's frame
/// (the callee's after a call, the caller's after a function's last line). shownBefore() gives it.
class Variables {
public:
    Variables();
    /// Back to before the first step.
    void reset();
    void apply(const Step& s, VariablesUndo* undo)
    {
        // Most lines set nothing and stay in their frame: only the line the frame stands on moves.
        if (!undo && s.varCount == 0 && s.depth == m_depth && s.depth < static_cast<int>(m_frames.size())) [[likely]] {
            m_frames[s.depth].line = s.anchor;
            m_opened = 0;
            return;
        }
        applyFull(s, undo);
    }
    /// Takes back `s`, the last step applied, with what its apply() saved.
    void undo(const Step& s, const VariablesUndo& u);

    bool has(int id) const noexcept { return id >= 0 && id < static_cast<int>(m_set.size()) && m_set[id]; }
    std::int32_t latest(int id) const noexcept { return has(id) ? m_latest[id] : 0; }

    /// The depth of the last step: the innermost frame on the call stack (0 before the first step).
    int depth() const noexcept { return m_depth; }
    /// The anchor frame `depth` (1 to depth()) stands on: the line it runs, or the call it waits in.
    std::uint16_t line(int depth) const noexcept;
    /// The number of frame `depth`'s current call (0: never entered): a variable shows in the frame
    /// when it was set during that call (VariablesUndo::call).
    std::uint32_t callOf(int depth) const noexcept
    {
        return depth >= 0 && depth < static_cast<int>(m_frames.size()) ? m_frames[static_cast<std::size_t>(depth)].calls : 0;
    }
    /// The variables of frame `depth` (0: the file's) set during its current call: (id, value), by id.
    std::vector<std::pair<int, std::int32_t>> inFrame(int depth) const;
    /// The frame the program stands in when the next step to run is at `next` depth: `next`, or
    /// -1 when that is a call the last step did not start (one that has set nothing yet).
    int frameBefore(int next) const noexcept
    {
        return next > m_depth && next != m_opened ? -1 : next;
    }
    /// The variables a debugger shows while the next step to run is at `next` depth: those of its
    /// frame (none in a call that has set nothing yet).
    std::vector<std::pair<int, std::int32_t>> shownBefore(int next) const
    {
        const int frame = frameBefore(next);
        return frame < 0 ? std::vector<std::pair<int, std::int32_t>>{} : inFrame(frame);
    }

    /// The frame a change of step `s` sets a variable in: a depth, or kFileFrame.
    static int frameOf(const Step& s, const VarChange& v) noexcept
    {
        return v.frame == kOwnFrame ? s.depth : v.frame;
    }

private:
    void applyFull(const Step& s, VariablesUndo* undo);
    struct Frame {
        std::vector<std::int32_t> values;
        std::vector<std::uint32_t> call; ///< by variable: the call it was set in, 0 never
        std::uint32_t calls = 0;         ///< the calls of this frame so far: the current one's number
        std::uint16_t line = 0;
    };
    Frame& frame(int depth)
    {
        if (depth >= static_cast<int>(m_frames.size())) [[unlikely]]
            m_frames.resize(static_cast<std::size_t>(depth) + 1);
        return m_frames[static_cast<std::size_t>(depth)];
    }
    std::vector<std::int32_t> m_latest;
    std::vector<std::uint8_t> m_set; ///< by variable: it has a latest value
    std::vector<Frame> m_frames; ///< by depth
    int m_depth = 0;
    int m_opened = 0; ///< the frame the last step started by calling its function (0: none)
};

} // namespace sb
