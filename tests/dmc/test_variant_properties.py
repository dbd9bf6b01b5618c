"""Property tests over 2,000 random games with the variants on (all, or a random subset).

Both modes, 2–10 players, a caller's clock that closes reaction windows at
their deadline, and seats that act out of turn (Swerve, referee sign flips).
"""

import json
from collections import Counter

import pytest

from core import Config, IllegalMove, events_for
from core.dmc import GAME
from core.dmc.cards import ALL_IDS, DISTANCE, RED, VARIANTS
from core.dmc.rules import why_not
from core.rng import Rng
from core.transcript import Transcript, replay

from .helpers import dump, referee_total, zone_counts

GAMES = 2000
BLOCKS = 10
MAX_MOVES = 30
DEEP_EVERY = 12
TYPES = ["play", "discard", "end_turn", "pass", "take", "draw", "skip", "undo", "react",
         "pass_reaction", "stop", "look", "choose_opponent", "flip_sign", "fly"]
#: take events whose card is public ("show and draw", or played at once)
PUBLIC_TAKES = {"rearview_mirror", "blue", "km", "copy"}


def config_for(index: int) -> Config:
    rng = Rng(index * 31 + 7)
    if index % 2 == 0:
        variants = VARIANTS
    else:
        variants = tuple(v for v in VARIANTS if rng.randbelow(2)) or (VARIANTS[index % 4],)
    options: dict = {"reaction_seconds": 1 + rng.randbelow(8)}
    if index % 3 == 0:
        options["goal"] = 150 + 50 * (index % 4)
    return Config(players=2 + index % 9, mode="digital" if (index // 2) % 2 == 0 else "referee",
                  variants=variants, options=options)


def check_invariants(s, total: Counter) -> None:
    if s.digital:
        assert zone_counts(s) == total
    else:
        assert referee_total(s) == sum(total.values())
        assert min(s.counts) >= 0 and s.deck_n >= 0
    for seat in range(s.n):
        assert sum(DISTANCE[c] for c in s.roads[seat]) <= s.goal
        assert sum(1 for e in s.effects[seat] if e[0] in RED) <= 1


def mutations(move: dict, rng: Rng, players: int) -> list[dict]:
    out = [
        {**move, "type": TYPES[rng.randbelow(len(TYPES))]},
        {**move, "card": ALL_IDS[rng.randbelow(len(ALL_IDS))]},
        {**move, "target": rng.randbelow(players + 2) - 1},
        {k: v for k, v in move.items() if k != "card"},
        {**move, "option": ["resolve_truck", "draw", "hands", "two_plays"][rng.randbelow(4)]},
        {**move, "count": rng.randbelow(5)},
    ]
    if "target" in move:
        out.append({k: v for k, v in move.items() if k != "target"})
    return out


def check_views(s, events) -> None:
    for seat in [None, *range(s.n)]:
        view = GAME.view(s, seat)
        if s.digital and seat is not None:
            assert Counter(view["hand"]) == Counter(s.hands[seat])
        else:
            assert "hand" not in view
        decision = view["decision"]
        if decision is not None and "deck" in decision:
            assert decision["seat"] == seat
        json.dumps(view)
        for event in events_for(events, seat):
            assert "private_to" not in event and "private" not in event
            if "hand" in event:  # a Rearview Mirror's look: its viewer only
                assert event["type"] == "look" and event["seat"] == seat
            if event["type"] == "draw" and "cards" in event:
                assert event["seat"] == seat
            if event["type"] == "take" and "card" in event:
                assert event.get("source") in PUBLIC_TAKES or event["seat"] == seat


def normalised(s) -> str:
    """The state's JSON with the window's opening time cleared (a transcript has no clock)."""
    data = GAME.to_json(s)
    layer = data
    while layer is not None:  # the referee's undo snapshot holds a state too
        if "window" in layer:
            layer["window"][5] = None
        layer = layer.get("undo", {}).get("state")
    return json.dumps(data, sort_keys=True)


def play_one(index: int) -> bool:
    """Play one random game with every check; return True when it ended."""
    config = config_for(index)
    seed = 7919 * index + 3
    s = GAME.new(config, seed)
    total = Counter(s.totals)
    rng = Rng(seed ^ 0x9E3779B9)
    moves = []
    now = 1_000.0
    for step in range(MAX_MOVES):
        if GAME.is_over(s):
            break
        now += rng.randbelow(4)
        waiting = list(s.window[4]) if s.window is not None else []
        for event in GAME.tick(s, now):
            if "move" in event:  # a move the deadline made: it belongs in the transcript
                assert event["move"] == {"type": "pass_reaction"} and event.get("deadline")
                moves.append((event["seat"], event["move"]))
        if waiting and s.window is None and s.outcome is None:
            # the deadline closed the window: a late reaction is refused
            for seat in waiting:
                for card in ("stop_sign", "yield", "backseat_driver"):
                    assert why_not(s, seat, {"type": "react", "card": card}) is not None
                assert why_not(s, seat, {"type": "pass_reaction"}) is not None
        if GAME.is_over(s):
            break
        check_invariants(s, total)
        pending = GAME.pending(s)
        assert pending
        seat = pending[rng.randbelow(len(pending))]
        if rng.randbelow(6) == 0:  # someone acting out of turn: Swerve, a sign flip
            other = rng.randbelow(s.n)
            if GAME.legal_moves(s, other):
                seat = other
        legal = GAME.legal_moves(s, seat)
        assert legal
        deep = step % DEEP_EVERY == 0
        if deep:
            for move in legal:
                assert why_not(s, seat, move) is None, (move, why_not(s, seat, move))
            before = dump(s)
            for move in legal:
                trial = s.clone(with_undo=True)
                GAME.push(trial, seat, move)
                check_invariants(trial, total)
            for bad in mutations(legal[rng.randbelow(len(legal))], rng, s.n):
                if bad in legal:
                    continue
                with pytest.raises(IllegalMove):
                    GAME.apply(s, seat, bad)
                assert why_not(s, seat, bad) is not None
                assert dump(s) == before
            assert dump(GAME.from_json(json.loads(before))) == before
        move = legal[rng.randbelow(len(legal))]
        events = (GAME.apply if deep else GAME.push)(s, seat, move)
        moves.append((seat, move))
        if deep:
            check_views(s, events)
    check_invariants(s, total)
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
    return GAME.is_over(s)


@pytest.mark.parametrize("block", range(BLOCKS))
def test_random_variant_games_keep_every_invariant(block):
    size = GAMES // BLOCKS
    ended = sum(play_one(index) for index in range(block * size, (block + 1) * size))
    assert ended >= 5  # the short-goal games reach their end


def test_random_variant_games_finish_with_a_winner():
    finished = 0
    for index in range(40):
        config = config_for(index)
        s = GAME.new(config, index)
        rng = Rng(index)
        for _ in range(8000):
            if GAME.is_over(s):
                break
            seats = GAME.pending(s)
            seat = seats[rng.randbelow(len(seats))]
            legal = GAME.legal_moves(s, seat)
            GAME.push(s, seat, legal[rng.randbelow(len(legal))])
        if GAME.is_over(s):
            finished += 1
            winners = GAME.outcome(s)["winners"]
            assert winners and all(0 <= w < s.n for w in winners)
    assert finished >= 35


def test_four_player_state_with_every_variant_is_at_most_4_kb():
    for seed in range(20):
        for mode in ("digital", "referee"):
            s = GAME.new(Config(players=4, mode=mode, variants=VARIANTS), seed)
            rng = Rng(seed)
            for _ in range(300):
                if GAME.is_over(s):
                    break
                assert len(json.dumps(GAME.to_json(s), separators=(",", ":"))) <= 4096
                seats = GAME.pending(s)
                seat = seats[rng.randbelow(len(seats))]
                legal = GAME.legal_moves(s, seat)
                GAME.push(s, seat, legal[rng.randbelow(len(legal))])
