// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/randominputdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QRandomGenerator>

namespace sb::ui {

RandomInputDialog::RandomInputDialog(QWidget* parent)
    : QDialog(parent), m_form(new QFormLayout(this)), m_problem(new QLabel(this))
{
    m_problem->setWordWrap(true);
    m_problem->hide();
}

void RandomInputDialog::finishForm()
{
    m_form->addRow(m_problem);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    buttons->addButton(tr("Generate"), QDialogButtonBox::AcceptRole);
    m_form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (generateFromForm(QRandomGenerator::global()->generate()))
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

bool RandomInputDialog::take(const std::optional<std::string>& text, const QString& whyNot)
{
    if (!text) {
        m_problem->setText(whyNot);
        m_problem->show();
        return false;
    }
    m_text = QString::fromStdString(*text);
    return true;
}

} // namespace sb::ui
