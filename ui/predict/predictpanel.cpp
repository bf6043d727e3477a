// SPDX-License-Identifier: GPL-3.0-or-later
#include "predictpanel.h"

#include "predictor.h"
#include "common/theme.h"
#include "common/typefit.h"
#include "widgets/wraplabel.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QShortcut>
#include <QStyle>
#include <QVBoxLayout>

namespace sb::ui {

namespace {
constexpr int kPerRow = 5;
} // namespace

PredictPanel::PredictPanel(Predictor* predictor, QWidget* parent)
    : QFrame(parent), m_predictor(predictor), m_question(new WrapLabel(this)), m_answers(new QGridLayout),
      m_verdict(new WrapLabel(this)), m_score(new WrapLabel(this)), m_reset(new QPushButton(this)),
      m_check(new QPushButton(this))
{
    setFrameShape(QFrame::StyledPanel);
    setFocusPolicy(Qt::StrongFocus);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    QFont bold = m_question->font();
    bold.setBold(true);
    m_question->setFont(bold);
    layout->addWidget(m_question);
    m_answers->setHorizontalSpacing(6); // set, so that the answers' width in one row is known
    layout->addLayout(m_answers);
    // Enter checks from anywhere in the window: the board has the focus while cells are picked.
    m_check->setFocusPolicy(Qt::NoFocus);
    auto* checkKey = new QShortcut(QKeySequence(Qt::Key_Return), this);
    auto* checkEnter = new QShortcut(QKeySequence(Qt::Key_Enter), this);
    for (QShortcut* key : {checkKey, checkEnter}) {
        key->setContext(Qt::WindowShortcut);
        key->setEnabled(false); // only while picked cells wait: the editors keep their Enter
        m_checkKeys.append(key);
        connect(key, &QShortcut::activated, m_predictor, &Predictor::check);
    }
    connect(m_check, &QPushButton::clicked, m_predictor, &Predictor::check);
    m_verdict->setAutoFillBackground(true);
    m_verdict->setMargin(4);
    m_verdictRow = new QHBoxLayout;
    m_verdictRow->addWidget(m_verdict, 1);
    layout->addLayout(m_verdictRow);
    m_scoreRow = new QHBoxLayout;
    layout->addLayout(m_scoreRow);
    arrange();
    connect(m_reset, &QPushButton::clicked, m_predictor, &Predictor::resetScore);
    connect(m_predictor, &Predictor::changed, this, &PredictPanel::refresh);
    refresh();
}

void PredictPanel::arrange()
{
    // On a projector the verdict (or, before the first question, how to begin), the score and
    // its reset share one row; while a question waits the row holds Check alone. Elsewhere
    // the verdict has a row of its own above Check, the score and the reset.
    for (QWidget* w : {static_cast<QWidget*>(m_check), static_cast<QWidget*>(m_score), static_cast<QWidget*>(m_reset)}) {
        m_verdictRow->removeWidget(w);
        m_scoreRow->removeWidget(w);
    }
    m_score->setSizePolicy(m_presenting ? QSizePolicy::Fixed : QSizePolicy::Ignored, QSizePolicy::Minimum);
    // Thin margins on a projector: the row holds two lines of the verdict in the least type.
    layout()->setContentsMargins(6, m_presenting ? 2 : 4, 6, m_presenting ? 2 : 4);
    m_verdict->setMargin(m_presenting ? 2 : 4);
    QHBoxLayout* row = m_presenting ? m_verdictRow : m_scoreRow;
    row->addWidget(m_check);
    row->addWidget(m_score, m_presenting ? 0 : 1);
    row->addWidget(m_reset);
}

QString PredictPanel::questionText() const
{
    return m_question->text();
}

QString PredictPanel::verdictText() const
{
    return m_verdictText;
}

QString PredictPanel::scoreText() const
{
    return m_score->text();
}

void PredictPanel::refresh()
{
    const QStringList choices = m_predictor->choices();
    if (!m_predictor->asking())
        m_question->setText(tr("Step forward: the run stops before the next event and asks what will happen."));
    else if (choices.isEmpty())
        m_question->setText(tr("%1 %2", "a question, then what to click to answer it")
                                .arg(m_predictor->question(), m_predictor->prompt()));
    else if (m_presenting)
        m_question->setText(m_predictor->question()); // the buttons under it say how to answer
    else
        m_question->setText(tr("%1 Answer with a button or its key.").arg(m_predictor->question()));
    QStringList shown;
    for (const QPushButton* b : m_buttons)
        shown.append(b->text());
    if (shown != choices)
        setChoices(choices);
    const bool asking = m_predictor->asking();
    const QString verdict = m_predictor->verdict();
    m_verdictText = verdict;
    // On a projector, once answered, the verdict stands alone: how to go on was said before the
    // first question, in the verdict's place, in few words.
    const QString hint = tr("Step forward to the first question.");
    if (m_presenting) {
        m_question->setVisible(asking);
        m_verdict->setText(verdict.isEmpty() ? hint : verdict);
        m_verdict->setVisible(!asking);
        m_verdict->setAutoFillBackground(!verdict.isEmpty());
    } else {
        m_question->setVisible(true);
        m_verdict->setText(verdict);
        m_verdict->setVisible(!verdict.isEmpty());
        m_verdict->setAutoFillBackground(true);
    }
    m_verdict->setToolTip(QString());
    const Theme& theme = m_presenting ? Theme::highContrast() : Theme::normal();
    QPalette p = m_verdict->palette();
    const bool right = m_predictor->lastRight();
    p.setColor(QPalette::Window, right ? theme.verdictRightBack : theme.verdictWrongBack);
    p.setColor(QPalette::WindowText, verdict.isEmpty() ? palette().color(QPalette::WindowText)
                                     : right           ? theme.verdictRightText
                                                       : theme.verdictWrongText);
    m_verdict->setPalette(p);
    if (m_presenting) {
        // The score in few words beside the verdict, the reset a mark with its name in the tooltip.
        m_score->setText(tr("Score: %1/%2", "right answers / questions asked, on a projector")
                             .arg(m_predictor->right())
                             .arg(m_predictor->asked()));
        m_score->setToolTip(tr("Score: %1 right of %2 asked").arg(m_predictor->right()).arg(m_predictor->asked()));
        m_reset->setText(QStringLiteral("\u21BA"));
        m_reset->setToolTip(tr("Reset score"));
    } else {
        m_score->setText(tr("Score: %1 right of %2 asked").arg(m_predictor->right()).arg(m_predictor->asked()));
        m_score->setToolTip(QString());
        m_reset->setText(tr("Reset score"));
        m_reset->setToolTip(QString());
    }
    m_score->setVisible(!m_presenting || !asking);
    m_reset->setVisible(!m_presenting || !asking);
    m_check->setText(tr("Check"));
    m_check->setToolTip(tr("Key %1").arg(QKeySequence(Qt::Key_Return).toString(QKeySequence::NativeText)));
    m_check->setVisible(m_predictor->needsCheck());
    for (QShortcut* key : m_checkKeys)
        key->setEnabled(m_predictor->needsCheck());
    if (m_predictor->asking() && !choices.isEmpty())
        setFocus();
    fitRoom();
}

void PredictPanel::setChoices(const QStringList& choices)
{
    qDeleteAll(m_buttons);
    m_buttons.clear();
    for (int i = 0; i < choices.size(); ++i) {
        auto* b = new QPushButton(choices[i], this);
        b->setFocusPolicy(Qt::NoFocus);
        b->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        if (i < 9)
            b->setToolTip(tr("Key %1").arg(i + 1));
        connect(b, &QPushButton::clicked, m_predictor, [this, i] { m_predictor->answer(i); });
        m_buttons.append(b);
    }
    placeAnswers(kPerRow);
}

void PredictPanel::placeAnswers(int perRow)
{
    for (QPushButton* b : std::as_const(m_buttons))
        m_answers->removeWidget(b);
    for (int i = 0; i < m_buttons.size(); ++i)
        m_answers->addWidget(m_buttons[i], i / perRow, i % perRow);
}

void PredictPanel::setPresentation(bool on)
{
    if (on == m_presenting)
        return;
    m_presenting = on;
    arrange();
    refresh();
}

void PredictPanel::setRoom(int height)
{
    m_room = height;
    fitRoom();
}

void PredictPanel::fitRoom()
{
    setMinimumHeight(0);
    setMaximumHeight(QWIDGETSIZE_MAX);
    QList<QWidget*> words{m_question, m_verdict, m_score, m_reset, m_check};
    for (QPushButton* b : std::as_const(m_buttons))
        words << b;
    const QFont base = font();
    const auto setScale = [&words, &base, this](double scale) {
        for (QWidget* w : words) {
            QFont f = base;
            f.setBold(w == m_question);
            f.setPointSizeF(base.pointSizeF() * scale);
            w->setFont(f);
        }
        // On a projector the score and its reset mark keep their words whole beside the verdict.
        const QFontMetrics metrics(m_score->font());
        m_score->setMinimumWidth(m_presenting ? metrics.horizontalAdvance(m_score->text()) + 2 * m_score->margin() + 2 : 0);
        m_reset->setMinimumWidth(m_presenting ? metrics.height() * 2 : 0);
        m_reset->setMaximumWidth(m_presenting ? metrics.height() * 2 : QWIDGETSIZE_MAX);
        // An answer button as wide as its words: the style's least width for buttons of text
        // would widen the column (and move the code beside it) while a question waits.
        int row = 0;
        for (QPushButton* b : std::as_const(m_buttons)) {
            const int padding = 2 * (b->style()->pixelMetric(QStyle::PM_ButtonMargin, nullptr, b) +
                                     b->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, b)) + 4;
            b->setMinimumWidth(std::max(metrics.height(), QFontMetrics(b->font()).horizontalAdvance(b->text()) + padding));
            row += b->minimumWidth() + m_answers->horizontalSpacing();
        }
        // All in one row where they fit (a row less for the question's words), else five to a row:
        // nine answers in two rows, not across the width of a projector.
        const int width = contentsRect().width() - layout()->contentsMargins().left() - layout()->contentsMargins().right();
        placeAnswers(row <= width ? std::max<int>(1, static_cast<int>(m_buttons.size())) : kPerRow);
    };
    setScale(1.0);
    if (m_room <= 0 || !layout())
        return;
    const int width = std::max(1, this->width());
    const auto needed = [this, width] {
        layout()->activate();
        return layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width) : layout()->totalMinimumSize().height();
    };
    int height = shrinkToFit(m_room, setScale, needed);
    // A verdict too long for the row even in the least size ends in "…", the whole in its tooltip:
    // the board above keeps its size.
    if (height > m_room && m_verdict->isVisibleTo(this)) {
        const QString whole = m_verdict->text();
        m_verdict->setText(elideWords(whole, [this, &needed](const QString& shown) {
            m_verdict->setText(shown);
            return needed() <= m_room;
        }));
        m_verdict->setToolTip(whole);
        height = needed();
    }
    setFixedHeight(std::max(height, m_room));
}

void PredictPanel::resizeEvent(QResizeEvent* event)
{
    QFrame::resizeEvent(event);
    // The words were fitted to the width they had: at another width they take other lines.
    if (m_room > 0 && event->size().width() != event->oldSize().width())
        fitRoom();
}

int PredictPanel::choiceOf(const QKeyEvent* event) const
{
    const int n = event->key() - Qt::Key_1;
    return n >= 0 && n < 9 && n < m_buttons.size() ? n : -1;
}

bool PredictPanel::event(QEvent* event)
{
    // Keys 1 to 9 answer while a question waits, not the window's method keys.
    if (event->type() == QEvent::ShortcutOverride && choiceOf(static_cast<QKeyEvent*>(event)) >= 0) {
        event->accept();
        return true;
    }
    return QFrame::event(event);
}

void PredictPanel::keyPressEvent(QKeyEvent* event)
{
    const int n = choiceOf(event);
    if (n >= 0) {
        m_predictor->answer(n);
        return;
    }
    QFrame::keyPressEvent(event);
}

void PredictPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QFrame::changeEvent(event);
}

} // namespace sb::ui
