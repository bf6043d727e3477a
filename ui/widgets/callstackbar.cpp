// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/callstackbar.h"

#include "run/runsource.h"

#include "core/runmodel.h"

#include <QEvent>

#include <memory>

namespace sb::ui {

struct CallStackBar::Private {
    int chosen = 0; ///< 0: the innermost frame
    QStringList frames;
    bool oneLine = false;
    QString plain; ///< the text shown, without its markup
};

CallStackBar::CallStackBar(RunSource* source, QWidget* parent) : WrapLabel(parent), d(std::make_unique<Private>()), m_source(source)
{
    setTextFormat(Qt::RichText);
    setTextInteractionFlags(Qt::LinksAccessibleByMouse);
    setFocusPolicy(Qt::NoFocus); // the keys stay with the player
    setMargin(2);
    connect(this, &QLabel::linkActivated, this, [this](const QString& link) { choose(link.toInt()); });
    m_source = nullptr;
    setSource(source);
}

void CallStackBar::setSource(RunSource* source)
{
    if (m_source)
        disconnect(m_source, nullptr, this, nullptr);
    m_source = source;
    d->chosen = 0;
    connect(source, &RunSource::runChanged, this, &CallStackBar::refresh);
    connect(source, &RunSource::stepChanged, this, [this] {
        d->chosen = 0; // a debugger shows the innermost frame again after each step
        refresh();
    });
    refresh();
}

CallStackBar::~CallStackBar() = default;

QStringList CallStackBar::frames() const
{
    return d->frames;
}

int CallStackBar::chosen() const
{
    const int depth = static_cast<int>(d->frames.size());
    return d->chosen > 0 && d->chosen <= depth ? d->chosen : depth;
}

void CallStackBar::choose(int depth)
{
    d->chosen = depth;
    refresh();
    emit frameChosen(chosen());
}

void CallStackBar::setOneLine(bool on)
{
    d->oneLine = on;
    // One line high, no higher: the height beyond it is the code's.
    setSizePolicy(QSizePolicy::Ignored, on ? QSizePolicy::Maximum : QSizePolicy::Minimum);
    setWordWrap(!on);
    refresh();
}

QString CallStackBar::shownText() const
{
    return d->plain;
}

void CallStackBar::refresh()
{
    d->frames.clear();
    // The frames of the program as it stands before the next line: that line's frame is the innermost.
    if (const RunModel* run = m_source->run())
        for (const RunFrame& f : run->frames())
            d->frames << QString::fromStdString(f.function);
    const int depth = static_cast<int>(d->frames.size());
    const int shown = chosen();
    setToolTip(tr("Click a frame to see its variables."));
    // Which frames show: all of them, or on one line as many as it holds.
    std::vector<bool> kept(static_cast<std::size_t>(depth) + 1, true);
    bool named = true; // "Call stack:" before the frames
    const auto compose = [&](bool rich) {
        const QString gap = rich ? QStringLiteral("&hellip;") : QString(QChar(0x2026));
        const QString between = rich ? QStringLiteral(" &rsaquo; ") : QStringLiteral(" \u203a ");
        QStringList parts;
        for (int f = 1; f <= depth; ++f) {
            if (!kept[static_cast<std::size_t>(f)]) {
                if (kept[static_cast<std::size_t>(f) - 1])
                    parts << gap;
                continue;
            }
            const QString name = d->frames[f - 1];
            if (!rich)
                parts << name;
            else if (f == shown)
                parts << QStringLiteral("<b>%1</b>").arg(name.toHtmlEscaped());
            else
                parts << QStringLiteral("<a href=\"%1\" style=\"text-decoration:none\">%2</a>").arg(f).arg(name.toHtmlEscaped());
        }
        if (parts.isEmpty())
            return QString();
        const QString frames = parts.join(between);
        return named ? tr("Call stack: %1").arg(frames) : frames;
    };
    if (d->oneLine && depth > 0) {
        QFont bold = font();
        bold.setBold(true);
        const QFontMetrics metrics(bold); // wider than the text as drawn: the line holds it surely
        const int room = contentsRect().width() - 2 * margin();
        const auto fits = [&] { return metrics.horizontalAdvance(compose(false)) <= room; };
        // The frames next to the outermost give way first; the outermost, the chosen and the
        // innermost stay.
        for (int f = 2; f < depth && !fits(); ++f)
            if (f != shown)
                kept[static_cast<std::size_t>(f)] = false;
        if (!fits())
            named = false;
        // At the narrowest, the innermost frame (the one the program stands in) and the chosen one.
        for (int f = 1; f < depth && !fits(); ++f)
            if (f != shown)
                kept[static_cast<std::size_t>(f)] = false;
    }
    d->plain = compose(false);
    setText(compose(true));
}

void CallStackBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    WrapLabel::changeEvent(event);
}

void CallStackBar::resizeEvent(QResizeEvent* event)
{
    WrapLabel::resizeEvent(event);
    if (d->oneLine)
        refresh();
}

} // namespace sb::ui
