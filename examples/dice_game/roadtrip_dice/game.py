"""Race to 20 as a :class:`core.protocol.Game` (the rules are in the package's docstring)."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from core.decision import Row
from core.errors import IllegalMove, InvalidConfig, InvalidState
from core.options import first_player
from core.protocol import DEFAULT_BOT_LEVEL, Budget, Config, Event, Game, Move, same_move
from core.rng import Rng
from core.schema import INT, SEAT, SEATS, array, catalogue, enum, event, nullable, obj, outcome

PIPS = (1, 2, 3, 4, 5, 6)
GOAL, GOAL_MIN, GOAL_MAX = 20, 6, 100
VERSION = 2
REASONS = ("goal",)

RULE_TURN = "Turns go round the table; on your turn roll the die."
RULE_ROLL = "Roll the die: your car moves as many steps as it shows."
RULE_END = "The first car to reach 20 wins at once."

REFUSALS = {
    "game_over": "the game has ended",
    "not_your_turn": "another seat is to roll",
    "unknown_move": "the game has no move of that type",
    "bad_roll": "the die shows 1 to 6 (referee mode) and nothing is reported in digital mode",
}


@dataclass
class State:
    """One race: each car's steps, whose turn it is, the die (the seeded RNG) and the end."""

    config: Config
    goal: int
    rng: Rng
    turn: int
    steps: list[int] = field(default_factory=list)
    #: ``{"winners": [...], "reason": ...}`` once over, else None
    outcome: dict[str, Any] | None = None

    @property
    def players(self) -> int:
        """The number of seats."""
        return self.config.players

    @property
    def referee(self) -> bool:
        """Referee mode: the die is real and each roll reports its pips (else digital)."""
        return self.config.mode == "referee"


def _check_options(config: Config) -> None:
    unknown = sorted(set(config.options) - {"goal", "first_player"})
    if unknown:
        raise InvalidConfig(f"unknown option(s) {', '.join(unknown)}; Race to 20 options are"
                            " goal, first_player", code="unknown_option")
    goal = config.options.get("goal")
    if goal is not None and (type(goal) is not int or not GOAL_MIN <= goal <= GOAL_MAX):
        raise InvalidConfig(f"goal must be a whole number from {GOAL_MIN} to {GOAL_MAX},"
                            f" not {goal!r}", code="invalid_option")
    first = config.options.get("first_player")
    if first is not None and (type(first) is not int or not 0 <= first < config.players):
        raise InvalidConfig(f"first_player must be a seat from 0 to {config.players - 1},"
                            f" not {first!r}", code="invalid_option")


def roll_moves(state: State, seat: int) -> list[Move]:
    """Digital: roll; referee: report any of the six faces."""
    if not state.referee:
        return [{"type": "roll"}]
    return [{"type": "roll", "pips": pips} for pips in PIPS]


def check_roll(state: State, seat: int, move: Move) -> IllegalMove | None:
    """Why a roll by the seat to roll is refused (None: it is one of its rolls)."""
    if any(same_move(move, roll) for roll in roll_moves(state, seat)):
        return None
    if not state.referee:
        return IllegalMove("bad_roll", "the server rolls the die: send {\"type\": \"roll\"}",
                           RULE_ROLL)
    return IllegalMove("bad_roll", "report the die's pips, 1 to 6", RULE_ROLL)


#: the decision table: the one decision, by its word, with its moves and its refusal checks
DECISIONS = {
    "roll": Row("Roll the die: your car moves as many steps as it shows.", roll_moves,
                {"roll": check_roll}),
}


def decision(state: State) -> str | None:
    """The word of the decision the seat to move faces: ``roll``, or None once over."""
    return None if state.outcome is not None else "roll"


class RaceTo20(Game[State]):
    """Race to 20: roll a die on your turn; the first car to the goal wins."""

    name = "race-to-20"
    title = "Race to 20"
    min_players = 2
    max_players = 6

    def catalogue(self) -> dict[str, Any]:
        """Players, modes, the two options and the one decision (no cards)."""
        return {
            "name": self.name, "title": self.title,
            "players": {"min": self.min_players, "max": self.max_players},
            "modes": ["digital", "referee"], "variants": [],
            "options": {
                "goal": {"type": ["integer", "null"], "minimum": GOAL_MIN, "maximum": GOAL_MAX,
                         "default": None,
                         "description": f"Steps a car must go to win. Left empty: {GOAL}."},
                "first_player": first_player(self.max_players),
            },
            "decisions": {word: row.text for word, row in DECISIONS.items()},
            "cards": [],
        }

    def catalogue_schema(self) -> dict[str, Any]:
        """The fields every game has."""
        return catalogue(self.title, {}, {})

    def move_schemas(self) -> dict[str, dict[str, Any]]:
        """One move: roll (referee mode: with what the real die showed)."""
        return {"roll": {
            "type": "object", "description": "Roll the die (referee mode: report its pips).",
            "properties": {"type": {"type": "string", "const": "roll"},
                           "pips": {"type": "integer", "minimum": 1, "maximum": 6}},
            "required": ["type"], "additionalProperties": False}}

    def view_schema(self) -> dict[str, Any]:
        """The goal, whose turn, each car's steps."""
        car = obj("One car: its seat and how far it has come.", {"seat": SEAT, "steps": INT})
        return obj("A Race to 20 as anyone sees it", {
            "goal": INT, "turn": nullable(SEAT), "decision": nullable(enum(["roll"])),
            "cars": array(car)})

    def event_schemas(self) -> dict[str, dict[str, Any]]:
        """A roll, the car's new place, the next seat's turn, the finish."""
        return {
            "roll": event("roll", "A seat rolled the die.", {"seat": SEAT, "pips": INT}),
            "road": event("road", "A seat's car moved; it is now at ``steps``.",
                          {"seat": SEAT, "steps": INT}),
            "turn": event("turn", "It is this seat's turn.", {"seat": SEAT}),
            "finish": event("finish", "The race is over.",
                            {"winners": SEATS, "reason": enum(REASONS)}),
        }

    def refusal_codes(self) -> dict[str, str]:
        """Every refusal code the rules raise."""
        return dict(REFUSALS)

    def outcome_schema(self) -> dict[str, Any]:
        """The winner and why the race ended."""
        return outcome(REASONS)

    def check_options(self, config: Config) -> None:
        """The goal and the first player."""
        _check_options(config)

    def new(self, config: Config, seed: int) -> State:
        """Every car at 0; the die is the RNG seeded by ``seed``."""
        self.check_config(config)
        rng = Rng(seed)
        first = config.options.get("first_player")
        turn = rng.randbelow(config.players) if first is None else int(first)
        goal = config.options.get("goal")
        return State(config=config, goal=GOAL if goal is None else int(goal), rng=rng,
                     turn=turn, steps=[0] * config.players)

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        """The moves of the decision pending, for the seat to move (read from the table)."""
        word = decision(state)
        if word is None or seat != state.turn:
            return []
        return DECISIONS[word].moves(state, seat)

    def explain(self, state: State, seat: int, move: Move) -> IllegalMove:
        """Say why ``move`` by ``seat`` is not legal now (the pending row's check for it)."""
        word = decision(state)
        if word is None:
            return IllegalMove("game_over", "the race is over", RULE_END)
        kind = move.get("type") if isinstance(move, dict) else None
        if not isinstance(kind, str) or kind not in self.move_schemas():
            return IllegalMove("unknown_move", "Race to 20 has one move: roll the die")
        if seat != state.turn:
            return IllegalMove("not_your_turn", f"it is seat {state.turn + 1}'s turn", RULE_TURN)
        refusal = DECISIONS[word].checks[kind](state, seat, move)
        assert refusal is not None, "explain is asked only about a move legal_moves does not list"
        return refusal

    def push(self, state: State, seat: int, move: Move) -> list[Event]:
        """Roll (or take the reported pips), move the car, finish or pass the turn on."""
        pips = move["pips"] if state.referee else 1 + state.rng.randbelow(6)
        state.steps[seat] += pips
        events: list[Event] = [{"type": "roll", "seat": seat, "pips": pips},
                               {"type": "road", "seat": seat, "steps": state.steps[seat]}]
        if state.steps[seat] >= state.goal:
            state.outcome = {"winners": [seat], "reason": REASONS[0]}
            return events + [{"type": "finish", "winners": [seat], "reason": REASONS[0]}]
        state.turn = (seat + 1) % state.players
        return events + [{"type": "turn", "seat": state.turn}]

    def pending(self, state: State) -> list[int]:
        """The seat whose turn it is (none once over)."""
        return [] if decision(state) is None else [state.turn]

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """Everything is public but the die's future."""
        word = decision(state)
        return {"goal": state.goal, "turn": None if word is None else state.turn,
                "decision": word,
                "cars": [{"seat": s, "steps": n} for s, n in enumerate(state.steps)]}

    def observe(self, state: State, seat: int) -> State:
        """``seat``'s information state: the die's future replaced by a canonical one."""
        seen = copy.deepcopy(state)
        seen.rng = Rng(0)
        return seen

    def redeal(self, state: State, seat: int, rng: Rng) -> State:
        """The same race with another future for the die."""
        other = copy.deepcopy(state)
        other.rng = Rng(rng.next64())
        return other

    def bot_move(self, seen: State, seat: int, rng: Rng, level: str = DEFAULT_BOT_LEVEL,
                 budget: Budget | None = None) -> Move:
        """Every level rolls: a die leaves nothing to choose (referee: a random face)."""
        if level not in self.bot_levels:
            raise ValueError(f"unknown bot level {level!r}")
        moves = self.legal_moves(seen, seat)
        return moves[rng.randbelow(len(moves))]

    def to_json(self, state: State) -> dict[str, Any]:
        """The versioned JSON form."""
        return {"version": VERSION, "config": state.config.to_dict(), "goal": state.goal,
                "rng": state.rng.state, "turn": state.turn, "steps": list(state.steps),
                "outcome": copy.deepcopy(state.outcome)}

    def from_json(self, data: dict[str, Any]) -> State:
        """Rebuild a state from :meth:`to_json`."""
        try:
            if data["version"] != VERSION:
                raise InvalidState(f"Race to 20 state version {data['version']!r} is not"
                                   f" {VERSION}")
            return State(config=Config.from_dict(data["config"]), goal=data["goal"],
                         rng=Rng(data["rng"]), turn=data["turn"], steps=list(data["steps"]),
                         outcome=copy.deepcopy(data["outcome"]))
        except (KeyError, TypeError) as error:
            raise InvalidState(f"not a Race to 20 state: {error}") from None
