// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>
#include <QList>

class QGridLayout;
class QHBoxLayout;
class QKeyEvent;
class QLabel;
class QPushButton;
class QShortcut;

namespace sb::ui {

class Predictor;

/// The guess-first panel under the board: the question with its answer buttons (keys 1 to 9)
/// or a hint to click the board, the verdict with its reason, and the score with a reset.
class PredictPanel : public QFrame {
    Q_OBJECT
public:
    explicit PredictPanel(Predictor* predictor, QWidget* parent = nullptr);

    QString questionText() const;
    QString verdictText() const;
    QString scoreText() const;
    /// The answer buttons on screen, in order.
    QList<QPushButton*> answerButtons() const { return m_buttons; }
    QPushButton* resetButton() const { return m_reset; }
    /// Judges the cells picked on the board (Enter), shown while a question wants several.
    QPushButton* checkButton() const { return m_check; }
    /// Projector mode: the verdict in the high-contrast colours.
    void setPresentation(bool on);
    /// On a projector, the height the panel has: its words are set smaller (down to three
    /// quarters, 18 pixels and more) before it asks for more; 0 gives it the height it asks for.
    void setRoom(int height);

protected:
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void refresh();
    void setChoices(const QStringList& choices);
    void placeAnswers(int perRow);
    int choiceOf(const QKeyEvent* event) const;

    Predictor* m_predictor;
    QLabel* m_question;
    QGridLayout* m_answers;
    QList<QPushButton*> m_buttons;
    QLabel* m_verdict;
    QLabel* m_score;
    QPushButton* m_reset;
    QPushButton* m_check;
    QList<QShortcut*> m_checkKeys;
    bool m_presenting = false;
    int m_room = 0;
    void fitRoom();
    void arrange();
    QHBoxLayout* m_verdictRow = nullptr;
    QHBoxLayout* m_scoreRow = nullptr;
    QString m_verdictText; ///< the verdict whole, as the predictor says it
};

} // namespace sb::ui
