"""api/ shows its parts: modules live in packages that say what they are, and no imports loop.

Issue 26, item 6.  The imports are read from the source (every ``import``, also
those inside a function: an import deferred into a function still ties two
modules, it only hides the tie), so a cycle cannot come back unseen, between
two modules or between two packages.
"""

from __future__ import annotations

import ast
from pathlib import Path

API = Path(__file__).resolve().parents[2] / "api"

#: modules allowed directly in api/, and why
TOP_LEVEL = {
    "__init__.py": "create_app, the one entry point (Procfile, tests, `flask --app api`)",
    "problems.py": "the one error shape that every package answers in (service, guard, live,"
                   " http): inside any one of them it would make the others depend on it",
}


def modules(root: Path) -> dict[str, Path]:
    """Every module under ``root`` by its dotted name (a package by its own name)."""
    out = {}
    for path in sorted(root.rglob("*.py")):
        parts = [root.name, *path.relative_to(root).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of ``known`` that module ``name`` imports, anywhere in its code."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{anchor}.{base}" if base else anchor
            for alias in node.names:
                # `from api.store import fastjson` imports the module api.store.fastjson
                found.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base)
    return {module for module in found if module in known and module != name}


def graph(root: Path) -> dict[str, set[str]]:
    """Module -> the modules under ``root`` it imports."""
    found = modules(root)
    return {name: imports(name, path, set(found)) for name, path in found.items()}


def package_of(module: str) -> str:
    """``api.store.store`` -> ``api.store``; a module directly in api/ is its own part."""
    return ".".join(module.split(".")[:2])


def cycle(edges: dict[str, set[str]]) -> list[str]:
    """One cycle of ``edges`` as a path that comes back to its start, or [] when none."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt):], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        state[node] = 2
        path.pop()
        return []

    for start in sorted(edges):
        if start not in state and (found := visit(start)):
            return found
    return []


def package_graph(edges: dict[str, set[str]]) -> dict[str, set[str]]:
    """Part -> the parts it imports from (``api`` itself: ``create_app``, which imports every
    part, so no part may import it)."""
    out: dict[str, set[str]] = {}
    for module, targets in edges.items():
        out.setdefault(package_of(module), set()).update(
            package_of(t) for t in targets if package_of(t) != package_of(module))
    return out


def test_the_imports_are_read():
    edges = graph(API)
    assert "api.store.store" in edges["api.store.connection"]
    # an import inside a function counts too (create_app starts the embedded Redis lazily)
    assert "api.run.server" in edges["api"]
    assert sum(map(len, edges.values())) > 80


def test_the_cycle_finder_finds_a_cycle():
    assert cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == ["a", "b", "c", "a"]
    assert cycle({"a": {"b"}, "b": {"c"}, "d": {"a"}}) == []


def test_no_api_module_imports_itself_back():
    found = cycle(graph(API))
    assert not found, "import cycle: " + " -> ".join(found)


def test_no_api_package_imports_itself_back():
    found = cycle(package_graph(graph(API)))
    assert not found, "cycle between api's packages: " + " -> ".join(found)


def test_modules_live_in_packages_not_directly_in_api():
    loose = {path.name for path in API.glob("*.py")} - set(TOP_LEVEL)
    assert not loose, f"put these in the package that says what they are: {sorted(loose)}"


def test_every_package_says_in_its_docstring_what_it_holds():
    for init in API.rglob("__init__.py"):
        doc = ast.get_docstring(ast.parse(init.read_text()))
        assert doc and len(doc.split()) >= 5, f"{init.relative_to(API.parent)} has no docstring"


#: what may import api/run/ (running the product): the entry points, which stand on top
ENTRY_POINTS = {"api": "create_app, which asks api.run.server for the embedded Redis"}


def test_running_the_product_stands_on_top_nothing_below_imports_it():
    """Issue 40, item 5: helpers the app uses live in the package they serve (the shed
    counter and client addresses in guard, the LAN addresses in http); only the entry
    points and api/run/ itself import api/run/."""
    below = {module: sorted(t for t in targets if package_of(t) == "api.run")
             for module, targets in graph(API).items()
             if package_of(module) != "api.run" and module not in ENTRY_POINTS}
    assert {m: t for m, t in below.items() if t} == {}


def test_the_store_does_not_import_the_hub():
    """The store reads and writes; the hub listens to it (create_app attaches it)."""
    edges = graph(API)
    store = {m: sorted(t for t in targets if package_of(t) == "api.hub")
             for m, targets in edges.items() if package_of(m) == "api.store"}
    assert {m: t for m, t in store.items() if t} == {}


def string_constants(path: Path) -> list[tuple[int, str]]:
    """Every string constant of a module (f-strings' literal parts too), with its line."""
    return [(node.lineno, node.value) for node in ast.walk(ast.parse(path.read_text()))
            if isinstance(node, ast.Constant) and isinstance(node.value, str)]


KEYS = API / "store" / "keys.py"


def test_redis_keys_channels_and_scripts_are_built_in_one_module():
    """Issue 40, item 5: every Redis key name, channel and Lua script is in
    api/store/keys.py (as rq keeps its keys); a module elsewhere that writes ``rt:``,
    ``rt-limit`` or ``redis.call`` builds a name or a script of its own."""
    found = []
    for path in sorted(API.rglob("*.py")):
        if path == KEYS:
            continue
        for line, text in string_constants(path):
            docstring_like = "\n" in text and not text.lstrip().startswith(("local", "redis."))
            if docstring_like:
                continue
            if text.startswith(("rt:", "rt-limit")) or "redis.call" in text \
                    or "{PREFIX}" in text:
                found.append(f"{path.relative_to(API.parent)}:{line}: {text[:40]!r}")
    assert found == []
    assert "redis.call" in KEYS.read_text() and 'PREFIX = "rt"' in KEYS.read_text()
