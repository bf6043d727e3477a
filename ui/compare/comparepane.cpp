// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparepane.h"

#include "widgets/boardview.h"
#include "common/language.h"
#include "run/listingsource.h"
#include "run/problemui.h"
#include "run/session.h"
#include "steppedprogram.h"
#include "common/theme.h"
#include "common/typefit.h"
#include "common/utf8.h"
#include "run/verdict.h"
#include "widgets/wraplabel.h"

#include "core/listing.h"
#include "core/player.h"
#include "core/problem.h"
#include "core/runmodel.h"

#include <QComboBox>
#include <QEvent>
#include <QLocale>
#include <QProgressBar>
#include <QResizeEvent>
#include <QSpacerItem>
#include <QVBoxLayout>

#include <algorithm>

namespace sb::ui {

ComparePane::ComparePane(const QString& problem, const QString& input, const QString& method, bool python,
                         QWidget* parent)
    : QFrame(parent), m_session(new Session(this)), m_methods(new QComboBox(this)), m_title(new WrapLabel(this)),
      m_board(nullptr),
      m_line(new WrapLabel(this)), m_counters(new WrapLabel(this)), m_verdict(new WrapLabel(this)),
      m_progress(new QProgressBar(this))
{
    m_session->setProblem(problem);
    // The pane's steps are the lines of the listing it shows: each language runs its own.
    m_session->setCodeLanguage(python ? CodeLanguage::Python : CodeLanguage::Cpp);
    m_session->setInput(input);
    m_session->setMethod(method);
    m_board = problemUi(m_session->problem().id).createBoard(m_session, this);

    setFrameShape(QFrame::StyledPanel);
    // The whole name of the method shows, as wide as the pane allows.
    m_methods->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_methods->setMinimumContentsLength(8);
    m_methods->setFocusPolicy(Qt::NoFocus); // Space and the arrows stay with the player
    QFont code;
    code.setFamilies(language::fontFamilies(language::current(), true));
    m_line->setFont(code);
    m_verdict->setMargin(4);
    m_verdict->setAutoFillBackground(true);
    m_verdict->hide();
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(8);
    m_progress->hide();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(2);
    layout->addWidget(m_methods);
    layout->addWidget(m_title);
    m_title->hide();
    QFont bold; // only bold is its own: the size follows the pane's (twice as large on a projector)
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setObjectName(QStringLiteral("programTitle"));
    layout->addWidget(m_board, 1);
    layout->addWidget(m_line);
    layout->addWidget(m_counters);
    layout->addWidget(m_verdict);
    layout->addWidget(m_progress);
    // Makes up the height the other panes' words take more: see textsHeight().
    m_pad = new QSpacerItem(0, 0, QSizePolicy::Minimum, QSizePolicy::Fixed);
    layout->addItem(m_pad);

    fillMethods();
    loadListing();
    connect(m_methods, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        const QString id = m_methods->itemData(index).toString();
        if (id.isEmpty() || id == m_session->methodId())
            return;
        m_session->setMethod(id);
        loadListing();
        emit methodChanged();
    });
    connect(m_session, &Session::stepChanged, this, &ComparePane::refresh);
    connect(m_session, &Session::referenceChanged, this, &ComparePane::refresh);
    connect(m_session, &Session::busyChanged, this, &ComparePane::showProgress);
    connect(m_session, &Session::progressChanged, this, &ComparePane::showProgress);
    refresh();
}

ComparePane::~ComparePane()
{
    // The board holds the session: it goes first.
    delete m_board;
}

void ComparePane::fillMethods()
{
    const ProblemUi& ui = problemUi(m_session->problem().id);
    m_methods->clear();
    bool wrongSeen = false;
    for (const MethodDesc& m : m_session->problem().methods) {
        // The wrong solutions come after the correct methods, set apart.
        if (m.role == MethodRole::Wrong && !wrongSeen) {
            wrongSeen = true;
            m_methods->insertSeparator(m_methods->count());
        }
        m_methods->addItem(ui.methodLabel(m.id), fromUtf8(m.id));
        m_methods->setItemData(m_methods->count() - 1, ui.methodSummary(m.id), Qt::ToolTipRole);
    }
    m_methods->setCurrentIndex(m_methods->findData(m_session->methodId()));
    m_methods->setToolTip(ui.methodSummary(m_session->method().id));
}

void ComparePane::loadListing()
{
    const ProblemDesc& problem = m_session->problem();
    const Listing listing = builtInListing(problem, m_session->method(), m_session->codeLanguage());
    m_lineOfAnchor.clear();
    for (const auto& [name, line] : listing.anchors()) {
        const auto a = std::find(problem.anchors.begin(), problem.anchors.end(), name);
        if (a != problem.anchors.end())
            m_lineOfAnchor.insert(static_cast<int>(a - problem.anchors.begin()),
                                  {line, QString::fromStdString(listing.lines[static_cast<std::size_t>(line - 1)].code)
                                             .trimmed()});
    }
    m_methods->setToolTip(problemUi(problem.id).methodSummary(m_session->method().id));
    refresh();
}

void ComparePane::showProgram(SteppedProgram* program)
{
    m_program = program;
    m_methods->hide();
    m_title->show();
    m_title->setText(tr("Your program"));
    fitTitle();
    connect(program, &SteppedProgram::changed, this, &ComparePane::refresh);
    refresh();
}

void ComparePane::fitTitle()
{
    // As high as the methods' choosers beside it: the boards side by side start at one height.
    m_title->setFixedHeight(m_methods->sizeHint().expandedTo(m_methods->minimumSizeHint()).expandedTo(m_methods->minimumSize()).height());
}

void ComparePane::refreshProgram()
{
    m_line->setText(m_program->lineText());
    m_board->showProgramRun(m_program->source(), m_program->boardCaption());
    QStringList parts{m_program->whereText()};
    if (!m_board->showsProgram())
        parts << m_program->boardText();
    parts.removeAll(QString());
    m_counters->setText(parts.join(QStringLiteral("  ·  ")));
    fitCounters();
    const QString end = m_program->endText();
    m_verdict->setVisible(!end.isEmpty());
    m_verdict->setText(end);
    paintVerdict(Verdict::Tone::Wrong); // a program's end said here is never a right answer
    emit textsChanged();
}

void ComparePane::refresh()
{
    if (m_program) {
        refreshProgram();
        return;
    }
    const Player* player = m_session->player();
    const Step* step = player ? player->current() : nullptr;
    const auto line = step ? m_lineOfAnchor.find(step->anchor) : m_lineOfAnchor.end();
    m_line->setText(line == m_lineOfAnchor.end() ? tr("Before the first line")
                                                 : tr("Line %1:  %2").arg(line->first).arg(line->second));

    const ProblemUi& ui = problemUi(m_session->problem().id);
    const QLocale locale(language::current()); // large numbers grouped as the class writes them
    QStringList parts{ui.moment(m_session->moment())};
    // The first counter always shows; the others (prunes a method may not have) once they count.
    // Read from the run, as every view reads it.
    const std::vector<RunCounter> counted = m_session->run() ? m_session->run()->counters() : std::vector<RunCounter>();
    const QVector<Counter> counters = ui.shownCounters();
    for (const Counter c : counters) {
        const auto it = std::find_if(counted.begin(), counted.end(),
                                     [c](const RunCounter& k) { return k.id == static_cast<int>(c); });
        const qint64 value = it != counted.end() ? static_cast<qint64>(it->value) : 0;
        if (value != 0 || c == counters.front())
            parts << QStringLiteral("%1: %2").arg(ui.counterName(c), locale.toString(value));
    }
    if (m_waiting)
        parts << tr("waits for the others");
    m_counters->setText(parts.join(QStringLiteral("  ·  ")));
    fitCounters();
    showVerdict();
    emit textsChanged();
}

void ComparePane::fitCounters()
{
    // On a projector the counters keep to one line ("cells looked at" whole), in smaller type down
    // to the least: a pane of three is narrow. Elsewhere, or still too long, they wrap.
    QFont bold = font();
    bold.setBold(true);
    m_counters->setFont(bold);
    const int width = m_counters->width();
    if (!m_presenting || width <= 1)
        return;
    const QMargins margins = m_counters->contentsMargins();
    const int oneLine = lineHeightOfEveryScript(bold) + margins.top() + margins.bottom() + 2 * m_counters->margin();
    shrinkToFit(
        oneLine,
        [this, bold](double scale) {
            QFont f = bold;
            f.setPointSizeF(bold.pointSizeF() * scale);
            m_counters->setFont(f);
        },
        [this, width] { return m_counters->heightForWidth(width); });
}

void ComparePane::resizeEvent(QResizeEvent* event)
{
    QFrame::resizeEvent(event);
    fitCounters();
    fitTitle();
    emit textsChanged();
}

int ComparePane::textsHeight() const
{
    const QMargins margins = layout()->contentsMargins();
    const int width = contentsRect().width() - margins.left() - margins.right();
    int height = 0;
    for (QWidget* w : {static_cast<QWidget*>(m_methods), static_cast<QWidget*>(m_title), static_cast<QWidget*>(m_line),
                       static_cast<QWidget*>(m_counters),
                       static_cast<QWidget*>(m_verdict), static_cast<QWidget*>(m_progress)}) {
        if (w->isHidden())
            continue;
        const int wanted = w->hasHeightForWidth() ? w->heightForWidth(width) : w->sizeHint().height();
        height += std::clamp(wanted, w->minimumHeight(), w->maximumHeight()) + layout()->spacing();
    }
    return height;
}

void ComparePane::setPad(int pixels)
{
    if (pixels == m_pad->sizeHint().height())
        return;
    m_pad->changeSize(0, std::max(0, pixels), QSizePolicy::Minimum, QSizePolicy::Fixed);
    layout()->invalidate();
}

void ComparePane::showVerdict()
{
    if (m_program) {
        refreshProgram();
        return;
    }
    const Verdict v = Verdict::of(*m_session);
    m_verdict->setVisible(v.tone != Verdict::Tone::None);
    m_verdict->setText(v.text);
    paintVerdict(v.tone);
    m_board->setVerdictMarks(v.marks);
}

void ComparePane::paintVerdict(Verdict::Tone tone)
{
    const Theme& theme = m_presenting ? Theme::highContrast() : Theme::normal();
    const bool right = tone == Verdict::Tone::Right;
    QPalette p = m_verdict->palette();
    p.setColor(QPalette::Window, right ? theme.verdictRightBack : theme.verdictWrongBack);
    p.setColor(QPalette::WindowText, right ? theme.verdictRightText : theme.verdictWrongText);
    m_verdict->setPalette(p);
}

void ComparePane::showProgress()
{
    const bool busy = m_session->isBusy();
    m_progress->setVisible(busy);
    if (!busy)
        return;
    const auto [done, total] = m_session->progress();
    if (total == 0) {
        m_progress->setRange(0, 0); // a busy bar: the move stops where it finds its step
        return;
    }
    m_progress->setRange(0, 1000);
    m_progress->setValue(static_cast<int>(std::min<quint64>(1000, done * 1000 / total)));
}

void ComparePane::setWaiting(bool waiting)
{
    if (waiting == m_waiting)
        return;
    m_waiting = waiting;
    refresh();
}

void ComparePane::setBoardsOnly(bool on)
{
    m_line->setVisible(!on);
    emit textsChanged();
}

void ComparePane::setPresentation(bool on)
{
    m_presenting = on;
    m_board->setPresentation(on);
    fitCounters();
    fitTitle();
    showVerdict();
}

QString ComparePane::lineText() const
{
    return m_line->text();
}

QString ComparePane::countersText() const
{
    return m_counters->text();
}

QFont ComparePane::countersFont() const
{
    return m_counters->font();
}

QRect ComparePane::countersRect() const
{
    return m_counters->geometry();
}

QString ComparePane::verdictText() const
{
    return m_verdict->isHidden() ? QString() : m_verdict->text();
}

void ComparePane::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange) {
        fitCounters();
        fitTitle();
    }
    if (event->type() == QEvent::LanguageChange) {
        fillMethods();
        m_title->setText(tr("Your program"));
        QFont code;
        code.setFamilies(language::fontFamilies(language::current(), true));
        m_line->setFont(code);
        refresh();
    }
    QFrame::changeEvent(event);
}

} // namespace sb::ui
