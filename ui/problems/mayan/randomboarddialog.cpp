// SPDX-License-Identifier: GPL-3.0-or-later
#include "randomboarddialog.h"

#include "mayan/randomboard.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QSpinBox>

namespace sb::ui {

RandomBoardDialog::RandomBoardDialog(QWidget* parent)
    : RandomInputDialog(parent), m_moves(new QSpinBox(this)), m_colours(new QSpinBox(this)),
      m_blocks(new QSpinBox(this)), m_solvable(new QCheckBox(this))
{
    setWindowTitle(tr("Random board"));
    m_moves->setRange(1, mayan::kMaxMoves);
    m_moves->setValue(3);
    m_colours->setRange(1, mayan::kMaxColour);
    m_colours->setValue(4);
    m_blocks->setRange(1, mayan::kBoardCells);
    m_blocks->setValue(12);
    m_solvable->setText(tr("Exactly that many moves clear it (built backwards from the empty board)"));
    m_solvable->setChecked(true);
    QFormLayout* form = this->form();
    form->addRow(tr("Moves n:"), m_moves);
    form->addRow(tr("Colours:"), m_colours);
    form->addRow(tr("Blocks (when not built backwards):"), m_blocks);
    form->addRow(m_solvable);
    connect(m_solvable, &QCheckBox::toggled, m_blocks, [this](bool on) { m_blocks->setEnabled(!on); });
    m_blocks->setEnabled(false);
    finishForm();
}

bool RandomBoardDialog::generateFromForm(quint32 seed)
{
    return generate(m_moves->value(), m_colours->value(), m_blocks->value(), m_solvable->isChecked(), seed);
}

bool RandomBoardDialog::generate(int moves, int colours, int blocks, bool solvable, quint32 seed)
{
    m_moves->setValue(moves);
    m_colours->setValue(colours);
    m_blocks->setValue(blocks);
    m_solvable->setChecked(solvable);
    if (!solvable)
        return take(mayan::format(moves, mayan::randomBoard(blocks, colours, seed)), {});
    const auto board = mayan::solvableBoard(moves, colours, seed);
    return take(board ? std::optional<std::string>(mayan::format(moves, *board)) : std::nullopt,
                tr("No board that exactly %1 moves clear turned up: try again, or with more colours.").arg(moves));
}

} // namespace sb::ui
