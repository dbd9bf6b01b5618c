"""Every event type an engine emits has a sentence in the web app's log.

Random games of every registered game, in both modes, with each variant alone
and all together (and Drive's options), are played with ``core`` directly; every
event they emit (and the lobby's own) is then put into words by web/js/words.js
in the browser.  An event type without a sentence, or a sentence with a hole
("undefined", "null", "NaN"), fails.
"""

from __future__ import annotations

from typing import Any

import pytest

from core.protocol import Config
from core.registry import game_names, get_game
from core.rng import Rng

pytestmark = pytest.mark.browser

SEEDS = range(3)
HOLES = ("undefined", "null", "NaN", "[object")
LOBBY_EVENTS = [{"type": "joined", "seat": 1, "name": "Bob"}, {"type": "started"}]
#: events random games seldom emit, written out: a house deck's described card booked
#: anew when a later report names its look-alike (Drive's rebook)
RARE_EVENTS = {"drive": [{"type": "rebook", "card": "straight", "now": "straight-quayside",
                          "x": 0, "y": 1, "rotation": 90}]}


def setups(name: str) -> list[Config]:
    """Both modes with no variant, each variant alone, all of them; Drive's options on too."""
    game = get_game(name)
    entry = game.catalogue()
    variants = [v["name"] for v in entry["variants"]]
    combos = [(), *[(v,) for v in variants], tuple(variants)] if variants else [()]
    flags = [k for k, spec in entry["options"].items() if spec.get("type") == "boolean"]
    options = [{}, {k: True for k in flags}] if flags else [{}]
    players = entry["players"]
    out = []
    for mode in ("digital", "referee"):
        for combo in combos:
            for opts in options:
                for n in {players["min"], min(players["max"], 4)}:
                    out.append(Config(players=n, mode=mode, variants=combo, options=opts))
    return out


def emitted(name: str) -> dict[str, dict[str, Any]]:
    """One example event of each type ``name``'s engine emits over random games."""
    game = get_game(name)
    found: dict[str, dict[str, Any]] = {}
    for config in setups(name):
        for seed in SEEDS:
            state = game.new(config, seed)
            rng = Rng(seed + 1000)
            for _ in range(1500):
                if game.is_over(state):
                    break
                seats = game.pending(state)
                if seats:
                    seat = seats[rng.randbelow(len(seats))]
                    moves = game.legal_moves(state, seat)
                    events = game.push(state, seat, moves[rng.randbelow(len(moves))])
                else:
                    events = []
                due = game.deadline(state)
                # let a reaction window time out now and then, as the clock would
                if due is not None and (not seats or rng.randbelow(4) == 0):
                    events = events + game.tick(state, due if due > float("-inf") else 0.0)
                    if due == float("-inf"):
                        events = events + game.tick(state, 10**9)
                for event in events:
                    found.setdefault(event["type"], event)
    return found


def test_every_event_type_of_every_engine_has_a_sentence(phone):
    page = phone("/")
    page.wait_for_selector("h1")
    for name in game_names():
        events = list(emitted(name).values()) + RARE_EVENTS.get(name, []) + LOBBY_EVENTS
        players = [{"seat": i, "name": f"Player {i + 1}", "bot": False, "joined": True}
                   for i in range(10)]
        said = page.evaluate("""async ([name, events, players]) => {
          const words = await import('/js/words.js');
          const model = await import('/js/model.js');
          const r = await fetch('/api/v1/games/catalogue');
          for (const entry of (await r.json()).games) model.learnGame(entry);
          const game = { game: name, players };
          return events.map((e) => [e.type, words.describeEvent(e, game)]);
        }""", [name, events, players])
        missing = sorted(t for t, text in said if not text)
        assert missing == [], f"{name}: no sentence for {missing}"
        holes = [(t, text) for t, text in said if any(w in text for w in HOLES)]
        assert holes == [], f"{name}: {holes}"
    assert not page.js_errors


def test_a_timed_out_pass_says_so_and_window_noise_is_folded(phone):
    page = phone("/")
    page.wait_for_selector("h1")
    events = [
        {"type": "play", "seat": 0, "card": "traffic", "target": 1},
        {"type": "reaction_window", "seat": 0, "card": "traffic", "waiting": [1, 2]},
        {"type": "reaction_window_opened", "at": 1.0, "deadline": 16.0},
        {"type": "pass_reaction", "seat": 1},
        {"type": "pass_reaction", "seat": 2, "deadline": True, "move": {"type": "pass_reaction"}},
        {"type": "reaction_window_closed", "card": "traffic", "reason": "all_passed"},
    ]
    lines = page.evaluate("""async (events) => {
      const words = await import('/js/words.js');
      const model = await import('/js/model.js');
      const r = await fetch('/api/v1/games/catalogue');
      for (const entry of (await r.json()).games) model.learnGame(entry);
      const players = [0, 1, 2].map((i) => ({ seat: i, name: ['Ann', 'Bob', 'Cy'][i] }));
      return words.logLines(events, { game: 'driving-me-crazy', players }).map((l) => l.text);
    }""", events)
    assert lines == ["Cy did not react in time.",
                     "Ann played Traffic on Bob — nobody reacted."]
