// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

/// Text files as teachers have them: written on older Windows machines in GBK, GB18030, Big5 or
/// Windows-1258 as often as in UTF-8, with a byte order mark or without, with CRLF or LF. Each is read
/// into UTF-8 with LF line ends: the encoding guessed by uchardet where the bytes are not UTF-8, the
/// conversion done by iconv.
namespace sb::pack {

/// Why a text cannot be read in the encoding it was taken to be in.
struct TextError {
    std::string encoding;    ///< what it was read as ("GB18030"); empty where none could be guessed; "text" for a NUL
    std::size_t offset = 0;  ///< of the first byte that is not part of a character there, from 0
    unsigned char byte = 0;  ///< that byte
};

/// A text read into UTF-8.
struct Text {
    std::string utf8;     ///< its characters, each line ending in "\n"; empty with `error`
    std::string encoding; ///< what it was read as: "UTF-8", "UTF-16LE", "UTF-16BE", "GB18030", "BIG5", "WINDOWS-1258", ...
    bool bom = false;     ///< it began with a byte order mark (not in `utf8`)
    bool crlf = false;    ///< some of its lines ended in "\r\n" (or "\r")
    std::optional<TextError> error;
};

/// Reads `bytes` as text: a byte order mark says its encoding; else bytes that are UTF-8 (plain ASCII
/// among them) are UTF-8; else it is read in `encoding` where one is given (another file's of the same
/// package), else in the one uchardet guesses (GBK and GB2312 read as GB18030, which holds them both).
Text decodeText(std::string_view bytes, std::string_view encoding = {});

/// The encoding uchardet takes `bytes` to be in, as iconv names it ("GB18030" for GBK and GB2312 too,
/// "UTF-8" for plain ASCII); empty where it cannot tell.
std::string guessEncoding(std::string_view bytes);

/// The text of `file` read so; an empty text where the file cannot be opened.
Text readText(const std::filesystem::path& file, std::string_view encoding = {});

/// Whether `bytes` are UTF-8 through and through (no overlong form, no surrogate, nothing past U+10FFFF);
/// where not, the offset of the first byte that is not (`*bad`).
bool isUtf8(std::string_view bytes, std::size_t* bad = nullptr);

/// Why `file` cannot be read, in English (the command line's): "statement.md: byte 0xff at offset 37 is
/// not GB18030 text".
std::string describe(const TextError& error, const std::string& file);

} // namespace sb::pack
