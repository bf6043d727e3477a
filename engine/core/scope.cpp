// SPDX-License-Identifier: GPL-3.0-or-later
#include "scope.h"

#include "problem.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace sb {

namespace {

bool identStart(char c)
{
    return std::isalpha(static_cast<unsigned char>(c)) || c == '_';
}

bool identChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

/// Words that begin a statement but never a declaration.
constexpr std::array<std::string_view, 22> kStatementWords = {
    "return", "else",   "do",     "case",     "goto",   "delete", "throw", "typedef",
    "using",  "if",     "while",  "for",      "switch", "break",  "continue", "new",
    "sizeof", "cout",   "cin",    "namespace", "template", "default"};

/// Reads the code of a line from `pos` on.
struct Cursor {
    std::string_view text;
    std::size_t pos = 0;

    bool done() const { return pos >= text.size(); }
    char peek() const { return done() ? '\0' : text[pos]; }
    void spaces()
    {
        while (!done() && (text[pos] == ' ' || text[pos] == '\t'))
            ++pos;
    }
    std::string_view identifier()
    {
        const std::size_t start = pos;
        if (!done() && identStart(text[pos]))
            while (!done() && (identChar(text[pos]) || (text[pos] == ':' && pos + 1 < text.size() && text[pos + 1] == ':'))) {
                if (text[pos] == ':')
                    ++pos;
                ++pos;
            }
        return text.substr(start, pos - start);
    }
    /// Walks the code from pos on, outside string and character literals, until `stop(c)` is true
    /// for a character: true with pos on it, or false at the end.
    template <typename Stop>
    bool walkCode(Stop stop)
    {
        char quote = 0;
        for (; !done(); ++pos) {
            const char c = text[pos];
            if (quote) {
                if (c == '\\')
                    ++pos;
                else if (c == quote)
                    quote = 0;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (stop(c)) {
                return true;
            }
        }
        return false;
    }
    /// Skips a balanced `<...>`, `(...)`, `[...]` or `{...}` starting at pos; false if unbalanced.
    bool skipGroup()
    {
        int depth = 0;
        const bool closed = walkCode([&depth](char c) {
            if (c == '<' || c == '(' || c == '[' || c == '{')
                ++depth;
            else if (c == '>' || c == ')' || c == ']' || c == '}')
                return --depth == 0;
            return false;
        });
        if (closed)
            ++pos;
        return closed;
    }
    /// Skips to the next comma or semicolon outside brackets (or the end), stopping on it.
    void toSeparator()
    {
        int depth = 0;
        walkCode([&depth](char c) {
            if (c == '(' || c == '[' || c == '{')
                ++depth;
            else if (c == ')' || c == ']' || c == '}')
                --depth;
            else if (depth <= 0 && (c == ',' || c == ';'))
                return true;
            return false;
        });
    }
};

/// A name a declaration introduces, and whether it gives it a value.
struct Declared {
    std::string name;
    bool initialized;
};

/// The names a declaration at the cursor introduces: a type of one or more words (templates
/// included), then names separated by commas; none when the code is no declaration. `loopHead`
/// takes only the first name, ended by `=` or `:`.
std::vector<Declared> declaredNames(Cursor in, bool loopHead)
{
    std::vector<std::string_view> words;
    for (;;) {
        in.spaces();
        while (in.peek() == '*' || in.peek() == '&') {
            ++in.pos;
            in.spaces();
        }
        const std::string_view word = in.identifier();
        if (word.empty())
            break;
        if (words.empty() && std::find(kStatementWords.begin(), kStatementWords.end(), word) != kStatementWords.end())
            return {};
        words.push_back(word);
        if (in.peek() == '<' && !in.skipGroup())
            return {};
    }
    in.spaces();
    const char after = in.peek();
    const bool ends = loopHead ? after == '=' || after == ':'
                               : after == '=' || after == ';' || after == ',' || after == '(' || after == '[' || after == '{';
    if (words.size() < 2 || !ends)
        return {};
    const auto valued = [](char c) { return c == '=' || c == '(' || c == '{' || c == ':'; };
    std::vector<Declared> names{{std::string(words.back()), valued(after)}};
    if (loopHead)
        return names;
    // More names after commas: `long long r, c;`, `int n, k;`.
    for (;;) {
        in.toSeparator();
        if (in.peek() != ',')
            return names;
        ++in.pos;
        in.spaces();
        while (in.peek() == '*' || in.peek() == '&') {
            ++in.pos;
            in.spaces();
        }
        const std::string_view name = in.identifier();
        if (name.empty())
            return names;
        in.spaces();
        names.push_back({std::string(name), valued(in.peek())});
    }
}

/// The `{` and `}` of a line outside literals, in order.
std::string braces(std::string_view code)
{
    std::string out;
    Cursor{code}.walkCode([&out](char c) {
        if (c == '{' || c == '}')
            out += c;
        return false;
    });
    return out;
}

} // namespace

std::vector<LocalScope> localScopes(const Listing& listing, std::vector<std::pair<int, int>>* functions)
{
    std::vector<LocalScope> scopes;
    if (listing.language != CodeLanguage::Cpp)
        return scopes;
    struct Block {
        int start;
        std::vector<std::size_t> scopes; ///< those that end where the block ends
    };
    std::vector<Block> open;
    std::vector<std::size_t> bodiless; ///< for statements whose body is the next line alone
    for (std::size_t i = 0; i < listing.lines.size(); ++i) {
        const int line = static_cast<int>(i) + 1;
        const std::string_view code = listing.lines[i].code;
        for (const std::size_t s : bodiless)
            scopes[s].last = line;
        bodiless.clear();
        Cursor in{code};
        in.spaces();
        const std::size_t start = in.pos;
        const bool isFor = in.identifier() == "for";
        std::vector<Declared> names;
        if (isFor) {
            in.spaces();
            if (in.peek() == '(') {
                ++in.pos;
                names = declaredNames(in, true);
            }
        } else if (!open.empty()) {
            in.pos = start;
            names = declaredNames(in, false);
        }
        const int function = open.empty() ? line : open.front().start;
        const std::size_t first = scopes.size();
        for (const Declared& d : names)
            scopes.push_back({d.name, function, line, line, isFor, d.initialized});
        if (!isFor && !open.empty())
            for (std::size_t s = first; s < scopes.size(); ++s)
                open.back().scopes.push_back(s);
        // The braces of the line: a `for` header's variable lives in the block its line leaves open.
        std::size_t lastOpened = SIZE_MAX;
        for (const char b : braces(code)) {
            if (b == '{') {
                if (open.empty() && functions)
                    functions->emplace_back(line, line);
                open.push_back({open.empty() ? line : open.front().start, {}});
                lastOpened = open.size() - 1;
            } else if (!open.empty()) {
                if (open.size() == 1 && functions)
                    functions->back().second = line;
                // A function's closing line still runs in its body (it returns from there); a
                // nested block's is the jump back of the loop around it, outside the block.
                const int last = open.size() == 1 ? line : line - 1;
                for (const std::size_t s : open.back().scopes)
                    scopes[s].last = last;
                if (lastOpened == open.size() - 1)
                    lastOpened = SIZE_MAX;
                open.pop_back();
            }
        }
        if (isFor)
            for (std::size_t s = first; s < scopes.size(); ++s) {
                if (lastOpened != SIZE_MAX)
                    open[lastOpened].scopes.push_back(s);
                else
                    bodiless.push_back(s);
            }
    }
    return scopes;
}

ScopeRules::ScopeRules(const ProblemDesc& problem, const Listing& listing)
{
    m_lineOfAnchor.resize(problem.anchors.size());
    for (std::size_t a = 0; a < problem.anchors.size(); ++a)
        m_lineOfAnchor[a] = listing.lineOf(problem.anchors[a]);
    m_byVar.resize(problem.variables.size());
    for (LocalScope& scope : localScopes(listing, &m_functions))
        for (std::size_t v = 0; v < problem.variables.size(); ++v)
            if (problem.variables[v] == scope.name)
                m_byVar[v].push_back(scope);
}

int ScopeRules::functionOf(int line) const noexcept
{
    for (const auto& [first, last] : m_functions)
        if (line >= first && line <= last)
            return first;
    return 0;
}

bool ScopeRules::visible(int var, std::uint16_t standing, std::uint16_t lastRun) const noexcept
{
    if (var < 0 || var >= static_cast<int>(m_byVar.size()) || m_byVar[static_cast<std::size_t>(var)].empty())
        return true;
    const int line = lineOf(standing);
    if (line == 0)
        return true;
    const int function = functionOf(line);
    bool declaredHere = false;
    for (const LocalScope& s : m_byVar[static_cast<std::size_t>(var)]) {
        if (s.function != function)
            continue;
        declaredHere = true;
        if (s.declared < line && line <= s.last)
            return true;
        if (s.loopHead && line == s.declared) {
            // Back on the header from the loop's body: a later turn, the variable lives.
            const int last = lineOf(lastRun);
            if (last > s.declared && last <= s.last)
                return true;
        }
    }
    return !declaredHere; // a parameter, or a name this function does not declare
}

std::vector<std::pair<int, std::int32_t>> ScopeRules::shown(const Variables& vars, int depth, std::uint16_t standing,
                                                            std::uint16_t lastRun) const
{
    auto values = vars.inFrame(depth);
    if (depth == kFileFrame)
        return values;
    std::erase_if(values, [&](const auto& v) { return !visible(v.first, standing, lastRun); });
    return values;
}

} // namespace sb
