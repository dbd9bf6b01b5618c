"""Tiny Race as a :class:`core.protocol.Game` (the rules are in the package's docstring).

Everything a game plug-in provides is here: options and catalogue, the state
and its JSON, the decision table (``DECISIONS``: legal moves and refusals), moves
carried out, views, schemas, observations and bots.  It imports only ``core``'s
public protocol.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from core.decision import Row
from core.errors import IllegalMove, InvalidConfig, InvalidState
from core.options import first_player
from core.protocol import DEFAULT_BOT_LEVEL, Budget, Config, Event, Game, Move
from core.rng import Rng
from core.schema import INT, SEAT, SEATS, array, catalogue, enum, event, nullable, obj, outcome

#: each card, the steps it moves a car, and its copies in the pack
STEPS = {"step1": 1, "step2": 2, "step3": 3}
COPIES = {"step1": 10, "step2": 8, "step3": 6}
CARDS = tuple(STEPS)
HAND_SIZE = 2
GOAL = 10
GOAL_MIN, GOAL_MAX = 5, 30
VERSION = 2
#: why a race ends: a car reached the goal, or nobody holds a card (the furthest car wins)
REASONS = ("reached_the_goal", "furthest_ahead")

RULE_TURN = "Turns go round the table; on your turn play one card from your hand."
RULE_HAND = "Play one card from your hand: your car moves that many steps."
RULE_PACK = "The pack holds ten 1s, eight 2s and six 3s."
RULE_END = ("The first car to reach the goal wins at once; when nobody holds a card, the car"
            " furthest ahead wins.")

REFUSALS = {
    "game_over": "the game has ended",
    "not_your_turn": "another seat is to play",
    "unknown_move": "the game has no move of that type",
    "extra_field": "the move has a field a play does not take",
    "no_such_card": "the move names no card of the pack",
    "not_in_hand": "the card is not in the player's hand",
    "all_played": "every copy of that card has been played",
}


@dataclass
class State:
    """One race: the pack, the hands, how far each car has come, whose turn it is.

    In referee mode the cards are real: ``pack`` and ``hands`` stay empty and
    only the counts (``left``, ``held``) are kept.
    """

    config: Config
    goal: int
    rng: Rng
    turn: int
    pack: list[str] = field(default_factory=list)
    hands: list[list[str]] = field(default_factory=list)
    left: int = 0
    held: list[int] = field(default_factory=list)
    steps: list[int] = field(default_factory=list)
    played: dict[str, int] = field(default_factory=dict)
    #: ``{"winners": [...], "reason": ...}`` once over, else None
    outcome: dict[str, Any] | None = None

    @property
    def players(self) -> int:
        """The number of seats."""
        return self.config.players

    @property
    def referee(self) -> bool:
        """Referee mode: the cards are real and the moves report them (else digital)."""
        return self.config.mode == "referee"


def _goal(config: Config) -> int:
    goal = config.options.get("goal")
    return GOAL if goal is None else int(goal)


def _check_options(config: Config) -> None:
    unknown = sorted(set(config.options) - {"goal", "first_player"})
    if unknown:
        raise InvalidConfig(f"unknown option(s) {', '.join(unknown)}; Tiny Race options are"
                            " goal, first_player", code="unknown_option")
    goal = config.options.get("goal")
    if goal is not None and (type(goal) is not int or not GOAL_MIN <= goal <= GOAL_MAX):
        raise InvalidConfig(f"goal must be a whole number of steps from {GOAL_MIN} to"
                            f" {GOAL_MAX}, not {goal!r}", code="invalid_option")
    first = config.options.get("first_player")
    if first is not None and (type(first) is not int or not 0 <= first < config.players):
        raise InvalidConfig(f"first_player must be a seat from 0 to {config.players - 1},"
                            f" not {first!r}", code="invalid_option")


def _refuse(code: str, message: str, rule: str = "") -> IllegalMove:
    return IllegalMove(code, message, rule)


def _playable(state: State, seat: int) -> list[str]:
    if not state.referee:
        return sorted(set(state.hands[seat]))
    return [card for card in CARDS if state.played[card] < COPIES[card]]


def play_moves(state: State, seat: int) -> list[Move]:
    """Play any card of the hand (referee: any card with a copy not yet played)."""
    return [{"type": "play", "card": card} for card in _playable(state, seat)]


def check_play(state: State, seat: int, move: Move) -> IllegalMove | None:
    """Why the seat to move may not play the card ``move`` names (a card of the pack), or None."""
    card = move["card"]
    if card in _playable(state, seat):
        return None
    if not state.referee:
        return _refuse("not_in_hand", "that card is not in your hand", RULE_HAND)
    return _refuse("all_played", f"every {card} has been played", RULE_PACK)


#: the decision table: the one decision, by its word, with its moves and its refusal checks
DECISIONS = {
    "play": Row("Play a card from your hand: your car moves that many steps, then you draw.",
                play_moves, {"play": check_play}),
}


def decision(state: State) -> str | None:
    """The word of the decision the seat to move faces: ``play``, or None once over."""
    return None if state.outcome is not None else "play"


class TinyRace(Game[State]):
    """Tiny Race: play step cards from a hidden hand of two; first to the goal wins."""

    name = "tiny-race"
    title = "Tiny Race"
    min_players = 2
    max_players = 4

    # -- static information ---------------------------------------------------

    def catalogue(self) -> dict[str, Any]:
        """Describe players, modes, options (JSON Schemas), the one decision and the cards."""
        return {
            "name": self.name,
            "title": self.title,
            "players": {"min": self.min_players, "max": self.max_players},
            "modes": ["digital", "referee"],
            "variants": [],
            "options": {
                "goal": {"type": ["integer", "null"], "minimum": GOAL_MIN, "maximum": GOAL_MAX,
                         "default": None,
                         "description": f"How many steps a car must go to win. Left empty:"
                                        f" {GOAL}."},
                "first_player": first_player(self.max_players),
            },
            "decisions": {word: row.text for word, row in DECISIONS.items()},
            "cards": [{"id": card, "title": f"{STEPS[card]} step" + "s" * (STEPS[card] > 1),
                       "text": f"Your car moves {STEPS[card]} step"
                               + "s" * (STEPS[card] > 1) + ".",
                       "count": COPIES[card]} for card in CARDS],
        }

    def catalogue_schema(self) -> dict[str, Any]:
        """The fields every game has, and each card's count of copies."""
        return catalogue(self.title, {"count": INT}, {})

    def move_schemas(self) -> dict[str, dict[str, Any]]:
        """One move type: play a card."""
        return {"play": {
            "type": "object", "description": "Play a card from your hand (referee mode: the"
                                             " card played at the table).",
            "properties": {"type": {"type": "string", "const": "play"},
                           "card": {"type": "string", "enum": list(CARDS)}},
            "required": ["type", "card"], "additionalProperties": False}}

    def view_schema(self) -> dict[str, Any]:
        """The view: goal, whose turn, each car, the pack's size, what was played, own hand."""
        car = obj("One car: its seat, how far it has come, how many cards its player holds.",
                  {"seat": SEAT, "steps": INT, "cards": INT})
        return obj("A Tiny Race as one seat sees it", {
            "goal": INT, "turn": nullable(SEAT), "decision": nullable(enum(["play"])),
            "cars": array(car), "pack": INT,
            "played": {"type": "object", "description": "copies played of each card",
                       "properties": {card: INT for card in CARDS}},
            "hand?": array(enum(CARDS))})

    def event_schemas(self) -> dict[str, dict[str, Any]]:
        """A play, a draw (its card private to the drawer), a skipped seat, the finish."""
        return {
            "play": event("play", "A seat played a card; its car is now at ``steps``.",
                          {"seat": SEAT, "card": enum(CARDS), "steps": INT}),
            "draw": event("draw", "A seat drew; only it sees the card (digital mode).",
                          {"seat": SEAT, "left": INT, "card?": enum(CARDS)}),
            "skip": event("skip", "A seat with no card left is passed over.", {"seat": SEAT}),
            "finish": event("finish", "The race is over.",
                            {"winners": SEATS, "reason": enum(REASONS)}),
        }

    def refusal_codes(self) -> dict[str, str]:
        """Every refusal code the rules raise."""
        return dict(REFUSALS)

    def outcome_schema(self) -> dict[str, Any]:
        """The winners and why the race ended."""
        return outcome(REASONS)

    def check_options(self, config: Config) -> None:
        """The goal and the first player (called by the protocol's ``check_config``)."""
        _check_options(config)

    # -- the state machine ------------------------------------------------------

    def new(self, config: Config, seed: int) -> State:
        """Shuffle the pack from ``seed`` and deal two cards each (digital mode)."""
        self.check_config(config)
        rng = Rng(seed)
        first = config.options.get("first_player")
        turn = rng.randbelow(config.players) if first is None else int(first)
        state = State(config=config, goal=_goal(config), rng=rng, turn=turn,
                      left=sum(COPIES.values()) - HAND_SIZE * config.players,
                      held=[HAND_SIZE] * config.players, steps=[0] * config.players,
                      played=dict.fromkeys(CARDS, 0))
        if config.mode == "digital":
            pack = [card for card in CARDS for _ in range(COPIES[card])]
            rng.shuffle(pack)
            state.hands = [[pack.pop() for _ in range(HAND_SIZE)] for _ in range(config.players)]
            state.pack = pack
        return state

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        """The moves of the decision pending, for the seat to move (read from the table)."""
        word = decision(state)
        if word is None or seat != state.turn:
            return []
        return DECISIONS[word].moves(state, seat)

    def explain(self, state: State, seat: int, move: Move) -> IllegalMove:
        """Say why ``move`` by ``seat`` is not legal now: the move's shape (a play names a
        card of the pack), the turn, then the pending row's check for the move's type."""
        word = decision(state)
        if word is None:
            return _refuse("game_over", "the race is over", RULE_END)
        kind = move.get("type") if isinstance(move, dict) else None
        if not isinstance(kind, str) or kind not in self.move_schemas():
            return _refuse("unknown_move", "Tiny Race has one move: play a card")
        extra = sorted(str(key) for key in move if key not in ("type", "card"))
        if extra:
            return _refuse("extra_field", f"a play takes a card only, not {', '.join(extra)}")
        card = move.get("card")
        if not isinstance(card, str) or card not in STEPS:
            return _refuse("no_such_card", f"the cards are {', '.join(CARDS)}", RULE_PACK)
        if seat != state.turn:
            return _refuse("not_your_turn", f"it is seat {state.turn}'s turn", RULE_TURN)
        refusal = DECISIONS[word].checks[kind](state, seat, move)
        assert refusal is not None, "explain is asked only about a move legal_moves does not list"
        return refusal

    def push(self, state: State, seat: int, move: Move) -> list[Event]:
        """Play the card, draw, pass the turn on (skipping empty hands), maybe finish."""
        card = move["card"]
        state.played[card] += 1
        state.steps[seat] += STEPS[card]
        events: list[Event] = [{"type": "play", "seat": seat, "card": card,
                                "steps": state.steps[seat]}]
        if not state.referee:
            state.hands[seat].remove(card)
        state.held[seat] -= 1
        if state.steps[seat] >= state.goal:
            return events + self._finish(state, [seat], "reached_the_goal")
        if state.left:
            state.left -= 1
            state.held[seat] += 1
            drawn: Event = {"type": "draw", "seat": seat, "left": state.left}
            if not state.referee:
                state.hands[seat].append(state.pack.pop())
                drawn.update(private_to=seat, private={"card": state.hands[seat][-1]})
            events.append(drawn)
        if not any(state.held):
            best = max(state.steps)
            return events + self._finish(state, [s for s, n in enumerate(state.steps)
                                                 if n == best], "furthest_ahead")
        players = state.players
        state.turn = (seat + 1) % players
        while not state.held[state.turn]:
            events.append({"type": "skip", "seat": state.turn})
            state.turn = (state.turn + 1) % players
        return events

    def _finish(self, state: State, winners: list[int], reason: str) -> list[Event]:
        state.outcome = {"winners": winners, "reason": reason}
        return [{"type": "finish", "winners": list(winners), "reason": reason}]

    def pending(self, state: State) -> list[int]:
        """The seat whose turn it is (none once over)."""
        return [] if decision(state) is None else [state.turn]

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """What ``seat`` sees: every car and count, and its own hand (digital) only."""
        word = decision(state)
        out: dict[str, Any] = {
            "goal": state.goal, "turn": None if word is None else state.turn,
            "decision": word,
            "cars": [{"seat": s, "steps": state.steps[s], "cards": state.held[s]}
                     for s in range(state.players)],
            "pack": state.left, "played": dict(state.played)}
        if seat is not None and not state.referee:
            out["hand"] = sorted(state.hands[seat])
        return out

    # -- bots ---------------------------------------------------------------------

    def observe(self, state: State, seat: int) -> State:
        """``seat``'s information state: the unseen cards dealt again in a canonical order."""
        seen = copy.deepcopy(state)
        seen.rng = Rng(0)
        if not state.referee:
            unseen = sorted(state.pack + [card for s, hand in enumerate(state.hands)
                                          if s != seat for card in hand])
            for s in range(state.players):
                if s != seat:
                    seen.hands[s] = [unseen.pop() for _ in range(len(state.hands[s]))]
            seen.pack = unseen
        return seen

    def redeal(self, state: State, seat: int, rng: Rng) -> State:
        """Deal the cards ``seat`` cannot see (other hands, the pack) again; another RNG."""
        other = copy.deepcopy(state)
        unseen = other.pack + [card for s, hand in enumerate(other.hands) if s != seat
                               for card in hand]
        rng.shuffle(unseen)
        for s, hand in enumerate(other.hands):
            if s != seat:
                other.hands[s] = [unseen.pop() for _ in hand]
        other.pack = unseen
        other.rng = Rng(rng.next64())
        return other

    def bot_move(self, seen: State, seat: int, rng: Rng, level: str = DEFAULT_BOT_LEVEL,
                 budget: Budget | None = None) -> Move:
        """``easy``: any card; ``normal`` and ``hard``: the card that goes furthest.

        The race is too small to think ahead: ``hard`` plays as ``normal`` does.
        """
        if level not in self.bot_levels:
            raise ValueError(f"unknown bot level {level!r}")
        moves = self.legal_moves(seen, seat)
        if level == "easy":
            return moves[rng.randbelow(len(moves))]
        return max(moves, key=lambda move: STEPS[move["card"]])

    # -- serialisation --------------------------------------------------------------

    def to_json(self, state: State) -> dict[str, Any]:
        """The versioned JSON form (hands, pack and RNG included: the server's copy)."""
        return {"version": VERSION, "config": state.config.to_dict(), "goal": state.goal,
                "rng": state.rng.state, "turn": state.turn, "pack": list(state.pack),
                "hands": [list(hand) for hand in state.hands], "left": state.left,
                "held": list(state.held), "steps": list(state.steps),
                "played": dict(state.played), "outcome": copy.deepcopy(state.outcome)}

    def from_json(self, data: dict[str, Any]) -> State:
        """Rebuild a state from :meth:`to_json`."""
        try:
            if data["version"] != VERSION:
                raise InvalidState(f"Tiny Race state version {data['version']!r} is not"
                                   f" {VERSION}")
            return State(config=Config.from_dict(data["config"]), goal=data["goal"],
                         rng=Rng(data["rng"]), turn=data["turn"], pack=list(data["pack"]),
                         hands=[list(hand) for hand in data["hands"]], left=data["left"],
                         held=list(data["held"]), steps=list(data["steps"]),
                         played=dict(data["played"]), outcome=copy.deepcopy(data["outcome"]))
        except (KeyError, TypeError) as error:
            raise InvalidState(f"not a Tiny Race state: {error}") from None
