"""What the API does with games, knowing only the game protocol and the store.

Create, join, move, rematch: each reads a snapshot, changes it in Python and
commits with a compare-and-set on the version (see :mod:`api.store`), retrying
a bounded number of times when another writer wins.  Bot seats act inside the
same commit, right after the move that made them pending, so a human's move
and the bots' answers land together or not at all.

Deadlines (:meth:`core.protocol.Game.tick`): the service's one clock
(``Games.clock``, the app's ``CLOCK`` config, default :func:`time.time`) is
told to the game before a move (so a late move is judged after the deadline's
own moves) and after the move and the bots (to stamp what the move opened).
Reads (:meth:`Games.current`) tick too and commit what a passed deadline did
through the same compare-and-set, so a reaction window closes even when nobody
moves.  Moves a deadline made (events carrying ``"move"`` and ``"seat"``) are
recorded with the commit's moves, so transcripts replay them.  The game hash's
``timed`` flag says whether the committed state has a deadline pending, so an
``If-None-Match`` check or a log long-poll knows when it must look.

``meta`` (JSON, in the game's hash) holds what is not the game state::

    {"game": name, "config": {...}, "seed": int, "host": sha256,
     "join_code": "K7QX2M", "started": bool, "rematch": id | null,
     "seats": [{"name": str | null, "bot": bool, "token": sha256 | null,
                "level": "easy" | "normal" | "hard" (bots only)}, ...]}

Bots decide from their seat's observation only (:func:`core.playout.bot_move`),
within the service's :class:`~core.protocol.Budget` (``BOT_PLAYOUTS``,
``BOT_SECONDS``).
"""

from __future__ import annotations

import hashlib
import json
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from api.problems import ApiError
from api.store import Commit, Conflict, Gone, Snapshot, Store, dumps, idem_key
from core import Config, Game, RoadtripError, get_game
from core.fairness import commitment
from core.playout import bot_move
from core.protocol import BOT_LEVELS, DEFAULT_BOT_LEVEL, Budget, Event, Move, event_for

log = logging.getLogger("roadtrip.api")

#: Join codes: 6 characters without look-alikes (no 0/O, 1/I/L): 31^6 ≈ 9e8.
JOIN_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
JOIN_LENGTH = 6
ID_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
#: What a move's answer (and an event stream) can carry on request: see :meth:`Games.extras`.
INCLUDES = ("view", "legal_moves")
#: Bounded retries of a read-apply-commit cycle that lost a race.
RETRIES = 8
#: Bound on bot moves made inside one commit (a whole all-bot game fits).
BOT_STEPS = 5000
#: Bound on bots-then-tick rounds inside one commit.
SETTLE_STEPS = 100


def hash_token(token: str) -> str:
    """Return the stored form of a token (tokens themselves are never stored)."""
    return hashlib.sha256(token.encode()).hexdigest()


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


def sealed_deal(mode: str, seed: int) -> dict[str, str]:
    """Return a digital game's deal commitment and the salt that opens it (see
    :mod:`core.fairness`): published to every seat at once, the salt only in the
    transcript once the game is over.  A referee game deals nothing."""
    if mode != "digital":
        return {}
    salt = secrets.token_hex(16)
    return {"commitment": commitment(seed, salt), "salt": salt}


def fingerprint(body: Any) -> str:
    """Return a digest of a request body (key order and spacing do not matter)."""
    return hashlib.sha256(json.dumps(body, sort_keys=True, separators=(",", ":"))
                          .encode()).hexdigest()


def replayed(stored: bytes | str, move: Move) -> dict[str, Any]:
    """Return the first answer to an ``Idempotency-Key``, if ``move`` is the same request.

    A key is bound to the body it was first used with (as Stripe does): the
    same key with another move is refused with ``422 idempotency_key_reused``
    and nothing is applied, instead of answering the first move for the second.
    """
    saved = json.loads(stored)
    if "request" not in saved:  # stored before keys were bound to bodies
        return dict(saved)
    if saved.get("request") != fingerprint(move):
        raise ApiError(422, "idempotency_key_reused",
                       "this Idempotency-Key was used with another request body")
    return dict(saved["answer"])


@dataclass
class Caller:
    """Who is asking: a seat, the host, or a spectator (neither)."""

    seat: int | None = None
    host: bool = False


def identify(meta: dict[str, Any], token: str | None) -> Caller:
    """Return the caller a bearer token stands for; 401 when it matches nothing."""
    if token is None:
        return Caller()
    digest = hash_token(token)
    if secrets.compare_digest(digest, meta["host"]):
        return Caller(host=True)
    for seat, info in enumerate(meta["seats"]):
        if info["token"] and secrets.compare_digest(digest, info["token"]):
            return Caller(seat=seat)
    raise ApiError(401, "invalid_token", "the token matches no seat of this game",
                   {"WWW-Authenticate": 'Bearer realm="roadtrip"'})


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
            raise ApiError(422, "invalid_bot_level", f"seat {seat} is given two levels")
    return paired


def bot_seat(seat: int, level: str) -> dict[str, Any]:
    """Return the meta entry of a bot seat."""
    return {"name": f"Bot {seat + 1}", "bot": True, "token": None, "level": level}


def status_of(game: Game, meta: dict[str, Any], state: Any) -> str:
    """Return ``waiting``, ``active`` or ``finished``."""
    if not meta["started"]:
        return "waiting"
    return "finished" if game.is_over(state) else "active"


def entries(events: list[Event], first_index: int, seat: int | None) -> list[dict[str, Any]]:
    """Return ``events`` numbered from ``first_index`` as ``seat`` may see them."""
    return [{"index": first_index + i, "event": event_for(e, seat)} for i, e in enumerate(events)]


def record(change: Commit, events: list[Event]) -> None:
    """Add a tick's events to ``change``, and the moves a deadline made to its moves."""
    if not events:
        return
    change.events += tuple(events)
    change.moves += tuple((e["seat"], e["move"]) for e in events
                          if "move" in e and "seat" in e)


class Games:
    """The game service: one per app, over one :class:`Store`."""

    def __init__(self, store: Store, clock: Callable[[], float] = time.time,
                 bot_budget: Budget | None = None) -> None:
        self.store = store
        #: wall-clock Unix seconds, told to games with deadlines (injectable for tests)
        self.clock = clock
        #: what one bot decision may cost (playouts; time only as a safety cap)
        self.bot_budget = bot_budget or Budget(clock=time.perf_counter)

    def now(self) -> float:
        """Return the service clock's time (Unix seconds)."""
        return float(self.clock())

    # -- reading -----------------------------------------------------------------

    def load(self, game_id: str, idem: str | None = None) -> Snapshot:
        """Return the game's snapshot or raise 404 ``unknown_game``."""
        try:
            return self.store.load(game_id, idem)
        except Gone:
            raise ApiError(404, "unknown_game", "no game has this id (or it expired)") from None

    def head(self, game_id: str) -> tuple[dict[str, Any], int, int]:
        """Return the game's meta, version and event count, or raise 404."""
        try:
            return self.store.head(game_id)
        except Gone:
            raise ApiError(404, "unknown_game", "no game has this id (or it expired)") from None

    def version(self, game_id: str) -> int:
        """Return the game's version or raise 404."""
        try:
            return self.store.version(game_id)
        except Gone:
            raise ApiError(404, "unknown_game", "no game has this id (or it expired)") from None

    def timed_version(self, game_id: str) -> tuple[int, bool]:
        """Return the game's version and whether a deadline is pending, or raise 404."""
        try:
            return self.store.timed_version(game_id)
        except Gone:
            raise ApiError(404, "unknown_game", "no game has this id (or it expired)") from None

    def timed_head(self, game_id: str) -> tuple[dict[str, Any], int, int, bool]:
        """Return meta, version, event count and the deadline flag, or raise 404."""
        try:
            return self.store.timed_head(game_id)
        except Gone:
            raise ApiError(404, "unknown_game", "no game has this id (or it expired)") from None

    def current(self, game_id: str) -> tuple[Snapshot, Game, Any]:
        """Return the game's snapshot, game and state as of the service clock.

        When the clock has passed one of the state's deadlines, the moves the
        deadline makes (and the bots' answers) are committed first through the
        usual compare-and-set.  A read that loses that race re-reads; after
        :data:`RETRIES` losses it serves what it read, never an error.
        """
        snap = self.load(game_id)
        for _ in range(RETRIES):
            game = get_game(snap.meta["game"])
            state = game.from_json(snap.state)
            if not snap.timed or not snap.meta["started"] or game.is_over(state):
                return snap, game, state
            now = self.now()
            change = Commit(state={}, version=snap.version + 1, first_event=snap.events + 1)
            record(change, game.tick(state, now))
            if not change.events:
                return snap, game, state
            state = self._settle(game, state, snap.meta, change, snap.state, now)
            try:
                self.store.commit(game_id, snap.version, change)
            except Conflict:
                snap = self.load(game_id)
                continue
            except Gone:
                raise ApiError(404, "unknown_game", "the game expired") from None
            return Snapshot(game_id=game_id, meta=snap.meta, state=change.state,
                            version=change.version, events=snap.events + len(change.events),
                            timed=bool(change.timed)), game, state
        game = get_game(snap.meta["game"])
        return snap, game, game.from_json(snap.state)

    def _settle(
        self, game: Game, state: Any, meta: dict[str, Any], change: Commit,
        start: dict[str, Any], now: float,
    ) -> Any:
        """Let the bots act, then tell the game ``now``; repeat while the tick moved.

        Sets ``change.state`` and ``change.timed``; returns the state reached.
        """
        for _ in range(SETTLE_STEPS):
            state = self._run_bots(game, state, meta, change, meta["seed"], start)
            ticked = game.tick(state, now)
            record(change, ticked)
            if not any("move" in event for event in ticked):
                break
        change.state = game.to_json(state)
        change.timed = game.deadline(state) is not None
        return state

    # -- creating ----------------------------------------------------------------

    def create(self, spec: dict[str, Any], seed: int | None = None) -> dict[str, Any]:
        """Create a game from a ``createGame`` body; return id, join code, host token."""
        game = get_game(spec["game"])
        config = Config(players=spec["players"], mode=spec.get("mode", "digital"),
                        variants=tuple(spec.get("variants", ())),
                        options=dict(spec.get("options", {})))
        if len(set(config.variants)) != len(config.variants):
            raise ApiError(422, "invalid_config", "a variant is named twice")
        game.check_config(config)
        levels = bot_levels(list(spec.get("bots", ())), spec.get("bot_levels"))
        bots = sorted(levels)
        if any(not 0 <= seat < config.players for seat in bots):
            raise ApiError(422, "invalid_seat", f"bot seats must be in 0..{config.players - 1}")
        if seed is None:
            seed = spec.get("seed")
        if seed is None:
            seed = secrets.randbelow(2**53)
        try:
            state = game.new(config, seed)
        except RoadtripError:
            raise
        except Exception:  # a config check_config let through: refuse it, do not crash
            log.exception("game.new refused a checked config")
            raise ApiError(422, "invalid_config", "this configuration cannot be set up") \
                from None
        host_token = new_token()
        game_id = new_game_id()
        code = self._reserve_code(game_id)
        meta = {
            "game": game.name, "config": config.to_dict(), "seed": seed,
            **sealed_deal(config.mode, seed),
            "host": hash_token(host_token), "join_code": code, "started": False,
            "rematch": None,
            "seats": [bot_seat(seat, levels[seat]) if seat in levels else
                      {"name": None, "bot": False, "token": None}
                      for seat in range(config.players)],
        }
        change = Commit(state=game.to_json(state), version=1, meta=meta)
        if all(info["bot"] for info in meta["seats"]):
            meta["started"] = True
            change.events = ({"type": "started"},)
            state = self._settle(game, state, meta, change, change.state, self.now())
        try:
            self.store.commit(game_id, None, change)
        except Exception as exc:
            self.store.release_join_code(code)  # a refused create leaves nothing behind
            if isinstance(exc, Conflict):  # a ~95-bit id collided: rare, but never a 500
                raise ApiError(503, "store_unavailable", "please retry",
                               {"Retry-After": "1"}) from None
            raise
        return {"id": game_id, "join_code": code, "host_token": host_token}

    def _reserve_code(self, game_id: str) -> str:
        for _ in range(20):
            code = new_join_code()
            if self.store.reserve_join_code(code, game_id):
                return code
        raise ApiError(503, "store_unavailable", "no free join code; retry",
                       {"Retry-After": "1"})

    def find_join_code(self, code: str) -> str:
        """Return the id of the game a join code names, or raise 404."""
        game_id = self.store.find_join_code(code.strip().upper())
        if game_id is None:
            raise ApiError(404, "unknown_join_code", "no game has this join code")
        return game_id

    # -- joining -----------------------------------------------------------------

    def join(self, game_id: str, name: str, seat: int | None) -> dict[str, Any]:
        """Give the caller a seat; start the game (and its bots) when all are taken."""
        for _ in range(RETRIES):
            snap = self.load(game_id)
            meta = snap.meta
            seats = meta["seats"]
            free = [s for s, info in enumerate(seats) if not info["bot"] and not info["token"]]
            if seat is not None and not 0 <= seat < len(seats):
                raise ApiError(422, "invalid_seat", f"seats are 0..{len(seats) - 1}")
            if not free:
                raise ApiError(409, "game_full", "every seat of this game is taken")
            if seat is not None and seat not in free:
                raise ApiError(409, "seat_taken", f"seat {seat} is taken")
            chosen = free[0] if seat is None else seat
            token = new_token()
            seats[chosen] = {"name": name, "bot": False, "token": hash_token(token)}
            joined = ({"type": "joined", "seat": chosen, "name": name},)
            if self._commit_seating(game_id, snap, joined) is None:
                continue
            self.store.touch_join_code(meta["join_code"])
            return {"seat": chosen, "token": token}
        raise ApiError(409, "version_conflict", "the game is changing too fast; retry")

    # -- moving ------------------------------------------------------------------

    # -- what a seat sees ------------------------------------------------------------

    def document(self, game_id: str, snap: Snapshot, game: Game, state: Any,
                 seat: int | None) -> dict[str, Any]:
        """Return the game as ``seat`` sees it (None: a spectator): ``getGame``'s body."""
        meta = snap.meta
        status = status_of(game, meta, state)
        return {
            "id": game_id, "game": game.name, "mode": meta["config"]["mode"],
            "config": meta["config"], "status": status, "version": snap.version,
            "seat": seat,
            "players": [{"seat": s, "name": info["name"], "bot": info["bot"],
                         "level": bot_level(info), "joined": bool(info["bot"] or info["token"])}
                        for s, info in enumerate(meta["seats"])],
            "pending": game.pending(state) if status == "active" else [],
            "outcome": game.outcome(state), "view": game.view(state, seat),
            "join_code": meta["join_code"], "rematch": meta.get("rematch"),
            "deal_commitment": meta.get("commitment"),
            "server_time": self.now(),
        }

    def extras(self, game_id: str, snap: Snapshot, game: Game, state: Any, seat: int | None,
               include: frozenset[str]) -> dict[str, Any]:
        """Return what a client asked to receive with an answer (:data:`INCLUDES`).

        ``view``: the game as ``getGame`` gives it; ``legal_moves``: the seat's
        legal moves now (empty for a spectator and once the game is not active).
        Built from the state in hand: no extra Redis read.
        """
        out: dict[str, Any] = {}
        if "view" in include:
            out["view"] = self.document(game_id, snap, game, state, seat)
        if "legal_moves" in include:
            active = status_of(game, snap.meta, state) == "active"
            out["legal_moves"] = game.legal_moves(state, seat) \
                if seat is not None and active else []
        return out

    def move(
        self, game_id: str, token: str | None, move: Move, if_match: int | None,
        idem: str | None, include: frozenset[str] = frozenset(),
    ) -> dict[str, Any]:
        """Apply the caller's move (and the bots' answers) atomically; return the answer.

        ``include`` adds the caller's new view and/or legal moves to the answer
        (:meth:`extras`), so a client plays one request per move.  A replayed
        answer (same ``Idempotency-Key``) carries them as of now.
        """
        for _ in range(RETRIES):
            # Scoped by token, so one seat's key never answers another's request.
            key = None if idem is None or token is None else idem_key(
                game_id, hash_token(token), idem)
            snap = self.load(game_id, key)
            caller = identify(snap.meta, token)
            if caller.seat is None:
                raise ApiError(403, "not_your_seat", "only a seated player can move")
            if snap.idem is not None:
                answer = replayed(snap.idem, move)
                if include:
                    game = get_game(snap.meta["game"])
                    answer.update(self.extras(game_id, snap, game, game.from_json(snap.state),
                                              caller.seat, include))
                return answer
            if if_match is not None and if_match != snap.version:
                raise ApiError(409, "version_conflict",
                               f"the game is at version {snap.version}, not {if_match}")
            meta = snap.meta
            if not meta["started"]:
                raise ApiError(409, "game_not_started", "waiting for every seat to be taken")
            game = get_game(meta["game"])
            state = game.from_json(snap.state)
            now = self.now()
            change = Commit(state={}, version=snap.version + 1, first_event=snap.events + 1)
            # A passed deadline acts first, so a late move is judged after it.
            record(change, game.tick(state, now))
            try:
                events = game.apply(state, caller.seat, move)  # IllegalMove -> 422
            except RoadtripError:
                if change.events:  # keep what the deadline did (best effort)
                    self._commit_quietly(game_id, snap, game, state, change, now)
                raise
            change.events += tuple(events)
            change.moves += ((caller.seat, move),)
            change.idem_key = key
            state = self._settle(game, state, meta, change, snap.state, now)
            answer = {
                "game": game.name,
                "version": change.version,
                "events": entries(list(change.events), snap.events + 1, caller.seat),
            }
            change.idem_answer = dumps({"request": fingerprint(move), "answer": answer}) \
                if key else None
            try:
                self.store.commit(game_id, snap.version, change)
            except Conflict:
                if if_match is not None:
                    raise ApiError(409, "version_conflict",
                                   "another move was committed first") from None
                continue
            except Gone:
                raise ApiError(404, "unknown_game", "the game expired") from None
            if include:
                after = Snapshot(game_id=game_id, meta=meta, state=change.state,
                                 version=change.version,
                                 events=snap.events + len(change.events),
                                 timed=bool(change.timed))
                answer = {**answer, **self.extras(game_id, after, game, state, caller.seat,
                                                  include)}
            return answer
        raise ApiError(409, "version_conflict", "the game is changing too fast; retry")

    def _commit_quietly(
        self, game_id: str, snap: Snapshot, game: Game, state: Any, change: Commit,
        now: float,
    ) -> None:
        """Commit what a tick did before a refused move; a lost race is left to later reads."""
        self._settle(game, state, snap.meta, change, snap.state, now)
        try:
            self.store.commit(game_id, snap.version, change)
        except (Conflict, Gone):
            # Another request committed first (its own tick closes the window
            # just the same) or the game is gone: nothing is lost either way.
            return

    def _run_bots(
        self, game: Game, state: Any, meta: dict[str, Any], change: Commit, seed: int,
        start: dict[str, Any],
    ) -> Any:
        """Let bot seats with a pending decision act until a human must decide.

        Returns the state reached (``start`` is the state's JSON before the
        commit's own moves, used to rebuild it if a bot move fails half-way).
        """
        bots = {s: bot_level(info) for s, info in enumerate(meta["seats"]) if info["bot"]}
        if not bots:
            return state
        events = list(change.events)
        moves = list(change.moves)
        version = change.version
        for _ in range(BOT_STEPS):
            if game.is_over(state):
                break
            acting = [s for s in game.pending(state) if s in bots]
            if not acting:
                break
            seat = acting[0]
            try:
                move = bot_move(game, state, seat, salt=seed * 1_000_003 + version,
                                level=bots[seat] or DEFAULT_BOT_LEVEL, budget=self.bot_budget)
                events.extend(game.apply(state, seat, move))
            except Exception:  # a rules bug must not refuse the human's move: stop the bots
                log.exception("bot at seat %s could not move", seat)
                state = game.from_json(start)
                for done_seat, done_move in moves:
                    game.push(state, done_seat, done_move)
                break
            moves.append((seat, move))
            version += 1
        change.events = tuple(events)
        change.moves = tuple(moves)
        change.version = version
        return state

    # -- host actions ------------------------------------------------------------

    def _commit_seating(
        self, game_id: str, snap: Snapshot, joined: tuple[dict[str, Any], ...],
    ) -> tuple[int, str] | None:
        """Commit seats just taken (``snap.meta`` already updated) with their events.

        When every seat is now taken the game starts and its bots act in the
        same commit.  Returns the new version and status, or None when another
        request committed first (the caller re-reads and retries).
        """
        meta = snap.meta
        game = get_game(meta["game"])
        state = game.from_json(snap.state)
        change = Commit(state=snap.state, version=snap.version + 1, meta=meta,
                        first_event=snap.events + 1, events=joined)
        if all(info["bot"] or info["token"] for info in meta["seats"]):
            meta["started"] = True
            change.events += ({"type": "started"},)
            state = self._settle(game, state, meta, change, snap.state, self.now())
        try:
            self.store.commit(game_id, snap.version, change)
        except Conflict:
            return None
        except Gone:
            raise ApiError(404, "unknown_game", "the game expired") from None
        return change.version, status_of(game, meta, state)

    def add_bots(self, game_id: str, token: str | None, seats: list[int],
                 levels: list[str] | None = None) -> dict[str, Any]:
        """Host only: make free seats bots (at ``levels``, one per seat; default normal).

        The game starts once every seat is taken.
        """
        chosen = bot_levels(seats, levels)
        for _ in range(RETRIES):
            snap = self.load(game_id)
            meta = snap.meta
            if not identify(meta, token).host:
                raise ApiError(403, "not_host", "only the host can add bots")
            if meta["started"]:
                raise ApiError(409, "game_started", "bots can be added only before the start")
            for seat in seats:
                if not 0 <= seat < len(meta["seats"]):
                    raise ApiError(422, "invalid_seat", f"seats are 0..{len(meta['seats']) - 1}")
                if meta["seats"][seat]["token"] or meta["seats"][seat]["bot"]:
                    raise ApiError(409, "seat_taken", f"seat {seat} is taken")
            joined = []
            for seat in sorted(chosen):
                meta["seats"][seat] = bot_seat(seat, chosen[seat])
                joined.append({"type": "joined", "seat": seat, "name": f"Bot {seat + 1}",
                               "bot": True, "level": chosen[seat]})
            seated = self._commit_seating(game_id, snap, tuple(joined))
            if seated is None:
                continue
            version, status = seated
            return {"version": version, "status": status}
        raise ApiError(409, "version_conflict", "the game is changing too fast; retry")

    def end(self, game_id: str, token: str | None) -> None:
        """Host only: end the game now and remove it (its players then see 404)."""
        meta, _, _ = self.head(game_id)
        if not identify(meta, token).host:
            raise ApiError(403, "not_host", "only the host can end the game")
        self.store.delete(game_id, meta["join_code"])

    # -- rematch -----------------------------------------------------------------

    def rematch(self, game_id: str, token: str | None) -> dict[str, Any]:
        """Create a new game with the same config and bots, link it from the old one."""
        snap = self.load(game_id)
        if not identify(snap.meta, token).host:
            raise ApiError(403, "not_host", "only the host can start a rematch")
        meta = snap.meta
        bots = [s for s, info in enumerate(meta["seats"]) if info["bot"]]
        spec = dict(meta["config"], game=meta["game"], bots=bots,
                    bot_levels=[bot_level(meta["seats"][s]) for s in bots])
        created = None
        for attempt in range(RETRIES):
            if attempt:
                snap = self.load(game_id)
                meta = snap.meta
            if meta.get("rematch"):
                raise ApiError(409, "rematch_exists", "this game already has a rematch",
                               rematch=meta["rematch"])
            if created is None:
                created = self.create(spec, seed=secrets.randbelow(2**53))
            meta["rematch"] = created["id"]
            try:
                self.store.commit(game_id, snap.version,
                                  Commit(state=snap.state, version=snap.version + 1, meta=meta))
            except Conflict:
                continue
            return created
        raise ApiError(409, "version_conflict", "the game is changing too fast; retry")
