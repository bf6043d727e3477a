// SPDX-License-Identifier: GPL-3.0-or-later
#include "inputpanel.h"

#include "filedialogs.h"
#include "language.h"
#include "motion.h"
#include "problems/problemui.h"
#include "session.h"
#include "settingscheck.h"
#include "theme.h"
#include "utf8.h"

#include "core/inputerror.h"
#include "core/inputfile.h"
#include "core/problem.h"

#include <Qsci/qsciscintilla.h>
#include <Qsci/qscistyle.h>

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QSettings>
#include <QStringDecoder>
#include <QVBoxLayout>

#include <cstdint>

namespace sb::ui {

namespace {

constexpr int kErrorMarker = 0;

} // namespace

InputPanel::InputPanel(Session* session, QWidget* parent)
    : QWidget(parent), m_session(session), m_samples(new QComboBox(this)), m_random(new QPushButton(this)),
      m_editor(new QsciScintilla(this)), m_error(new QLabel(this)), m_fileMessage(new QLabel(this)),
      m_openFile(new QAction(this))
{
    // Long sample titles must not widen the window: the list is as wide as its room.
    m_samples->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_samples->setMinimumContentsLength(8);
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_samples, 1);
    bar->addWidget(m_random);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_fileMessage);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_error);
    QPalette errorPalette = m_error->palette();
    errorPalette.setColor(QPalette::WindowText, Theme::normal().errorText);
    for (QLabel* label : {m_error, m_fileMessage}) {
        label->setWordWrap(true);
        label->setPalette(errorPalette);
    }
    m_fileMessage->hide();
    m_editor->setUtf8(true);
    m_editor->setWrapMode(QsciScintilla::WrapNone);
    m_editor->setMarginType(0, QsciScintilla::NumberMargin);
    m_editor->setMarginWidth(0, QStringLiteral("0000000"));
    m_editor->markerDefine(QsciScintilla::Background, kErrorMarker);
    m_editor->setMarkerBackgroundColor(Theme::normal().errorLine, kErrorMarker);
    m_editor->setAnnotationDisplay(QsciScintilla::AnnotationBoxed);
    QFont mono;
    mono.setFamilies(language::fontFamilies(QStringLiteral("en"), true));
    m_editor->setFont(mono);
    m_editor->setMarginsFont(mono);

    m_reparse.setSingleShot(true);
    m_reparse.setInterval(motion::kReparseDelayMs);
    connect(&m_reparse, &QTimer::timeout, this, &InputPanel::reparse);
    m_keep.setSingleShot(true);
    m_keep.setInterval(motion::kKeepInputMs);
    connect(&m_keep, &QTimer::timeout, this, [this] { save(text()); });
    connect(m_editor, &QsciScintilla::textChanged, this, [this] {
        m_reparse.start();
        if (!m_keep.isActive()) // not restarted by the next keys: it fires however fast they come
            m_keep.start();
        if (!m_failedPath.isEmpty() || !m_keptMovedTo.isEmpty()) { // the message was about the text before this edit
            m_failedPath.clear();
            m_keptMovedTo.clear();
            showFileMessage();
        }
    });
    connect(m_samples, qOverload<int>(&QComboBox::activated), this, &InputPanel::loadSample);
    connect(m_random, &QPushButton::clicked, this, &InputPanel::openGenerator);
    connect(m_openFile, &QAction::triggered, this, &InputPanel::askForFile);
    connect(session, &Session::inputErrorChanged, this, &InputPanel::showError);
    connect(session, &Session::runChanged, this, &InputPanel::onRunChanged);
    onRunChanged();
}

void InputPanel::onRunChanged()
{
    if (m_problem == m_session->problemId())
        return;
    // Another problem: its own samples, and its own text kept from before.
    m_problem = m_session->problemId();
    readSamples();
    retranslate();
    m_samples->setCurrentIndex(problemUi(m_session->problem().id).openingSample());
    m_saved = readKept();
    const QString movedTo = m_keptMovedTo;
    setText(m_saved.isEmpty() ? m_session->inputText() : m_saved);
    reparseNow();
    m_keptMovedTo = movedTo; // the new text's own change cleared it
    showFileMessage();
}

QString InputPanel::readKept()
{
    m_keptMovedTo.clear();
    const QString path = savedPath();
    if (!QFileInfo::exists(path))
        return {};
    // Read as any input is, with its limit; the window wrote it as UTF-8, so anything else
    // means the file was damaged. It is moved aside, not deleted: nothing typed is lost.
    const InputFile in = readInputFile(QFile::encodeName(path).toStdString());
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = in.ok() ? utf8(QByteArrayView(in.text.data(), static_cast<qsizetype>(in.text.size())))
                                 : QString();
    if (in.ok() && !utf8.hasError())
        return text;
    m_keptMovedTo = setAsideUnreadable(path);
    return {};
}

QString InputPanel::savedPath() const
{
    // Beside the settings file, so whatever moves the settings (a screenshot's
    // scratch folder, the tests' folder) moves the kept input with them.
    return QFileInfo(QSettings().fileName()).absolutePath() + QStringLiteral("/input-") + m_session->problemId() +
           QStringLiteral(".txt");
}

void InputPanel::save(const QString& text)
{
    if (text == m_saved)
        return;
    QDir().mkpath(QFileInfo(savedPath()).path());
    QSaveFile file(savedPath());
    if (file.open(QIODevice::WriteOnly)) {
        file.write(text.toUtf8());
        if (file.commit())
            m_saved = text;
    }
}

int InputPanel::sampleCount() const
{
    return m_samples->count();
}

void InputPanel::readSamples()
{
    m_sampleTexts.clear();
    for (const QString& name : problemUi(m_session->problem().id).sampleFiles()) {
        QFile file(QStringLiteral(":/samples/%1/%2.txt").arg(m_session->problemId(), name));
        m_sampleTexts << (file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString());
    }
}

void InputPanel::loadSample(int index)
{
    const QString text = m_sampleTexts.value(index);
    if (text.isEmpty())
        return;
    setText(text);
    reparseNow();
}

void InputPanel::matchSample()
{
    const QString text = this->text().trimmed();
    const int shown = m_samples->currentIndex();
    if (shown >= 0 && m_sampleTexts.value(shown).trimmed() == text)
        return;
    int match = -1;
    for (int i = 0; i < m_samples->count() && match < 0; ++i)
        if (m_sampleTexts.value(i).trimmed() == text)
            match = i;
    m_samples->setCurrentIndex(match); // -1 shows the placeholder: an input of one's own
}

QString InputPanel::shownSample() const
{
    return m_samples->currentIndex() < 0 ? m_samples->placeholderText() : m_samples->currentText();
}

void InputPanel::setText(const QString& text)
{
    if (text == this->text())
        return;
    // QsciScintilla::setText() passes a C string and so stops at a NUL: give the bytes with their length,
    // so the window parses the very bytes the command line parses.
    const QByteArray bytes = text.toUtf8();
    m_editor->SendScintilla(QsciScintillaBase::SCI_CLEARALL);
    m_editor->SendScintilla(QsciScintillaBase::SCI_APPENDTEXT, static_cast<std::uintptr_t>(bytes.size()), bytes.constData());
    m_editor->SendScintilla(QsciScintillaBase::SCI_EMPTYUNDOBUFFER);
}

bool InputPanel::openFile(const QString& path)
{
    const InputFile in = readInputFile(QFile::encodeName(path).toStdString());
    if (in.ok()) {
        setText(fromUtf8(in.text));
        reparseNow();
    }
    m_failure = in.failure;
    m_failedPath = in.ok() ? QString() : path;
    showFileMessage();
    return in.ok();
}

QString InputPanel::fileMessage() const
{
    if (m_failedPath.isEmpty())
        return {};
    const QString name = QDir::toNativeSeparators(m_failedPath);
    switch (m_failure) {
    case ReadFailure::IsFolder:
        return tr("%1 is a folder, not an input file.").arg(name);
    case ReadFailure::NotRegular:
        return tr("%1 is not a regular file (a pipe, a device or a socket), so it is not read.").arg(name);
    case ReadFailure::TooLarge:
        return tr("%1 is larger than %2 MB, the most an input may be.")
            .arg(name)
            .arg(megabytes(kMaxInputBytes));
    case ReadFailure::None:
    case ReadFailure::Missing:
    case ReadFailure::Failed:
        break;
    }
    return tr("Cannot read %1.").arg(name);
}

void InputPanel::askForFile()
{
    const QString path = askOpenFileName(this, tr("Open an input file"), QString(),
                                         tr("Text files (*.txt *.in);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

QString InputPanel::shownFileMessage() const
{
    return m_fileMessage->isHidden() ? QString() : m_fileMessage->text();
}

void InputPanel::showFileMessage()
{
    if (!m_failedPath.isEmpty())
        m_fileMessage->setText(fileMessage() + QLatin1Char(' ') + tr("The input below is kept."));
    else if (!m_keptMovedTo.isEmpty())
        m_fileMessage->setText(tr("The input kept from last time could not be read back, so the sample is shown. "
                                  "The file was moved to %1.")
                                   .arg(QDir::toNativeSeparators(m_keptMovedTo)));
    m_fileMessage->setVisible(!m_failedPath.isEmpty() || !m_keptMovedTo.isEmpty());
}

void InputPanel::setPresentation(bool on)
{
    m_editor->zoomTo(on ? static_cast<int>(m_editor->font().pointSizeF()) : 0); // twice the size
}

QString InputPanel::text() const
{
    // QsciScintilla::text() stops at a NUL: read the editor's bytes with their length.
    const auto length = static_cast<qsizetype>(m_editor->SendScintilla(QsciScintillaBase::SCI_GETLENGTH));
    const auto* bytes = static_cast<const char*>(m_editor->SendScintillaPtrResult(QsciScintillaBase::SCI_GETCHARACTERPOINTER));
    return fromUtf8(std::string_view(bytes, static_cast<std::size_t>(length)));
}

void InputPanel::reparseNow()
{
    m_reparse.stop();
    reparse();
}

void InputPanel::reparse()
{
    const QString text = this->text();
    save(text);
    matchSample();
    if (text == m_session->inputText() && !m_session->hasInputError() && m_session->player())
        return;
    m_session->setInput(text);
    showError();
}

QString InputPanel::errorText() const
{
    return m_error->text();
}

int InputPanel::markedLine() const
{
    return m_marked;
}

void InputPanel::showError()
{
    const InputError* error = m_session->hasInputError() ? m_session->inputError() : nullptr;
    m_editor->markerDeleteAll(kErrorMarker);
    m_editor->clearAnnotations();
    m_marked = 0;
    if (!error) {
        m_error->clear();
        m_error->hide();
        return;
    }
    const QString message = problemUi(m_session->problem().id).inputError(*error);
    m_error->setText(message + QLatin1Char('\n') + tr("The board still shows the last input that was correct."));
    m_error->show();
    const int line = std::min(error->line, m_editor->lines()) - 1;
    m_editor->markerAdd(line, kErrorMarker);
    m_editor->annotate(line, message, QsciStyle(-1, QStringLiteral("error"), Theme::normal().errorText,
                                                Theme::normal().errorLine, font()));
    m_editor->ensureLineVisible(line);
    m_marked = error->line;
}

void InputPanel::openGenerator()
{
    const QString text = problemUi(m_session->problem().id).askRandomInput(this);
    if (text.isEmpty())
        return;
    setText(text);
    reparseNow();
}

void InputPanel::retranslate()
{
    const int current = m_samples->currentIndex();
    m_samples->clear();
    const ProblemUi& ui = problemUi(m_session->problem().id);
    m_samples->addItems(ui.sampleTitles());
    m_samples->setPlaceholderText(tr("An input of your own"));
    m_random->setText(ui.randomInputLabel());
    m_editor->setToolTip(ui.inputHint());
    m_samples->setCurrentIndex(std::min(current, m_samples->count() - 1));
    m_samples->setToolTip(tr("Built-in inputs"));
    m_openFile->setText(tr("Open an input file…"));
    showFileMessage();
    if (m_session->hasInputError())
        showError();
}

void InputPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sb::ui
