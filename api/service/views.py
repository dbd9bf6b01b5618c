"""What a seat sees: a game's status, the moves it is offered, ``getGame``'s body and
the extras a client may ask to receive with an answer."""

from __future__ import annotations

from typing import Any

from api.service.access import Access
from api.service.ended import ended_by, is_over, outcome_of
from api.service.seats import bot_level, held_by_host
from api.store.store import Snapshot
from core import Game
from core.protocol import Move

#: What a move's answer (and an event stream) can carry on request: see :meth:`Views.extras`.
INCLUDES = ("view", "legal_moves")


def status_of(game: Game, meta: dict[str, Any], state: Any) -> str:
    """Return ``waiting``, ``active`` or ``finished`` (also when its host ended it)."""
    if not meta["started"]:
        return "waiting"
    return "finished" if is_over(game, meta, state) else "active"


def offered_moves(game: Game, meta: dict[str, Any], state: Any, seat: int | None,
                  status: str | None = None) -> list[Move]:
    """Return ``seat``'s legal moves as the API offers them (empty for a spectator).

    While the game is active, every legal move; once it is finished, what the game still
    offers (referee mode: the undo of the report that ended it) until the host starts a
    rematch or ends the table (:mod:`api.service.ended`).  ``status``: the game's
    :func:`status_of`, when the caller has it already.
    """
    if status is None:
        status = status_of(game, meta, state)
    # (a game its host ended is finished: an active one's ``ended`` is not read)
    if seat is None or status == "waiting" \
            or (status == "finished" and (ended_by(meta) is not None or meta.get("rematch"))):
        return []
    return game.legal_moves(state, seat)


def shown_held(seat: int | None, held: tuple[int, ...]) -> list[int]:
    """Return the seats a view tells its caller it holds (``getGame``'s ``held``): every seat
    its token holds, else its own seat (none for a spectator)."""
    return list(held) if held else ([] if seat is None else [seat])


def extras_key(load: tuple[Any, ...], version: int, seat: int | None, include: frozenset[str],
               held: tuple[int, ...] = ()) -> tuple[Any, ...]:
    """Key of :meth:`Views.extras` built from the snapshot at ``version`` of the shared load
    ``load`` (:func:`api.store.keys.load_key`) for ``seat``, ``include`` and ``held``.

    It names everything the extras are made of but the time (``server_time``:
    they are shared only by the answers of one announcement, made in the same
    moment): the game and the exact version they show, the seat they are
    filtered for, the seats they say it holds, and what they carry.  So one seat's
    extras are never found under another seat's key, nor a version's under
    another's (``tests/api/test_live_shared.py`` holds equal keys to equal bytes).
    """
    return (*load, "extras", version, seat, tuple(shown_held(seat, held)), include)


class Views:
    """The game as one seat (or a spectator) sees it, built from the state in hand."""

    def __init__(self, access: Access) -> None:
        self.access = access

    def document(self, game_id: str, snap: Snapshot, game: Game, state: Any,
                 seat: int | None, held: tuple[int, ...] = (),
                 status: str | None = None) -> dict[str, Any]:
        """Return the game as ``seat`` sees it (None: a spectator): ``getGame``'s body.

        ``held``: every seat the caller's token holds (:func:`api.service.seats.identify`);
        ``status``: the game's :func:`status_of`, when the caller has it already.
        """
        meta = snap.meta
        if status is None:
            status = status_of(game, meta, state)
        ended = ended_by(meta)
        return {
            "id": game_id, "game": game.name, "mode": meta["config"]["mode"],
            "config": meta["config"], "status": status, "version": snap.version,
            "seat": seat, "held": shown_held(seat, held),
            "players": [{"seat": s, "name": info["name"], "bot": info["bot"],
                         # (a person's level is None: bot_level not asked a seat a view)
                         "level": bot_level(info) if info["bot"] else None,
                         "joined": bool(info["bot"] or info["token"]),
                         "held": held_by_host(meta, info)}
                        for s, info in enumerate(meta["seats"])],
            "pending": game.pending(state) if status == "active" else [],
            # (an active game has no outcome: neither its own nor its host's end)
            "outcome": None if status == "active" else outcome_of(game, meta, state),
            "ended_by": ended,
            "view": game.view(state, seat),
            # an ended game's code is freed and may name another table since: not shown
            "join_code": None if ended is not None else meta["join_code"],
            "rematch": meta.get("rematch"),
            "deal_commitment": meta.get("commitment"),
            "server_time": self.access.now(),
        }

    def extras(self, game_id: str, snap: Snapshot, game: Game, state: Any, seat: int | None,
               include: frozenset[str], held: tuple[int, ...] = ()) -> dict[str, Any]:
        """Return what a client asked to receive with an answer (:data:`INCLUDES`).

        ``view``: the game as ``getGame`` gives it; ``legal_moves``: the seat's
        legal moves now (empty for a spectator and once the game is not active).
        Built from the state in hand: no extra Redis read.
        """
        out: dict[str, Any] = {}
        status = status_of(game, snap.meta, state)  # (both ask it: once)
        if "view" in include:
            out["view"] = self.document(game_id, snap, game, state, seat, held, status)
        if "legal_moves" in include:
            out["legal_moves"] = offered_moves(game, snap.meta, state, seat, status)
        return out
