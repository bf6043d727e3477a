// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/methodmenu.h"

#include "widgets/methodpicker.h"
#include "run/problemui.h"
#include "run/session.h"
#include "common/utf8.h"

#include "core/problem.h"

#include <QActionGroup>
#include <QEvent>

namespace sb::ui {

MethodMenu::MethodMenu(Session* session, MethodPicker* picker, QWidget* keys)
    : QMenu(keys), m_session(session), m_picker(picker), m_keys(keys), m_wrongList(new QAction(this))
{
    m_wrongList->setShortcut(Qt::Key_W);
    connect(m_wrongList, &QAction::triggered, m_picker, &MethodPicker::openWrongList);
    m_keys->addAction(m_wrongList);
    connect(m_session, &Session::runChanged, this, &MethodMenu::rebuild);
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
    if (m_problem == m_session->problemId()) {
        sync();
        return;
    }
    m_problem = m_session->problemId();
    delete m_group; // its actions with it: they leave the menu and the window
    delete m_wrongTitle;
    clear();
    m_group = new QActionGroup(this);
    m_group->setExclusive(true);
    int n = 0;
    for (const MethodRole role : {MethodRole::Correct, MethodRole::Wrong}) {
        if (role == MethodRole::Wrong) {
            m_wrongTitle = addSection(QString());
        }
        for (const MethodDesc& m : m_session->problem().methods) {
            if ((m.role == MethodRole::Wrong) != (role == MethodRole::Wrong))
                continue;
            auto* a = new QAction(m_group);
            a->setCheckable(true);
            a->setData(fromUtf8(m.id));
            if (role != MethodRole::Wrong && ++n <= 9) {
                a->setShortcut(QKeySequence(Qt::Key_0 + n));
                a->setEnabled(m_keysEnabled);
                m_keys->addAction(a);
            }
            connect(a, &QAction::triggered, this, [this, id = fromUtf8(m.id)] { m_picker->choose(id); });
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
        a->setChecked(a->data().toString() == m_session->methodId());
}

void MethodMenu::retranslate()
{
    setTitle(tr("&Method"));
    m_wrongList->setText(tr("List of the wrong solutions…"));
    if (m_wrongTitle)
        m_wrongTitle->setText(tr("Wrong solutions"));
    const ProblemUi& ui = problemUi(m_session->problem().id);
    for (QAction* a : methodActions()) {
        const std::string id = a->data().toString().toStdString();
        a->setText(ui.methodLabel(id));
        a->setStatusTip(ui.methodSummary(id));
        a->setToolTip(ui.methodSummary(id));
    }
}

void MethodMenu::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}

} // namespace sb::ui
