# SPDX-License-Identifier: GPL-3.0-or-later
"""Records a real run of a Python program with sys.settrace.

usage: pyrecord.py PROGRAM RECORD LIMIT VARS
The program reads this process's stdin and writes its stdout. Every `line` event in the
program's own file becomes one record in RECORD:
    L <line> <function>/<function>/...   the line about to run and the program's frames, outermost first
    V <name> <value>                     (VARS = 1) a local of the innermost frame, before the line runs
    G <name> <value>                     (VARS = 1) a module-level variable of the program
and the record ends with one of
    E finished | E limit | E error <message> (E error raised <Type>: <message>: the program's own exception)
The environment's SB_NAMES, comma-separated, keeps the records of those variables only.

With SB_DELTA=1 (a student's program, stepped in the window), a record says only what changed:
    F <depth> <function>                 a new call at that depth (1: the module), deeper ones gone
    L <line> <depth>                     the line about to run, in the frame at that depth
    V <name> <value> | X <name>          a local of that frame that changed, or is gone
    G <name> <value> | Y <name>          a module-level variable that changed, or is gone
    W <depth> <name> <value>             a variable of an outer frame that the frames it called changed
    I <bytes> | O <bytes>                stdin read so far, stdout written so far, when they change
and after the end's row, I <bytes>: what the program had read when it ended.
SB_STDIN and SB_STDOUT name the files the program reads and writes: it reads through a reader
that counts what it took, and writes straight through.

With SB_COUNT=<file> (and SB_STDIN, SB_STDOUT), nothing is recorded: the line events are counted, by the
same rule, and the count written to that file's first eight bytes (little-endian), now and then and at
the end; past LIMIT the program stops and the count is LIMIT + 1. RECORD is not written.
"""
import collections
import io
import itertools
import operator
import os
import sys
import traceback
import types

SKIPPED = (types.ModuleType, types.FunctionType, types.BuiltinFunctionType, type)
MAX_ITEMS = 10000


def text(value):
    """A value as one line: integers and bools as numbers, sequences as [a, b, c]."""
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, (bytes, str)):
        s = value.decode("latin-1") if isinstance(value, bytes) else value
        return '"' + s.replace("\\", "\\\\").replace("\n", "\\n").replace('"', '\\"') + '"'
    if isinstance(value, (bytearray, list, tuple, range, collections.deque)):
        # A deque (a pile, a queue) as a list, from its left end.
        items = [text(v) for v in itertools.islice(value, MAX_ITEMS)]
        if len(value) > MAX_ITEMS:
            items.append("...")
        return "[" + ", ".join(items) + "]"
    if isinstance(value, dict):
        pairs = list(value.items())[:MAX_ITEMS]
        return "{" + ", ".join(text(k) + ": " + text(v) for k, v in pairs) + "}"
    if isinstance(value, (set, frozenset)):
        return "{" + ", ".join(sorted(text(v) for v in value)) + "}"
    if value is None:
        return "None"
    fields = getattr(value, "__dict__", None)
    if isinstance(fields, dict) and not isinstance(value, SKIPPED):
        return "{" + ", ".join(k + "=" + text(v) for k, v in list(fields.items())[:MAX_ITEMS]) + "}"
    return "?"


IMMUTABLE = (int, float, str, bytes, bool, type(None))


def snapshot(value):
    """What a later value is compared with to tell it changed: the value itself when immutable, a
    copy of the containers otherwise; None when it cannot be told (then its text is compared)."""
    if isinstance(value, IMMUTABLE):
        return value
    if isinstance(value, list):
        return [snapshot(v) for v in value]
    if isinstance(value, tuple):
        return tuple(snapshot(v) for v in value)
    if isinstance(value, (bytearray, set)):
        return value.copy()
    if isinstance(value, dict):
        return {k: snapshot(v) for k, v in value.items()}
    return None


def same(value, kept):
    """Whether `value` equals the snapshot kept of it (the containers compared as a whole, in C)."""
    return kept is not None and type(value) is type(kept) and value == kept


class Input:
    """The program's stdin, as bytes (sys.stdin.buffer) or text (sys.stdin, input()): the input's
    bytes with how many the program has taken, one line or one count at a time as it asks."""

    def __init__(self, data, counter=None, binary=True):
        self.data, self.binary = data, binary
        self.counter = counter if counter is not None else [0]
        if binary:
            self.buffer = None
        else:
            self.buffer = Input(data, self.counter, True)
            self.encoding, self.errors, self.newlines = "utf-8", "strict", None

    def _give(self, end):
        start = self.counter[0]
        end = max(start, min(end, len(self.data)))
        self.counter[0] = end
        chunk = self.data[start:end]
        return chunk if self.binary else chunk.decode("utf-8", "replace")

    def read(self, size=-1):
        return self._give(len(self.data) if size is None or size < 0 else self.counter[0] + size)

    def readline(self, size=-1):
        newline = self.data.find(b"\n", self.counter[0])
        end = len(self.data) if newline < 0 else newline + 1
        if size is not None and size >= 0:
            end = min(end, self.counter[0] + size)
        return self._give(end)

    def readlines(self, hint=-1):
        return list(iter(self.readline, self.read(0)))

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def isatty(self):
        return False

    def readable(self):
        return True

    def fileno(self):
        return 0

    def close(self):
        pass

    closed = False


class Output(io.FileIO):
    """The program's stdout: written straight to the file, with how much it has written."""

    def __init__(self):
        super().__init__(1, "w", closefd=False)
        self.counter = [os.lseek(1, 0, os.SEEK_CUR)]

    def write(self, data):
        n = super().write(data)
        self.counter[0] += n or 0
        return n


class Stop(Exception):
    pass


class Printed(Exception):
    """The program printed more than SB_OUTPUT_CAP bytes."""


OUTPUT_CAP = int(os.environ.get("SB_OUTPUT_CAP", "0")) or float("inf")
OUTER_FRAMES = 64  # the callers whose containers are looked at again at every line, the nearest first


def pick(names):
    """What gives the values of these names in a dict, as a tuple."""
    if len(names) > 1:
        return operator.itemgetter(*names)
    return (lambda variables, name=names[0]: (variables[name],)) if names else (lambda variables: ())


# The values compared by identity alone: the same object again means the same text again.
EXACT_IMMUTABLE = {int, float, str, bytes, bool, type(None)}
MISSING = object()


def delta_tracer(path, record, limit, only, taken, written, progress):
    """The tracer of SB_DELTA=1: each line event as what changed since the one before. It is called
    for the program's frames only; what it writes is kept in `pending` and written in blocks."""
    count = 0
    names_of = {}  # a program frame -> the names of the program's frames up to it, outermost first
    known = ()  # the frames the record has named
    kept = []  # per depth: name -> (snapshot, text) of the locals the record has given
    seen = []  # per depth: name -> the value last looked at, when the same object needs no look again
    kept_globals = {}
    seen_globals = {}
    look_globals = [None, None, None, None, None, None]  # see global_changes
    io_said = [0, 0, 0, 0]
    last_names = [None]  # the frames of the last line recorded
    pending = []
    write = record.write
    exact = EXACT_IMMUTABLE
    missing = MISSING
    is_not = operator.is_not

    def changes(variables, cache, unchanged, out, set_mark, gone_mark, pairs=None):
        """Appends what changed; True when a value that changed is not a number, a text or the like
        (a container: what a caller holds may have changed with it). `unchanged` holds the values
        looked at before that cannot have changed unseen (numbers, texts, which hold nothing else).
        With `pairs`, the variables are known to be as they were but these (name, value) pairs."""
        mutable = False
        unchanged_get = unchanged.get
        cache_get = cache.get
        for name, value in variables.items() if pairs is None else pairs:
            last = unchanged_get(name, missing)
            if last is value:
                continue
            # What is cached was not skipped by its name, and what equals a snapshot is not skipped
            # by its kind: the snapshot is looked at first, as most of what comes here is unchanged.
            before = cache_get(name)
            if before is not None:
                snap = before[0]
                if snap is not None and type(value) is type(snap) and value == snap:
                    if type(value) in exact:
                        unchanged[name] = value
                    elif last is not missing:
                        del unchanged[name]
                    continue
            if (only and name not in only) or isinstance(value, SKIPPED) or name.startswith(("__", ".")):
                continue  # not kept in `unchanged`: what the program lets go is not held here
            t = text(value)
            cache[name] = (snapshot(value), t)
            if type(value) in exact:
                unchanged[name] = value
            elif last is not missing:
                del unchanged[name]
            if before is None or before[1] != t:
                out.append(f"{set_mark} {name} {t}\n")
                mutable = mutable or not isinstance(value, IMMUTABLE)
        if pairs is None and not cache.keys() <= variables.keys():
            for name in [n for n in cache if n not in variables]:
                del cache[name]
                unchanged.pop(name, None)
                out.append(f"{gone_mark} {name}\n")
        return mutable

    def global_changes(variables, out):
        """The module's variables, which mostly hold functions and other values rebound rarely: when
        the names are as at the last look and the numbers, texts and functions are the same objects,
        only the recorded others (containers) are looked at again, by name, all at once when each is
        compared with its snapshot (as changes does). No value the module may let go is held here."""
        names, held, held_values, others, snaps, other_names = look_globals
        if names is not None and len(variables) == len(names) and list(variables) == names \
                and not any(map(is_not, held(variables), held_values)):
            if snaps is not None and others(variables) == snaps:
                return False
            mutable = changes(variables, kept_globals, seen_globals, out, "G", "Y", zip(other_names, others(variables)))
        else:
            mutable = changes(variables, kept_globals, seen_globals, out, "G", "Y")
            get = seen_globals.get
            # Held: numbers and texts (seen_globals holds them already) and what is never recorded for
            # its kind; not looked at: what is never recorded for its name; the rest, by name.
            held_names, other_names = [], []
            for name, value in variables.items():
                if get(name, missing) is value or isinstance(value, SKIPPED):
                    held_names.append(name)
                elif name in kept_globals:
                    other_names.append(name)
            held = pick(held_names)
            look_globals[:4] = list(variables), held, held(variables), pick(other_names)
            look_globals[5] = other_names
        others = look_globals[3](variables)
        snaps = tuple(kept_globals[name][0] for name in look_globals[5])
        # Only snapshots of the values' own kinds are compared at once (as changes does).
        clean = all(snap is not None and type(value) is type(snap) for value, snap in zip(others, snaps))
        look_globals[4] = snaps if clean else None
        return mutable

    def outer_changes(frame, depth, out):
        """The containers of the frames that called this one, changed by it (a list passed down, a
        row of it): an outer frame's other variables change only when it runs again."""
        f, d = frame.f_back, depth - 1
        while f is not None and d > max(0, depth - 1 - OUTER_FRAMES):
            if f.f_code.co_filename != path:
                f = f.f_back
                continue
            cache = kept[d - 1] if d - 1 < len(kept) else None
            if cache:
                containers = [(name, v) for name, v in cache.items() if v[0] is not None and not isinstance(v[0], IMMUTABLE)]
                variables = f.f_locals if containers else None
                if containers and f.f_globals is not variables:
                    for name, (snap, said) in containers:
                        value = variables.get(name)
                        if value is None or same(value, snap):
                            continue
                        t = text(value)
                        cache[name] = (snapshot(value), t)
                        if t != said:
                            out.append(f"W {d} {name} {t}\n")
            d -= 1
            f = f.f_back

    def flush():
        """Writes what the tracer has kept back."""
        if pending:
            write("".join(pending))
            pending.clear()

    def call(frame, event, arg):
        """Every call: the program's own frames are traced, line by line; the others are not."""
        if frame.f_code.co_filename != path:
            return None
        caller = frame.f_back
        while caller is not None and caller not in names_of:
            caller = caller.f_back
        names_of[frame] = (names_of[caller] if caller is not None else ()) + (frame.f_code.co_name,)
        return tracer

    def tracer(frame, event, arg):
        nonlocal count, known
        if event != "line":
            if event == "return":
                names_of.pop(frame, None)
            return tracer
        count += 1
        if count > limit:
            raise Stop()
        if not count & 4095:
            flush()
            record.flush()  # a run killed at its time limit keeps most of what it recorded
            if progress is not None:
                os.pwrite(progress, b"%12d" % count, 0)
        out = pending
        mark = len(out)
        try:
            names = names_of.get(frame)
            if names is None:
                names = names_of[frame] = (frame.f_code.co_name,)
            depth = len(names)
            if names is not known:
                if names != known:
                    first = 0
                    while first < depth and first < len(known) and names[first] == known[first]:
                        first += 1
                    for d in range(first, depth):
                        out.append(f"F {d + 1} {names[d]}\n")
                    del kept[first:]
                    del seen[first:]
                known = names
            if len(kept) != depth:
                del kept[depth:]
                del seen[depth:]
                while len(kept) < depth:
                    kept.append({})
                    seen.append({})
            out.append(f"L {frame.f_lineno} {depth}\n")
            variables = frame.f_locals
            globals_ = frame.f_globals
            mutated = False
            if globals_ is not variables:
                mutated = changes(variables, kept[depth - 1], seen[depth - 1], out, "V", "X")
            if global_changes(globals_, out):
                mutated = True
            # A caller's container changes only through one this frame holds (Python has no pointers):
            # when none of its containers nor the globals' changed, and no frame came or went since the
            # last line, the callers' are as they were.
            if depth > 2 and (mutated or names is not last_names[0]):
                outer_changes(frame, depth, out)
            last_names[0] = names
            # What the program took through sys.stdin and wrote through sys.stdout, counted as it went;
            # what it read or wrote on the descriptors themselves, looked at now and then.
            if not count & 63:
                io_said[2] = os.lseek(0, 0, os.SEEK_CUR)
                io_said[3] = os.lseek(1, 0, os.SEEK_CUR)
            now_in = taken[0]
            if now_in < io_said[2]:
                now_in = io_said[2]
            now_out = written[0]
            if now_out < io_said[3]:
                now_out = io_said[3]
            if now_out > OUTPUT_CAP:
                raise Printed()
            if now_in != io_said[0]:
                io_said[0] = now_in
                out.append(f"I {now_in}\n")
            if now_out != io_said[1]:
                io_said[1] = now_out
                out.append(f"O {now_out}\n")
        except BaseException:  # a line cut short by the end of the run is not recorded
            del out[mark:]
            raise
        if len(out) > 512:
            flush()
        return tracer

    return call, flush


def count_lines(path, limit, counted):
    """SB_COUNT: the program run with its line events counted, nothing else."""
    with open(path, encoding="utf-8") as f:
        code = compile(f.read(), path, "exec")
    os.dup2(os.open(os.environ["SB_STDIN"], os.O_RDONLY), 0)
    os.dup2(os.open(os.environ["SB_STDOUT"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644), 1)
    out = os.open(counted, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    count = 0

    def tracer(frame, event, arg):
        nonlocal count
        if event == "line":
            count += 1
            if count > limit:
                raise Stop()
            if not count & 4095:
                os.pwrite(out, count.to_bytes(8, "little"), 0)
        return tracer

    def call(frame, event, arg):
        return tracer if frame.f_code.co_filename == path else None

    status = 0
    sys.settrace(call)
    try:
        exec(code, {"__name__": "__main__", "__file__": path, "__builtins__": __builtins__})
    except Stop:
        pass
    except SystemExit as e:
        status = 0 if e.code in (None, 0) else 1
    except BaseException:  # the program's own failure: the count says how far it went
        status = 1
    finally:
        sys.settrace(None)
        os.pwrite(out, count.to_bytes(8, "little"), 0)
    try:
        sys.stdout.flush()
    except (OSError, ValueError):
        pass
    sys.exit(status)


def main():
    path, record_path, limit, with_vars = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4] == "1"
    if os.environ.get("SB_COUNT"):
        count_lines(path, limit, os.environ["SB_COUNT"])
        return
    only = set(filter(None, os.environ.get("SB_NAMES", "").split(",")))  # empty: every variable
    with open(path, encoding="utf-8") as f:
        code = compile(f.read(), path, "exec")
    record = open(record_path, "w", encoding="utf-8")
    program_globals = {"__name__": "__main__", "__file__": path, "__builtins__": __builtins__}
    count = 0

    def frames_of(frame):
        names = []
        while frame is not None:
            if frame.f_code.co_filename == path:
                names.append(frame.f_code.co_name)
            frame = frame.f_back
        return "/".join(reversed(names))

    def tracer(frame, event, arg):
        nonlocal count
        if frame.f_code.co_filename != path:
            return None
        if event == "line":
            count += 1
            if count > limit:
                raise Stop()
            if count % 4096 == 0:
                record.flush()  # a run killed at its time limit keeps most of what it recorded
            record.write(f"L {frame.f_lineno} {frames_of(frame)}\n")
            if with_vars:
                if frame.f_globals is not frame.f_locals:
                    for name, value in frame.f_locals.items():
                        if (not only or name in only) and not isinstance(value, SKIPPED):
                            record.write(f"V {name} {text(value)}\n")
                for name, value in list(frame.f_globals.items()):
                    if not name.startswith("__") and (not only or name in only) and not isinstance(value, SKIPPED):
                        record.write(f"G {name} {text(value)}\n")
        return tracer

    if os.environ.get("SB_DELTA") == "1":
        # The program reads the input through a reader that counts, and writes straight through.
        with open(os.environ["SB_STDIN"], "rb") as f:
            data = f.read()
        os.dup2(os.open(os.environ["SB_STDIN"], os.O_RDONLY), 0)
        os.dup2(os.open(os.environ["SB_STDOUT"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644), 1)
        sys.stdin = Input(data, binary=False)
        out = Output()
        sys.stdout = io.TextIOWrapper(out, encoding="utf-8", write_through=True)
        progress = os.open(os.environ["SB_PROGRESS"], os.O_WRONLY | os.O_CREAT, 0o644) \
            if os.environ.get("SB_PROGRESS") else None
        taken = sys.stdin.counter  # the program may put another stdin in its place
        tracer, flush = delta_tracer(path, record, limit, only, taken, out.counter, progress)
    else:
        flush = None
    end = "E finished"
    sys.settrace(tracer)
    try:
        exec(code, program_globals)
    except Stop:
        end = "E limit"
    except Printed:
        end = "E error output %d" % OUTPUT_CAP
    except SystemExit as e:
        if e.code not in (None, 0):
            end = f"E error exit {e.code}"
    except BaseException as e:  # the program's own failure is part of the record
        end = "E error raised " + (type(e).__name__ + ": " + str(e)).replace("\n", " ")
        if os.environ.get("SB_DELTA") == "1":  # and the student reads it as Python would print it
            sys.settrace(None)
            traceback.print_exception(type(e), e, e.__traceback__.tb_next)
    finally:
        sys.settrace(None)
        if flush is not None:
            flush()
    sys.stdout.flush()
    record.write(end + "\n")
    if os.environ.get("SB_DELTA") == "1":  # what it had read when it ended, its last line's reading too
        try:
            record.write("I %d\n" % max(taken[0], os.lseek(0, 0, os.SEEK_CUR)))
        except OSError:  # it closed its stdin
            record.write("I %d\n" % taken[0])
    record.close()


main()
