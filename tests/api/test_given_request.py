"""A hook handed the request by its chain does what it does when it finds the request itself
(api/guard/hook_chains.py's ``given_request``).

Two apps over the same Redis play the same seeded game request by request, taking
turns: one as shipped (its marked hooks are handed the request and the app), one whose
chains hand nothing (each hook looks both up behind Flask's proxies, as under Flask's
own dispatch).  Every answer -- moves, a replay, refusals by the rules, the guard and
the budget, 304s, 404s, 405s -- is the same in status, headers and body (the game's
id and the tokens aside, which are random), and so are the metrics each request left.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
import redis
from flask import Flask
from flask.signals import appcontext_tearing_down, request_tearing_down
from flask.testing import FlaskClient
from prometheus_client import REGISTRY

from api import create_app
from api.guard import hook_chains
from api.http.app_class import _CHAIN, RoadtripFlask
from tests.api.helpers import auth, close_app
from tests.api.test_pool_parity import assert_pinned

#: headers that differ between two runs of the same request (the time, and the length of a
#: body holding it; the bodies are compared)
VARYING = {"Date", "RateLimit-Reset", "Content-Length"}


#: the plain app's chains as it ran them (each hook to find the request itself)
PLAIN_CHAINS: list[hook_chains.Chain] = []


def _plain_chain(app: Any, req: Any) -> hook_chains.Chain:
    """The app's chain for ``req`` handing no hook the request, kept on ``req`` for its
    later phases."""
    chain = RoadtripFlask.hook_chain(app, req)
    chain = chain._replace(before_given=(False,) * len(chain.before),
                           after_given=(False,) * len(chain.after),
                           teardown_given=(False,) * len(chain.teardown))
    req.__dict__[_CHAIN] = chain
    PLAIN_CHAINS.append(chain)
    return chain


@pytest.fixture()
def apps(redis_url: str) -> Iterator[tuple[Flask, Flask]]:
    made = []
    for db in (5, 6):  # a Redis each: the budgets count per address in Redis
        url = f"{redis_url.rsplit('/', 1)[0]}/{db}"
        flusher = redis.Redis.from_url(url)
        flusher.flushdb()
        flusher.close()
        made.append(create_app({"TESTING": True, "REDIS_URL": url, "CHECK_HOT_PATHS": True,
                                "PUBLIC_URL": "http://roadtrip.test", "CHOSEN_SEEDS": "any",
                                "RATE_LIMIT_MOVE": "9 per 1 hour"}))
    given, plain = made
    plain.hook_chain = lambda req: _plain_chain(plain, req)  # type: ignore[method-assign]
    PLAIN_CHAINS.clear()
    yield given, plain
    close_app(given)
    close_app(plain)


def _metrics() -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    return {(sample.name, tuple(sorted(sample.labels.items()))): sample.value
            for family in REGISTRY.collect() if family.name.startswith("roadtrip_")
            for sample in family.samples
            if not sample.name.endswith(("_created", "_sum"))
            and not (sample.name.endswith("_bucket") and sample.labels.get("le") != "+Inf")}


class Table:
    """One app's game, and what it answered."""

    def __init__(self, client: FlaskClient) -> None:
        self.client = client
        self.secrets: dict[str, str] = {}
        self.game = ""

    def send(self, method: str, path: str, seat: int | None = None, **kwargs: Any) -> Any:
        """Send a request (``{game}`` in the path, ``seat``'s token); return what it answered,
        its secrets named."""
        headers = dict(kwargs.pop("headers", {}))
        if seat is not None:
            headers.update(auth(self.secrets[f"token{seat}"]))
        response = self.client.open(path.format(game=self.game), method=method,
                                    headers=headers, **kwargs)
        body = response.get_data(as_text=True)
        found = response.get_json(silent=True) or {}
        for name in ("id", "join_code", "host_token"):
            if isinstance(found, dict) and isinstance(found.get(name), str):
                self.secrets.setdefault(name, found[name])
        if isinstance(found, dict) and "token" in found and "seat" in found:
            self.secrets[f"token{found['seat']}"] = found["token"]
        self.game = self.secrets.get("id", "")
        for name, secret in self.secrets.items():
            body = body.replace(secret, f"<{name}>")
        body = re.sub(r'"server_time": ?[0-9.e+-]+', '"server_time": 0', body)
        body = re.sub(r'"sha256:[0-9a-f]+"', '"sha256:salted"', body)  # (a salted commitment)
        headers_seen = [(name, value.replace(self.game, "<id>") if self.game else value)
                        for name, value in response.headers.items() if name not in VARYING]
        return response.status_code, headers_seen, body


def test_hooks_handed_the_request_answer_as_hooks_that_find_it(apps):
    given, plain = apps
    tables = Table(given.test_client()), Table(plain.test_client())
    steps: list[tuple[Any, ...]] = [
        ("POST", "/api/v1/games", None, {"json": {"game": "driving-me-crazy", "players": 2,
                                                  "seed": 7}}),
        ("POST", "/api/v1/games/{game}/players", None, {"json": {"name": "A"}}),
        ("POST", "/api/v1/games/{game}/players", None, {"json": {"name": "B"}}),
        ("GET", "/api/v1/games/{game}", None, {}),
        ("GET", "/api/v1/games/{game}", 0, {"headers": {"If-None-Match": '"3"'}}),
        ("GET", "/api/v1/games/{game}/legal-moves", 0, {}),
        ("GET", "/api/v1/games/{game}/legal-moves", 1, {"query_string": "inclde=x"}),
        ("POST", "/api/v1/games/{game}/moves", 1, {"json": {"type": "nonsense"}}),
        ("POST", "/api/v1/games/{game}/moves", 1, {"data": b"{", "content_type":
                                                    "application/json"}),
        ("POST", "/api/v1/games/{game}/moves", 1, {"json": {"type": "draw"},
                                                    "headers": {"If-Match": "12"}}),
        ("PUT", "/api/v1/games/{game}/moves", 1, {"json": {}}),
        ("GET", "/api/v1/games/nosuchgame", None, {}),
        ("GET", "/api/v1/catalogue", None, {}),
    ]
    for method, path, seat, kwargs in steps:
        _both(tables, method, path, seat, **kwargs)
    # then the game itself, move by move, each with the answer's extras and a key, until
    # the move budget (9 an hour, two spent above) refuses one
    refused = False
    for n in range(12):
        view = _both(tables, "GET", "/api/v1/games/{game}")
        seat = json.loads(view[2])["pending"][0]
        legal = _both(tables, "GET", "/api/v1/games/{game}/legal-moves", seat)
        found = json.loads(legal[2])
        for _ in range(2 if n == 3 else 1):  # the fourth move sent twice: replayed
            moved = _both(tables, "POST", "/api/v1/games/{game}/moves", seat,
                          data=json.dumps(found["moves"][n % len(found["moves"])]),
                          content_type="application/json",
                          query_string="include=view,legal_moves",
                          headers={"If-Match": f'"{found["version"]}"',
                                   "Idempotency-Key": f"key-{n}"})
            refused = refused or moved[0] == 429
        if refused:
            break
    assert refused
    assert PLAIN_CHAINS and not any(any(chain.before_given) or any(chain.after_given) or any(
        chain.teardown_given) for chain in PLAIN_CHAINS)
    shipped = list(given.hook_chains.values())  # type: ignore[attr-defined]
    assert any(any(chain.before_given) and any(chain.after_given) and any(
        chain.teardown_given) for chain in shipped)


def _both(tables: tuple[Table, Table], method: str, path: str, seat: int | None = None,
          **kwargs: Any) -> Any:
    """Send one request to each app; return the answer, the same from both, which moved
    the metrics alike."""
    before = _metrics()
    ours = tables[0].send(method, path, seat, **kwargs)
    middle = _metrics()
    theirs = tables[1].send(method, path, seat, **kwargs)
    after = _metrics()
    assert ours == theirs, (method, path)
    assert _moved(before, middle) == _moved(middle, after), (method, path)
    return ours


def _moved(before: dict[Any, float], after: dict[Any, float]) -> dict[Any, float]:
    return {key: after.get(key, 0) - before.get(key, 0) for key in {*before, *after}
            if after.get(key, 0) != before.get(key, 0)
            and not key[0].startswith("roadtrip_request_seconds_bucket")}



def test_a_receiver_of_request_tearing_down_still_hears_every_request(apps):
    given, _ = apps
    heard: list[Any] = []

    def receiver(sender: Any, **extra: Any) -> None:
        heard.append((sender, extra.get("exc")))

    with request_tearing_down.connected_to(receiver, given):
        assert given.test_client().get("/api/v1/games/nosuchgame").status_code == 404
    assert heard == [(given, None)]


#: Flask 3.1's app-context teardown, which the app's runs only when it has anything to do
#: (a function or a receiver); a change fails here until both are read again
APPCONTEXT_PAIR = (RoadtripFlask.do_teardown_appcontext, Flask.do_teardown_appcontext,
                   "b59b7a6ccdc1a89b", "172c4f5e8ac14bf0")


def test_the_app_context_s_teardown_and_flask_s_change_together():
    assert_pinned(APPCONTEXT_PAIR, "Flask")


def test_an_app_context_teardown_or_receiver_still_runs_for_every_request(apps):
    given, _ = apps
    heard: list[Any] = []
    given.teardown_appcontext(lambda exc: heard.append(("function", exc)))
    assert given.test_client().get("/api/v1/games/nosuchgame").status_code == 404
    assert heard == [("function", None)]
    given.teardown_appcontext_funcs.clear()

    def receiver(sender: Any, **extra: Any) -> None:
        heard.append((sender, extra.get("exc")))

    with appcontext_tearing_down.connected_to(receiver, given):
        assert given.test_client().get("/api/v1/games/nosuchgame").status_code == 404
    assert heard == [("function", None), (given, None)]
