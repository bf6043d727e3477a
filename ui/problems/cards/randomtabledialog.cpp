// SPDX-License-Identifier: GPL-3.0-or-later
#include "randomtabledialog.h"

#include "cards/cards.h"
#include "cards/randomtable.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QRandomGenerator>
#include <QSpinBox>

namespace sb::ui {

RandomTableDialog::RandomTableDialog(QWidget* parent)
    : QDialog(parent), m_n(new QSpinBox(this)), m_m(new QSpinBox(this)), m_rounds(new QSpinBox(this)),
      m_problem(new QLabel(this))
{
    setWindowTitle(tr("Random table"));
    m_n->setRange(1, cards::kMaxRows);
    m_n->setValue(4);
    m_m->setRange(1, cards::kMaxCols);
    m_m->setValue(8);
    m_rounds->setRange(1, cards::mostRounds(cards::kMaxRows, cards::kMaxCols));
    m_rounds->setValue(3);
    m_problem->setWordWrap(true);
    m_problem->hide();
    auto* form = new QFormLayout(this);
    form->addRow(tr("Rows n:"), m_n);
    form->addRow(tr("Columns m:"), m_m);
    form->addRow(tr("Rounds it needs (the last, empty one included):"), m_rounds);
    form->addRow(m_problem);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    buttons->addButton(tr("Generate"), QDialogButtonBox::AcceptRole);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &RandomTableDialog::onGenerate);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void RandomTableDialog::onGenerate()
{
    if (generate(m_n->value(), m_m->value(), m_rounds->value(), QRandomGenerator::global()->generate()))
        accept();
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
    if (!text) {
        if ((n * m) % 2 != 0)
            m_problem->setText(tr("Every value appears twice, so n x m must be even."));
        else if (rounds > cards::mostRounds(n, m))
            m_problem->setText(tr("A %1 x %2 table can need at most %3 rounds here.").arg(n).arg(m).arg(cards::mostRounds(n, m)));
        else
            m_problem->setText(tr("No table needing exactly %1 rounds turned up: try again or change the size.").arg(rounds));
        m_problem->show();
        return false;
    }
    m_text = QString::fromStdString(*text);
    return true;
}

} // namespace sb::ui
