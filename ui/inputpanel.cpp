// SPDX-License-Identifier: GPL-3.0-or-later
#include "inputpanel.h"

#include "language.h"
#include "motion.h"
#include "narrator.h"
#include "randomgamedialog.h"
#include "randomtabledialog.h"
#include "session.h"
#include "theme.h"

#include "cards/cards.h"
#include "core/inputerror.h"

#include <Qsci/qsciscintilla.h>
#include <Qsci/qscistyle.h>

#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QSettings>
#include <QVBoxLayout>

namespace sb::ui {

namespace {

/// The built-in inputs, by file name under resources/samples/<problem>.
const char* const kCaroSamples[] = {"sample", "fills-middle", "line-of-six", "anti-diagonal", "border", "small-board"};
const char* const kCardsSamples[] = {"sample-1", "sample-2", "self-test-1", "self-test-2", "self-test-3", "self-test-4"};
/// Which of them a problem opens on (its sample.txt): the richer sample 2 of the card game.
int openingSample(const QString& problem)
{
    return problem == QLatin1String("cards") ? 1 : 0;
}

constexpr int kErrorMarker = 0;

} // namespace

InputPanel::InputPanel(Session* session, QWidget* parent)
    : QWidget(parent), m_session(session), m_samples(new QComboBox(this)), m_random(new QPushButton(this)),
      m_editor(new QsciScintilla(this)), m_error(new QLabel(this))
{
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_samples, 1);
    bar->addWidget(m_random);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_error);
    m_error->setWordWrap(true);
    QPalette errorPalette = m_error->palette();
    errorPalette.setColor(QPalette::WindowText, Theme::normal().errorText);
    m_error->setPalette(errorPalette);
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
    connect(m_editor, &QsciScintilla::textChanged, this, [this] { m_reparse.start(); });
    connect(m_samples, qOverload<int>(&QComboBox::activated), this, &InputPanel::loadSample);
    connect(m_random, &QPushButton::clicked, this, &InputPanel::openGenerator);
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
    retranslate();
    m_samples->setCurrentIndex(openingSample(m_problem));
    m_saved.clear();
    QFile saved(savedPath());
    if (saved.open(QIODevice::ReadOnly))
        m_saved = QString::fromUtf8(saved.readAll());
    setText(m_saved.isEmpty() ? m_session->inputText() : m_saved);
    reparseNow();
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

void InputPanel::loadSample(int index)
{
    const bool cards = m_session->problemId() == QLatin1String("cards");
    const char* name = cards ? kCardsSamples[index] : kCaroSamples[index];
    QFile file(QStringLiteral(":/samples/%1/%2.txt").arg(m_session->problemId(), QLatin1String(name)));
    if (file.open(QIODevice::ReadOnly)) {
        setText(QString::fromUtf8(file.readAll()));
        reparseNow();
    }
}

void InputPanel::setText(const QString& text)
{
    if (text != m_editor->text())
        m_editor->setText(text);
}

void InputPanel::setPresentation(bool on)
{
    m_editor->zoomTo(on ? static_cast<int>(m_editor->font().pointSizeF()) : 0); // twice the size
}

QString InputPanel::text() const
{
    return m_editor->text();
}

void InputPanel::reparseNow()
{
    m_reparse.stop();
    reparse();
}

void InputPanel::reparse()
{
    const QString text = m_editor->text();
    save(text);
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
    const QString message = Narrator::inputError(*error);
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
    const auto take = [this](auto& dialog) {
        if (dialog.exec() == QDialog::Accepted) {
            setText(dialog.text());
            reparseNow();
        }
    };
    if (m_session->problemId() == QLatin1String("cards")) {
        RandomTableDialog dialog(this);
        take(dialog);
    } else {
        RandomGameDialog dialog(this);
        take(dialog);
    }
}

void InputPanel::setCardValue(int row, int column, int value)
{
    // Edit the text as it stands, even when it has an error elsewhere, so that
    // changing a card and then its partner works; the table keeps one row a line.
    QStringList tokens = text().split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    bool okN = false, okM = false;
    const int n = tokens.value(0).toInt(&okN), m = tokens.value(1).toInt(&okM);
    if (!okN || !okM || n < 1 || m < 1 || n > cards::kMaxRows || m > cards::kMaxCols || row >= n || column >= m ||
        tokens.size() < 2 + n * m)
        return;
    tokens[2 + row * m + column] = QString::number(value);
    QString table = QStringLiteral("%1 %2\n").arg(n).arg(m);
    for (int r = 0; r < n; ++r)
        table += tokens.mid(2 + r * m, m).join(QLatin1Char(' ')) + QLatin1Char('\n');
    for (const QString& extra : tokens.mid(2 + n * m))
        table += extra + QLatin1Char('\n'); // anything after the table stays, and stays an error
    setText(table);
    reparseNow();
}

void InputPanel::editCard(int row, int column)
{
    const auto input = std::dynamic_pointer_cast<const cards::CardsInput>(m_session->input());
    if (!input)
        return;
    bool ok = false;
    const int value = QInputDialog::getInt(this, tr("Change a card"),
                                           tr("New value of the card at row %1, column %2 (0 to 1000). Every value "
                                              "must appear exactly twice, so change its partner too.")
                                               .arg(row + 1)
                                               .arg(column + 1),
                                           input->at(row, column), 0, cards::kMaxValue, 1, &ok);
    if (ok)
        setCardValue(row, column, value);
}

void InputPanel::retranslate()
{
    const int current = m_samples->currentIndex();
    m_samples->clear();
    if (m_session->problemId() == QLatin1String("cards")) {
        m_samples->addItem(tr("Sample 1 (one row)"));
        m_samples->addItem(tr("Sample 2 (three rows)"));
        m_samples->addItem(tr("Self-test 1: a pair of 0s opens the way"));
        m_samples->addItem(tr("Self-test 2: one pass is not enough"));
        m_samples->addItem(tr("Self-test 3: columns are needed"));
        m_samples->addItem(tr("Self-test 4: nothing can be taken"));
        m_random->setText(tr("Random table…"));
        m_editor->setToolTip(tr("The input the program reads: n and m, then the table, one row per line"));
    } else {
        m_samples->addItem(tr("Sample from the statement (X and O, O wins at move 10)"));
        m_samples->addItem(tr("The last stone fills the middle"));
        m_samples->addItem(tr("A line of six"));
        m_samples->addItem(tr("Five on the anti-diagonal"));
        m_samples->addItem(tr("Five along the border"));
        m_samples->addItem(tr("A 4 x 4 board: nobody can win"));
        m_random->setText(tr("Random game…"));
        m_editor->setToolTip(tr("The input the program reads: N and K, then one move \"row column\" per line"));
    }
    m_samples->setCurrentIndex(std::clamp(current, 0, m_samples->count() - 1));
    m_samples->setToolTip(tr("Built-in inputs"));
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
