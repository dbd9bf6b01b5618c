"""The checks every random Driving Me Crazy! game must pass, base game and variants alike.

Used by ``test_properties`` and ``test_variant_properties``; each of those drives its
own games and adds only what is particular to it.
"""

from __future__ import annotations

import json
import zlib
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from core import Config, IllegalMove, events_for
from core.dmc import GAME
from core.dmc.cards import DISTANCE, DURATION, RED, SIGN
from core.dmc.rules import signs_in_deck, why_not
from core.dmc.state import State
from core.protocol import Move
from core.rng import Rng
from core.transcript import Transcript, replay
from core.undo import Undo

from .helpers import dump, referee_total, zone_counts

VIEW_KEYS = {"game", "mode", "players", "turn", "pending", "finished", "outcome", "you",
             "goal", "deck_count", "discard", "seats", "decision"}
SEAT_KEYS = {"seat", "road", "distance", "hand_count", "effects", "skipping"}
#: what each variant adds to the view and to each of its seats
VARIANT_VIEW_KEYS = {"signs_of_madness": {"signs", "sign_in_force"},
                     "quick_reactions": {"reaction_seconds"}}
VARIANT_SEAT_KEYS = {"fork_in_the_road": {"trailer", "hand_size"}}
#: decisions that show their seat the draw pile's contents, base game and per variant
DECK_KINDS = {"gps_take"}
VARIANT_DECK_KINDS = {"highway_hysterics": {"motorway_take"},
                      "fork_in_the_road": {"carpool_blue_take", "carpool_distance_take"}}
#: take events whose card is public ("show and draw", or played at once)
PUBLIC_TAKES = {"rearview_mirror", "blue", "km", "copy"}


def check_invariants(s: State, total: Counter[str]) -> None:
    """Every card is somewhere exactly once, no road passes the goal, one red card at most."""
    if not s.referee:
        assert zone_counts(s) == total
    else:
        assert referee_total(s) == sum(total.values())
        assert min(s.counts) >= 0 and s.deck_n >= 0
        # the unflipped signs are in the draw pile: never drawn, met before a reshuffle
        assert s.deck_n >= signs_in_deck(s)
    for seat in range(s.players):
        assert sum(DISTANCE[c] for c in s.roads[seat]) <= s.goal
        assert sum(1 for e in s.effects[seat] if e.card in RED) <= 1


def mutations(move: Move, rng: Rng, players: int, types: list[str], cards: tuple[str, ...],
              options: list[str]) -> list[Move]:
    """Near misses of a legal ``move``: another type, card, target, option or count, or a
    field left out."""
    option = options[0] if len(options) == 1 else options[rng.randbelow(len(options))]
    out = [
        {**move, "type": types[rng.randbelow(len(types))]},
        {**move, "card": cards[rng.randbelow(len(cards))]},
        {**move, "target": rng.randbelow(players + 2) - 1},
        {k: v for k, v in move.items() if k != "card"},
        {**move, "option": option},
        {**move, "count": rng.randbelow(5)},
    ]
    if "target" in move:
        out.append({k: v for k, v in move.items() if k != "target"})
    return out


def with_undo_copy(s: State) -> State:
    """An independent copy of ``s`` that keeps (a copy of) its undo snapshot, so that an
    undo can be tried on it."""
    trial = s.clone()
    if s.undo is not None:
        trial.undo = Undo(s.undo.seat, s.undo.before.clone(), s.undo.below)
    return trial


def check_deep(s: State, seat: int, legal: list[Move], total: Counter[str],
               bad_moves: list[Move],
               check: Callable[[State, Counter[str]], None] = check_invariants) -> None:
    """Every legal move passes ``why_not`` and keeps ``check`` when pushed; every bad move
    is refused by ``apply`` and ``why_not`` and leaves ``s`` as it was; the JSON round-trips."""
    for move in legal:
        assert why_not(s, seat, move) is None, (move, why_not(s, seat, move))
    before = dump(s)
    for move in legal:  # apply() == why_not() is None, then push()
        trial = with_undo_copy(s)
        GAME.push(trial, seat, move)
        check(trial, total)
    for bad in bad_moves:
        if bad in legal:
            continue
        with pytest.raises(IllegalMove):
            GAME.apply(s, seat, bad)
        assert why_not(s, seat, bad) is not None
        assert dump(s) == before
    assert dump(GAME.from_json(json.loads(before))) == before


def check_views(s: State, events: list[dict[str, Any]]) -> None:
    """Each seat's view and events: the right keys, its own hand only, nobody's secrets."""
    view_keys, seat_keys, deck_kinds = set(VIEW_KEYS), set(SEAT_KEYS), set(DECK_KINDS)
    for variant in s.variants:
        view_keys |= VARIANT_VIEW_KEYS.get(variant, set())
        seat_keys |= VARIANT_SEAT_KEYS.get(variant, set())
        deck_kinds |= VARIANT_DECK_KINDS.get(variant, set())
    for seat in [None, *range(s.players)]:
        view = GAME.view(s, seat)
        extra = set(view) - view_keys
        if not s.referee and seat is not None:
            assert extra == {"hand"} and Counter(view["hand"]) == Counter(s.hands[seat])
        else:
            referee = {"undo"} | ({"late_reaction", "finishing"}
                                  if "quick_reactions" in s.variants else set())
            assert extra == (referee if s.referee else set())
        for entry in view["seats"]:
            assert set(entry) == seat_keys
        decision = view["decision"]
        if decision is not None and "deck" in decision:
            assert decision["seat"] == seat and decision["kind"] in deck_kinds
            assert decision["deck"] == {card: count for card, count in Counter(s.deck).items()
                                        if card not in SIGN}
        json.dumps(view)
        for event in events_for(events, seat):
            assert "private_to" not in event and "private" not in event
            if "hand" in event:  # a Rearview Mirror's look: its viewer only
                assert event["type"] == "look" and event["seat"] == seat
            if event["type"] == "draw" and "cards" in event:
                assert event.get("seat") == seat
            if event["type"] == "take" and "card" in event:
                assert event.get("source") in PUBLIC_TAKES or event["seat"] == seat


def normalised(s: State) -> str:
    """The state's JSON with the window's opening time and held passes cleared (a transcript
    has no clock: a pass held until the pass moment is recorded when it is made); the same
    as ``dump`` for a state with no reaction window."""
    data = GAME.to_json(s)
    layers = [data]
    report = data.get("undo")
    while report is not None:  # each report the referee can take back holds a state too
        layers.append(report["state"])
        report = report.get("below")
    for layer in layers:
        if "window" in layer:
            layer["window"][5] = None
            del layer["window"][6:]
    return json.dumps(data, sort_keys=True)


def check_end(s: State, config: Config, seed: int, moves: list[tuple[int, Move]]) -> None:
    """A finished game has winners (one at exactly the goal when it ended there); the state
    round-trips through JSON and the game's transcript replays legally to the same state."""
    if GAME.is_over(s):
        outcome = GAME.outcome(s)
        assert outcome["winners"] and GAME.pending(s) == []
        if outcome["reason"] == "goal":
            assert sum(DISTANCE[c] for c in s.roads[outcome["winners"][0]]) == s.goal
    text = dump(s)
    assert dump(GAME.from_json(json.loads(text))) == text
    transcript = Transcript(game=GAME.name, config=config, seed=seed, moves=moves)
    replayed, verdict = replay(Transcript.from_dict(json.loads(json.dumps(
        transcript.to_dict()))))
    assert verdict.legal, verdict
    assert normalised(replayed) == normalised(s)


#: "a four-player state is at most 4 KB" as stored (zlib'd compact JSON, see api/store/store.py)
STATE_BYTES = 4096


def stored_bytes(s: State) -> int:
    """Return the size of ``s`` as the store keeps it: its compact JSON, zlib'd.

    The referee's undo chain holds up to ``core.undo.DEPTH`` snapshots that
    differ little from one another, so it is the stored size that counts.
    """
    return len(zlib.compress(json.dumps(GAME.to_json(s), separators=(",", ":")).encode(), 9))


def pick(legal: list[Move], rng: Rng) -> Move:
    """Return a random legal move; the table takes a report back only now and then (1 in 8).

    Uniform choice would undo whenever undo is one of two moves, and with
    several reports to take back the game would hardly move on.
    """
    own = [move for move in legal if move["type"] != "undo"]
    if not own or (len(own) < len(legal) and rng.randbelow(8) == 0):
        return {"type": "undo"}
    return own[rng.randbelow(len(own))]


def play_randomly(s: State, rng: Rng, limit: int, any_pending: bool = False,
                  max_bytes: int | None = None) -> None:
    """Push random legal moves until the game ends or ``limit`` moves were made.

    The first pending seat moves, or with ``any_pending`` a random one of them (reaction
    windows); with ``max_bytes``, every state on the way is at most that large as JSON.
    """
    for _ in range(limit):
        if GAME.is_over(s):
            break
        if max_bytes is not None:
            assert stored_bytes(s) <= max_bytes
        seats = GAME.pending(s)
        seat = seats[rng.randbelow(len(seats))] if any_pending else seats[0]
        legal = GAME.legal_moves(s, seat)
        assert legal, f"seat {seat} is pending with no legal move: {s.stack}"
        GAME.push(s, seat, pick(legal, rng))


def check_winners(s: State) -> bool:
    """Return whether the game ended; if so its winners are seats, one at exactly the goal
    when it ended there."""
    if not GAME.is_over(s):
        return False
    outcome = GAME.outcome(s)
    winners = outcome["winners"]
    assert winners and all(0 <= w < s.players for w in winners)
    if outcome["reason"] == "goal":
        assert sum(DISTANCE[c] for c in s.roads[winners[0]]) == s.goal
    return True


class TrackerWatch:
    """Follows every turn tracker (Stoplight, Traffic, Truck) of a random game from the
    report that places it to its removal, and checks it affected exactly its count of its
    target's turns ("Skip 2 turns", "for 4 turns", "for 6 turns"), however it was placed.

    A tracker is placed before any turn starts in the same push (turns start last), so the
    target's ``turn`` events after its placement are the turns it affects, skipped turns
    included, until the ``remove`` event at the start of the first turn it no longer affects.
    A referee's late reaction takes the table back to the moment the card was played: the
    watch goes back with it.  Undo is not followed (games driven for this check make none).
    """

    def __init__(self) -> None:
        #: seat -> [card, turns counted, resolved]; a seat has one red card at most
        self.live: dict[int, list[Any]] = {}
        self.at_late: dict[int, list[Any]] = {}
        self.checked: Counter[str] = Counter()

    def push(self, s: State, seat: int, move: Move) -> list[dict[str, Any]]:
        """Push ``move`` and check the trackers against its events."""
        before = {t: entry[:] for t, entry in self.live.items()}
        late_before = s.late
        events = GAME.push(s, seat, move)
        if any(e["type"] == "reaction_window" and e.get("late") for e in events):
            self.live = {t: entry[:] for t, entry in self.at_late.items()}
        elif s.late is not None and s.late is not late_before and move.get("card") != "swerve":
            self.at_late = before  # the moment a late reaction would go back to
        turns: Counter[int] = Counter()
        for event in events:
            t = event.get("seat")
            if event["type"] == "turn":
                turns[t] += 1
                if t in self.live:
                    self.live[t][1] += 1
                    card, counted, resolved = self.live[t]
                    assert resolved or counted <= DURATION[card], (card, counted)
            elif event["type"] == "resolve" and t in self.live and self.live[t][0] == event[
                    "card"]:  # Shortcut, Overtake: the restriction ends at once
                self.live[t][2] = True
            elif event["type"] == "remove" and t in self.live and self.live[t][0] in event[
                    "cards"]:
                card, counted, resolved = self.live.pop(t)
                if not resolved:
                    assert counted == DURATION[card], (card, counted)
                    self.checked[card] += 1
        if s.outcome is not None:
            return events
        for t in range(s.players):
            front = [e for e in s.effects[t] if e.card in DURATION]
            assert len(front) <= 1
            if not front:
                assert t not in self.live, (t, self.live[t], events)
                continue
            if t not in self.live or self.live[t][0] != front[0].card:
                self.live[t] = [front[0].card, turns[t], False]
            self.live[t][2] = bool(front[0].resolved)
        return events
