# SPDX-License-Identifier: GPL-3.0-or-later
"""Records a real run of a C++ program under gdb: the lines where gdb's `step` stops.

Run as `gdb -q -batch -nx -x gdbrecord.py PROGRAM` with, in the environment:
    SB_SOURCE  the program's source file (only its lines are recorded)
    SB_STDIN, SB_STDOUT  the files the program reads and writes
    SB_RECORD  where the record goes, SB_LIMIT  the most lines, SB_VARS  1 to record variables
    SB_MODE    `step` to walk with gdb's step itself; otherwise breakpoints at line starts: those that could
               only repeat the stop before them left out, but with `every-line-start`
    SB_NAMES   the variables to record, comma-separated (empty: every variable)
The record has the layout of pyrecord.py's (SB_DELTA=1: its records of what changed, a caller's too, and
SB_PROGRESS a file that gets the count of lines recorded now and then). Code of the system's headers and libraries is
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
        if code == gdb.TYPE_CODE_UNION:
            return fields_text(value, t, depth)
        if code == gdb.TYPE_CODE_STRUCT:
            name = t.tag or t.name or ""
            if name.startswith("std::vector<bool"):
                return bits_text(value["_M_impl"])
            if name.startswith("std::vector<"):
                start = value["_M_impl"]["_M_start"]
                count = int(value["_M_impl"]["_M_finish"] - start)
                if count < 0 or count > 100000000:
                    return "?"
                fast = scalar_items(int(start), count, start.type.strip_typedefs().target())
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
            if name.startswith(("std::stack<", "std::queue<", "std::priority_queue<")):
                # What it adapts: a deque from the bottom or the front; a priority queue's vector, its heap.
                return text(value["c"], depth)
            if name.startswith("std::deque<"):
                return deque_text(value, t, depth)
            if name.endswith(">"):  # not a class of its own inside one (std::map<...>::value_compare)
                shown = container_text(value, t, name, depth)
                if shown is not None:
                    return shown
            return fields_text(value, t, depth)
    except Exception:  # gdb.error, or bytes that are no such value (not made yet), or a type gdb cannot take apart
        return "?"
    return "?"


def own_fields(value, t):
    """A struct's or a union's data members as (name, value): its own, not its bases', nor its static
    members (the class's, not the object's: a global of their own, `Counter::made`); those of an anonymous
    struct or union in it as its own."""
    found = []
    for f in t.fields():
        if f.is_base_class or f.artificial or not hasattr(f, "bitpos"):
            continue
        if f.name:
            found.append((f.name, value[f]))
        elif f.type.strip_typedefs().code in (gdb.TYPE_CODE_STRUCT, gdb.TYPE_CODE_UNION):
            found += own_fields(value[f], f.type.strip_typedefs())
    return found


def fields_text(value, t, depth):
    """A struct or a union as its fields, {a=1, b=2}: every member of a union, as it reads its bytes."""
    return "{" + ", ".join(name + "=" + text(v, depth + 1) for name, v in own_fields(value, t)) + "}"


def bits_text(impl):
    """A std::vector<bool>'s items as a list of 0 and 1: bits of words of 64, from the start iterator's
    word and bit to the finish iterator's."""
    start, finish = impl["_M_start"], impl["_M_finish"]
    first, skip = int(start["_M_p"]), int(start["_M_offset"])
    count = (int(finish["_M_p"]) - first) * 8 + int(finish["_M_offset"]) - skip
    if count < 0 or count > 100000000:
        return "?"
    shown = min(count, MAX_ITEMS)
    data = bytes(gdb.selected_inferior().read_memory(first, (skip + shown + 7) // 8)) if shown else b""
    items = [str(data[i >> 3] >> (i & 7) & 1) for i in range(skip, skip + shown)]
    if count > MAX_ITEMS:
        items.append("...")
    return "[" + ", ".join(items) + "]"


def deque_text(value, t, depth):
    """A std::deque's items, front first, as a list: libstdc++ keeps them in buffers of 512 bytes (or
    one item, when larger) that a map of nodes lists in order."""
    impl = value["_M_impl"]
    start, finish = impl["_M_start"], impl["_M_finish"]
    size = t.template_argument(0).strip_typedefs().sizeof
    per = 512 // size if 0 < size < 512 else 1
    node, cur, last = start["_M_node"], start["_M_cur"], start["_M_last"]
    end_node, end_cur = finish["_M_node"], finish["_M_cur"]
    try:
        nodes = int(end_node - node)
    except gdb.error:
        return "?"
    if nodes < 0 or nodes > (MAX_ITEMS + per) // per + 1 and nodes > 1 << 16:
        return "?"  # not made yet: what its bytes hold is not a deque
    items = []
    while (node != end_node or cur != end_cur) and len(items) <= MAX_ITEMS:
        if len(items) == MAX_ITEMS:
            items.append("...")
            break
        items.append(text(cur.dereference(), depth + 1))
        cur += 1
        if cur == last:
            node += 1
            if node == end_node and end_cur == node.dereference():
                break
            cur = node.dereference()
            last = cur + per
    return "[" + ", ".join(items) + "]"


_TREES = ("std::set<", "std::multiset<", "std::map<", "std::multimap<")
_HASHED = ("std::unordered_set<", "std::unordered_multiset<", "std::unordered_map<", "std::unordered_multimap<")
_KEYED = ("std::map<", "std::multimap<", "std::unordered_map<", "std::unordered_multimap<")


def container_text(value, t, name, depth):
    """The text of the library's other containers, read from libstdc++'s layout as it lies in memory
    (no call into the program, no pretty-printer); None when `name` is none of them.
    - set, multiset, unordered_set, unordered_multiset, list, forward_list: their items as a list, `[1, 2, 3]`, in
      the order the program's iterators visit them (a tree's in order; a hash table's along its list);
    - map, multimap, unordered_map, unordered_multimap: a dict as pyrecord.py writes Python's,
      `{1: [2, 3], 4: []}`, key `: ` value in the iterators' order, a key in its own text (a string
      quoted): the layout parseProgramValue reads as a Record named by its keys' text;
    - bitset<N>: a list of its N bits, 0 or 1, from bit 0;
    - tuple: a list of its items, as pyrecord.py writes Python's tuples (a pair stays {first=, second=}).
    At most MAX_ITEMS items, then "..." (`, ...` in a dict); "?" for bytes that are no such container."""
    if name.startswith(_TREES):
        kind = value["_M_t"].type.strip_typedefs().template_argument(1)
        nodes = tree_nodes(value["_M_t"]["_M_impl"])
        return items_text(nodes, aligned(32, kind), kind, name.startswith(_KEYED), depth)
    if name.startswith(_HASHED):
        kind = value["_M_h"].type.strip_typedefs().template_argument(1)
        table = value["_M_h"]
        nodes = chain_nodes(int(table["_M_before_begin"].address), int(table["_M_element_count"]), None)
        return items_text(nodes, aligned(8, kind), kind, name.startswith(_KEYED), depth)
    if name.startswith(("std::__cxx11::list<", "std::list<")):
        kind = t.template_argument(0)
        header = value["_M_impl"]["_M_node"]
        at = int(header.address)
        nodes = chain_nodes(at, int(header["_M_size"]), at)
        return items_text(nodes, aligned(16, kind), kind, False, depth)
    if name.startswith("std::forward_list<"):
        kind = t.template_argument(0)
        nodes = chain_nodes(int(value["_M_impl"]["_M_head"].address), None, None)
        return items_text(nodes, aligned(8, kind), kind, False, depth)
    if name.startswith("std::bitset<"):
        return bitset_text(value, t)
    if name.startswith("std::tuple<"):
        return "[" + ", ".join(text(item, depth + 1) for item in tuple_items(value)) + "]"
    return None


def aligned(offset, kind):
    """Where a node's item of type `kind` lies: after the node's links, at the item's alignment."""
    align = max(1, getattr(kind.strip_typedefs(), "alignof", 8))
    return (offset + align - 1) // align * align


def items_text(nodes, offset, kind, keyed, depth):
    """The items at `offset` in each of `nodes`, a list of addresses and whether there are more (None:
    no container), as a list, or as a dict of their `first` and `second` when `keyed`."""
    if nodes is None:
        return "?"
    addresses, more = nodes
    pointer = kind.strip_typedefs().pointer()
    items = [gdb.Value(a + offset).cast(pointer).dereference() for a in addresses]
    if keyed:
        shown = [text(i["first"], depth + 1) + ": " + text(i["second"], depth + 1) for i in items]
    else:
        shown = [text(i, depth + 1) for i in items]
    if more:
        shown.append("...")
    return ("{%s}" if keyed else "[%s]") % ", ".join(shown)


def chain_nodes(start, count, end):
    """The nodes of a linked list whose first link is at `start` (a hash table's before-begin node, a
    list's header) and that holds `count`, each node's link to the next first: at most MAX_ITEMS, and
    whether there are more; None when the links do not go so (a null link, the `end` too soon, a loop).
    A list that keeps no count (`count` None: a forward_list) ends at its null link."""
    if count is not None and (count < 0 or count > 1 << 40):
        return None
    memory = gdb.selected_inferior()
    nodes, seen = [], set()
    node = struct.unpack("<Q", bytes(memory.read_memory(start, 8)))[0]
    while len(nodes) < (MAX_ITEMS if count is None else min(count, MAX_ITEMS)):
        if count is None and node == 0:
            return nodes, False
        if node == 0 or node == end or node in seen:
            return None
        nodes.append(node)
        seen.add(node)
        node = struct.unpack("<Q", bytes(memory.read_memory(node, 8)))[0]
    return nodes, node != 0 if count is None else count > MAX_ITEMS


def tree_nodes(impl):
    """The nodes of a std::set's or std::map's red-black tree in order, as chain_nodes gives a list's:
    each node starts with its colour, parent, left and right links (_Rb_tree_node_base), the header's
    left link is the leftmost node. The walk is bounded: bytes that are no tree end it."""
    header = int(impl["_M_header"].address)
    count = int(impl["_M_node_count"])
    if count < 0 or count > 1 << 40:
        return None
    memory = gdb.selected_inferior()

    def links(node):  # parent, left, right
        return struct.unpack("<QQQ", bytes(memory.read_memory(node + 8, 24)))

    wanted = min(count, MAX_ITEMS)
    budget = 4 * wanted + 256  # a tree's in-order walk takes two hops a node and twice its height
    nodes, seen = [], set()
    node = links(header)[1]
    while len(nodes) < wanted:
        if node == 0 or node == header or node in seen or budget < 0:
            return None
        nodes.append(node)
        seen.add(node)
        if len(nodes) == wanted:
            break
        parent, _, right = links(node)
        if right:  # the leftmost node of the right subtree
            node = right
            left = links(node)[1]
            while left and budget >= 0:
                node, budget = left, budget - 1
                left = links(node)[1]
        else:  # up to the first parent reached from its left
            child, node = node, parent
            while node and node != header and links(node)[2] == child and budget >= 0:
                child, node, budget = node, links(node)[0], budget - 1
        budget -= 1
    return nodes, count > MAX_ITEMS


def bitset_text(value, t):
    """A std::bitset<N>'s bits as a list of 0 and 1, from bit 0: its words' bits, lowest first."""
    bits = int(t.template_argument(0))
    shown = min(bits, MAX_ITEMS)
    if value.address is None or bits < 0:
        return "?"
    data = bytes(gdb.selected_inferior().read_memory(int(value.address), (shown + 7) // 8)) if shown else b""
    items = [str(data[i >> 3] >> (i & 7) & 1) for i in range(shown)]
    if bits > MAX_ITEMS:
        items.append("...")
    return "[" + ", ".join(items) + "]"


def tuple_items(value):
    """A std::tuple's items in order: libstdc++ nests them as bases, each _Tuple_impl<i> holding item i
    in its base _Head_base<i> and the rest in its base _Tuple_impl<i + 1>."""
    found = []
    while value is not None:
        rest = None
        for f in value.type.strip_typedefs().fields():
            base = (f.type.strip_typedefs().tag or "") if f.is_base_class else ""
            if base.startswith("std::_Head_base<"):
                found.append(value[f]["_M_head_impl"])
            elif base.startswith("std::_Tuple_impl<"):
                rest = value[f]
        value = rest
    return found


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


OUTPUT_CAP = int(os.environ.get("SB_OUTPUT_CAP", "0")) or float("inf")
OUTER_FRAMES = 64  # the callers whose variables are read again at every line, the nearest first
ONLY = set(filter(None, os.environ.get("SB_NAMES", "").split(",")))  # empty: every variable


def wanted(name):
    # The compiler's own variables of a range-for (`__for_range`, `__for_begin`, `__for_end`) are not the
    # program's: until their line runs they hold whatever the stack held.
    return (not ONLY or name in ONLY) and not name.startswith("__for_")


def locals_of(frame, source):
    """The variables in scope at the frame's line, innermost block first, without repeats."""
    return [(symbol.name, text(symbol.value(frame))) for symbol in symbols_in_scope(frame)]


def global_symbols(frame, source):
    """The symbols of the program's file-level variables: those of its file's static block
    (`static`, and names in no namespace's reach) and of its global block (every other variable
    of the file)."""
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
                found.append(symbol)
    return found


def globals_of(frame, source):
    """The program's file-level variables, with their values."""
    return [(symbol.name, text(symbol.value(frame))) for symbol in global_symbols(frame, source)]


class Recorder:
    """Writes one record per stop, as pyrecord.py does; two stops in a row on one line of one frame are one."""

    def __init__(self, source, limit, with_vars, record, finish_lines=False, delta=None):
        self.source, self.limit, self.with_vars, self.record = source, limit, with_vars, record
        self.delta = delta
        self.finish_lines = finish_lines
        self.count = 0
        self.repeats = 0
        self.last = None
        self.line_of_depth = {}
        self.resume_pc = None  # where the last stop's frame returns to in its caller
        self.end = "E finished"
        self.both = False  # both records: every stop whole in `record`, and the delta's records beside it

    def stop_here(self, frame):
        """Records the frame's line; False once the limit is passed."""
        if self.delta is not None:
            frames, line = self.delta.at_stop(frame)
        else:
            frames = listing_frames(frame, self.source)
            line = frame.find_sal().line
        here = (line, len(frames))
        if here == self.last:
            self.repeats += 1
            if self.repeats % 256 == 0:
                self.record.flush()  # a loop on one line, stopped at its time limit: what came before stays
            if self.delta is not None and self.delta.position(1) > OUTPUT_CAP:
                self.end = "E error output %d" % OUTPUT_CAP
                return False
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
            if self.delta is not None:
                self.delta.progress(self.count)
        if self.delta is not None and not self.both:
            self.last = here
            return self.delta.write(frame, line, frames)
        self.record.write("L %d %s\n" % (line, "/".join(frames)))
        if self.with_vars:
            for name, value in locals_of(frame, self.source):
                self.record.write("V %s %s\n" % (name, value))
            for name, value in globals_of(frame, self.source):
                self.record.write("G %s %s\n" % (name, value))
        self.last = here
        if self.both:
            return self.delta.write(frame, line, frames)
        return True


def symbols_in_scope(frame):
    """The symbols of the variables in scope at the frame's line, innermost block first, without
    repeats: those locals_of reads."""
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
                found.append(symbol)
        if block.function is not None:
            break
        block = block.superblock
    return found


MAX_FRAME = 1 << 20  # a frame's variables are read at once up to this many bytes

SCALARS = (gdb.TYPE_CODE_INT, gdb.TYPE_CODE_CHAR, gdb.TYPE_CODE_BOOL, gdb.TYPE_CODE_ENUM, gdb.TYPE_CODE_FLT,
           gdb.TYPE_CODE_PTR)


def layout(t, depth=0):
    """How to read a value of type `t` as bytes that change when what it shows changes: ("bytes", n)
    for the object's own n bytes, ("vector", element layout, element size), ("string",),
    ("array", count, element layout, element size) or ("struct", [(offset, layout)]); None when it
    cannot be read so (its text is compared instead)."""
    t = t.strip_typedefs()
    code = t.code
    if code in SCALARS:
        return ("bytes", t.sizeof)
    if depth > 3:
        return None
    if code == gdb.TYPE_CODE_ARRAY:
        low, high = t.range()
        element = t.target().strip_typedefs()
        inner = layout(element, depth + 1)
        if inner is None:
            return None
        count = min(high - low + 1, MAX_ITEMS)
        if inner[0] == "bytes":
            return ("bytes", count * element.sizeof)
        return ("array", count, inner, element.sizeof)
    if code == gdb.TYPE_CODE_STRUCT:
        name = t.tag or t.name or ""
        if name.startswith("std::vector<") and not name.startswith("std::vector<bool"):
            element = t.template_argument(0).strip_typedefs()
            inner = layout(element, depth + 1)
            return None if inner is None else ("vector", inner, element.sizeof)
        if name.startswith("std::__cxx11::basic_string<char") or name.startswith("std::basic_string<char"):
            return ("string",)
        if name.startswith("std::") and not name.startswith(("std::array<", "std::pair<")):
            return None  # the library's other classes (a deque, a map, a set, a tuple...): their texts are compared
        fields = []
        for f in t.fields():
            if not hasattr(f, "bitpos"):
                continue  # a static member: not shown
            if f.is_base_class or not f.name or f.artificial or f.bitpos % 8:
                return None
            inner = layout(f.type, depth + 1)
            if inner is None:
                return None
            fields.append((f.bitpos // 8, inner))
        if all(inner[0] == "bytes" for _, inner in fields):
            return ("bytes", t.sizeof)
        return ("struct", fields)
    return None


def own_size(shape):
    """The bytes a layout takes where the value itself is."""
    if shape[0] == "bytes":
        return shape[1]
    if shape[0] == "vector":
        return 24
    if shape[0] == "string":
        return 32
    if shape[0] == "array":
        return shape[1] * shape[3]
    return max((offset + own_size(inner) for offset, inner in shape[1]), default=0)


def signature(shape, own, memory, out):
    """Appends to `out` the bytes that tell the value changed: its own bytes `own`, and for
    vectors and strings what they point to, read from `memory`."""
    kind = shape[0]
    if kind == "bytes":
        out.append(own)
    elif kind == "vector":
        start, finish = struct.unpack_from("<QQ", own)
        inner, size = shape[1], shape[2]
        count = (finish - start) // size if size and finish >= start else 0
        count = min(count, MAX_ITEMS)
        out.append(own[:16])
        if count:
            data = bytes(memory.read_memory(start, count * size))
            if inner[0] == "bytes":
                out.append(data)
            else:
                for i in range(count):
                    signature(inner, data[i * size:(i + 1) * size], memory, out)
    elif kind == "string":
        pointer, length = struct.unpack_from("<QQ", own)
        out.append(own[8:16])
        if length:
            out.append(bytes(memory.read_memory(pointer, min(length, 1 << 16))))
    elif kind == "array":
        size = shape[3]
        for i in range(shape[1]):
            signature(shape[2], own[i * size:(i + 1) * size], memory, out)
    else:
        for offset, inner in shape[1]:
            signature(inner, own[offset:offset + own_size(inner)], memory, out)


class Watched:
    """A variable the record follows: how to read the bytes that tell it changed."""

    def __init__(self, symbol, frame, base):
        self.symbol, self.name = symbol, symbol.name
        self.shape, self.offset, self.reference, self.absolute = None, None, False, False
        try:
            value = symbol.value(frame)
            t = value.type.strip_typedefs()
            if t.code in (gdb.TYPE_CODE_REF, gdb.TYPE_CODE_RVALUE_REF):
                # gdb gives a reference's value as what it refers to, and that value's address: the
                # object's, which differs from call to call. Found again where it is read.
                self.reference = True
                if value.address is not None and symbol.addr_class != gdb.SYMBOL_LOC_STATIC:
                    self.shape = layout(t.target())
                return
            if value.address is not None:
                self.shape = layout(t)
                # A static variable is where it is, not in the frame.
                self.offset = int(value.address) - (0 if symbol.addr_class == gdb.SYMBOL_LOC_STATIC else base)
                self.absolute = symbol.addr_class == gdb.SYMBOL_LOC_STATIC
        except (gdb.error, RuntimeError, OverflowError):
            self.shape = None


class Delta:
    """The records of SB_DELTA=1: a line, and what changed since the line before (pyrecord.py).
    Quick where it can be, since it runs at every line: the program's frames followed by their
    frame pointers, each line's variables looked up once, and a variable's text made only when its
    bytes (and those its vectors and strings point to) changed."""

    def __init__(self, recorder, progress_path, out=None):
        self.recorder = recorder
        self.out = out if out is not None else recorder.record  # where its records go
        self.stack = []  # (frame pointer, function) of the program's frames, outermost first
        self.names = []
        self.known = []  # the frames the record has named
        self.kept = []  # per depth: name -> (signature, text) of the locals the record has given
        self.kept_globals = {}
        self.io_said = [0, 0]
        self.progress_path = progress_path
        self.stdin_address = None
        self.fdinfo = {}
        self.at_pc = {}  # pc -> (line, the variables in scope there)
        self.global_vars = None
        self.inferior = gdb.selected_inferior()
        # depth -> (variables, low, high, frame pointer, references' objects) at its last stop as the innermost
        self.frame_info = {}

    def progress(self, count):
        if self.progress_path:
            with open(self.progress_path, "w") as f:
                f.write("%12d" % count)

    def at_stop(self, frame):
        """The program's frames' names and the line, where the program stopped."""
        self.base = int(frame.read_register("rbp"))
        self.here = self.line_and_variables(frame)
        return self.frames(frame, self.base, self.here[4]), self.here[0]

    def frames(self, frame, base, name):
        """The names of the program's frames, outermost first, as listing_frames gives them: found
        again by walking the stack only when a new frame has come."""
        while self.stack and self.stack[-1][0] < base:
            self.stack.pop()  # returned: stacks grow down
        if self.stack and self.stack[-1] == (base, name):
            if len(self.names) != len(self.stack):
                self.names = [n for _, n in self.stack]
            return self.names
        # The stack walked as listing_frames walks it, each frame's pointer kept too.
        stack = []
        f = frame
        while f is not None:
            if is_source(f.find_sal().symtab, self.recorder.source):
                name = f.name() or "?"
                stack.append((int(f.read_register("rbp")), name))
                if name == "main":
                    break
            f = f.older()
        self.stack = list(reversed(stack))
        self.names = [n for _, n in self.stack]
        return self.names

    def line_and_variables(self, frame):
        pc = frame.pc()
        known = self.at_pc.get(pc)
        if known is None:
            base = int(frame.read_register("rbp"))
            watched = [Watched(symbol, frame, base) for symbol in symbols_in_scope(frame)]
            placed = [w for w in watched if w.shape is not None and not w.absolute and not w.reference]
            low = min((w.offset for w in placed), default=0)
            high = max((w.offset + own_size(w.shape) for w in placed), default=0)
            known = self.at_pc[pc] = (frame.find_sal().line, watched, low, high, frame.name() or "?")
        return known

    def changes(self, frame, watched, cache, out, set_mark, base, low, high, referents):
        """Appends the records of the variables in `watched` whose text changed; the frame's own
        variables lie in [base + low, base + high), read at once. `frame` is the gdb frame, or what
        finds it (an outer frame's, looked for only when a value's text is needed). `referents`:
        where the frame's references refer, by name, found here when not known yet (a reference is
        bound once: an outer frame's are those found when it was the innermost)."""
        memory = self.inferior
        block = bytes(memory.read_memory(base + low, high - low)) if 0 < high - low <= MAX_FRAME else b""
        seen = set()
        found = []

        def the_frame():
            if not found:
                found.append(frame() if callable(frame) else frame)
            return found[0]

        for w in watched:
            seen.add(w.name)
            before = cache.get(w.name)
            sig = None
            if w.shape is not None:
                try:
                    size = own_size(w.shape)
                    if w.reference:
                        at = referents.get(w.name)
                        if at is None and the_frame() is not None:
                            at = referents[w.name] = int(w.symbol.value(the_frame()).address)
                        own = bytes(memory.read_memory(at, size))
                    elif w.absolute or not block:
                        own = bytes(memory.read_memory(w.offset + (0 if w.absolute else base), size))
                    else:
                        own = block[w.offset - low:w.offset - low + size]
                    pieces = []
                    signature(w.shape, own, memory, pieces)
                    sig = b"".join(pieces)
                except (gdb.error, gdb.MemoryError, struct.error, TypeError):
                    sig = None
                if sig is not None and before is not None and before[0] == sig:
                    continue
            value = text(w.symbol.value(the_frame())) if the_frame() is not None else "?"
            cache[w.name] = (sig, value)
            if before is None or before[1] != value:
                out.append("%s %s %s\n" % (set_mark, w.name, value))
        return seen

    def position(self, fd):
        """Where the program's file `fd` is: its read or write offset."""
        try:
            handle = self.fdinfo.get(fd)
            if handle is None:
                handle = self.fdinfo[fd] = os.open("/proc/%d/fdinfo/%d" % (self.inferior.pid, fd), os.O_RDONLY)
            return int(os.pread(handle, 64, 0).split(b"\n", 1)[0].split()[1])
        except (OSError, ValueError, IndexError):
            return 0

    def taken(self):
        """The input the program has taken: what was read from the file, less what stdio holds unread."""
        read = self.position(0)
        try:
            if self.stdin_address is None:
                self.stdin_address = int(gdb.parse_and_eval("(long)&_IO_2_1_stdin_"))
            pointers = bytes(self.inferior.read_memory(self.stdin_address + 8, 16))
            unread = struct.unpack("<qq", pointers)
            read -= max(0, unread[1] - unread[0])
        except gdb.error:
            pass
        return read

    def write(self, frame, line, frames):
        depth = len(frames)
        out = []
        first = 0
        while first < depth and first < len(self.known) and frames[first] == self.known[first]:
            first += 1
        if first < depth:
            for d in range(first, depth):
                out.append("F %d %s\n" % (d + 1, frames[d]))
            del self.kept[first:]
        self.known = frames
        del self.kept[depth:]
        while len(self.kept) < depth:
            self.kept.append({})
        out.append("L %d %d\n" % (line, depth))
        _, watched, low, high, _ = self.here
        base = self.base
        cache = self.kept[depth - 1]
        referents = {}
        seen = self.changes(frame, watched, cache, out, "V", base, low, high, referents)
        for name in [n for n in cache if n not in seen]:
            del cache[name]
            out.append("X %s\n" % name)
        self.outer_changes(frame, depth, (watched, low, high, base, referents), out)
        if self.global_vars is None:
            self.global_vars = self.globals_watched(frame)
        for w, low, high in self.global_vars:
            self.changes(frame, [w], self.kept_globals, out, "G", 0, low, high, {})
        now = (self.taken(), self.position(1))
        if now[1] > OUTPUT_CAP:
            self.recorder.end = "E error output %d" % OUTPUT_CAP
            self.out.write("".join(out))
            return False
        for i, mark in ((0, "I"), (1, "O")):
            if now[i] != self.io_said[i]:
                self.io_said[i] = now[i]
                out.append("%s %d\n" % (mark, now[i]))
        self.out.write("".join(out))
        if self.recorder.count < 256:
            self.out.flush()  # a program that kills the debugger at once leaves its first lines
        return True

    def outer_changes(self, frame, depth, here, out):
        """The variables of the frames that called this one that it changed (through a reference or
        a pointer: a board passed down), read again at every line, the nearest OUTER_FRAMES callers.
        `here`: this frame's variables, their block, its frame pointer and its references' objects."""
        for d in [d for d in self.frame_info if d >= depth]:
            del self.frame_info[d]
        self.frame_info[depth] = here
        for d in range(depth - 1, max(0, depth - 1 - OUTER_FRAMES), -1):
            info = self.frame_info.get(d)
            if info is None or d > len(self.stack) or self.stack[d - 1][0] != info[3]:
                continue

            def caller(at=info[3]):
                f = frame.older()
                while f is not None and int(f.read_register("rbp")) != at:
                    f = f.older()
                return f

            self.changes(caller, info[0], self.kept[d - 1], out, "W %d" % d, info[3], info[1], info[2], info[4])

    def globals_watched(self, frame):
        """The program's file-level variables (globals_of's), each with where its bytes are."""
        found = []
        for symbol in global_symbols(frame, self.recorder.source):
            w = Watched(symbol, frame, 0)
            if w.reference:
                w.shape = None  # a file-level reference: its text is compared
            size = 0 if w.shape is None else own_size(w.shape)
            found.append((w, w.offset or 0, (w.offset or 0) + size))
        return found


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


def run_at_line_starts(recorder, symtab, every=False):
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
    kept = entries - starts
    if not every:
        kept -= repeats_only(kept, starts)
    for pc in sorted(kept):
        LineStart(pc, recorder)
    gdb.execute("continue", to_string=True)
    how_it_ended(recorder)


_PREFIXES = {"notrack", "bnd", "rep", "repz", "repe", "repnz", "repne", "lock", "data16", "cs", "ds"}


def instructions(start, end):
    """The instructions of [start, end): address -> (mnemonic, jump target or None, length); None
    when one jumps where the code does not say (a table of a switch: every entry is then kept)."""
    arch = gdb.selected_frame().architecture()
    found = {}
    for insn in arch.disassemble(start, end - 1):
        words = [w for w in insn["asm"].split() if w not in _PREFIXES]
        mnemonic = words[0] if words else ""
        target = None
        if mnemonic.startswith("j"):
            if len(words) < 2 or words[1].startswith("*"):
                return None
            try:
                target = int(words[1].rstrip(","), 16)
            except ValueError:
                return None
        found[insn["addr"]] = (mnemonic, target, insn["length"])
    return found


def repeats_only(candidates, function_starts):
    """The line starts whose every stop would repeat the stop before it: every way into them since
    the last stop runs only the code of their own line, from a stop on that line, through no call
    (a `for` header's test, reached from its start or its step). The breakpoints that would only
    repeat a stop are left out: each costs the debugger as much as a line recorded. A line start
    a jump comes back to (a loop's) keeps its breakpoint, as does any the code does not show the
    way into (a landing pad) and every one of a function that jumps through a table."""
    functions = {}
    for pc in candidates:
        block = gdb.block_for_pc(pc)
        while block is not None and block.function is None:
            block = block.superblock
        if block is not None:
            functions.setdefault((block.start, block.end), []).append(pc)
    dropped = set()
    for (start, end), pcs in functions.items():
        try:
            code = instructions(start, end)
        except gdb.error:
            code = None
        if not code:
            continue
        line_of = {a: gdb.find_pc_line(a).line for a in code}
        preds = {a: [] for a in code}
        backward = set()
        previous = None
        for a in sorted(code):
            if previous is not None:
                mnemonic = code[previous][0]
                if mnemonic not in ("jmp", "jmpq", "ret", "retq", "ud2", "hlt"):
                    preds[a].append(previous)
            mnemonic, target, _ = code[a]
            if target is not None and target in preds:
                preds[target].append(a)
                if a > target:
                    backward.add(target)
            previous = a
        calls = {a for a, (mnemonic, _, _) in code.items() if mnemonic.startswith("call")}
        kept = set(pcs) | {start}
        for pc in sorted(pcs):
            if pc in backward or not preds.get(pc):
                continue
            line = line_of[pc]
            todo, seen, only_repeats = list(preds[pc]), set(), True
            while todo and only_repeats:
                a = todo.pop()
                if a in seen:
                    continue
                seen.add(a)
                if line_of.get(a) != line or a in calls or a == start or a in function_starts:
                    only_repeats = False
                elif a in kept and a not in dropped:
                    continue  # a stop on this line: the way from it is this line's own
                elif not preds.get(a):
                    only_repeats = False
                else:
                    todo.extend(preds[a])
            if only_repeats:
                dropped.add(pc)
                kept.discard(pc)
    return dropped


def how_it_ended(recorder):
    """After the last `continue`: a program still there was stopped by a signal (its own crash, or a
    limit), unless the recorder stopped it; one that is gone may have ended with an error status."""
    if gdb.selected_inferior().pid != 0:
        if recorder.end == "E finished":
            try:
                recorder.end = "E error signal %d" % int(gdb.parse_and_eval("$_siginfo.si_signo"))
            except gdb.error:
                recorder.end = "E error signal 0"
        gdb.execute("kill", to_string=True)
        return
    try:
        code = int(gdb.parse_and_eval("$_exitcode"))
    except gdb.error:
        code = 0
    if code != 0 and recorder.end == "E finished":
        recorder.end = "E error exit %d" % code


def main():
    source = os.path.realpath(os.environ["SB_SOURCE"])
    record = open(os.environ["SB_RECORD"], "w", encoding="utf-8")
    stepping = os.environ.get("SB_MODE") == "step"
    recorder = Recorder(source, int(os.environ["SB_LIMIT"]), os.environ.get("SB_VARS") == "1", record,
                        finish_lines=not stepping)
    if os.environ.get("SB_DELTA") == "1":
        recorder.delta = Delta(recorder, os.environ.get("SB_PROGRESS"))
    elif os.environ.get("SB_DELTA_RECORD"):
        # The tests' form: both records of one run, the whole one and SB_DELTA=1's.
        recorder.delta = Delta(recorder, None, open(os.environ["SB_DELTA_RECORD"], "w", encoding="utf-8"))
        recorder.both = True
    # No call into the program, ever: gdb cannot make one on a processor whose extended state holds AMX
    # tiles, and a call would run the program's code out of its order. Anything that tried fails here, on
    # every machine. (What the program prints reaches its file at once through an object built into it.)
    commands = ["set may-call-functions off", "set pagination off", "set confirm off", "set print thread-events off",
                "set startup-with-shell on", "skip -rfu ^std::", "skip -rfu ^__gnu_cxx::"]
    # A file glob's * stops at a slash: one pattern per depth under /usr.
    commands += ["skip -gfi /usr" + "/*" * depth for depth in range(1, 9)]
    if recorder.delta is not None and not recorder.both:
        # In the sandbox the program may not turn off address randomization: gdb would warn.
        commands.append("set disable-randomization off")
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
        run_at_line_starts(recorder, frame.find_sal().symtab, os.environ.get("SB_MODE") == "every-line-start")
    record.write(recorder.end + "\n")
    record.close()
    if recorder.both:
        recorder.delta.out.write(recorder.end + "\n")
        recorder.delta.out.close()


try:
    main()
except Exception as e:  # the record says why it stopped; gdb's batch mode would only print it
    with open(os.environ["SB_RECORD"], "a", encoding="utf-8") as f:
        f.write("E error %s\n" % str(e).replace("\n", " "))
