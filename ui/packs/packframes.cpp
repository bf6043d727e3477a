// SPDX-License-Identifier: GPL-3.0-or-later
// A pack's recorded run as pictures and animations draw it: its board at any step, as the window draws it,
// apart from the window.
#include "packs/packcontroller.h"

#include "packs/packboardview.h"
#include "run/drawnboards.h"

#include "pack.h"
#include "packrun.h"

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>

namespace sb::ui {

namespace {

class PackFrames : public DrawnBoards {
    Q_DECLARE_TR_FUNCTIONS(sb::ui::PackFrames)
public:
    PackFrames(std::shared_ptr<const pack::Pack> pack, const pack::Solution* solution,
               std::shared_ptr<const program::Trace> trace, std::vector<std::size_t> moveEnds, bool presentation)
        : m_pack(std::move(pack)), m_solution(solution), m_trace(std::move(trace)), m_moveEnds(std::move(moveEnds))
    {
        m_look = packLook(*m_pack, *m_solution, nullptr, 0);
        m_look.theme = presentation ? &Theme::highContrast() : &Theme::normal();
        m_look.scale = presentation ? 2.0 : 1.0;
    }

    std::vector<std::size_t> frameSteps(quint64 from, quint64 to, bool moves) const override
    {
        std::vector<std::size_t> steps;
        for (quint64 at = from; at <= std::min(to, last(moves)); ++at)
            steps.push_back(!moves ? std::size_t(at) : at == 0 ? 0 : m_moveEnds[std::size_t(at - 1)]);
        return steps;
    }
    quint64 last(bool moves) const override { return moves ? m_moveEnds.size() : m_trace->positions() - 1; }
    quint64 movesAt(std::size_t step) const override
    {
        return quint64(std::upper_bound(m_moveEnds.begin(), m_moveEnds.end(), step) - m_moveEnds.begin());
    }
    QString movesName() const override { return tr("Moves"); }
    void paint(QPainter& painter, const QRectF& area, std::size_t step) const override
    {
        PackBoardLook look = m_look;
        look.picture = pack::pictureAt(*m_pack, *m_solution, *m_trace, step);
        painter.fillRect(area, look.theme->window);
        paintPackView(painter, area, look);
    }

private:
    std::shared_ptr<const pack::Pack> m_pack; ///< keeps the solution, the board and the colours drawn
    const pack::Solution* m_solution;
    std::shared_ptr<const program::Trace> m_trace;
    std::vector<std::size_t> m_moveEnds;
    PackBoardLook m_look;
};

} // namespace

std::shared_ptr<const DrawnBoards> PackController::packBoards(bool presentation) const
{
    if (!m_pack || !m_solution || !m_trace || m_trace->empty() || recording())
        return nullptr;
    return std::make_shared<PackFrames>(m_pack, m_solution, m_trace, m_moveEnds, presentation);
}

} // namespace sb::ui
