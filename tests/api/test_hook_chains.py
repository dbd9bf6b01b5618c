"""Each operation's request hooks are chosen once (api/guard/hook_chains.py); the ones a chain
leaves out would have done nothing.

A hook marked with :func:`api.guard.hook_chains.only` is left out of every other
operation's chain.  Here real requests of every kind are answered by the app
as it ships, and for each one every hook its chain left out is run all the
same, in that request, at its phase: a before-request hook must answer nothing
and leave the request's state alone, an after-request hook must leave the
finished answer as it is (status, headers, body), a teardown hook must leave
the request's state alone.  A hook marked for too few operations fails here.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from itertools import chain
from typing import Any

import pytest
from flask import Flask, Response, g, request
from flask.testing import FlaskClient

from api import create_app
from api.guard.hook_chains import generic, works
from api.store import riders
from tests.api.helpers import auth, close_app, create, join_all


def _state() -> tuple[dict[str, Any], Any]:
    return dict(vars(g)), riders._RIDER.get()


def _answer(response: Response) -> tuple[int, list[tuple[str, str]], bytes]:
    return (response.status_code, list(response.headers.items()),
            b"" if response.is_streamed or response.direct_passthrough else response.get_data())


def _all(app: Flask, registry: dict[Any, list[Any]], names: list[str | None],
         backwards: bool) -> list[Any]:
    return list(chain.from_iterable(reversed(registry[n]) if backwards else registry[n]
                                    for n in names if n in registry))


class LeftOut:
    """Runs, in each request, the hooks its chain left out, and keeps what each did."""

    def __init__(self, app: Flask) -> None:
        self.app = app
        self.ran: dict[str, set[tuple[str | None, str]]] = {}
        self.changed: list[str] = []
        self.requests = 0
        app.preprocess_request = self._wrap(app.preprocess_request, self._before)
        app.process_response = self._wrap(app.process_response, self._after)
        app.do_teardown_request = self._wrap(app.do_teardown_request, self._teardown)

    @staticmethod
    def _wrap(method: Callable[..., Any], extra: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(method)
        def wrapped(*args: Any) -> Any:
            result = method(*args)
            extra(result, *args)
            return result
        return wrapped

    def _left(self, phase: str) -> list[Any]:
        blueprints = request.blueprints
        endpoint, method = request.endpoint, request.method
        kept = getattr(self.app.hook_chain(request), phase)  # type: ignore[attr-defined]
        if phase == "before":
            every = _all(self.app, self.app.before_request_funcs,
                         [None, *reversed(blueprints)], False)
        else:
            registry = (self.app.after_request_funcs if phase == "after"
                        else self.app.teardown_request_funcs)
            every = _all(self.app, registry, [*blueprints, None], True)
        left = [f for f in every if self.app.ensure_sync(f) not in kept]
        assert all(not works(f, endpoint, method) for f in left)
        for hook in left:
            self.ran.setdefault(hook.__name__, set()).add((generic(endpoint), method))
        return left

    def _before(self, answer: Any) -> None:
        if answer is not None:
            return  # a before hook answered: the rest were never to run
        self.requests += 1
        for hook in self._left("before"):
            state = _state()
            if hook() is not None or _state() != state:
                self.changed.append(f"{hook.__name__} before {request.endpoint}")

    def _after(self, response: Response, _given: Response) -> None:
        for hook in self._left("after"):
            answer = _answer(response)
            out = hook(response)
            if out is not response or _answer(response) != answer:
                self.changed.append(f"{hook.__name__} after {request.method}"
                                    f" {request.endpoint} {response.status_code}")

    def _teardown(self, _none: None, error: BaseException | None = None) -> None:
        for hook in self._left("teardown"):
            state = _state()
            hook(error)
            if _state() != state:
                self.changed.append(f"{hook.__name__} teardown {request.endpoint}")


@pytest.fixture()
def watched(redis_url: str) -> Iterator[tuple[FlaskClient, LeftOut]]:
    import redis

    flusher = redis.Redis.from_url(redis_url)
    flusher.flushdb()
    flusher.close()
    app = create_app({"TESTING": True, "REDIS_URL": redis_url, "CHECK_HOT_PATHS": True,
                      "PUBLIC_URL": "http://roadtrip.test", "METRICS_TOKEN": "m"})
    left = LeftOut(app)
    yield app.test_client(), left
    close_app(app)


def test_hooks_left_out_of_a_chain_change_nothing(
        watched: tuple[FlaskClient, LeftOut]) -> None:
    client, left = watched
    created = create(client, players=2)
    game_id = created["id"]
    tokens = join_all(client, game_id, 2)
    base = f"/api/v1/games/{game_id}"
    view = client.get(base).get_json()
    seat = view["pending"][0]
    legal = client.get(f"{base}/legal-moves", headers=auth(tokens[seat]))
    assert legal.status_code == 200
    again = client.get(f"{base}/legal-moves", headers={
        **auth(tokens[seat]), "If-None-Match": legal.headers["ETag"]})
    assert again.status_code == 304
    move = legal.get_json()["moves"][0]
    moved = client.post(f"{base}/moves?include=view,legal_moves", json=move, headers={
        **auth(tokens[seat]), "If-Match": f'"{view["version"]}"', "Idempotency-Key": "k1"})
    assert moved.status_code == 200, moved.get_json()
    # the same key again: the first answer, replayed
    assert client.post(f"{base}/moves?include=view", json=move, headers={
        **auth(tokens[seat]), "Idempotency-Key": "k1"}).status_code == 200
    # a per-game path, a refused move, a stale one, a body that is no JSON
    game = created.get("game", "driving-me-crazy")
    assert client.post(f"/api/v1/{game}/games/{game_id}/moves", json={"type": "nothing"},
                       headers=auth(tokens[seat])).status_code in (403, 422)
    assert client.post(f"{base}/moves", json=move, headers={
        **auth(tokens[seat]), "If-Match": '"1"'}).status_code == 409
    assert client.post(f"{base}/moves", data=b"{", headers={
        **auth(tokens[seat]), "Content-Type": "application/json"}).status_code == 400
    assert client.get(f"{base}/log?after=0").status_code == 200
    assert client.head(base).status_code == 200
    assert client.options(f"{base}/moves").status_code == 200
    assert client.get(f"{base}?nope=1").status_code == 400
    assert client.get("/api/v1/no-such-thing").status_code == 404
    assert client.delete(f"{base}/moves").status_code == 405
    assert client.get("/api/v1/games/catalogue").status_code == 200
    assert client.get("/api/openapi.json").status_code == 200
    with client.get("/") as index:
        assert index.status_code == 200
    assert client.get("/metrics", headers=auth("m")).status_code == 200
    assert client.get(f"/api/v1/join/{created['join_code']}").status_code == 200

    assert left.changed == []
    assert left.requests >= 20
    # the chains did leave hooks out, and each of those ran here where it was left out
    marked = set(left.ran)
    assert {"add_etag", "_validated", "_limits_before", "_limits_after",
            "_limits_teardown"} <= marked, left.ran
    assert ("moves.Moves", "POST") in left.ran["add_etag"]
    assert ("games.GameResource", "GET") in left.ran["_limits_before"]

