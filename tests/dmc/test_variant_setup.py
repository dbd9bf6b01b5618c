"""Choosing variants per game: deck contents, catalogue, schemas and the state's JSON."""

import json
from collections import Counter

import jsonschema

from core import Config
from core.dmc import GAME
from core.dmc.cards import CARDS, VARIANT_TEXT, VARIANTS
from core.playout import random_playout

from .helpers import dump, play, position, zone_counts


def test_each_variant_deals_exactly_its_own_cards():
    for variant in VARIANTS:
        s = GAME.new(Config(players=4, variants=(variant,)), 3)
        dealt = {card for card in zone_counts(s) if Counter(s.totals)[card]}
        extra = {card.id for card in CARDS if card.variant == variant}
        others = {card.id for card in CARDS if card.variant not in (None, variant)}
        assert extra <= dealt and not others & dealt
        assert sum(s.totals.values()) == 104 + sum(c.variant_count for c in CARDS
                                                   if c.variant == variant)


def test_all_variants_combine_in_both_modes():
    for mode in ("digital", "referee"):
        s = GAME.new(Config(players=5, mode=mode, variants=VARIANTS), 8)
        assert sum(s.totals.values()) == 104 + 56
        GAME.check_config(Config(players=5, mode=mode, variants=VARIANTS))


def test_catalogue_lists_the_variants_with_descriptions_and_card_options():
    catalogue = GAME.catalogue()
    assert [v["name"] for v in catalogue["variants"]] == list(VARIANTS)
    assert {v["name"]: v["description"] for v in catalogue["variants"]} == VARIANT_TEXT
    assert all(v["title"] and v["description"] for v in catalogue["variants"])
    cards = {card["id"]: card for card in catalogue["cards"]}
    assert [o["option"] for o in cards["trailer"]["options"]] == ["hand_size", "two_plays"]
    assert cards["truck"]["duration"] == 6 and cards["swerve"]["variant"] == "quick_reactions"
    assert "reaction_seconds" in catalogue["options"]
    json.dumps(catalogue)


def test_every_legal_move_of_a_variant_game_matches_its_schema():
    schemas = GAME.move_schemas()
    validators = {kind: jsonschema.Draft202012Validator(schema) for kind, schema in schemas.items()}
    for mode in ("digital", "referee"):
        config = Config(players=3, mode=mode, variants=VARIANTS, options={"goal": 300})
        for seed in range(1, 6):
            playout = random_playout(GAME, config, seed, max_moves=400)
            for _, move in playout.moves:
                validators[move["type"]].validate(move)


def test_state_with_an_open_window_round_trips():
    s = position(3, variants=("quick_reactions",), hands=[["km50"], ["km50"], ["km50"]],
                 deck=["gps"] * 5)
    play(s, 0, "km50")
    for stamp in (None, 12, 12.5):
        s.window.opened = stamp
        text = dump(s)
        again = GAME.from_json(json.loads(text))
        assert dump(again) == text and again.window == s.window
