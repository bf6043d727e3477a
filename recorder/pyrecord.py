# SPDX-License-Identifier: GPL-3.0-or-later
"""Records a real run of a Python program with sys.settrace.

usage: pyrecord.py PROGRAM RECORD LIMIT VARS
The program reads this process's stdin and writes its stdout. Every `line` event in the
program's own file becomes one record in RECORD:
    L <line> <function>/<function>/...   the line about to run and the program's frames, outermost first
    V <name> <value>                     (VARS = 1) a local of the innermost frame, before the line runs
    G <name> <value>                     (VARS = 1) a module-level variable of the program
and the record ends with one of
    E finished | E limit | E error <message>
The environment's SB_NAMES, comma-separated, keeps the records of those variables only.
"""
import os
import sys
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
    if isinstance(value, (bytearray, list, tuple, range)):
        items = [text(v) for v in list(value[:MAX_ITEMS])]
        if len(value) > MAX_ITEMS:
            items.append("...")
        return "[" + ", ".join(items) + "]"
    if isinstance(value, dict):
        pairs = list(value.items())[:MAX_ITEMS]
        return "{" + ", ".join(text(k) + ": " + text(v) for k, v in pairs) + "}"
    if isinstance(value, (set, frozenset)):
        return "{" + ", ".join(sorted(text(v) for v in value)) + "}"
    return "?"


class Stop(Exception):
    pass


def main():
    path, record_path, limit, with_vars = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4] == "1"
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

    end = "E finished"
    sys.settrace(tracer)
    try:
        exec(code, program_globals)
    except Stop:
        end = "E limit"
    except SystemExit as e:
        if e.code not in (None, 0):
            end = f"E error exit {e.code}"
    except BaseException as e:  # the program's own failure is part of the record
        end = "E error " + (type(e).__name__ + ": " + str(e)).replace("\n", " ")
    finally:
        sys.settrace(None)
    sys.stdout.flush()
    record.write(end + "\n")
    record.close()


main()
