# SPDX-License-Identifier: GPL-3.0-or-later
"""Records a real run of a C++ program under gdb: the lines where gdb's `step` stops.

Run as `gdb -q -batch -nx -x gdbrecord.py PROGRAM` with, in the environment:
    SB_SOURCE  the program's source file (only its lines are recorded)
    SB_STDIN, SB_STDOUT  the files the program reads and writes
    SB_RECORD  where the record goes, SB_LIMIT  the most lines, SB_VARS  1 to record variables
    SB_MODE    `step` to walk with gdb's step itself; otherwise breakpoints at every line start
    SB_NAMES   the variables to record, comma-separated (empty: every variable)
The record has the layout of pyrecord.py's. Code of the system's headers and libraries is
stepped over (`skip -gfi /usr/*`), as a student's debugger would be set up to do; two stops in
a row on one line of one frame are one record.
"""
import os
import struct

import gdb

MAX_ITEMS = 10000


def shell_quoted(path):
    return "'" + path.replace("'", "'\\''") + "'"


_FORMATS = {1: "b", 2: "h", 4: "i", 8: "q"}


def scalar_items(address, count, element):
    """Up to MAX_ITEMS integers of `element` type at `address`, read in one go; None if not integers."""
    element = element.strip_typedefs()
    size = element.sizeof
    if element.code not in (gdb.TYPE_CODE_INT, gdb.TYPE_CODE_CHAR, gdb.TYPE_CODE_BOOL, gdb.TYPE_CODE_ENUM) \
            or size not in _FORMATS:
        return None
    shown = min(count, MAX_ITEMS)
    memory = gdb.selected_inferior().read_memory(address, shown * size)
    signed = element.code != gdb.TYPE_CODE_BOOL and getattr(element, "is_signed", True)
    form = _FORMATS[size] if signed else _FORMATS[size].upper()
    items = [str(v) for v in struct.unpack("<%d%s" % (shown, form), bytes(memory))]
    if count > MAX_ITEMS:
        items.append("...")
    return "[" + ", ".join(items) + "]"


def text(value, depth=0):
    """A value as one line, in the layout of pyrecord.py: numbers, [a, b], {a=1, b=2}."""
    try:
        t = value.type.strip_typedefs()
        code = t.code
        if code == gdb.TYPE_CODE_REF or code == gdb.TYPE_CODE_RVALUE_REF:
            return text(value.referenced_value(), depth)
        if code == gdb.TYPE_CODE_BOOL:
            return "1" if bool(value) else "0"
        if code in (gdb.TYPE_CODE_INT, gdb.TYPE_CODE_CHAR, gdb.TYPE_CODE_ENUM):
            return str(int(value))
        if code == gdb.TYPE_CODE_FLT:
            return repr(float(value))
        if depth > 4:
            return "?"
        if code == gdb.TYPE_CODE_ARRAY:
            low, high = t.range()
            count = high - low + 1
            fast = scalar_items(int(value.address), count, t.target()) if value.address is not None else None
            if fast is not None:
                return fast
            items = [text(value[low + i], depth + 1) for i in range(min(count, MAX_ITEMS))]
            if count > MAX_ITEMS:
                items.append("...")
            return "[" + ", ".join(items) + "]"
        if code == gdb.TYPE_CODE_STRUCT:
            name = t.tag or t.name or ""
            if name.startswith("std::vector<") and not name.startswith("std::vector<bool"):
                start = value["_M_impl"]["_M_start"]
                count = int(value["_M_impl"]["_M_finish"] - start)
                if count < 0 or count > 100000000:
                    return "?"
                fast = scalar_items(int(start), count, start.type.target())
                if fast is not None:
                    return fast
                items = [text((start + i).dereference(), depth + 1) for i in range(min(count, MAX_ITEMS))]
                if count > MAX_ITEMS:
                    items.append("...")
                return "[" + ", ".join(items) + "]"
            if name.startswith("std::__cxx11::basic_string<char") or name.startswith("std::basic_string<char"):
                length = int(value["_M_string_length"])
                s = value["_M_dataplus"]["_M_p"].string(encoding="latin-1", length=length)
                return '"' + s.replace("\\", "\\\\").replace("\n", "\\n").replace('"', '\\"') + '"'
            if name.startswith("std::array<"):
                return text(value["_M_elems"], depth)
            fields = [f for f in t.fields() if not f.is_base_class and f.name and not f.artificial]
            return "{" + ", ".join(f.name + "=" + text(value[f.name], depth + 1) for f in fields) + "}"
    except gdb.error:
        return "?"
    return "?"


_paths = {}


def is_source(symtab, source):
    """Whether `symtab` is the program's file (real paths, looked up once per file name)."""
    if symtab is None:
        return False
    name = symtab.filename
    known = _paths.get(name)
    if known is None:
        known = _paths[name] = os.path.realpath(symtab.fullname()) == source
    return known


def listing_frames(frame, source):
    """The names of the program's own frames, outermost first; main is the outermost there is."""
    names = []
    while frame is not None:
        if is_source(frame.find_sal().symtab, source):
            name = frame.name() or "?"
            names.append(name)
            if name == "main":
                break
        frame = frame.older()
    return list(reversed(names))


_first_pcs = {}


def first_pc(symtab, line):
    """The lowest address of the code of `line` in `symtab`'s line table; -1 when it has none."""
    key = (symtab.filename, line)
    known = _first_pcs.get(key)
    if known is None:
        entries = symtab.linetable().line(line) or ()
        known = _first_pcs[key] = min((e.pc for e in entries), default=-1)
    return known


ONLY = set(filter(None, os.environ.get("SB_NAMES", "").split(",")))  # empty: every variable


def wanted(name):
    return not ONLY or name in ONLY


def locals_of(frame, source):
    """The variables in scope at the frame's line, innermost block first, without repeats."""
    seen = set()
    found = []
    try:
        block = frame.block()
    except RuntimeError:
        return found
    sal = frame.find_sal()
    line = sal.line
    # Past the first code of its line, the program has run a declaration on that line: a `for`
    # header is visited again for the next turn, its variable made on the first visit.
    first = first_pc(sal.symtab, line)
    into_line = 0 <= first < frame.pc()
    while block is not None and not block.is_global and not block.is_static:
        for symbol in block:
            # A variable declared below this line, or on it before it runs, is not made yet.
            declared = symbol.is_argument or symbol.line < line or (symbol.line == line and into_line)
            if (symbol.is_variable or symbol.is_argument) and declared and symbol.name not in seen \
                    and wanted(symbol.name):
                seen.add(symbol.name)
                found.append((symbol.name, text(symbol.value(frame))))
        if block.function is not None:
            break
        block = block.superblock
    return found


def globals_of(frame, source):
    """The program's file-level variables: those of its file's static block (`static`, and names
    in no namespace's reach) and of its global block (every other variable of the file)."""
    found = []
    try:
        blocks = (frame.block().static_block, frame.block().global_block)
    except RuntimeError:
        return found
    seen = set()
    for block in blocks:
        for symbol in block:
            if symbol.is_variable and symbol.name not in seen and wanted(symbol.name) \
                    and is_source(symbol.symtab, source):
                seen.add(symbol.name)
                found.append((symbol.name, text(symbol.value(frame))))
    return found


class Recorder:
    """Writes one record per stop, as pyrecord.py does; two stops in a row on one line of one frame are one."""

    def __init__(self, source, limit, with_vars, record, finish_lines=False):
        self.source, self.limit, self.with_vars, self.record = source, limit, with_vars, record
        self.finish_lines = finish_lines
        self.count = 0
        self.last = None
        self.line_of_depth = {}
        self.resume_pc = None  # where the last stop's frame returns to in its caller
        self.end = "E finished"

    def stop_here(self, frame):
        """Records the frame's line; False once the limit is passed."""
        frames = listing_frames(frame, self.source)
        sal = frame.find_sal()
        here = (sal.line, len(frames))
        if here == self.last:
            return True
        returned = self.last is not None and self.last[1] > here[1]
        resume_pc, self.resume_pc = self.resume_pc, None
        if self.finish_lines:
            caller = frame.older()
            self.resume_pc = caller.pc() if caller is not None else None
        # Back from a call in the middle of a line, `step` finishes that line before it stops: a
        # later part of the caller's line (`dem += f(...)` adds after the call) is no new stop. Had
        # the call returned to the very start of a part (`if (f(...))` tests there), it would be.
        if self.finish_lines and returned and frame.pc() != resume_pc \
                and self.line_of_depth.get(here[1]) == here[0]:
            self.last = here
            return True
        self.line_of_depth[here[1]] = here[0]
        self.count += 1
        if self.count > self.limit:
            self.end = "E limit"
            return False
        if self.count % 256 == 0:
            self.record.flush()  # a run killed at its time limit keeps most of what it recorded
        self.record.write("L %d %s\n" % (sal.line, "/".join(frames)))
        if self.with_vars:
            for name, value in locals_of(frame, self.source):
                self.record.write("V %s %s\n" % (name, value))
            for name, value in globals_of(frame, self.source):
                self.record.write("G %s %s\n" % (name, value))
        self.last = here
        return True


def in_source(frame, source):
    return is_source(frame.find_sal().symtab, source)


def run_stepping(recorder):
    """gdb's own `step`, one line at a time: the definition of a stop."""
    while gdb.selected_inferior().pid != 0:
        frame = gdb.selected_frame()
        if not listing_frames(frame, recorder.source):
            # Out of main: let the program end by itself (its buffers are flushed at exit).
            gdb.execute("continue", to_string=True)
            return
        if in_source(frame, recorder.source) and not recorder.stop_here(frame):
            gdb.execute("kill", to_string=True)
            return
        gdb.execute("step", to_string=True)


class LineStart(gdb.Breakpoint):
    """A breakpoint at the first instruction of one line-table entry; it records and runs on."""

    def __init__(self, pc, recorder):
        super().__init__("*%d" % pc, internal=True)
        self.recorder = recorder

    def stop(self):
        if self.recorder.stop_here(gdb.selected_frame()):
            return False
        return True  # past the limit: stop, and the caller kills the program


def run_at_line_starts(recorder, symtab):
    """A breakpoint where every line of the program starts, then `continue`: the stops of `step`,
    with the code between them (a loop written on one line, the library) at native speed. A
    function's first entry is its prologue, which `step` passes by, so it gets none."""
    entries = set()
    for item in symtab.linetable():
        if item.line > 0:
            entries.add(item.pc)
    starts = set()
    for pc in entries:
        block = gdb.block_for_pc(pc)
        while block is not None and block.function is None:
            block = block.superblock
        if block is not None and block.start == pc:
            starts.add(pc)
    for pc in sorted(entries - starts):
        LineStart(pc, recorder)
    gdb.execute("continue", to_string=True)
    if gdb.selected_inferior().pid != 0:
        gdb.execute("kill", to_string=True)


def main():
    source = os.path.realpath(os.environ["SB_SOURCE"])
    record = open(os.environ["SB_RECORD"], "w", encoding="utf-8")
    stepping = os.environ.get("SB_MODE") == "step"
    recorder = Recorder(source, int(os.environ["SB_LIMIT"]), os.environ.get("SB_VARS") == "1", record,
                        finish_lines=not stepping)
    commands = ["set pagination off", "set confirm off", "set print thread-events off",
                "set startup-with-shell on", "skip -rfu ^std::", "skip -rfu ^__gnu_cxx::"]
    # A file glob's * stops at a slash: one pattern per depth under /usr.
    commands += ["skip -gfi /usr" + "/*" * depth for depth in range(1, 9)]
    for command in commands:
        gdb.execute(command, to_string=True)
    gdb.execute("tbreak main", to_string=True)
    gdb.execute("run < %s > %s" % (shell_quoted(os.environ["SB_STDIN"]), shell_quoted(os.environ["SB_STDOUT"])),
                to_string=True)
    if stepping:
        run_stepping(recorder)
    else:
        frame = gdb.selected_frame()
        recorder.stop_here(frame)  # main's first line, where the temporary breakpoint stopped
        run_at_line_starts(recorder, frame.find_sal().symtab)
    record.write(recorder.end + "\n")
    record.close()


try:
    main()
except Exception as e:  # the record says why it stopped; gdb's batch mode would only print it
    with open(os.environ["SB_RECORD"], "a", encoding="utf-8") as f:
        f.write("E error %s\n" % str(e).replace("\n", " "))
