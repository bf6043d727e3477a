#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Lines per ui file and data members (m_*) per ui class, with the offenders first.

Usage: scripts/ui-sizes.py [--root ui] [--max-lines 400] [--max-members 25] [--all] [--cpp]

Counts the lines of every non-test .h/.cpp under the root, and the m_* data members
declared directly in the body of every class or struct in its headers (private _p.h
headers included; --cpp also reads classes defined in .cpp files). Nested classes count
on their own. Exits 1 when something is over a limit.
"""
import argparse
import os
import re
import sys

ACCESS = re.compile(r'^(public|private|protected|signals|Q_SIGNALS|Q_SLOTS|'
                    r'(public|private|protected)\s+(slots|Q_SLOTS))$')
CLASS_HEAD = re.compile(r'\b(class|struct|union)\s+(?:[A-Z_]+_EXPORT\s+)?([A-Za-z_]\w*)'
                        r'\s*(?:final\s*)?(?::[^;{}]*)?$', re.S)
IDENT = re.compile(r'[A-Za-z_]\w*')


def strip_code(text):
    """Blanks comments, string and char literals and preprocessor lines, keeping newlines."""
    out = []
    i, n = 0, len(text)
    at_line_start = True
    while i < n:
        c = text[i]
        if at_line_start and c == '#':
            # a preprocessor line, with its continuations
            while i < n and text[i] != '\n':
                if text[i] == '\\' and i + 1 < n and text[i + 1] == '\n':
                    out.append('\n')
                    i += 2
                    continue
                i += 1
            continue
        if c in ' \t':
            out.append(c)
            i += 1
            continue
        at_line_start = c == '\n'
        if text.startswith('//', i):
            while i < n and text[i] != '\n':
                i += 1
            continue
        if text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append('\n' * text.count('\n', i, j))
            i = j
            continue
        m = re.match(r'R"([^(\s]*)\(', text[i:i + 20])
        if m:
            end = text.find(')' + m.group(1) + '"', i)
            end = n if end < 0 else end + len(m.group(1)) + 2
            out.append('""' + '\n' * text.count('\n', i, end))
            i = end
            continue
        if c in '"\'':
            if c == "'" and i > 0 and text[i - 1].isalnum():   # digit separator 1'000
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == '\\' else 1
            out.append(c + c)
            i = j + 1
            continue
        out.append(c)
        i += 1
    return ''.join(out)


def skip_block(code, i):
    """code[i] == '{': returns the index after the matching '}'."""
    depth = 0
    while i < len(code):
        if code[i] == '{':
            depth += 1
        elif code[i] == '}':
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return i


def split_top(stmt, sep):
    parts, depth, cur = [], 0, []
    for ch in stmt:
        if ch in '<([{':
            depth += 1
        elif ch in '>)]}':
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(''.join(cur))
            cur = []
        else:
            cur.append(ch)
    parts.append(''.join(cur))
    return parts


def declared_names(stmt):
    """The names a member declaration statement declares (int m_a = 1, m_b;)."""
    stmt = stmt.strip()
    if not stmt or re.match(r'^(using|typedef|friend|static_assert|enum)\b', stmt):
        return []
    names = []
    for piece in split_top(stmt, ','):
        # cut the initializer, array bounds and bit-field width at the top level
        depth = 0
        cut = len(piece)
        for k, ch in enumerate(piece):
            if ch in '<([':
                depth += 1
            elif ch in '>)]':
                depth -= 1
            if depth == 0 and (ch in '={[' or (ch == ':' and piece[k - 1:k + 2].count(':') == 1)):
                cut = k
                break
        head = piece[:cut].rstrip()
        if head.endswith(')'):        # a function declaration
            continue
        ids = IDENT.findall(head)
        if ids:
            names.append(ids[-1])
    return names


def parse_body(code, i, name, classes):
    """Reads a class body from code[i] (just after '{'); records name -> members; returns the end."""
    members = []
    stmt = []
    while i < len(code):
        ch = code[i]
        if ch == '}':
            classes.append((name, members))
            return i + 1
        if ch == '{':
            text = ''.join(stmt)
            head = CLASS_HEAD.search(text)
            if head and not re.search(r'\benum\s+(class|struct)\s*$', text[:head.start()]):
                i = parse_body(code, i + 1, name + '::' + head.group(2), classes)
                # a nested definition may also declare a member: struct {..} m_x;
                stmt = ['__nested ']
                continue
            if re.search(r'\benum\b', text):
                i = skip_block(code, i)
                stmt = ['__enum ']
                continue
            j = skip_block(code, i)
            k = j
            while k < len(code) and code[k].isspace():
                k += 1
            if k < len(code) and code[k] in ';,':
                stmt.append('{}')       # a brace initializer
            else:
                stmt = []               # an inline function body
            i = j
            continue
        if ch == ';':
            members += [n for n in declared_names(''.join(stmt)) if n.startswith('m_')]
            stmt = []
            i += 1
            continue
        if ch == ':' and code[i + 1:i + 2] != ':' and code[i - 1:i] != ':':
            if ACCESS.match(' '.join(''.join(stmt).split()).split(' Q_OBJECT')[-1].strip()) \
                    or ACCESS.match(''.join(stmt).split()[-1] if ''.join(stmt).split() else ''):
                stmt = []
                i += 1
                continue
        stmt.append(ch)
        i += 1
    classes.append((name, members))
    return i


def classes_in(code):
    classes = []
    stmt_start = 0
    i = 0
    while i < len(code):
        ch = code[i]
        if ch in ';}':
            stmt_start = i + 1
        elif ch == '{':
            text = code[stmt_start:i]
            head = CLASS_HEAD.search(text)
            if head and not re.search(r'\benum\s+(class|struct)\s*$', text[:head.start()]):
                i = parse_body(code, i + 1, head.group(2), classes)
                stmt_start = i
                continue
            if re.search(r'\bnamespace\b[^;{}]*$', text) or re.search(r'extern\s*""\s*$', text):
                stmt_start = i + 1      # read inside namespaces
            else:
                i = skip_block(code, i)
                stmt_start = i
                continue
        i += 1
    return classes


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--root', default='ui')
    ap.add_argument('--max-lines', type=int, default=400)
    ap.add_argument('--max-members', type=int, default=25)
    ap.add_argument('--all', action='store_true', help='list every file and class, not only offenders')
    ap.add_argument('--cpp', action='store_true', help='also count classes defined in .cpp files')
    args = ap.parse_args()

    files, klasses = [], []
    for dirpath, dirnames, filenames in os.walk(args.root):
        dirnames[:] = sorted(d for d in dirnames if d != 'tests')
        for f in sorted(filenames):
            if not f.endswith(('.h', '.cpp')):
                continue
            path = os.path.join(dirpath, f)
            with open(path, encoding='utf-8') as fh:
                text = fh.read()
            files.append((text.count('\n'), path))
            if f.endswith('.h') or args.cpp:
                for name, members in classes_in(strip_code(text)):
                    klasses.append((len(members), name, path))

    long_files = sorted((f for f in files if f[0] > args.max_lines), reverse=True)
    big_classes = sorted((k for k in klasses if k[0] > args.max_members), reverse=True)
    shown_files = sorted(files, reverse=True) if args.all else long_files
    shown_classes = sorted(klasses, reverse=True) if args.all else big_classes
    print(f'files over {args.max_lines} lines: {len(long_files)} of {len(files)}')
    for n, path in shown_files:
        print(f'  {n:5d}  {path}')
    print(f'classes over {args.max_members} data members: {len(big_classes)} of {len(klasses)}')
    for n, name, path in shown_classes:
        print(f'  {n:5d}  {name}  ({path})')
    return 1 if long_files or big_classes else 0


if __name__ == '__main__':
    sys.exit(main())
