"""Handing a seat from one phone to another by a link (issue 38).

A player without a phone sits at the host's phone (:meth:`api.service.lobby.Lobby.hold`);
later that seat may go to a phone of its own, and back.  Whoever holds a seat
asks for a hand-over link (:meth:`Handovers.offer`): a one-time secret, as secret
as a seat token, kept only as its hash in the seat's ``handover``; asking again
replaces the last one.  The phone that opens the link claims the seat
(:meth:`Handovers.claim`): with no token it gets a new seat token; with a token of
this game (the host's, or another seat's) that token now holds the seat too, so a
seat goes back to the host's phone the same way it left.  The secret then no
longer works, and the log's ``handed_over`` entry tells every phone (the one that
gave the seat up sees it is no longer among the seats it holds).

A wrong or used secret is ``403 invalid_handover`` and changes nothing.
"""

from __future__ import annotations

import secrets
from typing import Any

from api.problems import ApiError
from api.service.access import Access, optimistic
from api.service.ended import refuse_if_ended
from api.service.seats import hash_token, identify, new_token
from api.store.store import Commit

#: the log entry of a seat that went to another phone
HANDED_OVER = "handed_over"


class Handovers:
    """Hand-over links of seats: offering one, and claiming a seat by it."""

    def __init__(self, access: Access) -> None:
        self.access = access

    def offer(self, game_id: str, token: str | None, seat: int) -> dict[str, Any]:
        """Return a new one-time hand-over secret of ``seat``; the caller must hold it.

        Only the seat's ``handover`` hash is replaced, under the usual compare-and-set
        (a new version with no log entry: nobody is told of a link they cannot see).
        """
        secret = new_token()

        def attempt(_: int) -> dict[str, Any]:
            snap = self.access.load(game_id)
            meta = snap.meta
            _check_seat(meta, seat)
            identify(meta, token, seat)  # 401 / 403 unless the caller holds the seat
            refuse_if_ended(meta)
            meta["seats"][seat]["handover"] = hash_token(secret)
            self.access.commit(game_id, snap.version, Commit(
                state=snap.state, version=snap.version + 1, meta=meta,
                first_event=snap.events + 1))
            return {"seat": seat, "secret": secret}

        return optimistic(attempt)

    def claim(self, game_id: str, token: str | None, seat: int, secret: str) -> dict[str, Any]:
        """Take ``seat`` by its hand-over ``secret``; return the seat (and a new token).

        With ``token`` (the host's or a seat's of this game) that token holds the seat
        from now on and no token is returned; without, a new seat token is.  The secret
        works once.  Refused ``403 invalid_handover`` (nothing changes) when it is not
        the seat's current secret.
        """

        def attempt(_: int) -> dict[str, Any]:
            snap = self.access.load(game_id)
            meta = snap.meta
            _check_seat(meta, seat)
            info = meta["seats"][seat]
            stored = info.get("handover")
            if not stored or not secrets.compare_digest(stored, hash_token(secret)):
                raise ApiError(403, "invalid_handover",
                               "this hand-over link is wrong or was used already")
            refuse_if_ended(meta)
            issued: str | None = None
            if token is None:
                issued = new_token()
                holder = hash_token(issued)
            else:
                identify(meta, token)  # 401 unless it is this game's (the host's, a seat's)
                holder = hash_token(token)
            info.pop("handover")
            info["token"] = holder
            self.access.commit(game_id, snap.version, Commit(
                state=snap.state, version=snap.version + 1, meta=meta,
                first_event=snap.events + 1,
                events=({"type": HANDED_OVER, "seat": seat, "name": info["name"]},)))
            return {"seat": seat, **({} if issued is None else {"token": issued})}

        return optimistic(attempt)


def _check_seat(meta: dict[str, Any], seat: int) -> None:
    """Refuse a seat that is not a person's taken seat: ``422 invalid_seat``."""
    seats = meta["seats"]
    if not 0 <= seat < len(seats) or seats[seat]["bot"] or not seats[seat]["token"]:
        raise ApiError(422, "invalid_seat", "only a player's taken seat can be handed over")
