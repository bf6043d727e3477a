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
    const bool ok = m_session->setMethod(id);
    sync();
    return ok;
}

void MethodPicker::openWrongList()
{
    m_wrong->showPopup();
}

void MethodPicker::rebuild()
{
    if (m_problem == m_session->problemId()) {
        sync();
        return;
    }
    m_problem = m_session->problemId();
    for (QAbstractButton* b : m_buttons->buttons()) {
        m_buttons->removeButton(b);
        delete b;
    }
    m_wrong->clear();
    m_wrong->addItem(QString());
    for (const MethodDesc& m : m_session->problem().methods) {
        if (m.role == MethodRole::Wrong) {
            m_wrong->addItem(QString(), fromUtf8(m.id));
            continue;
        }
        auto* b = new QToolButton(this);
        b->setCheckable(true);
        b->setFocusPolicy(Qt::NoFocus); // Space and the arrows stay with the player after a click
        b->setProperty("method", fromUtf8(m.id));
        b->setText(QString::number(m_buttons->buttons().size() + 1));
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        m_buttons->addButton(b);
        m_buttonRow->addWidget(b);
    }
    retranslate();
    sync();
}

void MethodPicker::sync()
{
    const QString current = m_session->methodId();
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
    m_label->setText(tr("Method:"));
    int n = 0;
    for (QAbstractButton* b : m_buttons->buttons()) {
        const std::string id = b->property("method").toString().toStdString();
        b->setToolTip(tr("%1 (key %2)").arg(ui.methodSummary(id)).arg(++n));
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
        const std::string id = m_wrong->itemData(i).toString().toStdString();
        m_wrong->setItemText(i, ui.methodLabel(id));
        m_wrong->setItemData(i, ui.methodSummary(id), Qt::ToolTipRole);
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
