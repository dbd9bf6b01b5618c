"""What the API does with games, knowing only the game protocol and the store.

:class:`Games` is the one service object of an app (``app.extensions``), made
of parts by concern:

- :mod:`api.service.service_base`: the store, the clock, reading a game ("gone" is
  ``404 unknown_game``), committing with a compare-and-set on the version and
  the one optimistic retry when another writer won;
- :mod:`api.service.seats`: tokens, game ids, join codes, who the caller is, bot seats;
- :mod:`api.service.play`: the current state (a passed deadline acts on read), moves,
  settling, the bots' replies inside the same commit, what a seat sees;
- :mod:`api.service.lobby`: create, join, bots, rematch, end (and ``meta``'s shape).
"""

from __future__ import annotations

from api.service.lobby import Lobby


class Games(Lobby):
    """The game service: one per app, over one :class:`~api.store.store.Store`."""
