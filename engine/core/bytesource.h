// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace sb {

/// Turns bytes (a fuzzer's) into choices. Once the bytes run out every choice is 0, so a short
/// input still makes a whole, valid choice of everything.
class ByteSource {
public:
    explicit ByteSource(std::span<const std::uint8_t> bytes) noexcept : m_bytes(bytes) {}

    /// A number in [0, n) (0 when n is 0), from one byte when n fits in one, else from four.
    std::uint32_t pick(std::uint32_t n) noexcept
    {
        if (n <= 1)
            return 0;
        std::uint32_t value = 0;
        const int width = n <= 256 ? 1 : 4;
        for (int i = 0; i < width; ++i)
            value = value << 8 | (m_pos < m_bytes.size() ? m_bytes[m_pos++] : 0);
        return value % n;
    }
    /// A number in [lo, hi].
    std::uint32_t range(std::uint32_t lo, std::uint32_t hi) noexcept { return lo + pick(hi - lo + 1); }
    bool empty() const noexcept { return m_pos >= m_bytes.size(); }

private:
    std::span<const std::uint8_t> m_bytes;
    std::size_t m_pos = 0;
};

/// Puts `items` in an order the bytes choose (Fisher-Yates); no bytes left keeps the order.
template <typename T>
void shuffle(std::vector<T>& items, ByteSource& src)
{
    for (std::size_t i = 0; i + 1 < items.size(); ++i)
        std::swap(items[i], items[i + src.pick(static_cast<std::uint32_t>(items.size() - i))]);
}

} // namespace sb
