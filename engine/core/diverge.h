// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "problem.h"

#include <cstdint>
#include <memory>
#include <optional>

namespace sb {

/// One side of a divergence: the step to seek to and what that method did.
struct DivergeSide {
    std::uint64_t step = 0;
    MomentNote note;
};

/// The first moment at which two methods did different things.
struct Divergence {
    std::int64_t moment = 0;
    DivergeSide method;    ///< the method under test (usually a wrong one)
    DivergeSide reference; ///< the method it is compared with
};

struct DivergeOptions {
    std::uint64_t stepCap = 100'000'000; ///< a run still going after this many steps counts as ended there
};

/// The method `method` is compared with when none is named: the problem's basis for
/// wrong methods when it has one, else its reference.
const MethodDesc& divergeAgainst(const ProblemDesc& problem, const MethodDesc& method) noexcept;

/// Runs both methods' steps side by side, moment by moment, and returns the first
/// moment whose signatures differ; nullopt when they never differ. A moment one run never
/// reached counts as one with an empty signature: a problem's reader gives "did nothing"
/// (no win, no pair taken off) the empty signature. Throws std::invalid_argument for a problem with no moment reader.
std::optional<Divergence> diverge(const ProblemDesc& problem, const std::shared_ptr<const ProblemInput>& input,
                                  const MethodDesc& method, const MethodDesc& against, const DivergeOptions& options = {});

/// The part of a moment reader every problem shares: a step that counts the problem's
/// moment counter opens the next moment and closes the one before. A problem's reader
/// says what a step contributes (observe) and what a closed moment was (close).
class CountedMomentReader : public MomentReader {
public:
    explicit CountedMomentReader(Counter moment) : m_counter(moment) {}
    std::optional<MomentRecord> read(const Step& step, std::uint64_t number, std::span<const CellValue> board) final;
    std::optional<MomentRecord> end(std::uint64_t steps, const Outcome& outcome) final;

protected:
    /// Takes note of a step of the moment that is open (`opens` for its first step).
    virtual void observe(const Step& step, std::uint64_t number, std::span<const CellValue> board, bool opens) = 0;
    /// The record of the moment that just closed (number and default step filled in by the caller);
    /// `outcome` is set when the run has ended with it. Resets the reader for the next moment.
    virtual void close(MomentRecord& record, const Outcome* outcome) = 0;

private:
    MomentRecord closeOpen(std::uint64_t lastStep, const Outcome* outcome);

    Counter m_counter;
    std::int64_t m_moment = 0;   ///< the open moment, 0 before the first
    std::uint64_t m_lastStep = 0;
    bool m_any = false;          ///< steps were read since the last close
};

} // namespace sb
