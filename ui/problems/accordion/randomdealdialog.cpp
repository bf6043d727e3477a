// SPDX-License-Identifier: GPL-3.0-or-later
#include "randomdealdialog.h"

#include "accordion/randomdeal.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QSpinBox>

namespace sb::ui {

namespace {

constexpr int kMostDecks = 100; ///< enough for a class; the command line takes any number

} // namespace

RandomDealDialog::RandomDealDialog(QWidget* parent)
    : RandomInputDialog(parent), m_decks(new QSpinBox(this)), m_onePile(new QCheckBox(this))
{
    setWindowTitle(tr("Random deal"));
    m_decks->setRange(1, kMostDecks);
    m_decks->setValue(1);
    m_onePile->setText(tr("The game ends in one pile"));
    QFormLayout* form = this->form();
    form->addRow(tr("Decks:"), m_decks);
    form->addRow(m_onePile);
    finishForm();
}

bool RandomDealDialog::generateFromForm(quint32 seed)
{
    return generate(m_decks->value(), m_onePile->isChecked(), seed);
}

bool RandomDealDialog::generate(int decks, bool onePile, quint32 seed)
{
    m_decks->setValue(decks);
    m_onePile->setChecked(onePile);
    return take(accordion::randomDeals(decks, onePile, seed),
                tr("No deal that ends in one pile turned up: try again."));
}

} // namespace sb::ui
