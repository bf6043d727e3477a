// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/methodmenu.h"

#include "widgets/methodpicker.h"

#include <QActionGroup>
#include <QEvent>

namespace sb::ui {

MethodMenu::MethodMenu(MethodPicker* picker, QWidget* keys)
    : QMenu(keys), m_picker(picker), m_keys(keys), m_wrongList(new QAction(this))
{
    m_wrongList->setShortcut(Qt::Key_W);
    connect(m_wrongList, &QAction::triggered, m_picker, &MethodPicker::openWrongList);
    m_keys->addAction(m_wrongList);
    connect(m_picker, &MethodPicker::offeredChanged, this, &MethodMenu::rebuild);
    connect(m_picker, &MethodPicker::currentChanged, this, &MethodMenu::sync);
    rebuild();
}

QList<QAction*> MethodMenu::keyActions() const
{
    QList<QAction*> all;
    for (QAction* a : methodActions())
        if (!a->shortcut().isEmpty())
            all << a;
    all << m_wrongList;
    return all;
}

QList<QAction*> MethodMenu::methodActions() const
{
    return m_group ? m_group->actions() : QList<QAction*>{};
}

void MethodMenu::setKeysEnabled(bool on)
{
    m_keysEnabled = on;
    for (QAction* a : keyActions())
        a->setEnabled(on);
}

void MethodMenu::rebuild()
{
    const QVector<MethodChoice> offered = m_picker->offered();
    QStringList ids;
    for (const MethodChoice& m : offered)
        ids << m.id + (m.correct ? QStringLiteral("+") : QStringLiteral("-"));
    if (m_problem == ids.join(QLatin1Char(' '))) {
        retranslate(); // the same choices, their words perhaps in another language
        sync();
        return;
    }
    m_problem = ids.join(QLatin1Char(' '));
    delete m_group; // its actions with it: they leave the menu and the window
    delete m_wrongTitle;
    clear();
    m_group = new QActionGroup(this);
    m_group->setExclusive(true);
    int n = 0;
    for (const bool correct : {true, false}) {
        if (!correct) {
            m_wrongTitle = addSection(QString());
        }
        for (const MethodChoice& m : offered) {
            if (m.correct != correct)
                continue;
            auto* a = new QAction(m_group);
            a->setCheckable(true);
            a->setData(m.id);
            if (correct && ++n <= 9) {
                a->setShortcut(QKeySequence(Qt::Key_0 + n));
                a->setEnabled(m_keysEnabled);
                m_keys->addAction(a);
            }
            connect(a, &QAction::triggered, this, [this, id = m.id] { m_picker->choose(id); });
            addAction(a);
        }
    }
    addAction(m_wrongList);
    retranslate();
    sync();
}

void MethodMenu::sync()
{
    for (QAction* a : methodActions())
        a->setChecked(a->data().toString() == m_picker->current());
}

void MethodMenu::retranslate()
{
    setTitle(tr("&Method"));
    m_wrongList->setText(tr("List of the wrong solutions…"));
    if (m_wrongTitle)
        m_wrongTitle->setText(tr("Wrong solutions"));
    const QVector<MethodChoice> offered = m_picker->offered();
    for (QAction* a : methodActions()) {
        for (const MethodChoice& m : offered) {
            if (m.id != a->data().toString())
                continue;
            a->setText(m.label);
            a->setStatusTip(m.summary);
            a->setToolTip(m.summary);
        }
    }
}

void MethodMenu::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}

} // namespace sb::ui
