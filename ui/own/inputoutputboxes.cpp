// SPDX-License-Identifier: GPL-3.0-or-later
#include "inputoutputboxes.h"

#include "common/language.h"
#include "trace.h"
#include "widgets/wraplabel.h"

#include <QEvent>
#include <QGridLayout>
#include <QLocale>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QTextDocument>

#include <algorithm>
#include <cmath>

namespace sb::ui {

InputOutputBoxes::InputOutputBoxes(QWidget* parent)
    : QWidget(parent), m_inputTitle(new LineLabel(this)), m_outputTitle(new LineLabel(this)),
      m_input(new QPlainTextEdit(this)), m_output(new QPlainTextEdit(this))
{
    m_inputTitle->setObjectName(QStringLiteral("inputTitle"));
    m_outputTitle->setObjectName(QStringLiteral("outputTitle"));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    // As high as the boxes may be and no higher, as when the grid sat in the stepper's own layout.
    grid->setSizeConstraint(QLayout::SetMinAndMaxSize);
    grid->addWidget(m_inputTitle, 0, 0);
    grid->addWidget(m_input, 1, 0);
    grid->addWidget(m_outputTitle, 0, 1);
    grid->addWidget(m_output, 1, 1);
    // The titles on one line each (the whole text in the tooltip): the panel stays as narrow as the code's.
    for (QPlainTextEdit* box : {m_input, m_output}) {
        box->setMinimumWidth(0);
        box->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        box->setReadOnly(true);
        box->setLineWrapMode(QPlainTextEdit::NoWrap);
        box->setFocusPolicy(Qt::NoFocus);
    }
    fitBoxes();
    m_outputTitle->setText(tr("Printed so far"));
}

void InputOutputBoxes::setInput(const QString& input)
{
    m_input->setPlainText(input);
}

void InputOutputBoxes::setPresentation(bool on)
{
    m_presenting = on;
    fitBoxes();
    titleInput();
}

void InputOutputBoxes::titleInput()
{
    if (!m_read) {
        m_inputTitle->clear();
        return;
    }
    const QLocale locale(language::current());
    const QString read = locale.toString(m_read->first), all = locale.toString(m_read->second);
    m_inputTitle->setText(m_presenting ? tr("Input read: %1/%2").arg(read, all)
                                       : tr("Input: %1 of %2 bytes read").arg(read, all));
}

void InputOutputBoxes::fitBoxes()
{
    const int lines = m_presenting ? 1 : 3;
    for (QPlainTextEdit* box : {m_input, m_output}) {
        const auto margin = static_cast<int>(std::ceil(box->document()->documentMargin()));
        // The first line begins a margin under the frame; no margin kept under the last, lest a
        // sliver of the next line show.
        box->setMaximumHeight(fontMetrics().lineSpacing() * lines + 2 * box->frameWidth() + margin);
    }
    // The new height goes up to the stepper's layout now, not an event later: it lays out once.
    layout()->activate();
}

void InputOutputBoxes::showNothingRead(const QString& output)
{
    m_read.reset();
    titleInput();
    m_input->setExtraSelections({});
    m_output->setPlainText(output);
}

void InputOutputBoxes::showAt(const program::Trace& trace, std::size_t step, const QByteArray& inputBytes,
                              const QString& input)
{
    // The input read so far, marked; the output so far.
    const qsizetype taken = QString::fromUtf8(inputBytes.left(trace.inputTaken(step))).size();
    QTextEdit::ExtraSelection read;
    read.cursor = QTextCursor(m_input->document());
    read.cursor.setPosition(0);
    read.cursor.setPosition(static_cast<int>(std::min(taken, input.size())), QTextCursor::KeepAnchor);
    read.format.setBackground(QColor(0xc8, 0xe6, 0xc9));
    m_input->setExtraSelections({read});
    // In sight: the line being read, not the empty one after its end (a box of one line on a projector).
    const auto lastLineInSight = [](QPlainTextEdit* box, qsizetype end) {
        QTextCursor at(box->document());
        const bool afterNewline = end > 0 && box->document()->characterAt(static_cast<int>(end - 1)) == QChar::ParagraphSeparator;
        at.setPosition(static_cast<int>(afterNewline ? end - 1 : end));
        box->setTextCursor(at);
        box->ensureCursorVisible();
    };
    lastLineInSight(m_input, std::min(taken, input.size()));
    m_read = std::make_pair(quint64{trace.inputTaken(step)}, static_cast<quint64>(inputBytes.size()));
    titleInput();
    const std::string& printed = trace.output;
    m_output->setPlainText(QString::fromUtf8(printed.data(),
                                             static_cast<qsizetype>(std::min<std::size_t>(printed.size(), trace.outputWritten(step)))));
    lastLineInSight(m_output, m_output->document()->characterCount() - 1);
}

void InputOutputBoxes::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_outputTitle->setText(tr("Printed so far"));
        titleInput();
    }
    if (event->type() == QEvent::FontChange)
        fitBoxes();
    QWidget::changeEvent(event);
}

} // namespace sb::ui
