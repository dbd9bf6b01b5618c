"""A game's replay and its session, from the store (issue 27).

The replay is :mod:`core.replay` over the game's own transcript (config, seed
and the moves of its log), so the steps are exactly what the referee check
replays.  The log's entries are commits (a move and the bots' answers); each
entry's id carries the version it made, so every step can say at which
version the live game reached it, and whether ``getGame`` showed it then
(the last move of its commit).

What a step shows follows :mod:`core.replay`: the spectator's view always,
the caller's own seat's view with a seat token, every hand only once the game
is over.

A *session* is the chain of games a table played with ``rematch``: each game
links its rematch (``meta.rematch``) and, since this module, a rematch links
the game it followed (``meta.previous``).  A game that expired or was ended by
its host before it started is missing from the chain, which then starts or stops
there; a started game its host ended stays in it (kept ``ENDED_GAME_TTL``), with
no winner unless it had finished by itself (:mod:`api.service.ended`).
"""

from __future__ import annotations

from typing import Any

from api.problems import ApiError
from api.service.ended import ended_by, outcome_of
from api.service.seats import identify
from api.service.service import Games
from api.service.views import offered_moves, status_of
from api.store.keys import log_key
from api.store.log_format import decode_entry
from api.store.store import Gone, Snapshot
from core import Config, TranscriptError, get_game
from core.replay import open_replay, steps
from core.rng import int_from_json
from core.transcript import Transcript

#: the most games a session lists (a long evening), walking either way from the asked one
SESSION_MAX = 100

#: steps in one page of a replay (getReplay's `from`..`to` spans at most this many)
PAGE = 25


def commits(service: Games, game_id: str) -> list[tuple[int, list[tuple[int, dict[str, Any]]]]]:
    """Return each log entry's version and moves ``(seat, move)``, in order."""
    out = []
    for entry_id, fields in service.store.client.xrange(log_key(game_id)):
        version = int(entry_id.split(b"-")[1])
        moves = [(seat, move) for seat, move in decode_entry(fields[b"p"])["m"]]
        out.append((version, moves))
    return out


def transcript_of(snap: Snapshot, moves: list[tuple[int, dict[str, Any]]]) -> Transcript:
    """Return the game's transcript (as ``getTranscript`` gives it, whatever the status)."""
    return Transcript(game=snap.meta["game"], config=Config.from_dict(snap.meta["config"]),
                      seed=int_from_json(snap.meta["seed"]), moves=moves,
                      commitment=snap.meta.get("commitment"), salt=snap.meta.get("salt"))


def replay_page(service: Games, game_id: str, token: str | None, first: int,
                last: int | None, seats: bool = True) -> dict[str, Any]:
    """Return ``getReplay``'s answer: the steps ``first``..``last`` as the caller may see them.

    At most :data:`PAGE` steps; ``last`` past the end stops at the
    last step.  422 ``invalid_step_range`` when ``last < first``, 416-like
    ``step_out_of_range`` (422) when ``first`` is past the last step.
    """
    if last is not None and last < first:
        raise ApiError(422, "invalid_step_range", f"to ({last}) is before from ({first})")
    snap = service.access.load(game_id)
    viewer = identify(snap.meta, token).seat
    game = get_game(snap.meta["game"])
    entries = commits(service, game_id)
    moves = [move for _, made in entries for move in made]
    # the version of each step, and whether it ends its commit (what getGame showed)
    versions = [(1, True)]
    for version, made in entries:
        versions += [(version, i == len(made) - 1) for i in range(len(made))]
    transcript = transcript_of(snap, moves)
    try:
        replay = open_replay(transcript, viewer, closed=ended_by(snap.meta) is not None)
    except TranscriptError:  # a stored game always replays: a server bug, not the caller's
        raise ApiError(500, "internal_error", "the game's record does not replay") from None
    if first >= replay.length:
        raise ApiError(422, "step_out_of_range",
                       f"the game has steps 0..{replay.length - 1}, not {first}")
    end = min(replay.length - 1, first + PAGE - 1 if last is None else min(last, first + PAGE - 1))
    state = game.from_json(snap.state)
    status = status_of(game, snap.meta, state)
    final = status == "finished" and not any(
        offered_moves(game, snap.meta, state, seat) for seat in range(transcript.config.players))
    shown = []
    for step in steps(transcript, replay, first, end, seats):
        body = step.to_dict()
        body["version"], body["live"] = versions[step.number]
        shown.append(body)
    return {
        "id": game_id, "game": game.name, "mode": transcript.config.mode, "status": status,
        "version": snap.version, "length": replay.length, "revealed": replay.revealed,
        "final": final, "from": first, "to": end,
        "next": end + 1 if end + 1 < replay.length else None, "steps": shown,
    }


def transcript_page(data: Any, first: int, last: int | None,
                    seats: bool = True) -> dict[str, Any]:
    """Return ``replayTranscript``'s answer: steps ``first``..``last`` of a posted transcript.

    Its steps end before the first illegal move (``checkTranscript`` words the verdict);
    every step is shown as to a spectator, and every seat's once the game is over.
    """
    if last is not None and last < first:
        raise ApiError(422, "invalid_step_range", f"to ({last}) is before from ({first})")
    try:
        transcript = Transcript.from_dict(data)
        replay = open_replay(transcript)
    except TranscriptError as exc:
        raise ApiError(422, exc.code, exc.message) from None
    if first >= replay.length:
        raise ApiError(422, "step_out_of_range",
                       f"the transcript has steps 0..{replay.length - 1}, not {first}")
    end = min(replay.length - 1, first + PAGE - 1 if last is None else min(last, first + PAGE - 1))
    return {
        "game": transcript.game, "mode": transcript.config.mode, "length": replay.length,
        "legal": replay.verdict.legal, "revealed": replay.revealed, "from": first, "to": end,
        "next": end + 1 if end + 1 < replay.length else None,
        "steps": [step.to_dict() for step in steps(transcript, replay, first, end, seats)],
    }


def _meta(service: Games, game_id: str) -> tuple[dict[str, Any], Any] | None:
    """Return a session member's meta and state, or None when it is gone."""
    try:
        snap = service.store.load(game_id)
    except Gone:
        return None
    return snap.meta, get_game(snap.meta["game"]).from_json(snap.state)


#: a session's member: its id, meta and state
Member = tuple[str, dict[str, Any], Any]


def _linked(service: Games, game_id: str | None, seen: set[str]) -> Member | None:
    """Return the session member ``game_id`` (not yet ``seen``), or None when there is none."""
    if not game_id or game_id in seen:
        return None
    found = _meta(service, game_id)
    if found is None:
        return None
    seen.add(game_id)
    return (game_id, *found)


def _chain(service: Games, game_id: str) -> list[Member]:
    """Return the games linked by rematch through ``game_id``, oldest first."""
    here = _meta(service, game_id)
    if here is None:
        raise ApiError(404, "unknown_game", "no game has this id (or it expired)")
    chain: list[Member] = [(game_id, *here)]
    seen = {game_id}
    while len(chain) < SESSION_MAX:  # back to the first game still kept
        earlier = _linked(service, chain[0][1].get("previous"), seen)
        # only a game whose rematch is this one (a link both ways) belongs to the session
        if earlier is None or earlier[1].get("rematch") != chain[0][0]:
            break
        chain.insert(0, earlier)
    while len(chain) < SESSION_MAX:  # on to the newest rematch
        later = _linked(service, chain[-1][1].get("rematch"), seen)
        if later is None:
            break
        chain.append(later)
    return chain


def session(service: Games, game_id: str) -> dict[str, Any]:
    """Return ``getSession``'s answer: the rematch chain through ``game_id`` and its tally."""
    games: list[dict[str, Any]] = []
    wins: dict[str, int] = {}
    for gid, meta, state in _chain(service, game_id):
        game = get_game(meta["game"])
        names = [info["name"] or f"Seat {seat + 1}" for seat, info in enumerate(meta["seats"])]
        outcome = outcome_of(game, meta, state)
        winners = list(outcome["winners"]) if outcome else []
        for name, info in zip(names, meta["seats"], strict=True):
            if info["bot"] or info["token"]:  # a free seat (a rematch not joined yet) plays not
                wins.setdefault(name, 0)
        for seat in winners:
            wins[names[seat]] += 1
        games.append({"id": gid, "status": status_of(game, meta, state), "players": names,
                      "winners": winners, "reason": outcome["reason"] if outcome else None})
    ranked = sorted(wins.items(), key=lambda named: -named[1])  # stable: first seen first
    standings = [{"name": n, "wins": w} for n, w in ranked]
    return {"games": games, "standings": standings}
