"""Play: the current state and moves.

A move reads the snapshot, applies the caller's move and commits with a
compare-and-set on the version (:func:`api.service.access.optimistic` retries a
lost race).  Bot seats act inside the same commit, right after the move that
made them pending (:class:`api.service.settle.Settler`), so a human's move and
the bots' answers land together or not at all.

Deadlines (:meth:`core.protocol.Game.tick`): the service's one clock is told
to the game before a move (so a late move is judged after the deadline's own
moves) and after the move and the bots (to stamp what the move opened).
Reads (:meth:`Play.current`) tick too and commit what a passed deadline did
through the same compare-and-set, so a reaction window closes even when nobody
moves.  Moves a deadline made (events carrying ``"move"`` and ``"seat"``) are
recorded with the commit's moves, so transcripts replay them.  The game hash's
``timed`` flag says whether the committed state has a deadline pending, so an
``If-None-Match`` check or a log long-poll knows when it must look.
"""

from __future__ import annotations

import functools
from collections.abc import Collection
from typing import Any

from api.hub.shared_reads import Later, Promise
from api.problems import ApiError
from api.service import move_answers
from api.service.access import Access, optimistic
from api.service.ended import is_over, refuse_if_ended
from api.service.idempotency import fingerprint, replayed
from api.service.seats import TOKENS_KEPT, Caller, caller_digest, identify
from api.service.settle import Settler, held
from api.service.views import Views, extras_key
from api.store.keys import idem_field, load_key, state_key
from api.store.store import Commit, Conflict, Gone, Snapshot, dumps
from core import Game, IllegalMove, RoadtripError, get_game
from core.protocol import Event, Move, event_for
from core.transcript import people_words, seat_labels
from core.undo import RULE_UNDO_END

#: moves the host makes on behalf of the table (and only the host: a seat's token is refused
#: ``not_host``): Driving Me Crazy!'s ``close`` of the held end on a winning card
TABLE_MOVES = frozenset({"close"})
#: a player's field of keyed answers (:func:`~api.store.keys.idem_field`, a digest of its
#: token's digest), kept per process as the tokens' digests are: the same every move
_player_field = functools.lru_cache(maxsize=TOKENS_KEPT)(idem_field)


def entries(events: list[Event], first_index: int, seat: int | None) -> list[dict[str, Any]]:
    """Return ``events`` numbered from ``first_index`` as ``seat`` may see them."""
    return [{"index": first_index + i, "event": event_for(e, seat)} for i, e in enumerate(events)]


def after_commit(snap: Snapshot, change: Commit) -> Snapshot:
    """Return the snapshot ``change`` made of ``snap`` once committed."""
    return Snapshot(game_id=snap.game_id, meta=snap.meta, state=change.state,
                    version=change.version, events=snap.events + len(change.events),
                    timed=bool(change.timed))


class Play:
    """Reading a game as of now, and moving."""

    def __init__(self, access: Access, settler: Settler, views: Views) -> None:
        self.access = access
        self.settler = settler
        self.views = views

    # -- the current state -------------------------------------------------------

    def current(self, game_id: str) -> tuple[Snapshot, Game, Any]:
        """Return the game's snapshot, game and state as of the service clock.

        When the clock has passed one of the state's deadlines, the moves the
        deadline makes (and the bots' answers) are committed first through the
        usual compare-and-set.  A read that loses that race re-reads; after
        :data:`~api.service.access.RETRIES` losses it serves what it read, never
        an error.
        """

        def attempt(_: int) -> tuple[Snapshot, Game, Any]:
            snap = self.access.load(game_id)
            game = get_game(snap.meta["game"])
            state = game.from_json(snap.state)
            if not snap.timed or not snap.meta["started"] or is_over(game, snap.meta, state):
                return snap, game, state
            now = self.access.now()
            change = Commit(state={}, version=snap.version + 1, first_event=snap.events + 1)
            # bots first: at a pass moment they answer before the clock passes for the rest
            state = self.settler.catch_up(game, state, snap.meta, change, snap.state, now)
            if not change.events and change.version == snap.version + 1:
                return snap, game, state  # nothing was due (a held bot answer counts)
            change.state = game.to_json(state)
            change.timed = game.deadline(state) is not None
            self.access.commit(game_id, snap.version, change)
            return after_commit(snap, change), game, state

        def as_read() -> tuple[Snapshot, Game, Any]:
            snap = self.access.load(game_id)
            game = get_game(snap.meta["game"])
            return snap, game, game.from_json(snap.state)

        return optimistic(attempt, as_read)

    # -- moving ------------------------------------------------------------------

    def move(
        self, game_id: str, token: str | None, move: Move,
        if_match: int | Collection[int] | None, idem: str | None,
        include: frozenset[str] = frozenset(), acting: int | None = None,
    ) -> dict[str, Any]:
        """Apply the caller's move (and the bots' answers) atomically; return the answer.

        ``acting`` (the request's ``as``): the seat the caller moves for, one its token
        holds (a phone holding seats of players without a phone); the move is then that
        seat's, under that seat's rules (:func:`~api.service.seats.identify`).

        ``include`` adds the caller's new view and/or legal moves to the answer
        (:meth:`~api.service.views.Views.extras`), so a client plays one request
        per move.  A replayed answer (same ``Idempotency-Key``) carries them as
        of now.  With ``if_match`` (a version, or the versions an ``If-Match``
        list names), losing the race is ``409 version_conflict`` at once: the
        client chose its move for that version.
        """
        chosen = (if_match,) if isinstance(if_match, int) else if_match
        # Scoped by token, so one seat's key never answers another's request; the
        # player's latest keyed moves are kept in the game's hash (move_answers).
        slot = None
        digest = None  # the token's digest, when made here: identify's too
        if idem is not None and token is not None:
            # one token acting for several seats keeps each seat's keys apart
            who = caller_digest(token if acting is None else f"{token} as {acting}")
            slot = (_player_field(who), move_answers.tag(who, idem))
            digest = who if acting is None else None

        def attempt(_: int) -> dict[str, Any]:
            snap = self.access.load(game_id, field=None if slot is None else slot[0])
            caller = identify(snap.meta, token, acting, digest)
            seat = self._mover(snap, caller, move)
            stored = None if slot is None else move_answers.found(snap.extra, slot[1])
            if stored is not None:
                record = replayed(dumps(stored), move)
                answer = move_answers.check({
                    "game": snap.meta["game"], "version": record["v"],
                    "events": entries(move_answers.logged_events(self.access.store, game_id,
                                                                 record),
                                      record["f"], seat)}, record, game_id)
                return self._replay(game_id, snap, seat, answer, include, caller.held)
            refuse_if_ended(snap.meta)  # before If-Match: a phone's outbox says why, not "stale"
            if chosen is not None and snap.version not in chosen:
                raise ApiError(409, "version_conflict",
                               f"the game is at version {snap.version}, not"
                               f" {' or '.join(map(str, sorted(chosen))) or 'the one named'}")
            if not snap.meta["started"]:
                raise ApiError(409, "game_not_started", "waiting for every seat to be taken")
            return self._apply(game_id, snap, seat, move, slot, chosen is not None, include,
                               caller.held)

        return optimistic(attempt)

    @staticmethod
    def _mover(snap: Snapshot, caller: Caller, move: Move) -> int:
        """Return the seat ``move`` is made as: the caller's own, or for the host's move on
        behalf of the table (:data:`TABLE_MOVES`) the seat the game takes it from.

        Ruling: a window is closed only by a seat that may still answer it (for itself),
        its deadline, or the host for the table; so a seat's token may not send the
        table's move (``not_host``), even the seat whose decision it is.
        """
        table = isinstance(move, dict) and move.get("type") in TABLE_MOVES
        if caller.host and table:
            game = get_game(snap.meta["game"])
            state = game.from_json(snap.state)
            return next((s for s in range(len(snap.meta["seats"]))
                         if move in game.legal_moves(state, s)), 0)  # else the rules refuse
        seat = caller.acting_seat()  # the seat's own, or the held seat named by ``as``
        if table:
            raise ApiError(403, "not_host", "only the host closes the window on a winning card"
                           " for the table (or its deadline does); a seat that may still"
                           " answer it says for itself that it does not (finish)")
        return seat

    def _replay(self, game_id: str, snap: Snapshot, seat: int, answer: dict[str, Any],
                include: frozenset[str], holds: tuple[int, ...] = ()) -> dict[str, Any]:
        """Return the stored answer of an ``Idempotency-Key`` with the extras as of now."""
        if include:
            game = get_game(snap.meta["game"])
            answer.update(self.views.extras(game_id, snap, game, game.from_json(snap.state),
                                      seat, include, holds))
        return answer

    def _apply(self, game_id: str, snap: Snapshot, seat: int, move: Move,
               slot: tuple[str, str] | None, matched: bool,
               include: frozenset[str], holds: tuple[int, ...] = ()) -> dict[str, Any]:
        """Apply one move to ``snap`` with the deadline before it and the bots after it,
        and commit; :class:`~api.store.store.Conflict` when another writer won (409 when
        the client named the version it played against, ``matched``)."""
        game = get_game(snap.meta["game"])
        state = game.from_json(snap.state)
        now = self.access.now()
        change = Commit(state={}, version=snap.version + 1, first_event=snap.events + 1)
        # A passed deadline (and the bots due with it) acts first, so a late move is
        # judged after it.
        state = self.settler.catch_up(game, state, snap.meta, change, snap.state, now)
        if snap.meta.get("rematch") and game.is_over(state):
            # the table moved on to the rematch: this game's end stands
            raise IllegalMove("game_over", "a rematch was started: the end of this game can no"
                              " longer be taken back", RULE_UNDO_END)
        try:
            events = game.apply(state, seat, move)  # IllegalMove -> 422
        except RoadtripError as exc:
            if change.events:  # keep what the deadline did (best effort)
                self._commit_quietly(game_id, snap, game, state, change, now)
            if isinstance(exc, IllegalMove):
                # the problem's detail is for people: seats from 1 (Drive's with their
                # car's colour), as a transcript's verdict says them; machine fields stay
                exc.message = people_words(exc.message, seat_labels(
                    game, state, len(snap.meta["seats"])))
                exc.args = (exc.message,)
            raise
        if not held(events):  # a held move is recorded when the game makes it
            change.events += tuple(events)
            change.moves += ((seat, move),)
        change.idem_field = None if slot is None else slot[0]
        state = self.settler.settle(game, state, snap.meta, change, snap.state, now)
        answer = {
            "game": game.name,
            "version": change.version,
            "events": entries(list(change.events), snap.events + 1, seat),
        }
        change.idem_answer = None if slot is None else move_answers.added(
            snap.extra, slot[1], fingerprint(move), answer, snap.events + 1)
        # the caller's extras, made once the commit is in: by the promise for this process's
        # stream of the same seat, which then sends them as they are answered here
        extras = None if not include else Later(lambda: self.views.extras(
            game_id, after_commit(snap, change), game, state, seat, include, holds))
        promise = self._promise(game_id, snap, change, state, (seat, include, holds, extras))
        try:
            self.access.commit(game_id, snap.version, change)
        except Conflict:
            promise.withdraw()
            if matched:
                raise ApiError(409, "version_conflict",
                               "another move was committed first") from None
            raise
        except BaseException:
            promise.withdraw()
            raise
        promise.keep()
        if extras is not None:
            answer = {**answer, **extras()}
        return answer

    def _promise(self, game_id: str, snap: Snapshot, change: Commit, state: Any,
                 answered: tuple[int, frozenset[str], tuple[int, ...], Later | None]
                 ) -> Promise:
        """Promise this process's waiters on ``game_id`` what the commit's announcement will
        make them read: the new snapshot and the new log entries (:meth:`Fanout.promise`),
        the state object their views are built from, and the caller's extras.

        The committing process holds all of them: its streams and long-polls then read
        nothing from Redis for this move (those of other processes still do, once
        per process), and decode no state.  The snapshot and entries are exactly what
        the reads would return (their stored JSON read back); the state is the one
        this move settled, whose JSON the commit writes (views only read it, as they
        read the one a shared load decodes: :func:`api.live.live.fresh`).

        ``answered``: the caller's seat, its ``include``, the seats it holds and its
        extras (None: none asked).  The mover's own event stream wants the same view
        and legal moves a moment later: promised under the key that names what they
        are built of (:func:`~api.service.views.extras_key`: this version, this seat),
        a stream of this process whose view has that key sends these
        (:func:`api.live.live.fresh`'s views); another seat's, or another version's,
        never finds them.
        """
        store = self.access.store
        hub = store.hub
        if not hub.watched(game_id):
            return hub.promise({})
        reads = store.promised(game_id, snap.meta, snap.events, change)
        values = {key: make() for key, make in reads.items()}
        load = load_key(store, game_id, change.version)
        values[state_key(load)] = state
        seat, include, holds, extras = answered
        if extras is not None:
            values[extras_key(load, change.version, seat, include, holds)] = extras
        return hub.promise(values)

    def _commit_quietly(
        self, game_id: str, snap: Snapshot, game: Game, state: Any, change: Commit,
        now: float,
    ) -> None:
        """Commit what a tick did before a refused move; a lost race is left to later reads."""
        self.settler.settle(game, state, snap.meta, change, snap.state, now)
        try:
            self.access.store.commit(game_id, snap.version, change)
        except (Conflict, Gone):
            # Another request committed first (its own tick closes the window
            # just the same) or the game is gone: nothing is lost either way.
            return
