// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <optional>
#include <utility>

#include <cstddef>

class QPlainTextEdit;

namespace sb::program {
class Trace;
} // namespace sb::program

namespace sb::ui {

class LineLabel;

/// A recorded program's input and output side by side, each under a title: the input with the part
/// read so far marked, and what the program has printed so far. Three lines of each, one on a
/// projector: the code and the variables take the room.
class InputOutputBoxes : public QWidget {
    Q_OBJECT
public:
    explicit InputOutputBoxes(QWidget* parent = nullptr);

    void setInput(const QString& input);
    /// The input as read and the output as printed before `step` of `trace` runs; `inputBytes` is
    /// the input as the program reads it (`input` as given to setInput()).
    void showAt(const program::Trace& trace, std::size_t step, const QByteArray& inputBytes, const QString& input);
    /// Nothing to step: no part read, and all that was printed (`output`).
    void showNothingRead(const QString& output);
    void setPresentation(bool on);
    QPlainTextEdit* input() const { return m_input; }
    QPlainTextEdit* output() const { return m_output; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void fitBoxes();
    /// The input's title: how many of its bytes are read; shorter on a projector, where it has half
    /// the panel in type twice as large. None while nothing is stepped.
    void titleInput();

    bool m_presenting = false;
    std::optional<std::pair<quint64, quint64>> m_read; ///< bytes read, of how many

    LineLabel* m_inputTitle;
    LineLabel* m_outputTitle;
    QPlainTextEdit* m_input;
    QPlainTextEdit* m_output;
};

} // namespace sb::ui
