"""A quiet event stream sends heartbeats, and ends with ``gone`` once its game expired.

The stream asks its keep-alives (:meth:`api.live.live._Stream.keep_alive`) only when
one of them is due; held here: with a short heartbeat a stream with no news sends
heartbeat comments, and a game whose keys went without a word (expiry announces
nothing) ends the stream with ``event: gone`` at its next existence check.
"""

from __future__ import annotations

from typing import Any

import redis

from api.live import live
from tests.api.helpers import auth, create, join_all


def test_a_quiet_stream_beats_and_ends_gone_when_its_game_expired(app, client, redis_url,
                                                                  monkeypatch: Any) -> None:
    monkeypatch.setattr(live, "HEARTBEAT", 0.1)
    monkeypatch.setattr(live, "EXISTS_EVERY", 3)
    game_id = create(client, players=2, seed=5)["id"]
    tokens = join_all(client, game_id, 2)
    opened = client.get(f"/api/v1/games/{game_id}/events", headers=auth(tokens[0]),
                        buffered=False)
    chunks = iter(opened.response)
    writes = [next(chunks), next(chunks)]  # retry, then the backlog
    assert writes[0].startswith(b"retry:") and b"event: log" in writes[1]
    beats = 0
    while beats < 2:  # quiet: heartbeats only
        write = next(chunks)
        assert write == b": heartbeat\n\n"
        beats += 1
    flusher = redis.Redis.from_url(redis_url)
    flusher.flushdb()  # the game expired: nothing announced
    flusher.close()
    rest = b"".join(chunks)  # beats until the check, then gone, then the end
    assert rest.endswith(b"event: gone\ndata: {\"last\":%d}\n\n" % int(
        writes[1].rsplit(b"id: ", 1)[1].split(b"\n", 1)[0]))
    assert set(rest.split(b"\n\n")[:-2]) <= {b": heartbeat"}
    opened.close()
