// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/methodpicker.h"

#include "run/problemui.h"
#include "run/session.h"
#include "common/utf8.h"

#include "core/problem.h"

#include <QAbstractButton>
#include <QButtonGroup>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace sb::ui {

MethodPicker::MethodPicker(Session* session, QWidget* parent)
    : QWidget(parent), m_session(session), m_label(new QLabel(this)), m_buttonRow(new QHBoxLayout),
      m_buttons(new QButtonGroup(this)), m_wrong(new QComboBox(this))
{
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_label);
    row->addLayout(m_buttonRow);
    row->addSpacing(12);
    row->addWidget(m_wrong, 1);
    m_buttonRow->setSpacing(4);
    m_buttons->setExclusive(true);
    // The list is as wide as the room it gets, never wider than its shortest useful width.
    m_wrong->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_wrong->setMinimumContentsLength(10);
    m_wrong->setFocusPolicy(Qt::NoFocus); // Space and the arrows stay with the player
    connect(m_buttons, &QButtonGroup::buttonClicked, this,
            [this](QAbstractButton* b) { choose(b->property("method").toString()); });
    connect(m_wrong, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        const QString id = m_wrong->itemData(index).toString();
        if (id.isEmpty())
            sync();
        else
            choose(id);
    });
    connect(session, &Session::runChanged, this, &MethodPicker::rebuild);
    rebuild();
}

QAbstractButton* MethodPicker::button(const QString& id) const
{
    for (QAbstractButton* b : m_buttons->buttons())
        if (b->property("method").toString() == id)
            return b;
    return nullptr;
}

bool MethodPicker::chooseCorrect(int n)
{
    const QList<QAbstractButton*> all = m_buttons->buttons();
    if (n < 1 || n > all.size())
        return false;
    return choose(all[n - 1]->property("method").toString());
}

bool MethodPicker::choose(const QString& id)
{
    bool ok = false;
    if (m_standInChoose) {
        ok = m_standInChoose(id);
        if (ok)
            m_standInCurrent = id;
    } else {
        ok = m_session->setMethod(id);
    }
    sync();
    return ok;
}

QVector<MethodChoice> MethodPicker::offered() const
{
    if (m_standInChoose)
        return m_standIn;
    QVector<MethodChoice> out;
    const ProblemUi& ui = problemUi(m_session->problem().id);
    for (const MethodDesc& m : m_session->problem().methods)
        out.push_back({fromUtf8(m.id), ui.methodLabel(m.id), ui.methodSummary(m.id), m.role != MethodRole::Wrong});
    return out;
}

QString MethodPicker::current() const
{
    return m_standInChoose ? m_standInCurrent : m_session->methodId();
}

void MethodPicker::setStandIn(const QVector<MethodChoice>& choices, const QString& current,
                              std::function<bool(const QString&)> choose)
{
    bool sameIds = m_standInChoose && choices.size() == m_standIn.size();
    for (qsizetype i = 0; sameIds && i < choices.size(); ++i)
        sameIds = choices[i].id == m_standIn[i].id && choices[i].correct == m_standIn[i].correct;
    m_standIn = choices;
    m_standInCurrent = current;
    m_standInChoose = std::move(choose);
    if (sameIds) {
        retranslate();
        sync();
        emit offeredChanged();
        return;
    }
    m_problem.clear();
    rebuild();
}

void MethodPicker::clearStandIn()
{
    if (!m_standInChoose)
        return;
    m_standIn.clear();
    m_standInChoose = nullptr;
    m_problem.clear();
    rebuild();
}

void MethodPicker::openWrongList()
{
    m_wrong->showPopup();
}

void MethodPicker::rebuild()
{
    if (m_standInChoose ? !m_problem.isEmpty() : m_problem == m_session->problemId()) {
        sync();
        return;
    }
    // A stand-in's buttons are built once a time it is offered (m_problem empty until then).
    m_problem = m_standInChoose ? QStringLiteral("-") : m_session->problemId();
    for (QAbstractButton* b : m_buttons->buttons()) {
        m_buttons->removeButton(b);
        delete b;
    }
    m_wrong->clear();
    m_wrong->addItem(QString());
    QVector<MethodChoice> offered = m_standIn;
    if (!m_standInChoose)
        for (const MethodDesc& m : m_session->problem().methods)
            offered.push_back({fromUtf8(m.id), {}, {}, m.role != MethodRole::Wrong});
    for (const MethodChoice& m : offered) {
        if (!m.correct) {
            m_wrong->addItem(QString(), m.id);
            continue;
        }
        auto* b = new QToolButton(this);
        b->setCheckable(true);
        b->setFocusPolicy(Qt::NoFocus); // Space and the arrows stay with the player after a click
        b->setProperty("method", m.id);
        b->setText(QString::number(m_buttons->buttons().size() + 1));
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        m_buttons->addButton(b);
        m_buttonRow->addWidget(b);
    }
    retranslate();
    sync();
    emit offeredChanged();
}

void MethodPicker::sync()
{
    const QString current = this->current();
    emit currentChanged();
    if (QAbstractButton* b = button(current)) {
        b->setChecked(true);
        m_wrong->setCurrentIndex(0);
        return;
    }
    m_buttons->setExclusive(false);
    for (QAbstractButton* b : m_buttons->buttons())
        b->setChecked(false);
    m_buttons->setExclusive(true);
    m_wrong->setCurrentIndex(std::max(0, m_wrong->findData(current)));
}

void MethodPicker::retranslate()
{
    const ProblemUi& ui = problemUi(m_session->problem().id);
    // A stand-in's words are its own, given in the window's language.
    const auto standIn = [this](const QString& id) -> const MethodChoice* {
        for (const MethodChoice& m : std::as_const(m_standIn))
            if (m.id == id)
                return &m;
        return nullptr;
    };
    const auto summary = [&](const QString& id) {
        const MethodChoice* m = standIn(id);
        return m ? m->summary : ui.methodSummary(id.toStdString());
    };
    m_label->setText(tr("Method:"));
    int n = 0;
    for (QAbstractButton* b : m_buttons->buttons()) {
        const QString id = b->property("method").toString();
        b->setToolTip(tr("%1 (key %2)").arg(summary(id)).arg(++n));
        // Large enough to hit on a touch screen and to read from the back of the room.
        const int side = fontMetrics().height() * 8 / 5;
        b->setMinimumSize(side, side);
        QFont f = font();
        f.setBold(true);
        f.setPointSizeF(f.pointSizeF() * 1.3);
        b->setFont(f);
    }
    m_wrong->setItemText(0, tr("Wrong solutions… (W)"));
    for (int i = 1; i < m_wrong->count(); ++i) {
        const QString id = m_wrong->itemData(i).toString();
        const MethodChoice* m = standIn(id);
        m_wrong->setItemText(i, m ? m->label : ui.methodLabel(id.toStdString()));
        m_wrong->setItemData(i, summary(id), Qt::ToolTipRole);
    }
    m_wrong->setToolTip(tr("The classic wrong solutions: see why each one fails (W)"));
}

void MethodPicker::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sb::ui
