// SPDX-License-Identifier: GPL-3.0-or-later
#include "rowmax.h"

#include "core/inputerror.h"

namespace sb::rowmax {

std::shared_ptr<const RowInput> parse(std::string_view text)
{
    TokenReader reader(text);
    TokenReader::Token at;
    auto in = std::make_shared<RowInput>();
    const std::int64_t n = reader.readInt(Messages::MissingSize, {}, &at);
    TokenReader::requireRange(at, n, 1, kMaxSize, Messages::SizeOutOfRange);
    in->values.reserve(static_cast<std::size_t>(n));
    for (std::int64_t k = 0; k < n; ++k) {
        const std::int64_t v = reader.readInt(Messages::MissingValues, {n, k}, &at);
        TokenReader::requireRange(at, v, -kMaxValue, kMaxValue, Messages::ValueOutOfRange);
        in->values.push_back(static_cast<int>(v));
    }
    reader.expectEnd();
    return in;
}

const MessageDesc kMessages[4] = {
    {"missing-size", MessagePlace::End},
    {"size-out-of-range"},
    {"missing-values", MessagePlace::End},
    {"value-out-of-range"},
};

std::string describeMessage(const InputError& e)
{
    const auto a = [&e](int i) { return std::to_string(e.args[static_cast<std::size_t>(i)]); };
    switch (e.message) {
    case Messages::MissingSize:
        return "the input is empty: it starts with n, the length of the row";
    case Messages::SizeOutOfRange:
        return "length of the row " + a(0) + " is outside " + a(1) + ".." + a(2);
    case Messages::MissingValues:
        return "the input ends early: " + a(0) + " values expected, " + a(1) + " found";
    case Messages::ValueOutOfRange:
        return "value " + a(0) + " is outside " + a(1) + ".." + a(2);
    }
    return "invalid input";
}

} // namespace sb::rowmax
