"""Why a move is refused: the rulebook's sentences, the move types' shapes, the refusals.

:func:`core.drive.rules.explain` is only consulted after a move was found
missing from :func:`core.drive.rules.legal_moves`; it diagnoses the first rule
the move breaks, using the same rule functions as move generation
(:mod:`core.drive.checks`).  Here: the rulebook passages, each move type's
shape (:data:`MOVE_TYPES`, :func:`shape_refusal`), why a move type is refused
at the start of a turn that does not take it (``no_draw``, ``no_drive``, ...),
and why a move of a type allowed now is refused for its fields
(:data:`BAD_FIELDS`).  Which refusal answers while which decision is pending
is the decision table's (:mod:`core.drive.decisions`, its rows' ``checks``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from core.drive.cards import ROUNDABOUT
from core.drive.checks import front, roundabout_blocker
from core.drive.deck import matches, resolve
from core.drive.geometry import DX, DY, EDGES, ILLEGAL, ROTATIONS, is_start_card, parse_edge
from core.drive.reading import (
    card_id,
    drawable,
    exit_kind,
    is_one_card_from_finish,
    on_table,
    within_limit,
)
from core.drive.state import DriveState
from core.errors import IllegalMove
from core.protocol import Move
from core.undo import refusal as undo_refusal

RULE_TURN = "Play continues in turn, each player ... drawing the top card from the pack"
RULE_PLAY_DRAWN = "Each player must play the card he draws – except in the special cases"
RULE_TRIANGLE = ("Cards having black Triangles must be placed with the Triangle side touching "
                 "the position where the player's car is standing.")
RULE_ROAD = ("He then ... \"drives\" his car along the road on the card he just played. He ends "
             "his play by leaving his car on the road at the point where a road leaves that card.")
RULE_SIGNS = ("\"Diversion\" Signs, signs indicating No Entry, Left (or Right) Turn Only, and No "
              "Left (or Right) Turn, must all be followed.")
RULE_FINISH = ("Should a player have only one more card to play to reach \"Finish\", and the card "
               "he draws from the pack gives no access road to the Finish, he discards it")
RULE_OTHER_FINISH = ("should a player draw a card which would force him into another player's "
                     "\"Finish\" he may similarly discard it")
RULE_LIMIT = ("limit the placing of cards to 4 cards in any direction from the central "
              "\"Start and Finish\" card")
RULE_MISS = ("At his next turn the player does not draw a card – he moves his car past the "
             "obstruction.")
RULE_ROUNDABOUT = ("This card ... may only be played by placing it (at his turn) on top of any "
                   "opponent's card already played.")
RULE_UNDER_CAR = ("A player may not place a Roundabout on a card where an opponent's car is "
                  "standing; he cannot play until his next turn after the car is moved")
RULE_BREAKDOWN = ("If a player, having used both his Roundabouts, finds later that his further "
                  "progress is barred by an opponent's card giving him no road to enter, the "
                  "player's car is considered to have \"broken down\" and he retires")
RULE_ONE_CARD = "He may proceed along the opponent's road one card at a turn"
RULE_OVERLAP = ("A card may not be played on top of any other card – except for Roundabout cards")
RULE_TURN_ROUND = ("If in trouble, a player may turn his car round and \"drive\" in the opposite "
                   "direction.")
RULE_COUNTS = ("Referee mode ruling: no more cards of a type can be drawn than the set holds"
               " (the house deck, when the table declared one).")
RULE_GAME_OVER = ("End of Game. The game ends immediately a player reaches \"Finish\", and he is"
                  " the winner.")


def card_name(state: DriveState, card: str) -> str:
    """A card as people name it: its title ("Crossroads"), a house card by its declared name."""
    cards = state.options.cards
    return cards.types[cards.index[card]].name


def refuse(code: str, message: str, rule: str = "") -> IllegalMove:
    """Return the refusal ``code`` with its message and the rule it cites."""
    return IllegalMove(code, message, rule)


# -- why a move type is refused at the start of a turn that does not allow it ---------

def wrong_move(state: DriveState, seat: int, kind: str, allowed: str) -> IllegalMove:
    """Why a move type the start of this turn does not take is refused."""
    return refuse("wrong_move", f"{kind} is not possible now (allowed: {allowed})", RULE_TURN)


def no_roundabout(state: DriveState, seat: int, kind: str, allowed: str) -> IllegalMove:
    """Why a Roundabout is refused now (:func:`core.drive.checks.roundabout_blocker`)."""
    blocker = roundabout_blocker(state, seat) or "wrong_move"
    rule = RULE_UNDER_CAR if blocker == "roundabout_under_opponents_car" else RULE_ROUNDABOUT
    # the codes a blocker can be, here with their messages (tests/core/test_verdicts.py
    # reads this dict's keys as the codes this refusal can raise)
    messages = {
        "roundabout_needs_a_card": "a Roundabout goes on top of a card already played",
        "no_roundabouts_left": "you have no Roundabouts left",
        "roundabout_on_own_card": "a Roundabout goes on an opponent's card, not your own",
        "roundabout_on_roundabout": "the card in front is already a Roundabout",
        "no_legal_exit": "a Roundabout there would leave the car no legal exit",
        "roundabout_under_opponents_car": "an opponent's car stands on that card",
    }
    return refuse(blocker, messages.get(blocker, "no Roundabout now"), rule)


def no_drive(state: DriveState, seat: int, kind: str, allowed: str) -> IllegalMove:
    """Why driving onto the card in front is refused now."""
    x, y, _ = front(state, seat)
    if (x, y) not in state.cells:
        return refuse("no_card_in_front", "there is no card in front of the car: draw one",
                      RULE_TURN)
    return refuse("no_road_towards_car", "the card in front gives no road the car may "
                  "enter and leave", RULE_SIGNS)


def no_draw(state: DriveState, seat: int, kind: str, allowed: str) -> IllegalMove:
    """Why a draw is refused with a card in front of the car."""
    return refuse("must_not_draw", "a card lies in front of the car: drive onto it or "
                  f"play a Roundabout (allowed: {allowed})", RULE_ONE_CARD)


def no_turning_round(state: DriveState, seat: int, kind: str, allowed: str) -> IllegalMove:
    """Why turning round is refused now."""
    reason = ("the turn_round option is off" if not state.options.turn_round
              else "the car cannot turn round here")
    return refuse("cannot_turn_round", reason, RULE_TURN_ROUND)


def not_blocked(state: DriveState, seat: int, kind: str, allowed: str) -> IllegalMove:
    """Why waiting or breaking down is refused while the car may go on."""
    return refuse("not_blocked", f"the car is not barred that way (allowed: {allowed})",
                  RULE_BREAKDOWN)


# -- why a move of a type allowed now is refused (its fields) -------------------------

def not_legal(state: DriveState, seat: int, move: Move) -> IllegalMove:
    """Why a move of a type allowed now is refused when nothing more precise applies."""
    return refuse("malformed_move", f"{move!r} is not a legal move now")


def bad_undo(state: DriveState, seat: int, move: Move) -> IllegalMove:
    """Why an undo is refused (any seat, while a report stands: :mod:`core.undo`)."""
    # any seat, for the table, while a report stands (core.undo)
    return undo_refusal(state, seat, state.referee) or not_legal(state, seat, move)


#: ``not_now(state, seat, kind, allowed)``: why a move of type ``kind`` is refused while
#: the pending decision does not take it, ``allowed`` naming the move types it takes
NotNow = Callable[[DriveState, int, str, str], IllegalMove]
#: ``bad(state, seat, move)``: why a move of a type allowed now is refused (its fields)
BadFields = Callable[[DriveState, int, Move], IllegalMove]


@dataclass(frozen=True, slots=True)
class MoveType:
    """A move type's shape: the fields it takes, and whether any seat may make it.

    Why a move of the type is refused while a decision is pending is that
    decision's (the rows' ``checks``, :mod:`core.drive.decisions`).
    """

    #: the fields it takes besides ``type`` (``referee``: in referee mode only)
    fields: tuple[str, ...] = ()
    referee: tuple[str, ...] = ()
    #: whether any seat may make it, at any time (undo): checked before whose turn it is
    any_seat: bool = False


def shape_refusal(state: DriveState, seat: Any, move: Any) -> IllegalMove | None:
    """Return why ``move`` by ``seat`` is no move of this game at all, or None if it is one."""
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state.players:
        return refuse("not_a_seat", f"there is no seat {seat!r} in this game")
    if not isinstance(move, dict) or not isinstance(move.get("type"), str) \
            or move["type"] not in MOVE_TYPES:
        kinds = ", ".join(MOVE_TYPES)
        return refuse("unknown_move", f"a move is an object whose type is one of {kinds}")
    kind = move["type"]
    shape = MOVE_TYPES[kind]
    allowed = {"type", *shape.fields, *(shape.referee if state.referee else ())}
    extra = set(move) - allowed
    if extra:
        return refuse("malformed_move", f"{kind} takes no field(s) {', '.join(sorted(extra))}")
    return None


def bad_draw(state: DriveState, seat: int, move: Move) -> IllegalMove:
    """Why a draw report of a type allowed now is refused: its card."""
    card = move.get("card")
    if not state.referee:
        return refuse("malformed_move", "in digital mode a draw names no card")
    index = state.options.cards.index
    if isinstance(card, dict):
        return described_draw_refusal(state, card)
    if not isinstance(card, str) or card not in index or index[card] == ROUNDABOUT:
        return refuse("unknown_card", f"{card!r} is not a card of the pack")
    return refuse("card_exhausted", f"no {card_name(state, card)} card can be left in the pack",
                   RULE_COUNTS)


def described_draw_refusal(state: DriveState, card: dict[str, Any]) -> IllegalMove:
    """Return why a draw report describing ``card`` is refused (see :mod:`core.drive.deck`)."""
    try:
        fits = matches(state.options.cards, card, state.options.ignore_triangles)
    except ValueError as exc:
        return refuse("unknown_card", f"not a card description: {exc}")
    if not fits:
        return refuse("unknown_card", "no card of this game's set has those roads, stops,"
                       " triangle, No Stopping and rules in any rotation; a card of your box"
                       " that the set lacks is declared in the house deck (option deck)",
                       RULE_COUNTS)
    names = " or ".join(card_name(state, card) for card in fits)
    return refuse("card_exhausted", f"that card is {names}, and no copy can be"
                   " left in the pack", RULE_COUNTS)


def described_draw(state: DriveState, card: Any) -> str:
    """Return the id of the card a referee draw report describes; raise IllegalMove if none."""
    try:
        found = resolve(state.options.cards, drawable(state), card,
                        state.options.ignore_triangles)
    except ValueError as exc:
        raise refuse("unknown_card", f"not a card description: {exc}") from None
    if found is None:
        raise described_draw_refusal(state, card)
    return card_id(state, found)


def bad_place(state: DriveState, seat: int, move: Move) -> IllegalMove:
    """Why placing the drawn card is refused: its rotation."""
    rotation = move.get("rotation")
    if rotation not in ROTATIONS or isinstance(rotation, bool):
        return refuse("bad_rotation", f"rotation must be one of {list(ROTATIONS)}")
    quarters = ROTATIONS.index(rotation)
    x, y, entry = front(state, seat)
    if (x, y) in state.cells:
        return refuse("cell_taken", f"({x},{y}) already holds a card", RULE_OVERLAP)
    oriented = state.options.cards.table[state.drawn][quarters]
    if not oriented.arms >> entry & 1:
        return refuse("no_road_towards_car", f"at rotation {rotation} the card has no road "
                       f"on its {EDGES[entry]} edge, facing the car", RULE_ROAD)
    if not oriented.exits[entry]:
        return refuse("no_entry", f"at rotation {rotation} the car may not enter at "
                       f"{EDGES[entry]}", RULE_SIGNS)
    if oriented.triangle >= 0 and oriented.triangle != entry:
        return refuse("triangle_must_touch_car", f"the triangle must face the car "
                       f"({EDGES[entry]}), not {EDGES[oriented.triangle]}", RULE_TRIANGLE)
    if is_one_card_from_finish(state, seat, x, y):
        return refuse("no_access_to_finish", "one card from the Finish, the card must give "
                       "access to it", RULE_FINISH)
    return refuse("no_legal_exit", "every exit would lead into another player's Start or "
                   "Finish, a closed port or beyond the limit", discard_rule(state, seat))


def discard_rule(state: DriveState, seat: int) -> str:
    """Return the rulebook sentence that makes ``seat`` discard its drawn card.

    Each of the rulebook's three cases is told apart by where the card would go:
    beyond the agreed limit (or only roads beyond it), one card from the car's own
    Finish without access to it, or beside the Start and Finish card with its roads
    leading only into another player's Finish (or Start).
    """
    x, y, _ = front(state, seat)
    if not within_limit(state, x, y):
        return RULE_LIMIT
    if is_one_card_from_finish(state, seat, x, y):
        return RULE_FINISH
    if any(is_start_card(x + DX[e], y + DY[e]) for e in range(4)):
        return RULE_OTHER_FINISH
    return RULE_LIMIT if state.options.limit else RULE_PLAY_DRAWN


def bad_exit(state: DriveState, seat: int, move: Move) -> IllegalMove:
    """Why leaving the card is refused: its edge."""
    edge = move.get("edge")
    if edge not in ("N", "E", "S", "W"):
        return refuse("bad_edge", "edge must be one of N, E, S, W")
    car = state.cars[seat]
    cell = state.cells[(car.x, car.y)]
    e = parse_edge(edge)
    oriented = on_table(state, cell)
    if e == car.entry:
        return refuse("no_u_turn", "the car leaves by another edge than the one it came in by",
                       RULE_ROAD)
    if not oriented.arms >> e & 1:
        return refuse("no_road", f"the card has no road at {edge}", RULE_ROAD)
    if not oriented.exits[car.entry] >> e & 1:
        return refuse("sign_forbids_exit", f"a sign forbids leaving by {edge} after entering "
                       f"at {EDGES[car.entry]}", RULE_SIGNS)
    if exit_kind(state, seat, car.x, car.y, e) == ILLEGAL:
        return refuse("exit_not_allowed", f"leaving by {edge} would lead into another "
                       "player's Start or Finish, a closed port or beyond the limit",
                       RULE_OTHER_FINISH if is_start_card(car.x + DX[e], car.y + DY[e])
                       else RULE_LIMIT)
    return refuse("bad_edge", f"cannot leave by {edge}")


#: every move type of Drive, with its shape
MOVE_TYPES: dict[str, MoveType] = {
    "draw": MoveType(referee=("card",)),
    "place": MoveType(("rotation",)),
    "discard": MoveType(),
    "exit": MoveType(("edge",)),
    "drive": MoveType(),
    "roundabout": MoveType(),
    "pass_obstruction": MoveType(),
    "wait": MoveType(),
    "break_down": MoveType(),
    "turn_round": MoveType(),
    "undo": MoveType(any_seat=True),
}
#: why a move of each type is refused when its type is allowed now (its fields); the
#: decisions' rows read it (core.drive.decisions)
BAD_FIELDS: dict[str, BadFields] = {
    "draw": bad_draw, "place": bad_place, "exit": bad_exit, "undo": bad_undo}
#: the fields each move type takes besides ``type`` (referee mode's draw also a ``card``)
MOVE_FIELDS: dict[str, tuple[str, ...]] = {kind: t.fields for kind, t in MOVE_TYPES.items()}
