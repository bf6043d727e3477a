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
class Generator;

/// `co_yield nested(g)` yields every value of `g` in turn, as a function calls another: the consumer
/// resumes the innermost generator directly, so a step costs the same however deep the calls nest.
template <typename T>
struct Nested {
    Generator<T> inner;
};

template <typename T>
Nested<T> nested(Generator<T>&& g) noexcept
{
    return {std::move(g)};
}

/// A lazy sequence of T produced by a coroutine.
///
/// Move-only. Values are yielded by address: `co_yield x` hands the consumer a
/// reference to `x` itself, valid until the next call to next(), so a large
/// object that the coroutine reuses is never copied. `co_yield nested(g)` yields
/// another generator's values in place. An exception thrown inside the coroutine
/// (or a nested one) is rethrown to the consumer from next().
template <typename T>
class Generator {
public:
    struct promise_type {
        const T* current = nullptr;   ///< on the outermost promise: the last value yielded at any depth
        std::exception_ptr error;
        promise_type* root = this;    ///< the outermost generator's promise, the consumer's
        promise_type* parent = nullptr; ///< the generator that yields this one's values, if any
        promise_type* leaf = this;    ///< on the outermost promise: the innermost generator running

        Generator get_return_object() noexcept { return Generator{Handle::from_promise(*this)}; }
        std::suspend_always initial_suspend() const noexcept { return {}; }

        /// A nested generator that ends hands control straight back to the one that yielded it.
        struct FinalAwaiter {
            bool await_ready() const noexcept { return false; }
            std::coroutine_handle<> await_suspend(std::coroutine_handle<promise_type> h) noexcept
            {
                promise_type& p = h.promise();
                if (!p.parent)
                    return std::noop_coroutine();
                p.root->leaf = p.parent;
                return std::coroutine_handle<promise_type>::from_promise(*p.parent);
            }
            void await_resume() const noexcept {}
        };
        FinalAwaiter final_suspend() const noexcept { return {}; }

        std::suspend_always yield_value(const T& value) noexcept
        {
            root->current = std::addressof(value);
            return {};
        }

        /// Runs `inner` in place: its first value comes at once, the consumer resumes it from then on.
        struct NestedAwaiter {
            Generator inner;
            bool await_ready() const noexcept { return !inner.m_handle; }
            std::coroutine_handle<> await_suspend(std::coroutine_handle<promise_type> outer) noexcept
            {
                promise_type& o = outer.promise();
                promise_type& i = inner.m_handle.promise();
                i.root = o.root;
                i.parent = &o;
                o.root->leaf = &i;
                return inner.m_handle;
            }
            void await_resume()
            {
                if (inner.m_handle && inner.m_handle.promise().error)
                    std::rethrow_exception(std::exchange(inner.m_handle.promise().error, nullptr));
            }
        };
        NestedAwaiter yield_value(Nested<T>&& n) noexcept { return {std::move(n.inner)}; }

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
        Handle::from_promise(*m_handle.promise().leaf).resume();
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
