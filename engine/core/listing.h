// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "step.h"

#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sb {

/// The UI languages a listing's comments are written in; English is the source.
inline constexpr std::string_view kCommentLanguages[] = {"en", "zh_TW", "zh_CN", "vi"};

/// One line of a listing: its code, its comment (English, as in the file) and
/// the anchor marker (`//@name`, `#@name`) that the code view hides.
struct ListingLine {
    std::string code;    ///< the code, without comment and without trailing spaces
    std::string gap;     ///< the spaces between code and comment, kept for rendering
    std::string comment; ///< the comment's text, without the comment sign
    std::string anchor;  ///< the anchor name, empty if the line has none
};

/// A contest program as stored in resources/listings: English comments and
/// anchor markers. Its comments are rendered in any UI language through a
/// CommentTable, so the code is written once for all languages.
struct Listing {
    CodeLanguage language = CodeLanguage::Cpp;
    std::vector<ListingLine> lines;

    /// The 1-based line of `anchor`, or 0 when the listing has no such marker.
    int lineOf(std::string_view anchor) const noexcept;
    /// The name of the function 1-based `line` belongs to, as a debugger's call stack names it
    /// (`countRay`, `main`); in Python `<module>` for the file's own lines; empty when none.
    std::string functionAt(int line) const;
    /// Every anchor in the listing, by name, with its 1-based line.
    std::map<std::string, int> anchors() const;
    /// The 1-based line of each of a problem's anchors (ProblemDesc::anchors, by id) in the listing;
    /// 0 for one it does not mark.
    std::vector<int> linesOf(std::span<const std::string_view> problemAnchors) const;
    /// The text a reader sees: markers hidden, comments in `language`.
    std::string render(const class CommentTable& table, std::string_view language) const;
};

Listing parseListing(std::string_view source, CodeLanguage language);

/// A variable's name in a listing of `language`, from its name in the C++ listing
/// (ProblemDesc::variables): the same in C++, snake_case in Python (`lastR` -> `last_r`).
std::string variableName(std::string_view cppName, CodeLanguage language);

/// Translations of listing comments, read from a tab-separated table whose
/// first row names the languages (en, zh_TW, zh_CN, vi) and whose rows hold
/// one English comment and its translations.
class CommentTable {
public:
    static CommentTable fromTsv(std::string_view text);
    /// The comment in `language`; nullopt when the table lacks it.
    std::optional<std::string> translate(std::string_view english, std::string_view language) const;

private:
    std::vector<std::string> m_languages;
    std::map<std::string, std::vector<std::string>, std::less<>> m_rows;
};

} // namespace sb
