#!/usr/bin/env python3
"""Merge messages into locales/{ar,en,ku}.json under a dotted path, under a file lock so that
several people editing at once never lose each other's keys.

Usage: python3 scripts/add-messages.py <dotted.namespace> <messages.json>
where messages.json is {"ar": {...}, "en": {...}, "ku": {...}} (nested objects are deep-merged)."""
import fcntl, json, sys

ns, source = sys.argv[1], sys.argv[2]
new = json.load(open(source, encoding='utf-8'))
assert set(new) == {'ar', 'en', 'ku'}, 'give ar, en and ku'

def merge(into, add):
    for k, v in add.items():
        if isinstance(v, dict) and isinstance(into.get(k), dict):
            merge(into[k], v)
        else:
            into[k] = v

with open('/tmp/locales.lock', 'w') as lock:
    fcntl.flock(lock, fcntl.LOCK_EX)
    for lang in ('ar', 'en', 'ku'):
        path = f'locales/{lang}.json'
        data = json.load(open(path, encoding='utf-8'))
        node = data
        for part in [p for p in ns.split('.') if p]:
            node = node.setdefault(part, {})
        merge(node, new[lang])
        with open(path, 'w', encoding='utf-8') as f:
            json.dump(data, f, ensure_ascii=False, indent=2)
            f.write('\n')
