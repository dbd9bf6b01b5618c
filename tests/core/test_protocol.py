"""The game protocol's shared pieces: config parsing, event visibility, the registry."""

import pytest

from core import Config, InvalidConfig, UnknownGame, event_for, events_for, get_game


def test_config_round_trips_through_json():
    config = Config.from_dict(
        {"players": 3, "mode": "referee", "variants": [], "options": {"a": 1}}
    )
    assert Config.from_dict(config.to_dict()) == config


@pytest.mark.parametrize(
    "data, fragment",
    [
        ({}, "players"),
        ({"players": "3"}, "players"),
        ({"players": True}, "players"),
        ({"players": 3, "mode": "online"}, "mode"),
        ({"players": 3, "variants": "x"}, "variants"),
        ({"players": 3, "variants": ["a", "a"]}, "twice"),
        ({"players": 3, "options": []}, "options"),
        ({"players": 3, "colour": "red"}, "unknown"),
        ([], "object"),
    ],
)
def test_config_refuses_malformed_input_with_a_clear_message(data, fragment):
    with pytest.raises(InvalidConfig) as info:
        Config.from_dict(data)
    assert fragment in info.value.message
    assert info.value.code == "invalid_config"


def test_private_event_details_reach_only_their_seat():
    event = {"type": "draw", "seat": 1, "count": 2, "private_to": 1, "private": {"cards": ["km50"]}}
    assert event_for(event, 1) == {"type": "draw", "seat": 1, "count": 2, "cards": ["km50"]}
    assert event_for(event, 0) == {"type": "draw", "seat": 1, "count": 2}
    assert event_for(event, None) == {"type": "draw", "seat": 1, "count": 2}
    assert events_for([event], 2) == [{"type": "draw", "seat": 1, "count": 2}]


def test_public_events_are_shown_unchanged():
    event = {"type": "play", "seat": 0, "card": "km100"}
    assert event_for(event, None) is event


def test_unknown_game_is_refused_with_a_stable_code():
    with pytest.raises(UnknownGame) as info:
        get_game("monopoly")
    assert info.value.code == "unknown_game"


@pytest.mark.parametrize("impostor", [True, 1.0])
def test_a_move_is_legal_only_with_the_json_types_it_was_enumerated_with(impostor):
    from core.protocol import same_move

    assert same_move({"type": "play", "target": 1}, {"type": "play", "target": 1})
    assert not same_move({"type": "play", "target": impostor}, {"type": "play", "target": 1})
    assert not same_move({"type": "play", "cards": [impostor]}, {"type": "play", "cards": [1]})
