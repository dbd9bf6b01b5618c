"""Driving Me Crazy! as a :class:`core.protocol.Game`: options, catalogue and glue.

The rules live in :mod:`core.dmc.rules` (legal moves and refusals, through the
table of decision kinds in :mod:`core.dmc.decisions`) and :mod:`core.dmc.apply`
(carrying moves out); this module validates configs and wires the protocol.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, ClassVar

from core.dmc import apply, bot, reactions, rules, sample, schemas
from core.dmc.cards import (
    ALL_IDS,
    BY_ID,
    CARDS,
    DISTANCE,
    DURATION,
    FORBIDS,
    MAX_COPIES,
    OPTIONS,
    REACTION,
    RED,
    SIGN,
    TOTALS,
    VARIANT_TEXT,
    VARIANTS,
    Card,
)
from core.dmc.setup import FIVE_PLUS_FROM, GOAL, GOAL_FIVE_PLUS, counts_for, goal_for
from core.dmc.state import (
    HAND_SIZE,
    PASS_SECONDS,
    REACTION_SECONDS,
    State,
    outcome,
    state_from_json,
    state_to_json,
)
from core.dmc.texts import (
    CARD_NOTE,
    CARD_TEXT,
    COLOUR_TEXT,
    DECISION_TEXT,
    OPTION_TEXT,
    VARIANT_TITLE,
)
from core.dmc.view import GAME, pending, view
from core.errors import IllegalMove, InvalidConfig
from core.options import first_player
from core.protocol import Config, Game, ModuleBots, Move
from core.schema import PublishedSchemas
from core.undo import SCHEMA as UNDO_SCHEMA

GAME_OPTIONS = ("goal", "deck", "first_player", "reaction_seconds", "pass_seconds")
#: bound on ``pass_seconds``: a short fixed moment, not a second deadline
PASS_SECONDS_MAX = 30
#: goals must be reachable with 50 km cards
GOAL_STEP = 50


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_seconds(seconds: Any, config: Config) -> None:
    if seconds is not None and (
        not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or not seconds > 0
        or seconds > 3600
    ):
        raise InvalidConfig(f"reaction_seconds must be a number of seconds in (0, 3600], not"
                            f" {seconds!r}", code="invalid_option")


def reach(config: Config) -> int:
    """Return the kilometres of every distance card in the deck ``config`` deals (house deck,
    '7+' cards and variants included): no road can ever be longer."""
    return sum(DISTANCE[card] * count for card, count in counts_for(config).items()
               if card in DISTANCE)


def _check_pass_seconds(seconds: Any, config: Config) -> None:
    if seconds is not None and (
        not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or not seconds > 0
        or seconds > PASS_SECONDS_MAX
    ):
        raise InvalidConfig(f"pass_seconds must be a number of seconds in (0,"
                            f" {PASS_SECONDS_MAX}], not {seconds!r}", code="invalid_option")


def _check_goal(goal: Any, config: Config) -> None:
    if goal is not None and (not _is_int(goal) or goal <= 0 or goal % GOAL_STEP):
        raise InvalidConfig(f"goal must be a positive multiple of {GOAL_STEP} km, not {goal!r}",
                            code="invalid_option")
    # Ruling: a goal past every distance card of the deck could never be reached exactly, so
    # the game would never end ("The first player to reach exactly 1000 km ... ends the game
    # and wins"); the goal in force (the option, or the rulebook's default with a house deck)
    # is at most the deck's kilometres.
    goal = goal_for(config)
    most = reach(config)
    if goal > most:
        named = "goal" if config.options.get("goal") is not None else \
            f"the default goal of {goal} km"
        raise InvalidConfig(f"{named} cannot be reached: the deck's distance cards add up to"
                            f" {most} km, so the goal may be at most {most} km",
                            code="invalid_option")


def _check_first(first: Any, config: Config) -> None:
    if first is not None and (not _is_int(first) or not 0 <= first < config.players):
        raise InvalidConfig(
            f"first_player must be a seat from 0 to {config.players - 1}, not {first!r}",
            code="invalid_option")


def _check_deck_card(card: Any, count: Any, config: Config) -> None:
    if card not in BY_ID:
        raise InvalidConfig(f"deck: {card!r} is not a card; cards are"
                            f" {', '.join(ALL_IDS)}", code="invalid_option")
    variant = BY_ID[card].variant
    if variant is not None and variant not in config.variants:
        raise InvalidConfig(f"deck: {card!r} belongs to the {variant} variant, which"
                            " is not in play", code="invalid_option")
    if not _is_int(count) or not 0 <= count <= MAX_COPIES:
        raise InvalidConfig(f"deck: the count of {card} must be a whole number from 0 to"
                            f" {MAX_COPIES}, not {count!r}", code="invalid_option")


def _check_deck(deck: Any, config: Config) -> None:
    if deck is None:
        return
    if not isinstance(deck, dict):
        raise InvalidConfig("deck must be an object {card: count}", code="invalid_option")
    for card, count in deck.items():
        _check_deck_card(card, count, config)
    # Signs of Madness cards are mixed in only after the deal: they deal nobody a card
    total = sum(n for card, n in counts_for(config).items() if card not in SIGN)
    if total < HAND_SIZE * config.players:
        raise InvalidConfig(f"deck: {total} cards (signs aside) cannot deal {HAND_SIZE}"
                            f" to each of"
                            f" {config.players} players", code="invalid_option")


#: each option's check, in the order they are checked
_OPTION_CHECKS = (("reaction_seconds", _check_seconds), ("pass_seconds", _check_pass_seconds),
                  ("first_player", _check_first), ("deck", _check_deck),
                  ("goal", _check_goal))  # the goal's bound reads the deck


def check_options(config: Config) -> None:
    """Raise InvalidConfig for an unknown option name or a bad option value."""
    options = config.options
    unknown = sorted(set(options) - set(GAME_OPTIONS))
    if unknown:
        raise InvalidConfig(
            f"unknown option(s) {', '.join(unknown)}; Driving Me Crazy! options are"
            f" {', '.join(GAME_OPTIONS)}", code="unknown_option")
    for name, check in _OPTION_CHECKS:
        check(options.get(name), config)


def option_schemas(max_players: int) -> dict[str, dict[str, Any]]:
    """Return each option as a JSON Schema with its default and a description for players."""
    return {
        # The rulebook's goal depends on the number of players, so the default is
        # "left empty" and the catalogue's ``goal`` gives both distances.
        "goal": {"type": ["integer", "null"], "minimum": GOAL_STEP, "multipleOf": GOAL_STEP,
                 "default": None,
                 "description": f"The distance to reach exactly, in km. Left empty: {GOAL} km,"
                                f" or {GOAL_FIVE_PLUS} km with {FIVE_PLUS_FROM} or more"
                                " players. Play to a shorter goal, such as 700 or 500 km, for"
                                " a shorter game."},
        "deck": {"type": "object", "propertyNames": {"enum": list(ALL_IDS)},
                 "additionalProperties": {"type": "integer", "minimum": 0,
                                          "maximum": MAX_COPIES},
                 "default": {},
                 "description": "A house deck: how many copies of each named card to shuffle"
                                " in, instead of the box's count (0 removes a card, e.g. the"
                                " stoplights). Cards not named keep their count."},
        "first_player": first_player(max_players),
        "reaction_seconds": {"type": "number", "exclusiveMinimum": 0, "maximum": 3600,
                             "default": REACTION_SECONDS, "variant": "quick_reactions",
                             "description": "Quick Reactions: how many seconds everyone has to"
                                            " play a reaction card after a card is played."},
        "pass_seconds": {"type": "number", "exclusiveMinimum": 0, "maximum": PASS_SECONDS_MAX,
                         "default": PASS_SECONDS, "variant": "quick_reactions",
                         "description": "Quick Reactions, digital: after how many seconds the"
                                        " game passes for everyone who has not answered and"
                                        " holds no card that could (bots answer then too), so"
                                        " how soon a window closes says nothing about the"
                                        " hands. Never later than reaction_seconds."},
    }


def card_entry(card: Card) -> dict[str, Any]:
    """Describe one card: counts, colour, its effect in the rulebook's words, its options."""
    return {
        "id": card.id, "title": card.title, "colour": card.colour,
        "base": card.base, "seven_plus": card.seven_plus,
        "variant": card.variant, "variant_count": card.variant_count,
        "distance": DISTANCE.get(card.id), "duration": DURATION.get(card.id),
        "text": CARD_TEXT[card.id], "note": CARD_NOTE.get(card.id),
        "options": [{"option": option, "text": OPTION_TEXT[option]}
                    for option in OPTIONS.get(card.id, ())],
        "forbids": FORBIDS.get(card.id),
    }


#: what each move type does, for the move schemas' descriptions
MOVE_TEXT: dict[str, str] = {
    "play": "Play a card: a distance card onto your road, a blue card for yourself, a red card"
            " on an opponent (target), an either-or card with its option.",
    "discard": "Discard a card from your hand instead of playing (then more discards or"
               " end_turn); also a Toll Booth, Speed Camera or Rest Stop discard.",
    "take": "Take a named card: GPS or Motorway from the draw pile, Carpool searches,"
            " Rearview Mirror from the discard pile.",
    "draw": "Referee mode: report drawing cards; count is the one exact number the rules"
            " require now.",
    "end_turn": "End your turn after discarding.",
    "pass": "Pass your turn: only with an empty hand at the start of your turn.",
    "skip": "Referee mode: skip an additional play, or a search or Speed Camera discard that"
            " finds nothing.",
    "undo": "Referee mode: take back your last report (until the next report is made).",
    "react": "Quick Reactions: answer the card in the open reaction window with a reaction"
             " card (Swerve also outside one, not on your own turn).",
    "pass_reaction": "Quick Reactions: do not answer the card in the open reaction window.",
    "stop": "Rest Stop discards, Rearview Mirror takes or looks: no more.",
    "look": "Rearview Mirror (hands): look at the hand of seat target.",
    "choose_opponent": "Carpool: the opponent (target) who gets the card's effect or the"
                       " copies.",
    "flip_sign": "Signs of Madness, referee mode: report the sign flipped off the draw pile.",
    "finish": "Referee mode, Quick Reactions: this seat does not answer the card that reached"
              " the goal (only a seat that may still answer it, for itself); once every such"
              " seat said so, the game is over.",
    "close": "Referee mode, Quick Reactions: the table closes the window on the card that"
             " reached the goal, the game is over: made by the host (the API takes it from the"
             " host's token only) or by the deadline, in the winner's name.",
}


def _play_schema(seat: dict[str, Any]) -> dict[str, Any]:
    """Return the ``play`` move's schema: which fields a play has depends on its card."""
    def branch(title: str, description: str, cards: list[str], **extra: Any) -> dict[str, Any]:
        card = {"type": "string", "const": cards[0]} if len(cards) == 1 else \
            {"type": "string", "enum": cards}
        props = {"type": {"type": "string", "const": "play"}, "card": card, **extra}
        return {"title": title, "type": "object", "description": description,
                "properties": props, "required": ["type", "card", *extra],
                "additionalProperties": False}

    plain = [c for c in ALL_IDS if c not in RED and c not in OPTIONS]
    branches = [
        branch("card", "Play a distance, blue, reaction or sign card (no target, no"
               " option).", plain),
        branch("red", "Play a red card on the opponent in seat target.",
               [c for c in ALL_IDS if c in RED], target=seat),
    ]
    for card, pair in OPTIONS.items():
        branches.append(branch(
            card, f"Play {BY_ID[card].title} with one of its two effects (option).",
            [card], option={"type": "string", "enum": list(pair)}))
    return {"description": MOVE_TEXT["play"], "oneOf": branches}


class DrivingMeCrazy(PublishedSchemas, ModuleBots, Game[State]):
    """Driving Me Crazy! (Simplexity Games): race to exactly 1000 km, with its four variants."""

    name = GAME
    title = "Driving Me Crazy!"
    min_players = 2
    max_players = 10
    variants = VARIANTS
    schema_module: ClassVar[ModuleType] = schemas
    bot_module: ClassVar[ModuleType] = bot

    def catalogue(self) -> dict[str, Any]:
        """Describe players, variants, options (JSON Schemas), decisions and every card.

        Every text comes from :mod:`core.dmc.texts` (the rulebook's words), so
        clients show it as it is and keep no copy of the rules.
        """
        return {
            "name": self.name,
            "title": self.title,
            "players": {"min": self.min_players, "max": self.max_players},
            "modes": ["digital", "referee"],
            "variants": [{"name": name, "title": VARIANT_TITLE[name],
                          "description": VARIANT_TEXT[name]} for name in self.variants],
            "options": option_schemas(self.max_players),
            "goal": {"default": GOAL, "five_plus": GOAL_FIVE_PLUS,
                     "five_plus_from": FIVE_PLUS_FROM},
            "hand_size": HAND_SIZE,
            "totals": dict(TOTALS),
            "colours": dict(COLOUR_TEXT),
            "decisions": dict(DECISION_TEXT),
            "cards": [card_entry(card) for card in CARDS],
        }

    def move_schemas(self) -> dict[str, dict[str, Any]]:
        """Return the JSON Schema of each move type, built from the one table of move
        shapes the rules check (:data:`core.dmc.refusals.SHAPES`).

        ``play`` is as strict as the rule's shape: a ``oneOf`` of a plain play,
        a red card's play (with its ``target``) and one schema per either-or
        card (with that card's two ``option`` values); each branch has a
        ``title`` naming it.
        """
        seat = {"type": "integer", "minimum": 0, "maximum": self.max_players - 1}
        field_schemas: dict[str, dict[str, Any]] = {
            "card": {"type": "string", "enum": list(ALL_IDS)},
            "target": seat,
            "count": {"type": "integer", "minimum": 0},
        }
        # Fields whose values are narrower for one move type.
        narrower: dict[str, dict[str, dict[str, Any]]] = {
            "react": {"card": {"type": "string",
                               "enum": [c for c in ALL_IDS if c in REACTION]}},
            "flip_sign": {"card": {"type": "string", "enum": sorted(SIGN)}},
        }
        schemas: dict[str, dict[str, Any]] = {}
        for kind, keys in rules.SHAPES.items():
            required = ["type"] + sorted(keys - {"type"})
            props: dict[str, Any] = {"type": {"type": "string", "const": kind}}
            for key in required[1:]:
                props[key] = narrower.get(kind, {}).get(key, field_schemas[key])
            schemas[kind] = {"type": "object", "description": MOVE_TEXT[kind],
                             "properties": props, "required": required,
                             "additionalProperties": False}
        schemas["play"] = _play_schema(seat)
        schemas["undo"] = UNDO_SCHEMA  # shared with Drive (core.undo)
        return schemas

    def check_options(self, config: Config) -> None:
        """Refuse an unknown option or a bad value (:func:`check_options`)."""
        check_options(config)

    def new(self, config: Config, seed: int) -> State:
        """Shuffle, deal 4 cards to each player and start the first turn."""
        self.check_config(config)
        return apply.new_state(config, seed)[0]

    # Playouts and the hard bot's search call sample_move, push and pending at every
    # ply, and every read of a game on a server decodes its state, views it and lists
    # its legal moves: they are the module functions themselves (one Python call fewer each).

    #: every move ``seat`` may make now (:func:`core.dmc.rules.legal_moves`)
    legal_moves = staticmethod(rules.legal_moves)

    #: one draw over the legal moves, most decisions without listing them
    #: (:func:`core.dmc.sample.sample_move`)
    sample_move = staticmethod(sample.sample_move)
    #: apply a move known to be legal (trusted fast path) and return its events
    #: (:func:`core.dmc.apply.push`)
    push = staticmethod(apply.push)

    def explain(self, state: State, seat: int, move: Move) -> IllegalMove:
        """Return the error saying why ``move`` is refused (code, message, rule)."""
        return rules.explain(state, seat, move)

    def held_end(self, state: State) -> dict[str, Any] | None:
        """Referee with Quick Reactions: the card at the goal waiting for the table, or None."""
        held = state.finishing
        if held is None or state.outcome is not None:
            return None
        return {"winners": list(held["winners"]), "reason": held["reason"], "card": held["card"]}

    def refuse_after_end(self, state: State, seat: int, move: Any) -> IllegalMove:
        """Return ``game_over`` with the sentence on how the game ends (or on undoing it)."""
        return self.explain(state, seat, move)

    #: the seats that must decide now, several in a reaction window
    #: (:func:`core.dmc.view.pending`)
    pending = staticmethod(pending)

    def tick(self, state: State, now: float) -> list[dict[str, Any]]:
        """Tell the game the caller's time ``now`` (seconds, any fixed epoch).

        Quick Reactions only; a no-op otherwise.  Stamps a newly opened
        reaction window with ``now``, passes at its pass moment for the held
        passes and every seat that cannot answer, and closes one whose deadline
        has passed as if every seat still waiting had passed; in referee mode, stamps a held
        end (a card at the goal) and ends the game once its deadline passed (see
        :func:`core.dmc.reactions.tick`).  Call it before every read and
        every move, and after every move, with the same clock; commit the
        state when it returns events.
        """
        if state.window is None and state.finishing is None:
            return []
        return reactions.tick(state, now, apply.push)

    def deadline(self, state: State) -> float | None:
        """Return when the open reaction window next changes by itself (its pass moment,
        then its deadline), or None (see :meth:`tick`)."""
        return reactions.deadline(state)

    def ready(self, state: State, seat: int, now: float) -> bool:
        """Return whether a bot in pending ``seat`` decides at ``now``: in a digital reaction
        window from its pass moment on, so a bot's answer comes when everyone's does
        (:func:`core.dmc.reactions.ready`)."""
        return reactions.ready(state, seat, now)

    def apply_at(self, state: State, seat: int, move: Move, now: float,
                 ) -> list[dict[str, Any]]:
        """:meth:`tick`, then :meth:`apply`, then :meth:`tick` again, all at ``now``.

        The first tick closes an expired window so a late reaction is refused;
        the second stamps the window the move opened.  Returns every event.
        Unlike :meth:`apply`, a refused move may leave the first tick's
        changes in ``state`` (a window closed by its deadline): they are
        legal on their own, and the next tick would make them anyway.
        """
        events = self.tick(state, now)
        events += self.apply(state, seat, move)
        return events + self.tick(state, now)

    def is_over(self, state: State) -> bool:
        """Return True once a road reached the goal or the deck ran out."""
        return state.outcome is not None

    def outcome(self, state: State) -> dict[str, Any] | None:
        """Return ``{"winners": [...], "reason": "goal" | "deck_exhausted"}`` once over."""
        return outcome(state)

    #: what ``seat`` may see (:func:`core.dmc.view.view`)
    view = staticmethod(view)
    #: the compact versioned JSON form of a state (:func:`core.dmc.state.state_to_json`)
    to_json = staticmethod(state_to_json)
    #: a state rebuilt from :meth:`to_json` (:func:`core.dmc.state.state_from_json`)
    from_json = staticmethod(state_from_json)
