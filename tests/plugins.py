"""Installing game plug-ins for the tests, through the entry points the registry reads.

The registry (:mod:`core.registry`) finds games only through the
``roadtrip.games`` entry points of installed distributions.  A distribution
is installed, as far as :mod:`importlib.metadata` is concerned, when a
``<name>-<version>.dist-info`` directory holding ``METADATA`` and
``entry_points.txt`` is on ``sys.path``; these helpers write one from a
project's own ``pyproject.toml`` into a temporary directory, so the tests go
through exactly the discovery path an installed package does.

- :func:`use_checkout_metadata` (called by ``tests/conftest.py``): the tests
  see *this checkout's* ``pyproject.toml`` entry points, not whatever a past
  ``pip install -e .`` recorded (an editable install's metadata is written at
  install time and goes stale when the entry points change).
- :func:`installed`: a plug-in installed for the duration of a ``with`` block
  (e.g. the tiny third game in ``tests/plugin_game``).
"""

from __future__ import annotations

import atexit
import functools
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
from collections.abc import Iterator
from contextlib import contextmanager
from importlib.metadata import entry_points
from pathlib import Path

from core import registry

ROOT = Path(__file__).resolve().parents[1]
#: the tiny third game: its own project (pyproject.toml) and package
PLUGIN_GAME = Path(__file__).resolve().parent / "plugin_game"
#: its name (its entry point's)
TINY = "tiny-race"
#: the distribution of the games Roadtrip ships (this checkout's pyproject.toml)
SHIPPED = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["name"]


def every_game() -> list[str]:
    """The installed games and the tiny third game: what the conformance tests run over.

    A test parametrized with :data:`TINY` gets it installed for its duration
    (the autouse fixture in ``tests/conftest.py``), before its app is built.
    """
    names = registry.game_names()
    return names if TINY in names else [*names, TINY]


def write_distribution(project: Path, into: Path) -> Path:
    """Write the ``.dist-info`` of ``project`` (a directory with a pyproject.toml) into ``into``.

    Only what :mod:`importlib.metadata` reads to list entry points: the name,
    the version and every ``[project.entry-points.*]`` group.
    """
    meta = tomllib.loads((project / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    name, version = meta["name"], meta["version"]
    info = into / f"{re.sub(r'[-_.]+', '_', name)}-{version}.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n",
                                   encoding="utf-8")
    groups = meta.get("entry-points", {})
    text = "".join(f"[{group}]\n" + "".join(f"{key} = {value}\n" for key, value in entries.items())
                   + "\n" for group, entries in groups.items())
    (info / "entry_points.txt").write_text(text, encoding="utf-8")
    return info


def pythonpath(first: Path = ROOT) -> str:
    """Return PYTHONPATH for a process a test starts: ``first``, then the suite's own path.

    The suite's path holds the games' metadata (:func:`use_checkout_metadata`)
    and any plug-in installed at the time.
    """
    return os.pathsep.join(p for p in (str(first), os.environ.get("PYTHONPATH")) if p)


def _put_first(*paths: Path) -> None:
    """Put ``paths`` first on sys.path and on PYTHONPATH (servers the tests start inherit it)."""
    for path in reversed(paths):
        sys.path.insert(0, str(path))
    old = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = os.pathsep.join([*map(str, paths), *([old] if old else [])])


def _remove(*paths: Path) -> None:
    """Take ``paths`` off sys.path and PYTHONPATH once each: the entries :func:`_put_first`
    put first.  Once only, because a plug-in a test installs may also be installed for the
    whole session (``ROADTRIP_TEST_PLUGINS``): that install's entries must stay, or the
    servers later tests start find its entry point but not its package."""
    for path in paths:
        if str(path) in sys.path:
            sys.path.remove(str(path))  # the first: the one put first
    kept = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    for path in paths:
        if str(path) in kept:
            kept.remove(str(path))
    if kept:
        os.environ["PYTHONPATH"] = os.pathsep.join(kept)
    else:
        os.environ.pop("PYTHONPATH", None)


#: the PYTHONPATH the test run was started with, before these helpers changed it
ORIGINAL = "ROADTRIP_TEST_ORIGINAL_PYTHONPATH"


def forget_inherited() -> None:
    """Undo, in a process started by the test run (a pytest-xdist worker), the paths its
    parent's helpers put on PYTHONPATH: the worker writes and installs its own, and
    :func:`only_shipped` can set aside only those it knows.  The first process records
    the PYTHONPATH it was started with."""
    if ORIGINAL not in os.environ:
        os.environ[ORIGINAL] = os.environ.get("PYTHONPATH", "")
        return
    original = [p for p in os.environ[ORIGINAL].split(os.pathsep) if p]
    inherited = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep)
                 if p and p not in original]
    for path in inherited:
        while path in sys.path:
            sys.path.remove(path)
    if original:
        os.environ["PYTHONPATH"] = os.pathsep.join(original)
    else:
        os.environ.pop("PYTHONPATH", None)


def use_checkout_metadata() -> Path:
    """Make this checkout's pyproject.toml the installed ``roadtrip`` metadata for the tests.

    The written distribution comes first on ``sys.path`` (and PYTHONPATH), so
    :func:`importlib.metadata.entry_points` takes it instead of the installed
    one of the same name.  Removed when the interpreter exits.
    """
    folder = Path(tempfile.mkdtemp(prefix="roadtrip-metadata-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    write_distribution(ROOT, folder)
    _put_first(folder)
    registry.refresh()
    return folder


#: the paths :func:`install_for_session` put on sys.path (dist-info folders, projects)
SESSION_PATHS: list[Path] = []


def install_for_session(*projects: str) -> None:
    """Install the plug-in ``projects`` (directories; empty strings ignored) until exit."""
    for project in filter(None, projects):
        folder = Path(tempfile.mkdtemp(prefix="roadtrip-plugin-"))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        write_distribution(Path(project).resolve(), folder)
        _put_first(folder, Path(project).resolve())
        SESSION_PATHS.extend([folder, Path(project).resolve()])
    registry.refresh()


def declared_by(name: str) -> str:
    """The distribution that declares the game ``name`` ("name version"), for messages."""
    for entry in entry_points(group=registry.GROUP):
        if entry.name == name and entry.dist is not None:
            return f"{entry.dist.name} {entry.dist.version}"
    return "an unknown distribution"


@contextmanager
def owned_by(name: str) -> Iterator[None]:
    """Inside a test that goes over every game in one test id: a failure names the game it
    is about and the package that declares it (a plug-in's failure is never reported as
    if it were a shipped game's, or as nobody's)."""
    try:
        yield
    except AssertionError as error:
        raise AssertionError(f"game {name!r} (declared by {declared_by(name)}): {error}"
                             ) from error


def plugin_distributions() -> list[str]:
    """The names of the installed distributions other than Roadtrip that declare a game:
    pip-installed (``pip install -e ./yourgame``, as docs/adding-a-game.md §3 says) or
    written by :func:`install_for_session` / :func:`installed`."""
    names = {entry.dist.name for entry in entry_points(group=registry.GROUP)
             if entry.dist is not None}
    return sorted(name for name in names if canonical(name) != canonical(SHIPPED))


def canonical(name: str) -> str:
    """A distribution's name as importlib.metadata compares them (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


@contextmanager
def only_shipped() -> Iterator[None]:
    """Inside the block, only the games Roadtrip ships: every plug-in set aside, however
    it was installed.

    What is committed (the OpenAPI document, the generated clients) describes
    the shipped games, whatever a user or CI installed beside them.  Each
    plug-in's distribution is shadowed by one of the same name that declares
    no entry point, put first on ``sys.path`` and on PYTHONPATH (a server a
    test starts inside the block inherits it): :mod:`importlib.metadata` reads
    the first distribution of a name only, the same way
    :func:`use_checkout_metadata` puts this checkout's entry points before an
    installed Roadtrip's.
    """
    hidden = plugin_distributions()
    if not hidden:
        yield
        return
    shadows = _shadows(tuple(hidden))
    _remove(*SESSION_PATHS)  # (the session's: off the path, as its packages)
    _put_first(shadows)
    registry.refresh()
    try:
        assert not plugin_distributions(), "a plug-in is still installed"
        yield
    finally:
        _remove(shadows)
        _put_first(*SESSION_PATHS)
        registry.refresh()


@functools.cache
def _shadows(names: tuple[str, ...]) -> Path:
    """A folder of one distribution a name for ``names``, declaring no entry point.

    Kept until the run ends (not the block): a server made inside
    :func:`only_shipped` takes its environment then and may start after it.
    """
    folder = Path(tempfile.mkdtemp(prefix="roadtrip-shipped-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    for name in names:
        info = folder / f"{re.sub(r'[-_.]+', '_', name)}-0.dist-info"
        info.mkdir()
        (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 0\n",
                                       encoding="utf-8")
        (info / "entry_points.txt").write_text("", encoding="utf-8")
    return folder


@contextmanager
def installed(project: Path = PLUGIN_GAME) -> Iterator[None]:
    """Install the plug-in ``project`` (its package and its entry points) inside the block.

    Its directory goes on ``sys.path`` (where its package is) with its
    ``.dist-info``; the registry forgets what it found before and after, so
    games are discovered again, with and then without the plug-in.
    """
    folder = Path(tempfile.mkdtemp(prefix="roadtrip-plugin-"))
    write_distribution(project, folder)
    _put_first(folder, project)
    registry.refresh()
    try:
        yield
    finally:
        _remove(folder, project)
        registry.refresh()
        shutil.rmtree(folder, ignore_errors=True)


def main(argv: list[str]) -> int:
    """Run a command with this checkout's entry points (``python3 -m tests.plugins CMD ...``).

    For a checkout whose ``pip install -e .`` predates a change of entry
    points, e.g. ``PYTHONPATH=$PWD python3 -m tests.plugins flask --app api openapi
    write --format=json openapi/openapi.json``; reinstalling is the lasting fix.
    """
    if not argv:
        print(main.__doc__)
        return 2
    use_checkout_metadata()
    return subprocess.run(argv, check=False).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
