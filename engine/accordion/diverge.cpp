// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordion.h"
#include "judging.h"

#include "core/diverge.h"

namespace sb::accordion {

namespace {

/// A card move, as a method made it: the deck, the card, the pile it left and the pile it joined.
class CardMoveReader final : public CountedMomentReader {
public:
    CardMoveReader() : CountedMomentReader(Counters::CardMoves) {}

protected:
    void observe(const Step& step, std::uint64_t number, std::span<const CellValue>, bool opens) override
    {
        const auto args = step.narrationArgs();
        if (step.narration == static_cast<std::uint16_t>(Narration::DeckStart) && !args.empty())
            m_deck = args[0];
        if (opens && step.narration == static_cast<std::uint16_t>(Narration::Move) && args.size() >= 3) {
            m_move = {m_deck, args[0], args[1], args[2]};
            m_step = number;
        }
    }

    void close(MomentRecord& r, const Outcome*) override
    {
        if (!m_move) {
            r.note = {"no-move", {}, "moves no card"};
            return;
        }
        const auto [deck, card, from, to] = *m_move;
        r.step = m_step;
        r.signature = {deck, card, from, to};
        r.note = {"moves-card", {deck, card, from, to},
                  "deck " + std::to_string(deck) + ", move " + std::to_string(r.moment) + ": " +
                      cardName(static_cast<Card>(card)) + " from pile " + std::to_string(from) + " onto pile " +
                      std::to_string(to) + " (" + std::to_string(from - to) + " to the left)"};
        m_move.reset();
    }

private:
    std::int64_t m_deck = 1;
    std::optional<std::array<std::int64_t, 4>> m_move; ///< deck, card, from, to
    std::uint64_t m_step = 0;
};

} // namespace

std::unique_ptr<MomentReader> momentReader(const ProblemInput&)
{
    return std::make_unique<CardMoveReader>();
}

} // namespace sb::accordion
