// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QFutureWatcher>
#include <QWidget>

#include <optional>
#include <string>

class QLabel;
class QPushButton;
class QTableWidget;

namespace sb::ui {

class PackKeeper;
class Session;

/// One of the student's own small tests: an input and the answer they expect.
struct MyTest {
    QString input;
    QString expected;
};

/// "My tests", the card editorial's habit: small tests the student checks by hand before
/// judging. The input on screen is added with the reference's answer, which the student may
/// change to their own; the judge runs them too, listed apart. Kept per problem beside the
/// settings; at most kMost tests of at most kLargestInput bytes each.
class MyTests : public QWidget {
    Q_OBJECT
public:
    static constexpr int kMost = 50;
    static constexpr qsizetype kLargestInput = 64 * 1024;

    explicit MyTests(Session* session, QWidget* parent = nullptr);

    /// The tests kept for the problem pack `packs` has open (its input on screen and its answer added),
    /// or for the built-in problem again when none is.
    void followPack(PackKeeper* packs);
    /// An answer is being found for the input added (a pack's reference, run): addedAnswer() follows.
    bool finding() const;

    QList<MyTest> tests() const { return m_tests; }
    /// Adds the input on screen with the reference's answer; false, with the reason shown, when
    /// the input has an error, is too large, or there are kMost tests already.
    bool addInputOnScreen();
    void remove(int index);
    /// The student's own answer for test `index`, in place of the reference's.
    void setExpected(int index, const QString& expected);
    QTableWidget* table() const { return m_table; }
    QString message() const;
    /// Where the tests of `problem` are kept.
    static QString keptPath(const QString& problem);
    /// The name a problem pack's program and tests are kept under, from its folder.
    static QString packKey(const QString& folder);

signals:
    /// The answer for an input added from a pack came in, and the test with it.
    void addedAnswer();

protected:
    void changeEvent(QEvent* event) override;

private:
    void load();
    void keep() const;
    void fill();
    void retranslate();
    void say(const QString& text);

    Session* m_session;
    PackKeeper* m_packs = nullptr; ///< while it has a pack open, its tests are the pack's
    QFutureWatcher<std::optional<std::string>>* m_finder = nullptr;
    QString m_problem;
    QList<MyTest> m_tests;
    QTableWidget* m_table;
    QPushButton* m_add;
    QPushButton* m_remove;
    QLabel* m_message;
    bool m_filling = false;
};

} // namespace sb::ui
