#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that a problem is known only where it lives: its id appears nowhere in the checkout but
in its own folders (engine/<id>/, ui/problems/<id>/, resources/listings/<id>/), its tests (files
named <id>_* in a tests/ folder) and the test programs' CMakeLists.txt that build it.

    problemsapart.py SOURCE_DIR ID...            fails, naming each line, when an id is found elsewhere
    problemsapart.py --report SOURCE_DIR ID...   lists, for each id, the shared files that name it
"""
import os
import re
import subprocess
import sys

SKIPPED_DIRS = {".git", "build", "__pycache__"}
TEXT_SUFFIXES = (".cpp", ".h", ".py", ".txt", ".cmake", ".ts", ".md", ".json", ".yaml", ".html", ".sh", ".tsv", ".qrc", ".in")


def tracked_files(root):
    """The checkout's files: git's list where there is one, else every file but the builds'."""
    try:
        out = subprocess.run(["git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard"], capture_output=True, check=True).stdout
        return [f for f in out.decode().split("\0") if f]
    except (OSError, subprocess.CalledProcessError):
        files = []
        for folder, dirs, names in os.walk(root):
            dirs[:] = [d for d in dirs if d not in SKIPPED_DIRS and not d.startswith("build")]
            files += [os.path.relpath(os.path.join(folder, n), root) for n in names]
        return files


def own(path, problem):
    """Whether `path` is one of the problem's own files or its tests'."""
    parts = path.split("/")
    if path.startswith((f"engine/{problem}/", f"ui/problems/{problem}/", f"resources/listings/{problem}/")):
        return True
    if "tests" in parts[:-1] and (parts[-1].startswith(problem + "_") or parts[-1] == "CMakeLists.txt"):
        return True
    return False


def mentions(root, files, word):
    found = []
    pattern = re.compile(re.escape(word), re.IGNORECASE)
    for path in files:
        if not path.endswith(TEXT_SUFFIXES) and "." in os.path.basename(path):
            continue
        try:
            with open(os.path.join(root, path), encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    if pattern.search(line):
                        found.append((path, number, line.strip()))
        except (UnicodeDecodeError, IsADirectoryError, FileNotFoundError):
            continue
    return found


def main(argv):
    report = argv[1:2] == ["--report"]
    args = argv[2:] if report else argv[1:]
    if len(args) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    root, problems = args[0], args[1:]
    files = tracked_files(root)
    failed = False
    for problem in problems:
        found = [m for m in mentions(root, files, problem) if not own(m[0], problem)]
        if report:
            print(f"{problem}: {len(set(p for p, _, _ in found))} files")
            for path in sorted(set(p for p, _, _ in found)):
                print(f"  {path}: {sum(1 for p, _, _ in found if p == path)} lines")
            continue
        for path, number, line in found:
            print(f"{path}:{number}: names {problem}: {line}")
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
