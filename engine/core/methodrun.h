// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "listing.h"
#include "runmodel.h"
#include "scope.h"
#include "step.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace sb {

class Player;
struct ProblemDesc;

/// A built-in method's run, stepped by its Player, as the one run model every view reads: its
/// anchors become the lines of the listing on screen, its frames are named by the listing's
/// functions and show the variables a debugger shows there.
class MethodRun final : public RunModel {
public:
    /// `player` steps the method of `problem` whose listing (in the language of the steps) is
    /// `listing`; both outlive the run.
    MethodRun(Player& player, const ProblemDesc& problem, Listing listing);

    /// Where the owner looks at the next step without taking it (a session that must not look ahead
    /// while a move runs); false when there is none to show. By default the player itself is asked.
    void setPeek(std::function<bool(Step&)> peek);
    /// Forgets where the program stood: the player moved behind the run's back.
    void invalidate()
    {
        m_standAt.reset();
        m_backSearchAt.reset();
    }

    const Player& player() const { return m_player; }
    const Listing& listing() const { return m_listing; }
    /// The 1-based line of `anchor` in the listing; 0 when it has none.
    int lineOf(std::uint16_t anchor) const noexcept
    {
        return anchor < m_lineOfAnchor.size() ? m_lineOfAnchor[anchor] : 0;
    }

    std::uint64_t position() const override;
    std::optional<std::uint64_t> length() const override;
    bool atEnd() const override;
    int nextLine() const override;
    int ranLine() const override;
    std::vector<RunFrame> frames() const override;
    std::vector<RunVariable> globals() const override;
    std::vector<std::string> variableNames() const override;
    std::map<int, std::uint64_t> lineCounts() const override;
    /// The line that ran and the step the method yielded there.
    std::vector<RunEvent> lastDid() const override;

    bool forward() override;
    bool back() override;
    bool over() override;
    bool out() override;
    void toPosition(std::uint64_t position) override;
    void toEnd() override;
    bool toBreakpoint(const std::set<int>& lines) override;
    /// The moments are the steps of the problem's moment kind (ProblemDesc::momentKind): the next
    /// moment stands just after the next such step, the previous one just after the last before.
    bool hasMoments() const override { return true; }
    bool toNextMoment() override;
    bool toPreviousMoment() override;
    /// The player's board, as the method has changed it so far.
    std::optional<RunBoard> board() const override;
    /// Every counter the problem declares, with what the run has counted so far.
    std::vector<RunCounter> counters() const override;
    std::int64_t counterAtDepth(int id, int depth) const override;
    /// The player's current step.
    const Step* boardStep() const override;
    std::optional<std::int32_t> boardVar(int id) const override;
    void setInterrupt(std::function<bool()> interrupt) override;
    bool interrupted() const override;

private:
    /// Where the program stands before the next step: that step's depth and anchor, and whether
    /// its frame has begun (a call whose line set nothing yet has not).
    struct Stand {
        int depth = 0;
        std::uint16_t anchor = 0;
        bool started = true;
    };
    const Stand& stand() const;
    std::vector<RunVariable> shown(int frame, int depth, const Stand& here) const;

    Player& m_player;
    const ProblemDesc& m_problem;
    Listing m_listing;
    ScopeRules m_scopes;
    std::vector<int> m_lineOfAnchor;
    std::function<bool(Step&)> m_peek;
    mutable Stand m_stand;
    mutable std::optional<std::uint64_t> m_standAt;
    /// Where a search back for the moment before stopped, interrupted: the same move there carries it on.
    std::optional<std::uint64_t> m_backSearchAt;
};

} // namespace sb
