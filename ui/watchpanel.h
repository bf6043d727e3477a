// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTableWidget>

namespace sb::ui {

class Session;

/// The listing's variables as they stand after the current step; the ones
/// the step changed are marked.
class WatchPanel : public QTableWidget {
    Q_OBJECT
public:
    explicit WatchPanel(Session* session, QWidget* parent = nullptr);
    /// The shown value of a variable, empty when it has none yet.
    QString valueOf(const QString& name) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void retranslate();
    Session* m_session;
};

} // namespace sb::ui
