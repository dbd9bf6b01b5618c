"""URL matches are remembered per process and leave no garbage (api/http/app_class.py)."""

from __future__ import annotations

import functools
import gc
from typing import Any

import pytest
from werkzeug.routing import Map, MapAdapter, Rule
from werkzeug.test import EnvironBuilder

from api.http.app_class import MATCHES_KEPT, RememberedMatcher, RoadtripMap
from api.http.url_adapter import RememberingAdapter
from tests.api.helpers import create
from tests.api.test_pool_parity import assert_pinned


def test_the_app_matches_its_urls_through_the_remembering_matcher(app):
    assert isinstance(app.url_map._matcher, RememberedMatcher)


def test_a_remembered_match_is_the_match_werkzeug_makes():
    plain, remembered = Map(), RoadtripMap()
    for url_map in (plain, remembered):
        url_map.add(Rule("/games/<gid>/moves", endpoint="moves", methods=["POST"]))
        url_map.add(Rule("/games/<gid>", endpoint="game"))
        url_map.add(Rule("/games/<gid>/events/<int:after>", endpoint="events"))
    plain_adapter, adapter = plain.bind("x"), remembered.bind("x")
    for path, method in [("/games/a1/moves", "POST"), ("/games/a1", "GET"),
                         ("/games/b2/events/7", "GET"), ("/games/a1/moves", "POST")]:
        assert adapter.match(path, method) == plain_adapter.match(path, method)
    values = adapter.match("/games/a1/events/3")[1]
    values["after"] = 99  # a caller changing its values changes no later match
    assert adapter.match("/games/a1/events/3") == ("events", {"gid": "a1", "after": 3})


def test_what_does_not_match_still_raises_and_is_not_kept():
    url_map = RoadtripMap([Rule("/games/<gid>/moves", endpoint="moves", methods=["POST"])])
    adapter = url_map.bind("x")
    for _ in range(2):
        for path, method, refusal in [("/nowhere", "GET", "NotFound"),
                                      ("/games/a1/moves", "GET", "MethodNotAllowed")]:
            try:
                adapter.match(path, method)
            except Exception as exc:  # noqa: BLE001 - the refusal's kind is the point
                assert type(exc).__name__ == refusal
            else:
                raise AssertionError(f"{method} {path} matched")
    assert len(url_map._matcher._kept) == 0


def test_a_rule_added_later_is_matched_at_once():
    url_map = RoadtripMap([Rule("/<name>", endpoint="any")])
    assert url_map.bind("x").match("/about") == ("any", {"name": "about"})
    url_map.add(Rule("/about", endpoint="about"))
    assert url_map.bind("x").match("/about") == ("about", {})


def test_the_kept_matches_are_bounded():
    url_map = RoadtripMap([Rule("/games/<gid>", endpoint="game")])
    adapter = url_map.bind("x")
    for n in range(MATCHES_KEPT + 10):
        adapter.match(f"/games/g{n}")
    assert len(url_map._matcher._kept) == MATCHES_KEPT


def test_a_game_read_again_and_again_leaves_no_cyclic_garbage(client):
    game_id = create(client, "driving-me-crazy", 2, seed=1)["id"]
    client.get(f"/api/v1/games/{game_id}")  # its path matched once, and kept
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        for _ in range(20):
            assert client.get(f"/api/v1/games/{game_id}").status_code == 200
        gc.collect()
        closures = [o for o in gc.garbage if type(o).__name__ == "function"
                    and o.__qualname__.endswith("match.<locals>._match")]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
    assert closures == []


#: (ours, the werkzeug method it stands for, ours' digest, theirs': werkzeug 3.1)
ADAPTER_PAIRS = [
    (RememberingAdapter.match, MapAdapter.match, "3a1d176da8b65d0b", "d60987ae51086935"),
    (RememberingAdapter.match, MapAdapter.get_default_redirect, "3a1d176da8b65d0b",
     "85a4c8e60ba57323"),
]


@pytest.mark.parametrize("pair", ADAPTER_PAIRS, ids=lambda pair: pair[1].__qualname__)
def test_the_kept_adapter_s_match_and_werkzeug_s_change_together(pair):
    assert_pinned(pair, "werkzeug")


def _rules() -> list[Rule]:
    return [Rule("/games/<gid>/moves", endpoint="moves", methods=["POST"]),
            Rule("/games/<gid>", endpoint="game"),
            Rule("/games/<gid>/events/<int:after>", endpoint="events"),
            Rule("/old/<gid>", endpoint="old", redirect_to="/games/<gid>"),
            Rule("/dir/", endpoint="dir")]


#: (path, method): matches, a 404, a 405, redirects (a rule's, a missing slash)
ASKED = [("/games/a1/moves", "POST"), ("/games/a1", "GET"), ("/games/b2/events/7", "GET"),
         ("/nowhere", "GET"), ("/games/a1/moves", "GET"), ("/old/a1", "GET"), ("/dir", "GET")]


def _answer(ask: Any) -> Any:
    try:
        return ask()
    except Exception as exc:  # noqa: BLE001 - the refusal is the answer compared
        return type(exc).__name__, getattr(exc, "new_url", None)


@pytest.mark.parametrize(("path", "method"), ASKED)
def test_a_kept_adapter_answers_its_own_path_as_werkzeug_s(path, method):
    plain = Map(_rules())
    ours = RoadtripMap(_rules())
    env = EnvironBuilder(path=path, method=method, base_url="http://x/").get_environ()
    theirs = plain.bind_to_environ(dict(env), None, "")
    adapter = ours.bind_to_environ(env, None, "")
    assert isinstance(adapter, RememberingAdapter)
    for _ in range(2):  # made, then (a match) answered from what was kept
        for kwargs in ({"return_rule": True}, {}):
            got = _answer(functools.partial(adapter.match, **kwargs))
            expected = _answer(functools.partial(theirs.match, **kwargs))
            if kwargs and isinstance(expected, tuple) and isinstance(expected[0], Rule):
                assert got[0] is ours._rules_by_endpoint[expected[0].endpoint][0]
                assert got[1] == expected[1]
            else:
                assert got == expected
        # any other question is werkzeug's own
        assert _answer(lambda: adapter.match("/games/z9", "GET")) == \
            _answer(lambda: theirs.match("/games/z9", "GET"))
    kept = adapter.__dict__.get("roadtrip_match")
    assert (kept is not None) == ((path, method) in ASKED[:3])


def test_a_kept_match_s_values_are_the_caller_s_own():
    adapter = RoadtripMap(_rules()).bind_to_environ(
        EnvironBuilder(path="/games/b2/events/7").get_environ(), None, "")
    adapter.match(return_rule=True)[1]["after"] = 99
    assert adapter.match(return_rule=True)[1] == {"gid": "b2", "after": 7}


def test_a_rule_added_later_is_matched_by_a_kept_adapter_at_once():
    url_map = RoadtripMap([Rule("/<name>", endpoint="any")])
    adapter = url_map.bind_to_environ(EnvironBuilder(path="/about").get_environ(), None, "")
    assert adapter.match() == ("any", {"name": "about"})
    url_map.add(Rule("/about", endpoint="about"))
    assert adapter.match() == ("about", {})
