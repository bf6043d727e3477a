// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringDecoder>

#include <string_view>

namespace sb::ui {

/// The engine's names and texts (UTF-8, in string views) as the window's strings. A leading
/// byte-order mark is kept as a character: QString::fromUtf8() drops it, and an input that
/// starts with one after the reader dropped its own must reach the parser as it does on the
/// command line.
inline QString fromUtf8(std::string_view s)
{
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless | QStringDecoder::Flag::ConvertInitialBom);
    return utf8(QByteArrayView(s.data(), static_cast<qsizetype>(s.size())));
}

} // namespace sb::ui
