"""The catalogue describes every card and decision in the rulebook's words (one source)."""

from __future__ import annotations

from core import Config
from core.dmc import GAME
from core.dmc.cards import ALL_IDS, BY_ID, FORBIDS, OPTIONS, VARIANTS
from core.rng import Rng

CATALOGUE = GAME.catalogue()
CARDS = {card["id"]: card for card in CATALOGUE["cards"]}


def test_every_card_of_the_box_has_its_effect_in_words():
    assert list(CARDS) == list(ALL_IDS)
    for card in CARDS.values():
        assert card["text"].strip(), card["id"]
        assert card["title"] and card["colour"] in CATALOGUE["colours"]


def test_each_option_of_a_one_effect_or_another_card_quotes_the_card():
    """"Each has a choice of one effect or another when you play the card.\""""
    for card_id, pair in OPTIONS.items():
        options = CARDS[card_id]["options"]
        assert [o["option"] for o in options] == list(pair)
        for option in options:
            assert option["text"] in CARDS[card_id]["text"]
    assert all(not card["options"] for card_id, card in CARDS.items() if card_id not in OPTIONS)


def test_each_sign_says_which_card_it_forbids():
    """"Highway Sign: No stoplight cards may be played." — and so on for each sign."""
    for card_id, card in CARDS.items():
        assert card["forbids"] == FORBIDS.get(card_id)
        if card["forbids"]:
            assert BY_ID[card["forbids"]].title.lower() in card["text"].lower()


def test_the_notes_printed_under_shortcut_overtake_and_trailer_come_with_them():
    assert "lay the shortcut in front of you" in CARDS["shortcut"]["note"]
    assert "lay the overtake in front of you" in CARDS["overtake"]["note"]
    assert "does not adjust other action cards" in CARDS["trailer"]["note"]


def test_every_decision_the_view_asks_for_is_described_and_nothing_else():
    """Random games of every variant and both modes: each ``decision.kind`` shown has a
    sentence in the catalogue, and every sentence belongs to a kind that is shown."""
    seen: set[str] = set()
    for seed in range(40):
        mode = "digital" if seed % 2 == 0 else "referee"
        state = GAME.new(Config(players=2 + seed % 5, mode=mode, variants=VARIANTS), seed)
        rng = Rng(seed)
        for _ in range(400):
            if GAME.is_over(state):
                break
            seats = GAME.pending(state)
            seat = seats[rng.randbelow(len(seats))]
            decision = GAME.view(state, seat).get("decision")
            if decision:
                seen.add(decision["kind"])
            moves = GAME.legal_moves(state, seat)
            GAME.push(state, seat, moves[rng.randbelow(len(moves))])
    seen.add(_flip_signs_decision())
    seen.add(_finishing_decision())
    assert seen == set(CATALOGUE["decisions"])


def _finishing_decision() -> str:
    """The kind a referee table with Quick Reactions sees while the card that reached the goal
    may still be answered (random games seldom reach the goal in 400 moves)."""
    state = GAME.new(Config(players=3, mode="referee", variants=("quick_reactions",),
                            options={"first_player": 0, "goal": 100}), 1)
    GAME.apply(state, 0, {"type": "play", "card": "km100"})
    return str(GAME.view(state, 1)["decision"]["kind"])


def _flip_signs_decision() -> str:
    """The kind a referee draw shows when only signs are left in the draw pile (400 random
    moves rarely run the pile down that far)."""
    state = GAME.new(Config(players=2, mode="referee", variants=("signs_of_madness",),
                            options={"first_player": 0}), 1)
    state.deck_n, state.discard = 1, ["km50"]
    state.signs = ["highway_sign"] * 3 + ["no_u_turn_sign"] * 3 + ["low_tunnel_sign"] * 3 + [
        "speed_bumps_sign"] * 3 + ["signal_not_found"] * 2
    return str(GAME.view(state, 0)["decision"]["kind"])  # the last sign is on top


def test_players_and_variants_use_the_shared_vocabulary():
    assert CATALOGUE["players"] == {"min": 2, "max": 10}
    assert [v["name"] for v in CATALOGUE["variants"]] == list(VARIANTS)
    assert "min_players" not in CATALOGUE and "variant_descriptions" not in CATALOGUE
