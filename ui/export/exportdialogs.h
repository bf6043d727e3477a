// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/boardframes.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLayout;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace sb::ui {

/// Two spin boxes for a picture's width and height that can keep the proportions of a shape.
class SizeFields : public QObject {
    Q_OBJECT
public:
    SizeFields(QSize size, QWidget* parent);
    QSize size() const;
    void setSize(QSize size);
    /// The width to height ratio kept while "keep proportions" is ticked.
    void setShape(QSize shape);
    QSpinBox* width() const { return m_width; }
    QSpinBox* height() const { return m_height; }
    QCheckBox* keep() const { return m_keep; }
    /// The two boxes in a row, "width × height", for a form.
    QLayout* row() const;

private:
    QSpinBox* m_width;
    QSpinBox* m_height;
    QCheckBox* m_keep;
    QSize m_shape;
};

/// File > Export picture: the board alone or the whole window, as a PNG or an SVG, at a size.
class PictureDialog : public QDialog {
    Q_OBJECT
public:
    /// `boardSize` and `windowSize` are their sizes on screen: the first size offered.
    PictureDialog(QSize boardSize, QSize windowSize, QWidget* parent = nullptr);

    bool wholeWindow() const;
    void setWholeWindow(bool on);
    bool svg() const;
    void setSvg(bool on);
    QSize pictureSize() const { return m_size->size(); }
    void setPictureSize(QSize size) { m_size->setSize(size); }
    /// The filter of the file dialog for the format chosen.
    QString fileFilter() const;

private:
    QRadioButton* m_board;
    QRadioButton* m_window;
    QComboBox* m_format;
    SizeFields* m_size;
    QSize m_boardSize;
    QSize m_windowSize;
};

/// File > Export animation: a range of steps or moves of the run on screen as an animated
/// GIF at a speed and a size, written with a progress bar and a Cancel button.
class AnimationDialog : public QDialog {
    Q_OBJECT
public:
    /// `run` names the run and its look; `step` and `move` are where it stands now.
    AnimationDialog(const AnimationRequest& run, quint64 step, quint64 move, QWidget* parent = nullptr);

    AnimationRequest request() const;
    void setRequest(const AnimationRequest& request);
    /// Starts writing the GIF, the dialog showing its progress; exported() tells how it ended.
    void exportTo(const QString& path);
    bool exporting() const { return m_writer != nullptr; }
    QPushButton* cancelButton() const { return m_cancel; }
    QProgressBar* progressBar() const { return m_progress; }
    QString status() const;
    void reject() override;

signals:
    /// The GIF was written whole (true), or it failed or was cancelled: nothing was written.
    void exported(bool written);

private:
    void chooseFileAndExport();
    void updateSummary();

    AnimationRequest m_run;
    QComboBox* m_unit;
    QSpinBox* m_from;
    QSpinBox* m_to;
    QDoubleSpinBox* m_fps;
    SizeFields* m_size;
    QLabel* m_summary;
    QProgressBar* m_progress;
    QLabel* m_status;
    QPushButton* m_export;
    QPushButton* m_cancel;
    QPushButton* m_close;
    AnimationWriter* m_writer = nullptr;
};

} // namespace sb::ui
