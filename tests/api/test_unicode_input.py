"""Text that JSON cannot carry is refused, never a 500 (issue 24, item 3).

A body is UTF-8 JSON without a byte order mark; a lone surrogate in any string
of any body is ``422 invalid_text``; a name with a control or bidirectional
formatting character is ``422 invalid_text``.  The property test posts
arbitrary Unicode (surrogates included) to every string of every operation's
body and never sees a 5xx.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.api.helpers import auth, create, join_all

DMC = "driving-me-crazy"
SPEC = json.loads((Path(__file__).resolve().parents[2] / "openapi" / "openapi.json").read_text())
#: any code point at all: lone surrogates, NUL, bidi controls, unassigned ones
ANY_TEXT = st.text(st.characters(codec=None, exclude_categories=()), max_size=12)


def post(client, path: str, body: Any, headers: dict[str, str] | None = None):
    """POST ``body`` as JSON text, surrogates escaped as JSON allows (``\\ud800``)."""
    return client.post(path, data=json.dumps(body, ensure_ascii=True),
                       content_type="application/json", headers=headers or {})


def leaves(body: Any, path: tuple = ()) -> list[tuple]:
    """The paths of every string in ``body`` (keys of ``options`` too)."""
    if isinstance(body, str):
        return [path]
    if isinstance(body, dict):
        return [p for key, value in body.items() for p in leaves(value, (*path, key))]
    if isinstance(body, list):
        return [p for i, value in enumerate(body) for p in leaves(value, (*path, i))]
    return []


def replaced(body: Any, path: tuple, text: str) -> Any:
    """``body`` with the string at ``path`` replaced by ``text``."""
    if not path:
        return text
    copy = dict(body) if isinstance(body, dict) else list(body)
    copy[path[0]] = replaced(body[path[0]], path[1:], text)
    return copy


def bodies(client) -> dict[str, tuple[str, Any, dict[str, str]]]:
    """operationId -> (path, a valid body, headers) for every operation that takes a body."""
    created = create(client, players=3, bots=[2], seed=3)
    tokens = join_all(client, created["id"], 3, bots=(2,))
    game = f"/api/v1/games/{created['id']}"
    waiting = create(client, players=3)
    move = client.get(f"{game}/legal-moves", headers=auth(tokens[0])).get_json()["moves"]
    mover = 0 if move else 1
    move = move or client.get(f"{game}/legal-moves", headers=auth(tokens[1])).get_json()["moves"]
    transcript_game = create(client, players=2, bots=[0, 1], seed=4)
    transcript = client.get(f"/api/v1/games/{transcript_game['id']}/transcript").get_json()
    host = auth(waiting["host_token"])
    return {
        "createGame": ("/api/v1/games", {"game": DMC, "mode": "digital", "players": 2,
                                         "variants": ["quick_reactions"],
                                         "options": {"reaction_seconds": 5},
                                         "bots": [1], "bot_levels": ["easy"]}, {}),
        "joinGame": (f"/api/v1/games/{waiting['id']}/players", {"name": "Ann"}, {}),
        "addBots": (f"/api/v1/games/{waiting['id']}/bots", {"seats": [2], "levels": ["hard"]},
                    host),
        "addHeldSeat": (f"/api/v1/games/{waiting['id']}/held-seats", {"name": "Grandpa"}, host),
        "claimSeat": (f"{game}/seats/0/claim", {"secret": "not-the-link"}, {}),
        "postMove": (f"{game}/moves", move[0], auth(tokens[mover])),
        "checkTranscript": ("/api/v1/transcripts/check", transcript, {}),
        "replayTranscript": ("/api/v1/transcripts/replay", transcript, {}),
    }


def test_every_operation_with_a_body_is_covered():
    taking = {op["operationId"] for item in SPEC["paths"].values() for op in item.values()
              if isinstance(op, dict) and "requestBody" in op
              and not op["operationId"].startswith(("postMoveD", "createGameD"))}
    assert taking == {"createGame", "joinGame", "addBots", "addHeldSeat", "claimSeat",
                      "postMove", "checkTranscript", "replayTranscript"}


@pytest.mark.parametrize("operation",
                         ["createGame", "joinGame", "addBots", "addHeldSeat", "claimSeat",
                          "postMove", "checkTranscript", "replayTranscript"])
@settings(max_examples=40, deadline=None, suppress_health_check=[
    HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_arbitrary_unicode_in_any_string_of_a_body_is_never_a_server_error(
        client, operation, data):
    path, body, headers = bodies(client)[operation]
    where = data.draw(st.sampled_from([*leaves(body), ("<new field>",)]))
    text = data.draw(ANY_TEXT)
    sent = {**body, text: "x"} if where == ("<new field>",) else replaced(body, where, text)
    answer = post(client, path, sent, headers)
    assert answer.status_code < 500, (operation, where, text, answer.get_json())
    if any(0xD800 <= ord(c) <= 0xDFFF for c in text):
        assert answer.status_code == 422
        assert answer.get_json()["code"] == "invalid_text"


def test_a_lone_surrogate_in_a_name_is_refused_invalid_text(client):
    created = create(client)
    answer = post(client, f"/api/v1/games/{created['id']}/players", {"name": "\ud800"})
    assert answer.status_code == 422
    assert answer.get_json()["code"] == "invalid_text"
    assert "$.name" in answer.get_json()["errors"]
    assert client.get(f"/api/v1/games/{created['id']}").get_json()["version"] == 1


@pytest.mark.parametrize("name", ["a\x00b", "Ann\n", "\u202eevil", "x\u2066y", "\u200fBob"])
def test_nul_control_and_bidi_characters_in_a_name_are_refused(client, name):
    created = create(client)
    answer = post(client, f"/api/v1/games/{created['id']}/players", {"name": name})
    assert answer.status_code == 422
    problem = answer.get_json()
    assert problem["code"] == "invalid_text"
    assert problem["errors"]["name"]
    assert client.get(f"/api/v1/games/{created['id']}").get_json()["version"] == 1


@pytest.mark.parametrize("name", ["Zoë", "שרה", "👩‍👩‍👧", "李"])
def test_names_in_any_script_are_kept_as_sent(client, name):
    created = create(client)
    answer = post(client, f"/api/v1/games/{created['id']}/players", {"name": name})
    assert answer.status_code == 201
    players = client.get(f"/api/v1/games/{created['id']}").get_json()["players"]
    assert players[0]["name"] == name


@pytest.mark.parametrize("encoded", [
    b"\xef\xbb\xbf" + b'{"name": "Ann"}',
    '{"name": "Ann"}'.encode("utf-16"),
    '{"name": "Ann"}'.encode("utf-16-le"),
    '{"name": "Ann"}'.encode("utf-32"),
], ids=["utf-8 bom", "utf-16", "utf-16 without bom", "utf-32"])
def test_a_body_that_is_not_utf8_without_a_bom_is_not_json(client, encoded):
    created = create(client)
    answer = client.post(f"/api/v1/games/{created['id']}/players", data=encoded,
                         content_type="application/json")
    assert answer.status_code == 400
    assert answer.get_json()["code"] == "not_json"


def test_the_refusal_speaks_the_callers_language(client):
    created = create(client)
    answer = client.post(f"/api/v1/games/{created['id']}/players",
                         data=json.dumps({"name": "a\u202eb"}), content_type="application/json",
                         headers={"Accept-Language": "de"})
    assert answer.get_json()["detail"] == ("dieser Name enthält ein Zeichen, das dem Tisch"
                                           " nicht gezeigt werden kann")
