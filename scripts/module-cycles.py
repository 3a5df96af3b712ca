#!/usr/bin/env python3
"""Modules of src/ that need each other: every group of modules where each reaches the others
through the paths it names (`crate::…`, `super::…`, `self::…`), a module and the modules inside it
aside (a parent declares its children). Prints each group and exits 1, or says there is none.

    python3 scripts/module-cycles.py
"""

import re
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"
PATH = re.compile(r"\b(crate|super|self)((?:::\w+)+)")


def module_of(file):
    """The module path of a source file (`piece::fen` for src/piece/fen/mod.rs)."""
    parts = list(file.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "mod":
        parts.pop()
    if parts in (["lib"], []):
        return ()
    return tuple(parts)


def source_without_tests_and_comments(file):
    text = file.read_text()
    text = re.sub(r"#\[cfg\(test\)\]\s*mod tests\s*\{.*", "", text, flags=re.S)
    return "\n".join(l for l in text.splitlines() if not l.strip().startswith("//"))


def related(a, b):
    return a[: len(b)] == b or b[: len(a)] == a


def main():
    files = [f for f in SRC.rglob("*.rs") if "bin" not in f.relative_to(SRC).parts]
    modules = {module_of(f): f for f in files}
    needs = {m: set() for m in modules}
    for m, f in modules.items():
        for base, rest in PATH.findall(source_without_tests_and_comments(f)):
            path = rest.strip(":").split("::")
            start = {"crate": (), "super": m[:-1], "self": m}[base]
            full = start + tuple(path)
            for k in range(len(full), 0, -1):
                if full[:k] in modules:
                    if not related(full[:k], m):
                        needs[m].add(full[:k])
                    break

    def reach(a):
        seen, todo = set(), [a]
        while todo:
            for b in needs[todo.pop()]:
                if b not in seen:
                    seen.add(b)
                    todo.append(b)
        return seen

    reached = {m: reach(m) for m in modules}
    groups = {
        frozenset([m] + [n for n in reached[m] if m in reached[n] and not related(m, n)])
        for m in modules
    }
    groups = sorted(sorted("::".join(m) for m in g) for g in groups if len(g) > 1)
    for g in groups:
        print("modules that need each other:", ", ".join(g))
    if groups:
        sys.exit(1)
    print(f"{len(modules)} modules, none that need each other")


if __name__ == "__main__":
    main()
