"""A game its host ended: closed and kept for a while, not deleted (issue 27, item 5).

``endGame`` on a game that started (active or finished) closes it: the lobby
(:meth:`api.service.lobby.Lobby.end`) commits ``meta["ended"] = "host"`` and the
public log entry :data:`ENDED_EVENT` with the same compare-and-set as any move,
frees the join code and gives the game's keys the ``ENDED_GAME_TTL``.  From then
on the game is over for every part of the API, whatever its state says:

- its status is ``finished`` (:func:`is_over`), its outcome its own when it
  had finished by itself, else :data:`ENDED_OUTCOME` (no winners, reason
  ``ended``; :func:`outcome_of`);
- moves (undo included), joins and bots are refused ``409 game_ended``
  (:func:`refuse_if_ended`); reads, the transcript (revealed, as for any game
  that is over), the replay, the session and a rematch stay open.

The game's own state is never touched: the final board is the view as it was.
A game that never started is still removed (nobody played it).
"""

from __future__ import annotations

from typing import Any

from api.problems import ApiError
from core import Game

#: who ended the game, in ``meta["ended"]`` and the log entry (only the host can)
HOST = "host"
#: the public log entry that closes a game its host ended
ENDED_EVENT: dict[str, Any] = {"type": "ended", "by": HOST}
#: the outcome of a game its host ended before it finished by itself
ENDED_OUTCOME: dict[str, Any] = {"winners": [], "reason": "ended"}


#: the meta field naming who ended the game (absent while it was not ended)
FIELD = "ended"


def ended_by(meta: dict[str, Any]) -> str | None:
    """Return who ended the game (``"host"``), or None while it was not ended."""
    return meta.get(FIELD)


def is_over(game: Game, meta: dict[str, Any], state: Any) -> bool:
    """Return True once the game is over: it ended by itself, or its host ended it."""
    # (the field read here, not through ended_by: every move and read asks this)
    return bool(meta["started"]) and (meta.get(FIELD) is not None or game.is_over(state))


def outcome_of(game: Game, meta: dict[str, Any], state: Any) -> dict[str, Any] | None:
    """Return the game's outcome: its own once it ended by itself (also when the host
    ended it afterwards), :data:`ENDED_OUTCOME` when its host ended it before, else None."""
    if game.is_over(state):
        return game.outcome(state)
    return dict(ENDED_OUTCOME, winners=[]) if ended_by(meta) is not None else None


def refuse_if_ended(meta: dict[str, Any]) -> None:
    """Raise ``409 game_ended`` when the game's host ended it (nothing changes it then)."""
    if meta.get(FIELD) is not None:  # (every move asks: the field read here)
        raise ApiError(409, "game_ended", "the host ended this game: it can no longer change")
