/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The runtime linked into a program built by the probe recorder. Every probe calls __sb_line with its
   number and the frame pointer of the function it is in; it keeps the rules of the debugger recorder
   (gdbrecord.py) for where a line stops: the first stop is main's first line, two stops in a row on one
   line of one frame are one, and a return into the middle of a line already stopped on is no new stop.
   At each stop it writes the events of probe_format.h into a file shared with the recorder
   (SB_PROBE_RECORD), mapped, so that what was written stays there however the program ends: the stop,
   the frames that changed, and, given a plan (SB_PROBE_PLAN), the bytes of each variable whose bytes
   changed since the recorder last saw them, the callers' and the globals' too, and how much input was
   taken and output written. The recorder makes the debugger recorder's text of them.
   Given SB_PROBE_COUNT instead, it only counts the stops, by the same rules, into that file's first eight
   bytes (mapped too, so the count is there however the program ends): what a program's work is measured by,
   at its own pace. Past SB_LIMIT stops it ends the program, the count one over the limit.
   Built with -mgeneral-regs-only and no calls into the C library on the way of a probe: the program's
   floating-point and vector registers are never touched; the probes run it on a stack of its own. */
#include "sb_probe_format.h"

#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

extern const uint64_t __sb_site_address[];
extern const uint32_t __sb_site_count;
extern const uint32_t __sb_site_line[];
extern const uint32_t __sb_site_function[];
extern const uint32_t __sb_function_count;
extern const int32_t __sb_main_function;
extern const uint32_t __sb_function_frame[]; /* by function: the number of its frame's name */
extern char _IO_2_1_stdin_[];
extern char __executable_start[];
extern char _end[];
extern void* __libc_stack_end;

enum { MAX_DEPTH = 1 << 16, OUTER_FRAMES = 64 };

static long sys3(long n, long a, long b, long c)
{
    long r;
    __asm__ volatile("syscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c) : "rcx", "r11", "memory");
    return r;
}

static long sys6(long n, long a, long b, long c, long d, long e, long f)
{
    long r;
    register long r10 __asm__("r10") = d;
    register long r8 __asm__("r8") = e;
    register long r9 __asm__("r9") = f;
    __asm__ volatile("syscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c), "r"(r10), "r"(r8), "r"(r9)
                     : "rcx", "r11", "memory");
    return r;
}

static void copy(void* to, const void* from, uint64_t n)
{
    char* t = (char*)to;
    const char* f = (const char*)from;
    while (n--)
        *t++ = *f++;
}

static int same(const char* a, const char* b, uint64_t n)
{
    while (n--)
        if (*a++ != *b++)
            return 0;
    return 1;
}

/* ---- The record ---- */

static char* g_out;     /* the shared record: its header, then the events */
static uint64_t g_size; /* its bytes */
static uint64_t g_used; /* past the header */
static int g_progress = -1;

/* The last bytes of the record are kept for its end: a record with no room for a stop's events ends
   there, the stop before whole, and says so (SB_END_FULL). */
#define END_ROOM 16
static int g_full; /* a stop's events did not fit: the record ends at the last whole stop */

static void putBytes(const void* p, uint64_t n)
{
    if (g_full || 8 + g_used + n + END_ROOM > g_size) {
        g_full = 1; /* nothing more, and nothing half */
        return;
    }
    copy(g_out + 8 + g_used, p, n);
    g_used += n;
}
static void put8(char c) { putBytes(&c, 1); }
static void put32(uint32_t v) { putBytes(&v, 4); }
static void put64(uint64_t v) { putBytes(&v, 8); }
static void stop(int why);
/* The events of a stop are written: the recorder reads up to here. A stop that did not fit ends the run. */
static void commit(void)
{
    if (g_full)
        stop(SB_END_FULL);
    *(volatile uint64_t*)g_out = g_used;
}

/* ---- Memory ---- */

/* A region of memory of its own (none of the program's allocator): zeroed, never given back. */
static char* grab(uint64_t n)
{
    long p = sys6(SYS_mmap, 0, (long)n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    return p < 0 && p > -4096 ? 0 : (char*)p;
}

/* Where the program's memory can be read without asking: the program's own file and the heap below the
   break as it was at this stop, and the stack above the program's stack pointer. Elsewhere (a large
   block the allocator mapped, a pointer not set yet) the kernel is asked first whether every page of it
   is mapped. */
static uintptr_t g_heapLow, g_heapHigh, g_stackLow, g_stackHigh;
extern __thread uintptr_t __sb_program_sp __attribute__((tls_model("initial-exec")));

static int readable(uintptr_t at, uint64_t n)
{
    if (at + n < at)
        return 0;
    return (at >= (uintptr_t)__executable_start && at + n <= (uintptr_t)_end) ||
           (at >= g_heapLow && at + n <= g_heapHigh) || (at >= g_stackLow && at + n <= g_stackHigh);
}

static int readMemory(void* to, uintptr_t at, uint64_t n)
{
    if (n == 0)
        return 1;
    if (!readable(at, n)) {
        /* mapped, every page of it (the kernel says so without touching them) */
        const uintptr_t first = at & ~(uintptr_t)4095;
        static unsigned char pages[64];
        uint64_t left = ((at + n - first) + 4095) / 4096;
        for (uintptr_t page = first; left; ) {
            const uint64_t now = left < sizeof pages ? left : sizeof pages;
            if (sys3(SYS_mincore, (long)page, (long)(now * 4096), (long)pages) != 0)
                return 0;
            page += now * 4096;
            left -= now;
        }
    }
    copy(to, (const void*)at, n);
    return 1;
}

/* ---- Values: their bytes, as the plan's shapes read them, into a scratch area ---- */

static const uint32_t* g_plan;
static uint64_t g_planWords;
static char* g_scratch;         /* the bytes of the value being read */
static uint64_t g_scratchSize, g_scratchUsed;
static char* g_copies;          /* what pointers point to, copied (a stack, per value) */
static uint64_t g_copiesSize, g_copiesUsed;
static int g_overflow;          /* the value did not fit: it is shown as it was */

static void emit(const void* p, uint64_t n)
{
    if (g_scratchUsed + n > g_scratchSize) {
        g_overflow = 1;
        return;
    }
    copy(g_scratch + g_scratchUsed, p, n);
    g_scratchUsed += n;
}
static void emit8(uint8_t v) { emit(&v, 1); }
static void emit64(uint64_t v) { emit(&v, 8); }

static uint32_t word(uint64_t at) { return at < g_planWords ? g_plan[at] : 0; }

/* Copies `n` bytes at `at` where the reading may go on; null when they cannot be read. */
static const char* copied(uintptr_t at, uint64_t n)
{
    if (g_copiesUsed + n > g_copiesSize || !readMemory(g_copies + g_copiesUsed, at, n))
        return 0;
    const char* p = g_copies + g_copiesUsed;
    g_copiesUsed += (n + 7) & ~7ull;
    return p;
}

/* A value's bytes are read at `at` (where they are, or a copy of them); `real` is where they are in the
   program, which a container's links point back to. */
static void value(uint32_t shape, const char* at, uintptr_t real);

static void items(uint32_t element, uint32_t size, const char* at, uintptr_t real, uint64_t count)
{
    if (word(element) == SB_OP_BYTES) {
        emit(at, count * size);
        return;
    }
    for (uint64_t i = 0; i < count && !g_overflow; ++i)
        value(element, at + i * size, real + i * size);
}

/* Items pointed to from `from`, `count` of `size` bytes: read where they are, then as values. */
static void pointedItems(uint32_t element, uint32_t size, uintptr_t from, uint64_t count)
{
    const uint64_t mark = g_copiesUsed;
    const char* p = copied(from, count * size);
    if (!p && count) {
        emit8(SB_READ_FAILED);
    } else {
        emit8(SB_READ_OK);
        emit64(count);
        items(element, size, p, from, count);
    }
    g_copiesUsed = mark;
}

static void deque(uint32_t shape, const char* at)
{
    const uint32_t size = word(shape + 2), element = word(shape + 3);
    const uintptr_t* start = (const uintptr_t*)(at + word(shape + 4));
    const uintptr_t* finish = (const uintptr_t*)(at + word(shape + 5));
    /* an iterator: _M_cur, _M_first, _M_last, _M_node */
    uintptr_t cur = start[0], last = start[2], node = start[3];
    const uintptr_t endCur = finish[0], endNode = finish[3];
    const uint64_t per = size > 0 && size < 512 ? 512 / size : 1;
    const int64_t nodes = ((int64_t)endNode - (int64_t)node) / 8;
    if (size == 0 || nodes < 0 || (nodes > (int64_t)((SB_MAX_ITEMS + per) / per + 1) && nodes > (1 << 16))) {
        emit8(SB_READ_FAILED);
        return;
    }
    /* the items first, their count after: the count goes before them in the value's bytes */
    const uint64_t mark = g_copiesUsed;
    char* held = g_copies + g_copiesUsed;
    static uintptr_t where[SB_MAX_ITEMS];
    uint64_t count = 0, more = 0;
    int failed = 0;
    while ((node != endNode || cur != endCur) && !failed) {
        if (count == SB_MAX_ITEMS) {
            more = SB_MORE_ITEMS;
            break;
        }
        if (!copied(cur, size)) {
            failed = 1;
            break;
        }
        where[count++] = cur;
        cur += size;
        if (cur == last) {
            node += 8;
            uintptr_t next = 0;
            if (!readMemory(&next, node, 8)) {
                failed = 1;
                break;
            }
            if (node == endNode && endCur == next)
                break;
            cur = next;
            last = cur + per * size;
        }
    }
    if (failed) {
        emit8(SB_READ_FAILED);
    } else {
        emit8(SB_READ_OK);
        emit64(count | more);
        /* each item was copied at a multiple of 8 bytes */
        const uint64_t step = ((uint64_t)size + 7) & ~7ull;
        for (uint64_t i = 0; i < count && !g_overflow; ++i)
            value(element, held + i * step, where[i]);
    }
    g_copiesUsed = mark;
}

/* The nodes a walk has been through, so that one it comes back to ends it: a set by address, its entries
   marked with the walk they belong to. */
enum { SEEN_SLOTS = 1 << 15 };
static struct {
    uintptr_t address;
    uint32_t walk;
} g_walked[SEEN_SLOTS];
static uint32_t g_walk;

static int walkedBefore(uintptr_t node)
{
    uint64_t h = (node >> 4) * 0x9E3779B97F4A7C15ull;
    for (uint32_t i = (uint32_t)(h >> 49);; i = (i + 1) & (SEEN_SLOTS - 1)) {
        if (g_walked[i].walk != g_walk) {
            g_walked[i].walk = g_walk;
            g_walked[i].address = node;
            return 0;
        }
        if (g_walked[i].address == node)
            return 1;
    }
}

static uintptr_t g_nodes[SB_MAX_ITEMS];

/* A std::set's or std::map's red-black tree, walked in order from its header's left link (the leftmost
   node), as the debugger recorder walks it (tree_nodes): the nodes into g_nodes; how many, or -1 when the
   bytes are no tree. A node's links are its parent, left and right, 8 bytes into it. */
static int64_t treeNodes(uintptr_t header, uint64_t count)
{
    if (count > (1ull << 40))
        return -1;
    const uint64_t wanted = count < SB_MAX_ITEMS ? count : SB_MAX_ITEMS;
    int64_t budget = 4 * (int64_t)wanted + 256;
    uint64_t n = 0;
    uintptr_t links[3];
    ++g_walk;
    if (!readMemory(links, header + 8, 24))
        return -1;
    uintptr_t node = links[1];
    while (n < wanted) {
        if (node == 0 || node == header || budget < 0 || walkedBefore(node))
            return -1;
        g_nodes[n++] = node;
        if (n == wanted)
            break;
        if (!readMemory(links, node + 8, 24))
            return -1;
        if (links[2]) {
            node = links[2];
            uintptr_t down[3];
            if (!readMemory(down, node + 8, 24))
                return -1;
            while (down[1] && budget >= 0) {
                node = down[1];
                --budget;
                if (!readMemory(down, node + 8, 24))
                    return -1;
            }
        } else {
            uintptr_t child = node;
            node = links[0];
            uintptr_t up[3];
            while (node && node != header && budget >= 0) {
                if (!readMemory(up, node + 8, 24))
                    return -1;
                if (up[2] != child)
                    break;
                child = node;
                node = up[0];
                --budget;
            }
        }
        --budget;
    }
    return (int64_t)n;
}

/* A linked list whose first link is at `start`, each node's link to the next first (chain_nodes): the
   nodes into g_nodes; how many, or -1 when a link is null, comes back, or reaches `end` too soon. */
static int64_t chainNodes(uintptr_t start, uint64_t count, uintptr_t end)
{
    if (count > (1ull << 40))
        return -1;
    const uint64_t wanted = count < SB_MAX_ITEMS ? count : SB_MAX_ITEMS;
    uintptr_t node = 0;
    ++g_walk;
    if (!readMemory(&node, start, 8))
        return -1;
    uint64_t n = 0;
    while (n < wanted) {
        if (node == 0 || node == end || walkedBefore(node))
            return -1;
        g_nodes[n++] = node;
        if (!readMemory(&node, node, 8))
            return -1;
    }
    return (int64_t)n;
}

/* A linked list that keeps no count (chain_nodes without one): its nodes up to a null link, at most
   SB_MAX_ITEMS of them into g_nodes, and SB_MORE_ITEMS in `more` when a link goes on; -1 when a link comes
   back or cannot be read. */
static int64_t openChainNodes(uintptr_t start, uint64_t* more)
{
    uintptr_t node = 0;
    ++g_walk;
    if (!readMemory(&node, start, 8))
        return -1;
    uint64_t n = 0;
    while (node && n < SB_MAX_ITEMS) {
        if (walkedBefore(node))
            return -1;
        g_nodes[n++] = node;
        if (!readMemory(&node, node, 8))
            return -1;
    }
    *more = node ? SB_MORE_ITEMS : 0;
    return (int64_t)n;
}

/* SB_OP_TREE and SB_OP_CHAIN: [op, own, links, count, item offset, item size, item, kind] with `links` the
   header's offset (a tree), or the first link's (a chain); a chain of kind 1 ends at its first link (a
   list's header), of kind 0 at a null link, of kind SB_CHAIN_OPEN at a null link with no count to keep. */
static void linked(uint32_t shape, const char* at, uintptr_t real)
{
    const uintptr_t links = real + word(shape + 2);
    const uint32_t kind = word(shape + 7);
    const uint64_t count = kind == SB_CHAIN_OPEN ? 0 : *(const uint64_t*)(at + word(shape + 3));
    const uint32_t offset = word(shape + 4), size = word(shape + 5), element = word(shape + 6);
    uint64_t more = count > SB_MAX_ITEMS ? SB_MORE_ITEMS : 0;
    const int64_t n = word(shape) == SB_OP_TREE ? treeNodes(links, count)
                      : kind == SB_CHAIN_OPEN   ? openChainNodes(links, &more)
                                                : chainNodes(links, count, kind ? links : 0);
    if (n < 0) {
        emit8(SB_READ_FAILED);
        return;
    }
    const uint64_t scratchMark = g_scratchUsed;
    emit8(SB_READ_OK);
    emit64((uint64_t)n | more);
    /* the nodes' addresses are kept: the items may hold containers of their own */
    const uint64_t mark = g_copiesUsed;
    uintptr_t* nodes = (uintptr_t*)copied((uintptr_t)g_nodes, (uint64_t)n * 8);
    for (int64_t i = 0; nodes && i < n && !g_overflow; ++i) {
        const uint64_t itemMark = g_copiesUsed;
        const char* item = copied(nodes[i] + offset, size);
        if (!item) {
            g_scratchUsed = scratchMark;
            emit8(SB_READ_FAILED);
            break;
        }
        value(element, item, nodes[i] + offset);
        g_copiesUsed = itemMark;
    }
    g_copiesUsed = mark;
}

/* SB_OP_REFERENCE: [op, own, target]; what a reference refers to, read where it is. */
static void referred(uint32_t shape, const char* at)
{
    const uintptr_t target = *(const uintptr_t*)at;
    const uint32_t inner = word(shape + 2);
    const uint64_t mark = g_copiesUsed;
    const char* p = target ? copied(target, word(inner + 1)) : 0;
    if (!p) {
        emit8(SB_READ_FAILED);
    } else {
        emit8(SB_READ_OK);
        value(inner, p, target);
    }
    g_copiesUsed = mark;
}

/* SB_OP_BITS: [op, own, start, finish], each iterator a word's address and a bit in it (_M_p, _M_offset),
   as the debugger recorder's bits_text counts them. */
static void bits(uint32_t shape, const char* at)
{
    const char* start = at + word(shape + 2);
    const char* finish = at + word(shape + 3);
    const uintptr_t first = *(const uintptr_t*)start;
    const uint64_t skip = *(const uint32_t*)(start + 8);
    const int64_t words = (int64_t)(*(const uintptr_t*)finish - first);
    if (words < -(1ll << 40) || words > (1ll << 40)) {
        emit8(SB_READ_FAILED);
        return;
    }
    const int64_t count = words * 8 + (int64_t)*(const uint32_t*)(finish + 8) - (int64_t)skip;
    if (count < 0 || count > SB_MAX_VECTOR) {
        emit8(SB_READ_FAILED);
        return;
    }
    const uint64_t shown = count > SB_MAX_ITEMS ? SB_MAX_ITEMS : (uint64_t)count;
    const uint64_t bytes = shown ? (skip % 8 + shown + 7) / 8 : 0;
    const uint64_t mark = g_copiesUsed;
    const char* p = copied(first + skip / 8, bytes);
    if (!p && bytes) {
        emit8(SB_READ_FAILED);
    } else {
        emit8(SB_READ_OK);
        emit64((uint64_t)count);
        emit8((uint8_t)(skip % 8));
        emit(p, bytes);
    }
    g_copiesUsed = mark;
}

static void value(uint32_t shape, const char* at, uintptr_t real)
{
    switch (word(shape)) {
    case SB_OP_BYTES: emit(at, word(shape + 1)); break;
    case SB_OP_ARRAY: items(word(shape + 4), word(shape + 3), at, real, word(shape + 2)); break;
    case SB_OP_STRUCT: {
        const uint32_t fields = word(shape + 2);
        for (uint32_t i = 0; i < fields && !g_overflow; ++i)
            value(word(shape + 4 + 2 * i), at + word(shape + 3 + 2 * i), real + word(shape + 3 + 2 * i));
        break;
    }
    case SB_OP_VECTOR: {
        const uint32_t size = word(shape + 2), element = word(shape + 3);
        const uintptr_t first = ((const uintptr_t*)at)[0], end = ((const uintptr_t*)at)[1];
        const int64_t count = size ? ((int64_t)end - (int64_t)first) / (int64_t)size : -1;
        if (count < 0 || count > SB_MAX_VECTOR) {
            emit8(SB_READ_FAILED);
            break;
        }
        const uint64_t shown = count > SB_MAX_ITEMS ? SB_MAX_ITEMS : (uint64_t)count;
        const uint64_t mark = g_scratchUsed;
        pointedItems(element, size, first, shown);
        if (shown != (uint64_t)count && g_scratchUsed >= mark + 9)
            copy(g_scratch + mark + 1, &(uint64_t){(uint64_t)count}, 8); /* the count it has, not the shown */
        break;
    }
    case SB_OP_STRING: {
        const uintptr_t chars = ((const uintptr_t*)at)[0];
        const uint64_t length = ((const uint64_t*)at)[1];
        if (length > SB_MAX_STRING) {
            emit8(SB_READ_FAILED);
            break;
        }
        const uint64_t mark = g_copiesUsed;
        const char* p = copied(chars, length);
        if (!p && length) {
            emit8(SB_READ_FAILED);
        } else {
            emit8(SB_READ_OK);
            emit64(length);
            emit(p, length);
        }
        g_copiesUsed = mark;
        break;
    }
    case SB_OP_DEQUE: deque(shape, at); break;
    case SB_OP_REFERENCE: referred(shape, at); break;
    case SB_OP_BITS: bits(shape, at); break;
    case SB_OP_TREE:
    case SB_OP_CHAIN: linked(shape, at, real); break;
    default: break;
    }
}

/* ---- What the recorder last saw of each variable, by depth and name ---- */

struct seen {
    uint32_t name;
    uint32_t length;
    char* bytes;
    uint64_t room;
    struct seen* next;
};

static struct seen* g_seen[MAX_DEPTH + 1]; /* by depth; 0: the globals */
static struct seen* g_free;
static char* g_pool;
static uint64_t g_poolLeft;

static void* take(uint64_t n)
{
    n = (n + 15) & ~15ull;
    if (n > g_poolLeft) {
        const uint64_t chunk = n > (16u << 20) ? n : (16u << 20);
        g_pool = grab(chunk);
        g_poolLeft = g_pool ? chunk : 0;
        if (!g_pool)
            return 0;
    }
    void* p = g_pool;
    g_pool += n;
    g_poolLeft -= n;
    return p;
}

static void forget(int depth)
{
    struct seen* s = g_seen[depth];
    while (s) {
        struct seen* next = s->next;
        s->next = g_free;
        g_free = s;
        s = next;
    }
    g_seen[depth] = 0;
}

static struct seen* find(int depth, uint32_t name)
{
    for (struct seen* s = g_seen[depth]; s; s = s->next)
        if (s->name == name)
            return s;
    return 0;
}

/* Reads the variable; true when its bytes differ from those last seen under its name at that depth
   (which are then its new ones, in the scratch area). */
static int changed(const uint32_t* v, uintptr_t base, int depth)
{
    const uint32_t where = v[1];
    const int64_t offset = (int64_t)((uint64_t)v[2] | ((uint64_t)v[3] << 32));
    uintptr_t at = where == SB_FRAME || where == SB_FRAME_REFERENCE ? base + (uintptr_t)offset : (uintptr_t)offset;
    g_scratchUsed = 0;
    g_copiesUsed = 0;
    g_overflow = 0;
    const uint32_t shape = v[4];
    const uint32_t own = word(shape + 1);
    if (where == SB_FRAME_REFERENCE || where == SB_ADDRESS_REFERENCE) {
        uintptr_t target = 0;
        if (!readMemory(&target, at, 8) || !target) {
            emit8(SB_READ_FAILED);
            at = 0;
        } else {
            emit8(SB_READ_OK);
            at = target;
        }
    }
    if (at) {
        const char* p = readable(at, own) ? (const char*)at : copied(at, own);
        if (p)
            value(shape, p, at);
        else
            emit8(SB_READ_FAILED);
    }
    if (g_overflow)
        return 0;
    struct seen* s = find(depth, v[0]);
    if (s && s->length == g_scratchUsed && same(s->bytes, g_scratch, g_scratchUsed))
        return 0;
    if (!s) {
        s = g_free;
        if (s)
            g_free = s->next;
        else if (!(s = (struct seen*)take(sizeof *s)))
            return 0;
        s->bytes = 0;
        s->room = 0;
        s->name = v[0];
        s->next = g_seen[depth];
        g_seen[depth] = s;
    }
    if (s->room < g_scratchUsed) {
        s->room = g_scratchUsed < 64 ? 64 : g_scratchUsed * 2;
        s->bytes = (char*)take(s->room);
        if (!s->bytes) {
            s->room = 0;
            return 0;
        }
    }
    copy(s->bytes, g_scratch, g_scratchUsed);
    s->length = (uint32_t)g_scratchUsed;
    return 1;
}

static const uint32_t* variables(uint32_t list, uint32_t* count)
{
    *count = word(list);
    if ((uint64_t)list + 1 + (uint64_t)*count * SB_VARIABLE_WORDS > g_planWords)
        *count = 0;
    return g_plan + list + 1;
}

/* The changes of the variables of `list` at `depth`, as `kind` events; `site` for a caller's. Names that
   are no longer in scope are forgotten (the recorder says so itself, from the plan). */
static void changes(uint32_t list, uintptr_t base, int depth, char kind, uint32_t site)
{
    uint32_t count;
    const uint32_t* v = variables(list, &count);
    for (uint32_t i = 0; i < count; ++i, v += SB_VARIABLE_WORDS) {
        if (!changed(v, base, kind == 'G' ? 0 : depth))
            continue;
        put8(kind);
        if (kind != 'G')
            put32((uint32_t)depth);
        if (kind == 'W')
            put32(site);
        put32(i);
        put32((uint32_t)g_scratchUsed);
        putBytes(g_scratch, g_scratchUsed);
    }
    if (kind != 'V')
        return;
    /* out of scope here: forgotten, as the recorder forgets them */
    struct seen** link = &g_seen[depth];
    while (*link) {
        struct seen* s = *link;
        int inScope = 0;
        const uint32_t* w = variables(list, &count);
        for (uint32_t i = 0; i < count && !inScope; ++i, w += SB_VARIABLE_WORDS)
            inScope = w[0] == s->name;
        if (inScope) {
            link = &s->next;
        } else {
            *link = s->next;
            s->next = g_free;
            g_free = s;
        }
    }
}

/* ---- The stops ---- */

struct frame {
    uintptr_t base; /* the frame pointer: a frame's own while it lives */
    uint32_t function;
};

static uint64_t g_limit; /* the most lines */
static uint64_t g_outputCap;
static uint64_t g_count;
static int g_state; /* 0 before main, 1 in it, 2 after it returned */
static struct frame g_frames[MAX_DEPTH];
static int g_depth;
static uint32_t g_known[MAX_DEPTH]; /* the frames' names as the record last said them */
static int g_knownDepth;
static int g_lastLine = -1, g_lastDepth = -1;
static uintptr_t g_resume; /* where the frame of the last stop returns to */
static int g_lineOfDepth[MAX_DEPTH + 1];
/* per depth: the site and frame pointer of its last stop as the innermost frame (0: none) */
static uint32_t g_infoSite[MAX_DEPTH + 1];
static uintptr_t g_infoBase[MAX_DEPTH + 1];
static int g_infoTop;
static uint64_t g_ioSaid[2];

static uint64_t number(const char* s)
{
    uint64_t v = 0;
    while (s && *s >= '0' && *s <= '9')
        v = v * 10 + (uint64_t)(*s++ - '0');
    return v;
}

/* SB_PROBE_COUNT: the stops counted here alone, nothing recorded */
static volatile uint64_t* g_counted;

static void inChild(void) /* a process the program starts records nothing */
{
    g_out = 0;
    g_counted = 0;
}

/* A byte of each thread's own: its address tells the thread that ran the program's constructors, main's,
   from those the program starts, whose lines the runtime does not record (they run unseen; what they
   change shows at main's next line). */
static __thread char t_thread __attribute__((tls_model("local-exec")));
static const char* g_mainThread;
static int onMainThread(void) { return &t_thread == g_mainThread; }

static void start(void)
{
    const char* path = getenv("SB_PROBE_RECORD");
    g_limit = number(getenv("SB_LIMIT"));
    g_size = number(getenv("SB_PROBE_RECORD_SIZE"));
    g_outputCap = number(getenv("SB_OUTPUT_CAP"));
    const char* countPath = getenv("SB_PROBE_COUNT");
    if (countPath && !path) {
        int fd = open(countPath, O_RDWR | O_CREAT | O_TRUNC, 0600);
        if (fd < 0 || ftruncate(fd, 8) != 0)
            return;
        void* m = mmap(0, 8, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
        close(fd);
        if (m == MAP_FAILED)
            return;
        g_outputCap = 0; /* the sandbox's limit on the output holds instead: a count has no end to write */
        g_mainThread = &t_thread;
        pthread_atfork(0, 0, inChild);
        g_counted = (volatile uint64_t*)m;
        return;
    }
    if (!path || g_size < 8 + 2 * END_ROOM)
        return;
    int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
    if (fd < 0 || ftruncate(fd, (off_t)g_size) != 0)
        return;
    void* m = mmap(0, g_size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    close(fd);
    if (m == MAP_FAILED)
        return;
    const char* planPath = getenv("SB_PROBE_PLAN");
    if (planPath && (fd = open(planPath, O_RDONLY)) >= 0) {
        const off_t bytes = lseek(fd, 0, SEEK_END);
        void* p = bytes >= 20 ? mmap(0, (size_t)bytes, PROT_READ, MAP_PRIVATE, fd, 0) : MAP_FAILED;
        close(fd);
        if (p != MAP_FAILED && ((const uint32_t*)p)[0] == SB_PLAN_MAGIC && ((const uint32_t*)p)[1] == __sb_site_count) {
            g_plan = (const uint32_t*)p;
            g_planWords = (uint64_t)bytes / 4;
            g_scratchSize = g_copiesSize = 256u << 20;
            g_scratch = grab(g_scratchSize);
            g_copies = grab(g_copiesSize);
            if (!g_scratch || !g_copies)
                g_plan = 0;
        }
    }
    const char* progress = getenv("SB_PROGRESS");
    if (progress)
        g_progress = open(progress, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    /* where the heap starts: the allocator may have used it before this runs */
    g_heapLow = (uintptr_t)sys3(SYS_brk, 0, 0, 0);
    if ((fd = open("/proc/self/maps", O_RDONLY)) >= 0) {
        char maps[8192];
        const ssize_t got = read(fd, maps, sizeof maps - 1);
        close(fd);
        for (ssize_t i = 0; got > 0 && i < got; ++i) {
            if (i > 0 && maps[i - 1] != '\n')
                continue;
            uintptr_t low = 0;
            ssize_t j = i;
            for (; j < got && maps[j] != '-'; ++j)
                low = low * 16 + (uintptr_t)(maps[j] <= '9' ? maps[j] - '0' : maps[j] - 'a' + 10);
            ssize_t end = j;
            while (end < got && maps[end] != '\n')
                ++end;
            if (end - 6 > j && maps[end - 6] == '[' && maps[end - 5] == 'h' && low < g_heapLow)
                g_heapLow = low;
        }
    }
    g_stackHigh = ((uintptr_t)__libc_stack_end + 4095) & ~(uintptr_t)4095;
    g_mainThread = &t_thread;
    pthread_atfork(0, 0, inChild);
    g_out = (char*)m;
}

void __sb_on_own_stack(void (*run)(void));

__attribute__((constructor)) static void sbStart(void) { __sb_on_own_stack(start); }

static uint64_t position(int fd)
{
    const long at = sys3(SYS_lseek, fd, 0, SEEK_CUR);
    return at < 0 ? 0 : (uint64_t)at;
}

/* The input the program has taken: what was read from the file, less what stdio holds unread. */
static uint64_t taken(void)
{
    uint64_t read = position(0);
    const char* const* pointers = (const char* const*)(_IO_2_1_stdin_ + 8);
    const int64_t unread = pointers[1] - pointers[0];
    if (unread > 0)
        read -= (uint64_t)unread < read ? (uint64_t)unread : read;
    return read;
}

static void writeProgress(void)
{
    char text[12];
    uint64_t v = g_count;
    for (int i = 11; i >= 0; --i) {
        text[i] = v || i == 11 ? (char)('0' + v % 10) : ' ';
        v /= 10;
    }
    sys6(SYS_pwrite64, g_progress, (long)text, 12, 0, 0, 0);
}

static void stop(int why)
{
    if (g_full) {
        g_used = *(volatile uint64_t*)g_out; /* the stop that did not fit goes; its end takes the room kept */
        why = SB_END_FULL;
    }
    const char end[2] = {'E', (char)why};
    copy(g_out + 8 + g_used, end, 2);
    g_used += 2;
    *(volatile uint64_t*)g_out = g_used;
    sys3(SYS_kill, sys3(SYS_getpid, 0, 0, 0), 9, 0);
}

/* A function of the program's returns: `at` is where its `ret` finds the return address, one word above
   its frame pointer's saved value, the frame's base. It and any frame below it are gone. */
void __sb_left(uintptr_t at)
{
    if (!onMainThread())
        return;
    while (g_depth > 0 && g_frames[g_depth - 1].base <= at - 8)
        --g_depth;
}

void __sb_line(uint64_t site, uintptr_t base)
{
    if ((!g_out && !g_counted) || site >= __sb_site_count || g_state == 2 || !onMainThread())
        return;
    const uint32_t function = __sb_site_function[site];
    if (g_state == 0) {
        if ((int32_t)function != __sb_main_function)
            return; /* the file's objects made before main: a debugger started at main sees none */
        g_state = 1;
    }
    while (g_depth > 0 && g_frames[g_depth - 1].base < base)
        --g_depth;
    if (g_depth > 0 && g_frames[g_depth - 1].base == base) {
        g_frames[g_depth - 1].function = function;
    } else {
        if (g_depth == 0 && (int32_t)function != __sb_main_function) {
            g_state = 2; /* main has returned: what runs after it is not its run */
            return;
        }
        if (g_depth == MAX_DEPTH)
            return;
        g_frames[g_depth].base = base;
        g_frames[g_depth].function = function;
        ++g_depth;
    }
    const int line = (int)__sb_site_line[site];
    if (line == g_lastLine && g_depth == g_lastDepth) {
        if (g_outputCap && position(1) > g_outputCap)
            stop(SB_END_OUTPUT);
        return;
    }
    const int returned = g_lastDepth > g_depth;
    const uintptr_t resume = g_resume;
    g_resume = *(const uintptr_t*)(base + 8);
    if (returned && __sb_site_address[site] != resume && g_lineOfDepth[g_depth] == line) {
        g_lastLine = line;
        g_lastDepth = g_depth;
        return;
    }
    g_lineOfDepth[g_depth] = line;
    if (g_counted) {
        *g_counted = ++g_count;
        g_lastLine = line;
        g_lastDepth = g_depth;
        if (g_count > g_limit)
            sys3(SYS_kill, sys3(SYS_getpid, 0, 0, 0), 9, 0);
        return;
    }
    if (++g_count > g_limit)
        stop(SB_END_LIMIT);
    if (g_progress >= 0 && (g_count & 4095) == 0)
        writeProgress();
    const int depth = g_depth;
    /* the frames whose names changed since the record last said them */
    int first = 0;
    const uint32_t* sites = g_plan ? g_plan + word(2) : 0;
    while (first < depth && first < g_knownDepth && __sb_function_frame[g_frames[first].function] == g_known[first])
        ++first; /* a frame is known by its name: two functions named alike are one */
    for (int d = first; d < depth; ++d) {
        g_known[d] = __sb_function_frame[g_frames[d].function];
        put8('F');
        put32((uint32_t)d + 1);
        put32(g_known[d]);
        if (g_plan)
            forget(d + 1);
    }
    if (g_plan)
        for (int d = depth; d < g_knownDepth; ++d)
            forget(d + 1);
    g_knownDepth = depth;
    put8('L');
    put32((uint32_t)site);
    put32((uint32_t)depth);
    if (g_plan) {
        g_heapHigh = (uintptr_t)sys3(SYS_brk, 0, 0, 0);
        g_stackLow = __sb_program_sp;
        changes(sites[site], base, depth, 'V', 0);
        for (int d = depth + 1; d <= g_infoTop; ++d)
            g_infoSite[d] = 0;
        g_infoTop = depth;
        g_infoSite[depth] = (uint32_t)site + 1;
        g_infoBase[depth] = base;
        for (int d = depth - 1; d >= 1 && d > depth - 1 - OUTER_FRAMES; --d)
            if (g_infoSite[d] && g_frames[d - 1].base == g_infoBase[d])
                changes(sites[g_infoSite[d] - 1], g_infoBase[d], d, 'W', g_infoSite[d] - 1);
        changes(word(3), 0, 0, 'G', 0);
        const uint64_t now[2] = {taken(), position(1)};
        if (g_outputCap && now[1] > g_outputCap)
            stop(SB_END_OUTPUT);
        for (int i = 0; i < 2; ++i)
            if (now[i] != g_ioSaid[i]) {
                g_ioSaid[i] = now[i];
                put8(i ? 'O' : 'I');
                put64(now[i]);
            }
    }
    commit();
    g_lastLine = line;
    g_lastDepth = depth;
}
