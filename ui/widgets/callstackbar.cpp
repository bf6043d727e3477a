// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/callstackbar.h"

#include "run/listingsource.h"
#include "run/session.h"

#include "core/listing.h"
#include "core/player.h"
#include "core/problem.h"

#include <QEvent>

#include <map>
#include <memory>

namespace sb::ui {

struct CallStackBar::Private {
    Listing listing;
    std::map<std::uint16_t, int> lineOfAnchor;
    int chosen = 0; ///< 0: the innermost frame
    QStringList frames;
};

CallStackBar::CallStackBar(Session* session, QWidget* parent) : WrapLabel(parent), d(std::make_unique<Private>()), m_session(session)
{
    setTextFormat(Qt::RichText);
    setTextInteractionFlags(Qt::LinksAccessibleByMouse);
    setFocusPolicy(Qt::NoFocus); // the keys stay with the player
    setMargin(2);
    connect(this, &QLabel::linkActivated, this, [this](const QString& link) { choose(link.toInt()); });
    connect(session, &Session::runChanged, this, [this] {
        reloadListing();
        refresh();
    });
    connect(session, &Session::stepChanged, this, [this] {
        d->chosen = 0; // a debugger shows the innermost frame again after each step
        refresh();
    });
    reloadListing();
    refresh();
}

CallStackBar::~CallStackBar() = default;

QStringList CallStackBar::frames() const
{
    return d->frames;
}

int CallStackBar::chosen() const
{
    const int depth = m_session->stand().depth;
    return d->chosen > 0 && d->chosen <= depth ? d->chosen : depth;
}

void CallStackBar::choose(int depth)
{
    d->chosen = depth;
    refresh();
    emit frameChosen(chosen());
}

void CallStackBar::reloadListing()
{
    d->listing = builtInListing(m_session->problem(), m_session->method(), m_session->codeLanguage());
    d->lineOfAnchor = linesOfAnchors(m_session->problem(), d->listing);
}

void CallStackBar::refresh()
{
    d->frames.clear();
    const Player* player = m_session->player();
    // The frames of the program as it stands before the next line: that line's frame is the innermost.
    const Session::Stand stand = m_session->stand();
    const int depth = player ? stand.depth : 0;
    const int shown = chosen();
    QStringList parts;
    for (int f = 1; f <= depth; ++f) {
        const auto line = d->lineOfAnchor.find(f == depth ? stand.anchor : player->variables().line(f));
        const QString name = QString::fromStdString(
            line == d->lineOfAnchor.end() ? std::string("?") : d->listing.functionAt(line->second));
        d->frames << name;
        const QString shownName = name.toHtmlEscaped();
        parts << (f == shown ? QStringLiteral("<b>%1</b>").arg(shownName)
                             : QStringLiteral("<a href=\"%1\" style=\"text-decoration:none\">%2</a>").arg(f).arg(shownName));
    }
    setText(parts.isEmpty() ? QString()
                            : tr("Call stack: %1").arg(parts.join(QStringLiteral(" &rsaquo; "))));
    setToolTip(tr("Click a frame to see its variables."));
}

void CallStackBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    WrapLabel::changeEvent(event);
}

} // namespace sb::ui
