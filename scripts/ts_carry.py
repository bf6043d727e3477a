#!/usr/bin/env python3
"""Run after `cmake --build build --target update_translations`. Fills unfinished messages of the .ts files from the translations the same source text had
in any context of the given earlier version (git revision), so that moving a string to another
class keeps its translation."""
import re, subprocess, sys, html
rev = sys.argv[1] if len(sys.argv) > 1 else 'HEAD'
for lang in ['zh_TW', 'zh_CN', 'vi']:
    path = f'translations/stepboard_{lang}.ts'
    old = subprocess.run(['git', 'show', f'{rev}:{path}'], capture_output=True, text=True).stdout
    known = {}
    for m in re.finditer(r'<message>\s*<source>([^<]*)</source>\s*(?:<comment>[^<]*</comment>\s*)?<translation>(.*?)</translation>', old, re.S):
        if m.group(2):
            known.setdefault(m.group(1), m.group(2))
    s = open(path).read()
    missing = []
    def fill(m):
        src = m.group(1)
        if src in known:
            return m.group(0).replace('<translation type="unfinished"></translation>', f'<translation>{known[src]}</translation>')
        missing.append(src)
        return m.group(0)
    s = re.sub(r'<source>([^<]*)</source>\s*(?:<comment>[^<]*</comment>\s*)?<translation type="unfinished"></translation>', fill, s, flags=re.S)
    # lupdate's same-text guesses (a string moved to another class, unchanged) are the translation.
    s = re.sub(r'<translation type="unfinished">([^<]+)</translation>', r'<translation>\1</translation>', s)
    open(path, 'w').write(s)
    print(lang, 'still unfinished:', len(missing))
    for x in missing: print('   ', html.unescape(x))
