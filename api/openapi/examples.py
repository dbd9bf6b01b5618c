"""Examples for every request and response body of the OpenAPI document.

Game-specific parts (views, legal moves, events, transcripts) come from the
rules engines themselves: a seeded two-player game of each game, so the
examples are real and cannot drift from what the server sends.  Ids and
tokens are fixed sample strings.  ``tests/api/test_examples.py`` validates
every example against its schema.
"""

from __future__ import annotations

import functools
from typing import Any

from core import Config, event_for, game_names, get_game
from core.fairness import commitment
from core.transcript import Transcript, check

GAME_ID = "FWph5Gn5iEg28oAK"
JOIN_CODE = "MM8PC3"
JOIN_URL = f"http://127.0.0.1:8000/?join={JOIN_CODE}"
SEED = 42
#: one example problem per status: (code, detail)
PROBLEMS: dict[int, tuple[str, str]] = {
    400: ("not_json", "the request body is not valid JSON"),
    401: ("invalid_token", "this resource needs a seat token (Authorization: Bearer <token>)"),
    403: ("not_host", "only the host may do this"),
    404: ("unknown_game", "no game has this id (or it expired)"),
    405: ("method_not_allowed", "method not allowed on this resource"),
    409: ("version_conflict", "the game is at version 4, not 3"),
    412: ("precondition_failed", "precondition failed"),
    413: ("body_too_large", "the request body is too large"),
    414: ("uri_too_long", "the URL is longer than 2048 characters"),
    415: ("unsupported_media_type", "unsupported media type"),
    422: ("invalid_request", "the request does not match the schema"),
    429: ("rate_limited", "too many requests; slow down"),
    500: ("internal_error", "internal error"),
    503: ("store_unavailable", "the game store is unavailable; retry shortly"),
}


def problem(status: int) -> dict[str, Any]:
    """Return an example problem document for ``status``."""
    import http

    code, detail = PROBLEMS.get(status, ("bad_request", "the request is malformed"))
    out: dict[str, Any] = {"type": f"urn:roadtrip:problem:{code}",
                           "title": http.HTTPStatus(status).phrase, "status": status,
                           "detail": detail, "code": code}
    if code == "invalid_request":
        out["errors"] = {"players": ["Must be greater than or equal to 2 and less than or"
                                     " equal to 10."]}
    return out


@functools.cache
def played(name: str) -> dict[str, Any]:
    """A seeded two-player game of ``name`` a few moves in, as the API would show it."""
    game = get_game(name)
    config = Config(players=2)
    state = game.new(config, SEED)
    moves: list[tuple[int, dict[str, Any]]] = []
    events: list[dict[str, Any]] = [{"type": "joined", "seat": 0, "name": "Ann"},
                                    {"type": "joined", "seat": 1, "name": "Bob"},
                                    {"type": "started"}]
    last: list[dict[str, Any]] = []
    for _ in range(3):
        seat = game.pending(state)[0]
        move = game.legal_moves(state, seat)[0]
        last = game.push(state, seat, move)
        moves.append((seat, move))
        events += last
    seat = game.pending(state)[0]
    version = len(events)
    entries = [{"index": i, "event": event_for(e, seat)} for i, e in enumerate(events, 1)]
    transcript = Transcript(game=name, config=config, seed=SEED, moves=moves).to_dict()
    return {
        "game": game, "config": config, "state": state, "seat": seat, "version": version,
        "entries": entries, "last": entries[-len(last):], "transcript": transcript,
        "legal": game.legal_moves(state, seat),
    }


def game_example(name: str) -> dict[str, Any]:
    """Return a getGame answer for ``name`` as the pending seat sees it."""
    p = played(name)
    game, state = p["game"], p["state"]
    return {
        "id": GAME_ID, "game": name, "mode": "digital", "config": p["config"].to_dict(),
        "status": "active", "version": p["version"], "seat": p["seat"], "held": [p["seat"]],
        "players": [{"seat": 0, "name": "Ann", "bot": False, "level": None, "joined": True,
                     "held": False},
                    {"seat": 1, "name": "Bob", "bot": False, "level": None, "joined": True,
                     "held": False}],
        "pending": game.pending(state), "outcome": game.outcome(state),
        "ended_by": None, "view": game.view(state, p["seat"]), "join_code": JOIN_CODE,
        "rematch": None,
        "deal_commitment": commitment(SEED, "f3a9c0d2e1b4"),
        "server_time": 1764567890.25,
    }


#: the game-specific operations with a 2xx example (a new one is documented without)
PER_GAME_EXAMPLES = ("getGame", "getLegalMoves", "postMove", "getLog", "getTranscript",
                     "getReplay")


def has_per_game(operation: str) -> bool:
    """True when :func:`per_game` has an example of ``operation``'s answer."""
    return operation in PER_GAME_EXAMPLES


def per_game(operation: str, name: str) -> Any:
    """Return the 2xx example of a game-specific ``operation`` for game ``name``."""
    p = played(name)
    if operation == "getGame":
        return game_example(name)
    if operation == "getLegalMoves":
        return {"game": name, "version": p["version"], "moves": p["legal"]}
    if operation == "postMove":
        return {"game": name, "version": p["version"], "events": p["last"]}
    if operation == "getLog":
        return {"game": name, "version": p["version"], "last": len(p["entries"]),
                "events": p["entries"]}
    if operation == "getTranscript":
        return p["transcript"]
    if operation == "postMove.body":
        return p["legal"][0]
    if operation == "getReplay":
        return replay_example(name)
    raise KeyError(operation)


def transcript_replay(name: str) -> dict[str, Any]:
    """Return a replayTranscript answer for the example game of ``name``."""
    from api.service.replay import transcript_page

    return transcript_page(played(name)["transcript"], 0, None)


def replay_example(name: str) -> dict[str, Any]:
    """Return a getReplay answer for ``name``: the example game's steps, as a spectator."""
    from core.replay import open_replay, steps

    transcript = Transcript.from_dict(played(name)["transcript"])
    replay = open_replay(transcript)
    shown = [dict(step.to_dict(), version=step.number + 3, live=True)
             for step in steps(transcript, replay)]
    return {"id": GAME_ID, "game": name, "mode": "digital", "status": "active",
            "version": played(name)["version"], "length": replay.length, "revealed": False,
            "final": False, "from": 0, "to": replay.length - 1, "next": None, "steps": shown}


def created() -> dict[str, Any]:
    """Return a createGame answer."""
    return {"id": GAME_ID, "join_code": JOIN_CODE, "host_token": "O7JHq2vX4dTzW9yLkP0s",
            "join_url": JOIN_URL}


def bodies() -> dict[str, dict[str, Any]]:
    """Return example request bodies by operationId (named examples where one per game)."""
    first = game_names()[0]
    return {
        "createGame": {name: {"game": name, "mode": "digital", "players": 2}
                       for name in game_names()},
        "joinGame": {"ann": {"name": "Ann"}},
        "addBots": {"seat1": {"seats": [1]}},
        "addHeldSeat": {"grandpa": {"name": "Grandpa"}},
        "claimSeat": {"link": {"secret": "Zq3v8TnK1xYb0aLmR5sW"}},
        "postMove": {name: per_game("postMove.body", name) for name in game_names()},
        "checkTranscript": {first: played(first)["transcript"]},
        "replayTranscript": {first: played(first)["transcript"]},
    }


def answers() -> dict[str, dict[str, Any]]:
    """Return example 2xx answers of the operations that are not game-specific."""
    from api.http.resources.catalogue import catalogue

    first = game_names()[0]
    verdict = check(played(first)["transcript"]).to_dict()
    return {
        "getCatalogue": {"catalogue": {"games": catalogue()}},
        "createGame": {"created": created()},
        "rematchGame": {"created": created()},
        "findByJoinCode": {"found": {"id": GAME_ID}},
        "joinGame": {"seat0": {"seat": 0, "token": "tq4Xk1rVZ8bN2mC7hYwE"}},
        "addBots": {"started": {"version": 4, "status": "active"}},
        "addHeldSeat": {"seat1": {"seat": 1, "version": 3, "status": "waiting"}},
        "handOverSeat": {"link": {
            "seat": 1, "secret": "Zq3v8TnK1xYb0aLmR5sW",
            "url": f"http://192.168.1.20:8000/games/{GAME_ID}/claim/1#Zq3v8TnK1xYb0aLmR5sW",
            "qr_svg": '<svg xmlns="http://www.w3.org/2000/svg" width="185" height="185">'
                      '<title>Take the seat</title>...</svg>'}},
        "claimSeat": {"new phone": {"seat": 1, "token": "tq4Xk1rVZ8bN2mC7hYwE"},
                      "back to the host": {"seat": 1}},
        "checkTranscript": {"legal": verdict},
        "replayTranscript": {"legal": transcript_replay(first)},
        "getServer": {"lan": {"join_base_url": "http://192.168.1.20:8000/", "loopback": False,
                              "lan_urls": ["http://192.168.1.20:8000/"]}},
        "getOperations": {"one": {"paths": {"/api/v1/games/{game_id}/legal-moves": {"get": {
            "operationId": "getLegalMoves",
            "parameters": [{"name": "game_id", "in": "path", "required": True}]}}}}},
        "getSession": {"two games": {"games": [
            {"id": GAME_ID, "status": "finished", "players": ["Ann", "Bob"], "winners": [1],
             "reason": "goal"},
            {"id": "Kd83nB0qLx2vTz1e", "status": "active", "players": ["Ann", "Bob"],
             "winners": [], "reason": None}],
            "standings": [{"name": "Bob", "wins": 1}, {"name": "Ann", "wins": 0}]}},
        "healthz": {"ok": {"status": "ok"}},
        "readyz": {"ready": {"status": "ready"}},
    }
