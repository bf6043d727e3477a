// SPDX-License-Identifier: GPL-3.0-or-later
#include "run/divergence.h"

#include "run/problemui.h"
#include "common/cjkspacing.h"
#include "common/utf8.h"

#include "core/diverge.h"
#include "core/problem.h"

namespace sb::ui {

std::optional<WhereItGoesWrong> DivergenceWords::find(const ProblemDesc& problem,
                                                      const std::shared_ptr<const ProblemInput>& input,
                                                      const MethodDesc& method)
{
    const MethodDesc& against = divergeAgainst(problem, method);
    const std::optional<Divergence> d = diverge(problem, input, method, against);
    if (!d)
        return std::nullopt;
    const ProblemUi& ui = problemUi(problem.id);
    // A run that has ended does nothing more; the engine calls that note "ended".
    const auto said = [&ui, &d](const DivergeSide& side) {
        return side.note.what == "ended" ? tr("it has already ended.") : ui.momentNote(d->moment, side.note);
    };
    WhereItGoesWrong w;
    w.method = fromUtf8(method.id);
    w.against = fromUtf8(against.id);
    w.moment = d->moment;
    w.step = d->method.step;
    w.text = withoutSpacesInChinese(tr("The first place where they differ. %1: %2 %3: %4")
                                        .arg(ui.methodLabel(against.id), said(d->reference), ui.methodLabel(method.id),
                                             said(d->method)));
    return w;
}

QString DivergenceWords::same(const ProblemDesc& problem, const MethodDesc& method)
{
    const ProblemUi& ui = problemUi(problem.id);
    return withoutSpacesInChinese(tr("On this input, %1 does the same as %2 at every step of the way: try another sample.")
                                      .arg(ui.methodLabel(method.id), ui.methodLabel(divergeAgainst(problem, method).id)));
}

} // namespace sb::ui
