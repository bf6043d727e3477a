// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace sb::program {

/// A message of the compiler (g++) or of Python's parser about a line of the program.
struct Diagnostic {
    int line = 0;   ///< 1-based
    int column = 0; ///< 1-based; 0 when not said
    bool error = true; ///< an error, not a warning or a note
    std::string message;
};

/// The messages g++ wrote about `file` ("main.cpp:12:5: error: ..."), in order.
std::vector<Diagnostic> gccDiagnostics(std::string_view output, std::string_view file);

/// The error Python's parser wrote about `file` (a traceback ending in "SyntaxError: ..."), if any.
std::vector<Diagnostic> pythonDiagnostics(std::string_view output, std::string_view file);

} // namespace sb::program
