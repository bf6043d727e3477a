// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/scope.h"

#include <QTableWidget>

#include <string>

namespace sb::ui {

class Session;

/// The listing's variables as they stand after the current step, named as the
/// listing on screen names them; the ones the step changed are marked and
/// scrolled into view.
class WatchPanel : public QTableWidget {
    Q_OBJECT
public:
    explicit WatchPanel(Session* session, QWidget* parent = nullptr);
    /// The shown value of a variable, empty when it has none yet.
    QString valueOf(const QString& name) const;
    /// Names the variables as the Python listing does (`last_r`) or as the C++ one (`lastR`).
    void setPythonNames(bool python);
    /// The names shown, top to bottom.
    QStringList names() const;
    /// Shows the variables of the frame at `depth` on the call stack (0: the innermost) and the
    /// file's own variables, as a debugger's watch does.
    void setFrame(int depth);
    /// Never shorter than `rows` variables under the header (0: no such minimum): on a projector
    /// the few variables of a frame stay in sight however the code above them is sized.
    void setMinimumRows(int rows);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void retranslate();
    void fitMinimumRows();
    Session* m_session;
    /// The block scopes of the listing on screen, and which listing they are of.
    ScopeRules m_scopes;
    std::string m_scopesOf;
    int m_minimumRows = 0;
    bool m_python = false;
    int m_frame = 0;
};

} // namespace sb::ui
