// SPDX-License-Identifier: GPL-3.0-or-later
// What is wrong with a pack, in the window's language: each fault's words, after its file, line and column.
#include "packs/packcontroller.h"

#include "pack.h"

namespace sb::ui {

QString PackController::faultWords(const pack::Fault& f)
{
    using Kind = pack::Fault::Kind;
    const auto arg = [&f](std::size_t i) { return i < f.args.size() ? QString::fromStdString(f.args[i]) : QString(); };
    QString words;
    switch (f.kind) {
    case Kind::NoFolder: words = tr("not a folder"); break;
    case Kind::MissingFile: words = tr("the file is missing"); break;
    case Kind::UnreadableFile: words = tr("the file cannot be read"); break;
    case Kind::YamlSyntax: words = tr("not YAML: %1").arg(arg(0)); break;
    case Kind::NotAMap: words = f.args.empty() ? tr("should be a map of keys") : tr("%1 should be a map of keys").arg(arg(0)); break;
    case Kind::UnknownKey: words = tr("unknown key %1, left aside").arg(arg(0)); break;
    case Kind::WrongType: words = tr("%1 should be %2").arg(arg(0), arg(1)); break;
    case Kind::BadValue: words = tr("%1 cannot be %2 (it may be %3)").arg(arg(0), arg(1), arg(2)); break;
    case Kind::UnknownType: words = tr("a problem of type %1 cannot be stepped or judged here").arg(arg(0)); break;
    case Kind::NoName: words = tr("the problem has no name"); break;
    case Kind::NoSecretData: words = tr("there are no secret tests"); break;
    case Kind::TestsBesideGroups: words = tr("test %1 stands beside the groups, left aside").arg(arg(0)); break;
    case Kind::EmptyGroup: words = tr("group %1 has no test").arg(arg(0)); break;
    case Kind::MissingAnswer: words = tr("test %1 has no answer (.ans)").arg(arg(0)); break;
    case Kind::AnswerWithoutInput: words = tr("answer %1 has no input (.in), left aside").arg(arg(0)); break;
    case Kind::UnknownLanguage: words = tr("%1 is neither C++ nor Python, left aside").arg(arg(0)); break;
    case Kind::NoSolution: words = tr("there is no submission %1").arg(arg(0)); break;
    case Kind::NoSolutions: words = tr("there is no accepted solution"); break;
    case Kind::MethodTwice: words = tr("method %1 has another file in this language: %2 left aside").arg(arg(0), arg(1)); break;
    case Kind::MistakeTwice:
        words = tr("wrong solution %1 has another file in this language: %2 left aside").arg(arg(0), arg(1));
        break;
    case Kind::NeitherMethodNorMistake: words = tr("%1 is given neither a method nor a wrong id").arg(arg(0)); break;
    case Kind::AcceptedMistake: words = tr("%1 is accepted, but named a wrong solution").arg(arg(0)); break;
    case Kind::RejectedMethod: words = tr("%1 is a wrong solution, but named a method").arg(arg(0)); break;
    case Kind::CommentVariantMissing: words = tr("the %1 comments' file %2 is missing").arg(arg(0), arg(1)); break;
    case Kind::CommentVariantDiffers:
        words = tr("the %1 comments' file %2 is not the solution's code on line %3, left aside").arg(arg(0), arg(1), arg(2));
        break;
    case Kind::NoBoardVariable: words = tr("the board names no variable"); break;
    case Kind::NoMoment: words = tr("%1 names no line for a move").arg(arg(0)); break;
    case Kind::DoesNotBuild: words = tr("%1 does not build: %2").arg(arg(0), arg(1)); break;
    case Kind::FailsSample: words = tr("%1 fails the sample %2 (%3)").arg(arg(0), arg(1), arg(2)); break;
    case Kind::BoardNotFound: words = tr("the board's variable %1 is never found in %2").arg(arg(0), arg(1)); break;
    case Kind::BoardNotDrawn:
        words = tr("the board's variable %1 in %2 is never laid out as the board says").arg(arg(0), arg(1));
        break;
    }
    QString place = QString::fromStdString(f.place.file);
    if (f.place.line > 0)
        place += QStringLiteral(":%1:%2").arg(f.place.line).arg(f.place.column);
    return place + QStringLiteral(": ") + words;
}

} // namespace sb::ui
