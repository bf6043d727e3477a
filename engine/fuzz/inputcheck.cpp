// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzzchecks.h"

#include "core/inputerror.h"
#include "core/inputfile.h"

#include <exception>
#include <optional>
#include <set>
#include <sys/mman.h>
#include <unistd.h>
#include <utility>

namespace sb::fuzz {

namespace {

using Position = std::pair<int, int>; // line, column

bool isSpace(char ch) noexcept
{
    return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f' || ch == '\v';
}

/// Where every word of a text starts, where each line ends (at its \r or \n) and where the
/// text ends (past its trailing space), counted apart from the parsers' own reader: a line
/// ends at \r, \n or \r\n, and a column is a character (a UTF-8 continuation byte adds none).
struct Layout {
    std::set<Position> wordStarts;
    std::set<Position> lineEnds;
    Position end{1, 1};
};

Layout layoutOf(std::string_view text)
{
    Layout layout;
    int line = 1, column = 1;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char ch = text[i];
        if (!isSpace(ch) && (i == 0 || isSpace(text[i - 1])))
            layout.wordStarts.insert({line, column});
        if (ch == '\n' && i > 0 && text[i - 1] == '\r')
            continue;
        if (ch == '\r' || ch == '\n') {
            layout.lineEnds.insert({line, column});
            ++line;
            column = 1;
        } else if ((static_cast<unsigned char>(ch) & 0xC0) != 0x80) {
            ++column;
        }
    }
    layout.end = {line, column};
    layout.lineEnds.insert(layout.end);
    return layout;
}

/// Whether an error stands where its message says (MessagePlace): a missing part at the end of
/// the text, a line cut short at the end of a line, a deck cut short (or none) at the end or at
/// the # that ends the input, anything else at the start of a word.
bool pointsWhereItSays(const ProblemDesc& problem, const Layout& layout, const InputError& e)
{
    const Position at{e.line, e.column};
    switch (problem.messagePlace(e.message)) {
    case MessagePlace::End:
        return at == layout.end;
    case MessagePlace::LineEnd:
        return layout.lineEnds.count(at) > 0;
    case MessagePlace::EndOrWord:
        return at == layout.end || layout.wordStarts.count(at) > 0;
    case MessagePlace::Word:
        break;
    }
    return layout.wordStarts.count(at) > 0;
}

/// The bytes as the command line and the window read them: through the shared reader, from a file.
std::optional<std::string> readThroughInputFile(std::span<const std::uint8_t> bytes, Finding& finding)
{
    const int fd = ::memfd_create("stepboard-fuzz", MFD_CLOEXEC);
    if (fd < 0)
        return std::string(bytes.begin(), bytes.end()); // no memory files here: the bytes as they are
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n <= 0)
            break;
        done += static_cast<std::size_t>(n);
    }
    ::lseek(fd, 0, SEEK_SET);
    InputFile in = readInputDescriptor(fd);
    ::close(fd);
    if (!in.ok()) {
        finding = "the reader refused " + std::to_string(bytes.size()) + " bytes";
        return std::nullopt;
    }
    std::string expected(bytes.begin(), bytes.end());
    dropByteOrderMark(expected);
    if (in.text != expected) {
        finding = "the reader gave other bytes than the file holds, less its byte-order mark";
        return std::nullopt;
    }
    return std::move(in.text);
}

std::string describe(const ProblemDesc& problem, const InputError& e)
{
    return std::string(problem.messageName(e.message)) + " at " + std::to_string(e.line) + ":" + std::to_string(e.column);
}

/// Parses, turning an InputError into the error and anything else thrown into a finding.
struct Parsed {
    std::shared_ptr<const ProblemInput> input;
    std::optional<InputError> error;
};
Parsed parseCatching(const ProblemDesc& problem, std::string_view text, Finding& finding)
{
    try {
        return {problem.parse(text), std::nullopt};
    } catch (const InputError& e) {
        return {nullptr, e};
    } catch (const std::exception& e) {
        finding = std::string("the parser threw something else than an input error: ") + e.what();
    }
    return {};
}

Finding checkAccepted(const ProblemDesc& problem, const std::string& text, const ProblemInput& input)
{
    const std::string canonical = formatInput(problem, input);
    Finding finding;
    const Parsed again = parseCatching(problem, canonical, finding);
    if (!finding.empty())
        return finding;
    if (!again.input)
        return "the canonical form of an accepted input is refused (" + describe(problem, *again.error) + "):\n" + canonical;
    if (formatInput(problem, *again.input) != canonical)
        return "the canonical form parses to another input:\n" + canonical;
    const Parsed longer = parseCatching(problem, text + "\n", finding);
    if (!finding.empty())
        return finding;
    if (!longer.input || formatInput(problem, *longer.input) != canonical)
        return "an accepted input followed by a line end is read otherwise";
    return {};
}

Finding checkRefused(const ProblemDesc& problem, const std::string& text, const InputError& e)
{
    const Layout layout = layoutOf(text);
    const Position at{e.line, e.column};
    if (e.line < 1 || e.column < 1)
        return "an error before the first line or column: " + describe(problem, e);
    if (at > layout.end)
        return "an error past the end of the text (" + std::to_string(layout.end.first) + ":" +
               std::to_string(layout.end.second) + "): " + describe(problem, e);
    if (!pointsWhereItSays(problem, layout, e))
        return "an error that points neither at a word nor, for a missing part, at the end: " + describe(problem, e);
    if (at == layout.end)
        return {};
    Finding finding;
    const Parsed longer = parseCatching(problem, text + "\n", finding);
    if (!finding.empty())
        return finding;
    if (longer.input)
        return "a refused input is accepted once a line end follows it: " + describe(problem, e);
    if (longer.error->line != e.line || longer.error->column != e.column || longer.error->message != e.message)
        return "a line end after a refused input moves its error from " + describe(problem, e) + " to " + describe(problem, *longer.error);
    return {};
}

/// A text without \r read with its line ends written \r\n, then \r (Windows, old Mac): the same
/// input, or the same error at the same line and column.
Finding checkOtherLineEnds(const ProblemDesc& problem, const std::string& text, const Parsed& parsed)
{
    if (text.find('\r') != std::string::npos || text.find('\n') == std::string::npos)
        return {};
    for (const std::string_view end : {"\r\n", "\r"}) {
        std::string other;
        for (const char ch : text)
            other += ch == '\n' ? std::string(end) : std::string(1, ch);
        Finding finding;
        const Parsed again = parseCatching(problem, other, finding);
        if (!finding.empty())
            return finding;
        const std::string name = end.size() == 2 ? "CR LF" : "CR";
        if (parsed.input && (!again.input || formatInput(problem, *again.input) != formatInput(problem, *parsed.input)))
            return "an accepted input is read otherwise with " + name + " line ends";
        if (parsed.error && (!again.error || again.error->line != parsed.error->line ||
                             again.error->column != parsed.error->column || again.error->message != parsed.error->message))
            return "with " + name + " line ends, the error " + describe(problem, *parsed.error) + " becomes " +
                   (again.error ? describe(problem, *again.error) : std::string("no error"));
    }
    return {};
}

} // namespace

Finding checkInputParser(const ProblemDesc& problem, std::span<const std::uint8_t> bytes)
{
    Finding finding;
    const std::optional<std::string> text = readThroughInputFile(bytes, finding);
    if (!text)
        return finding;
    const Parsed parsed = parseCatching(problem, *text, finding);
    if (!finding.empty())
        return finding;
    finding = parsed.input ? checkAccepted(problem, *text, *parsed.input) : checkRefused(problem, *text, *parsed.error);
    return finding.empty() ? checkOtherLineEnds(problem, *text, parsed) : finding;
}

std::string formatInput(const ProblemDesc& problem, const ProblemInput& input)
{
    if (!problem.fuzzInputs)
        return "(an input of " + std::string(problem.id) + ", which has no text form for the fuzz checks)";
    return problem.fuzzInputs->format(input);
}

} // namespace sb::fuzz
