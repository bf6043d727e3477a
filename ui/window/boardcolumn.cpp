// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/boardcolumn.h"

#include "widgets/boardview.h"
#include "run/narrator.h"
#include "run/problemui.h"
#include "run/session.h"
#include "common/cjkspacing.h"
#include "common/theme.h"
#include "common/typefit.h"
#include "run/verdict.h"
#include "widgets/wraplabel.h"

#include "core/player.h"
#include "core/problem.h"
#include "core/runmodel.h"

#include <QBoxLayout>
#include <QResizeEvent>
#include <QStackedWidget>
#include <QTextLayout>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace sb::ui {

namespace {

/// The height of a line of `text` in `font`: a line of Chinese, set in the font the system falls
/// back to, is taller than the font's own line spacing.
int lineHeightOf(const QFont& font, const QString& text)
{
    QTextLayout layout(text, font);
    layout.beginLayout();
    QTextLine line = layout.createLine();
    line.setLineWidth(100000);
    layout.endLayout();
    return std::max(QFontMetrics(font).lineSpacing(), static_cast<int>(std::ceil(line.height())));
}

} // namespace

BoardColumn::BoardColumn(Session* session, QWidget* parent)
    : QWidget(parent), m_session(session), m_layout(new QVBoxLayout(this)), m_boards(new QStackedWidget(this)),
      m_methodTitle(new WrapLabel(this)), m_narration(new WrapLabel(this)), m_verdict(new WrapLabel(this))
{
    m_narration->setObjectName(QStringLiteral("narration"));
    m_narration->setFrameShape(QFrame::StyledPanel);
    m_narration->setMargin(6);
    m_narration->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setMargin(6);
    m_verdict->setAutoFillBackground(true);
    m_verdict->hide();
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addWidget(m_methodTitle);
    m_boardRow = new QBoxLayout(QBoxLayout::LeftToRight);
    m_boardRow->addWidget(m_boards, 1);
    m_layout->addLayout(m_boardRow, 1);
    m_layout->addWidget(m_verdict);
    m_layout->addWidget(m_narration);
    connect(session, &Session::stepChanged, this, &BoardColumn::refreshNarration);
    connect(session, &Session::referenceChanged, this, &BoardColumn::refreshNarration);
    connect(session, &Session::runChanged, this, [this] {
        showBoard();
        updateNarration();
    });
    showBoard();
}

void BoardColumn::showBoard()
{
    const QString id = m_session->problemId();
    BoardView* view = m_boardOf.value(id);
    if (!view) {
        view = problemUi(m_session->problem().id).createBoard(m_session, m_boards);
        view->setPresentation(m_projector);
        connect(view, &BoardView::inputEdited, this, &BoardColumn::inputEdited);
        m_boards->addWidget(view);
        m_boardOf.insert(id, view);
    }
    if (!m_standIn)
        m_boards->setCurrentWidget(view);
}

void BoardColumn::setStandIn(QWidget* board)
{
    if (board == m_standIn)
        return;
    if (m_standIn)
        m_boards->removeWidget(m_standIn);
    m_standIn = board;
    m_said.clear(); // said of what stood there before
    if (board) {
        m_boards->addWidget(board);
        m_boards->setCurrentWidget(board);
    } else {
        m_standInWords = {};
        showBoard();
    }
    refreshNarration();
}

void BoardColumn::setStandInWords(const QString& title, const QString& narration, const QString& verdict, bool right)
{
    // A sentence said stands until the stand-in says something else (its run moved on).
    if (narration != m_standInWords.narration || title != m_standInWords.title)
        m_said.clear();
    m_standInWords = {title, narration, verdict, right};
    refreshNarration();
}

void BoardColumn::setBeside(QWidget* widget)
{
    if (widget == m_beside)
        return;
    if (m_beside) {
        m_boardRow->removeWidget(m_beside);
        m_beside->hide();
    }
    m_beside = widget;
    if (widget) {
        m_boardRow->addWidget(widget, 1);
        widget->show();
        layBeside();
    }
    refreshNarration(); // the title says what stands beside
}

void BoardColumn::layBeside()
{
    // Two boards side by side while the column is wide enough for two squares; one over the other
    // in a column much taller than wide.
    m_boardRow->setDirection(height() > width() * 3 / 2 ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
}

BoardView* BoardColumn::board() const
{
    return m_boardOf.value(m_session->problemId());
}

QString BoardColumn::narration() const
{
    return m_narrationText;
}

QString BoardColumn::verdict() const
{
    return m_verdict->isHidden() ? QString() : m_verdictText;
}

QString BoardColumn::methodTitle() const
{
    return m_titleText;
}

void BoardColumn::fitTitle()
{
    m_methodTitle->setText(m_titleText);
    m_methodTitle->setToolTip(QString());
    if (!m_projector) {
        m_methodTitle->setMinimumHeight(0);
        m_methodTitle->setMaximumHeight(QWIDGETSIZE_MAX);
        return;
    }
    // Two lines high, of the title's own script (a Chinese line is taller than the font's spacing): the
    // board below keeps one height. A longer title is set smaller to fit them, never cut: the
    // reason a method is wrong is what the class reads there. Only past the least size does it
    // take the lines it needs.
    QFont title = m_sentenceFont;
    title.setBold(true);
    const int frame = m_methodTitle->contentsMargins().top() + m_methodTitle->contentsMargins().bottom() +
                      2 * m_methodTitle->margin();
    const int twoLines = lineHeightOf(title, m_titleText) * 2 + frame;
    // The column's width: the title's own is laid out after the column's resize.
    const int width = contentsRect().width() - m_layout->contentsMargins().left() - m_layout->contentsMargins().right();
    m_methodTitle->setFont(title);
    if (width <= 1) {
        m_methodTitle->setFixedHeight(twoLines);
        return;
    }
    const int needed = shrinkToFit(
        twoLines,
        [this, &title](double scale) {
            QFont smaller = title;
            smaller.setPointSizeF(title.pointSizeF() * scale);
            m_methodTitle->setFont(smaller);
        },
        [this, width] { return m_methodTitle->heightForWidth(width); });
    m_methodTitle->setFixedHeight(std::max(needed, twoLines));
}

quint64 BoardColumn::position() const
{
    return m_session->player() ? m_session->player()->position() : 0;
}

int BoardColumn::sentenceSpacing() const
{
    return m_layout->spacing();
}

void BoardColumn::setNarrationHidden(bool hidden)
{
    m_narrationHidden = hidden;
    showSentences();
}

void BoardColumn::showSentences()
{
    // On a projector the verdict takes the narration's place at the end of the run: the two
    // share one slot of fixed height, and the board keeps its size from the first step to the last.
    const bool verdict = m_verdict->isVisibleTo(this);
    m_narration->setHidden(m_narrationHidden || (m_projector && verdict));
    fitSentences();
}

void BoardColumn::fitSentences()
{
    if (m_titleLent) {
        m_titleLent = false;
        m_methodTitle->show();
    }
    if (!m_projector || m_slotHeight <= 0)
        return;
    const int width = std::max(1, contentsRect().width() - m_layout->contentsMargins().left() -
                                      m_layout->contentsMargins().right());
    // The height `label` needs in the largest font it fits `room` in (the font is left set).
    const auto fit = [this, width](QLabel* label, int room) {
        return shrinkToFit(
            room,
            [this, label](double scale) {
                QFont font = m_sentenceFont;
                font.setPointSizeF(m_sentenceFont.pointSizeF() * scale);
                label->setFont(font);
            },
            [label, width] { return label->heightForWidth(width); });
    };
    for (QLabel* label : {m_narration, m_verdict}) {
        if (label->isHidden())
            continue;
        // A label asked for its height never answers less than its least height: free it first.
        label->setMinimumHeight(0);
        label->setMaximumHeight(QWIDGETSIZE_MAX);
        int room = m_slotHeight;
        int needed = fit(label, room);
        // A verdict too long for the slot takes the method's title's place as well: at the end
        // of a wrong method it says the same mistake, with what it printed.
        if (needed > room && label == m_verdict && m_methodTitle->isVisible()) {
            room += m_methodTitle->height() + m_layout->spacing();
            needed = fit(label, room);
            m_methodTitle->hide();
            m_titleLent = true;
        }
        label->setFixedHeight(std::max(needed, room));
    }
}

void BoardColumn::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitTitle();
    fitSentences();
    if (m_beside)
        layBeside();
}

void BoardColumn::addUnderNarration(QWidget* widget)
{
    m_layout->insertWidget(m_layout->indexOf(m_narration) + 1, widget);
}

void BoardColumn::setPresentation(bool on, const QFont& font)
{
    m_projector = on;
    for (BoardView* b : std::as_const(m_boardOf))
        b->setPresentation(on);
    // The sentence is a little larger than the rest; on a projector, where everything is doubled, the same.
    QFont narration = font;
    narration.setPointSizeF(font.pointSizeF() * (on ? 1.0 : 1.25));
    m_narration->setFont(narration);
    m_verdict->setFont(narration);
    m_sentenceFont = narration;
    if (on) {
        // One slot for the narration or the verdict (see showSentences): two lines of the
        // projector's size, or three of the smallest it sets a long sentence in.
        QFont smallest = narration;
        smallest.setPointSizeF(narration.pointSizeF() * kLeastTypeScale);
        m_slotHeight = std::max(QFontMetrics(narration).lineSpacing() * 2, QFontMetrics(smallest).lineSpacing() * 3) + 14;
        m_shortSlot = lineHeightOfEveryScript(smallest) * 2 + 10;
    } else {
        // Two lines of the sentence always fit, so the board does not jump as it changes.
        m_slotHeight = 0;
        for (QLabel* label : {m_narration, m_verdict}) {
            label->setMinimumHeight(0);
            label->setMaximumHeight(QWIDGETSIZE_MAX);
        }
        m_narration->setMinimumHeight(QFontMetrics(narration).lineSpacing() * 2 + 14);
    }
    QFont title = font;
    title.setBold(true);
    title.setPointSizeF(font.pointSizeF() * (on ? 1.0 : 1.1));
    m_methodTitle->setFont(title);
    refreshNarration();
}

} // namespace sb::ui
