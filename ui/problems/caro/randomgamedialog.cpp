// SPDX-License-Identifier: GPL-3.0-or-later
#include "randomgamedialog.h"

#include "caro/caro.h"
#include "caro/randomgame.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>

namespace sb::ui {

RandomGameDialog::RandomGameDialog(QWidget* parent)
    : QDialog(parent), m_n(new QSpinBox(this)), m_moves(new QSpinBox(this)), m_winner(new QCheckBox(this)),
      m_line(new QComboBox(this)), m_middle(new QCheckBox(this)), m_problem(new QLabel(this))
{
    setWindowTitle(tr("Random game"));
    m_n->setRange(1, caro::kMaxN);
    m_n->setValue(15);
    m_moves->setRange(1, caro::kMaxMoves);
    m_moves->setValue(60);
    m_winner->setText(tr("The last move wins"));
    m_winner->setChecked(true);
    m_line->addItems({tr("Any line"), tr("A row"), tr("A column"), tr("A diagonal"), tr("An anti-diagonal")});
    m_middle->setText(tr("The winning stone fills the middle of the line"));
    m_problem->setWordWrap(true);
    m_problem->hide();

    auto* form = new QFormLayout(this);
    form->addRow(tr("Board size N:"), m_n);
    form->addRow(tr("Moves K:"), m_moves);
    form->addRow(m_winner);
    form->addRow(tr("Winning line:"), m_line);
    form->addRow(m_middle);
    form->addRow(m_problem);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    buttons->addButton(tr("Generate"), QDialogButtonBox::AcceptRole);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &RandomGameDialog::onGenerate);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_winner, &QCheckBox::toggled, m_line, &QWidget::setEnabled);
    connect(m_winner, &QCheckBox::toggled, m_middle, &QWidget::setEnabled);
}

void RandomGameDialog::onGenerate()
{
    if (generate(m_n->value(), m_moves->value(), m_winner->isChecked(), m_line->currentIndex(), m_middle->isChecked(),
                 QRandomGenerator::global()->generate()))
        accept();
}

bool RandomGameDialog::generate(int n, int moves, bool winner, int line, bool middle, quint32 seed)
{
    m_n->setValue(n);
    m_moves->setValue(moves);
    m_winner->setChecked(winner);
    m_line->setCurrentIndex(line);
    m_middle->setChecked(middle);
    caro::RandomGameOptions options;
    options.n = n;
    options.moves = moves;
    options.winner = winner;
    options.line = static_cast<caro::WinLine>(line);
    options.lastStoneInTheMiddle = middle;
    options.seed = seed;
    const auto text = caro::randomGame(options);
    if (!text) {
        if (moves > n * n)
            m_problem->setText(tr("An %1 x %1 board has only %2 cells: fewer moves, please.").arg(n).arg(n * n));
        else if (winner && n < 5)
            m_problem->setText(tr("Nobody can get five in a row on a board smaller than 5 x 5."));
        else if (winner && moves < caro::kFewestWinningMoves)
            m_problem->setText(tr("A win needs at least %1 moves.").arg(caro::kFewestWinningMoves));
        else
            m_problem->setText(tr("The board is too full to avoid an earlier five in a row: try fewer moves."));
        m_problem->show();
        return false;
    }
    m_text = QString::fromStdString(*text);
    return true;
}

} // namespace sb::ui
