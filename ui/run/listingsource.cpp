// SPDX-License-Identifier: GPL-3.0-or-later
#include "run/listingsource.h"

#include <QFile>

namespace sb::ui {

Listing builtInListing(const ProblemDesc& problem, const MethodDesc& method, CodeLanguage language)
{
    const auto latin1 = [](std::string_view text) {
        return QString::fromLatin1(text.data(), static_cast<qsizetype>(text.size()));
    };
    QFile file(QStringLiteral(":/listings/%1/%2%3")
                   .arg(latin1(problem.id), latin1(method.listing),
                        language == CodeLanguage::Python ? QStringLiteral(".py") : QStringLiteral(".cpp")));
    const QByteArray text = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    return parseListing(text.toStdString(), language);
}

} // namespace sb::ui
