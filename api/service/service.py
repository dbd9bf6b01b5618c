"""What the API does with games, knowing only the game protocol and the store.

:class:`Games` is the one service object of an app (``app.extensions``): it
makes the parts, one job each, and wires them together here, the one place
that says who uses whom.  A resource calls the part it needs:

- ``access`` (:class:`~api.service.access.Access`): the store, the clock,
  reading a game ("gone" is ``404 unknown_game``), committing with a
  compare-and-set on the version; :func:`~api.service.access.optimistic` is
  the one retry when another writer won;
- ``settler`` (:class:`~api.service.settle.Settler`): the bots' replies and the
  deadlines that are due, inside the commit that made them due;
- ``views`` (:class:`~api.service.views.Views`): what a seat sees (``getGame``'s
  body, the extras of an answer);
- ``play`` (:class:`~api.service.play.Play`): the current state (a passed
  deadline acts on read) and moves;
- ``lobby`` (:class:`~api.service.lobby.Lobby`): create, join, players without a
  phone, bots, rematch, end (and ``meta``'s shape);
- ``handovers`` (:class:`~api.service.handover.Handovers`): a seat's one-time
  hand-over link, and claiming the seat by it.

Tokens, ids, join codes and the caller are plain functions in
:mod:`api.service.seats`.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from api.service.access import Access
from api.service.handover import Handovers
from api.service.lobby import Lobby
from api.service.play import Play
from api.service.settle import Settler
from api.service.views import Views
from api.store.store import Store
from core.protocol import Budget


class Games:
    """The game service: one per app, over one :class:`~api.store.store.Store`."""

    def __init__(self, store: Store, clock: Callable[[], float] = time.time,
                 bot_budget: Budget | None = None) -> None:
        self.access = Access(store, clock)
        self.settler = Settler(bot_budget)
        self.views = Views(self.access)
        self.play = Play(self.access, self.settler, self.views)
        self.lobby = Lobby(self.access, self.settler)
        self.handovers = Handovers(self.access)

    @property
    def store(self) -> Store:
        """The store every part reads and commits through."""
        return self.access.store
