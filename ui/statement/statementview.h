// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QImage>
#include <QTextBrowser>

class QPrinter;

namespace sb::ui {

class InputPanel;
class Session;

/// The problem's statement in the window's language: rules, formats, limits,
/// subtasks and samples. The texts are HTML files under resources/statements/<problem>/,
/// one per language; a link sample:N loads sample N into the input panel, a
/// {{sample:N}} block shows that sample's text, and an <img src="figure:NAME"> is the
/// problem's NAME.svg drawn when the statement loads. The figures grow with the text (twice
/// as large on a projector) but never wider than the panel.
class StatementView : public QTextBrowser {
    Q_OBJECT
public:
    StatementView(Session* session, InputPanel* input, QWidget* parent = nullptr);

    /// The HTML shown, as read and with the samples filled in.
    QString html() const { return m_html; }
    /// The problem and language of the statement shown.
    QString shownProblem() const { return m_problem; }
    QString shownLanguage() const { return m_language; }
    /// Follows a link as a click does: sample:N loads sample N.
    void follow(const QUrl& url);
    void printTo(QPrinter* printer) const;
    /// Writes the statement as a PDF, whole or not at all; false when the file cannot be written,
    /// with the reason in `error`.
    bool exportPdf(const QString& path, QString* error = nullptr) const;
    /// Reads the statement of the current problem in the current language again.
    void reload();

    static QString filePath(const QString& problem, const QString& language);
    /// The size figure NAME is drawn at: its own size times the text's scale, narrowed to fit the panel.
    QSize figureSize(const QString& name) const;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    QVariant loadResource(int type, const QUrl& name) override;

private:
    QString fillSamples(QString html) const;
    void drawFigures(const QString& html);
    /// Gives every figure of the document the size figureSize() says, when it has another.
    void sizeFigures();

    Session* m_session;
    InputPanel* m_input;
    QString m_problem;
    QString m_language;
    QString m_html;
    QHash<QString, QImage> m_figures; ///< the figures by name, drawn from their SVG
    QHash<QString, QSize> m_figureSizes; ///< each figure's own size, in the text's pixels at the usual font
    bool m_sizing = false;
};

} // namespace sb::ui
