"""Property tests over thousands of seeded random games, both modes, 2–10 players."""

import json
from collections import Counter

import pytest

from core import Config, IllegalMove, events_for
from core.dmc import GAME
from core.dmc.cards import BASE_IDS, DISTANCE, RED
from core.dmc.rules import why_not
from core.rng import Rng
from core.transcript import Transcript, replay

from .helpers import dump, referee_total, zone_counts

GAMES = 2000
MAX_MOVES = 40
DEEP_EVERY = 10  # every enumerated move applied, mutations, JSON and views
VIEW_KEYS = {"game", "mode", "players", "turn", "pending", "finished", "outcome", "you",
             "goal", "deck_count", "discard", "seats", "decision"}
SEAT_KEYS = {"seat", "road", "distance", "hand_count", "effects", "skipping"}
TYPES = ["play", "discard", "end_turn", "pass", "take", "draw", "skip", "undo", "fly"]


def config_for(index: int) -> Config:
    # every third game races to a short goal, so many games reach their end
    options = {"goal": 150 + 50 * (index % 4)} if index % 3 == 0 else {}
    return Config(players=2 + index % 9, mode="digital" if (index // 9) % 2 == 0 else "referee",
                  options=options)


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
        {**move, "card": BASE_IDS[rng.randbelow(len(BASE_IDS))]},
        {**move, "target": rng.randbelow(players + 2) - 1},
        {k: v for k, v in move.items() if k != "card"},
        {**move, "option": "resolve_traffic"},
        {**move, "count": rng.randbelow(5)},
    ]
    if "target" in move:
        out.append({k: v for k, v in move.items() if k != "target"})
    return out


def check_views(s, events) -> None:
    for seat in [None, *range(s.n)]:
        view = GAME.view(s, seat)
        extra = set(view) - VIEW_KEYS
        if s.digital and seat is not None:
            assert extra == {"hand"} and Counter(view["hand"]) == Counter(s.hands[seat])
        else:
            assert extra == ({"undo"} if not s.digital else set())
        for entry in view["seats"]:
            assert set(entry) == SEAT_KEYS
        decision = view["decision"]
        if decision is not None and "deck" in decision:
            assert decision["seat"] == seat and decision["kind"] == "gps_take"
            assert decision["deck"] == dict(Counter(s.deck)) or sorted(
                decision["deck"].items()) == sorted(Counter(s.deck).items())
        json.dumps(view)
        for event in events_for(events, seat):
            assert "private_to" not in event and "private" not in event
            if "cards" in event and event["type"] == "draw":
                assert event.get("seat") == seat


def play_one(index: int) -> bool:
    """Play one random game with every check; return True when it ended."""
    config = config_for(index)
    seed = 7919 * index + 1
    s = GAME.new(config, seed)
    total = Counter(s.totals)
    rng = Rng(seed ^ 0x5DEECE66D)
    moves = []
    for step in range(MAX_MOVES):
        if GAME.is_over(s):
            break
        check_invariants(s, total)
        seat = GAME.pending(s)[0]
        legal = GAME.legal_moves(s, seat)
        assert legal
        if step % DEEP_EVERY == 0:
            for move in legal:
                assert why_not(s, seat, move) is None, (move, why_not(s, seat, move))
            before = dump(s)
            for move in legal:  # apply() == why_not() is None, then push()
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
        # the checked path runs on the deep steps and in the replay below
        events = (GAME.apply if step % DEEP_EVERY == 0 else GAME.push)(s, seat, move)
        moves.append((seat, move))
        if step % DEEP_EVERY == 0:
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
    assert verdict.legal and dump(replayed) == text
    return GAME.is_over(s)


@pytest.mark.parametrize("block", range(10))
def test_random_games_keep_every_invariant(block):
    ended = sum(play_one(index) for index in range(block * GAMES // 10, (block + 1) * GAMES // 10))
    assert ended >= 10  # the short-goal games reach their end


def test_random_games_finish_with_a_winner():
    finished = 0
    for index in range(60):
        s = GAME.new(config_for(index), index)
        rng = Rng(index)
        for _ in range(6000):
            if GAME.is_over(s):
                break
            seat = GAME.pending(s)[0]
            legal = GAME.legal_moves(s, seat)
            GAME.push(s, seat, legal[rng.randbelow(len(legal))])
        if GAME.is_over(s):
            finished += 1
            winners = GAME.outcome(s)["winners"]
            assert winners and all(0 <= w < s.n for w in winners)
            if GAME.outcome(s)["reason"] == "goal":
                assert sum(DISTANCE[c] for c in s.roads[winners[0]]) == s.goal
    assert finished >= 50


def test_four_player_digital_state_is_at_most_4_kb():
    for seed in range(30):
        s = GAME.new(Config(players=4), seed)
        rng = Rng(seed)
        for _ in range(200):
            if GAME.is_over(s):
                break
            assert len(json.dumps(GAME.to_json(s), separators=(",", ":"))) <= 4096
            seat = GAME.pending(s)[0]
            legal = GAME.legal_moves(s, seat)
            GAME.push(s, seat, legal[rng.randbelow(len(legal))])
