"""One rules path: digital and referee differ only in where the drawn card comes from."""

import pytest

from core.drive.cards import CARD_TYPES

from .helpers import GAME, fresh, moves, play, stack


def strip_pack(data: dict) -> dict:
    data = dict(data)
    for key in ("pack", "rng", "config"):
        data.pop(key)
    data.pop("undo", None)  # referee only: the state before the last report
    return data


@pytest.mark.parametrize("card", [t.id for t in CARD_TYPES])
def test_both_modes_place_and_drive_a_drawn_card_alike(card):
    digital, referee = fresh(mode="digital"), fresh(mode="referee")
    stack(digital, card)
    play(digital, {"type": "draw"})
    play(referee, {"type": "draw", "card": card})
    assert moves(digital) == moves(referee)
    while GAME.pending(digital) == [0] and moves(digital)[0]["type"] != "draw":
        move = moves(digital)[-1]
        play(digital, move)
        play(referee, move)
    assert strip_pack(GAME.to_json(digital)) == strip_pack(GAME.to_json(referee))


def test_referee_offers_every_type_left_in_the_pack():
    state = fresh(mode="referee")
    assert [m["card"] for m in moves(state)] == [t.id for t in CARD_TYPES]
    assert moves(fresh(mode="digital")) == [{"type": "draw"}]
