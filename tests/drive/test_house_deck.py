"""Referee mode follows any 1960 box: a house deck (option deck) and cards described in play.

Ruling in docs/rules/drive-1960.md ("House deck"): a card is known by what the
rulebook says matters for play: its roads, "Cards having black Triangles must be
placed with the Triangle side touching the position where the player's car is
standing", "'Miss a Turn' Cards have the words printed on them", "'No Stopping'
Cards mean what they say!" and the signs that "must all be followed".
"""

import json

import pytest
from jsonschema import Draft202012Validator

from core.drive.cards import INDEX
from core.drive.render import render_text
from core.drive.state import changed
from core.errors import IllegalMove, InvalidConfig, InvalidState
from core.protocol import Config

from .helpers import GAME, RED, dump, fresh, moves, play, to_move

BEND_GARAGE = {"count": 2, "name": "Bend with garage", "roads": "NE", "stops": "N"}


def drawable(state):
    return [m["card"] for m in moves(state) if m["type"] == "draw"]


def refused(state, move, code):
    before = dump(state)
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, state.turn, move)
    assert info.value.code == code
    assert dump(state) == before
    return info.value


def use_up(state, card, copies):
    """Take ``copies`` of ``card`` out of the pack, as if they had been played elsewhere."""
    state.pack_counts[state.options.cards.index[card]] -= copies
    changed(state)


def test_without_a_house_deck_a_fourth_level_crossing_is_refused():
    state = fresh()
    use_up(state, "level-crossing", 3)
    error = refused(state, {"type": "draw", "card": "level-crossing"}, "card_exhausted")
    assert "house deck" in error.rule


def test_a_house_deck_gives_the_count_of_each_card_in_the_box():
    state = fresh(deck={"level-crossing": 4})
    use_up(state, "level-crossing", 3)
    play(state, {"type": "draw", "card": "level-crossing"})  # the box's 4th
    assert state.pack_counts[INDEX["level-crossing"]] == 0
    play(state, {"type": "place", "rotation": 0})
    to_move(state, RED)
    state.cars[RED].held = False
    # card-count bounds still apply to what the house deck declares
    assert "level-crossing" not in drawable(GAME.from_json(GAME.to_json(state)))


def test_a_count_of_zero_takes_the_card_out_of_the_box():
    state = fresh(deck={"diversion": 0})
    assert "diversion" not in drawable(state) and "straight" in drawable(state)
    assert sum(state.pack_counts) == 70 - 2


def test_a_card_the_set_lacks_is_declared_by_what_matters_for_play():
    state = fresh(deck={"bend-garage": BEND_GARAGE})
    assert drawable(state)[-1] == "bend-garage"
    assert sum(state.pack_counts) == 72
    play(state, {"type": "draw", "card": "bend-garage"})
    # roads N and E: facing the car (S edge of (0,-1)) at rotation 90 (E-S) or 180 (S-W)
    assert moves(state) == [{"type": "place", "rotation": 90}, {"type": "place", "rotation": 180}]
    events = play(state, {"type": "place", "rotation": 180})
    assert {"type": "miss_a_turn", "seat": RED, "x": 0, "y": -1} in events  # stop at S
    cell = GAME.view(state, None)["board"]["cells"][0]
    assert (cell["card"], cell["roads"], cell["stops"]) == ("bend-garage", ["S", "W"], ["S"])
    assert "M" in render_text(state)


def test_a_house_card_keeps_its_signs_triangle_and_no_stopping():
    deck = {"one-way-triangle": {"count": 1, "roads": "NES", "triangle": "S",
                                 "rules": {"S": "N"}, "no_stopping": True}}
    state = fresh(deck=deck)
    play(state, {"type": "draw", "card": "one-way-triangle"})
    # the triangle must face the car (entry S at rotation 0): one placement
    assert moves(state) == [{"type": "place", "rotation": 0}]
    events = play(state, {"type": "place", "rotation": 0})
    # the sign lets the car go straight on only, and No Stopping gives another turn
    assert {"type": "exit", "seat": RED, "x": 0, "y": -1, "edge": "N"} in events
    assert events[-1] == {"type": "another_turn", "seat": RED, "reason": "no_stopping"}


def test_a_draw_report_may_describe_the_card_instead_of_naming_it():
    state = fresh()
    events = play(state, {"type": "draw", "card": {"roads": "NS", "stops": "N"}})
    assert events == [{"type": "draw", "seat": RED, "card": "level-crossing"}]


def test_a_described_card_is_matched_in_any_rotation_among_the_cards_left():
    state = fresh()
    use_up(state, "level-crossing", 3)
    events = play(state, {"type": "draw", "card": {"roads": "EW", "stops": "W"}})
    assert events[0]["card"] == "road-works"  # the next card that fits, with a copy left


def test_a_described_card_of_the_house_deck_is_found():
    state = fresh(deck={"bend-garage": BEND_GARAGE})
    events = play(state, {"type": "draw", "card": {"roads": "WN", "stops": "W"}})
    assert events[0]["card"] == "bend-garage"


def test_a_described_card_no_card_of_the_game_fits_is_refused():
    state = fresh()
    error = refused(state, {"type": "draw", "card": {"roads": "NE", "stops": "N"}},
                    "unknown_card")
    assert "option deck" in error.message
    refused(state, {"type": "draw", "card": {"roads": "N"}}, "unknown_card")
    refused(state, {"type": "draw", "card": {"roads": "NS", "colour": "red"}}, "unknown_card")


def test_a_described_card_whose_copies_are_all_seen_is_refused():
    state = fresh()
    use_up(state, "one-way", 1)
    error = refused(state, {"type": "draw", "card": {"roads": "NS", "rules": {"S": ""}}},
                    "card_exhausted")
    assert "One way" in error.message  # named as people name it, not by its id


def test_a_described_draw_is_still_only_a_draw_at_its_turn():
    state = fresh()
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 1, {"type": "draw", "card": {"roads": "NS"}})
    assert info.value.code == "not_your_turn"


def test_digital_mode_keeps_the_documented_set():
    with pytest.raises(InvalidConfig) as info:
        GAME.new(Config(players=2, options={"deck": {"straight": 6}}), 1)
    assert info.value.code == "invalid_option" and "referee" in info.value.message


@pytest.mark.parametrize("deck", [
    [], {"straight": -1}, {"straight": 41}, {"straight": True}, {"roundabout": 2},
    {"Bad Id": BEND_GARAGE}, {"new-card": 3}, {"new-card": {"roads": "NE"}},
    {"new-card": {**BEND_GARAGE, "roads": "N"}}, {"new-card": {**BEND_GARAGE, "stops": "S"}},
    {"new-card": {**BEND_GARAGE, "triangle": "W"}}, {"new-card": {**BEND_GARAGE, "wings": 2}},
    {"new-card": {**BEND_GARAGE, "rules": {"S": "N"}}},
    {"new-card": {**BEND_GARAGE, "rules": {"N": "N"}}},
    {t: 0 for t in INDEX if t != "roundabout"},
])
def test_a_house_deck_is_checked_and_bounded(deck):
    with pytest.raises(InvalidConfig) as info:
        GAME.new(Config(players=2, mode="referee", options={"deck": deck}), 1)
    assert info.value.code == "invalid_option"


def test_a_house_deck_game_survives_its_json_round_trip():
    state = fresh(deck={"bend-garage": BEND_GARAGE, "straight": 7})
    play(state, {"type": "draw", "card": "bend-garage"}, {"type": "place", "rotation": 90})
    data = json.loads(json.dumps(GAME.to_json(state)))
    assert len(data["pack_counts"]) == len(state.options.cards.types)
    assert dump(GAME.from_json(data)) == dump(state)
    plain = GAME.to_json(fresh())
    plain["pack_counts"] = data["pack_counts"]
    with pytest.raises(InvalidState):  # counts for cards the game does not have
        GAME.from_json(plain)


def test_the_option_and_the_described_report_are_in_the_published_schemas():
    option = GAME.catalogue()["options"]["deck"]
    Draft202012Validator(option).validate({"level-crossing": 4, "bend-garage": BEND_GARAGE})
    draw = Draft202012Validator(GAME.move_schemas()["draw"])
    draw.validate({"type": "draw", "card": {"roads": "NS", "stops": "N"}})
    draw.validate({"type": "draw", "card": "bend-garage"})
    assert not draw.is_valid({"type": "draw", "card": {"roads": "NS", "count": 2}})


def test_the_view_lists_the_house_decks_cards_so_a_client_can_draw_them():
    state = fresh(deck={"bend-garage": BEND_GARAGE, "diversion": 0})
    deck = {card["id"]: card for card in GAME.view(state, RED)["deck"]}
    assert "diversion" not in deck and deck["level-crossing"]["count"] == 3
    garage = deck["bend-garage"]
    assert (garage["title"], garage["count"], garage["roads"], garage["stops"]) == (
        "Bend with garage", 2, ["N", "E"], ["N"])
    assert garage["miss_a_turn"] and "deck" not in GAME.view(fresh(), RED)
    Draft202012Validator(GAME.view_schema()).validate(GAME.view(state, RED))
