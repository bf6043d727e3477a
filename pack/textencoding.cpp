// SPDX-License-Identifier: GPL-3.0-or-later
#include "textencoding.h"

#include "process.h"

#include <uchardet/uchardet.h>

#include <iconv.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <memory>
#include <vector>

namespace sb::pack {

namespace {

bool continuation(unsigned char c)
{
    return (c & 0xC0) == 0x80;
}

} // namespace

std::string guessEncoding(std::string_view bytes)
{
    const std::unique_ptr<uchardet, void (*)(uchardet_t)> detector(uchardet_new(), uchardet_delete);
    if (!detector || uchardet_handle_data(detector.get(), bytes.data(), bytes.size()) != 0)
        return {};
    uchardet_data_end(detector.get());
    std::string name = uchardet_get_charset(detector.get());
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return char(std::toupper(c)); });
    // GB18030 holds GB2312 and GBK whole: one name for the three.
    if (name == "GB2312" || name == "GBK" || name == "GB18030" || name == "EUC-CN")
        return "GB18030";
    if (name == "ASCII")
        return "UTF-8";
    return name;
}

namespace {

/// The names iconv is asked for, in turn, to read a text said to be in `encoding`: Big5 as Taiwan's
/// Windows wrote it has the Hong Kong extension's characters too.
std::vector<std::string> iconvNames(const std::string& encoding)
{
    if (encoding == "BIG5")
        return {"BIG5", "BIG5-HKSCS"};
    return {encoding};
}

/// `bytes` read in `from` into UTF-8; nullopt with `error`'s offset and byte where it cannot be read so.
std::optional<std::string> convert(std::string_view bytes, const std::string& from, TextError* error)
{
    error->encoding = from;
    const iconv_t cd = iconv_open("UTF-8", from.c_str());
    if (cd == reinterpret_cast<iconv_t>(-1)) {
        // iconv has no such encoding: the first byte that is not UTF-8 is the one that cannot be read.
        std::size_t bad = 0;
        isUtf8(bytes, &bad);
        error->offset = bad;
        error->byte = bad < bytes.size() ? static_cast<unsigned char>(bytes[bad]) : 0;
        return std::nullopt;
    }
    std::string out(bytes.size() * 4 + 16, '\0');
    char* in = const_cast<char*>(bytes.data());
    std::size_t inLeft = bytes.size();
    std::size_t used = 0;
    // Done when the input is read, and once more with none to flush what a decoder holds back (Windows-1258
    // keeps a letter until it knows whether a tone mark follows).
    for (bool flushing = false;;) {
        char* o = out.data() + used;
        std::size_t outLeft = out.size() - used;
        const std::size_t r = flushing ? iconv(cd, nullptr, nullptr, &o, &outLeft) : iconv(cd, &in, &inLeft, &o, &outLeft);
        used = static_cast<std::size_t>(o - out.data());
        if (r == static_cast<std::size_t>(-1) && errno == E2BIG) {
            out.resize(out.size() * 2);
            continue;
        }
        if (r == static_cast<std::size_t>(-1)) { // EILSEQ, or EINVAL: a character cut off at the end
            error->offset = static_cast<std::size_t>(in - bytes.data());
            error->byte = error->offset < bytes.size() ? static_cast<unsigned char>(bytes[error->offset]) : 0;
            iconv_close(cd);
            return std::nullopt;
        }
        if (flushing)
            break;
        flushing = true;
    }
    iconv_close(cd);
    out.resize(used);
    return out;
}

/// "\r\n" and a lone "\r" become "\n"; whether there were any.
bool toLf(std::string& text)
{
    if (text.find('\r') == std::string::npos)
        return false;
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\r') {
            out += text[i];
            continue;
        }
        out += '\n';
        if (i + 1 < text.size() && text[i + 1] == '\n')
            ++i;
    }
    text = std::move(out);
    return true;
}

} // namespace

bool isUtf8(std::string_view bytes, std::size_t* bad)
{
    const auto at = [&](std::size_t i) { return static_cast<unsigned char>(bytes[i]); };
    std::size_t i = 0;
    while (i < bytes.size()) {
        const unsigned char c = at(i);
        std::size_t more = 0;
        unsigned char low = 0x80, high = 0xBF; // the second byte's range
        if (c < 0x80) {
            ++i;
            continue;
        }
        if (c >= 0xC2 && c <= 0xDF) {
            more = 1;
        } else if (c >= 0xE0 && c <= 0xEF) {
            more = 2;
            if (c == 0xE0)
                low = 0xA0; // no overlong form
            if (c == 0xED)
                high = 0x9F; // no surrogate
        } else if (c >= 0xF0 && c <= 0xF4) {
            more = 3;
            if (c == 0xF0)
                low = 0x90;
            if (c == 0xF4)
                high = 0x8F; // nothing past U+10FFFF
        } else {
            break;
        }
        if (i + more >= bytes.size() || at(i + 1) < low || at(i + 1) > high)
            break;
        bool whole = true;
        for (std::size_t k = 2; k <= more; ++k)
            whole = whole && continuation(at(i + k));
        if (!whole)
            break;
        i += more + 1;
    }
    if (bad)
        *bad = i;
    return i == bytes.size();
}

Text decodeText(std::string_view bytes, std::string_view encoding)
{
    Text text;
    const auto startsWith = [&](std::string_view mark) { return bytes.substr(0, mark.size()) == mark; };
    std::string from;
    if (startsWith("\xEF\xBB\xBF")) {
        text.bom = true;
        bytes.remove_prefix(3);
        from = "UTF-8";
    } else if (startsWith("\xFF\xFE") || startsWith("\xFE\xFF")) {
        text.bom = true;
        from = bytes[0] == '\xFF' ? "UTF-16LE" : "UTF-16BE";
        bytes.remove_prefix(2);
    } else if (const std::size_t nul = bytes.find('\0'); nul != std::string_view::npos) {
        text.error = TextError{"text", nul, 0}; // no text holds a NUL: a binary file
        return text;
    } else if (isUtf8(bytes)) {
        from = "UTF-8";
    } else if (!encoding.empty()) {
        from = std::string(encoding);
    } else {
        from = guessEncoding(bytes);
    }
    text.encoding = from;
    if (from == "UTF-8") {
        std::size_t bad = 0;
        if (!isUtf8(bytes, &bad)) {
            text.error = TextError{from, bad + (text.bom ? 3 : 0), static_cast<unsigned char>(bytes[bad])};
            return text;
        }
        text.utf8 = std::string(bytes);
    } else if (from.empty()) {
        std::size_t bad = 0;
        isUtf8(bytes, &bad);
        text.error = TextError{{}, bad, static_cast<unsigned char>(bytes[bad])};
        return text;
    } else {
        TextError error;
        std::optional<std::string> read;
        for (const std::string& name : iconvNames(from))
            if (!read)
                read = convert(bytes, name, &error);
        if (!read) {
            error.encoding = from;
            error.offset += text.bom ? 2 : 0;
            text.error = error;
            return text;
        }
        text.utf8 = std::move(*read);
    }
    text.crlf = toLf(text.utf8);
    return text;
}

Text readText(const std::filesystem::path& file, std::string_view encoding)
{
    return decodeText(rec::readWhole(file), encoding);
}

std::string describe(const TextError& error, const std::string& file)
{
    char byte[8];
    std::snprintf(byte, sizeof byte, "0x%02x", error.byte);
    if (error.encoding == "text")
        return file + ": byte " + byte + " at offset " + std::to_string(error.offset) + " is no character: the file is not text";
    if (error.encoding.empty())
        return file + ": byte " + byte + " at offset " + std::to_string(error.offset) +
               " is not UTF-8, and the file's encoding cannot be told";
    return file + ": byte " + byte + " at offset " + std::to_string(error.offset) + " is not " + error.encoding + " text";
}

} // namespace sb::pack
