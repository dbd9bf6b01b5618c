"""Waiting for a game's news without holding Redis: shared by the long-poll and the stream.

A waiter registers a :class:`~api.hub.Watch` first, then reads the log; when
there is nothing new it sleeps on the watch (woken by the hub when the game
commits, is deleted, or the subscription was re-established) and reads again.
While the game has a pending deadline it also wakes every :data:`TIMED_STEP`
seconds to let the deadline act (:meth:`~api.service.Games.current`), since
nobody else may commit when a reaction window closes by itself.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

from api.hub import Watch
from api.problems import ApiError
from api.service import Games
from api.store import dumps, is_unavailable
from core import get_game
from core.protocol import event_for

#: Seconds a waiter sleeps at a time while a deadline is pending.
TIMED_STEP = 1.0

#: events above a cursor, and the version of the newest log entry they came from
Found = tuple[list[tuple[int, dict[str, Any]]], int]


def wait_for_events(service: Games, watch: Watch, game_id: str, after: int, wait: float,
                    timed: bool) -> Found:
    """Return events above ``after`` (and their version), waiting up to ``wait`` s for one.

    ``watch`` must be registered before this is called (no lost wake-up).
    Raises 404 when the game is deleted while waiting.
    """
    end = time.monotonic() + wait
    found = service.store.events_since(game_id, after)
    while not found[0]:
        remaining = end - time.monotonic()
        if remaining <= 0:
            break
        watch.wait(min(remaining, TIMED_STEP) if timed else remaining)
        if watch.gone:
            raise ApiError(404, "unknown_game", "the game was ended while waiting")
        if timed:
            timed = service.current(game_id)[0].timed
        found = read_after(service, watch, game_id, after)
    return found


def read_after(service: Games, watch: Watch, game_id: str, after: int) -> Found:
    """Return the entries above ``after``: one read per announcement per process."""
    if not watch.version:  # woken by a resync: nothing announced to share a read on
        return service.store.events_since(game_id, after)
    return service.store.hub.shared(  # type: ignore[no-any-return]
        (id(service.store), game_id, after, watch.version),
        lambda: service.store.events_since(game_id, after))


# -- the event stream (Server-Sent Events) ---------------------------------------------

#: Seconds between comment lines that keep proxies (and the client) from timing out.
HEARTBEAT = 15.0
#: Heartbeats between checks that the game still exists (an expired game ends the stream).
EXISTS_EVERY = 4
#: What a client waits before reconnecting (the ``retry:`` field), in milliseconds.
RETRY_MS = 2000


def sse(data: Any, event: str | None = None, event_id: int | None = None) -> str:
    """Return one Server-Sent Event (JSON data on one line)."""
    head = "" if event_id is None else f"id: {event_id}\n"
    if event is not None:
        head += f"event: {event}\n"
    return f"{head}data: {dumps(data)}\n\n"


def stream(service: Games, game_id: str, seat: int | None, after: int,
           include: frozenset[str], lifetime: float) -> Iterator[str]:
    """Yield the game's events above ``after`` as SSE, then each new one as it is committed.

    Every log entry is sent once, in order, as ``event: log`` with its index
    as the event id (so a reconnecting client's ``Last-Event-ID`` resumes
    after it), shown as ``seat`` may see it.  With ``view`` in ``include`` an
    ``event: view`` (no id) follows each change with the caller's view (and
    ``legal_moves`` with that in ``include``).  Heartbeat comments go out every
    :data:`HEARTBEAT` seconds.  The stream ends with ``event: end`` when the
    game is over, ``event: gone`` when it is deleted or expires, and quietly
    after ``lifetime`` seconds (the client reconnects and resumes).
    """
    try:
        yield from _stream(service, game_id, seat, after, include, lifetime)
    except Exception as exc:
        if not is_unavailable(exc):
            raise
        # Redis went away mid-stream: end it; the client reconnects after
        # ``retry`` and resumes from its Last-Event-ID once Redis is back.
        return


def _stream(service: Games, game_id: str, seat: int | None, after: int,
            include: frozenset[str], lifetime: float) -> Iterator[str]:
    hub = service.store.hub
    ends = time.monotonic() + lifetime
    yield f"retry: {RETRY_MS}\n\n"
    with hub.watch(game_id) as watch:
        snap, game, state = service.current(game_id)
        finished = game.is_over(state)
        shown = 0
        written = checked = time.monotonic()
        while True:
            for index, event in read_after(service, watch, game_id, after)[0]:
                yield sse({"index": index, "event": event_for(event, seat)}, "log", index)
                after = index
                written = time.monotonic()
                finished = finished or event.get("type") == "game_over"
            if "view" in include and snap.version != shown:
                shown = snap.version
                body = service.extras(game_id, snap, game, state, seat, include)
                yield sse({"game": game.name, "version": snap.version,
                           "view": body["view"], "legal_moves": body.get("legal_moves", [])},
                          "view")
                written = time.monotonic()
            if finished and after >= snap.events:
                yield sse({"last": after}, "end")
                return
            now = time.monotonic()
            if now >= ends:
                return
            if now - written >= HEARTBEAT:
                yield ": heartbeat\n\n"
                written = now
            if now - checked >= HEARTBEAT * EXISTS_EVERY:
                checked = now
                if not _exists(service, game_id):
                    yield sse({"last": after}, "gone")
                    return
            # While a deadline is pending, wake now and then to let it act.
            step = min(ends - now, written + HEARTBEAT - now,
                       TIMED_STEP if snap.timed else HEARTBEAT)
            woken = watch.wait(step)
            if watch.gone:
                yield sse({"last": after}, "gone")
                return
            if (woken and "view" in include) or snap.timed:
                try:
                    snap, game, state = fresh(service, watch, game_id, snap.timed)
                except ApiError:
                    yield sse({"last": after}, "gone")
                    return


def fresh(service: Games, watch: Watch, game_id: str, timed: bool) -> tuple[Any, Any, Any]:
    """Return the game as of the announcement that woke ``watch``.

    The four phones of a table wake together and each needs the new state to
    build its own view: one load per process per announcement serves them
    all (each rebuilds its own state objects from the shared JSON).  A game
    with a pending deadline goes through :meth:`Games.current`, which lets
    the deadline act.
    """
    if timed or not watch.version:
        return service.current(game_id)
    snap = service.store.hub.shared((id(service.store), "snap", game_id, watch.version),
                                    lambda: service.load(game_id))
    if snap.timed:
        return service.current(game_id)
    game = get_game(snap.meta["game"])
    return snap, game, game.from_json(snap.state)


def _exists(service: Games, game_id: str) -> bool:
    try:
        service.version(game_id)
    except ApiError:
        return False
    return True
