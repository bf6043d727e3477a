/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The runtime linked into a program built by the probe recorder. Every probe calls __sb_line with its
   number and the frame pointer of the function it is in; it keeps the rules of the debugger recorder
   (gdbrecord.py) for where a line stops: the first stop is main's first line, two stops in a row on one
   line of one frame are one, and a return into the middle of a line already stopped on is no new stop.
   Each stop is written as the debugger recorder writes it ("L 12 main/f") into a file shared with the
   recorder (SB_PROBE_RECORD), mapped, so that what was written stays there however the program ends.
   Built with -mgeneral-regs-only and no calls into the C library on the way of a probe: the program's
   floating-point and vector registers are never touched. */
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

extern const uint64_t __sb_site_address[];
extern const uint32_t __sb_site_count;
extern const uint32_t __sb_site_line[];
extern const uint32_t __sb_site_function[];
extern const uint32_t __sb_function_count;
extern const int32_t __sb_main_function;
extern const char* const __sb_function_name[];

enum { MAX_DEPTH = 1 << 16 };

struct frame {
    uintptr_t base; /* the frame pointer: a frame's own while it lives */
    uint32_t function;
};

static char* g_out;        /* the shared record */
static uint64_t g_size;    /* its bytes */
static uint64_t g_used;
static uint64_t g_limit;   /* the most lines */
static uint64_t g_count;
static int g_state;        /* 0 before main, 1 in it, 2 after it returned */
static struct frame g_frames[MAX_DEPTH];
static int g_depth;
static int g_lastLine = -1, g_lastDepth = -1;
static uintptr_t g_resume; /* where the frame of the last stop returns to */
static int g_lineOfDepth[MAX_DEPTH + 1];

static void put(const char* s)
{
    while (*s && g_used < g_size)
        g_out[g_used++] = *s++;
}

static void putNumber(uint64_t v)
{
    char digits[24];
    int n = 0;
    do {
        digits[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    while (n && g_used < g_size)
        g_out[g_used++] = digits[--n];
}

static uint64_t number(const char* s)
{
    uint64_t v = 0;
    while (s && *s >= '0' && *s <= '9')
        v = v * 10 + (uint64_t)(*s++ - '0');
    return v;
}

__attribute__((constructor)) static void sbStart(void)
{
    const char* path = getenv("SB_PROBE_RECORD");
    g_limit = number(getenv("SB_LIMIT"));
    g_size = number(getenv("SB_PROBE_RECORD_SIZE"));
    if (!path || !g_size)
        return;
    const int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
    if (fd < 0 || ftruncate(fd, (off_t)g_size) != 0)
        return;
    void* m = mmap(0, g_size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    close(fd);
    if (m != MAP_FAILED)
        g_out = (char*)m;
}

/* A function of the program's returns: `at` is where its `ret` finds the return address, one word above
   its frame pointer's saved value, the frame's base. It and any frame below it are gone. */
void __sb_left(uintptr_t at)
{
    while (g_depth > 0 && g_frames[g_depth - 1].base <= at - 8)
        --g_depth;
}

void __sb_line(uint64_t site, uintptr_t base)
{
    if (!g_out || site >= __sb_site_count || g_state == 2)
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
    if (line == g_lastLine && g_depth == g_lastDepth)
        return;
    const int returned = g_lastDepth > g_depth;
    const uintptr_t resume = g_resume;
    g_resume = *(const uintptr_t*)(base + 8);
    if (returned && __sb_site_address[site] != resume && g_lineOfDepth[g_depth] == line) {
        g_lastLine = line;
        g_lastDepth = g_depth;
        return;
    }
    g_lineOfDepth[g_depth] = line;
    if (++g_count > g_limit) {
        put("E limit\n");
        kill(getpid(), SIGKILL);
    }
    put("L ");
    putNumber((uint64_t)line);
    put(" ");
    for (int i = 0; i < g_depth; ++i) {
        if (i)
            put("/");
        put(__sb_function_name[g_frames[i].function]);
    }
    put("\n");
    g_lastLine = line;
    g_lastDepth = g_depth;
}
