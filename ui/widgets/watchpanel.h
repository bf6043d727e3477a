// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTableWidget>

#include <string>
#include <vector>

namespace sb::ui {

class RunSource;

/// The variables of the run on screen where it stands, as a debugger's watch shows them: the frame's
/// (the innermost, or the one chosen on the call stack) and the file's own, named as the program on
/// screen names them; the ones the line that ran changed are marked and scrolled into view. A name and its value per row under a header, or on a projector
/// (setCompact) as many name-value pairs across each row as the width holds.
class WatchPanel : public QTableWidget {
    Q_OBJECT
public:
    explicit WatchPanel(RunSource* source, QWidget* parent = nullptr);
    /// Shows another run from now on (a student's program stepped in place of the method): its
    /// innermost frame.
    void setSource(RunSource* source);
    /// The shown value of a variable, empty when it has none yet.
    QString valueOf(const QString& name) const;
    /// The names shown, top to bottom.
    QStringList names() const;
    /// Shows the variables of the frame at `depth` on the call stack (0: the innermost) and the
    /// file's own variables, as a debugger's watch does.
    void setFrame(int depth);
    /// The cell that shows a variable's value, null when it is not shown.
    QTableWidgetItem* valueItem(const QString& name) const;
    /// On a projector (`rows` > 0): no header, the variables in name-value pairs across each row,
    /// as many as the width holds, and exactly `rows` rows high, so that the code above keeps
    /// the height; the changed ones are scrolled into view. 0: a name and its value a row.
    /// With `fixedHeight` false the panel keeps the height it is given (a stepper's split sets it).
    void setCompact(int rows, bool fixedHeight = true);
    /// The name-value pairs a row holds.
    int pairsPerRow() const { return m_pairs; }

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    /// A variable as shown: its name, its value, whether it is the file's, whether the step changed it.
    struct Shown {
        QString name;
        QString value;
        bool file = false;
        bool changed = false;
        QStringList grid; ///< a grid's rows, one a line; empty for any other value
    };
    void refresh();
    void fill();
    int pairsThatFit() const;
    void retranslate();
    void fitRows();
    RunSource* m_source;
    std::vector<Shown> m_shown;
    int m_compactRows = 0;
    bool m_fixedHeight = true;
    int m_pairs = 1;
    int m_frame = 0;
};

} // namespace sb::ui
