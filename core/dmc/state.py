"""The state of one Driving Me Crazy! game and its compact, versioned JSON form.

One class serves both modes.  In digital mode the engine holds the hands and
the ordered draw pile; in referee mode only their sizes are known (``counts``
and ``deck_n``), everything on the table (roads, cards in front, the discard
pile) is known in both.

Pending actions live on ``stack`` (top last) as one record class per kind
(:mod:`core.dmc.entries`), saved as the lists ``[kind, seat, n, source]``:

- ``("end", seat, 0, "")`` end the turn (rotate trackers, next player);
- ``("draw", seat, n, source)`` draw ``n`` cards (``REFILL``: up to the hand size);
- ``("play", seat, 0, source)`` an additional play granted by ``source``;
- ``("take", seat, n, "gps")`` pick ``n`` more cards from the deck (digital GPS);
- ``("toll", victim, n, "toll_booth")`` the victim discards ``n`` more cards;
- ``("done", seat, 0, card)`` the blue ``card`` in front of ``seat`` is resolved.

Variant entries (see ``docs/rules/driving-me-crazy.md``):

- ``("free", seat, placed, card)`` ``seat`` plays ``card`` without it coming from
  their hand (Backseat Driver, Carpool); ``placed`` 1: the card waits here and is
  placed as played; 0: only its effect (Carpool's opponent), the card lies elsewhere;
- ``("camera", victim, n, "speed_camera")`` the victim discards ``n`` more distance cards;
- ``("rest", seat, 0, "rest_stop")`` discard as many cards as wanted, then ``stop``;
- ``("mirror", seat, n, "rearview_mirror")`` draw ``n`` more chosen cards from the discard pile;
- ``("look", seat, mask, "rearview_mirror")`` look at hands; ``mask``: seats already seen;
- ``("blue", seat, 0, "carpool")`` search the deck for a blue card to play (Carpool);
- ``("km", seat, n, "carpool")`` search the deck for ``n`` more distance cards to play;
- ``("give", seat, 0, ids)`` choose the opponent who gets copies of the distance cards
  ``ids`` (space-separated card ids; Carpool); ``("give", seat, 1, card)``: the
  opponent who also gets the blue ``card``'s effect (the card waits here);
- ``("copy", target, 0, card)`` referee: take another ``card`` for ``target``'s road.

An open reaction window (Quick Reactions) is ``window``, a
:class:`ReactionWindow` (saved as ``[card, seat, target, option, waiting seats,
opened]``, then ``held`` while a digital window's pass moment is ahead): the card
played, its player, target and option, the seats that have not yet answered, the
opening time the caller gave (:func:`core.dmc.reactions.tick`), or None, and the
seats whose "no reaction" is held until the pass moment.
Referee mode never leaves a window open: ``late`` keeps the state as it was
when the last card was played, window open, until the next report (see
:mod:`core.dmc.reactions`).  A card that reaches the goal while a reaction to it
may still be reported holds the end: ``finishing`` is the outcome it would give
and the card (``{"winners": [seat], "reason": "goal", "card": card, "opened": t}``;
``opened`` the caller's time when first ticked, or None) until the table confirms it
(``finish``), its deadline passes or a reaction takes the table back (saved as
``finishing``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from itertools import repeat
from operator import methodcaller
from typing import Any

from core.dmc.cards import BY_CODE, BY_ID, CODE, OPTIONS
from core.dmc.entries import Entry, record
from core.dmc.setup import Derived, derived_from, read_config
from core.errors import InvalidState
from core.memo import Memo, remember
from core.protocol import Config
from core.rng import Rng, int_from_json, int_to_json, stored_rng
from core.undo import Undo, undo_from_json, undo_to_json

VERSION = 1
HAND_SIZE = 4
#: Trailer's "Draw until you have 6 cards in your hand"
TRAILER_HAND_SIZE = 6
#: the reaction window's deadline, seconds (option ``reaction_seconds``)
REACTION_SECONDS = 15
#: digital: the fixed moment, seconds after a window opens, at which every seat that has
#: not answered and cannot answer is passed for (option ``pass_seconds``)
PASS_SECONDS = 2
#: ``n`` of a draw entry meaning "until the hand holds HAND_SIZE cards"
REFILL = -1

PHASES = ("main", "discarding", "acting")



@dataclass(slots=True)
class ReactionWindow:
    """An open Quick Reactions window: ``card`` played by ``player`` waits for answers."""

    card: str
    player: int
    target: int | None
    option: str | None
    #: the seats that have not answered yet, clockwise from the card's player
    waiting: list[int]
    #: the caller's time when the window was first ticked, or None before that
    opened: float | int | None = None
    #: digital, timed: the seats (still listed as waiting) whose "no reaction" is held,
    #: secret, until the window's pass moment; None: no pass moment ahead (untimed, or
    #: passed), so a pass counts at once (see :mod:`core.dmc.reactions`)
    held: list[int] | None = None

    def copy(self) -> ReactionWindow:
        """Return an independent copy (its own waiting and held lists)."""
        return ReactionWindow(self.card, self.player, self.target, self.option,
                              self.waiting[:], self.opened,
                              None if self.held is None else self.held[:])


@dataclass(slots=True)
class Effect:
    """A card lying in front of a player (saved as a short code, see ``state_to_json``).

    ``turns``: the tracker's count of the player's turns still affected (Stoplight,
    Traffic, Truck; 0 for other cards); ``resolved``: Shortcut or Overtake resolved
    it; ``fresh``: a tracker placed during its player's own turn, which that turn
    does not turn (see :func:`core.dmc.counts.turns_left`).
    """

    card: str
    turns: int
    resolved: bool = False
    fresh: bool = False

    def copy(self) -> Effect:
        """Return an independent copy."""
        return Effect(self.card, self.turns, self.resolved, self.fresh)


@dataclass(slots=True)
class Trailer:
    """A Trailer played for oneself: its ``option`` lasts ``turns_left`` more own turns."""

    option: str
    turns_left: int

    def copy(self) -> Trailer:
        """Return an independent copy."""
        return Trailer(self.option, self.turns_left)


class State:
    """Everything about one game; mutated in place by the rules."""

    __slots__ = (
        "config", "referee", "players", "goal", "totals", "sign_total", "rng", "deck", "deck_n",
        "hands", "counts", "roads", "effects", "discard", "turn", "phase", "stack", "idle",
        "outcome", "undo", "variants", "window", "signs", "trailer", "late", "finishing",
    )

    def __init__(self, config: Config, derived: Derived | None = None) -> None:
        # what the config decides (``derived``: :func:`derived_from` of ``config``, read once a
        # config's text by state_from_json); sign_total: how many signs the deck holds
        # (Signs of Madness), read at every draw
        (self.config, self.referee, self.players, self.goal, self.totals, self.sign_total,
         self.variants) = derived_from(config) if derived is None else derived
        #: all chance: shuffles and reshuffles (digital; referee mode draws nothing)
        self.rng = Rng(0)
        #: digital: the draw pile, top last (empty in referee mode)
        self.deck: list[str] = []
        #: referee: the size of the draw pile (digital: unused, ``len(deck)``)
        self.deck_n = 0
        # the per-seat lists are built by map, not a comprehension (a frame each): every
        # state decoded builds them first
        #: digital: each seat's hand
        self.hands: list[list[str]] = list(map(list, repeat((), self.players)))
        #: referee: each seat's hand size
        self.counts: list[int] = [0] * self.players
        self.roads: list[list[str]] = list(map(list, repeat((), self.players)))
        #: per seat, the cards lying in front of them
        self.effects: list[list[Effect]] = list(map(list, repeat((), self.players)))
        self.discard: list[str] = []
        self.turn = 0
        self.phase = "main"
        self.stack: list[Entry] = []
        #: consecutive passes while draw and discard piles are both empty
        self.idle = 0
        self.outcome: dict[str, Any] | None = None
        #: referee: the last report's seat and the state before it (see core.undo)
        self.undo: Undo | None = None
        #: Quick Reactions: the open reaction window (see the module docstring)
        self.window: ReactionWindow | None = None
        #: Signs of Madness: the sign pile, top (the sign in force) last
        self.signs: list[str] = []
        #: Trailer: per seat, each active Trailer (saved as "<option index><turns left>")
        self.trailer: list[list[Trailer]] = list(map(list, repeat((), self.players)))
        #: referee, Quick Reactions: the state when the last card was played, its window
        #: open, which a late reaction answers until the next report (never mutated)
        self.late: State | None = None
        #: referee, Quick Reactions: the outcome held while the card that reached the goal
        #: may still be answered (``late``), or None
        self.finishing: dict[str, Any] | None = None

    def clone(self) -> State:
        """Return an independent copy without the undo snapshot."""
        other = State.__new__(State)
        other.config = self.config
        other.referee = self.referee
        other.players = self.players
        other.goal = self.goal
        other.totals = self.totals
        other.sign_total = self.sign_total
        other.rng = stored_rng(self.rng.state)
        other.deck = self.deck[:]
        other.deck_n = self.deck_n
        other.hands = [hand[:] for hand in self.hands]
        other.counts = self.counts[:]
        other.roads = [road[:] for road in self.roads]
        other.effects = [[e.copy() for e in front] for front in self.effects]
        other.discard = self.discard[:]
        other.turn = self.turn
        other.phase = self.phase
        other.stack = self.stack[:]
        other.idle = self.idle
        other.outcome = None if self.outcome is None else dict(self.outcome)
        other.undo = None
        other.variants = self.variants
        other.window = None if self.window is None else self.window.copy()
        other.signs = self.signs[:]
        other.trailer = [[t.copy() for t in seat] for seat in self.trailer]
        other.late = self.late  # shared: a snapshot is replaced, never changed
        other.finishing = None if self.finishing is None else dict(self.finishing)
        return other


# Every request that reads a game decodes its state, every commit encodes one: the card
# lists go through map with the dicts' own lookups, partial and methodcaller, so no Python
# frame is entered per card, per seat or per list (a generator here was ~110 steps of every
# POST /moves; the comprehensions and helpers after it ~50 of every streamed move).

#: a list of card ids to the map of their one-letter codes (join it: the saved text)
_CODES = partial(map, CODE.__getitem__)

#: a card's id by its one-letter code, derived from the cards' table
_ID_OF_CODE: dict[str, str] = {code: card.id for code, card in BY_CODE.items()}

#: a saved text of codes to the map of its card ids (list it: the cards)
_IDS = partial(map, _ID_OF_CODE.__getitem__)

#: an entry's saved list, from its record (each kind's ``saved``)
_SAVED = methodcaller("saved")



def _read_cards(text: str) -> tuple[str, ...]:
    """Return the card ids of a saved text of codes, kept for :data:`_CODE_TEXTS` too."""
    cards = tuple(_IDS(text))
    remember(_CODE_TEXTS, cards, text, _CODE_TEXTS.most)  # (a code is one card's: the same)
    return cards


def _write_cards(cards: tuple[str, ...]) -> str:
    """Return the saved text of codes of ``cards``, kept for :data:`_ID_TUPLES` too."""
    text = "".join(_CODES(cards))
    remember(_ID_TUPLES, text, cards, _ID_TUPLES.most)  # read next by this process's streams
    return text


#: a saved text of codes -> its card ids (a tuple: list it); and the other way, for the
#: commit.  The draw pile, the discard pile and the roads change little from one version
#: to the next, and a server encodes each version once and decodes it more than once:
#: most of these are found here, worked out once
_ID_TUPLES: Memo[str, tuple[str, ...]] = Memo(_read_cards, 4096)
_CODE_TEXTS: Memo[tuple[str, ...], str] = Memo(_write_cards, 4096)


def _effect_code(e: Effect) -> str:
    return f"{CODE[e.card]}{e.turns}{'r' if e.resolved else ''}{'f' if e.fresh else ''}"


def _effect(text: str) -> Effect:
    """Read ``_effect_code``: card code, turns left, then ``r`` (resolved), ``f`` (fresh)."""
    fresh = text.endswith("f")
    text = text[:-1] if fresh else text
    resolved = text.endswith("r")
    return Effect(BY_CODE[text[0]].id, int(text[1:-1] if resolved else text[1:]), resolved, fresh)


def _time(value: Any) -> float | int | None:
    """Check a window's opening time: None or a JSON number, kept as given."""
    if value is None or (isinstance(value, (int, float)) and not isinstance(value, bool)):
        return value
    raise ValueError("window opening time")


def state_to_json(state: State) -> dict[str, Any]:
    """Return the versioned JSON form of ``state`` (cards as one-character codes)."""
    data: dict[str, Any] = {
        "v": VERSION,
        "config": state.config.to_dict(),
        "turn": state.turn,
        "phase": state.phase,
        "roads": list(map(_CODE_TEXTS.__getitem__, map(tuple, state.roads))),
        "effects": list(map(list, map(partial(map, _effect_code), state.effects))),
        "discard": _CODE_TEXTS[tuple(state.discard)],
        "stack": list(map(list, map(_SAVED, state.stack))),
        "idle": state.idle,
        "outcome": state.outcome,
    }
    if state.window is not None:
        w = state.window
        data["window"] = [CODE[w.card], w.player, w.target, w.option, w.waiting, w.opened]
        if w.held is not None:  # only while a pass moment is ahead: older states unchanged
            data["window"].append(w.held)
    if "signs_of_madness" in state.variants:
        data["signs"] = "".join(_CODES(state.signs))
    if "fork_in_the_road" in state.variants:
        data["trailer"] = [[f"{OPTIONS['trailer'].index(t.option)}{t.turns_left}" for t in seat]
                           for seat in state.trailer]
    if not state.referee:
        data["rng"] = int_to_json(state.rng.state)
        data["deck"] = _CODE_TEXTS[tuple(state.deck)]
        data["hands"] = list(map("".join, map(_CODES, state.hands)))
    else:
        data["deck"] = state.deck_n
        data["hands"] = list(state.counts)
        undo = undo_to_json(state, state_to_json)
        if undo is not None:
            data["undo"] = undo
        if state.late is not None:
            data["late"] = state_to_json(state.late)
        if state.finishing is not None:
            data["finishing"] = state.finishing
    return data


def _load_window(window: Any) -> ReactionWindow | None:
    """Read a saved reaction window (see the module docstring), or None."""
    if window is None:
        return None
    code, seat, target, option, waiting, opened, *rest = window
    if len(rest) > 1:
        raise ValueError("reaction window")
    held = None if not rest or rest[0] is None else [int(h) for h in rest[0]]
    return ReactionWindow(BY_CODE[code].id, int(seat), None if target is None else int(target),
                          None if option is None else str(option), [int(w) for w in waiting],
                          _time(opened), held)


def _load_table(state: State, data: dict[str, Any]) -> None:
    """Read what lies on the table, known in both modes."""
    n = state.players
    state.turn = int(data["turn"])
    state.phase = str(data["phase"])
    if state.phase not in PHASES or not 0 <= state.turn < n:
        raise ValueError("phase or turn")
    state.roads = list(map(list, map(_ID_TUPLES.__getitem__, data["roads"])))
    state.effects = list(map(list, map(partial(map, _effect), data["effects"])))
    state.discard = list(_ID_TUPLES[data["discard"]])
    stack = data["stack"]
    # most states at rest wait for no entry: no comprehension (a frame) for none (!= [], not
    # truth: anything else, None too, is read and refused as before)
    if stack != []:
        state.stack = [record(str(k), int(seat), int(num), str(src)) for k, seat, num, src in stack]
    state.idle = int(data["idle"])
    if data.get("window") is not None:  # most states have no window open: no call for none
        state.window = _load_window(data["window"])
    state.signs = list(_IDS(data.get("signs", "")))
    if "trailer" in data:  # else no Trailer is active: the new state's empty lists
        state.trailer = [[Trailer(OPTIONS["trailer"][int(t[0])], int(t[1:])) for t in seat]
                         for seat in data["trailer"]]
    outcome = data["outcome"]
    state.outcome = None if outcome is None else dict(outcome)


def _load_hidden(state: State, data: dict[str, Any]) -> None:
    """Read the hands and the draw pile: digital, the cards; referee, their sizes."""
    if not state.referee:
        state.rng = stored_rng(int_from_json(data["rng"]))
        state.deck = list(_ID_TUPLES[data["deck"]])
        state.hands = list(map(list, map(_IDS, data["hands"])))
        if len(state.hands) != state.players:
            raise ValueError("hands")
        return
    state.deck_n = int(data["deck"])
    state.counts = [int(c) for c in data["hands"]]
    if len(state.counts) != state.players:
        raise ValueError("hands")
    state.undo = undo_from_json(data.get("undo"), state_from_json)
    late = data.get("late")
    if late is not None:
        if not isinstance(late, dict) or "late" in late or "undo" in late:
            raise ValueError("late: a snapshot holds no snapshot of its own")
        state.late = state_from_json(late)
    finishing = data.get("finishing")
    if finishing is not None:
        if state.late is None or not isinstance(finishing, dict):
            raise ValueError("finishing: an outcome held while a late reaction is possible")
        state.finishing = {"winners": [int(w) for w in finishing["winners"]],
                           "reason": str(finishing["reason"]),
                           "card": BY_ID[finishing["card"]].id,
                           "opened": _time(finishing.get("opened"))}
        if finishing.get("declined"):  # the seats that said they do not answer the card
            state.finishing["declined"] = [int(s) for s in finishing["declined"]]


def outcome(state: State) -> dict[str, Any] | None:
    """Return ``{"winners": [...], "reason": "goal" | "deck_exhausted"}`` once over, else None
    (a copy: the state's own ``outcome`` stays as it is)."""
    return None if state.outcome is None else dict(state.outcome)


def state_from_json(data: Any) -> State:
    """Rebuild a state from :func:`state_to_json`; raise InvalidState when unreadable."""
    if not isinstance(data, dict):
        raise InvalidState("a Driving Me Crazy! state must be a JSON object")
    if data.get("v") != VERSION:
        raise InvalidState(f"unsupported state version {data.get('v')!r}")
    try:
        derived = read_config(data["config"])
        state = State(derived[0], derived)
        _load_table(state, data)
        _load_hidden(state, data)
        n = state.players
        if len(state.roads) != n or len(state.effects) != n or len(state.trailer) != n:
            raise ValueError("seats")
    except InvalidState:  # an undo snapshot (read by this function again) said what is wrong
        raise
    # RoadtripError is a ValueError, so a bad config's InvalidConfig is caught here too
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise InvalidState(f"malformed Driving Me Crazy! state: {exc}") from None
    return state
