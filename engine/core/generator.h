// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <coroutine>
#include <exception>
#include <memory>
#include <utility>

namespace sb {

/// A lazy sequence of T produced by a coroutine.
///
/// Move-only. Values are yielded by address: `co_yield x` hands the consumer a
/// reference to `x` itself, valid until the next call to next(), so a large
/// object that the coroutine reuses is never copied. An exception thrown inside
/// the coroutine is rethrown to the consumer from next().
template <typename T>
class Generator {
public:
    struct promise_type {
        const T* current = nullptr;
        std::exception_ptr error;

        Generator get_return_object() noexcept { return Generator{Handle::from_promise(*this)}; }
        std::suspend_always initial_suspend() const noexcept { return {}; }
        std::suspend_always final_suspend() const noexcept { return {}; }
        std::suspend_always yield_value(const T& value) noexcept
        {
            current = std::addressof(value);
            return {};
        }
        void return_void() const noexcept {}
        void unhandled_exception() noexcept { error = std::current_exception(); }

        // A step generator never awaits anything but its own yields.
        template <typename U>
        std::suspend_never await_transform(U&&) = delete;
    };
    using Handle = std::coroutine_handle<promise_type>;

    Generator() noexcept = default;
    Generator(Generator&& other) noexcept : m_handle(std::exchange(other.m_handle, {})) {}
    Generator& operator=(Generator&& other) noexcept
    {
        if (this != &other) {
            destroy();
            m_handle = std::exchange(other.m_handle, {});
        }
        return *this;
    }
    Generator(const Generator&) = delete;
    Generator& operator=(const Generator&) = delete;
    ~Generator() { destroy(); }

    /// Runs the coroutine to its next yield. Returns false once it has ended.
    bool next()
    {
        if (!m_handle || m_handle.done())
            return false;
        m_handle.resume();
        if (m_handle.promise().error)
            std::rethrow_exception(std::exchange(m_handle.promise().error, nullptr));
        return !m_handle.done();
    }

    /// The value of the last yield; only valid after next() returned true.
    const T& value() const noexcept { return *m_handle.promise().current; }

    bool valid() const noexcept { return static_cast<bool>(m_handle); }

    /// Input iterator, so a generator can feed a range-for loop.
    class iterator {
    public:
        using value_type = T;
        using difference_type = std::ptrdiff_t;
        iterator() = default;
        explicit iterator(Generator* g) : m_gen(g) { advance(); }
        const T& operator*() const { return m_gen->value(); }
        const T* operator->() const { return &m_gen->value(); }
        iterator& operator++()
        {
            advance();
            return *this;
        }
        void operator++(int) { advance(); }
        bool operator==(std::default_sentinel_t) const { return m_gen == nullptr; }

    private:
        void advance()
        {
            if (!m_gen->next())
                m_gen = nullptr;
        }
        Generator* m_gen = nullptr;
    };
    iterator begin() { return iterator{this}; }
    std::default_sentinel_t end() const noexcept { return {}; }

private:
    explicit Generator(Handle h) noexcept : m_handle(h) {}
    void destroy() noexcept
    {
        if (m_handle)
            m_handle.destroy();
        m_handle = {};
    }

    Handle m_handle;
};

} // namespace sb
