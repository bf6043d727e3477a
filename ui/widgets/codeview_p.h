// SPDX-License-Identifier: GPL-3.0-or-later
// What a CodeView keeps, shared by codeview.cpp, codeviewfit.cpp and codeviewstep.cpp.
#pragma once

#include "widgets/codeview.h"

#include "widgets/codelayout.h"
#include "run/programcode.h"

#include "core/listing.h"

#include <Qsci/qscilexercpp.h>
#include <Qsci/qscilexerpython.h>
#include <Qsci/qsciscintilla.h>
#include <Qsci/qscistyle.h>

#include <QMap>
#include <QPointer>

#include <map>

namespace sb::ui {

struct CodeView::Private {
    Code code = Code::Cpp;
    QPointer<ProgramCode> program;            ///< the program shown in place of the listing, if any
    QList<QMetaObject::Connection> programLinks; ///< to the program and its run, cut when it goes
    Listing listing;
    std::map<int, std::uint16_t> anchorOfLine; ///< 1-based line -> anchor id
    std::map<std::uint16_t, int> lineOfAnchor;
    int current = 0;
    int next = 0;
    int frameLine = 0; ///< the line of the caller chosen on the call stack, 0 when none
    double zoom = 0;
    double basePoints = 0; ///< the unzoomed font's size on a projector (0: the application's)
    bool presenting = false;
    bool legendOnOneLine = false;
    int columns = 0;      ///< the columns the listing is laid out for; 0: as written
    CodeLayout layout;    ///< the listing as shown, and where each of its lines is
    int listingLines = 0;
    int numberDigits = 2;
    QString listingText; ///< the method's listing with its comments in the window's language, as written
    QString rendered;    ///< the code shown as written: the listing, or the program shown in its place
    QMap<int, QString> counts; ///< what the count margin shows, by 1-based line
    QFont font;                ///< the code's font, unzoomed
    QsciLexerCPP cpp;
    QsciLexerPython python;
    // Numbers of this editor's own (each editor has its styles): QsciStyle(-1) takes numbers from one
    // count for the whole process, which runs out after some two hundred styles (then -1).
    QsciStyle numberStyle{240, QStringLiteral("number"), QColor(0x30, 0x30, 0x30), QColor(0xe4, 0xe4, 0xe4), QFont()};
    QsciStyle countStyle{241, QStringLiteral("count"), QColor(0x60, 0x60, 0x60), QColor(0xee, 0xee, 0xee), QFont()};
    QsciStyle commentStyle{242, QStringLiteral("comment"), QColor(0x1b, 0x5e, 0x20), QColor(0xe8, 0xf5, 0xe9), QFont()};
    QsciStyle valueStyle{243, QStringLiteral("values"), QColor(0x4a, 0x14, 0x8c), QColor(0xf3, 0xe5, 0xf5), QFont()};
};

} // namespace sb::ui
