"""Who sits where: tokens, game ids and join codes, the caller, bot seats.

Tokens are never stored, only their SHA-256 (:func:`hash_token`); a bearer
token is the host's or one seat's (:func:`identify`).  A bot seat has a level
(``easy``, ``normal``, ``hard``).

**Held seats** (issue 38): a seat's ``token`` is the hash of the token that
*holds* it, and one token may hold several seats.  A player without a phone has
a seat held by the host's token (``addHeldSeat``); a phone that was handed a
seat by its link (:mod:`api.service.handover`) while it already held one holds
both.  A caller that holds several seats (or the host acting for one) names the
seat it acts for with ``?as=N`` (:func:`identify`'s ``acting``); the rules of who
may do what are then exactly that seat's.
"""

from __future__ import annotations

import functools
import hashlib
import secrets
from dataclasses import dataclass
from typing import Any

from api.problems import ApiError
from core.fairness import commitment
from core.protocol import BOT_LEVELS, DEFAULT_BOT_LEVEL
from core.rng import secret_seed_range

#: Join codes: 6 characters without look-alikes (no 0/O, 1/I/L): 31^6 ≈ 9e8.
JOIN_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
JOIN_LENGTH = 6
ID_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def hash_token(token: str) -> str:
    """Return the stored form of a token (tokens themselves are never stored)."""
    return hashlib.sha256(token.encode()).hexdigest()


#: callers' token digests kept per process (a few seats a table, ~250 bytes each)
TOKENS_KEPT = 4096


@functools.lru_cache(maxsize=TOKENS_KEPT)
def caller_digest(token: str) -> str:
    """Return :func:`hash_token` of a bearer token, kept for the process's recent callers.

    A phone sends the same token with every move and read all game long; its SHA-256
    and hex digest were made anew each time (a few microseconds a request).  Only the
    callers' tokens are kept (in memory, as each request holds them anyway; never
    stored), not the new tokens and handover secrets the other callers hash once.
    """
    return hash_token(token)


def new_token() -> str:
    """Return a new long random bearer token."""
    return secrets.token_urlsafe(32)


def new_game_id() -> str:
    """Return a new unguessable game id (~95 bits; letters and digits only, so it is
    safe inside a Redis hash tag and a URL)."""
    return "".join(secrets.choice(ID_ALPHABET) for _ in range(16))


def new_join_code() -> str:
    """Return a new short join code from :data:`JOIN_ALPHABET`."""
    return "".join(secrets.choice(JOIN_ALPHABET) for _ in range(JOIN_LENGTH))


def new_seed() -> int:
    """Return a new secret deal seed: 128 random bits under a marker bit, so the game deals
    with the keyed generator (:class:`core.rng.KeyedRng`) and the deal carries them all."""
    low, high = secret_seed_range()
    return low + secrets.randbelow(high - low)


def sealed_deal(mode: str, seed: int) -> dict[str, str]:
    """Return a digital game's deal commitment and the salt that opens it (see
    :mod:`core.fairness`): published to every seat at once, the salt only in the
    transcript once the game is over.  A referee game deals nothing."""
    if mode != "digital":
        return {}
    salt = secrets.token_hex(16)
    return {"commitment": commitment(seed, salt), "salt": salt}


@dataclass
class Caller:
    """Who is asking: a seat, the host, or a spectator (neither).

    ``seat`` is the seat the caller acts for now (its only seat, or the one it named
    with ``as``); ``held`` every seat its token holds.
    """

    seat: int | None = None
    host: bool = False
    held: tuple[int, ...] = ()

    def acting_seat(self, refusal: str = "only a seated player can move") -> int:
        """Return the seat the caller acts for, or refuse ``403 not_your_seat``.

        A token that holds several seats (or the host's, holding seats of players
        without a phone) must say which one with ``as``: never a guess.
        """
        if self.seat is not None:
            return self.seat
        if self.held:
            raise ApiError(403, "not_your_seat",
                           "this token holds several seats: name one with ?as=")
        raise ApiError(403, "not_your_seat", refusal)


def identify(meta: dict[str, Any], token: str | None, acting: int | None = None,
             digest: str | None = None) -> Caller:
    """Return the caller a bearer token stands for; 401 when it matches nothing.

    ``acting`` (the request's ``as``): the seat the caller acts for, which its token
    must hold (``403 not_your_seat`` otherwise).  Without it, a seat token that holds
    one seat acts for that seat; the host's token, or one holding several seats, acts
    for none (it reads as a spectator of hands, and moves only with ``as``).
    ``digest``: the token's :func:`hash_token`, when the caller has made it already.
    """
    if token is None:
        if acting is not None:
            raise ApiError(401, "invalid_token",
                           "acting for a seat needs the token that holds it",
                           {"WWW-Authenticate": 'Bearer realm="roadtrip"'})
        return Caller()
    if digest is None:
        digest = caller_digest(token)
    host = secrets.compare_digest(digest, meta["host"])
    mine: list[int] = []
    for seat, info in enumerate(meta["seats"]):  # (a loop: no generator's frame a seat)
        if info["token"] and secrets.compare_digest(digest, info["token"]):
            mine.append(seat)
    held = tuple(mine)
    if not host and not held:
        raise ApiError(401, "invalid_token", "the token matches no seat of this game",
                       {"WWW-Authenticate": 'Bearer realm="roadtrip"'})
    if acting is not None:
        if acting not in held:
            raise ApiError(403, "not_your_seat", "this token does not hold the seat named by as")
        return Caller(seat=acting, host=host, held=held)
    return Caller(seat=held[0] if len(held) == 1 and not host else None, host=host, held=held)


def held_by_host(meta: dict[str, Any], info: dict[str, Any]) -> bool:
    """Whether a seat is held by the host's token: a player without a phone of their own."""
    return bool(info["token"]) and secrets.compare_digest(info["token"], meta["host"])


def bot_level(info: dict[str, Any]) -> str | None:
    """Return a seat's bot level (games stored before levels: ``normal``), None for a person."""
    return info.get("level", DEFAULT_BOT_LEVEL) if info["bot"] else None


def bot_levels(seats: list[int], levels: list[str] | None) -> dict[int, str]:
    """Pair bot seats with their levels (default ``normal``); 422 when the lists differ."""
    if levels is None:
        return {seat: DEFAULT_BOT_LEVEL for seat in seats}
    if len(levels) != len(seats) or any(level not in BOT_LEVELS for level in levels):
        raise ApiError(422, "invalid_bot_level",
                       f"give one level ({', '.join(BOT_LEVELS)}) per bot seat, in order")
    paired: dict[int, str] = {}
    for seat, level in zip(seats, levels, strict=True):
        if paired.setdefault(seat, level) != level:
            raise ApiError(422, "invalid_bot_level", f"seat {seat + 1} is given two levels")
    return paired


def bot_seat(seat: int, level: str) -> dict[str, Any]:
    """Return the meta entry of a bot seat."""
    return {"name": f"Bot {seat + 1}", "bot": True, "token": None, "level": level}
