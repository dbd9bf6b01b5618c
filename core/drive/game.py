"""Drive (1960) as a :class:`core.protocol.Game`: wiring, config and schemas.

The rules live in :mod:`core.drive.rules` (the checks, decisions and
refusals it reads are :mod:`core.drive.checks`, :mod:`core.drive.decisions`
and :mod:`core.drive.refusals`), the board output in :mod:`core.drive.view`.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, ClassVar

from core.drive import bot, rules, schemas
from core.drive.apply import push as trusted_push  # (the class's own ``apply`` is a method)
from core.drive.cards import ALL_TYPES, CARD_TYPES, PACK_SIZE, ROUNDABOUTS_PER_PLAYER
from core.drive.decisions import DECISIONS
from core.drive.deck import DESCRIPTION_SCHEMA, HOUSE_ID, MAX_ID, OPTION_SCHEMA, deck_of
from core.drive.geometry import (
    COLOURS,
    DX,
    DY,
    EDGES,
    FINISH_PORTS,
    LIMIT_MAX,
    LIMIT_MIN,
    PORTS,
    ROTATIONS,
    START_PORTS,
)
from core.drive.refusals import described_draw
from core.drive.rules import explain
from core.drive.state import (
    DriveState,
    Options,
    colour_of,
    new_state,
    state_from_json,
    state_to_json,
)
from core.drive.texts import SIGN_GROUP, card_text
from core.drive.view import cell_view, outcome_of, view_of
from core.errors import IllegalMove, InvalidConfig
from core.options import first_player
from core.protocol import Config, Event, Game, ModuleBots, Move
from core.schema import PublishedSchemas
from core.undo import SCHEMA as UNDO_SCHEMA

OPTION_NAMES = ("limit", "ignore_triangles", "turn_round", "first_player", "stall_turns",
                "deck", "cars")
#: bounds of the house rule ``stall_turns`` (rounds without progress toward any Finish)
STALL_MIN, STALL_MAX = 0, 10_000
#: ``stall_turns`` left out of a digital game (bot tables): rounds without progress
DIGITAL_STALL = 20
_EDGE = {"type": "string", "enum": list(EDGES)}


def _schema(kind: str, description: str, **fields: Any) -> dict[str, Any]:
    return {
        "type": "object",
        "description": description,
        "properties": {"type": {"const": kind}, **fields},
        "required": ["type", *fields],
        "additionalProperties": False,
    }


def options_of(config: Config) -> Options:
    """Check ``config.options`` and return them; raise InvalidConfig if refused."""
    unknown = sorted(set(config.options) - set(OPTION_NAMES))
    if unknown:
        raise InvalidConfig(f"unknown option(s): {', '.join(unknown)}; Drive takes "
                            f"{', '.join(OPTION_NAMES)}", code="unknown_option")
    flags = {}
    for name in ("limit", "ignore_triangles", "turn_round"):
        value = config.options.get(name, False)
        if not isinstance(value, bool):
            raise InvalidConfig(f"option {name} must be true or false, not {value!r}",
                                code="invalid_option")
        flags[name] = value
    first = config.options.get("first_player")
    if first is not None and (not isinstance(first, int) or isinstance(first, bool)
                              or not 0 <= first < config.players):
        raise InvalidConfig(f"option first_player must be a seat from 0 to "
                            f"{config.players - 1}, not {first!r}", code="invalid_option")
    stall = stall_of(config)
    return Options(**flags, stall_turns=stall, cards=deck_of(config.options, config.mode),
                   cars=cars_of(config))


def stall_of(config: Config) -> int | None:
    """Read the house rule ``stall_turns``: rounds without progress toward any Finish.

    Left out (or null), a digital game (the app's bot tables) ends after
    :data:`DIGITAL_STALL` such rounds and a referee game has no such rule;
    ``0`` turns it off.  Returns the rounds, or None for no such rule.
    Raises InvalidConfig for a bad value.
    """
    stall = config.options.get("stall_turns")
    if stall is None:
        return DIGITAL_STALL if config.mode != "referee" else None
    if not isinstance(stall, int) or isinstance(stall, bool) or not (
            STALL_MIN <= stall <= STALL_MAX):
        raise InvalidConfig(f"option stall_turns must be a number of rounds from {STALL_MIN}"
                            f" (no such rule) to {STALL_MAX}, or null (the mode's default),"
                            f" not {stall!r}", code="invalid_option")
    return stall or None


def cars_of(config: Config) -> tuple[int, ...]:
    """Read the option ``cars`` ("Each player chooses a car"): a colour per seat.

    Returns the colours as indexes into COLOURS, seat by seat; left out, the
    first colours in the rulebook's order (red, blue, green, yellow).  Raises
    InvalidConfig for anything but one distinct colour per seat.
    """
    chosen = config.options.get("cars")
    if chosen is None:
        return tuple(range(len(COLOURS)))[:config.players]
    if (not isinstance(chosen, list) or len(chosen) != config.players
            or not all(isinstance(c, str) and c in COLOURS for c in chosen)
            or len(set(chosen)) != len(chosen)):
        raise InvalidConfig(f"option cars must list one colour per seat ({config.players}"
                            f" seats), each of {', '.join(COLOURS)} at most once (each player"
                            f" chooses a car), not {chosen!r}", code="invalid_option")
    return tuple(COLOURS.index(c) for c in chosen)


def option_schemas(max_players: int) -> dict[str, dict[str, Any]]:
    """Return each option as a JSON Schema with its default and the rulebook's words."""
    return {
        "limit": {"type": "boolean", "default": False,
                  "description": "Limit the placing of cards to 4 cards in any direction from"
                                 " the central Start and Finish card, to prevent the game"
                                 " covering too great an area."},
        "ignore_triangles": {"type": "boolean", "default": False,
                             "description": "Disregard all black Triangles, though observing"
                                            " all other rules: a simpler and quicker game."},
        "turn_round": {"type": "boolean", "default": False,
                       "description": "If in trouble, a player may turn his car round and"
                                      " drive in the opposite direction."},
        "first_player": first_player(max_players),
        "stall_turns": {"type": ["integer", "null"], "minimum": STALL_MIN, "maximum": STALL_MAX,
                        "default": None,
                        "description": "House rule (not in the rulebook): the game ends with"
                                       " no winner after this many rounds in which no card was"
                                       " put on the table and no car came nearer its Finish"
                                       f" than ever before. Left empty: {DIGITAL_STALL} rounds"
                                       " in a digital game, none in referee mode; 0: none"
                                       " (the game goes on while a car can get somewhere)."},
        "deck": OPTION_SCHEMA,
        "cars": {"type": ["array", "null"], "default": None,
                 "items": {"type": "string", "enum": list(COLOURS)},
                 "uniqueItems": True, "minItems": 2, "maxItems": len(COLOURS),
                 "description": "Each player chooses a car: the colour of each seat's car,"
                                " seat by seat, each colour once. Its Start and Finish are"
                                " the ones of its colour. Left empty: red, blue, green,"
                                " yellow in seat order."},
    }


class DriveGame(PublishedSchemas, ModuleBots, Game[DriveState]):
    """Drive (1960): build a road network from Start to your own Finish."""

    name = "drive"
    title = "Drive (1960)"
    min_players = 2
    max_players = 4
    variants = ()
    schema_module: ClassVar[ModuleType] = schemas
    bot_module: ClassVar[ModuleType] = bot

    def catalogue(self) -> dict[str, Any]:
        """Describe the game: players, options (JSON Schemas), the table's geometry, what
        each phase asks, every sign and every card with what it does (see
        :mod:`core.drive.texts`), so clients keep no copy of the rules."""
        return {
            "name": self.name,
            "title": self.title,
            "players": {"min": self.min_players, "max": self.max_players},
            "modes": ["digital", "referee"],
            "variants": [],
            "options": option_schemas(self.max_players),
            "decisions": {phase: decision.text for phase, decision in DECISIONS.items()},
            "seats": [{"seat": s, "colour": COLOURS[s], "start": START_PORTS[s],
                       "finish": FINISH_PORTS[s]} for s in range(self.max_players)],
            "cars": [{"colour": c, "start": START_PORTS[i], "finish": FINISH_PORTS[i]}
                     for i, c in enumerate(COLOURS)],
            "edges": [{"edge": EDGES[e], "dx": DX[e], "dy": DY[e]} for e in range(4)],
            "rotations": list(ROTATIONS),
            "start_finish": {"x": 0, "y": 0, "width": 2, "height": 2,
                             "ports": [{"port": name, "x": x, "y": y, "edge": EDGES[edge]}
                                       for name, (x, y, edge) in PORTS.items()]},
            "limit": {"min": LIMIT_MIN, "max": LIMIT_MAX},
            "pack_size": PACK_SIZE,
            "roundabouts_per_player": ROUNDABOUTS_PER_PLAYER,
            "signs": [{"name": name, "group": group} for name, group in SIGN_GROUP.items()],
            "cards": [{"id": t.id, "title": t.name, "count": t.count,
                       "miss_a_turn": t.miss_a_turn, "text": card_text(t), **cell_view(i, 0)}
                      for i, t in enumerate(ALL_TYPES)],
        }

    def move_schemas(self) -> dict[str, dict[str, Any]]:
        """Return a JSON Schema per move type."""
        card_ids = [t.id for t in CARD_TYPES]
        draw = _schema("draw", "Draw the top card (digital); referee mode names the card "
                       "drawn in 'card', or describes it by what matters for play (option "
                       "deck: a house deck).")
        draw["properties"]["card"] = {"anyOf": [
            {"type": "string", "enum": card_ids},
            {"type": "string", "pattern": HOUSE_ID, "maxLength": MAX_ID,
             "description": "a card of the house deck (option deck)"},
            DESCRIPTION_SCHEMA]}
        return {
            "draw": draw,
            "place": _schema("place", "Place the drawn card in the cell in front of the car, "
                             "turned clockwise.",
                             rotation={"type": "integer", "enum": list(ROTATIONS)}),
            "discard": _schema("discard", "Discard the drawn card (only when no placement is "
                               "allowed)."),
            "exit": _schema("exit", "Choose the edge where the car leaves the card.",
                            edge=_EDGE),
            "drive": _schema("drive", "Drive onto the card in front (one card per turn)."),
            "roundabout": _schema("roundabout", "Play a Roundabout on the opponent's card in "
                                  "front and cross it."),
            "pass_obstruction": _schema("pass_obstruction", "A held car moves past the "
                                        "Miss-a-Turn obstruction."),
            "wait": _schema("wait", "An opponent's car stands where the Roundabout must go: "
                            "the turn passes."),
            "break_down": _schema("break_down", "The way is barred and no Roundabout can "
                                  "help: the car has broken down and retires."),
            "turn_round": _schema("turn_round", "Option turn_round: turn the car round "
                                  "instead of moving."),
            "undo": UNDO_SCHEMA,
        }

    def check_options(self, config: Config) -> None:
        """Refuse an unknown option or a bad value (:func:`options_of`, which also reads them)."""
        options_of(config)

    def new(self, config: Config, seed: int) -> DriveState:
        """Lay out the table for ``config``; the pack is shuffled from ``seed``."""
        if not self.min_players <= config.players <= self.max_players or config.variants:
            self.check_config(config)  # refused: the protocol says why (players, variants)
        # what check_config would ask last (check_options), read once: it is every new
        # game's most work but the deal
        return new_state(config, options_of(config), seed, config.options.get("first_player"))

    def legal_moves(self, state: DriveState, seat: int) -> list[Move]:
        """Return every move ``seat`` may make now."""
        return rules.legal_moves(state, seat)

    def apply(self, state: DriveState, seat: int, move: Move) -> list[Event]:
        """Apply ``move`` iff legal; a referee draw may describe its card instead of naming it.

        A described card is booked as the first card of the game's set with a
        copy left that fits it (:func:`core.drive.deck.resolve`); the draw is
        then checked and applied as the draw of that card, and the booking stays
        provisional (:func:`core.drive.apply.rebook`).
        """
        if (state.referee and state.outcome is None and isinstance(move, dict)
                and move.get("type") == "draw" and isinstance(move.get("card"), dict)
                and seat == state.turn and set(move) == {"type", "card"}
                and any(m["type"] == "draw" for m in self.legal_moves(state, seat))):
            named = {"type": "draw", "card": described_draw(state, move["card"])}
            if named not in self.legal_moves(state, seat):
                raise self.explain(state, seat, named)
            # the described move itself: play books that card "for the while" (rebook)
            return self.push(state, seat, move)
        return super().apply(state, seat, move)

    # Playouts and the bots' searches call is_over, pending, sample_move and push at every
    # move: they are the module functions themselves (one Python call fewer each), as in
    # Driving Me Crazy!.

    #: apply a legal move (trusted fast path; referee mode keeps the undo snapshot) and
    #: return its events (:func:`core.drive.apply.push`)
    push = staticmethod(trusted_push)
    #: the move :meth:`Game.sample_move` picks, copying only that one from the decision's
    #: moves (:func:`core.drive.rules.sample_move`)
    sample_move = staticmethod(rules.sample_move)

    def explain(self, state: DriveState, seat: int, move: Move) -> IllegalMove:
        """Return why ``move`` is refused."""
        return explain(state, seat, move)

    def seat_label(self, state: DriveState, seat: int) -> str:
        """Return "1 (red)": the seat from 1, and its car's colour."""
        return f"{seat + 1} ({colour_of(state, seat)})"

    def refuse_after_end(self, state: DriveState, seat: int, move: Any) -> IllegalMove:
        """Return ``game_over`` with the sentence on how the game ends (or on undoing it)."""
        return self.explain(state, seat, move)

    #: the seat to move, none once over (:func:`core.drive.rules.pending`)
    pending = staticmethod(rules.pending)
    #: True once someone finished, everyone retired, or play cannot go on
    #: (:func:`core.drive.rules.is_over`)
    is_over = staticmethod(rules.is_over)

    def outcome(self, state: DriveState) -> dict[str, Any] | None:
        """Return the winners and the reason once over."""
        return outcome_of(state)

    def view(self, state: DriveState, seat: int | None) -> dict[str, Any]:
        """Return the public view (the same board for every seat)."""
        return view_of(state, seat)

    def to_json(self, state: DriveState) -> dict[str, Any]:
        """Return the versioned JSON form."""
        return state_to_json(state)

    def from_json(self, data: dict[str, Any]) -> DriveState:
        """Rebuild a state from :meth:`to_json`."""
        return state_from_json(data, options_of)
