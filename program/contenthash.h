// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

namespace sb::program {

/// A name for what some pieces of bytes hold, the same from one run of the app to the next (two FNV-1a
/// lanes): what the caches (the probes' runtime, the recorded runs) keep their files under. Each piece
/// ends with a mark of its own, so moving a byte from one piece to the next makes another name.
class ContentHash {
public:
    void add(std::string_view bytes)
    {
        for (const char c : bytes) {
            m_a = (m_a ^ static_cast<unsigned char>(c)) * 1099511628211ull;
            m_b = (m_b ^ static_cast<unsigned char>(c)) * 0x100000001b3ull + 0x9e37;
        }
        m_a = (m_a ^ 0xff) * 1099511628211ull;
        m_b = (m_b ^ 0xff) * 0x100000001b3ull;
    }
    /// 32 hexadecimal digits.
    std::string hex() const
    {
        char text[33];
        std::snprintf(text, sizeof text, "%016llx%016llx", static_cast<unsigned long long>(m_a),
                      static_cast<unsigned long long>(m_b));
        return text;
    }

private:
    std::uint64_t m_a = 14695981039346656037ull;
    std::uint64_t m_b = 1099511628211ull ^ 0x9e3779b97f4a7c15ull;
};

} // namespace sb::program
