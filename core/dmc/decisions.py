"""The one table of Driving Me Crazy!'s decisions (``DECISIONS``), and settling by it.

For each kind of pending decision (:mod:`core.dmc.entries`) the table's row (:class:`Decision`,
a :class:`core.decision.Decision`) gives the text saying what the seat is asked to do, its
legal moves, per move type why a move is refused, what settling it by itself reads (in
:mod:`core.dmc.checks`) and how it is carried out (in :mod:`core.dmc.actions`), and how a client
sees it (:mod:`core.dmc.decision_views`).  :func:`core.dmc.rules.legal_moves`,
:func:`core.dmc.rules.why_not`, :func:`settle_all` (after every move) and
:func:`core.dmc.view.decision_view` only look a kind up here: a new card action is one row.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from core.dmc import actions, checks
from core.dmc import decision_views as views
from core.dmc.candidates import (
    DISTANCE_IDS,
    discard_moves,
    free_moves,
    in_order,
    play_moves,
)
from core.dmc.cards import DISTANCE, SIGN
from core.dmc.checks import (
    DISTANCE_ONLY,
    MIRROR_COUNT,
    draw_required,
    hand_count,
    search_cards,
    signs_in_deck,
    waits,
)
from core.dmc.decision_views import draw_now, signs_to_flip
from core.dmc.entries import (
    Blue,
    Camera,
    Copy,
    Discarding,
    Done,
    Draw,
    End,
    Entry,
    Finishing,
    Free,
    Give,
    Km,
    Look,
    Main,
    Mirror,
    Play,
    Rest,
    Search,
    Take,
    Toll,
)
from core.dmc.refusals import (
    RULE_BACKSEAT,
    RULE_CARPOOL,
    RULE_DISCARD,
    RULE_DRAW,
    RULE_GPS,
    RULE_MIRROR,
    RULE_MOTORWAY,
    RULE_NO_DISCARD_AFTER_PLAY,
    RULE_PASS,
    RULE_PLAY_OR_DISCARD,
    RULE_RED_OPPONENT,
    RULE_SIGN,
    RULE_SKIP,
    RULE_SPEED_CAMERA,
    counted,
    discard_problem,
    error,
    play_problem,
    title,
)
from core.dmc.state import State
from core.errors import IllegalMove
from core.protocol import Event, Move

Seen = Counter[str] | None
#: the record class of one kind of decision (:mod:`core.dmc.entries`)
E = TypeVar("E", bound=Entry)
#: a kind's legal moves for the seat whose decision it is
Moves = Callable[[State, int, E, Seen], list[Move]]
#: why a move of one type is refused at this kind of decision (None: it is legal)
Check = Callable[[State, int, E, Move, Seen], IllegalMove | None]
#: what settling the entry by itself reads (core.dmc.checks: a ``*_settles``): ``WAITS``,
#: ``DONE``, ``SKIP``, ``REFILL_PILE`` or what its ``carry`` is handed
Reads = Callable[[State, E], Any]
#: carry the entry out, given what its ``settles`` read (core.dmc.actions)
Carry = Callable[[State, E, Any, list[Event]], None]


def _no_moves(state: State, seat: int, decision: Entry, seen: Seen) -> list[Move]:
    return []


def _nothing_to_carry(state: State, entry: Entry, read: Any, events: list[Event]) -> None:
    raise AssertionError(f"{entry.kind} settles by its reads alone, not with {read!r}")


@dataclass(frozen=True)  # not slots: a slotted generic instance cannot take __orig_class__
class Decision(Generic[E]):
    """One kind of decision (record class ``E``): what the seat is asked to do (``text``), its
    moves, its refusal checks per move type, what settling it by itself reads (``settles``;
    None: nothing, it is carried out) and its view; then how it is carried out (``carry``)."""

    text: str
    moves: Moves[E] = _no_moves
    checks: Mapping[str, Check[E]] = field(default_factory=dict)
    settles: Reads[E] | None = waits
    view: views.View[E] = views.nothing
    carry: Carry[E] = _nothing_to_carry


# -- legal moves ---------------------------------------------------------------------

def _referee_skip(state: State) -> list[Move]:
    return [] if not state.referee else [{"type": "skip"}]


def _main_moves(state: State, seat: int, d: Main, seen: Seen) -> list[Move]:
    if hand_count(state, seat) == 0:
        return [{"type": "pass"}]
    return play_moves(state, seat, False, seen) + discard_moves(state, seat, seen)


def _may_find_nothing(state: State, d: Draw) -> bool:
    """Referee: Motorway's draw is a search for a distance card, which the draw pile may not
    hold ("Search the deck and draw any distance card"): the table may report it found none."""
    return state.referee and d.source == "motorway"


def _one_by_one(state: State, d: Draw) -> bool:
    """Referee: GPS's "draw any 2 cards" may be reported one card at a time, as digital
    mode takes them (a Swerve may come between the two)."""
    return state.referee and d.source == "gps"


def _draw_moves(state: State, seat: int, d: Draw, seen: Seen) -> list[Move]:
    if signs_to_flip(state, d):  # only the flips (candidates.flip_moves) go on
        return []
    need = draw_now(state, d)
    draw = [{"type": "draw", "count": need}]
    if _one_by_one(state, d) and need > 1:
        draw.append({"type": "draw", "count": 1})
    return draw + [{"type": "skip"}] if _may_find_nothing(state, d) else draw


def _search_moves(state: State, seat: int, d: Search, seen: Seen) -> list[Move]:
    moves = [{"type": "take", "card": card} for card in search_cards(state, d, seen)]
    return moves + ([] if isinstance(d, Take) else _referee_skip(state))


def _look_moves(state: State, seat: int, d: Look, seen: Seen) -> list[Move]:
    return [{"type": "look", "target": target} for target in range(state.players)
            if target != seat and not d.seen >> target & 1] + [{"type": "stop"}]


def _give_moves(state: State, seat: int, d: Give, seen: Seen) -> list[Move]:
    return [{"type": "choose_opponent", "target": target} for target in range(state.players)
            if target != seat]


# -- refusals ----------------------------------------------------------------------------

def _check_play(state: State, seat: int, d: Main | Play | Free, move: Move, seen: Seen,
                ) -> IllegalMove | None:
    if "target" in move and not 0 <= move["target"] < state.players:
        return IllegalMove("invalid_target", f"there is no seat {move['target']}",
                           RULE_RED_OPPONENT)
    free = isinstance(d, Free)
    if isinstance(d, Free) and move["card"] != d.card:
        return IllegalMove("not_now", f"seat {seat} plays {title(d.card)} now",
                           RULE_BACKSEAT if d.placed else RULE_CARPOOL)
    code = play_problem(state, seat, move["card"], move.get("target"), move.get("option"),
                        isinstance(d, Play) and d.source in DISTANCE_ONLY, seen, held=free)
    return None if code is None else error(code, state, seat, move)


def _check_discard(state: State, seat: int, d: Entry, move: Move, seen: Seen,
                   ) -> IllegalMove | None:
    if isinstance(d, Camera) and move["card"] not in DISTANCE:
        return IllegalMove("distance_card_required",
                           f"Speed Camera discards distance cards, not {title(move['card'])}",
                           RULE_SPEED_CAMERA)
    code = discard_problem(state, seat, move["card"], seen)
    return None if code is None else error(code, state, seat, move)


def _legal(state: State, seat: int, d: Entry, move: Move, seen: Seen) -> IllegalMove | None:
    return None


def _check_pass(state: State, seat: int, d: Entry, move: Move, seen: Seen) -> IllegalMove | None:
    if hand_count(state, seat) > 0:
        return IllegalMove("cannot_pass_with_cards",
                           f"seat {seat} holds {counted(hand_count(state, seat), 'card', 'cards')}:"
                           " play or discard",
                           RULE_PASS)
    return None


def _check_draw(state: State, seat: int, d: Draw, move: Move, seen: Seen) -> IllegalMove | None:
    flips = signs_to_flip(state, d)
    if flips:
        return IllegalMove("flip_signs_first",
                           "the draw pile holds only"
                           f" {counted(flips, 'unflipped sign', 'unflipped signs')}:"
                           f" flip {'it' if flips == 1 else 'them'} onto the sign pile (flip_sign),"
                           " then the discard pile is reshuffled and the draw goes on", RULE_SIGN)
    need = draw_now(state, d)
    if move["count"] == need or _one_by_one(state, d) and move["count"] == 1 and need:
        return None
    more = draw_required(state, d) - need
    then = (f" (then flip the {counted(signs_in_deck(state), 'sign', 'signs')} left on the draw"
            f" pile, reshuffle the discard pile and draw {more} more)") if more else ""
    return IllegalMove("wrong_draw_count",
                       f"seat {seat} must draw exactly {counted(need, 'card', 'cards')} now{then},"
                       f" not {move['count']}", RULE_SIGN if more else RULE_DRAW)


def _check_mirror_take(state: State, seat: int, d: Mirror, move: Move, seen: Seen,
                       ) -> IllegalMove | None:
    if move["card"] not in state.discard:
        return IllegalMove("card_not_in_discard",
                           f"the discard pile holds no {title(move['card'])}", RULE_MIRROR)
    return None


def _check_search(state: State, seat: int, d: Search, move: Move, seen: Seen,
                  ) -> IllegalMove | None:
    card = move["card"]
    rule = RULE_CARPOOL if not isinstance(d, Take) else (
        RULE_MOTORWAY if d.source == "motorway" else RULE_GPS)
    if not state.referee and card not in state.deck:
        return IllegalMove("card_not_in_deck", f"the deck holds no {title(card)}", rule)
    if card not in search_cards(state, d, seen):
        return IllegalMove("card_not_searchable",
                           f"{title(card)} cannot be taken by this search now", rule)
    return None


def _check_target(rule: str) -> Check[Look | Give]:
    def check(state: State, seat: int, d: Look | Give, move: Move, seen: Seen,
              ) -> IllegalMove | None:
        target = move["target"]
        if target == seat or not 0 <= target < state.players:
            return IllegalMove("invalid_target", f"seat {target} is not another player's seat",
                               rule)
        if isinstance(d, Look) and d.seen >> target & 1:
            return IllegalMove("already_looked",
                               f"seat {seat} already saw seat {target}'s hand", RULE_MIRROR)
        return None
    return check


def cannot_skip(state: State, seat: int, d: Entry, move: Move, seen: Seen) -> IllegalMove | None:
    """Refuse a ``skip`` (digital mode, or a decision that cannot be skipped)."""
    return IllegalMove("cannot_skip",
                       "only an additional play or a search or discard that finds nothing"
                       " can be skipped, and only in referee mode (digital mode skips"
                       " impossible actions by itself)", RULE_SKIP)


def _check_skip(state: State, seat: int, d: Entry, move: Move, seen: Seen) -> IllegalMove | None:
    return cannot_skip(state, seat, d, move, seen) if not state.referee else None


def _check_draw_skip(state: State, seat: int, d: Draw, move: Move, seen: Seen,
                     ) -> IllegalMove | None:
    if signs_to_flip(state, d):  # the signs on the pile are flipped first (flip_signs_first)
        return _check_draw(state, seat, d, move, seen)
    return None if _may_find_nothing(state, d) else cannot_skip(state, seat, d, move, seen)


def _refuse(code: str, message: str, rule: str) -> Check[Entry]:
    return lambda s, seat, d, move, seen: IllegalMove(code, message, rule)


def _check_draw_discard(state: State, seat: int, d: Draw, move: Move, seen: Seen,
                        ) -> IllegalMove:
    """A discard while cards are drawn: after a play in this turn, the rule that forbids it
    ("If you play any card on your turn, you may NOT discard"); else not now."""
    if seat == d.seat == state.turn and state.phase == "acting":
        return IllegalMove("no_discard_after_play",
                           "you played a card this turn and may not discard",
                           RULE_NO_DISCARD_AFTER_PLAY)
    return not_now(d, move)


def _mirror_stop(state: State, seat: int, d: Mirror, move: Move, seen: Seen) -> IllegalMove:
    return IllegalMove(
        "mirror_takes_three", f"Rearview Mirror draws {MIRROR_COUNT} cards from the discard"
        f" pile (all of it when it holds fewer): {d.left} more to take", RULE_MIRROR)


# -- the table -------------------------------------------------------------------------

_SEARCH: dict[str, Check[Search]] = {"take": _check_search, "skip": _check_skip}

#: each kind of decision by its record class; a row's functions take that record
DECISIONS: dict[type[Entry], Decision[Any]] = {
    Main: Decision[Main](
        "play a card, discard or pass", _main_moves,
        {"play": _check_play, "discard": _check_discard, "pass": _check_pass,
         "end_turn": _refuse("must_play_or_discard", "play a card or discard first",
                             RULE_PLAY_OR_DISCARD)},
        view=views.main),
    Discarding: Decision[Discarding](
        "discard another card or end the turn",
        lambda s, seat, d, seen: discard_moves(s, seat, seen) + [{"type": "end_turn"}],
        {"discard": _check_discard, "end_turn": _legal,
         "play": _refuse("already_discarded",
                         "you discarded this turn: discard more or end the turn", RULE_DISCARD)},
        view=views.discarding),
    Play: Decision[Play](
        "play a card",
        lambda s, seat, d, seen: play_moves(s, seat, d.source in DISTANCE_ONLY, seen)
        + _referee_skip(s),
        {"play": _check_play, "skip": _check_skip,
         "discard": _refuse("no_discard_after_play",
                            "you played a card this turn and may not discard",
                            RULE_NO_DISCARD_AFTER_PLAY)},
        checks.play_settles, views.play),
    Draw: Decision[Draw]("report the cards drawn", _draw_moves,
                         {"draw": _check_draw, "skip": _check_draw_skip,
                          "discard": _check_draw_discard}, checks.draw_settles, views.draw,
                         carry=actions.draw_entry),
    Take: Decision[Take]("take a card from the deck", _search_moves, {"take": _check_search},
                         checks.search_settles, views.take),
    Toll: Decision[Toll](
        "discard a card for the Toll booth",
        lambda s, seat, d, seen: discard_moves(s, seat, seen), {"discard": _check_discard},
        checks.toll_settles, views.toll, carry=actions.owed),
    Free: Decision[Free](
        "play the card they gained", lambda s, seat, d, seen: free_moves(s, seat, d.card),
        {"play": _check_play}, checks.free_settles, views.free, carry=actions.free),
    Camera: Decision[Camera](
        "discard a distance card for the Speed Camera",
        lambda s, seat, d, seen: discard_moves(s, seat, seen, DISTANCE_IDS) + _referee_skip(s),
        {"discard": _check_discard, "skip": _check_skip}, checks.toll_settles, views.camera,
        carry=actions.owed),
    Rest: Decision[Rest](
        "discard cards for the Rest Stop or stop",
        lambda s, seat, d, seen: discard_moves(s, seat, seen) + [{"type": "stop"}],
        {"discard": _check_discard, "stop": _legal}, checks.rest_settles, views.rest),
    Mirror: Decision[Mirror](
        # "draw any 3 cards": exactly 3, or all when fewer (no stop)
        "take a card from the discard pile",
        lambda s, seat, d, seen: [{"type": "take", "card": card}
                                  for card in in_order(s.discard)],
        {"take": _check_mirror_take, "stop": _mirror_stop}, checks.mirror_settles,
        views.mirror),
    Look: Decision[Look](
        "look at another player's hand or stop", _look_moves,
        {"look": _check_target(RULE_MIRROR), "stop": _legal}, checks.look_settles, views.look),
    Blue: Decision[Blue]("take a blue card from the deck for the Carpool", _search_moves,
                         _SEARCH, checks.search_settles, views.carpool("carpool_blue_take")),
    Km: Decision[Km]("take a distance card from the deck for the Carpool", _search_moves,
                     _SEARCH, checks.search_settles, views.carpool("carpool_distance_take")),
    Give: Decision[Give](
        "choose the opponent of the Carpool", _give_moves,
        {"choose_opponent": _check_target(RULE_CARPOOL)}, checks.give_settles, views.give),
    Copy: Decision[Copy]("take another copy of a Carpool card", _search_moves, _SEARCH,
                         checks.search_settles, views.copy, carry=actions.copy),
    # referee: the card that reached the goal may still be answered (rules.legal_moves)
    Finishing: Decision[Finishing]("report a reaction to the card that reached the goal, or"
                                   " confirm the game is over", view=views.finishing),
    # carried out by themselves, never waited for
    End: Decision[End]("end the turn", settles=None, carry=actions.end),
    Done: Decision[Done]("resolve a card", settles=None, carry=actions.done),
}


def not_now(decision: Entry, move: Move) -> IllegalMove:
    """Refuse a move of a type the decision does not take, saying what it expects."""
    return IllegalMove("not_now", f"a {move['type']} move is not expected now: seat"
                       f" {decision.seat} must {DECISIONS[type(decision)].text}",
                       RULE_PLAY_OR_DISCARD)


def decision_moves(state: State, seat: int, decision: Entry, seen: Seen) -> list[Move]:
    """Return the moves of the seat whose decision ``decision`` is."""
    kind = DECISIONS.get(type(decision))
    return [] if kind is None else kind.moves(state, seat, decision, seen)


def decision_problem(state: State, seat: int, decision: Entry, move: Move, seen: Seen,
                     ) -> IllegalMove | None:
    """Return why ``seat``, whose decision it is, may not make ``move`` now (or None)."""
    check = DECISIONS[type(decision)].checks.get(move["type"])
    if check is not None:
        return check(state, seat, decision, move, seen)
    if move["type"] == "skip":
        return cannot_skip(state, seat, decision, move, seen)
    return not_now(decision, move)


def settle_all(state: State, events: list[Event]) -> None:
    """After a move: carry out the stack's entries nobody has to choose, flipping every sign
    that comes on top of the deck, until a seat must decide (or the game ends).

    For the top entry, its row reads what settling it needs (``settles``, one call to
    :mod:`core.dmc.checks`), then carries it out (``carry``, :mod:`core.dmc.actions`), pops it
    (``DONE``, ``SKIP``) or stops (``WAITS``); nothing settles while a window waits.  "Every
    time one of the Signs of Madness cards are on the top of the deck, flip it" (not once the
    game is over); the new sign may forbid what a decision waits for: then settle again."""
    while True:  # (the markers are module globals: binding them cost more than it saved)
        stack = state.stack  # a turn's end gives the state a new stack: that pass is over
        while (stack and state.outcome is None and state.finishing is None
               and state.window is None):  # an empty stack (after most discards) first
            entry = stack[-1]
            settles, carry = _SETTLING[type(entry)]
            read = None if settles is None else settles(state, entry)
            if read is WAITS:
                break
            if read is DONE or read is SKIP:
                stack.pop()
                if read is SKIP:
                    events.append({"type": "skip", "seat": entry.seat, "source": _skipped(entry)})
            elif read is REFILL:  # a search's empty pile: refilled, then the entry again
                actions.refill_pile(state, events)
            else:
                carry(state, entry, read, events)
        deck = state.deck
        if not (deck and deck[-1] in SIGN and "signs_of_madness" in state.variants
                and state.outcome is None):  # (mostly no sign on top: asked first)
            return
        actions.flip_signs(state, events)


def _skipped(entry: Entry) -> str:
    """What a skipped entry was for: an extra play's or a search's card (a Carpool copy's)."""
    assert isinstance(entry, Play | Take | Blue | Km | Copy)  # only these read SKIP
    return entry.card if isinstance(entry, Copy) else entry.source


WAITS, DONE, SKIP, REFILL = checks.WAITS, checks.DONE, checks.SKIP, checks.REFILL_PILE
#: each record class's (settles, carry), read off the table once
_SETTLING: dict[type[Entry], tuple[Reads[Any] | None, Carry[Any]]] = {
    kind: (row.settles, row.carry) for kind, row in DECISIONS.items()}
