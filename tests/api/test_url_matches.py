"""URL matches are remembered per process and leave no garbage (api/http/app_class.py)."""

from __future__ import annotations

import gc

from werkzeug.routing import Map, Rule

from api.http.app_class import MATCHES_KEPT, RememberedMatcher, RoadtripMap
from tests.api.helpers import create


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
