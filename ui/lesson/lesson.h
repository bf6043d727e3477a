// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace sb::ui {

/// A stop of a lesson: a step and the sentence the teacher says there.
struct Bookmark {
    quint64 step = 0;
    QString text;
    friend bool operator==(const Bookmark&, const Bookmark&) = default;
};

/// A state of the window a teacher prepares at home and opens in class: what a
/// `.stepboard` file holds. Every field has a value that means "as a fresh window".
struct Lesson {
    /// The format this StepBoard writes and reads; a larger one comes from a newer StepBoard.
    static constexpr int kFormat = 1;
    /// The extension of a lesson file, without the dot.
    static QString suffix() { return QStringLiteral("stepboard"); }
    /// The named speeds of the player bar, in its order (0 slow .. 3 very fast).
    static QStringList speedNames();

    int format = kFormat;
    QString problem;
    QString method;
    QString input;
    quint64 step = 0;
    QString language;
    QString code = QStringLiteral("cpp"); ///< "cpp" or "python"
    QVector<int> breakpoints;             ///< 1-based lines of the listing in `code`
    QStringList compare;                  ///< two or three methods side by side; empty: one method
    qint64 compareMoment = -1;            ///< the moment the side-by-side panes stand at; -1: the step's
    /// Each pane's own step, in `compare`'s order: a pane that finished the moment before the
    /// others, or that is still in it, stands apart from them. Empty: every pane at the moment's end.
    QList<quint64> compareSteps;
    QString compareSpeed;                 ///< the side-by-side player's speed; empty: `speed`
    bool compareNote = false;             ///< the panes say where the method first goes another way
    QString speed = QStringLiteral("medium");
    QString notes;
    QList<Bookmark> bookmarks;
    bool presenting = false;
    /// Fields this StepBoard does not know (a newer one wrote them): written back as they were.
    QJsonObject unknown;

    friend bool operator==(const Lesson&, const Lesson&) = default;
};

/// What reading a lesson file gave: the lesson (when the file is JSON at all)
/// and, in the window's language, what is wrong with it.
struct LessonRead {
    std::optional<Lesson> lesson;
    QStringList problems;
};

/// Reads and writes lesson files: UTF-8 JSON a person can read and edit.
class LessonFile {
    Q_DECLARE_TR_FUNCTIONS(LessonFile)
public:
    /// Parses the text of a lesson file. A text that is not JSON gives no lesson
    /// and the line and column where it goes wrong; a field of the wrong type is
    /// left at its fresh value and named, with its line, among the problems.
    static LessonRead parse(const QByteArray& text);
    static LessonRead read(const QString& path);
    static QByteArray toJson(const Lesson& lesson);
    /// Writes atomically: a crash or a full disk leaves the old file as it was.
    /// Empty on success, else why it failed, in the window's language; `why` gets the system's reason.
    static QString write(const Lesson& lesson, const QString& path, QString* why = nullptr);
    /// The sentences for a file that cannot be read or written, `why` being the system's reason.
    static QString cannotRead(const QString& path, const QString& why);
    static QString cannotSave(const QString& path, const QString& why);
};

} // namespace sb::ui
