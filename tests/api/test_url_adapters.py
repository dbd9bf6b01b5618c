"""A request's URL adapter is the one werkzeug binds for it, made once per set of inputs
(api/http/app_class.py's ``RoadtripMap.bind_to_environ``)."""

from __future__ import annotations

import hashlib
import inspect
from collections.abc import Callable
from typing import Any

import pytest
import werkzeug.wsgi
from flask import Flask
from flask.signals import request_finished, request_started
from werkzeug.exceptions import BadHost, SecurityError
from werkzeug.routing import Map, MapAdapter, Rule
from werkzeug.test import EnvironBuilder

from api.http import request_class
from api.http.app_class import ADAPTERS_KEPT, BIND_INPUTS, RoadtripFlask, RoadtripMap
from api.http.request_class import HOST_INPUTS, HOSTS_KEPT, request_host
from tests.api.helpers import create
from tests.api.test_pool_parity import assert_pinned

#: werkzeug's functions as read beside ours (werkzeug 3.1): what ``bind_to_environ`` reads
#: of an environ is :data:`BIND_INPUTS`; a change of any fails here until they are read
#: again and the digests written anew (docs/engine-shape.md, "Fast paths")
WERKZEUG_DIGESTS = {
    "Map.bind_to_environ": "9f9d25ed90c51c96",
    "get_host": "f6015314d1a22f81",
    "_get_server": "efaf7382c849f3dc",
    "Map.bind": "fa3b9d530d2c0919",
}

BASE: dict[str, Any] = EnvironBuilder(
    path="/api/v1/games/abc", base_url="http://h.example:8000/",
    query_string="include=view", method="GET").get_environ()
#: each input changed alone (every one of BIND_INPUTS), and a few together
VARIANTS: list[dict[str, Any]] = [
    {"wsgi.url_scheme": "https"},
    {"HTTP_HOST": "other.example:8000"},
    {"HTTP_HOST": "B\u00fccher.example"},
    {"SERVER_NAME": "s.example"},
    {"SERVER_PORT": "9"},
    {"HTTP_HOST": None, "SERVER_NAME": "s.example", "SERVER_PORT": "443",
     "wsgi.url_scheme": "https"},
    {"HTTP_CONNECTION": "keep-alive, Upgrade"},
    {"HTTP_CONNECTION": "upgrade", "HTTP_UPGRADE": "websocket"},
    {"HTTP_UPGRADE": "websocket"},
    {"SCRIPT_NAME": "/mounted"},
    {"PATH_INFO": "/api/v1/games/abc/legal-moves"},
    {"PATH_INFO": "/caf\u00c3\u00a9"},
    {"QUERY_STRING": "include=legal_moves"},
    {"QUERY_STRING": ""},
    {"REQUEST_METHOD": "POST"},
]


def _environ(changes: dict[str, Any]) -> dict[str, Any]:
    env = dict(BASE)
    for name, value in changes.items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = value
    return env


def _fields(adapter: MapAdapter) -> tuple[Any, ...]:
    return (adapter.server_name, adapter.script_name, adapter.subdomain, adapter.url_scheme,
            adapter.path_info, adapter.default_method, adapter.query_args, adapter.websocket)


def _maps() -> tuple[Map, RoadtripMap]:
    rules = [Rule("/api/v1/games/<gid>", endpoint="game")]
    return Map(list(rules)), RoadtripMap([Rule("/api/v1/games/<gid>", endpoint="game")])


@pytest.mark.parametrize("server_name", [None, "h.example:8000"])
def test_a_kept_adapter_is_the_one_werkzeug_binds_for_the_same_request(server_name):
    plain, ours = _maps()
    for _ in range(2):  # bound, then answered from what was kept
        for changes in [{}, *VARIANTS]:
            env = _environ(changes)
            theirs = plain.bind_to_environ(dict(env), server_name, "")
            assert _fields(ours.bind_to_environ(env, server_name, "")) == _fields(theirs)
    assert len(ours._adapters) == len(VARIANTS) + 1  # each input of BIND_INPUTS tells apart
    assert {name for changes in VARIANTS for name in changes} == set(BIND_INPUTS)


def test_a_request_object_binds_as_its_environ():
    _, ours = _maps()
    request = EnvironBuilder(path="/api/v1/games/x").get_request()
    assert ours.bind_to_environ(request, None, "") is ours.bind_to_environ(
        request.environ, None, "")


def test_a_bad_host_is_refused_every_time_and_not_kept():
    _, ours = _maps()
    for _ in range(2):
        with pytest.raises(BadHost):
            ours.bind_to_environ(_environ({"HTTP_HOST": "a" * 64 + ".example"}), None, "")
    assert not ours._adapters


def test_a_bind_that_may_warn_is_bound_by_werkzeug_each_time():
    _, ours = _maps()
    with pytest.warns(UserWarning, match="doesn't match configured"):
        ours.bind_to_environ(_environ({}), "elsewhere.example", None)
    with pytest.warns(UserWarning, match="doesn't match configured"):
        ours.bind_to_environ(_environ({}), "elsewhere.example", None)
    assert not ours._adapters


def test_the_kept_adapters_are_bounded():
    _, ours = _maps()
    for n in range(ADAPTERS_KEPT + 10):
        ours.bind_to_environ(_environ({"PATH_INFO": f"/api/v1/games/g{n}"}), None, "")
    assert len(ours._adapters) == ADAPTERS_KEPT
    first = ours.bind_to_environ(_environ({"PATH_INFO": "/api/v1/games/g0"}), None, "")
    assert first.path_info == "/api/v1/games/g0"


def test_the_app_s_requests_share_their_adapter(app, client):
    game = create(client)
    for _ in range(2):
        assert client.get(f"/api/v1/games/{game['id']}").status_code == 200
    kept = [key for key in app.url_map._adapters if f"/api/v1/games/{game['id']}" in key]
    assert len(kept) == 1


def _digest(function: Callable[..., Any]) -> str:
    return hashlib.sha256(inspect.getsource(function).encode()).hexdigest()[:16]


def test_werkzeug_s_binding_is_the_one_read():
    read = {"Map.bind_to_environ": Map.bind_to_environ, "get_host": werkzeug.wsgi.get_host,
            "_get_server": werkzeug.wsgi._get_server, "Map.bind": Map.bind}
    assert {name: _digest(f) for name, f in read.items()} == WERKZEUG_DIGESTS, (
        "werkzeug's binding changed: read it, keep BIND_INPUTS what it reads of an environ,"
        " then write its digests here again")


#: (ours, the Flask method it stands for, ours' digest, theirs': Flask 3.1)
FLASK_PAIRS = [
    (RoadtripFlask.create_url_adapter, Flask.create_url_adapter, "437a446707ddc2f5",
     "066133a70e406d12"),
    (RoadtripFlask.full_dispatch_request, Flask.full_dispatch_request, "e958692a33171a6a",
     "70d46cf2d53c3b0e"),
    (RoadtripFlask.finalize_request, Flask.finalize_request, "1365ad9179fe1ed7",
     "c1bcdc5b112f8a44"),
]


@pytest.mark.parametrize("pair", FLASK_PAIRS, ids=lambda pair: pair[1].__qualname__)
def test_the_app_s_dispatch_and_flask_s_change_together(pair):
    assert_pinned(pair, "Flask")


#: hosts werkzeug refuses (a bad character, an empty name)
BAD_HOSTS = ["h.example:8000/x", "a b.example", "h.example\r\n"]


@pytest.mark.parametrize("trusted", [None, ["h.example"], [".example"]])
def test_a_kept_host_is_the_one_werkzeug_works_out(trusted):
    request_class._HOSTS.clear()
    for _ in range(2):  # worked out, then answered from what was kept
        for changes in [{}, *VARIANTS]:
            env = _environ(changes)
            try:
                theirs = werkzeug.wsgi.get_host(dict(env), trusted)
            except SecurityError:
                with pytest.raises(SecurityError):
                    request_host(env, trusted)
                continue
            assert request_host(env, trusted) == theirs
    if trusted is None:  # each input of HOST_INPUTS tells hosts apart
        assert {name for changes in VARIANTS for name in changes} >= set(HOST_INPUTS)
        assert len(request_class._HOSTS) == len({tuple(map(_environ(c).get, HOST_INPUTS))
                                             for c in [{}, *VARIANTS]})


def test_a_bad_host_is_answered_as_werkzeug_answers_it():
    # werkzeug 3.1 makes an empty host of a Host header with a bad character (kept as
    # such), and refuses one a trusted list does not name (never kept: worked out each time)
    request_class._HOSTS.clear()
    for host in BAD_HOSTS:
        for _ in range(2):
            env = _environ({"HTTP_HOST": host})
            assert request_host(env, None) == werkzeug.wsgi.get_host(dict(env)) == ""
            with pytest.raises(SecurityError):
                werkzeug.wsgi.get_host(dict(env), ["h.example"])
            with pytest.raises(SecurityError):
                request_host(env, ["h.example"])
    assert set(request_class._HOSTS.values()) == {""}


def test_the_kept_hosts_are_bounded():
    request_class._HOSTS.clear()
    for n in range(HOSTS_KEPT + 10):
        request_host(_environ({"HTTP_HOST": f"h{n}.example"}), None)
    assert len(request_class._HOSTS) <= HOSTS_KEPT
    assert request_host(_environ({"HTTP_HOST": "h0.example"}), None) == "h0.example"


def test_an_untrusted_host_is_still_refused_by_the_app(app, client):
    app.config["TRUSTED_HOSTS"] = ["localhost"]
    try:
        for _ in range(2):
            assert client.get("/api/v1/games", headers={"Host": "evil.example"}
                              ).status_code == 400
    finally:
        app.config["TRUSTED_HOSTS"] = None


def test_a_listener_of_the_request_signals_still_hears_each_request(app, client):
    heard: list[str] = []

    def started(sender: Any, **extra: Any) -> None:
        heard.append("started")

    def finished(sender: Any, response: Any = None, **extra: Any) -> None:
        heard.append(f"finished {response.status_code}")

    with request_started.connected_to(started, app), \
            request_finished.connected_to(finished, app):
        assert client.get("/api/v1/games/nope").status_code == 404
    assert heard == ["started", "finished 404"]
    assert client.get("/api/v1/games/nope").status_code == 404  # none listens now
    assert heard == ["started", "finished 404"]
