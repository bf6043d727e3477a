// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/inputpanel.h"

#include "common/filedialogs.h"
#include "widgets/codelayout.h"
#include "common/language.h"
#include "run/motion.h"
#include "common/outputfile.h"
#include "run/problemui.h"
#include "run/session.h"
#include "common/settingscheck.h"
#include "common/theme.h"
#include "common/utf8.h"
#include "widgets/typedkeys.h"
#include "widgets/wrapcombo.h"

#include "core/inputerror.h"
#include "core/inputfile.h"
#include "core/problem.h"

#include <Qsci/qsciscintilla.h>
#include <Qsci/qscistyle.h>

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QDir>
#include <QFileInfo>
#include <QKeyEvent>
#include <QSettings>
#include <QStringDecoder>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cstdint>

namespace sb::ui {

namespace {

constexpr int kErrorMarker = 0;

} // namespace

InputPanel::InputPanel(Session* session, QWidget* parent)
    : QWidget(parent), m_session(session), m_samples(new WrapComboBox(this)), m_random(new QPushButton(this)),
      m_editor(new QsciScintilla(this)), m_error(new QLabel(this)), m_fileMessage(new QLabel(this)),
      m_openFile(new QAction(this)), m_typedKeys(new TypedKeys(m_editor, this)),
      m_keeper(&m_workers, [this] { return bytes(); }, [this] { return m_edits; })
{
    // Long sample titles must not widen the window: the list is as wide as its room, and the
    // chosen title wraps in it rather than being cut.
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

    m_workers.setMaxThreadCount(2); // one parse and one write at a time
    m_editor->viewport()->installEventFilter(this);
    m_reparse.setSingleShot(true);
    m_reparse.setInterval(motion::kReparseDelayMs);
    connect(&m_reparse, &QTimer::timeout, this, &InputPanel::reparse);
    connect(&m_parse, &QFutureWatcher<ParsedInput>::finished, this, &InputPanel::onParsed);
    connect(m_editor, &QsciScintilla::textChanged, this, [this] {
        ++m_edits; // a key costs this, two timers and the editor's own work: nothing reads the text
        m_reparse.start();
        m_keeper.edited();
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

InputPanel::~InputPanel()
{
    m_keeper.keepNow(); // nothing typed is lost, however soon after the last key the window goes
    m_parse.waitForFinished(); // its result is not wanted, but it must not outlive the panel
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
    const InputKeeper::Kept kept = m_keeper.open(savedPath());
    setText(kept.text.isEmpty() ? m_session->inputText() : kept.text);
    reparseNow();
    m_keptMovedTo = kept.movedTo; // after the new text's own change, which clears it
    showFileMessage();
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

void InputPanel::setPresentation(bool on)
{
    m_editor->zoomTo(on ? static_cast<int>(m_editor->font().pointSizeF()) : 0); // twice the size
}

QString InputPanel::text() const
{
    m_typedKeys->flush();
    // QsciScintilla::text() stops at a NUL: read the editor's bytes with their length.
    const auto length = static_cast<qsizetype>(m_editor->SendScintilla(QsciScintillaBase::SCI_GETLENGTH));
    const auto* bytes = static_cast<const char*>(m_editor->SendScintillaPtrResult(QsciScintillaBase::SCI_GETCHARACTERPOINTER));
    return fromUtf8(std::string_view(bytes, static_cast<std::size_t>(length)));
}

QByteArray InputPanel::bytes() const
{
    m_typedKeys->flush();
    const auto length = static_cast<qsizetype>(m_editor->SendScintilla(QsciScintillaBase::SCI_GETLENGTH));
    const auto* bytes = static_cast<const char*>(m_editor->SendScintillaPtrResult(QsciScintillaBase::SCI_GETCHARACTERPOINTER));
    return QByteArray(bytes, length);
}

void InputPanel::reparseNow()
{
    m_reparse.stop();
    m_keeper.keepNow();
    applyParsed(Session::parse(m_session->problem(), bytes()));
    m_shownEdits = m_edits; // a parse under way is for this text or an older one: not wanted
}

bool InputPanel::settled() const
{
    return m_typedKeys->isEmpty() && !m_reparse.isActive() && !m_parsing && m_keeper.settled();
}

void InputPanel::reparse()
{
    if (m_parsing || m_shownEdits == m_edits)
        return; // one parse at a time: when it ends, the newest text goes next
    m_parsing = true;
    m_parsingEdits = m_edits;
    m_parse.setFuture(QtConcurrent::run(&m_workers, [problem = &m_session->problem(), text = bytes()] {
        return Session::parse(*problem, text);
    }));
}

void InputPanel::onParsed()
{
    m_parsing = false;
    // A text edited since the parse took it is not shown, not even for a moment: the run on
    // screen, the error mark and the sample's title all follow the text in the editor.
    if (m_parsingEdits == m_edits && m_shownEdits != m_edits) {
        applyParsed(m_parse.result());
        m_shownEdits = m_edits;
    }
    if (m_shownEdits != m_edits && !m_reparse.isActive())
        reparse(); // the pause after the last edit ended while this parse was under way
}

void InputPanel::applyParsed(const ParsedInput& parsed)
{
    matchSample(parsed.text);
    if (parsed.text == m_session->inputText() && !m_session->hasInputError() && m_session->player())
        return;
    m_session->setParsedInput(parsed); // marks its error, or clears the one before, through inputErrorChanged
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
    // Only the line marked before is cleared: clearing all of them walks every line of the text.
    if (m_marked > 0) {
        const int line = std::min(m_marked, m_editor->lines()) - 1;
        m_editor->markerDelete(line, kErrorMarker);
        m_editor->clearAnnotations(line);
    }
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
    // By the style's number: an annotation made from a QsciStyle keeps a copy of it on the heap
    // that QScintilla 2.13 never frees.
    m_errorStyle.setColor(Theme::normal().errorText);
    m_errorStyle.setPaper(Theme::normal().errorLine);
    // The editor zooms every style on a projector: the message starts from the usual size, as the text does.
    QFont usual = font();
    usual.setPointSizeF(QApplication::font().pointSizeF());
    m_errorStyle.setFont(usual);
    m_errorStyle.apply(m_editor);
    // An annotation does not wrap: the message is broken between words to the editor's width, or
    // its end would be cut off (on a projector, most of it).
    const QByteArray sample("0123456789");
    const long tenChars = m_editor->SendScintilla(QsciScintillaBase::SCI_TEXTWIDTH, static_cast<unsigned long>(m_errorStyle.style()),
                                                  sample.constData());
    const long textLeft = m_editor->SendScintilla(QsciScintillaBase::SCI_POINTXFROMPOSITION, 0UL,
                                                  m_editor->SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE,
                                                                          static_cast<unsigned long>(line)));
    const long room = m_editor->viewport()->width() - textLeft - 12;
    const int columns = tenChars > 0 ? static_cast<int>(room * 10 / tenChars) : 0;
    m_editor->annotate(line, columns >= 12 ? wrapComment(message, columns).join(QLatin1Char('\n')) : message,
                       m_errorStyle.style());
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

bool InputPanel::eventFilter(QObject* watched, QEvent* event)
{
    // The error's annotation is broken to the editor's width: a new width breaks it anew.
    if (watched == m_editor->viewport() && event->type() == QEvent::Resize && m_marked > 0)
        QMetaObject::invokeMethod(this, &InputPanel::showError, Qt::QueuedConnection);
    return QWidget::eventFilter(watched, event);
}

void InputPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sb::ui
