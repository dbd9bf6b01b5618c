"""The registry of games: every installed game plug-in is served by the API.

Games are found through the ``roadtrip.games`` entry-point group
(:func:`importlib.metadata.entry_points`): a game in its own package declares
one entry point, its name the game's registry key and its value a
:class:`~core.protocol.Game` instance (or a class or factory called with no
argument), e.g. in that package's ``pyproject.toml``::

    [project.entry-points."roadtrip.games"]
    tinygame = "roadtrip_tinygame:GAME"

Roadtrip's own two games are declared the same way in its ``pyproject.toml``;
nothing in ``core`` names a game.  Plug-ins are loaded on first use; one that
fails to import, is not a game or is named differently from its entry point
raises :class:`~core.errors.GameLoadError` saying which package declares it
(see ``docs/adding-a-game.md``).
"""

from __future__ import annotations

from importlib.metadata import EntryPoint, entry_points
from typing import Any

from core.errors import GameLoadError, UnknownGame
from core.protocol import Game

#: the entry-point group game plug-ins declare
GROUP = "roadtrip.games"

_GAMES: dict[str, Game[Any]] = {}
_loaded = False


def _declared_by(entry: EntryPoint) -> str:
    dist = entry.dist
    return f"{dist.name} {dist.version}" if dist is not None else "an unknown distribution"


def load(entry: EntryPoint) -> Game[Any]:
    """Return the game one entry point declares, or raise GameLoadError saying why not."""
    where = f"game plug-in {entry.name!r} ({entry.value}, declared by {_declared_by(entry)})"
    try:
        found = entry.load()
        game = found() if callable(found) and not isinstance(found, Game) else found
    except Exception as error:  # any failure of a third party's import is reported as one
        raise GameLoadError(f"the {where} failed to load: {type(error).__name__}: {error}"
                            ) from error
    if not isinstance(game, Game):
        raise GameLoadError(f"the {where} is not a core.protocol.Game but {game!r}")
    if game.name != entry.name:
        raise GameLoadError(f"the {where} is a game named {game.name!r}: a game's entry point"
                            " must have the game's name")
    return game


def discover() -> dict[str, Game[Any]]:
    """Load every game the ``roadtrip.games`` entry points declare, by name.

    Raises GameLoadError when a plug-in fails to load, when two distributions
    declare different games under one name, or when none is declared at all
    (the package's metadata is missing or stale: reinstall it).
    """
    declared: dict[str, EntryPoint] = {}
    for entry in entry_points(group=GROUP):
        first = declared.setdefault(entry.name, entry)
        if first.value != entry.value:
            raise GameLoadError(f"two game plug-ins are named {entry.name!r}: {first.value}"
                                f" (declared by {_declared_by(first)}) and {entry.value}"
                                f" (declared by {_declared_by(entry)})")
    games = {name: load(entry) for name, entry in declared.items()}
    if not games:
        raise GameLoadError(f"no game is installed: no distribution declares a {GROUP!r} entry"
                            " point. Install Roadtrip (pip install -e . in a checkout) so its"
                            " metadata lists its games (an install older than the entry points"
                            " has none; until reinstalled, python3 -m tests.plugins COMMAND runs"
                            " a command with the checkout's).")
    return games


def refresh() -> None:
    """Forget the games found so far: the next lookup discovers the plug-ins again.

    For a process whose installed distributions change while it runs (a test
    installing a plug-in); a server discovers its games once.
    """
    global _loaded
    _GAMES.clear()
    _loaded = False


def _ensure_loaded() -> None:
    global _loaded
    if not _loaded:
        _GAMES.update(discover())
        _loaded = True


def get_game(name: str) -> Game[Any]:
    """Return the installed game called ``name`` or raise UnknownGame."""
    _ensure_loaded()
    try:
        return _GAMES[name]
    except (KeyError, TypeError):
        raise UnknownGame(str(name)) from None


def game_names() -> list[str]:
    """Return the names of all installed games, sorted."""
    _ensure_loaded()
    return sorted(_GAMES)
