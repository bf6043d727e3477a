// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVector>

#include "core/inputfile.h"

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
    /// Format 2: a step is every line that runs (format 1 counted marked lines only, see upgradeLesson()).
    static constexpr int kFormat = 2;
    /// The extension of a lesson file, without the dot.
    static QString suffix() { return QStringLiteral("stepboard"); }
    /// The speeds of the player bar, the rungs of its ladder in order (motion::kLadder): numbers of
    /// steps a second, four of them by the names older lessons use (slow, medium, fast, very fast).
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
    QString playBy = QStringLiteral("lines"); ///< play takes "lines" or whole "moments" at a time
    /// The student's own program being stepped ("My solution"), empty when none is: its text, its
    /// language ("cpp" or "python"), the board read off its variable (BoardChoice::save(); empty:
    /// none chosen), the line it stands on (its step, 0-based) and its breakpoints (1-based lines
    /// of its text). It was recorded on `programInput` (empty: on `input`), and is recorded again
    /// on it when the lesson opens.
    QString program;
    QString programInput;
    QString programLanguage = QStringLiteral("cpp");
    QString programBoard;
    quint64 programStep = 0;
    QVector<int> programBreakpoints;
    /// The side-by-side view shows the program, with `compare`'s one or two methods beside it.
    bool compareProgram = false;
    /// A problem pack shown in place of `problem` (empty: none): its folder, and the SHA-256 of its
    /// files when the lesson was saved (PackController::contentHash), so that a pack changed since is
    /// refused. With a pack, `method` is its choice ("method-2", or a mistake's id), `code` its
    /// solution's language, `input` the input its run is recorded on and `step` where it stands.
    QString pack;
    QString packHash;
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

/// The bytes of a lesson file, read with the input files' reader, or why there are none.
struct LessonBytes {
    QByteArray text;
    ReadFailure failure = ReadFailure::None;
    int systemError = 0; ///< errno, when the system refused
    bool ok() const { return failure == ReadFailure::None; }
};

/// Reads and writes lesson files: UTF-8 JSON a person can read and edit.
class LessonFile {
    Q_DECLARE_TR_FUNCTIONS(LessonFile)
public:
    /// The most bytes a lesson file may hold: an input at its 16 MB limit, its line ends and
    /// quotes doubled by JSON's escapes, and room for the rest. A larger file is refused unread.
    static constexpr std::size_t kMaxBytes = 40 * 1024 * 1024;
    /// The most bookmarks a lesson holds (the first ones are kept), and the most characters of each one's text.
    static constexpr int kMaxBookmarks = 1000;
    static constexpr int kMaxBookmarkText = 1000;
    /// The most bytes of a student's program a lesson holds: a program of one file, as My solution opens.
    static constexpr std::size_t kMaxProgramBytes = 1 << 20;
    /// The largest step a lesson can name exactly: a JSON number is a double.
    static constexpr quint64 kMaxStep = 9007199254740992ULL; // 2^53

    /// Reads a lesson file's bytes, bounded: a regular file of at most kMaxBytes, never a
    /// FIFO or a device, and never standard input whatever the name.
    static LessonBytes readBytes(const QString& path);
    /// Parses the text of a lesson file. A text that is not JSON gives no lesson
    /// and the line and column where it goes wrong; a field of the wrong type is
    /// left at its fresh value and named, with its line, among the problems.
    static LessonRead parse(const QByteArray& text);
    static LessonRead read(const QString& path);
    static QByteArray toJson(const Lesson& lesson);
    /// Writes atomically: a crash or a full disk leaves the old file as it was.
    /// Empty on success, else why it failed, in the window's language; `why` gets the system's reason.
    static QString write(const Lesson& lesson, const QString& path, QString* why = nullptr);
    /// The sentence for a file that cannot be read, in the window's language.
    static QString cannotRead(const QString& path, const LessonBytes& bytes);
    /// The sentence for a file that cannot be written, `why` being the system's reason.
    static QString cannotSave(const QString& path, const QString& why);
    /// A value of the lesson as a message quotes it: a long one is cut, so that a sentence stays a sentence.
    static QString quoted(const QString& value);
};

} // namespace sb::ui
