"""The web app's modules in few answers: a server-side concatenation, no build step.

``web/js`` stays plain ES modules, one file per concern.  Loaded as such, the home
screen waits for ~20 of them, one import level after another (a round trip each on a
phone's Wi-Fi).  So the server answers ``/js/app.js`` (the page's one script) with the
app's whole static import graph in one module, and every other ``/js/<name>.js``:

- a module of that graph: with a one-line module that hands out the bundle's
  instance (so ``import("/js/model.js")`` sees the app's state, as before);
- a module loaded later (``import("/js/dmc.js")`` when a game of that kind opens):
  with that module and whatever it imports that the first answer lacked, in one answer.

Each module is wrapped in a function (its names stay its own) and registered once in
``globalThis.__roadtrip`` under its path (``js/screens/home.js``), dependencies
first, in the order the browser would have run them.  ``import {a, b as c} from
"./x.js"`` becomes ``const {a, b: c} = __rt["js/x.js"]``; ``import * as x``
becomes ``const x = __rt["js/x.js"]``; ``export`` before a declaration is dropped and
the module returns its exports.  A relative ``import("./x.js")`` is made absolute
(the code now runs at ``/js/app.js``).

What this does not handle (``export let`` — whose importers would keep the first
value —, ``export default``, ``export {...}``, default imports, import cycles,
``import.meta``) raises :class:`BundleError`; :mod:`api.http.web` then serves the files as
they are, so the app still works, only heavier
(``tests/api/test_bundle.py`` fails on such a tree first).
"""

from __future__ import annotations

import posixpath
import re
import threading
from dataclasses import dataclass
from pathlib import Path

#: the page's one script: its static import graph is the first answer
ENTRY = "js/app.js"
REGISTRY = "globalThis.__roadtrip"

_IMPORT = re.compile(r"^import\s+(?P<what>[^;'\"]*?)\s*(?:from\s*)?"
                     r"(?P<q>[\"'])(?P<spec>[^\"']+)(?P=q)\s*;?[ \t]*$", re.MULTILINE)
_EXPORT = re.compile(r"^export\s+(?P<kind>async\s+function\*?|function\*?|class|const|let|var"
                     r"|default|\{)\s*(?P<name>[A-Za-z_$][\w$]*)?", re.MULTILINE)
_DYNAMIC = re.compile(r"\bimport\(\s*(?P<q>[\"'])(?P<spec>\.\.?/[^\"']+)(?P=q)\s*\)")
_NAMED = re.compile(r"^\{(?P<names>[^}]*)\}$", re.DOTALL)
_STAR = re.compile(r"^\*\s+as\s+(?P<name>[A-Za-z_$][\w$]*)$")


class BundleError(ValueError):
    """The modules use a form the bundler does not rewrite; serve them as files instead."""


@dataclass(frozen=True)
class Module:
    """One parsed module: its path under ``web/``, static imports, exports and body."""

    path: str
    imports: tuple[str, ...]
    exports: tuple[str, ...]
    body: str  # the source with imports made registry look-ups and ``export`` dropped


def _resolve(base: str, spec: str) -> str:
    """The path under ``web/`` of ``spec`` imported from module ``base``."""
    if spec.startswith("/"):
        return spec.lstrip("/")
    if not spec.startswith("."):
        raise BundleError(f"{base}: bare import {spec!r}")
    return posixpath.normpath(posixpath.join(posixpath.dirname(base), spec))


def _binding(base: str, what: str, path: str) -> str:
    """The ``const`` that replaces an import of ``path`` (``what``: its clause)."""
    ref = f'__rt["{path}"]'
    if not what:
        return ""  # a side-effect import: the module runs earlier in the bundle
    star = _STAR.match(what)
    if star:
        return f"const {star['name']} = {ref};"
    named = _NAMED.match(what)
    if not named:
        raise BundleError(f"{base}: import clause {what!r} (only {{names}} and * as name)")
    parts = []
    for item in filter(None, (p.strip() for p in named["names"].split(","))):
        pieces = item.split()
        if len(pieces) == 3 and pieces[1] == "as":
            parts.append(f"{pieces[0]}: {pieces[2]}")
        elif len(pieces) == 1:
            parts.append(pieces[0])
        else:
            raise BundleError(f"{base}: import name {item!r}")
    return f"const {{ {', '.join(parts)} }} = {ref};"


def parse(path: str, source: str) -> Module:
    """Parse module ``path`` (under ``web/``) of text ``source``."""
    if "import.meta" in source:
        raise BundleError(f"{path}: import.meta")
    imports: list[str] = []

    def replace_import(match: re.Match[str]) -> str:
        target = _resolve(path, match["spec"])
        imports.append(target)
        return _binding(path, match["what"].strip(), target)

    body = _IMPORT.sub(replace_import, source)
    exports: list[str] = []

    def drop_export(match: re.Match[str]) -> str:
        kind, name = match["kind"].split()[0], match["name"]
        if kind in ("let", "var", "default", "{") or not name:
            raise BundleError(f"{path}: 'export {match['kind']}' (only function, class, const)")
        exports.append(name)
        return match.group(0)[len("export"):].lstrip()

    body = _EXPORT.sub(drop_export, body)
    body = _DYNAMIC.sub(lambda m: f'import("/{_resolve(path, m["spec"])}")', body)
    return Module(path, tuple(dict.fromkeys(imports)), tuple(exports), body)


class Bundler:
    """Reads ``web/js`` and answers bundles, rebuilt when a file there changes."""

    def __init__(self, web_dir: Path) -> None:
        """Bundle the modules of the web app in ``web_dir``."""
        self.web_dir = web_dir
        self._stamp: tuple[tuple[str, int, int], ...] | None = None
        self._modules: dict[str, Module] = {}
        self._answers: dict[str, str] = {}
        self._first: tuple[str, ...] = ()
        self._error: BundleError | None = None
        # one request (re)builds while the others wait: none may see half a rebuild
        self._lock = threading.Lock()

    def _refresh(self) -> None:
        files = sorted((self.web_dir / "js").rglob("*.js"))
        stamp = tuple((f.relative_to(self.web_dir).as_posix(), f.stat().st_mtime_ns,
                       f.stat().st_size) for f in files)
        if stamp == self._stamp:
            if self._error is not None:
                raise self._error  # the same files: refused again without reading them
            return
        self._stamp, self._error, self._answers = stamp, None, {}
        try:
            self._modules = {p: parse(p, (self.web_dir / p).read_text(encoding="utf-8"))
                             for p, _, _ in stamp}
            self._first = self.order(ENTRY)
        except BundleError as error:
            self._error = error
            raise

    def order(self, root: str) -> tuple[str, ...]:
        """``root``'s static import graph in the order the browser runs it (dependencies first)."""
        done: list[str] = []
        active: list[str] = []

        def visit(path: str) -> None:
            if path in done:
                return
            if path in active:
                raise BundleError(f"import cycle: {' -> '.join([*active, path])}")
            if path not in self._modules:
                raise BundleError(f"{active[-1] if active else root}: no module {path}")
            active.append(path)
            for dependency in self._modules[path].imports:
                visit(dependency)
            active.pop()
            done.append(path)

        visit(root)
        return tuple(done)

    def modified(self) -> float:
        """When a module last changed (seconds since the epoch): any answer's Last-Modified."""
        with self._lock:
            self._refresh()
            return max((ns for _, ns, _ in self._stamp or ()), default=0) / 1e9

    def first(self) -> tuple[str, ...]:
        """The modules of the first answer (``/js/app.js``), in running order."""
        with self._lock:
            self._refresh()
            return self._first

    def answer(self, path: str) -> str | None:
        """The text to answer for ``path`` (``js/…``), or None when no module has that path."""
        with self._lock:
            self._refresh()
            if path not in self._modules:
                return None
            if path not in self._answers:
                self._answers[path] = self._build(path)
            return self._answers[path]

    def _build(self, path: str) -> str:
        head = ["// Bundled by the server (api/http/bundle.py) from web/js: one answer, many"
                " modules.",
                f"const __rt = {REGISTRY} ??= {{}};"]
        if path == ENTRY:
            return "\n".join([*head, *(self._wrapped(p) for p in self._first), ""])
        exports = self._modules[path].exports
        out = head
        if path not in self._first:
            # loaded later: this module and what it needs that the first answer lacked
            out += [self._wrapped(p) for p in self.order(path) if p not in self._first]
        if exports:
            out.append(f'export const {{ {", ".join(exports)} }} = __rt["{path}"];')
        return "\n".join([*out, ""])

    def _wrapped(self, path: str) -> str:
        module = self._modules[path]
        names = ", ".join(f"get {name}() {{ return {name}; }}" for name in module.exports)
        return (f'// ---- {path}\n__rt["{path}"] ??= (() => {{\n{module.body.rstrip()}\n'
                f"return Object.freeze({{ {names} }});\n}})();")
