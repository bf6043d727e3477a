// SPDX-License-Identifier: GPL-3.0-or-later
#include "randomgamedialog.h"

#include "caro/caro.h"
#include "caro/randomgame.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QSpinBox>

namespace sb::ui {

RandomGameDialog::RandomGameDialog(QWidget* parent)
    : RandomInputDialog(parent), m_n(new QSpinBox(this)), m_moves(new QSpinBox(this)), m_winner(new QCheckBox(this)),
      m_line(new QComboBox(this)), m_middle(new QCheckBox(this))
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

    QFormLayout* form = this->form();
    form->addRow(tr("Board size N:"), m_n);
    form->addRow(tr("Moves K:"), m_moves);
    form->addRow(m_winner);
    form->addRow(tr("Winning line:"), m_line);
    form->addRow(m_middle);
    finishForm();
    connect(m_winner, &QCheckBox::toggled, m_line, &QWidget::setEnabled);
    connect(m_winner, &QCheckBox::toggled, m_middle, &QWidget::setEnabled);
}

bool RandomGameDialog::generateFromForm(quint32 seed)
{
    return generate(m_n->value(), m_moves->value(), m_winner->isChecked(), m_line->currentIndex(), m_middle->isChecked(),
                    seed);
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
    if (text)
        return take(text, {});
    QString whyNot;
    if (moves > n * n)
        whyNot = tr("An %1 x %1 board has only %2 cells: fewer moves, please.").arg(n).arg(n * n);
    else if (winner && n < 5)
        whyNot = tr("Nobody can get five in a row on a board smaller than 5 x 5.");
    else if (winner && moves < caro::kFewestWinningMoves)
        whyNot = tr("A win needs at least %1 moves.").arg(caro::kFewestWinningMoves);
    else
        whyNot = tr("The board is too full to avoid an earlier five in a row: try fewer moves.");
    return take(text, whyNot);
}

} // namespace sb::ui
