// SPDX-License-Identifier: GPL-3.0-or-later
#include "penoverlay.h"

#include "run/session.h"

#include <QApplication>
#include <QEvent>
#include <QFontInfo>
#include <QFontMetrics>
#include <QKeyEvent>
#include <QHBoxLayout>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPathStroker>
#include <QSettings>
#include <QToolButton>

#include <algorithm>

namespace sb::ui {

namespace {

const QString kClearOnStepKey = QStringLiteral("pen/clearOnStep");

} // namespace

PenOverlay::PenOverlay(QWidget* covered, Session* session) : QWidget(covered), m_covered(covered)
{
    setAttribute(Qt::WA_TransparentForMouseEvents, true);
    setAttribute(Qt::WA_NoSystemBackground, true);
    setAttribute(Qt::WA_TranslucentBackground, true);
    setFocusPolicy(Qt::NoFocus);
    covered->installEventFilter(this);
    qApp->installEventFilter(this);
    setGeometry(covered->rect());
    m_clearOnStep = QSettings().value(kClearOnStepKey, false).toBool();
    buildPalette();
    connect(session, &Session::stepChanged, this, [this] {
        if (m_clearOnStep && !m_strokes.isEmpty())
            clear();
    });
    connect(session, &Session::runChanged, this, [this] {
        if (m_clearOnStep && !m_strokes.isEmpty())
            clear();
    });
    raise();
}

QVector<QColor> PenOverlay::colours()
{
    // Red, blue, green, black and yellow from the Okabe-Ito set, strong enough for a projector.
    return {QColor(213, 94, 0), QColor(0, 114, 178), QColor(0, 158, 115), QColor(20, 20, 20), QColor(230, 159, 0)};
}

void PenOverlay::buildPalette()
{
    m_palette = new QWidget(this);
    m_palette->setAutoFillBackground(true);
    m_palette->setAttribute(Qt::WA_TransparentForMouseEvents, false);
    auto* row = new QHBoxLayout(m_palette);
    row->setContentsMargins(4, 4, 4, 4);
    row->setSpacing(2);
    const auto button = [this, row](auto slot) {
        auto* b = new QToolButton(m_palette);
        b->setFocusPolicy(Qt::NoFocus);
        b->setAutoRaise(true);
        connect(b, &QToolButton::clicked, this, slot);
        row->addWidget(b);
        return b;
    };
    const QVector<QColor> all = colours();
    for (int i = 0; i < all.size(); ++i) {
        QToolButton* b = button([this, i] { setColour(i); });
        b->setCheckable(true);
        QPixmap swatch(24, 24);
        swatch.fill(all[i]);
        b->setIcon(QIcon(swatch));
        m_colourButtons << b;
    }
    m_eraserButton = button([this] { setEraser(!m_eraser); });
    m_eraserButton->setCheckable(true);
    m_undoButton = button([this] { undo(); });
    m_clearButton = button([this] { clear(); });
    m_stepButton = button([this] { setClearOnStep(!m_clearOnStep); });
    m_stepButton->setCheckable(true);
    m_stepButton->setChecked(m_clearOnStep);
    m_closeButton = button([this] { setActive(false); });
    for (QToolButton* b : {m_eraserButton, m_undoButton, m_clearButton, m_stepButton, m_closeButton})
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_palette->hide();
    setColour(0);
    retranslate();
}

void PenOverlay::retranslate()
{
    const QStringList names{tr("Red"), tr("Blue"), tr("Green"), tr("Black"), tr("Yellow")};
    for (int i = 0; i < m_colourButtons.size(); ++i)
        m_colourButtons[i]->setToolTip(names.value(i));
    m_eraserButton->setText(tr("Eraser"));
    m_eraserButton->setToolTip(tr("Rub out the strokes the pen touches"));
    m_undoButton->setText(tr("Undo"));
    m_undoButton->setToolTip(tr("Take back the last stroke or rubbing out (Ctrl+Z)"));
    m_clearButton->setText(tr("Clear"));
    m_clearButton->setToolTip(tr("Clear every drawing (Esc)"));
    m_stepButton->setText(tr("Clear on each step"));
    m_stepButton->setToolTip(tr("On: drawings go when the step changes. Off: they stay until cleared."));
    m_closeButton->setText(tr("Put the pen down (P)"));
    m_palette->adjustSize();
}

void PenOverlay::setActive(bool on)
{
    if (on == m_active)
        return;
    m_active = on;
    setAttribute(Qt::WA_TransparentForMouseEvents, !on);
    setCursor(on ? Qt::CrossCursor : Qt::ArrowCursor);
    // Swatches as tall as a line of text: large on a projector, whose font is doubled.
    const int swatch = QFontMetrics(font()).height();
    for (QToolButton* b : m_colourButtons)
        b->setIconSize(QSize(swatch, swatch));
    m_palette->setVisible(on);
    m_palette->adjustSize();
    m_palette->move(width() - m_palette->width() - 8, 8);
    raise(); // above anything added since (the side-by-side view)
    emit activeChanged(on);
}

void PenOverlay::setColour(int index)
{
    m_colour = std::clamp(index, 0, static_cast<int>(colours().size()) - 1);
    for (int i = 0; i < m_colourButtons.size(); ++i)
        m_colourButtons[i]->setChecked(i == m_colour);
    setEraser(false);
}

void PenOverlay::setEraser(bool on)
{
    m_eraser = on;
    m_eraserButton->setChecked(on);
}

void PenOverlay::undo()
{
    if (m_undo.isEmpty())
        return;
    const Change change = m_undo.takeLast();
    if (change.added) {
        for (int i = 0; i < change.strokes.size(); ++i)
            m_strokes.removeLast();
    } else {
        // Put the rubbed-out strokes back where they were, first rubbed out last.
        for (auto it = change.strokes.crbegin(); it != change.strokes.crend(); ++it)
            m_strokes.insert(std::min<qsizetype>(it->first, m_strokes.size()), it->second);
    }
    update();
}

void PenOverlay::clear()
{
    if (m_strokes.isEmpty())
        return;
    Change change{false, {}};
    for (int i = 0; i < m_strokes.size(); ++i)
        change.strokes.push_back({i, m_strokes[i]});
    m_undo.push_back(change);
    m_strokes.clear();
    update();
}

void PenOverlay::setClearOnStep(bool on)
{
    m_clearOnStep = on;
    m_stepButton->setChecked(on);
    QSettings().setValue(kClearOnStepKey, on);
}

double PenOverlay::penWidth() const
{
    return std::max(3.0, QFontInfo(font()).pixelSize() / 3.5);
}

bool PenOverlay::eventFilter(QObject* watched, QEvent* event)
{
    // Esc clears the drawings (then puts the pen down) and Ctrl+Z takes back a stroke, before
    // the window's own keys for them: the shortcut is overridden, the key press handled here.
    const bool key = event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress;
    if (key && (m_active || !m_strokes.isEmpty())) {
        auto* k = static_cast<QKeyEvent*>(event);
        const bool esc = k->key() == Qt::Key_Escape && k->modifiers() == Qt::NoModifier;
        const bool undoKey = m_active && k->matches(QKeySequence::Undo);
        if (esc || undoKey) {
            event->accept();
            if (event->type() == QEvent::KeyPress) {
                if (undoKey)
                    undo();
                else if (!m_strokes.isEmpty())
                    clear();
                else
                    setActive(false);
            }
            return true;
        }
    }
    if (watched == m_covered && event->type() == QEvent::Resize) {
        setGeometry(m_covered->rect());
        m_palette->move(width() - m_palette->width() - 8, 8);
    }
    if (watched == m_covered && event->type() == QEvent::ChildAdded && event != nullptr)
        raise();
    return QWidget::eventFilter(watched, event);
}

void PenOverlay::paintEvent(QPaintEvent*)
{
    if (m_strokes.isEmpty())
        return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    for (const Stroke& s : m_strokes) {
        p.setPen(QPen(s.colour, s.width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPath(s.path);
    }
}

void PenOverlay::eraseAt(const QPointF& at)
{
    const double reach = penWidth() * 2;
    for (int i = static_cast<int>(m_strokes.size()) - 1; i >= 0; --i) {
        QPainterPathStroker stroker;
        stroker.setWidth(m_strokes[i].width + reach);
        if (stroker.createStroke(m_strokes[i].path).contains(at)) {
            m_erasing.strokes.push_back({i, m_strokes[i]});
            m_strokes.removeAt(i);
            update();
        }
    }
}

void PenOverlay::mousePressEvent(QMouseEvent* event)
{
    if (!m_active || event->button() != Qt::LeftButton)
        return;
    m_drawing = true;
    if (m_eraser) {
        m_erasing = {false, {}};
        eraseAt(event->position());
        return;
    }
    Stroke s;
    s.colour = colours()[m_colour];
    s.width = penWidth();
    s.path.moveTo(event->position());
    s.path.lineTo(event->position() + QPointF(0.01, 0.01)); // a dot shows too
    m_strokes.push_back(s);
    m_undo.push_back({true, {{static_cast<int>(m_strokes.size()) - 1, s}}});
    update();
}

void PenOverlay::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_drawing)
        return;
    if (m_eraser) {
        eraseAt(event->position());
        return;
    }
    m_strokes.back().path.lineTo(event->position());
    update();
}

void PenOverlay::mouseReleaseEvent(QMouseEvent*)
{
    if (m_drawing && m_eraser && !m_erasing.strokes.isEmpty())
        m_undo.push_back(m_erasing);
    m_drawing = false;
}

void PenOverlay::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sb::ui
