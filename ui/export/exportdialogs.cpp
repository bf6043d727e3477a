// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportdialogs.h"

#include "common/filedialogs.h"
#include "run/drawnboards.h"
#include "run/problemui.h"

#include "recordedboards.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStyleOptionComboBox>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <cmath>

namespace sb::ui {

namespace {

constexpr int kMinSide = 16;
constexpr int kMaxSide = 8192;
constexpr quint64 kDefaultSteps = 100; ///< frames offered at first: 20 s at 5 a second
constexpr quint64 kDefaultMoves = 20;

QSpinBox* sideBox(int value, QWidget* parent)
{
    auto* box = new QSpinBox(parent);
    box->setRange(kMinSide, kMaxSide);
    box->setValue(value);
    box->setSuffix(QStringLiteral(" px"));
    return box;
}

QHBoxLayout* buttonRow(std::initializer_list<QPushButton*> buttons)
{
    auto* row = new QHBoxLayout;
    row->addStretch();
    for (QPushButton* b : buttons)
        row->addWidget(b);
    return row;
}

/// A combo box as wide as its longest item needs: Qt's own hint can leave a few pixels too few
/// for a Chinese item, whose last characters were then cut.
class WholeItemsCombo : public QComboBox {
public:
    using QComboBox::QComboBox;
    QSize sizeHint() const override { return QComboBox::sizeHint().expandedTo(needed()); }
    QSize minimumSizeHint() const override { return QComboBox::minimumSizeHint().expandedTo(needed()); }

private:
    QSize needed() const
    {
        int text = 0;
        for (int i = 0; i < count(); ++i)
            text = std::max(text, fontMetrics().horizontalAdvance(itemText(i)));
        // What the frame and the arrow take, measured on a trial rectangle of the style.
        QStyleOptionComboBox option;
        option.initFrom(this);
        option.rect = QRect(0, 0, 1000, QComboBox::sizeHint().height());
        const int field = style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this).width();
        return {text + option.rect.width() - field, 0};
    }
};

int clampToInt(quint64 n)
{
    return int(std::min<quint64>(n, INT_MAX));
}

} // namespace

SizeFields::SizeFields(QSize size, QWidget* parent)
    : QObject(parent), m_width(sideBox(size.width(), parent)), m_height(sideBox(size.height(), parent)),
      m_keep(new QCheckBox(tr("Keep the proportions"), parent)), m_shape(size)
{
    m_keep->setChecked(true);
    connect(m_width, &QSpinBox::valueChanged, this, [this](int w) {
        if (m_keep->isChecked() && m_shape.width() > 0)
            m_height->setValue(int(std::lround(double(w) * m_shape.height() / m_shape.width())));
    });
}

QSize SizeFields::size() const
{
    return QSize(m_width->value(), m_height->value());
}

void SizeFields::setSize(QSize size)
{
    const QSignalBlocker blocker(m_width);
    m_width->setValue(size.width());
    m_height->setValue(size.height());
}

QLayout* SizeFields::row() const
{
    auto* row = new QHBoxLayout;
    row->addWidget(m_width);
    row->addWidget(new QLabel(QStringLiteral("×"), m_width->parentWidget()));
    row->addWidget(m_height);
    row->addStretch(); // the two boxes side by side, not at the two ends of a wide dialog
    return row;
}

void SizeFields::setShape(QSize shape)
{
    m_shape = shape;
    setSize(shape);
}

PictureDialog::PictureDialog(QSize boardSize, QSize windowSize, QWidget* parent)
    : QDialog(parent), m_board(new QRadioButton(tr("The board alone"), this)),
      m_window(new QRadioButton(tr("The whole window"), this)), m_format(new WholeItemsCombo(this)),
      m_size(new SizeFields(boardSize, this)), m_boardSize(boardSize), m_windowSize(windowSize)
{
    setWindowTitle(tr("Export a picture"));
    m_board->setChecked(true);
    m_format->addItem(tr("PNG (a picture of pixels)"));
    m_format->addItem(tr("SVG (lines and text, sharp at any size)"));
    connect(m_window, &QRadioButton::toggled, this,
            [this](bool whole) { m_size->setShape(whole ? m_windowSize : m_boardSize); });

    auto* form = new QFormLayout;
    form->addRow(tr("What:"), m_board);
    form->addRow(QString(), m_window);
    form->addRow(tr("Format:"), m_format);
    form->addRow(tr("Size:"), m_size->row());
    form->addRow(QString(), m_size->keep());
    auto* save = new QPushButton(tr("Save…"), this);
    auto* cancel = new QPushButton(tr("Cancel"), this);
    save->setDefault(true);
    connect(save, &QPushButton::clicked, this, &QDialog::accept);
    connect(cancel, &QPushButton::clicked, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(buttonRow({save, cancel}));
}

bool PictureDialog::wholeWindow() const
{
    return m_window->isChecked();
}

void PictureDialog::setWholeWindow(bool on)
{
    (on ? m_window : m_board)->setChecked(true);
}

bool PictureDialog::svg() const
{
    return m_format->currentIndex() == 1;
}

void PictureDialog::setSvg(bool on)
{
    m_format->setCurrentIndex(on ? 1 : 0);
}

QString PictureDialog::fileFilter() const
{
    return svg() ? sb::ui::fileFilter(tr("SVG pictures"), {QStringLiteral("*.svg")})
                 : sb::ui::fileFilter(tr("PNG pictures"), {QStringLiteral("*.png")});
}

AnimationDialog::AnimationDialog(const AnimationRequest& run, quint64 step, quint64 move, QWidget* parent)
    : QDialog(parent), m_run(run), m_unit(new WholeItemsCombo(this)), m_from(new QSpinBox(this)),
      m_to(new QSpinBox(this)), m_fps(new QDoubleSpinBox(this)), m_size(new SizeFields(run.size, this)),
      m_summary(new QLabel(this)), m_progress(new QProgressBar(this)), m_status(new QLabel(this)),
      m_export(new QPushButton(tr("Export…"), this)), m_cancel(new QPushButton(tr("Cancel"), this)),
      m_close(new QPushButton(tr("Close"), this))
{
    setWindowTitle(tr("Export an animation"));
    m_unit->addItem(tr("Steps (one frame each)"));
    // The problem's own moments: Caro's moves, the card game's rounds, ...
    m_unit->addItem(tr("%1 (one frame each)")
                        .arg(run.drawn ? run.drawn->movesName() : problemUi(run.problem.toStdString()).momentsName()));
    if (run.program && !run.program->countsUnits())
        m_unit->removeItem(1); // a program whose problem counts no moves: a frame a line
    for (QSpinBox* box : {m_from, m_to})
        box->setRange(0, INT_MAX);
    m_fps->setRange(0.5, 50);
    m_fps->setDecimals(1);
    m_fps->setValue(run.fps);
    m_size->keep()->setChecked(false);
    m_size->keep()->hide();
    // A range from where the run stands, in the unit chosen.
    const auto offerRange = [this, step, move](int unit) {
        const quint64 from = unit == 1 ? std::max<quint64>(move, 1) : step;
        quint64 to = from + (unit == 1 ? kDefaultMoves : kDefaultSteps) - 1;
        if (m_run.program) // a recording's end is known: no frames offered past it
            to = std::min<quint64>(to, std::max<quint64>(from, m_run.program->last(unit == 1)));
        if (m_run.drawn)
            to = std::min<quint64>(to, std::max<quint64>(from, m_run.drawn->last(unit == 1)));
        m_from->setValue(clampToInt(from));
        m_to->setValue(clampToInt(to));
    };
    m_unit->setCurrentIndex(run.moves ? 1 : 0);
    offerRange(m_unit->currentIndex());
    connect(m_unit, &QComboBox::currentIndexChanged, this, offerRange);
    for (QSpinBox* box : {m_from, m_to})
        connect(box, &QSpinBox::valueChanged, this, &AnimationDialog::updateSummary);
    connect(m_fps, &QDoubleSpinBox::valueChanged, this, &AnimationDialog::updateSummary);

    auto* form = new QFormLayout;
    if (run.program) {
        auto* whose = new QLabel(tr("Your program's board, read from its own variable, over its recording."), this);
        whose->setWordWrap(true);
        form->addRow(whose);
    }
    form->addRow(tr("Frames:"), m_unit);
    form->addRow(tr("From:"), m_from);
    form->addRow(tr("To:"), m_to);
    form->addRow(tr("Frames per second:"), m_fps);
    form->addRow(tr("Size:"), m_size->row());
    form->addRow(QString(), m_summary);
    m_progress->hide();
    m_cancel->hide();
    m_status->setWordWrap(true);
    m_export->setDefault(true);
    connect(m_export, &QPushButton::clicked, this, &AnimationDialog::chooseFileAndExport);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_writer)
            m_writer->cancel();
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addLayout(buttonRow({m_export, m_cancel, m_close}));
    updateSummary();
}

AnimationRequest AnimationDialog::request() const
{
    AnimationRequest r = m_run;
    r.moves = m_unit->currentIndex() == 1;
    r.from = quint64(m_from->value());
    r.to = quint64(m_to->value());
    r.fps = m_fps->value();
    r.size = m_size->size();
    return r;
}

void AnimationDialog::setRequest(const AnimationRequest& r)
{
    m_run = r;
    m_unit->setCurrentIndex(r.moves ? 1 : 0);
    m_from->setValue(clampToInt(r.from));
    m_to->setValue(clampToInt(r.to));
    m_fps->setValue(r.fps);
    m_size->setSize(r.size);
}

QString AnimationDialog::status() const
{
    return m_status->text();
}

void AnimationDialog::updateSummary()
{
    const int frames = std::max(0, m_to->value() - m_from->value() + 1);
    m_summary->setText(tr("Frames: %1 · %2 s").arg(frames).arg(frames / m_fps->value(), 0, 'f', 1));
}

void AnimationDialog::chooseFileAndExport()
{
    const QString path = askSaveFileName(this, tr("Export an animation"), QStringLiteral("steps.gif"),
                                         fileFilter(tr("GIF animations"), {QStringLiteral("*.gif")}));
    if (!path.isEmpty())
        exportTo(path);
}

void AnimationDialog::reject()
{
    if (m_writer)
        m_writer->cancel(); // Esc or the window's close button while writing: stop, then stay open
    else
        QDialog::reject();
}

void AnimationDialog::exportTo(const QString& path)
{
    if (m_writer)
        return;
    m_export->setEnabled(false);
    m_close->setEnabled(false);
    m_cancel->show();
    m_progress->show();
    m_progress->setValue(0);
    m_status->setText(tr("Drawing the frames…"));
    // The frames are drawn between the dialog's events, so Cancel is heard and the window answers.
    m_writer = new AnimationWriter(request(), path, this);
    connect(m_writer, &AnimationWriter::progress, this, [this](int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
    });
    connect(m_writer, &AnimationWriter::finished, this, [this, path](bool written, const QString& error) {
        // The file's name, not its whole path: a long path has no space to wrap at and would widen the
        // dialog past the screen. The whole path is in the tooltip.
        const QString name = QFileInfo(path).fileName();
        m_status->setText(written ? tr("Saved %1.").arg(name)
                          : error.isEmpty() ? tr("Cancelled: nothing was saved.")
                                            : tr("Could not save %1: %2").arg(name, error));
        m_status->setToolTip(path);
        m_cancel->hide();
        m_export->setEnabled(true);
        m_close->setEnabled(true);
        m_writer->deleteLater();
        m_writer = nullptr;
        emit exported(written);
    });
    m_writer->start();
}

} // namespace sb::ui
