"""A woken waiter's answer is the answer it would get asked plainly, whatever got cheaper.

The wake-up of thousands of waiters shares work: a long-poll's body per seat
class (:mod:`api.live.shared_answers`), gunicorn's checks of each header pair
once per process (:class:`api.run.client_socket.OneWriteResponse`), the stream
cap's slot without werkzeug's iterator (:class:`api.guard.streams.Slot`).  These
tests hold each to what it replaced: a woken long-poll answered through the real
server carries the same headers and body as a plain ``GET`` of the same entries.
"""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest
from gunicorn.http.body import Body, ChunkedReader, LengthReader
from gunicorn.http.errors import InvalidResponseHeader, InvalidResponseHeaderName

from api.guard.streams import Slot, StreamCap
from api.run import client_socket
from api.run.client_socket import OneWriteResponse
from api.run.worker import _read_whole

#: what differs between two answers asked at different moments, by design
MOMENT = {"date"}


def _seated(server: Any) -> tuple[str, dict[int, str]]:
    status, _, made = server.json("POST", "/api/v1/games",
                                  {"game": "driving-me-crazy", "players": 2})
    assert status == 201, made
    tokens = {}
    for n in range(2):
        status, _, joined = server.json("POST", f"/api/v1/games/{made['id']}/players",
                                        {"name": f"P{n}"})
        assert status == 201, joined
        tokens[joined["seat"]] = joined["token"]
    return made["id"], tokens


def test_a_woken_long_polls_answer_has_a_plain_gets_headers_and_body(real_server):
    game_id, tokens = _seated(real_server)
    bearer = {seat: {"Authorization": f"Bearer {token}"} for seat, token in tokens.items()}
    _, _, game = real_server.json("GET", f"/api/v1/games/{game_id}")
    mover = game["pending"][0]
    other = 1 - mover
    _, _, log = real_server.json("GET", f"/api/v1/games/{game_id}/log")
    last = log["last"]
    # each kind of phone: a seat, the mover (its own draw), a spectator, one taking gzip
    asked = {"seat": bearer[other], "mover": bearer[mover], "spectator": {},
             "gzip": {**bearer[other], "Accept-Encoding": "gzip, br"}}
    woken: dict[str, tuple[int, dict[str, str], bytes]] = {}

    def poll(name: str) -> None:
        woken[name] = real_server.call(
            "GET", f"/api/v1/games/{game_id}/log?after={last}&wait=20", headers=asked[name])

    threads = [threading.Thread(target=poll, args=(name,)) for name in asked]
    for thread in threads:
        thread.start()
    time.sleep(1.5)  # (they wait: nothing is new yet)
    assert all(thread.is_alive() for thread in threads)
    _, _, legal = real_server.json("GET", f"/api/v1/games/{game_id}/legal-moves",
                                   headers=bearer[mover])
    status, _, answer = real_server.json("POST", f"/api/v1/games/{game_id}/moves",
                                         legal["moves"][0], headers=bearer[mover])
    assert status == 200, answer
    for thread in threads:
        thread.join(timeout=30)
    for name, headers in asked.items():
        status, head, body = woken[name]
        plain = real_server.call("GET", f"/api/v1/games/{game_id}/log?after={last}",
                                 headers=headers)
        assert (status, body) == (plain[0], plain[2]) == (200, body)
        assert {k: v for k, v in head.items() if k not in MOMENT} == \
            {k: v for k, v in plain[1].items() if k not in MOMENT}, name
        assert head["etag"] and "nosniff" in head["x-content-type-options"]


def _response() -> Any:
    return OneWriteResponse(None, None, None)


#: gunicorn's own answer, whose checks every pair once went through
GUNICORNS = OneWriteResponse.__mro__[1]
HEADERS = [("Content-Type", "application/json"), ("Content-Length", "17"),
           ("ETag", '"abc"'), ("X-Padded", "value \t"), ("Connection", "keep-alive"),
           ("Server", "app"), ("Upgrade", "websocket"), ("Connection", "Upgrade"),
           ("Vary", "Authorization, Accept-Encoding")]


@pytest.mark.parametrize("times", [1, 2, 3])
def test_header_pairs_remembered_are_sent_as_gunicorns_checks_send_them(times):
    for _ in range(times):  # the first time through gunicorn's checks, then remembered
        ours = _response()
        ours.process_headers(HEADERS)
        theirs = GUNICORNS(None, None, None)
        theirs.process_headers(HEADERS)
        assert ours.headers == theirs.headers
        assert ours.response_length == theirs.response_length == 17
        assert ours.upgrade is theirs.upgrade is True


@pytest.mark.parametrize("bad, error", [(("X-Bad", "a\r\nb"), InvalidResponseHeader),
                                        (("Bad Name", "x"), InvalidResponseHeaderName)])
def test_a_refused_header_is_refused_every_time(bad, error):
    for _ in range(2):
        with pytest.raises(error):
            _response().process_headers([("Vary", "Origin"), bad])


def test_remembered_header_pairs_are_bounded(monkeypatch):
    monkeypatch.setattr(client_socket, "CHECKED_KEPT", 3)
    monkeypatch.setattr(client_socket, "_CHECKED", {})
    for n in range(10):
        _response().process_headers([("ETag", f'"{n}"')])
        assert len(client_socket._CHECKED) <= 3


class _Body:
    def __init__(self, fails: bool) -> None:
        self.fails, self.closed = fails, False

    def __iter__(self) -> Any:
        return iter([b"a", b"b"])

    def close(self) -> None:
        self.closed = True
        if self.fails:
            raise OSError("the body could not close")


@pytest.mark.parametrize("fails", [False, True])
def test_a_waiting_requests_slot_is_given_back_when_its_body_closes_even_if_that_fails(fails):
    cap = StreamCap(lambda environ, start: [], 5)
    cap.open["1.2.3.4"] = 1
    body = _Body(fails)
    slot = Slot(body, cap, "1.2.3.4")
    assert list(slot) == [b"a", b"b"]
    if fails:
        with pytest.raises(OSError):
            slot.close()
    else:
        slot.close()
    assert body.closed and "1.2.3.4" not in cap.open


class _Unreader:
    def __init__(self, data: bytes) -> None:
        self.data = data

    def read(self, size: int, read_ahead: int = 0) -> bytes:
        got, self.data = self.data[:size], self.data[size:]
        return got


def test_a_body_is_read_whole_only_once_nothing_of_it_is_left_on_the_socket():
    assert _read_whole(Body(LengthReader(_Unreader(b""), 0)))  # a GET's
    body = Body(LengthReader(_Unreader(b"abcd"), 4))
    assert not _read_whole(body)  # left for the drain, under the body's deadline
    assert body.read(10) == b"abcd"
    assert _read_whole(body)
    assert not _read_whole(Body(ChunkedReader(None, _Unreader(b"0\r\n\r\n"))))
