// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordingend.h"

#include "common/language.h"
#include "probetrace.h"
#include "trace.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QToolButton>
#include <QVBoxLayout>

namespace sb::ui {

RecordingEnd::RecordingEnd(QWidget* parent)
    : QWidget(parent), m_ended(new QLabel(this)), m_detailsButton(new QToolButton(this)), m_debuggerWords(new QLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_ended->setWordWrap(true);
    m_ended->setStyleSheet(QStringLiteral("color: #b71c1c;"));
    m_ended->hide();
    m_ended->setObjectName(QStringLiteral("recordingEnded"));
    // A failed recording: the sentence in the window's language, the debugger's words one click away.
    auto* endedRow = new QHBoxLayout;
    endedRow->addWidget(m_ended, 1);
    m_detailsButton->setObjectName(QStringLiteral("recordingDetails"));
    m_detailsButton->setCheckable(true);
    m_detailsButton->setFocusPolicy(Qt::NoFocus);
    m_detailsButton->hide();
    endedRow->addWidget(m_detailsButton, 0, Qt::AlignTop);
    layout->addLayout(endedRow);
    m_debuggerWords->setObjectName(QStringLiteral("debuggerWords"));
    m_debuggerWords->setWordWrap(true);
    m_debuggerWords->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_debuggerWords->setTextFormat(Qt::PlainText);
    m_debuggerWords->hide();
    layout->addWidget(m_debuggerWords);
    connect(m_detailsButton, &QToolButton::toggled, m_debuggerWords, &QWidget::setVisible);
    setVisible(false);
    retranslate();
}

void RecordingEnd::setTrace(std::shared_ptr<const program::Trace> trace)
{
    m_trace = std::move(trace);
    m_ended->setText(endText(m_trace.get()));
    m_ended->setVisible(!m_ended->text().isEmpty());
    m_debuggerWords->setText(debuggerWords(m_trace.get()));
    m_detailsButton->setChecked(false);
    m_detailsButton->setVisible(!m_debuggerWords->text().isEmpty());
    setVisible(!m_ended->text().isEmpty());
}

namespace {

/// How a failed recording ended when the program itself ended it (a signal, an exit code, too much
/// output, the time limit), in the window's language; empty when the recorder failed.
QString programsOwnEnd(const QString& error)
{
    if (error.startsWith(QStringLiteral("the program was killed by ")))
        return RecordingEnd::tr("The program was killed by %1 after its last line here.").arg(error.mid(26));
    if (error.startsWith(QStringLiteral("the program ended with exit code ")))
        return RecordingEnd::tr("The program ended with exit code %1.").arg(error.mid(34));
    if (error.startsWith(QStringLiteral("the program raised ")))
        return RecordingEnd::tr("The program stopped on an error it raised at its last line here: %1").arg(error.mid(19));
    if (error.startsWith(QStringLiteral("the program printed more than ")))
        return RecordingEnd::tr("The program printed more than 16 MB, so the recording stopped.");
    if (error == QStringLiteral("the recording is full"))
        return RecordingEnd::tr("The recording filled the %1 MB it may take: these are the lines up to then.")
            .arg(program::probed::kRecordBytes >> 20);
    if (error == QStringLiteral("the recording ran out of time"))
        return RecordingEnd::tr("The recording ran out of time: these are the lines up to then.");
    return {};
}

} // namespace

QString RecordingEnd::endText(const program::Trace* trace)
{
    if (!trace)
        return {};
    const QString error = QString::fromStdString(trace->error());
    switch (trace->end()) {
    case program::Trace::End::Finished:
        return {};
    case program::Trace::End::Limit:
        return tr("The recording keeps the first %1 lines; the program ran on past them.")
            .arg(QLocale(language::current()).toString(static_cast<qulonglong>(trace->size())));
    case program::Trace::End::Cancelled:
        return tr("You stopped the recording: these are the lines up to then.");
    case program::Trace::End::Failed:
        break;
    }
    if (const QString own = programsOwnEnd(error); !own.isEmpty())
        return own;
    // The recorder failed, not the program: say so here, and leave the recorder's words to Details.
    if (trace->empty())
        return tr("Your program could not be recorded: the recorder failed before its first line. "
                  "Its own words are under Details.");
    return tr("The recording stopped after these lines: the recorder failed. Its own words are under Details.");
}

QString RecordingEnd::debuggerWords(const program::Trace* trace)
{
    if (!trace || trace->end() != program::Trace::End::Failed)
        return {};
    const QString error = QString::fromStdString(trace->error());
    if (!programsOwnEnd(error).isEmpty())
        return {};
    QString words = error.trimmed();
    const QString stderrText = QString::fromStdString(trace->errors).trimmed();
    if (!stderrText.isEmpty() && !words.contains(stderrText))
        words += (words.isEmpty() ? QString() : QStringLiteral("\n")) + stderrText;
    return words;
}

void RecordingEnd::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void RecordingEnd::retranslate()
{
    m_detailsButton->setText(tr("Details"));
    m_detailsButton->setToolTip(tr("What the recorder said, in its own words"));
    m_ended->setText(endText(m_trace.get()));
}

} // namespace sb::ui
