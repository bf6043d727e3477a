// SPDX-License-Identifier: GPL-3.0-or-later
#include "judge/testdiff.h"

#include "common/language.h"
#include "widgets/wraplabel.h"

#include "core/answer.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFontDatabase>
#include <QGridLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextBlock>
#include <QVBoxLayout>

namespace sb::ui {

namespace {

/// Marks line `line` (1-based) of `box` and brings it into sight.
void markLine(QPlainTextEdit* box, int line)
{
    const QTextBlock block = box->document()->findBlockByNumber(line - 1);
    if (!block.isValid())
        return;
    QTextEdit::ExtraSelection mark;
    mark.cursor = QTextCursor(block);
    mark.format.setBackground(QColor(255, 199, 206));
    mark.format.setProperty(QTextFormat::FullWidthSelection, true);
    box->setExtraSelections({mark});
    box->setTextCursor(mark.cursor);
    box->centerCursor();
}

} // namespace

TestDiff::TestDiff(const QString& title, const QString& verdict, const QString& input, const QString& expected,
                   const QString& output, QWidget* parent)
    : QDialog(parent), m_verdict(new WrapLabel(this)), m_input(new QPlainTextEdit(this)),
      m_expected(new QPlainTextEdit(this)), m_output(new QPlainTextEdit(this)), m_open(new QPushButton(this)),
      m_step(new QPushButton(this))
{
    setWindowTitle(title);
    auto* grid = new QGridLayout;
    const QStringList heads{tr("Input"), tr("Right answer"), tr("Your output")};
    const QList<QPlainTextEdit*> boxes{m_input, m_expected, m_output};
    const QStringList texts{input, expected, output};
    for (int i = 0; i < 3; ++i) {
        grid->addWidget(new QLabel(heads[i], this), 0, i);
        boxes[i]->setReadOnly(true);
        boxes[i]->setLineWrapMode(QPlainTextEdit::NoWrap);
        boxes[i]->setPlainText(texts[i]);
        grid->addWidget(boxes[i], 1, i);
    }
    const auto difference = firstDifference(output.toStdString(), expected.toStdString());
    if (difference) {
        m_line = difference->line;
        markLine(m_expected, m_line);
        markLine(m_output, m_line);
    }
    QFont bold = m_verdict->font();
    bold.setBold(true);
    m_verdict->setFont(bold);
    m_verdict->setText(verdict);
    m_open->setText(tr("Open this test in the window"));
    m_open->setToolTip(tr("The test's input in the window, run by the reference method"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_open, QDialogButtonBox::ActionRole);
    m_step->setText(tr("Step through my program here"));
    m_step->setToolTip(tr("Your program on this test, line by line, from the line that prints the first wrong character"));
    buttons->addButton(m_step, QDialogButtonBox::ActionRole);
    connect(m_step, &QPushButton::clicked, this, [this] {
        emit stepInWindow();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_open, &QPushButton::clicked, this, [this] {
        emit openInWindow();
        accept();
    });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_verdict);
    layout->addLayout(grid, 1);
    layout->addWidget(buttons);
    resize(900, 480);
    applyCodeFont();
}

void TestDiff::applyCodeFont()
{
    // The texts in the code's monospace face, at the dialog's size.
    QFont code;
    code.setFamilies(language::fontFamilies(language::current(), true));
    code.setPointSizeF(font().pointSizeF());
    for (QPlainTextEdit* box : {m_input, m_expected, m_output})
        box->setFont(code);
}

void TestDiff::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange)
        applyCodeFont();
    QDialog::changeEvent(event);
}

QString TestDiff::verdictText() const
{
    return m_verdict->text();
}

} // namespace sb::ui
