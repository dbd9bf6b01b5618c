"""Play: the current state, moves, settling, and the bots' replies.

A move reads the snapshot, applies the caller's move and commits with a
compare-and-set on the version (:func:`api.service.service_base.optimistic` retries a
lost race).  Bot seats act inside the same commit, right after the move that
made them pending, so a human's move and the bots' answers land together or
not at all.

Deadlines (:meth:`core.protocol.Game.tick`): the service's one clock is told
to the game before a move (so a late move is judged after the deadline's own
moves) and after the move and the bots (to stamp what the move opened).
Reads (:meth:`Play.current`) tick too and commit what a passed deadline did
through the same compare-and-set, so a reaction window closes even when nobody
moves.  Moves a deadline made (events carrying ``"move"`` and ``"seat"``) are
recorded with the commit's moves, so transcripts replay them.  The game hash's
``timed`` flag says whether the committed state has a deadline pending, so an
``If-None-Match`` check or a log long-poll knows when it must look.

Bots decide from their seat's observation only (:func:`core.playout.bot_move`),
within the service's :class:`~core.protocol.Budget` (``BOT_PLAYOUTS``,
``BOT_SECONDS``).
"""

from __future__ import annotations

import hashlib
import json
import logging
from typing import Any

from api.problems import ApiError
from api.service import move_answers
from api.service.seats import bot_level, hash_token, identify
from api.service.service_base import ServiceBase, optimistic
from api.store.store import Commit, Conflict, Gone, Snapshot, dumps, idem_field
from core import Game, IllegalMove, RoadtripError, get_game
from core.playout import bot_move
from core.protocol import DEFAULT_BOT_LEVEL, Event, Move, event_for
from core.undo import RULE_UNDO_END

log = logging.getLogger("roadtrip.api")

#: What a move's answer (and an event stream) can carry on request: see :meth:`Play.extras`.
INCLUDES = ("view", "legal_moves")
#: Bound on bot moves made inside one commit (a whole all-bot game fits).
BOT_STEPS = 5000
#: Bound on bots-then-tick rounds inside one commit.
SETTLE_STEPS = 100


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
    # a move's kept line holds the fingerprint's first hex digits (move_answers)
    if not saved["request"] or not fingerprint(move).startswith(saved["request"]):
        raise ApiError(422, "idempotency_key_reused",
                       "this Idempotency-Key was used with another request body")
    return dict(saved["answer"])


def status_of(game: Game, meta: dict[str, Any], state: Any) -> str:
    """Return ``waiting``, ``active`` or ``finished``."""
    if not meta["started"]:
        return "waiting"
    return "finished" if game.is_over(state) else "active"


def offered_moves(game: Game, meta: dict[str, Any], state: Any, seat: int | None) -> list[Move]:
    """Return ``seat``'s legal moves as the API offers them (empty for a spectator).

    While the game is active, every legal move; once it is finished, what the game still
    offers (referee mode: the undo of the report that ended it) until the host starts a
    rematch (ending the table deletes the game).
    """
    status = status_of(game, meta, state)
    if seat is None or status == "waiting" or (status == "finished" and meta.get("rematch")):
        return []
    return game.legal_moves(state, seat)


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


def held(events: list[Event]) -> bool:
    """True when the game held the move instead of making it (an event with ``"held"``:
    e.g. a pass before a reaction window's pass moment).  Nothing is logged or recorded:
    the move is recorded when the game makes it (a tick's event with ``"move"``), so the
    log shows nobody's early answer and a replay makes the move where it took effect."""
    return any(event.get("held") for event in events)


def after_commit(snap: Snapshot, change: Commit) -> Snapshot:
    """Return the snapshot ``change`` made of ``snap`` once committed."""
    return Snapshot(game_id=snap.game_id, meta=snap.meta, state=change.state,
                    version=change.version, events=snap.events + len(change.events),
                    timed=bool(change.timed))


class Play(ServiceBase):
    """Reading a game as of now, moving, and the bots' answers."""

    # -- the current state -------------------------------------------------------

    def current(self, game_id: str) -> tuple[Snapshot, Game, Any]:
        """Return the game's snapshot, game and state as of the service clock.

        When the clock has passed one of the state's deadlines, the moves the
        deadline makes (and the bots' answers) are committed first through the
        usual compare-and-set.  A read that loses that race re-reads; after
        :data:`~api.service.service_base.RETRIES` losses it serves what it read, never
        an error.
        """

        def attempt(_: int) -> tuple[Snapshot, Game, Any]:
            snap = self.load(game_id)
            game = get_game(snap.meta["game"])
            state = game.from_json(snap.state)
            if not snap.timed or not snap.meta["started"] or game.is_over(state):
                return snap, game, state
            now = self.now()
            change = Commit(state={}, version=snap.version + 1, first_event=snap.events + 1)
            # bots first: at a pass moment they answer before the clock passes for the rest
            state = self._catch_up(game, state, snap.meta, change, snap.state, now)
            if not change.events and change.version == snap.version + 1:
                return snap, game, state  # nothing was due (a held bot answer counts)
            change.state = game.to_json(state)
            change.timed = game.deadline(state) is not None
            self.commit(game_id, snap.version, change)
            return after_commit(snap, change), game, state

        def as_read() -> tuple[Snapshot, Game, Any]:
            snap = self.load(game_id)
            game = get_game(snap.meta["game"])
            return snap, game, game.from_json(snap.state)

        return optimistic(attempt, as_read)

    # -- settling and the bots' replies --------------------------------------------

    def _settle(
        self, game: Game, state: Any, meta: dict[str, Any], change: Commit,
        start: dict[str, Any], now: float,
    ) -> Any:
        """Let the bots act, then tell the game ``now``; repeat while the tick moved.

        Sets ``change.state`` and ``change.timed``; returns the state reached.
        """
        state = self._catch_up(game, state, meta, change, start, now)
        change.state = game.to_json(state)
        change.timed = game.deadline(state) is not None
        return state

    def _catch_up(
        self, game: Game, state: Any, meta: dict[str, Any], change: Commit,
        start: dict[str, Any], now: float,
    ) -> Any:
        """Let the bots that are due at ``now`` act, then tell the game ``now``; repeat while
        the tick moved.  Bots come first so that at a reaction window's pass moment their
        answers join everyone's (:meth:`core.protocol.Game.ready`).  Returns the state."""
        for _ in range(SETTLE_STEPS):
            state = self._run_bots(game, state, meta, change, meta["seed"], start, now)
            ticked = game.tick(state, now)
            record(change, ticked)
            if not any("move" in event for event in ticked):
                break
        return state

    def _run_bots(
        self, game: Game, state: Any, meta: dict[str, Any], change: Commit, seed: int,
        start: dict[str, Any], now: float,
    ) -> Any:
        """Let bot seats with a pending decision that are due at ``now`` act until a human
        must decide.

        Returns the state reached (``start`` is the state's JSON before the
        commit's own moves, used to rebuild it if a bot move fails half-way).
        A move the game holds (:func:`held`) is neither logged nor recorded: the
        game records it when it makes it.
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
            acting = [s for s in game.pending(state) if s in bots and game.ready(state, s, now)]
            if not acting:
                break
            seat = acting[0]
            try:
                move = bot_move(game, state, seat, salt=seed * 1_000_003 + version,
                                level=bots[seat] or DEFAULT_BOT_LEVEL, budget=self.bot_budget)
                made = game.apply(state, seat, move)
            except Exception:  # a rules bug must not refuse the human's move: stop the bots
                log.exception("bot at seat %s could not move", seat)
                state = game.from_json(start)
                for done_seat, done_move in moves:
                    game.push(state, done_seat, done_move)
                break
            version += 1
            if held(made):
                continue
            events.extend(made)
            moves.append((seat, move))
        change.events = tuple(events)
        change.moves = tuple(moves)
        change.version = version
        return state

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
            out["legal_moves"] = offered_moves(game, snap.meta, state, seat)
        return out

    # -- moving ------------------------------------------------------------------

    def move(
        self, game_id: str, token: str | None, move: Move, if_match: int | None,
        idem: str | None, include: frozenset[str] = frozenset(),
    ) -> dict[str, Any]:
        """Apply the caller's move (and the bots' answers) atomically; return the answer.

        ``include`` adds the caller's new view and/or legal moves to the answer
        (:meth:`extras`), so a client plays one request per move.  A replayed
        answer (same ``Idempotency-Key``) carries them as of now.  With
        ``if_match``, losing the race is ``409 version_conflict`` at once: the
        client chose its move for that version.
        """
        # Scoped by token, so one seat's key never answers another's request; the
        # player's latest keyed move is kept in the game's hash (move_answers).
        slot = None
        if idem is not None and token is not None:
            who = hash_token(token)
            slot = (idem_field(who), move_answers.tag(who, idem))

        def attempt(_: int) -> dict[str, Any]:
            snap = self.load(game_id, field=None if slot is None else slot[0])
            seat = identify(snap.meta, token).seat
            if seat is None:
                raise ApiError(403, "not_your_seat", "only a seated player can move")
            stored = None if slot is None else move_answers.found(snap.extra, slot[1])
            if stored is not None:
                record = replayed(dumps(stored), move)
                answer = move_answers.check({
                    "game": snap.meta["game"], "version": record["v"],
                    "events": entries(move_answers.logged_events(self.store, game_id, record),
                                      record["f"], seat)}, record, game_id)
                return self._replay(game_id, snap, seat, answer, include)
            if if_match is not None and if_match != snap.version:
                raise ApiError(409, "version_conflict",
                               f"the game is at version {snap.version}, not {if_match}")
            if not snap.meta["started"]:
                raise ApiError(409, "game_not_started", "waiting for every seat to be taken")
            return self._apply(game_id, snap, seat, move, slot, if_match is not None, include)

        return optimistic(attempt)

    def _replay(self, game_id: str, snap: Snapshot, seat: int, answer: dict[str, Any],
                include: frozenset[str]) -> dict[str, Any]:
        """Return the stored answer of an ``Idempotency-Key`` with the extras as of now."""
        if include:
            game = get_game(snap.meta["game"])
            answer.update(self.extras(game_id, snap, game, game.from_json(snap.state),
                                      seat, include))
        return answer

    def _apply(self, game_id: str, snap: Snapshot, seat: int, move: Move,
               slot: tuple[str, str] | None, matched: bool,
               include: frozenset[str]) -> dict[str, Any]:
        """Apply one move to ``snap`` with the deadline before it and the bots after it,
        and commit; :class:`~api.store.store.Conflict` when another writer won (409 when
        the client named the version it played against, ``matched``)."""
        game = get_game(snap.meta["game"])
        state = game.from_json(snap.state)
        now = self.now()
        change = Commit(state={}, version=snap.version + 1, first_event=snap.events + 1)
        # A passed deadline (and the bots due with it) acts first, so a late move is
        # judged after it.
        state = self._catch_up(game, state, snap.meta, change, snap.state, now)
        if snap.meta.get("rematch") and game.is_over(state):
            # the table moved on to the rematch: this game's end stands
            raise IllegalMove("game_over", "a rematch was started: the end of this game can no"
                              " longer be taken back", RULE_UNDO_END)
        try:
            events = game.apply(state, seat, move)  # IllegalMove -> 422
        except RoadtripError:
            if change.events:  # keep what the deadline did (best effort)
                self._commit_quietly(game_id, snap, game, state, change, now)
            raise
        if not held(events):  # a held move is recorded when the game makes it
            change.events += tuple(events)
            change.moves += ((seat, move),)
        change.idem_field = None if slot is None else slot[0]
        state = self._settle(game, state, snap.meta, change, snap.state, now)
        answer = {
            "game": game.name,
            "version": change.version,
            "events": entries(list(change.events), snap.events + 1, seat),
        }
        change.idem_answer = None if slot is None else move_answers.added(
            snap.extra, slot[1], fingerprint(move), answer, snap.events + 1)
        try:
            self.commit(game_id, snap.version, change)
        except Conflict:
            if matched:
                raise ApiError(409, "version_conflict",
                               "another move was committed first") from None
            raise
        if include:
            answer = {**answer, **self.extras(game_id, after_commit(snap, change), game, state,
                                              seat, include)}
        return answer

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
