#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fills the unfinished messages of .ts files from finished ones with the same source text.

When a string moves to another class (another translation context), lupdate marks it
unfinished in its new context; its translation is still right. Usage:
    scripts/ts-carry.py OLD.ts NEW.ts   (NEW.ts is rewritten in place)
"""
import sys
import xml.etree.ElementTree as ET


def finished(path):
    known = {}
    for message in ET.parse(path).getroot().iter("message"):
        source = message.findtext("source")
        translation = message.find("translation")
        if translation is not None and translation.get("type") is None and (translation.text or len(translation)):
            known.setdefault(source, translation)
    return known


def main(old, new):
    known = finished(old)
    tree = ET.parse(new)
    carried = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        source = message.findtext("source")
        if translation is None or translation.get("type") != "unfinished" or source not in known:
            continue
        done = known[source]
        message.remove(translation)
        copy = ET.fromstring(ET.tostring(done))
        copy.tail = translation.tail
        message.append(copy)
        carried += 1
    tree.write(new, encoding="utf-8", xml_declaration=True)
    print(f"{new}: {carried} carried over")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
