"""A stream alone on its game in its process keeps nothing of its push; a crowd shares it.

What a woken stream builds for a push -- its piece of log, its view's bytes, the
state they come from -- is kept among the process's shared reads only while
another waiter of the process watches the game and may ask for it
(:data:`api.live.shared_answers.Share`, chosen by the stream).  A lone stream makes its
own and keeps none; held here to a crowd's: the same bytes pushed (but the
view's ``server_time``), each built once either way.
"""

from __future__ import annotations

import json
from typing import Any

from api import create_app
from api.live.shared_answers import sse
from tests.api.helpers import auth, close_app, create, join_all
from tests.api.test_live_shared import asleep, log_and_view, move

#: the shared reads' tags of what a stream builds for a push (not the reads it hears)
BUILT = ("sse", "view", "state")


def _pushes(app: Any, client: Any, redis_url: str, streams: int) -> list[str]:
    """Move once with ``streams`` streams of seat 1 in another process; check each was
    pushed what seat 1's log and view give; return what that process kept of its build."""
    other = create_app({"TESTING": True, "REDIS_URL": redis_url,
                        "PUBLIC_URL": "http://roadtrip.test"})
    try:
        game_id = create(client, players=2, seed=7)["id"]
        tokens = join_all(client, game_id, 2)
        last = client.get(f"/api/v1/games/{game_id}/log").get_json()["last"]
        hub = other.extensions["roadtrip"].store.hub
        pushed: list[tuple[bytes, bytes]] = []

        def stream() -> None:
            response = other.test_client().get(
                f"/api/v1/games/{game_id}/events", buffered=False,
                query_string={"after": last, "include": "view,legal_moves"},
                headers=auth(tokens[1]))
            try:
                pushed.append(log_and_view(response, last))
            finally:
                response.close()

        threads = asleep(redis_url, game_id, [stream] * streams, hub)
        move(client, game_id, tokens)
        for thread in threads:
            thread.join(timeout=20)
        # (the process's own hub: only this game's keys; the tag follows the read's key)
        kept = [key[4] for key in list(hub._reads) if len(key) > 4 and key[4] in BUILT]
        log = client.get(f"/api/v1/games/{game_id}/log", query_string={"after": last},
                         headers=auth(tokens[1])).get_json()["events"]
        view = client.get(f"/api/v1/games/{game_id}", headers=auth(tokens[1])).get_json()
        moves = client.get(f"/api/v1/games/{game_id}/legal-moves",
                           headers=auth(tokens[1])).get_json()["moves"]
        assert len(pushed) == streams
        for entries, data in pushed:
            assert entries == b"".join(sse(e, "log", e["index"]) for e in log)
            assert _timeless(data) == {"game": view["game"], "version": view["version"],
                                       "view": _timeless_view(view), "legal_moves": moves}
        return kept
    finally:
        close_app(other)


def _timeless_view(view: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in view.items() if key != "server_time"}


def _timeless(event: bytes) -> dict[str, Any]:
    data = json.loads(event.split(b"data: ", 1)[1])
    data["view"] = _timeless_view(data["view"])
    return dict(data)


def test_a_lone_stream_keeps_nothing_and_is_pushed_what_a_crowd_is(app, client, redis_url):
    assert _pushes(app, client, redis_url, 1) == []
    # built once, kept for both
    assert sorted(_pushes(app, client, redis_url, 2)) == ["sse", "state", "view"]
