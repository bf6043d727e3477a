// SPDX-License-Identifier: GPL-3.0-or-later
#include "judge/judgedtest.h"

#include "compare/wherewrong.h"
#include "run/divergence.h"
#include "run/session.h"
#include "widgets/inputpanel.h"
#include "run/problemui.h"
#include "widgets/windowareas.h"

namespace sb::ui {

namespace {

/// Says where the method goes wrong, with what the right answer speaks of outlined on the board
/// (the line a wrong method missed): the class sees what the method did not.
void sayWithWhatWasMissed(WindowAreas& window, const QString& text)
{
    Session* session = window.session();
    const auto input = session->input();
    if (!input) {
        window.say(text);
        return;
    }
    const std::string right = session->referenceOutput().toStdString();
    window.say(text, problemUi(session->problem().id).verdictMarks(*input, right));
}

} // namespace

void JudgedTest::open(WindowAreas& window, const QString& method, const QString& input, bool overTime)
{
    window.inputPanel()->setText(input);
    window.inputPanel()->reparseNow();
    Session* session = window.session();
    if (!session->setMethod(method) || !session->input())
        return;
    if (overTime) {
        session->toEnd();
        session->whenIdle(window.widget(), [&window] {
            window.say(tr("Over the time limit on this test: here is as far as the run goes."));
        });
        return;
    }
    // One search at a time, dropped when the run on screen changes before it answers.
    auto* search = window.widget()->findChild<WhereItGoesWrongSearch*>(QStringLiteral("judgedTestSearch"));
    if (!search) {
        search = new WhereItGoesWrongSearch(window.widget());
        search->setObjectName(QStringLiteral("judgedTestSearch"));
        QObject::connect(search, &WhereItGoesWrongSearch::found, window.widget(), [&window](const WhereItGoesWrong& where) {
            window.session()->seek(where.step);
            window.session()->whenIdle(window.widget(), [&window, text = where.text] { sayWithWhatWasMissed(window, text); });
        });
        QObject::connect(search, &WhereItGoesWrongSearch::never, window.widget(), [&window](const QString& sentence) {
            window.say(sentence);
        });
        QObject::connect(session, &Session::runChanged, search, &WhereItGoesWrongSearch::cancel);
    }
    search->start(session->problem(), session->input(), session->method());
    window.say(tr("Looking for the first moment this method goes wrong…"));
}

void JudgedTest::step(WindowAreas& window, const QString& input, const QString& expected, const QString& testName)
{
    window.stepOwnProgram(input, expected, testName);
}

} // namespace sb::ui
