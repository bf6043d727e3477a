// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/problembar.h"

#include "widgets/methodpicker.h"
#include "run/problemui.h"
#include "run/session.h"
#include "common/utf8.h"

#include "core/problem.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QLabel>

namespace sb::ui {

namespace {
constexpr int kPackRole = Qt::UserRole + 1;      ///< a pack's folder
constexpr int kFirstPackRole = Qt::UserRole + 2; ///< set on each pack's item
} // namespace

ProblemBar::ProblemBar(Session* session, QWidget* parent)
    : QToolBar(parent), m_session(session), m_label(new QLabel(this)), m_problems(new QComboBox(this)),
      m_picker(new MethodPicker(session, this))
{
    setMovable(false);
    // Each problem's whole name shows: the names are short enough for a projector's width.
    m_problems->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_problems->setProperty("problems", true);
    m_problems->setFocusPolicy(Qt::NoFocus);
    for (const ProblemDesc* p : problems())
        m_problems->addItem(QString(), fromUtf8(p->id));
    addWidget(m_label);
    addWidget(m_problems);
    addSeparator();
    addWidget(m_picker);
    connect(m_problems, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        const QString pack = m_problems->itemData(index, kPackRole).toString();
        if (!pack.isEmpty()) {
            emit packChosen(pack);
            return;
        }
        m_session->setProblem(m_problems->itemData(index).toString());
        emit problemChosen();
    });
    connect(session, &Session::runChanged, this, &ProblemBar::showCurrent);
    retranslate();
}

void ProblemBar::addPack(const QString& path, const QString& name)
{
    if (m_problems->findData(path, kPackRole) >= 0)
        return;
    if (m_problems->findData(true, kFirstPackRole) < 0)
        m_problems->insertSeparator(m_problems->count());
    m_problems->addItem(name);
    const int i = m_problems->count() - 1;
    m_problems->setItemData(i, path, kPackRole);
    m_problems->setItemData(i, true, kFirstPackRole);
    m_problems->setItemData(i, QDir::toNativeSeparators(path), Qt::ToolTipRole);
}

void ProblemBar::showPack(const QString& path)
{
    m_pack = path;
    showCurrent();
}

void ProblemBar::showCurrent()
{
    const int pack = m_pack.isEmpty() ? -1 : m_problems->findData(m_pack, kPackRole);
    m_problems->setCurrentIndex(pack >= 0 ? pack : m_problems->findData(m_session->problemId()));
    m_problems->setToolTip(pack >= 0 ? m_problems->itemText(pack) : problemUi(m_session->problem().id).name());
}

void ProblemBar::retranslate()
{
    setWindowTitle(tr("Problem and method"));
    m_label->setText(tr("Problem:") + QLatin1Char(' '));
    for (int i = 0; i < m_problems->count(); ++i) {
        if (!m_problems->itemData(i, kPackRole).toString().isEmpty() || m_problems->itemData(i).toString().isEmpty())
            continue; // a pack names itself; a separator has no name
        const ProblemUi& ui = problemUi(m_problems->itemData(i).toString().toStdString());
        m_problems->setItemText(i, ui.shortName());
        m_problems->setItemData(i, ui.name(), Qt::ToolTipRole);
    }
    showCurrent();
}

void ProblemBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QToolBar::changeEvent(event);
}

} // namespace sb::ui
