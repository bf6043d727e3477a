#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes a seed folder per fuzz target from resources/samples: the samples of each problem as
they are for its input and step targets, and for lesson_fuzzer a lesson around each sample.

usage: seeds.py SAMPLES_FOLDER OUT_FOLDER TARGET...
"""
import json
import pathlib
import shutil
import sys

# The method a lesson on each problem opens with, and a second one to compare it with.
METHODS = {'caro': ('3', '1'), 'cards': ('grid', 'mistake-one-round'), 'accordion': ('resume', 'restart'),
           'mayan': ('dfs', 'dfs-pruned')}


def lesson(problem, stem, text, index):
    method, other = METHODS[problem]
    fields = {'format': 1, 'problem': problem, 'method': method, 'input': text, 'step': 3 * index,
              'language': ['en', 'vi', 'zh_TW', 'zh_CN'][index % 4], 'code': ['cpp', 'python'][index % 2],
              'breakpoints': [2, 5], 'compare': [method, other] if index % 2 else [],
              'speed': ['slow', 'medium', 'fast', 'very fast'][index % 4], 'notes': f'{stem}: Bước 1, 第一步',
              'presenting': bool(index % 3), 'bookmarks': [{'step': index + 1, 'text': stem}]}
    if index % 2:
        fields.update(compareMoment=index, compareSteps=[index, index + 2], compareSpeed='fast', compareNote=True)
    return json.dumps(fields, ensure_ascii=False, indent=2) + '\n'


def main(samples, out, targets):
    samples, out = pathlib.Path(samples), pathlib.Path(out)
    shutil.rmtree(out, ignore_errors=True)
    files = sorted(samples.glob('*/*.txt'))
    for target in targets:
        folder = out / target
        folder.mkdir(parents=True)
        problem = target.split('_')[0]
        for index, sample in enumerate(files):
            if target == 'lesson_fuzzer':
                text = lesson(sample.parent.name, sample.stem, sample.read_text(encoding='utf-8'), index)
                (folder / f'{sample.parent.name}-{sample.stem}.stepboard').write_text(text, encoding='utf-8')
            elif sample.parent.name == problem:
                shutil.copy(sample, folder / sample.name)


if __name__ == '__main__':
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
