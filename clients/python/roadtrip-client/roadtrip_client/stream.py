"""Follow a game's event stream (``getEvents``), typed: ``iter_events(client, game_id)``.

Hand-written, not generated: it lives in the generated package, which the generator
regenerates around it (``--overwrite`` rewrites its own files and keeps this one; the
package's setup.py, from clients/python/templates, requires httpx-sse).  It reads the Server-Sent Events with
``httpx-sse`` over the client's own httpx connection (so a seat's
``AuthenticatedClient`` sees its private events) and parses each event's ``data``
with the model the document publishes for it (``StreamLog``, ``StreamView``,
``StreamEnd``).  When the server closes the stream before the game's end (after
its lifetime, or a dropped connection) it reconnects with ``Last-Event-ID`` and
resumes after the last entry it got: no entry is lost or repeated.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Literal

import httpx
from httpx_sse import connect_sse

from .client import AuthenticatedClient, Client
from .models.drive_log_entry import DriveLogEntry
from .models.drive_stream_view import DriveStreamView
from .models.driving_me_crazy_log_entry import DrivingMeCrazyLogEntry
from .models.driving_me_crazy_stream_view import DrivingMeCrazyStreamView
from .models.stream_end import StreamEnd

__all__ = ["End", "Entry", "Event", "View", "iter_events"]

#: a log entry of either game (``event: log``)
LogEntry = DriveLogEntry | DrivingMeCrazyLogEntry
#: the caller's view of either game (``event: view``)
StreamView = DriveStreamView | DrivingMeCrazyStreamView
#: per game: how its log entries and views are parsed
MODELS: dict[
    str,
    tuple[type[DriveLogEntry] | type[DrivingMeCrazyLogEntry], type[DriveStreamView] | type[DrivingMeCrazyStreamView]],
] = {
    "drive": (DriveLogEntry, DriveStreamView),
    "driving-me-crazy": (DrivingMeCrazyLogEntry, DrivingMeCrazyStreamView),
}
#: how long to wait for a byte (the server sends a heartbeat every 15 s)
READ_TIMEOUT = 60.0


@dataclass(frozen=True)
class Entry:
    """``event: log``: one log entry; ``index`` is its id (resume after it)."""

    index: int
    entry: LogEntry


@dataclass(frozen=True)
class View:
    """``event: view`` (``include_view``): the caller's new view (and legal moves)."""

    view: StreamView


@dataclass(frozen=True)
class End:
    """``event: end`` (the game is over) or ``gone`` (ended or expired): the last event."""

    reason: Literal["end", "gone"]
    last: int


Event = Entry | View | End


def iter_events(
    client: Client | AuthenticatedClient,
    game_id: str,
    *,
    after: int = 0,
    include_view: bool = False,
    legal_moves: bool = False,
    game: str | None = None,
) -> Iterator[Event]:
    """Yield the game's events as they happen, typed, until its ``End``.

    ``after``: start after this log index (a resumed reader passes the last ``Entry``'s
    index).  ``include_view`` adds a ``View`` after each change, ``legal_moves`` the
    seat's legal moves to it.  ``game`` (``"drive"``, ``"driving-me-crazy"``) is looked
    up with one read when not given.  Reconnects by itself, resuming by
    ``Last-Event-ID``; a refusal (an unknown game, a bad token) raises
    ``httpx.HTTPStatusError``.
    """
    http = client.get_httpx_client()
    name = game or _game_of(http, game_id)
    entry_model, view_model = MODELS[name]
    include = [*(["view"] if include_view else []), *(["legal_moves"] if legal_moves else [])]
    last, wait = after, 2.0
    while True:
        headers = {"Last-Event-ID": str(last)}
        try:
            with connect_sse(
                http,
                "GET",
                f"/api/v1/games/{game_id}/events",
                params={"include": include} if include else None,
                headers=headers,
                timeout=httpx.Timeout(10.0, read=READ_TIMEOUT),
            ) as source:
                source.response.raise_for_status()
                for sse in source.iter_sse():
                    if sse.retry is not None:
                        wait = sse.retry / 1000
                    if sse.event == "log":
                        entry = entry_model.from_dict(sse.json())
                        last = entry.index
                        yield Entry(entry.index, entry)
                    elif sse.event == "view":
                        yield View(view_model.from_dict(sse.json()))
                    elif sse.event in ("end", "gone"):
                        yield End("end" if sse.event == "end" else "gone", StreamEnd.from_dict(sse.json()).last)
                        return
        except (httpx.TransportError, httpx.RemoteProtocolError):
            pass  # a dropped connection: resume after the last entry, as a browser does
        time.sleep(wait)


def _game_of(http: httpx.Client, game_id: str) -> str:
    """The game a game id is of (one read of ``getGame``)."""
    answer = http.get(f"/api/v1/games/{game_id}")
    answer.raise_for_status()
    body: dict[str, Any] = answer.json()
    return str(body["game"])
