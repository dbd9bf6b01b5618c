"""Waiting for a game's news without holding Redis: shared by the long-poll and the stream.

A waiter registers a :class:`~api.hub.hub.Watch` first, then reads the log; when
there is nothing new it sleeps on the watch (woken by the hub when the game
commits, is deleted, or the subscription was re-established) and reads again.
While the game has a pending deadline it also wakes every :data:`TIMED_STEP`
seconds to let the deadline act (:meth:`~api.service.play.Play.current`), since
nobody else may commit when a reaction window closes by itself -- an event stream
only once the deadline has come, and it reads the log only when an announcement
woke it.
"""

from __future__ import annotations

import math
import time
from collections.abc import Generator, Iterator
from typing import Any

from api.hub.hub import Watch
from api.live.shared_answers import ReadKey, sse, stream_entries, stream_view, view_event
from api.problems import ApiError
from api.service.ended import is_over
from api.service.service import Games
from api.service.views import extras_key
from api.store.connection import PoolExhausted
from api.store.keys import load_key, read_key, state_key
from api.store.store import Store, is_unavailable
from core import get_game

__all__ = ["EXISTS_EVERY", "HEARTBEAT", "RETRY_MS", "TIMED_STEP", "deadline_due", "fresh",
           "read_after", "sse", "stream", "wait_for_events"]

#: Seconds a waiter sleeps at a time while a deadline is pending.
TIMED_STEP = 1.0

#: events above a cursor, the version of the newest log entry they came from, and the
#: key of the read when it was shared by the waiters of one announcement (else None)
Found = tuple[list[tuple[int, dict[str, Any]]], int, ReadKey | None]


def wait_for_events(service: Games, watch: Watch, game_id: str, after: int, wait: float,
                    due: float | None) -> Found:
    """Return events above ``after`` (their version, the read's key), waiting up to ``wait`` s.

    ``due``: when the game's pending deadline may act (:func:`deadline_due`; None: no
    deadline pending).  Until then the wait wakes every :data:`TIMED_STEP` s only to
    look at the service clock; it asks the game (a load, a decode and a tick:
    :meth:`Play.current`) once the deadline has come, or when an announcement woke it.
    ``watch`` must be registered before this is called (no lost wake-up).
    Raises 404 when the game is deleted while waiting.
    """
    end = time.monotonic() + wait
    store = service.store  # (a property: asked once a wait, not once a read)
    found: Found = (*store.events_since(game_id, after), None)
    while not found[0]:
        remaining = end - time.monotonic()
        if remaining <= 0:
            break
        woken = watch.wait(min(remaining, TIMED_STEP) if due is not None else remaining)
        if watch.gone:
            raise ApiError(404, "unknown_game", "the game was ended while waiting")
        if due is not None and (woken or service.access.now() >= due):
            snap, game, state = service.play.current(game_id)
            due = deadline_due(snap, game, state) if snap.timed else None
        # a read shared by the waiters of one announcement (or resubscription) only when
        # woken by it: a timeout reads for itself (Redis may have gone meanwhile: a 503)
        found = read_after(store, watch, game_id, after) if woken else (
            *store.events_since(game_id, after), None)
    return found


def read_after(store: Store, watch: Watch, game_id: str, after: int) -> Found:
    """Return the entries above ``after``: one read per announcement per process.

    The read's key comes back with them, so the waiters that shared it can
    share what they build from it too (:mod:`api.live.shared_answers`).
    """
    if not watch.version:  # woken by a resync: nothing announced to share a read on
        return (*store.events_since(game_id, after), None)
    key = read_key(store, game_id, after, watch.version)
    entries, newest = store.hub.shared(key, lambda: store.events_since(game_id, after))
    return entries, newest, key


# -- the event stream (Server-Sent Events) ---------------------------------------------

#: Seconds between comment lines that keep proxies (and the client) from timing out.
HEARTBEAT = 15.0
#: Heartbeats between checks that the game still exists (an expired game ends the stream).
EXISTS_EVERY = 4
#: What a client waits before reconnecting (the ``retry:`` field), in milliseconds.
RETRY_MS = 2000
#: the stream's first write, and the comment that keeps it alive
RETRY = b"retry: %d\n\n" % RETRY_MS
BEAT = b": heartbeat\n\n"


def stream(service: Games, game_id: str, seat: int | None, after: int,
           include: frozenset[str], lifetime: float, idle: float = math.inf) -> Iterator[bytes]:
    """Yield the game's events above ``after`` as SSE, then each new one as it is committed.

    Every log entry is sent once, in order, as ``event: log`` with its index
    as the event id (so a reconnecting client's ``Last-Event-ID`` resumes
    after it), shown as ``seat`` may see it.  With ``view`` in ``include`` an
    ``event: view`` (no id) follows each change with the caller's view (and
    ``legal_moves`` with that in ``include``).  Heartbeat comments go out every
    :data:`HEARTBEAT` seconds.  The stream ends with ``event: end`` when the
    game is over (also once its host ended it: after the ``ended`` entry),
    ``event: gone`` when it is deleted (ended before it started) or expires, and quietly
    after ``lifetime`` seconds, or ``idle`` seconds without news (heartbeats
    are not news), so a forgotten tab or a client that only holds sockets
    lets its connection go (the client reconnects and resumes).  Also quietly
    when Redis goes away mid-stream (or this process has no connection free for
    it): the client reconnects after ``retry`` and resumes from its Last-Event-ID.
    """
    return _Stream(service, game_id, seat, after, include, lifetime, idle).run()


class _Stream:
    """One event stream between its wake-ups: what it sent, when, and the game as last read.

    Each wake-up is one pass of :meth:`run`'s loop: the news (:meth:`news`), the end,
    the keep-alives (:meth:`keep_alive`), the wait and the game read again after it
    (:meth:`wake`).  :meth:`run` is the stream's one generator: the server resumes it
    once a write, through no other frame.
    """

    def __init__(self, service: Games, game_id: str, seat: int | None, after: int,
                 include: frozenset[str], lifetime: float, idle: float) -> None:
        self.service, self.store = service, service.store
        self.hub = self.store.hub
        self.game_id, self.seat, self.after, self.include = game_id, seat, after, include
        self.lifetime, self.idle = lifetime, idle
        self.shown = 0

    def run(self) -> Iterator[bytes]:
        """Yield the stream's writes until it ends (see :func:`stream`)."""
        try:
            yield RETRY
            with self.hub.watch(self.game_id) as watch:
                self.watch = watch
                self.begin()
                woken = True  # the first pass reads what the log holds
                while True:
                    # what one wake-up sends (new entries, the view, the end) goes out as
                    # one write: one socket send and one send timeout per phone per move
                    push = self.news(woken)
                    if self.finished and self.after >= self.snap.events:
                        push.append(sse({"last": self.after}, "end"))
                        yield b"".join(push)
                        return
                    if push:
                        yield b"".join(push)
                        self.written = time.monotonic()
                    now = time.monotonic()
                    if now >= self.ends or now - self.news_at >= self.idle:
                        return
                    # (keep_alive's own two tests, asked only when one of them holds: a
                    # stream woken by a move owes neither, and its generator is a frame)
                    if (now - self.written >= HEARTBEAT
                            or now - self.checked >= HEARTBEAT * EXISTS_EVERY) \
                            and (yield from self.keep_alive(now)):
                        return
                    wake = self.wake(now)
                    if wake is None:
                        yield sse({"last": self.after}, "gone")
                        return
                    woken = wake
        except Exception as exc:
            if not (is_unavailable(exc) or isinstance(exc, PoolExhausted)):
                raise

    def begin(self) -> None:
        """Read the game as it is now (its watch registered first: no lost wake-up)."""
        self.ends = time.monotonic() + self.lifetime
        self.snap, self.game, self.state = self.service.play.current(self.game_id)
        self.load: ReadKey | None = None  # the shared load ``snap`` came from, if any
        self.finished = is_over(self.game, self.snap.meta, self.state)  # or its host ended it
        self.due = deadline_due(self.snap, self.game, self.state)
        self.written = self.checked = self.news_at = time.monotonic()

    def news(self, woken: bool) -> list[bytes]:
        """The writes of new log entries (only an announcement, or a resync, brings them: a
        timeout reads none) and of a new view."""
        push: list[bytes] = []
        # other waiters of this process on the game may ask for what this one builds: a
        # crowd keeps it for them, a lone stream keeps nothing (the hub's bound method,
        # chosen once a wake-up: no helper frame a shared piece)
        self.share = self.hub.shared if len(self.watch.group) > 1 else self.hub.given
        if woken:
            entries, _, read = read_after(self.store, self.watch, self.game_id, self.after)
            chunk = stream_entries(self.share, read, entries, self.seat)
            if chunk is not None:
                push.append(chunk.text)
                self.after = chunk.last
                self.news_at = time.monotonic()
                self.finished = self.finished or chunk.over
        if "view" in self.include and self.snap.version != self.shown:
            self.shown = self.snap.version
            push.append(stream_view(self.share, self.load, self.view, self.seat,
                                    self.include))
            self.news_at = time.monotonic()
        return push

    def view(self) -> bytes:
        """Return this stream's ``event: view`` (run only if not shared).

        Each seat class builds its own view, but from one state object per shared
        load: the new state is decoded once per announcement in this process, not
        once per seat (views only read it).  The mover's seat takes the view and
        legal moves its move's answer was given, when the move was committed in this
        process (:meth:`api.service.play.Play._promise`): the key names the version
        and the seat, so they are what this stream would build.
        """
        snap, load = self.snap, self.load
        body = self.extras() if load is None else self.hub.given(
            extras_key(load, snap.version, self.seat, self.include), self.extras)
        return view_event(self.game.name, snap.version, body)

    def extras(self) -> dict[str, Any]:
        """Return the view and legal moves of :meth:`view`, built."""
        # a stream that shares the view never needs the game's state objects
        state, load, snap, game = self.state, self.load, self.snap, self.game
        if state is None:
            def build() -> Any:
                return game.from_json(snap.state)
            state = build() if load is None else self.share(state_key(load), build)
        return self.service.views.extras(self.game_id, snap, game, state, self.seat,
                                         self.include)

    def keep_alive(self, now: float) -> Generator[bytes, None, bool]:
        """Yield a heartbeat when one is due, and now and then check the game still exists;
        return True when it does not (``event: gone`` sent)."""
        if now - self.written >= HEARTBEAT:
            yield BEAT
            self.written = now
        if now - self.checked >= HEARTBEAT * EXISTS_EVERY:
            self.checked = now
            if not _exists(self.service, self.game_id):
                yield sse({"last": self.after}, "gone")
                return True
        return False

    def wake(self, now: float) -> bool | None:
        """Wait for news, a heartbeat, the end or (while a deadline is pending) a step; read
        the game again if it changed.  Return whether entries may be new; None: it is gone."""
        snap = self.snap
        step = min(self.ends - now, self.news_at + self.idle - now,
                   self.written + HEARTBEAT - now, TIMED_STEP if snap.timed else HEARTBEAT)
        woken = self.watch.wait(step)
        if self.watch.gone:
            return None
        if (woken and "view" in self.include) or (
                snap.timed and (woken or self.service.access.now() >= self.due)):
            try:
                self.snap, self.game, self.state, self.load = fresh(
                    self.service, self.watch, self.game_id, snap.timed, self.game, self.store)
            except ApiError:
                return None
            if self.snap.timed:  # (due is read only while a deadline is pending)
                self.due = deadline_due(self.snap, self.game, self.state)
            # a deadline this stream let act committed: its entries go with its view
            woken = woken or self.snap.version != snap.version
        return woken


def deadline_due(snap: Any, game: Any, state: Any) -> float:
    """Return when the game's pending deadline may act (the service clock's time).

    A waiter (a stream or a long-poll) wakes every :data:`TIMED_STEP` s while a
    deadline is pending, but asks the game (a load, a decode and a tick:
    :meth:`Play.current`) only once the deadline, or the pass moment before it, has
    come: until then nothing is due (:meth:`core.protocol.Game.deadline`).  ``-inf``:
    at once (no state at hand, or a window not stamped yet).
    """
    if not snap.timed or state is None:
        return -math.inf
    deadline = game.deadline(state)
    return -math.inf if deadline is None else float(deadline)


def fresh(service: Games, watch: Watch, game_id: str, timed: bool, game: Any = None,
          store: Store | None = None) -> tuple[Any, Any, Any, ReadKey | None]:
    """Return the game as of the announcement that woke ``watch``, and the load's key.

    ``game``: the game's rules as last read, if any (kept when the load names them).
    ``store``: the service's store, when the caller holds it (``service.store`` is a
    property: a frame for every stream on every move).

    The four phones of a table wake together and each needs the new state:
    one load per process per announcement serves them all.  Such a shared
    load comes back with its key and without state objects (None): the
    views built from it are shared too (:func:`api.live.shared_answers.stream_view`),
    so only the stream that builds one rebuilds the state from the shared
    JSON.  A game with a pending deadline goes through
    :meth:`Games.current`, which lets the deadline act.
    """
    if timed or not watch.version:
        return (*service.play.current(game_id), None)
    if store is None:
        store = service.store
    key = load_key(store, game_id, watch.version)
    snap = store.hub.shared(key, lambda: service.access.load(game_id))
    if snap.timed:
        return (*service.play.current(game_id), None)
    # a game id's game never changes: the rules already in hand, not asked of the registry
    name = snap.meta["game"]
    return snap, game if game is not None and game.name == name else get_game(name), None, key


def _exists(service: Games, game_id: str) -> bool:
    try:
        service.access.version(game_id)
    except ApiError:
        return False
    return True
