"""The lobby: creating a game, joining it, bot seats, the rematch, ending it.

``meta`` (JSON, in the game's hash) holds what is not the game state::

    {"game": name, "config": {...}, "seed": int, "host": sha256,
     "join_code": "K7QX2M", "started": bool, "rematch": id | null,
     "ended": "host" (only once its host ended it, :mod:`api.service.ended`),
     "seats": [{"name": str | null, "bot": bool, "token": sha256 | null,
                "level": "easy" | "normal" | "hard" (bots only),
                "handover": sha256 (a hand-over link not used yet, see
                            api.service.handover)}, ...]}

A seat's ``token`` is the hash of the token that holds it: a player without a
phone (:meth:`Lobby.hold`) has the host's, a phone holding several seats the
same hash on each (:mod:`api.service.seats`).

A game starts when its last seat is taken (by a player or a bot); its bots
then act in the same commit (:meth:`api.service.settle.Settler.settle`).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from typing import Any

from api.problems import ApiError
from api.service.access import Access, optimistic
from api.service.ended import ENDED_EVENT, HOST, ended_by, refuse_if_ended
from api.service.idempotency import host_key, replayed, sealed
from api.service.seats import (
    bot_level,
    bot_levels,
    bot_seat,
    hash_token,
    held_by_host,
    identify,
    new_game_id,
    new_join_code,
    new_seed,
    new_token,
    sealed_deal,
)
from api.service.settle import Settler
from api.service.views import status_of
from api.store.keys import create_idem_key, idem_key
from api.store.store import Commit, Conflict, Gone, Snapshot
from core import Config, RoadtripError, get_game
from core.rng import int_to_json

log = logging.getLogger("roadtrip.api")

#: The fields of a ``createGame`` body that make the game's :class:`~core.Config`.
CONFIG_FIELDS = ("players", "mode", "variants", "options")


def set_up(game: Any, config: Config, seed: int) -> Any:
    """Return ``game.new(config, seed)``; a config ``check_config`` let through is refused."""
    try:
        return game.new(config, seed)
    except RoadtripError:
        raise
    except Exception:  # refuse it, do not crash
        log.exception("game.new refused a checked config")
        raise ApiError(422, "invalid_config", "this configuration cannot be set up") \
            from None


class Lobby:
    """Creating, joining, seating bots, rematching and ending games."""

    def __init__(self, access: Access, settler: Settler) -> None:
        self.access = access
        self.settler = settler

    # -- creating ----------------------------------------------------------------

    def create(self, spec: dict[str, Any], seed: int | None = None,
               previous: str | None = None, idem: str | None = None,
               held: dict[int, str] | None = None) -> dict[str, Any]:
        """Create a game from a ``createGame`` body; return id, join code, host token.

        ``previous``: the game this one is the rematch of (sessions, :mod:`api.service.replay`).
        ``held``: seats of players without a phone (seat -> name), held by the new host
        token at once (a rematch keeps them where they were).
        With ``idem`` (an ``Idempotency-Key``) a retry of the same body gets the first
        answer, host token included, and creates nothing (:meth:`_created_once`).
        """
        if idem is not None:
            return self._created_once(spec, idem)
        game = get_game(spec["game"])
        config = Config.from_dict({k: spec[k] for k in CONFIG_FIELDS if k in spec})
        game.check_config(config)
        levels = bot_levels(list(spec.get("bots", ())), spec.get("bot_levels"))
        if any(not 0 <= seat < config.players for seat in levels):
            raise ApiError(422, "invalid_seat", f"bot seats are seats 1 to {config.players}"
                           f" (0 to {config.players - 1} in bots)")
        if seed is None:
            seed = spec.get("seed")
        if seed is None:
            seed = new_seed()
        state = set_up(game, config, seed)
        host_token = new_token()
        game_id = new_game_id()
        code = self._reserve_code(game_id)
        meta: dict[str, Any] = {
            "game": game.name, "config": config.to_dict(), "seed": int_to_json(seed),
            **sealed_deal(config.mode, seed),
            "host": hash_token(host_token), "join_code": code, "started": False,
            "rematch": None, **({"previous": previous} if previous else {}),
            "seats": [bot_seat(seat, levels[seat]) if seat in levels else
                      {"name": None, "bot": False, "token": None}
                      for seat in range(config.players)],
        }
        for seat, name in sorted((held or {}).items()):
            meta["seats"][seat] = {"name": name, "bot": False, "token": meta["host"]}
        change = Commit(state=game.to_json(state), version=1, meta=meta,
                        events=tuple({"type": "joined", "seat": seat, "name": name, "held": True}
                                     for seat, name in sorted((held or {}).items())))
        if all(info["bot"] or info["token"] for info in meta["seats"]):
            meta["started"] = True
            change.events += ({"type": "started"},)
            state = self.settler.settle(game, state, meta, change, change.state, self.access.now())
        self._store_new(game_id, code, change)
        return {"id": game_id, "join_code": code, "host_token": host_token}

    def _store_new(self, game_id: str, code: str, change: Commit) -> None:
        """Store a new game; a refused create leaves nothing behind (its code is freed)."""
        try:
            self.access.store.commit(game_id, None, change)
        except Exception as exc:
            self.access.store.release_join_code(code)
            if isinstance(exc, Conflict):  # a ~95-bit id collided: rare, but never a 500
                raise ApiError(503, "store_unavailable", "please retry",
                               {"Retry-After": "1"}) from None
            raise

    def _created_once(self, spec: dict[str, Any], idem: str) -> dict[str, Any]:
        """:meth:`create` under an ``Idempotency-Key``: the first answer for the same body.

        The answer is kept under the key alone (no game exists before it); two
        creates racing with one key both make a game, the first to store its
        answer wins and the other's game is removed, so one game stands.
        """
        key = create_idem_key(idem)
        request = {"operation": "createGame", "body": spec}
        stored = self.access.store.recall(key)
        if stored is not None:
            return replayed(stored, request)
        answer = self.create(spec)
        if self.access.store.remember(key, sealed(request, answer)):
            return answer
        # lost the race: keep the first game only (this one was never seen: removed, not closed)
        with contextlib.suppress(Gone):  # expired already: nothing to remove
            self.access.store.delete(answer["id"], answer["join_code"])
        stored = self.access.store.recall(key)
        if stored is None:  # expired in between: ours stands after all (not removed twice)
            raise ApiError(503, "store_unavailable", "please retry", {"Retry-After": "1"})
        return replayed(stored, request)

    def _reserve_code(self, game_id: str) -> str:
        for _ in range(20):
            code = new_join_code()
            if self.access.store.reserve_join_code(code, game_id):
                return code
        raise ApiError(503, "store_unavailable", "no free join code; retry",
                       {"Retry-After": "1"})

    def find_join_code(self, code: str) -> str:
        """Return the id of the game a join code names, or raise 404."""
        game_id = self.access.store.find_join_code(code.strip().upper())
        if game_id is None:
            raise ApiError(404, "unknown_join_code", "no game has this join code")
        return game_id

    # -- taking seats ------------------------------------------------------------

    def join(self, game_id: str, name: str, seat: int | None,
             idem: str | None = None) -> dict[str, Any]:
        """Give the caller a seat; start the game (and its bots) when all are taken.

        With ``idem`` (an ``Idempotency-Key``) a retry of the same body gets the
        first answer, seat token included: a lost answer does not lose the seat.
        """
        request = {"operation": "joinGame", "name": name, "seat": seat}
        key = None if idem is None else idem_key(game_id, "joinGame", idem)

        def attempt(_: int) -> dict[str, Any]:
            snap = self.access.load(game_id, key)
            if snap.idem is not None:
                return replayed(snap.idem, request)
            refuse_if_ended(snap.meta)
            seats = snap.meta["seats"]
            chosen = self._free_seat(seats, seat)
            token = new_token()
            seats[chosen] = {"name": name, "bot": False, "token": hash_token(token)}
            answer = {"seat": chosen, "token": token}
            self._commit_seating(game_id, snap,
                                 ({"type": "joined", "seat": chosen, "name": name},),
                                 key, sealed(request, answer))
            self.access.store.touch_join_code(snap.meta["join_code"])
            return answer

        return optimistic(attempt)

    def hold(self, game_id: str, token: str | None, name: str, seat: int | None,
             idem: str | None = None) -> dict[str, Any]:
        """Host only: seat a player without a phone, held by the host's token.

        The host's phone then reports for that seat (``as``); the seat can be handed
        to a phone later by its link (:mod:`api.service.handover`).  Like a join, it
        takes the next free seat (or ``seat``) and the game starts once every seat is
        taken.  With ``idem`` a retry of the same body gets the first answer.
        """
        request = {"operation": "addHeldSeat", "name": name, "seat": seat}
        key = host_key(game_id, token, "addHeldSeat", idem)

        def attempt(_: int) -> dict[str, Any]:
            snap = self.access.load(game_id, key)
            meta = snap.meta
            if not identify(meta, token).host:
                raise ApiError(403, "not_host", "only the host can add a player without a phone")
            if snap.idem is not None:
                return replayed(snap.idem, request)
            refuse_if_ended(meta)
            chosen = self._free_seat(meta["seats"], seat)
            meta["seats"][chosen] = {"name": name, "bot": False, "token": meta["host"]}
            answer = {"seat": chosen}
            version, status = self._commit_seating(
                game_id, snap, ({"type": "joined", "seat": chosen, "name": name, "held": True},),
                key, lambda done: sealed(request, {**answer, **done}))
            return {**answer, "version": version, "status": status}

        return optimistic(attempt)

    @staticmethod
    def _free_seat(seats: list[dict[str, Any]], seat: int | None) -> int:
        """Return ``seat`` if free, else the first free seat; refuse a taken or full one."""
        free = [s for s, info in enumerate(seats) if not info["bot"] and not info["token"]]
        if seat is not None and not 0 <= seat < len(seats):
            raise ApiError(422, "invalid_seat", f"this game has seats 1 to {len(seats)}"
                           f" (0 to {len(seats) - 1} in seat)")
        if not free:
            raise ApiError(409, "game_full", "every seat of this game is taken")
        if seat is not None and seat not in free:
            raise ApiError(409, "seat_taken", f"seat {seat + 1} is taken")
        return free[0] if seat is None else seat

    def add_bots(self, game_id: str, token: str | None, seats: list[int],
                 levels: list[str] | None = None, idem: str | None = None) -> dict[str, Any]:
        """Host only: make free seats bots (at ``levels``, one per seat; default normal).

        The game starts once every seat is taken.  With ``idem`` (an
        ``Idempotency-Key``) a retry of the same body gets the first answer.
        """
        chosen = bot_levels(seats, levels)
        request = {"operation": "addBots", "seats": seats, "levels": levels}
        key = host_key(game_id, token, "addBots", idem)

        def attempt(_: int) -> dict[str, Any]:
            snap = self.access.load(game_id, key)
            meta = snap.meta
            if not identify(meta, token).host:
                raise ApiError(403, "not_host", "only the host can add bots")
            if snap.idem is not None:
                return replayed(snap.idem, request)
            refuse_if_ended(meta)
            if meta["started"]:
                raise ApiError(409, "game_started", "bots can be added only before the start")
            for seat in seats:
                if not 0 <= seat < len(meta["seats"]):
                    raise ApiError(422, "invalid_seat", f"this game has seats 1 to"
                                   f" {len(meta['seats'])} (0 to {len(meta['seats']) - 1}"
                                   f" in seats)")
                if meta["seats"][seat]["token"] or meta["seats"][seat]["bot"]:
                    raise ApiError(409, "seat_taken", f"seat {seat + 1} is taken")
            joined = []
            for seat in sorted(chosen):
                meta["seats"][seat] = bot_seat(seat, chosen[seat])
                joined.append({"type": "joined", "seat": seat, "name": f"Bot {seat + 1}",
                               "bot": True, "level": chosen[seat]})
            version, status = self._commit_seating(
                game_id, snap, tuple(joined), key,
                lambda answer: sealed(request, answer))
            return {"version": version, "status": status}

        return optimistic(attempt)

    def _commit_seating(
        self, game_id: str, snap: Snapshot, joined: tuple[dict[str, Any], ...],
        idem: str | None = None, answer: str | Callable[[dict[str, Any]], str] | None = None,
    ) -> tuple[int, str]:
        """Commit seats just taken (``snap.meta`` already updated) with their events.

        When every seat is now taken the game starts and its bots act in the
        same commit.  ``idem`` and ``answer`` store an idempotency answer in the
        same commit (``answer`` may be made from ``{version, status}``).  Returns
        the new version and status; raises :class:`~api.store.store.Conflict`
        when another request committed first.
        """
        meta = snap.meta
        game = get_game(meta["game"])
        state = game.from_json(snap.state)
        change = Commit(state=snap.state, version=snap.version + 1, meta=meta,
                        first_event=snap.events + 1, events=joined)
        if all(info["bot"] or info["token"] for info in meta["seats"]):
            meta["started"] = True
            change.events += ({"type": "started"},)
            state = self.settler.settle(game, state, meta, change, snap.state, self.access.now())
        status = status_of(game, meta, state)
        if idem is not None and answer is not None:
            change.idem_key = idem
            change.idem_answer = answer if isinstance(answer, str) else \
                answer({"version": change.version, "status": status})
        self.access.commit(game_id, snap.version, change)
        return change.version, status

    # -- host actions ------------------------------------------------------------

    def end(self, game_id: str, token: str | None) -> None:
        """Host only: end the game now.

        A game that never started is removed (its players then see 404).  A started
        one is closed (:mod:`api.service.ended`): the log entry ``ended`` in the same
        compare-and-set as any move, so waiting phones see it in order; the game is
        then over, kept ``ENDED_GAME_TTL`` seconds, its join code free.  Ending it
        again changes nothing.
        """

        def attempt(_: int) -> None:
            snap = self.access.load(game_id)
            meta = snap.meta
            if not identify(meta, token).host:
                raise ApiError(403, "not_host", "only the host can end the game")
            if ended_by(meta) is not None:  # again: nothing changes (a code left behind goes)
                self.access.store.free_join_code(meta["join_code"], game_id)
                return
            if not meta["started"]:
                # removed only as read: a join that started it meanwhile is a conflict,
                # and the attempt after it closes the started game instead
                self.access.remove(game_id, snap.version, meta["join_code"])
                return
            meta["ended"] = HOST
            self.access.commit(game_id, snap.version, Commit(
                state=snap.state, version=snap.version + 1, meta=meta,
                first_event=snap.events + 1, events=(dict(ENDED_EVENT),), timed=False,
                ttl=self.access.store.ended_ttl))
            self.access.store.free_join_code(meta["join_code"], game_id)

        optimistic(attempt)

    def rematch(self, game_id: str, token: str | None, idem: str | None = None) -> dict[str, Any]:
        """Create a new game with the same config and bots, link it from the old one.

        With ``idem`` (an ``Idempotency-Key``) a retry gets the first answer, the new
        host token included, instead of ``409 rematch_exists``.
        """
        request = {"operation": "rematchGame"}
        key = host_key(game_id, token, "rematchGame", idem)
        first = self.access.load(game_id, key)
        if not identify(first.meta, token).host:
            raise ApiError(403, "not_host", "only the host can start a rematch")
        if first.idem is not None:
            return replayed(first.idem, request)
        bots = [s for s, info in enumerate(first.meta["seats"]) if info["bot"]]
        # the players without a phone stay at the host's phone (their names kept)
        kept = {s: info["name"] for s, info in enumerate(first.meta["seats"])
                if held_by_host(first.meta, info)}
        spec = dict(first.meta["config"], game=first.meta["game"], bots=bots,
                    bot_levels=[bot_level(first.meta["seats"][s]) for s in bots])
        created: dict[str, Any] = {}

        def attempt(n: int) -> dict[str, Any]:
            snap = first if n == 0 else self.access.load(game_id)
            meta = snap.meta
            if meta.get("rematch"):
                raise ApiError(409, "rematch_exists", "this game already has a rematch",
                               rematch=meta["rematch"])
            if not created:  # made once: a lost race links the same new game
                created.update(self.create(spec, seed=new_seed(), previous=game_id, held=kept))
            meta["rematch"] = created["id"]
            # a game its host ended keeps its own retention (a rematch does not renew it)
            ttl = self.access.store.ended_ttl if ended_by(meta) is not None else None
            self.access.commit(game_id, snap.version,
                               Commit(state=snap.state, version=snap.version + 1, meta=meta,
                                      idem_key=key, idem_answer=sealed(request, created) if key
                                      else None, ttl=ttl))
            return created

        return optimistic(attempt)
