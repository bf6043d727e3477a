// SPDX-License-Identifier: GPL-3.0-or-later
#include "cardsview.h"

#include "run/motion.h"
#include "run/runsource.h"

#include "cards/cards.h"
#include "core/runmodel.h"

#include <QEvent>
#include <QInputDialog>
#include <QMouseEvent>
#include <QPainter>
#include <QRegularExpression>

#include <cmath>

namespace sb::ui {

namespace {

constexpr double kLargestCard = 72.0;
constexpr double kHeader = 34.0;
constexpr double kMargin = 22.0; ///< room for row and column numbers

} // namespace

CardsView::CardsView(RunSource* source, QWidget* parent) : BoardView(source, parent)
{
    m_fade.setStartValue(0.0);
    m_fade.setEndValue(1.0);
    m_fade.setDuration(motion::kRemoveMs);
    m_fade.setEasingCurve(QEasingCurve::InQuad);
    connect(&m_fade, &QVariantAnimation::valueChanged, viewport(), qOverload<>(&QWidget::update));
    connect(source, &RunSource::stepChanged, this, &CardsView::onStepChanged);
    connect(this, &CardsView::cardClicked, this, &CardsView::editCard);
    connect(source, &RunSource::runChanged, this, [this] {
        // A new table or method: nothing of the old one may still be fading.
        m_fade.stop();
        m_fadeA = m_fadeB = -1;
        m_lastPosition = 0;
        viewport()->update();
    });
}

bool CardsView::showsCards() const
{
    return m_source->input() && m_source->run() && m_source->runProblem() == &cards::kProblem;
}

CardsView::Geometry CardsView::geometry() const
{
    Geometry g;
    if (!showsCards())
        return g;
    const auto& in = static_cast<const cards::CardsInput&>(*m_source->input());
    g.n = in.n;
    g.m = in.m;
    const double margin = kMargin * m_scale;
    const double header = kHeader * m_scale;
    const QSize size = viewport()->size();
    g.cell = std::min({(size.width() - 2 * margin) / g.m, (size.height() - header - 2 * margin) / g.n,
                       kLargestCard * m_scale});
    g.cell = std::max(g.cell, 4.0);
    g.left = (size.width() - g.cell * g.m) / 2;
    g.top = header + margin + std::max(0.0, (size.height() - header - 2 * margin - g.cell * g.n) / 2);
    return g;
}

QRectF CardsView::cardRect(int r, int c) const
{
    const Geometry g = geometry();
    return {g.left + c * g.cell, g.top + r * g.cell, g.cell, g.cell};
}

QString CardsView::header() const
{
    const RunModel* run = m_source->run();
    if (!showsCards() || showsProgram())
        return {};
    return tr("Round %1  ·  Score %2")
        .arg(run->counter(static_cast<int>(cards::Counters::Rounds)))
        .arg(run->boardVar(static_cast<int>(cards::Var::score)).value_or(0));
}

void CardsView::onStepChanged()
{
    // A card fades away when the line that takes it off is reached going forward, slowly enough to see.
    const RunModel* run = shownRun();
    const bool forward = run && run->position() == m_lastPosition + 1;
    m_lastPosition = run ? run->position() : 0;
    const Step* step = run ? run->boardStep() : nullptr;
    const bool slow = animatesMoves();
    if (showsCards() && !showsProgram() && forward && slow && step && !step->deltas().empty() &&
        step->deltas()[0].after == cards::kTaken) {
        m_fadeA = step->deltas()[0].cell;
        m_fadeB = step->deltas().size() > 1 ? step->deltas()[1].cell : -1;
        m_fade.stop();
        m_fade.start();
    } else {
        m_fade.stop();
        m_fadeA = m_fadeB = -1;
    }
    viewport()->update();
}

void CardsView::paintCard(QPainter& p, const QRectF& r, int value, bool onTable, const QString& tag, const QColor& tagColour) const
{
    const QRectF card = r.adjusted(r.width() * 0.08, r.height() * 0.08, -r.width() * 0.08, -r.height() * 0.08);
    const double radius = card.width() * 0.12;
    QFont small = font();
    small.setPixelSize(std::max(leastText(6), static_cast<int>(card.height() * 0.24)));
    if (!onTable) {
        p.setPen(QPen(m_theme->gridLine, m_scale, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(card, radius, radius);
        if (!tag.isEmpty()) { // an empty cell a wrong solution takes for a card
            p.setFont(small);
            p.setPen(tagColour);
            p.drawText(card, Qt::AlignCenter, tag);
        }
        return;
    }
    p.setPen(QPen(m_theme->boardBorder, m_theme->lineWidth * m_scale));
    p.setBrush(m_theme->window);
    p.drawRoundedRect(card, radius, radius);
    QFont f = font();
    f.setBold(true);
    f.setPixelSize(std::max(6, static_cast<int>(card.height() * (value >= 100 ? 0.36 : 0.46))));
    QRectF face = card;
    if (!tag.isEmpty()) {
        // The tag inside the card it names, on its top, the value under it: drawn over the table
        // it would cover the card above or beside, which may be the one compared.
        // As high as its words are drawn (a Chinese tag is set in a taller face than the font's own).
        const QFontMetricsF metrics(small);
        const QRectF band(card.left(), card.top() + card.height() * 0.04, card.width(),
                          std::max(metrics.height(), metrics.boundingRect(tag).height()));
        p.setFont(small);
        p.setPen(tagColour);
        p.drawText(band, Qt::AlignCenter, tag);
        face.setTop(band.bottom());
        f.setPixelSize(std::max(6, std::min(f.pixelSize(), static_cast<int>(face.height() * 0.7))));
    }
    p.setFont(f);
    p.setPen(m_theme->text);
    p.drawText(face, Qt::AlignCenter, QString::number(value));
}

void CardsView::paintEvent(QPaintEvent*)
{
    QPainter p(viewport());
    p.fillRect(viewport()->rect(), m_theme->window);
    const Geometry g = geometry();
    if (g.n == 0)
        return;
    p.setRenderHint(QPainter::Antialiasing, true);
    const auto shown = shownInput();
    const auto& in = static_cast<const cards::CardsInput&>(*shown);
    const auto board = cells();

    QFont f = font();
    f.setBold(true);
    f.setPixelSize(static_cast<int>(16 * m_scale));
    p.setFont(f);
    p.setPen(m_theme->text);
    p.drawText(QRectF(0, 0, viewport()->width(), kHeader * m_scale), Qt::AlignCenter, header());

    const Step* step = shownStep();
    // The line being scanned, under the cards.
    if (step)
        for (const Highlight& h : step->marks())
            if (h.kind == HighlightKind::Segment)
                p.fillRect(cardRect(h.a / g.m, h.a % g.m).united(cardRect(h.b / g.m, h.b % g.m)), m_theme->segment);

    QFont numbers = font();
    numbers.setPixelSize(static_cast<int>(std::max(8.0, std::min(g.cell * 0.3, 11.0 * m_scale))));
    p.setFont(numbers);
    p.setPen(m_theme->coordinate);
    for (int c = 0; c < g.m; ++c)
        p.drawText(QRectF(g.left + c * g.cell, g.top - kMargin * m_scale, g.cell, kMargin * m_scale), Qt::AlignCenter,
                   QString::number(c));
    for (int r = 0; r < g.n; ++r)
        p.drawText(QRectF(g.left - kMargin * m_scale, g.top + r * g.cell, kMargin * m_scale - 4, g.cell),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(r));

    // The last card still there, that the one looked at is compared with, says so on itself.
    int last = -1;
    if (step && step->kind != cards::Kinds::Remove)
        for (const Highlight& h : step->marks())
            if (h.kind == HighlightKind::Source)
                last = h.a;
    // A card the program has not read yet is only in the input: it shows faint until it is read (the
    // subtask program never reads the rows after the first: they are not in its array at all).
    for (int r = 0; r < g.n; ++r)
        for (int c = 0; c < g.m; ++c) {
            const CellValue cell = board[static_cast<std::size_t>(r * g.m + c)];
            p.setOpacity(cell == cards::kUnread ? 0.3 : 1.0);
            const bool tagged = r * g.m + c == last;
            paintCard(p, cardRect(r, c), in.at(r, c), cell != cards::kTaken, tagged ? tr("last") : QString(),
                      m_theme->lastMove.darker(130));
        }
    p.setOpacity(1.0);

    // The pair being taken off fades and shrinks away.
    if (fading()) {
        const double t = m_fade.currentValue().toDouble();
        for (const int cell : {m_fadeA, m_fadeB}) {
            if (cell < 0 || cell >= g.n * g.m)
                continue;
            p.setOpacity(1.0 - t);
            const QRectF r = cardRect(cell / g.m, cell % g.m);
            const double shrink = r.width() * 0.3 * t;
            paintCard(p, r.adjusted(shrink, shrink, -shrink, -shrink), in.values[static_cast<std::size_t>(cell)], true);
        }
        p.setOpacity(1.0);
    }
    paintPicked(p);

    if (!step)
        return;
    const double w = std::max(2.5 * m_scale, g.cell * 0.07);
    for (const Highlight& h : step->marks()) {
        QColor color;
        if (h.kind == HighlightKind::Cell)
            color = m_theme->direction;
        else if (h.kind == HighlightKind::Source)
            color = m_theme->lastMove;
        else if (h.kind == HighlightKind::Target)
            color = m_theme->winLine;
        else
            continue;
        p.setPen(QPen(color, w));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(cardRect(h.a / g.m, h.a % g.m).adjusted(w / 2, w / 2, -w / 2, -w / 2), g.cell * 0.14,
                          g.cell * 0.14);
    }
}

void CardsView::mousePressEvent(QMouseEvent* event)
{
    const Geometry g = geometry();
    if (g.n == 0 || event->button() != Qt::LeftButton)
        return;
    const QPointF at = event->position();
    const int c = static_cast<int>(std::floor((at.x() - g.left) / g.cell));
    const int r = static_cast<int>(std::floor((at.y() - g.top) / g.cell));
    // A program's table is the program's: its cards are not the input's to change.
    if (r >= 0 && r < g.n && c >= 0 && c < g.m && !pickCell(r * g.m + c) && !showsProgram())
        emit cardClicked(r, c);
}

void CardsView::editCard(int row, int column)
{
    const auto input = std::dynamic_pointer_cast<const cards::CardsInput>(m_source->input());
    if (!input)
        return;
    bool ok = false;
    const int value = QInputDialog::getInt(this, tr("Change a card"),
                                           tr("New value of the card at row %1, column %2 (0 to 1000). Every value "
                                              "must appear exactly twice, so change its partner too.")
                                               .arg(row)
                                               .arg(column),
                                           input->at(row, column), 0, cards::kMaxValue, 1, &ok);
    if (ok)
        setCardValue(row, column, value);
}

void CardsView::setCardValue(int row, int column, int value)
{
    QStringList tokens =
        m_source->inputText().split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    bool okN = false, okM = false;
    const int n = tokens.value(0).toInt(&okN), m = tokens.value(1).toInt(&okM);
    if (!okN || !okM || n < 1 || m < 1 || n > cards::kMaxRows || m > cards::kMaxCols || row >= n || column >= m ||
        tokens.size() < 2 + n * m)
        return;
    tokens[2 + row * m + column] = QString::number(value);
    QString table = QStringLiteral("%1 %2\n").arg(n).arg(m);
    for (int r = 0; r < n; ++r)
        table += tokens.mid(2 + r * m, m).join(QLatin1Char(' ')) + QLatin1Char('\n');
    for (const QString& extra : tokens.mid(2 + n * m))
        table += extra + QLatin1Char('\n'); // anything after the table stays, and stays an error
    emit inputEdited(table);
}

void CardsView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        viewport()->update();
    BoardView::changeEvent(event);
}

QRectF CardsView::pickRect(int cell) const
{
    const Geometry g = geometry();
    return g.m > 0 && cell >= 0 && cell < g.n * g.m ? cardRect(cell / g.m, cell % g.m) : QRectF();
}

} // namespace sb::ui
