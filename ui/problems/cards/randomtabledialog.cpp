// SPDX-License-Identifier: GPL-3.0-or-later
#include "randomtabledialog.h"

#include "cards/cards.h"
#include "cards/randomtable.h"

#include <QFormLayout>
#include <QSpinBox>

namespace sb::ui {

RandomTableDialog::RandomTableDialog(QWidget* parent)
    : RandomInputDialog(parent), m_n(new QSpinBox(this)), m_m(new QSpinBox(this)), m_rounds(new QSpinBox(this))
{
    setWindowTitle(tr("Random table"));
    m_n->setRange(1, cards::kMaxRows);
    m_n->setValue(4);
    m_m->setRange(1, cards::kMaxCols);
    m_m->setValue(8);
    m_rounds->setRange(1, cards::mostRounds(cards::kMaxRows, cards::kMaxCols));
    m_rounds->setValue(3);
    QFormLayout* form = this->form();
    form->addRow(tr("Rows n:"), m_n);
    form->addRow(tr("Columns m:"), m_m);
    form->addRow(tr("Rounds it needs (the last, empty one included):"), m_rounds);
    finishForm();
}

bool RandomTableDialog::generateFromForm(quint32 seed)
{
    return generate(m_n->value(), m_m->value(), m_rounds->value(), seed);
}

bool RandomTableDialog::generate(int n, int m, int rounds, quint32 seed)
{
    m_n->setValue(n);
    m_m->setValue(m);
    m_rounds->setValue(rounds);
    cards::RandomTableOptions options;
    options.n = n;
    options.m = m;
    options.rounds = rounds;
    options.seed = seed;
    const auto text = cards::randomTable(options);
    if (text)
        return take(text, {});
    QString whyNot;
    if ((n * m) % 2 != 0)
        whyNot = tr("Every value appears twice, so n x m must be even.");
    else if (rounds > cards::mostRounds(n, m))
        whyNot = tr("A %1 x %2 table can need at most %3 rounds here.").arg(n).arg(m).arg(cards::mostRounds(n, m));
    else
        whyNot = tr("No table needing exactly %1 rounds turned up: try again or change the size.").arg(rounds);
    return take(text, whyNot);
}

} // namespace sb::ui
