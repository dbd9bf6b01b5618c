"""Answers built once per announcement and seat class, shared by the waiters it woke.

When a move lands, every request of this process waiting on that game wakes
at once: at a busy table, dozens of long-polls and event streams, most of
them of the same few seat classes (each seat, and spectators).  They already
share one read of the new log entries (:func:`api.live.live.read_after`); here
they also share what they send: the first waiter of a class filters the
entries for its seat and serialises them, the others of that class send the
same bytes (:meth:`api.hub.hub_fanout.Fanout.shared`), encoded once.

Secrecy rests on the key: every shared answer is keyed by the shared read it
was built from *and* the seat it was filtered for (``None`` for spectators),
so a seat's private events are only ever in answers keyed by that seat.  An
answer built for one seat is never looked up under another.  The log's
answers are keyed by the seat's :func:`~core.protocol.audience` of the entries:
a seat that the new entries tell nothing private gets the spectators' copy,
which is byte for byte what it would be filtered for it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from operator import itemgetter
from typing import Any, NamedTuple, cast

import orjson
from flask import Response

from api.service.ended import ENDED_EVENT
from api.store import fastjson
from core.protocol import audience, event_for

#: the log entries after which a game is over: its own end, or its host's
ENDINGS = frozenset({"game_over", ENDED_EVENT["type"]})
#: the key of one shared read of log entries: (store, game id, after, announced version)
ReadKey = tuple[Any, ...]
#: log entries above a cursor: (index, event) in order
Entries = list[tuple[int, dict[str, Any]]]
#: :func:`api.store.fastjson.dumpb` (orjson with the store's options) without its Python
#: frame: a stream writes one per log entry and one per view, for every move
#: (``tests/api/test_sse_framing.py`` holds the two to the same bytes)
json_bytes = partial(orjson.dumps, option=fastjson.OPTIONS)


def sse(data: Any, event: str | None = None, event_id: int | None = None) -> bytes:
    """Return one Server-Sent Event (JSON data on one line), as the bytes written."""
    # one formatting into the event's bytes: the data (a whole view, for every phone woken)
    # copied once, where adding its lines one by one copied it twice and the head thrice
    if event is None:
        if event_id is None:
            return b"data: %b\n\n" % json_bytes(data)
        return b"id: %d\ndata: %b\n\n" % (event_id, json_bytes(data))
    if event_id is None:
        return b"event: %b\ndata: %b\n\n" % (event.encode(), json_bytes(data))
    return b"id: %d\nevent: %b\ndata: %b\n\n" % (event_id, event.encode(), json_bytes(data))


#: how a waiter shares what it builds: ``share(key, build)`` returns ``build()`` made once
#: per ``key`` in this process -- the hub's ``shared`` when other waiters of this process
#: watch the game (a crowd), its ``given`` for a lone waiter, whose build nobody else
#: asks for: found when promised or heard, else made and not kept
#: (:meth:`~api.hub.hub_fanout.Fanout.given`; the choice: ``_Stream.news``)
Share = Callable[[ReadKey, Callable[[], Any]], Any]


#: an entry's event: audience() reads the events through it in C (a generator or a list
#: built for it cost a frame per event, or one per call, for every waiter woken)
_EVENT = itemgetter(1)


# -- the long-poll (getLog) -------------------------------------------------------


def log_document(name: str, version: int, last: int, entries: Entries,
                 seat: int | None) -> dict[str, Any]:
    """Return getLog's answer for ``entries`` as ``seat`` may see them (both paths')."""
    return {"game": name, "version": version, "last": last,
            "events": [{"index": index, "event": event_for(event, seat)}
                       for index, event in entries]}


def log_body(name: str, version: int, entries: Entries, seat: int | None) -> bytes:
    """Return getLog's answer for ``entries`` as ``seat`` may see them, as served.

    The same bytes the documented path writes (``LogSchema``'s dump of the
    dict, which is the identity on it, through the app's orjson provider,
    newline included): ``tests/api/test_live_shared.py`` compares them.
    """
    return fastjson.dumpb(log_document(name, version, entries[-1][0], entries, seat)) + b"\n"


def woken_log_answer(hub: Any, read: ReadKey, name: str, version: int, entries: Entries,
                     seat: int | None, response_class: type[Response]) -> Response:
    """Return the answer of a long-poll woken with ``entries`` (from the shared ``read``).

    Built once per read and seat class (:func:`~core.protocol.audience`), then only
    wrapped in a response of its own (headers are per request: ETag, Vary,
    security headers), of the app's ``response_class``.
    """
    seen_as = audience(map(_EVENT, entries), seat)
    body = hub.shared((*read, "getLog", seen_as),
                      lambda: log_body(name, version, entries, seen_as))
    # the mimetype jsonify gives (Flask's DefaultJSONProvider, which the app's extends)
    return response_class(body, mimetype="application/json")


# -- the event stream ---------------------------------------------------------------


class LogChunk(NamedTuple):
    """New log entries as one piece of a stream, for one seat class."""

    #: the entries' Server-Sent Events, in order, each with its index as id
    text: bytes
    #: the last entry's index (the stream's new cursor)
    last: int
    #: one of them ended the game (by itself, or its host ended it)
    over: bool


#: ``LogChunk`` made from one tuple without the named tuple's Python ``__new__`` (a frame
#: for every piece built; ``tests/api/test_sse_framing.py`` holds it to the constructor)
_chunk = cast(Callable[[tuple[bytes, int, bool]], LogChunk], partial(tuple.__new__, LogChunk))


def log_chunk(entries: Entries, seat: int | None) -> LogChunk:
    """Return ``entries`` (not empty) as ``seat`` may see them, as one piece of stream."""
    # one loop, no generator: a generator's every step is a call of its own
    parts = []
    over = False
    for index, event in entries:
        parts.append(sse({"index": index, "event": event_for(event, seat)}, "log", index))
        over = over or event.get("type") in ENDINGS
    return _chunk((b"".join(parts), entries[-1][0], over))


def stream_entries(share: Share, read: ReadKey | None, entries: Entries,
                   seat: int | None) -> LogChunk | None:
    """Return the piece of stream for ``entries``, shared per ``read`` and seat (None if empty).

    One write per wake-up instead of one per entry, and one serialisation per
    seat class (:func:`~core.protocol.audience`) instead of one per stream
    (``share``: see :data:`Share`; without a ``read`` it is built for this stream).
    """
    if not entries:
        return None
    seen_as = audience(map(_EVENT, entries), seat)
    if read is None:
        return log_chunk(entries, seen_as)
    return share((*read, "sse", seen_as), partial(log_chunk, entries, seen_as))


def stream_view(share: Share, load: ReadKey | None, build: Callable[[], bytes],
                seat: int | None, include: frozenset[str]) -> bytes:
    """Return the ``event: view`` for ``seat`` (``build`` writes it: :func:`view_event`),
    shared per state load, seat and ``include``.

    ``load`` names the shared load of the state the view is built from
    (:func:`api.live.live.fresh`), or None when the stream loaded it alone; the
    view carries ``server_time``, so it is shared only among the streams woken
    by the same announcement, which build it within the same moment
    (``share``: see :data:`Share`).
    """
    if load is None:
        return build()
    return share((*load, "view", seat, tuple(sorted(include))), build)


def view_event(name: str, version: int, extras: dict[str, Any]) -> bytes:
    """Return the ``event: view`` of the game ``name`` at ``version`` with a seat's
    ``extras`` (:meth:`api.service.views.Views.extras`)."""
    # legal_moves only when asked: an empty list would read as "no legal moves"
    return sse({"game": name, "version": version, **extras}, "view")
