"""A simple greedy bot for Driving Me Crazy! bot seats.

It scores each legal move and picks the best, breaking ties with the given
RNG: reach the goal exactly when it can, otherwise drive as far as possible,
slow down the leader with red cards, and throw away cards it cannot use.
"""

from __future__ import annotations

from typing import Any

from core.dmc.cards import DISTANCE, RED
from core.dmc.rules import distance, legal_moves, traffic_active
from core.dmc.state import State
from core.rng import Rng

_BLUE_VALUE = {"race_car": 70, "roundabout": 65, "motorway": 68, "bus": 55, "gps": 55,
               "carpool": 50, "trailer": 52, "rest_stop": 30, "rearview_mirror": 30,
               "overtake": 58}
_RED_VALUE = {"traffic": 8, "stoplight": 7, "u_turn": 6, "toll_booth": 4, "truck": 6,
              "speed_camera": 5}


def _reaction_score(s: State, seat: int, card: str) -> float:
    """Stop what hurts or helps a rival, take a distance card for yourself; else pass."""
    window = s.window
    if window is None:
        return -50  # Swerve outside a window: a bot keeps its hand
    played, player, target = window[0], window[1], window[2]
    if card == "yield":
        return 150
    if card == "stop_sign":
        return 60 if target == seat else 20 if played in DISTANCE or played in _BLUE_VALUE else 0
    if card == "backseat_driver":
        return 40 if played in _BLUE_VALUE else 25 if target == seat else 10
    return -50 if player != seat else 0


def _score(s: State, seat: int, move: dict[str, Any]) -> float:
    kind = move["type"]
    card = move.get("card")
    if kind == "play":
        if card in DISTANCE:
            reach = distance(s, seat) + DISTANCE[card]
            return 100 + DISTANCE[card] / 10 + (1000 if reach == s.goal else 0)
        if card in RED:
            return 40 + _RED_VALUE.get(card, 0) + distance(s, move["target"]) / 20
        if card == "shortcut":
            return 90 if move["option"] == "resolve_traffic" else 60
        return _BLUE_VALUE.get(str(card), 50)
    if kind == "discard":
        useless = card in DISTANCE and distance(s, seat) + DISTANCE[card] > s.goal
        blocked = card in DISTANCE and traffic_active(s, seat)
        return 20 if useless else 12 if blocked else 10 - (DISTANCE.get(str(card), 0) / 50)
    if kind == "take":
        fits = card in DISTANCE and distance(s, seat) + DISTANCE[card] <= s.goal
        return 30 + DISTANCE[card] / 10 if fits else 10 + _BLUE_VALUE.get(str(card), 0) / 10
    if kind == "react":
        return _reaction_score(s, seat, str(card))
    if kind == "pass_reaction":
        return 1
    if kind == "end_turn":
        return 15
    if kind == "undo":
        return -100
    return 0


def bot_move(s: State, seat: int, rng: Rng) -> dict[str, Any]:
    """Return the best-scoring legal move for ``seat`` (ties broken by ``rng``)."""
    moves = legal_moves(s, seat)
    scores = [_score(s, seat, move) for move in moves]
    best = max(scores)
    choices = [move for move, score in zip(moves, scores, strict=True) if score == best]
    return choices[rng.randbelow(len(choices))]
