// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardchoicedialog.h"

#include "run/problemui.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace sb::ui {

namespace {

using Layout = BoardChoice::Layout;

} // namespace

BoardChoiceDialog::BoardChoiceDialog(const ProblemUi& problem, const QStringList& names,
                                     const std::optional<BoardChoice>& current,
                                     std::function<std::optional<BoardChoice>()> guess, QWidget* parent)
    : QDialog(parent), m_problem(problem), m_variable(new QComboBox(this)), m_layout(new QComboBox(this)),
      m_width(new QSpinBox(this)), m_first(new QSpinBox(this)), m_bottom(new QCheckBox(this)),
      m_guess(new QPushButton(tr("Guess"), this)), m_nothing(new QLabel(this))
{
    setWindowTitle(tr("Your program's board"));
    setObjectName(QStringLiteral("boardChoiceDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Which of your variables holds the board? The board is drawn from it at every line."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    m_variable->setEditable(true);
    m_variable->addItems(names);
    form->addRow(tr("Variable:"), m_variable);
    if (problem.programBoardInPiles()) {
        m_layout->addItem(tr("A list of piles, each a list of cards"), static_cast<int>(Layout::Piles));
    } else {
        m_layout->addItem(tr("A list of rows"), static_cast<int>(Layout::Rows));
        m_layout->addItem(tr("A list of columns"), static_cast<int>(Layout::Columns));
        m_layout->addItem(tr("One list, row after row"), static_cast<int>(Layout::Flat));
    }
    form->addRow(tr("Kept as:"), m_layout);
    m_width->setRange(1, 100000);
    form->addRow(tr("Items in a row:"), m_width);
    m_first->setRange(0, 2);
    m_first->setToolTip(tr("1 when the board has a border of one cell, or its rows and columns count from 1"));
    form->addRow(tr("The board starts at index:"), m_first);
    form->addRow(QString(), m_bottom);
    const QStringList marks = problem.programBoardMarks();
    for (const QString& mark : marks) {
        auto* edit = new QLineEdit(this);
        edit->setToolTip(tr("A number, or a character such as X (a char array's 'X' is 88)"));
        m_marks << edit;
        form->addRow(tr("%1 is stored as:").arg(mark), edit);
    }
    layout->addLayout(form);
    m_nothing->setWordWrap(true);
    m_nothing->hide();
    layout->addWidget(m_nothing);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->addButton(m_guess, QDialogButtonBox::ResetRole);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_layout, &QComboBox::currentIndexChanged, this, &BoardChoiceDialog::layoutChosen);
    connect(m_guess, &QPushButton::clicked, this, [this, guess] {
        const std::optional<BoardChoice> guessed = guess ? guess() : std::nullopt;
        m_nothing->setText(tr("None of your variables looks like the board: choose it yourself."));
        m_nothing->setVisible(!guessed);
        if (guessed)
            setChoice(*guessed);
    });
    if (current)
        setChoice(*current);
    else if (const std::optional<BoardChoice> guessed = guess ? guess() : std::nullopt)
        setChoice(*guessed);
    layoutChosen();
}

void BoardChoiceDialog::layoutChosen()
{
    const auto layout = static_cast<Layout>(m_layout->currentData().toInt());
    m_width->setEnabled(layout == Layout::Flat);
    m_first->setEnabled(layout != Layout::Piles);
    m_bottom->setText(layout == Layout::Piles     ? tr("Each pile lists its top card first")
                      : layout == Layout::Columns ? tr("Each column lists its bottom cell first")
                                                  : tr("The bottom row comes first"));
}

BoardChoice BoardChoiceDialog::choice() const
{
    BoardChoice c;
    c.variable = m_variable->currentText().trimmed().toStdString();
    c.layout = static_cast<Layout>(m_layout->currentData().toInt());
    c.width = c.layout == Layout::Flat ? m_width->value() : 0;
    c.first = c.layout == Layout::Piles ? 0 : m_first->value();
    c.fromBottom = m_bottom->isChecked();
    for (const QLineEdit* edit : m_marks)
        c.marks.push_back(edit->text().trimmed().toStdString());
    return c;
}

void BoardChoiceDialog::setChoice(const BoardChoice& c)
{
    m_variable->setCurrentText(QString::fromStdString(c.variable));
    const int at = m_layout->findData(static_cast<int>(c.layout));
    if (at >= 0)
        m_layout->setCurrentIndex(at);
    m_width->setValue(std::max(1, c.width));
    m_first->setValue(c.first);
    m_bottom->setChecked(c.fromBottom);
    for (qsizetype i = 0; i < m_marks.size(); ++i)
        m_marks[i]->setText(static_cast<std::size_t>(i) < c.marks.size() ? QString::fromStdString(c.marks[static_cast<std::size_t>(i)]) : QString());
    layoutChosen();
}

QString BoardChoiceDialog::describe(const ProblemUi& problem, const BoardChoice& c)
{
    QString text;
    switch (c.layout) {
    case Layout::Rows:
        text = c.fromBottom ? tr("rows from index %1, the bottom row first").arg(c.first) : tr("rows from index %1").arg(c.first);
        break;
    case Layout::Columns:
        text = c.fromBottom ? tr("columns from index %1, each from the bottom").arg(c.first)
                            : tr("columns from index %1, each from the top").arg(c.first);
        break;
    case Layout::Flat:
        text = tr("one list, %1 a row, the board from index %2").arg(c.width).arg(c.first);
        break;
    case Layout::Piles:
        text = c.fromBottom ? tr("piles, the top card first") : tr("piles, the bottom card first");
        break;
    }
    const QStringList marks = problem.programBoardMarks();
    for (qsizetype i = 0; i < marks.size() && static_cast<std::size_t>(i) < c.marks.size(); ++i)
        text += tr(", %1 = %2").arg(marks[i], QString::fromStdString(c.marks[static_cast<std::size_t>(i)]));
    return text;
}

} // namespace sb::ui
