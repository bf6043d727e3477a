// SPDX-License-Identifier: GPL-3.0-or-later
#include "packs/packinputview.h"

#include "common/language.h"
#include "packs/packcontroller.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace sb::ui {

PackInputView::PackInputView(PackController* packs, QWidget* parent)
    : QWidget(parent), m_packs(packs), m_label(new QLabel(this)), m_samples(new QComboBox(this)),
      m_editor(new QPlainTextEdit(this)), m_record(new QPushButton(this))
{
    auto* layout = new QVBoxLayout(this);
    auto* row = new QHBoxLayout;
    row->addWidget(m_label);
    row->addWidget(m_samples, 1);
    row->addWidget(m_record);
    layout->addLayout(row);
    layout->addWidget(m_editor, 1);
    m_editor->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_editor->installEventFilter(this);
    m_samples->setFocusPolicy(Qt::NoFocus);
    connect(m_samples, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        if (index < 0 || index >= m_samples->count() - 1)
            return; // the last item is the text typed
        m_editor->setPlainText(m_packs->sampleInput(index));
        recordText();
    });
    connect(m_record, &QPushButton::clicked, this, &PackInputView::recordText);
    connect(m_editor, &QPlainTextEdit::textChanged, this, [this] {
        // Typed over: the list says it is the class's own text until Record.
        if (m_editor->toPlainText() != m_packs->input())
            m_samples->setCurrentIndex(m_samples->count() - 1);
    });
    connect(packs, &PackController::openChanged, this, &PackInputView::fill);
    // An input given from elsewhere (a failed test opened from the judge) is shown as it is recorded.
    connect(packs, &PackController::inputChanged, this, [this] {
        if (m_editor->toPlainText() != m_packs->input())
            m_editor->setPlainText(m_packs->input());
        int shown = m_samples->count() - 1;
        for (int i = 0; i < m_samples->count() - 1; ++i)
            if (m_packs->sampleInput(i) == m_packs->input())
                shown = i;
        m_samples->setCurrentIndex(shown);
    });
    connect(packs, &PackController::choicesChanged, this, &PackInputView::retranslate);
    fill();
    retranslate();
}

void PackInputView::fill()
{
    m_samples->clear();
    const QStringList names = m_packs->sampleNames();
    for (const QString& name : names)
        m_samples->addItem(QString(), name);
    m_samples->addItem(QString());
    m_editor->setPlainText(m_packs->input());
    int shown = m_samples->count() - 1;
    for (int i = 0; i < names.size(); ++i)
        if (m_packs->sampleInput(i) == m_packs->input())
            shown = i;
    m_samples->setCurrentIndex(shown);
    retranslate();
}

void PackInputView::recordText()
{
    const QString text = m_editor->toPlainText();
    m_packs->setInput(text);
    int shown = m_samples->count() - 1;
    for (int i = 0; i < m_samples->count() - 1; ++i)
        if (m_packs->sampleInput(i) == text)
            shown = i;
    m_samples->setCurrentIndex(shown);
}

bool PackInputView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_editor && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && key->modifiers() & Qt::ControlModifier) {
            recordText();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void PackInputView::retranslate()
{
    m_label->setText(tr("Input:"));
    for (int i = 0; i < m_samples->count() - 1; ++i)
        m_samples->setItemText(i, tr("Sample %1").arg(m_samples->itemData(i).toString()));
    if (m_samples->count() > 0)
        m_samples->setItemText(m_samples->count() - 1, tr("Your own input"));
    m_record->setText(tr("Record"));
    m_record->setToolTip(tr("Record the solution again on this input (Ctrl+Return)"));
    QFont code = font();
    code.setFamilies(language::fontFamilies(language::current(), true));
    m_editor->setFont(code);
}

void PackInputView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sb::ui
