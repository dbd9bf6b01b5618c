"""Signs of Madness: mixed in after the deal, flipped off the draw pile, the top sign forbids."""

from collections import Counter

from core import Config
from core.dmc import GAME
from core.dmc.cards import FORBIDS, SIGN

from .helpers import H, decision, discard, pass_all, play, position, react, refused, zone_counts

SM = ("signs_of_madness",)
FILL = ["km50"] * 40


def sm(players=2, variants=SM, **kw):
    """A position whose deck composition holds exactly the signs placed (deck + sign pile)."""
    deck = kw.pop("deck", FILL)
    placed = Counter(card for card in deck + kw.get("signs", []) if card in SIGN)
    house = {sign: placed[sign] for sign in sorted(SIGN)}
    return position(players, variants=variants, deck=deck, options={"deck": house}, **kw)


def test_signs_are_mixed_into_the_draw_pile_after_the_deal():
    for seed in range(40):
        s = GAME.new(Config(players=4, variants=SM), seed)
        assert not any(card in SIGN for hand in s.hands for card in hand)
        assert not s.deck or s.deck[-1] not in SIGN  # a sign on top was flipped at once
        assert sum(card in SIGN for card in s.deck) + len(s.signs) == 15
        assert zone_counts(s) == Counter(s.totals)


def test_sign_on_top_of_the_draw_pile_is_flipped_after_a_draw():
    s = sm(hands=[["km50"] * 3 + ["gps"], H], deck=FILL[:5] + ["low_tunnel_sign", "km100"])
    events = play(s, 0, "km50")
    # seat 0 draws the 100 km card; the sign beneath it is now on top: flipped
    assert {"type": "flip_sign", "card": "low_tunnel_sign"} in events
    assert s.signs == ["low_tunnel_sign"] and "low_tunnel_sign" not in s.deck
    assert s.hands[0][-1] == "km100"


def test_signs_flipped_in_the_middle_of_a_draw():
    s = sm(hands=[["rest_stop"], H], variants=("signs_of_madness", "fork_in_the_road"),
           deck=FILL[:5] + ["highway_sign", "no_u_turn_sign", "km100"])
    play(s, 0, "rest_stop", option="draw")
    assert s.signs == ["no_u_turn_sign", "highway_sign"]
    assert s.hands[0] == ["km100"] + ["km50"] * 4  # five cards, none of them a sign


def test_only_the_top_sign_is_in_force():
    s = sm(hands=[["stoplight", "u_turn", "bus", "gps"], H],
           signs=["highway_sign", "no_u_turn_sign"])
    assert GAME.view(s, None)["sign_in_force"] == "no_u_turn_sign"
    error = refused(s, 0, {"type": "play", "card": "u_turn", "target": 1}, "forbidden_by_sign")
    assert "No U-Turn Sign is in force" in error.message and "Signs of Madness" in error.rule
    assert {"type": "play", "card": "stoplight", "target": 1} in GAME.legal_moves(s, 0)


def test_each_sign_forbids_its_card():
    for sign, card in FORBIDS.items():
        s = sm(hands=[[card, "km50"], H], signs=[sign])
        assert not [m for m in GAME.legal_moves(s, 0) if m["type"] == "play" and
                    m["card"] == card]
        assert {"type": "discard", "card": card} in GAME.legal_moves(s, 0)


def test_sign_in_force_forbids_the_card_a_player_wanted():
    # Roundabout's additional play cannot be the GPS the player wanted
    s = sm(hands=[["roundabout", "gps", "km50"], H], signs=["signal_not_found"])
    play(s, 0, "roundabout")
    refused(s, 0, {"type": "play", "card": "gps"}, "forbidden_by_sign")
    assert GAME.legal_moves(s, 0) == [{"type": "play", "card": "km50"}]


def test_backseat_driver_cannot_play_a_forbidden_card_so_it_is_discarded():
    s = sm(hands=[["bus", "km50"], ["backseat_driver", "km50"]],
           variants=("signs_of_madness", "quick_reactions"))
    play(s, 0, "bus")
    s.signs.append("low_tunnel_sign")  # flipped (reported) while the window was open
    events = react(s, 1, "backseat_driver")
    assert {"type": "discarded", "seat": 1, "card": "bus"} in events


def test_signs_are_never_discarded_or_reshuffled():
    s = sm(hands=[["km50"] * 4, H], deck=["speed_bumps_sign"], discard=["bus"] * 3)
    play(s, 0, "km50")
    assert s.signs == [] or s.signs == ["speed_bumps_sign"]
    assert "speed_bumps_sign" not in s.discard and "speed_bumps_sign" not in s.hands[0]
    assert sorted(s.hands[0]) == ["bus", "km50", "km50", "km50"]


def test_searching_the_deck_never_takes_a_sign():
    s = sm(hands=[["gps", "km50"], H], deck=["highway_sign", "bus", "km100"])
    play(s, 0, "gps")
    assert [m["card"] for m in GAME.legal_moves(s, 0)] == ["km100", "bus"]
    assert "highway_sign" not in decision(s)  # the deck counts leave the sign out too
    assert GAME.view(s, 0)["decision"]["deck"] == {"km100": 1, "bus": 1}


def test_referee_table_reports_a_sign_flip_as_it_happens():
    s = position(2, mode="referee", variants=SM, deck_n=30)
    assert {"type": "flip_sign", "card": "highway_sign"} in GAME.legal_moves(s, 1)
    events = GAME.apply(s, 1, {"type": "flip_sign", "card": "highway_sign"})
    assert events[0] == {"type": "flip_sign", "card": "highway_sign"}
    assert s.signs == ["highway_sign"] and s.deck_n == 29
    refused(s, 0, {"type": "play", "card": "stoplight", "target": 1}, "forbidden_by_sign")
    for _ in range(2):
        GAME.apply(s, 0, {"type": "flip_sign", "card": "highway_sign"})
    refused(s, 0, {"type": "flip_sign", "card": "highway_sign"}, "too_many_copies")
    refused(s, 0, {"type": "flip_sign", "card": "bus"}, "not_a_sign")


def test_flip_sign_is_referee_only():
    s = sm(hands=[H, H], deck=["highway_sign"] + FILL)
    refused(s, 0, {"type": "flip_sign", "card": "highway_sign"}, "not_now")


def test_a_sign_covered_up_stops_forbidding():
    s = sm(hands=[["gps", "km50", "km50", "km50"], H], signs=["signal_not_found"],
           deck=FILL + ["highway_sign", "km50"])
    play(s, 0, "km50")
    assert s.signs[-1] == "highway_sign"
    discard(s, 1, "km50")
    GAME.apply(s, 1, {"type": "end_turn"})
    assert {"type": "play", "card": "gps"} in GAME.legal_moves(s, 0)
    pass_all(s)
