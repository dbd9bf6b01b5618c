"""If-Match and If-None-Match as RFC 9110 section 13.1 reads them (issue 24, item 5).

A field value is ``*`` or a comma-separated list of entity tags, weak or
strong; empty list elements are allowed (section 5.6.1) and a field with no
element is no condition.  ``If-None-Match`` compares weakly (section 13.1.2),
``If-Match`` strongly (section 13.1.1: a weak tag never matches).  Anything
else is ``400 invalid_header``.
"""

from __future__ import annotations

import pytest

from api.guard.conditional import CONDITIONAL_PATTERN, parse
from api.problems import ApiError
from tests.api.helpers import auth, create, join_all

#: (If-None-Match, answer) on getGame at version V ("{v}" is replaced by V)
IF_NONE_MATCH = [
    ('"{v}"', 304),                 # the current tag
    ('W/"{v}"', 304),               # weak comparison: a weak tag matches
    ('"0", "{v}"', 304),            # a list: any element may match
    ('"0",W/"{v}"', 304),           # no space after the comma
    (', , "{v}" ,', 304),           # empty list elements are ignored
    ("*", 304),                     # any current representation
    ('"0"', 200),                   # another version
    ('"0", "99999"', 200),          # none of the list
    ('"a,b"', 200),                 # one tag with a comma inside: valid, matches nothing
    ("", 200),                      # an empty field: no condition
    ("  ", 200),                    # only whitespace: no condition
    (",", 200),                     # only an empty element: no condition
    ("{v}", 304),                   # a bare version: tolerated, as always
    ('"{v}" junk', 400),            # not a list of tags
    ('"{v}', 400),                  # an unterminated tag
    ('w/"{v}"', 400),               # W/ is case-sensitive
    ('"{v}" "0"', 400),             # two tags without a comma
    ("*, \"{v}\"", 400),            # "*" is alone or not at all
]

#: (If-Match, applied?) on postMove at version V
IF_MATCH = [
    ('"{v}"', True),
    ('"0", "{v}"', True),           # a list: any strong element may match
    ("*", True),                    # any current game
    ("", True),                     # an empty field: no condition
    ('W/"{v}"', False),             # strong comparison: a weak tag never matches
    ('"0"', False),
    ('"0", W/"{v}"', False),
]


def started(client) -> tuple[str, str, int]:
    """A started 2-seat game (seat 1 a bot), the human's token and the version."""
    created = create(client, bots=[1], seed=11)
    tokens = join_all(client, created["id"], 2, bots=(1,))
    version = client.get(f"/api/v1/games/{created['id']}").get_json()["version"]
    return created["id"], tokens[0], version


@pytest.mark.parametrize(("header", "status"), IF_NONE_MATCH)
def test_if_none_match_on_get_game_follows_rfc_9110(client, header, status):
    game_id, _, version = started(client)
    answer = client.get(f"/api/v1/games/{game_id}",
                        headers={"If-None-Match": header.format(v=version)})
    assert answer.status_code == status, answer.get_json()
    if status == 304:
        assert answer.headers["ETag"] == f'"{version}"'  # the current tag, not the one sent
    if status == 400:
        assert answer.get_json()["code"] == "invalid_header"


@pytest.mark.parametrize(("header", "applied"), IF_MATCH)
def test_if_match_on_a_move_follows_rfc_9110(client, header, applied):
    game_id, token, version = started(client)
    legal = client.get(f"/api/v1/games/{game_id}/legal-moves", headers=auth(token)).get_json()
    answer = client.post(f"/api/v1/games/{game_id}/moves", json=legal["moves"][0],
                         headers={**auth(token), "If-Match": header.format(v=version)})
    after = client.get(f"/api/v1/games/{game_id}").get_json()["version"]
    if applied:
        assert answer.status_code == 200, answer.get_json()
        assert after > version
    else:
        assert answer.status_code == 409
        assert answer.get_json()["code"] == "version_conflict"
        assert after == version


def test_any_other_read_takes_a_list_of_tags_and_an_empty_field(client):
    game_id, token, _ = started(client)
    path = f"/api/v1/games/{game_id}/legal-moves"
    etag = client.get(path, headers=auth(token)).headers["ETag"]
    assert client.get(path, headers={**auth(token), "If-None-Match": ""}).status_code == 200
    listed = client.get(path, headers={**auth(token), "If-None-Match": f'"x", {etag}'})
    assert listed.status_code == 304
    weak = client.get(path, headers={**auth(token), "If-None-Match": f"W/{etag}"})
    assert weak.status_code == 304


def test_star_on_a_game_that_is_not_there_is_still_404(client):
    answer = client.get("/api/v1/games/aaaaaaaaaaaaaaaa", headers={"If-None-Match": "*"})
    assert answer.status_code == 404


@pytest.mark.parametrize(("header", "status"), IF_NONE_MATCH)
def test_the_documented_pattern_says_what_the_server_accepts(header, status):
    import re

    value = header.format(v=12)
    try:
        parse("If-None-Match", value)
        accepted = True
    except ApiError:
        accepted = False
    assert accepted == (status != 400)
    assert bool(re.search(CONDITIONAL_PATTERN, value)) == accepted


def test_the_document_describes_the_conditional_headers_as_rfc_9110_lists():
    import json
    from pathlib import Path

    spec = json.loads((Path(__file__).resolve().parents[2] / "openapi" / "openapi.json")
                      .read_text())
    headers = [param for item in spec["paths"].values() for op in item.values()
               if isinstance(op, dict) for param in op.get("parameters", [])
               if param.get("name") in ("If-Match", "If-None-Match")]
    assert len(headers) > 10
    for param in headers:
        assert param["schema"]["pattern"] == CONDITIONAL_PATTERN
        assert "RFC 9110" in param["description"]
