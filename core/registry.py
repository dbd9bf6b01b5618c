"""The registry of games: every game registered here is served by the API."""

from __future__ import annotations

from importlib import import_module

from core.errors import UnknownGame
from core.protocol import Game

# Modules that define and register the built-in games; imported on first use
# so ``core.protocol`` never depends on a particular game.
_BUILTIN_MODULES = ("core.dmc", "core.drive")

_GAMES: dict[str, Game] = {}
_loaded = False


def register(game: Game) -> Game:
    """Add ``game`` to the registry under ``game.name`` and return it."""
    _GAMES[game.name] = game
    return game


def _load_builtins() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        for module in _BUILTIN_MODULES:
            import_module(module)


def get_game(name: str) -> Game:
    """Return the registered game called ``name`` or raise UnknownGame."""
    _load_builtins()
    try:
        return _GAMES[name]
    except (KeyError, TypeError):
        raise UnknownGame(str(name)) from None


def game_names() -> list[str]:
    """Return the names of all registered games, sorted."""
    _load_builtins()
    return sorted(_GAMES)
