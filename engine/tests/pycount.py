# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs a Python listing on stdin under the trace module and writes how many
times each of its lines ran ("line count" rows) to the file named second."""
import runpy
import sys
import trace


def main():
    listing, counts_path = sys.argv[1], sys.argv[2]
    tracer = trace.Trace(count=1, trace=0)
    tracer.runctx("runpy.run_path(path, run_name='__main__')",
                  {"runpy": runpy, "path": listing}, {})
    with open(counts_path, "w") as out:
        for (filename, line), count in sorted(tracer.results().counts.items()):
            if filename == listing:
                out.write(f"{line} {count}\n")


main()
