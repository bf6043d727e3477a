// SPDX-License-Identifier: GPL-3.0-or-later
#include "predictpanel.h"

#include "predictor.h"
#include "window/mainwindow.h"
#include "common/theme.h"
#include "common/typefit.h"
#include "widgets/wraplabel.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
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
    layout->addWidget(m_verdict);
    // One row for Check, the score and its reset: the board keeps the height on a projector.
    auto* scoreRow = new QHBoxLayout;
    scoreRow->addWidget(m_check);
    scoreRow->addWidget(m_score, 1);
    scoreRow->addWidget(m_reset);
    layout->addLayout(scoreRow);
    connect(m_reset, &QPushButton::clicked, m_predictor, &Predictor::resetScore);
    connect(m_predictor, &Predictor::changed, this, &PredictPanel::refresh);
    refresh();
}

QString PredictPanel::questionText() const
{
    return m_question->text();
}

QString PredictPanel::verdictText() const
{
    return m_verdict->text();
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
    else
        m_question->setText(tr("%1 Answer with a button or its key.").arg(m_predictor->question()));
    QStringList shown;
    for (const QPushButton* b : m_buttons)
        shown.append(b->text());
    if (shown != choices)
        setChoices(choices);
    m_verdict->setText(m_predictor->verdict());
    m_verdict->setVisible(!m_verdict->text().isEmpty());
    if (const auto* window = qobject_cast<const MainWindow*>(this->window()))
        m_presenting = window->presentation();
    // On a projector, once answered, the verdict stands alone: how to go on was said before the first question.
    m_question->setVisible(!m_presenting || m_predictor->asking() || m_verdict->text().isEmpty());
    const Theme& theme = m_presenting ? Theme::highContrast() : Theme::normal();
    QPalette p = m_verdict->palette();
    const bool right = m_predictor->lastRight();
    p.setColor(QPalette::Window, right ? theme.verdictRightBack : theme.verdictWrongBack);
    p.setColor(QPalette::WindowText, right ? theme.verdictRightText : theme.verdictWrongText);
    m_verdict->setPalette(p);
    m_score->setText(tr("Score: %1 right of %2 asked").arg(m_predictor->right()).arg(m_predictor->asked()));
    m_reset->setText(tr("Reset score"));
    m_check->setText(tr("Check"));
    m_check->setToolTip(tr("Key %1").arg(QKeySequence(Qt::Key_Return).toString(QKeySequence::NativeText)));
    m_check->setVisible(m_predictor->needsCheck());
    for (QShortcut* key : m_checkKeys)
        key->setEnabled(m_predictor->needsCheck());
    if (m_predictor->asking() && !choices.isEmpty())
        setFocus();
    if (m_room > 0)
        fitRoom();
}

void PredictPanel::setChoices(const QStringList& choices)
{
    qDeleteAll(m_buttons);
    m_buttons.clear();
    for (int i = 0; i < choices.size(); ++i) {
        auto* b = new QPushButton(choices[i], this);
        b->setFocusPolicy(Qt::NoFocus);
        if (i < 9)
            b->setToolTip(tr("Key %1").arg(i + 1));
        connect(b, &QPushButton::clicked, m_predictor, [this, i] { m_predictor->answer(i); });
        // Five to a row: nine answers take two rows, not the width of a projector.
        m_answers->addWidget(b, i / kPerRow, i % kPerRow);
        m_buttons.append(b);
    }
}

void PredictPanel::setPresentation(bool on)
{
    m_presenting = on;
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
    };
    setScale(1.0);
    if (m_room <= 0 || !layout())
        return;
    const int width = std::max(1, this->width());
    const int needed = shrinkToFit(m_room, setScale, [this, width] {
        layout()->activate();
        return layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width) : layout()->totalMinimumSize().height();
    });
    setFixedHeight(std::max(needed, m_room));
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
