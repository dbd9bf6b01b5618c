"""A worker's client connection: read deadlines by phase, and each answer in one write.

gunicorn reads a request through the socket's ``recv`` and writes an answer
through its ``sendall``: the status line and headers in one call, then the body
(or each chunk of a streamed one) in others.  :class:`ClientSocket` wraps the
socket gunicorn is given (:class:`api.run.worker.Worker`) and adds:

- **read deadlines by phase** (see :mod:`api.run.worker`): a connection's first
  request line and headers within :data:`HEAD_SECONDS`, the next request on a
  kept-alive connection within gunicorn's ``keepalive``, a body read or an
  answer's write within :data:`BODY_SECONDS` each;
- **the head goes with the body**: gunicorn writes an answer's head the moment
  its first body bytes are ready (:meth:`gunicorn.http.wsgi.Response.write`), so
  holding the head until that write and sending both in one ``send`` changes
  nothing a client sees but the number of segments.  Thousands of woken
  long-polls answering at once each paid two sends (the loopback's receive path
  runs in the sender's system call: ~12% of a wake-up's CPU was the writes);
- **a plain send first**: an answer of a few hundred bytes always fits the
  socket's buffer, so it is sent with one non-blocking ``send`` of the OS socket;
  only what is left (a full buffer, a large body) goes through gevent's
  ``sendall``, which asks the buffer's size, reads the clock and arms a timer
  for every call.
"""

from __future__ import annotations

import contextlib
import errno
import socket
import time
from typing import Any

from gunicorn import util
from gunicorn.http import wsgi

#: Seconds a connection's request line and headers may take once begun (and the
#: first request's from the accept on).
HEAD_SECONDS = 10.0
#: Seconds one read of a request body, or one write of an answer, may wait.
BODY_SECONDS = 15.0


class ClientSocket:
    """The client socket with read deadlines by phase and one write per answer.

    gunicorn reads a request through ``recv`` and writes through ``sendall``;
    every other attribute is the socket's own.  A deadline passed shuts the
    socket and reads as the end of the stream, so gunicorn closes the
    connection as when a client leaves.
    """

    def __init__(self, sock: Any, idle: float) -> None:
        self._sock = sock
        #: the OS socket under gevent's (non-blocking): what a plain send goes through
        self._os = getattr(sock, "_sock", None)
        self._idle = idle  # the wait for a request's first byte
        self._head_ends: float | None = None  # set once a request's first byte came
        self._timeout: float | None = None  # what the socket's timeout was last set to
        #: an answer's head, waiting for its first body bytes (:meth:`hold_next_write`)
        self._held = b""
        self._holding = False
        self.in_request = False

    def __getattr__(self, name: str) -> Any:
        return getattr(self._sock, name)

    def between_requests(self, idle: float) -> None:
        """The answer is written: wait up to ``idle`` s for the next request."""
        self.flush()
        self.in_request = False
        self._idle, self._head_ends = idle, None

    def _set_timeout(self, seconds: float) -> None:
        if seconds != self._timeout:  # (gevent's settimeout is a Python call of its own)
            self.settimeout(seconds)

    def settimeout(self, seconds: float | None) -> None:
        """The socket's own, remembered (so an unchanged timeout is not set again)."""
        self._sock.settimeout(seconds)
        self._timeout = seconds

    def setblocking(self, flag: bool) -> None:
        """The socket's own (gunicorn's error writes), remembered as a timeout."""
        self._sock.setblocking(flag)
        self._timeout = None if flag else 0.0

    def recv(self, size: int, *flags: int) -> bytes:
        """Read, within the current phase's deadline; b"" once it has passed."""
        if self.in_request:
            wait = BODY_SECONDS
        elif self._head_ends is None:
            wait = self._idle
        else:
            wait = self._head_ends - time.monotonic()
        if wait <= 0:
            return self._give_up()
        self._set_timeout(wait)
        try:
            data: bytes = self._sock.recv(size, *flags)
        except TimeoutError:
            return self._give_up()
        if data and not self.in_request and self._head_ends is None:
            self._head_ends = time.monotonic() + HEAD_SECONDS
        return data

    def hold_next_write(self) -> None:
        """Keep the next write (an answer's head) to send with the one after it."""
        self._holding = True

    def flush(self) -> None:
        """Send a held head now (an answer without body bytes, or before a file)."""
        if self._held:
            held, self._held = self._held, b""
            self.sendall(held)

    def sendall(self, data: bytes, *flags: int) -> None:
        """Write, each wait bounded (a client that stopped reading is let go); a held
        head goes out with these bytes, and both in one plain send when they fit."""
        if self._holding:
            self._holding = False
            self._held = bytes(data)
            return
        if self._held:
            data, self._held = self._held + data, b""
        sent = 0
        if self._os is not None and not flags:
            try:
                sent = self._os.send(data)
            except (BlockingIOError, InterruptedError):
                sent = 0
            except OSError:
                sent = 0  # (told again, and raised as gunicorn expects, by gevent's send)
            if sent == len(data):
                return
        self._set_timeout(BODY_SECONDS)
        try:
            self._sock.sendall(memoryview(data)[sent:], *flags)
        except TimeoutError:
            self._give_up()
            raise BrokenPipeError(errno.EPIPE, "the client stopped reading") from None

    def sendfile(self, file: Any, offset: int = 0, count: int | None = None) -> Any:
        """The socket's own, after a held head."""
        self.flush()
        return self._sock.sendfile(file, offset=offset, count=count)

    def _give_up(self) -> bytes:
        self._held = b""
        # a client that already left makes shutdown raise: the connection ends either way
        with contextlib.suppress(OSError):
            self._sock.shutdown(socket.SHUT_RDWR)
        return b""


#: header pairs an answer sent before, as gunicorn's checks passed them on: (name, value)
#: -> the pair sent (its value stripped); emptied when full (ETags and lengths vary)
_CHECKED: dict[tuple[str, str], tuple[str, str]] = {}
#: pairs remembered at most (a few hundred bytes each)
CHECKED_KEPT = 4096
#: headers whose check does more than pass the pair on: the body's length, and gunicorn's
#: own list of hop-by-hop headers (dropped, or marking an upgrade)
_ACTING = frozenset({"content-length", *util.hop_headers})


class OneWriteResponse(wsgi.Response):
    """gunicorn's answer, its head held for its first body bytes (see the module), and
    each header pair checked once per process."""

    def process_headers(self, headers: Any) -> None:
        """gunicorn's checks of the app's headers, each pair's outcome remembered.

        gunicorn checks every header of every answer anew (its name and value
        against two patterns, hop-by-hop or not: ~10 calls a header), while most
        pairs are the same on every answer (the content type, the security
        headers, ``Vary``).  A pair gunicorn passed on unchanged but for its
        value's stripping is passed on from here the next time; the first time,
        and every pair whose check does more (``Content-Length`` sets the answer's
        length, hop-by-hop headers are dropped or mark an upgrade), and one that
        fails (it raises), go through gunicorn's checks themselves.
        """
        checked, sent = _CHECKED, self.headers
        for pair in headers:
            kept = checked.get(pair) if type(pair) is tuple else None
            if kept is not None:
                sent.append(kept)
                continue
            before = len(sent)
            super().process_headers((pair,))
            if (len(sent) == before + 1 and type(pair) is tuple
                    and pair[0].lower() not in _ACTING):
                if len(checked) >= CHECKED_KEPT:
                    checked.clear()
                checked[pair] = sent[-1]

    def send_headers(self) -> None:
        """gunicorn's, with the head's write held by a :class:`ClientSocket`."""
        if not self.headers_sent and isinstance(self.sock, ClientSocket):
            self.sock.hold_next_write()
        super().send_headers()

    def close(self) -> None:
        """gunicorn's, then whatever is still held (an answer without body bytes)."""
        super().close()
        if isinstance(self.sock, ClientSocket):
            self.sock.flush()


def install() -> None:
    """Make gunicorn answer through :class:`OneWriteResponse` (in a worker, once)."""
    wsgi.Response = OneWriteResponse  # type: ignore[misc]  # wsgi.create() makes it by name
