"""Roadtrip's pure rules engines: no web, no storage, no clock.

Usable on its own as a referee, a simulator and a test oracle::

    >>> from core import get_game, Config
    >>> game = get_game("driving-me-crazy")
    >>> state = game.new(Config(players=2), seed=7)
    >>> bool(game.legal_moves(state, game.pending(state)[0]))
    True
"""

from core.errors import (
    GameLoadError,
    IllegalMove,
    InvalidConfig,
    InvalidState,
    RoadtripError,
    TranscriptError,
    UnknownGame,
)
from core.protocol import Config, Event, Game, Move, event_for, events_for
from core.registry import game_names, get_game

__all__ = [
    "Config", "Event", "Game", "GameLoadError", "IllegalMove", "InvalidConfig", "InvalidState",
    "Move", "RoadtripError", "TranscriptError", "UnknownGame", "event_for", "events_for",
    "game_names", "get_game",
]
