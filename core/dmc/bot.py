"""Driving Me Crazy! bots: what a seat may know, and three levels of play.

:func:`observe` turns a state into one seat's information state; the bots
decide from that and their own RNG only (:meth:`core.protocol.Game.bot_move`).

- ``normal`` (:func:`bot_move`) scores each legal move and picks the best,
  breaking ties with the given RNG: reach the goal exactly when it can,
  otherwise drive as far as possible, slow down the leader with red cards, and
  throw away cards it cannot use.
- ``easy`` (:func:`easy_move`) finishes when it can, otherwise picks a random
  sensible move, weighted towards driving.
- ``hard`` (:func:`hard_move`) searches (:mod:`core.search`): it samples the
  unseen cards (:func:`determinize`), tries its best few moves, plays on with
  the ``normal`` policy and keeps the move that leaves it furthest ahead.
"""

from __future__ import annotations

import math
from typing import Any

from core.dmc.apply import push
from core.dmc.cards import DISTANCE, ORDER, RED, SIGN
from core.dmc.checks import distance, stoplight_left, traffic_active
from core.dmc.counts import turns_left
from core.dmc.rules import legal_moves
from core.dmc.state import State
from core.dmc.view import decision_view, pending
from core.protocol import Budget, Move
from core.rng import Rng
from core.search import Searcher, search

_BLUE_VALUE = {"race_car": 70, "roundabout": 65, "motorway": 68, "bus": 55, "gps": 55,
               "carpool": 50, "trailer": 52, "rest_stop": 30, "rearview_mirror": 30,
               "overtake": 58}
_RED_VALUE = {"traffic": 8, "stoplight": 7, "u_turn": 6, "toll_booth": 4, "truck": 6,
              "speed_camera": 5}


def _reaction_score(state: State, seat: int, card: str) -> float:
    """Stop what hurts or helps a rival, take a distance card for yourself; else pass."""
    window = state.window
    if window is None:
        return -50  # Swerve outside a window: a bot keeps its hand
    played, player, target = window.card, window.player, window.target
    if card == "yield":
        return 150
    if card == "stop_sign":
        return 60 if target == seat else 20 if played in DISTANCE or played in _BLUE_VALUE else 0
    if card == "backseat_driver":
        return 40 if played in _BLUE_VALUE else 25 if target == seat else 10
    return -50 if player != seat else 0


def _score(state: State, seat: int, move: dict[str, Any]) -> float:
    kind = move["type"]
    card = str(move.get("card", ""))  # "": a move without a card
    if kind == "play":
        if card in DISTANCE:
            reach = distance(state, seat) + DISTANCE[card]
            return 100 + DISTANCE[card] / 10 + (1000 if reach == state.goal else 0)
        if card in RED:
            return 40 + _RED_VALUE.get(card, 0) + distance(state, move["target"]) / 20
        if card == "shortcut":
            return 90 if move["option"] == "resolve_traffic" else 60
        return _BLUE_VALUE.get(str(card), 50)
    if kind == "discard":
        useless = card in DISTANCE and distance(state, seat) + DISTANCE[card] > state.goal
        blocked = card in DISTANCE and traffic_active(state, seat)
        return 20 if useless else 12 if blocked else 10 - (DISTANCE.get(str(card), 0) / 50)
    if kind == "take":
        fits = card in DISTANCE and distance(state, seat) + DISTANCE[card] <= state.goal
        return 30 + DISTANCE[card] / 10 if fits else 10 + _BLUE_VALUE.get(str(card), 0) / 10
    if kind == "react":
        return _reaction_score(state, seat, str(card))
    if kind == "pass_reaction":
        return 1
    if kind == "end_turn":
        return 15
    if kind == "undo":
        return -100
    return 0


def _bot_moves(state: State, seat: int) -> list[Move]:
    """The moves a bot considers: every legal move but undo (it is for people who mis-tap)."""
    return [move for move in legal_moves(state, seat) if move["type"] != "undo"]


def bot_move(state: State, seat: int, rng: Rng) -> dict[str, Any]:
    """Return the best-scoring legal move for ``seat`` (ties broken by ``rng``)."""
    moves = _bot_moves(state, seat)
    scores = [_score(state, seat, move) for move in moves]
    best = max(scores)
    choices = [move for move, score in zip(moves, scores, strict=True) if score == best]
    return choices[rng.randbelow(len(choices))]


def _easy_weight(score: float) -> int:
    """easy: how often a move is picked, by its greedy score's band (driving most)."""
    return 4 if score >= 100 else 2 if score >= 40 else 1 if score >= 0 else 0


def easy_move(state: State, seat: int, rng: Rng) -> Move:
    """Finish when possible; otherwise a random move, driving more often than not.

    Moves the greedy score calls harmful (undo, a Swerve spent outside a
    window, passing up a reaction against oneself) are never picked while
    anything else is legal.
    """
    moves = _bot_moves(state, seat)
    scores = [_score(state, seat, move) for move in moves]
    if max(scores) >= 1000:  # reaches the goal exactly: even a newcomer sees that
        return moves[scores.index(max(scores))]
    weights = [_easy_weight(score) for score in scores]
    if not any(weights):
        weights = [1] * len(moves)
    pick = rng.randbelow(sum(weights))
    for move, weight in zip(moves, weights, strict=True):
        if pick < weight:
            return move
        pick -= weight
    raise AssertionError("weights exhausted")  # unreachable: pick < sum(weights)


# -- what a seat may know ------------------------------------------------------------

def _knows_deck(state: State, seat: int) -> bool:
    """True while ``seat`` searches the draw pile and its view shows the pile's contents."""
    decision = decision_view(state, seat)
    return decision is not None and "deck" in decision


def _deal(state: State, seat: int, pool: list[str]) -> list[str]:
    """Give the other seats their hands (same sizes) from the front of ``pool``; return the rest."""
    at = 0
    for other in range(state.players):
        if other != seat:
            size = len(state.hands[other])
            state.hands[other] = pool[at:at + size]
            at += size
    return pool[at:]


def _hidden(state: State, seat: int) -> tuple[list[str], list[str], list[str]]:
    """Split what ``seat`` cannot see: (other hands' pool, draw-pile pool, signs in the pile).

    The two pools are one when ``seat`` knows nothing that tells them apart;
    while it searches the pile they are kept apart (its view lists the pile).
    """
    others = [card for other in range(state.players) if other != seat
              for card in state.hands[other]]
    deck = [card for card in state.deck if card not in SIGN]
    signs = [card for card in state.deck if card in SIGN]
    if _knows_deck(state, seat):
        return others, deck, signs
    return others + deck, [], signs


def observe(state: State, seat: int) -> State:
    """Return ``seat``'s information state (see :meth:`core.protocol.Game.observe`).

    Digital mode: other hands and the draw pile are dealt again from their
    cards in catalogue order, the signs at the pile's bottom, own hand sorted,
    RNG zeroed; whose pass is held in a reaction window is not said.  Referee mode
    hides nothing from a seat (the undo snapshot, an earlier public state, is kept).
    """
    seen = state.clone()
    if state.referee:
        seen.undo = state.undo
        return seen
    if seen.window is not None:
        # whose pass is held until the pass moment is secret; searches pass at once
        seen.window.held = None
    seen.rng = Rng(0)
    seen.hands[seat] = sorted(state.hands[seat], key=ORDER.__getitem__)
    pool, deck, signs = _hidden(state, seat)
    rest = _deal(seen, seat, sorted(pool, key=ORDER.__getitem__))
    seen.deck = sorted(signs, key=ORDER.__getitem__) + sorted(rest + deck, key=ORDER.__getitem__)
    return seen


def redeal(state: State, seat: int, rng: Rng) -> State:
    """Deal the cards ``seat`` cannot see anew: other hands and the draw pile, and the RNG.

    Signs keep their places in the pile.  While ``seat`` searches the pile (its
    view lists the pile's contents) hands and pile are shuffled apart.
    """
    other = state.clone()
    other.rng = Rng(rng.next64())
    hand_slots: list[tuple[int, int] | int] = [
        (t, i) for t in range(state.players) if t != seat for i in range(len(state.hands[t]))]
    deck_slots: list[tuple[int, int] | int] = [
        i for i, card in enumerate(state.deck) if card not in SIGN]
    groups = [hand_slots, deck_slots] if _knows_deck(state, seat) else [hand_slots + deck_slots]
    for slots in groups:
        cards = [state.hands[s[0]][s[1]] if isinstance(s, tuple) else state.deck[s]
                 for s in slots]
        rng.shuffle(cards)
        for slot, card in zip(slots, cards, strict=True):
            if isinstance(slot, tuple):
                other.hands[slot[0]][slot[1]] = card
            else:
                other.deck[slot] = card
    return other


#: cards of the draw pile a determinization shuffles (from the top): a rollout of
#: :data:`HORIZON` plies never draws that deep, the rest may stay in order
DEPTH = 40


def _shuffle_end(items: list[str], count: int, rng: Rng) -> None:
    """Make the last ``count`` items a uniform random draw from ``items`` (partial Fisher–Yates)."""
    for i in range(len(items) - 1, max(0, len(items) - count), -1):
        j = rng.randbelow(i + 1)
        items[i], items[j] = items[j], items[i]


def determinize(seen: State, seat: int, rng: Rng) -> State:
    """Return a full state consistent with the observation ``seen``, hidden cards from ``rng``.

    Other hands get a uniform draw of the unseen cards; the draw pile's top
    :data:`DEPTH` cards are shuffled (signs anywhere but on top: the rules flip
    a sign as soon as it is on top).
    """
    state = seen.clone()
    if state.referee:
        return state
    pool, deck, signs = _hidden(seen, seat)
    held = sum(len(seen.hands[other]) for other in range(state.players) if other != seat)
    _shuffle_end(pool, held + (0 if deck else DEPTH), rng)
    at = len(pool)
    for other in range(state.players):
        if other != seat:
            size = len(seen.hands[other])
            state.hands[other] = pool[at - size:at]
            at -= size
    pile = pool[:at]
    if deck:
        _shuffle_end(deck, DEPTH, rng)
        pile += deck
    for sign in signs:
        pile.insert(rng.randbelow(len(pile)) if pile else 0, sign)
    state.deck = pile
    state.rng = Rng(rng.next64())
    return state


# -- hard: search -------------------------------------------------------------------

#: how many of the greedy bot's best moves the search compares
CANDIDATES = 5
#: plies a rollout plays on with the normal policy (about a round and a half of 4 players)
HORIZON = 16


def _progress(state: State, seat: int) -> float:
    """Distance, less what the red cards in front will still cost."""
    value = float(distance(state, seat)) - 60.0 * stoplight_left(state, seat)
    for effect in state.effects[seat]:
        if effect.card in RED and not effect.resolved:
            value -= 40.0 + 10.0 * turns_left(effect)
    return value


def evaluate(state: State, seat: int) -> float:
    """How good ``s`` is for ``seat`` in [0, 1]: a won game 1, else the lead over the best rival."""
    if state.outcome is not None:
        winners = state.outcome["winners"]
        if not winners:  # nobody won (every car retired, a stalemate): a draw
            return 1.0 / state.players
        return 1.0 / len(winners) if seat in winners else 0.0
    mine = _progress(state, seat)
    best = max(_progress(state, other) for other in range(state.players) if other != seat)
    return 0.5 + 0.45 * math.tanh((mine - best) / 300.0)


def _rollout_policy(state: State, seat: int, rng: Rng) -> Move | None:
    """The normal bot, or None for a seat left without a legal move (a rules corner)."""
    moves = _bot_moves(state, seat)
    if not moves:
        return None
    scores = [_score(state, seat, move) for move in moves]
    best = max(scores)
    choices = [move for move, score in zip(moves, scores, strict=True) if score == best]
    return choices[rng.randbelow(len(choices))]


SEARCHER: Searcher[State] = Searcher(determinize=determinize, policy=_rollout_policy, push=push,
                                     pending=pending, evaluate=evaluate, horizon=HORIZON)


def candidates(state: State, seat: int) -> list[Move]:
    """The greedy bot's best :data:`CANDIDATES` moves, best first (ties in legal order)."""
    moves = _bot_moves(state, seat)
    ranked = sorted(range(len(moves)), key=lambda i: -_score(state, seat, moves[i]))
    return [moves[i] for i in ranked[:CANDIDATES]]


def hard_move(seen: State, seat: int, rng: Rng, budget: Budget) -> Move:
    """Search the best few moves over sampled hands (see :mod:`core.search`)."""
    moves = candidates(seen, seat)
    if moves and _score(seen, seat, moves[0]) >= 1000:  # the goal, exactly: nothing beats it
        return moves[0]
    return search(SEARCHER, seen, seat, moves, rng, budget)


LEVELS = {"easy": lambda s, seat, rng, budget: easy_move(s, seat, rng),
          "normal": lambda s, seat, rng, budget: bot_move(s, seat, rng),
          "hard": hard_move}
