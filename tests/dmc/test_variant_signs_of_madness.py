"""Signs of Madness: mixed in after the deal, flipped off the draw pile, the top sign forbids."""

from collections import Counter

import pytest

from core import Config, InvalidConfig
from core.dmc import GAME
from core.dmc.cards import CARDS, FORBIDS, SIGN

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
    assert "No U-Turn Sign is in force" in error.message
    assert error.rule == "No U-Turn Sign: No u-turn cards may be played."  # the sign's sentence
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


# -- signs met inside a draw (issue 10) ------------------------------------------------------

#: 3 cards left in the draw pile, 2 of them unflipped signs, 5 in the discard pile
TWO_SIGNS = {sign: 0 for sign in SIGN} | {"highway_sign": 1, "speed_bumps_sign": 1}
FIVE = ["km50", "km100", "gps", "bus", "km50"]


def test_referee_draw_through_signs_at_the_end_of_the_deck_asks_for_the_flips_in_order():
    # "Every time one of the Signs of Madness cards are on the top of the deck, flip it
    # over onto a separate discard pile." and "If the draw pile is ever empty, reshuffle
    # the discard pile.": the table draws 1, flips the 2 signs, reshuffles, draws 2
    s = position(2, mode="referee", variants=SM, counts=[2, 4], deck_n=3, discard=FIVE,
                 options={"deck": TWO_SIGNS})
    play(s, 0, "km50")
    assert decision(s) == {"seat": 0, "kind": "draw", "source": "refill", "count": 1}
    error = refused(s, 0, {"type": "draw", "count": 3}, "wrong_draw_count")
    assert "exactly 1 card now (then flip the 2 signs" in error.message
    GAME.apply(s, 0, {"type": "draw", "count": 1})
    assert decision(s) == {"seat": 0, "kind": "flip_signs", "source": "refill", "count": 2}
    assert GAME.legal_moves(s, 0) == [{"type": "flip_sign", "card": "highway_sign"},
                                      {"type": "flip_sign", "card": "speed_bumps_sign"},
                                      {"type": "undo"}]
    refused(s, 0, {"type": "draw", "count": 2}, "flip_signs_first")
    GAME.apply(s, 0, {"type": "flip_sign", "card": "highway_sign"})
    GAME.apply(s, 1, {"type": "flip_sign", "card": "speed_bumps_sign"})
    assert decision(s) == {"seat": 0, "kind": "draw", "source": "refill", "count": 2}
    events = GAME.apply(s, 0, {"type": "draw", "count": 2})
    assert [e["type"] for e in events] == ["reshuffle", "draw", "turn"]
    # the deck, the discard pile and the sign pile match the table; signs were never drawn
    assert (s.deck_n, s.discard, s.signs) == (3, [], ["highway_sign", "speed_bumps_sign"])
    assert s.counts == [4, 4]


def test_referee_fixed_draw_through_signs_goes_on_after_the_flips():
    # a Bus's "Draw 3 cards" met the same way: 1 card, 2 flips, reshuffle, 2 cards
    s = position(2, mode="referee", variants=SM, deck_n=3, discard=FIVE,
                 options={"deck": TWO_SIGNS})
    play(s, 0, "bus")
    GAME.apply(s, 0, {"type": "draw", "count": 1})
    for sign in ("speed_bumps_sign", "highway_sign"):
        GAME.apply(s, 0, {"type": "flip_sign", "card": sign})
    assert decision(s)["kind"] == "draw" and decision(s)["count"] == 2
    GAME.apply(s, 0, {"type": "draw", "count": 2})
    assert decision(s)["kind"] == "bus_play" and s.counts[0] == 6
    assert (s.deck_n, s.discard) == (3, [])


def test_digital_and_referee_draws_through_signs_leave_the_same_piles():
    digital = position(2, variants=SM, hands=[["km50", "gps"], H], discard=FIVE,
                       deck=["speed_bumps_sign", "highway_sign", "km100"],
                       options={"deck": TWO_SIGNS})
    events = play(digital, 0, "km50")
    assert [e["type"] for e in events if e["type"] != "turn"] == [
        "play", "flip_sign", "flip_sign", "reshuffle", "draw"]
    referee = position(2, mode="referee", variants=SM, counts=[2, 4], deck_n=3, discard=FIVE,
                       options={"deck": TWO_SIGNS})
    play(referee, 0, "km50")
    GAME.apply(referee, 0, {"type": "draw", "count": 1})
    for sign in ("highway_sign", "speed_bumps_sign"):
        GAME.apply(referee, 1, {"type": "flip_sign", "card": sign})
    GAME.apply(referee, 0, {"type": "draw", "count": 2})
    for s in (digital, referee):
        view = GAME.view(s, None)
        assert (view["deck_count"], view["discard"], view["signs"]) == (
            3, [], ["highway_sign", "speed_bumps_sign"])
        assert [seat["hand_count"] for seat in view["seats"]] == [4, 4]
        assert view["turn"] == 1


def test_a_house_deck_deals_four_cards_each_without_counting_the_signs():
    # "Mix into the deck after everyone has been dealt their starting hand": signs deal
    # nobody a card, so 6 ordinary cards and 3 signs cannot deal 4 cards to 2 players
    deck = {card.id: 0 for card in CARDS if card.variant in (None, "signs_of_madness")}
    deck.update(km50=6, highway_sign=3)
    with pytest.raises(InvalidConfig, match="signs aside"):
        GAME.check_config(Config(players=2, variants=SM, options={"deck": deck}))
    deck["km50"] = 8  # 400 km in all: the goal is at most that (the goal's bound)
    GAME.check_config(Config(players=2, variants=SM, options={"deck": deck, "goal": 400}))


def test_a_sign_flipped_after_a_bus_draw_skips_the_play_it_leaves_impossible():
    # "Every time one of the Signs of Madness cards are on the top of the deck, flip it":
    # a Bus's draw uncovers a sign that forbids every card left in hand, so the Bus's
    # additional play has nothing to play and is skipped (the game once stuck here).
    from core.rng import Rng

    s = GAME.new(Config(players=2, variants=tuple(GAME.variants)), 645)
    rng = Rng(645)
    skipped = []
    for _ in range(41):
        seats = GAME.pending(s)
        seat = seats[rng.randbelow(len(seats))]
        legal = GAME.legal_moves(s, seat)
        events = GAME.push(s, seat, legal[rng.randbelow(len(legal))])
        skipped += [e for e in events if e["type"] == "skip" and e.get("source") == "bus"]
    assert skipped and any(e["type"] == "flip_sign" for e in events)
    assert all(GAME.legal_moves(s, seat) for seat in GAME.pending(s))


# -- signs met outside a draw (referee) ------------------------------------------------------

#: one unflipped sign in the game: the Highway Sign ("No stoplight cards may be played.")
ONE_SIGN = {sign: 0 for sign in SIGN} | {"highway_sign": 1}


def test_referee_a_draw_that_leaves_only_a_sign_in_the_pile_flips_it_before_anything_else():
    # "Every time one of the Signs of Madness cards are on the top of the deck, flip it over
    # onto a separate discard pile": the last ordinary card is drawn, so the sign is on top
    s = position(2, mode="referee", variants=SM, deck_n=2, discard=FIVE,
                 options={"deck": ONE_SIGN})
    play(s, 0, "km50")
    GAME.apply(s, 0, {"type": "draw", "count": 1})
    assert s.deck_n == 1 and decision(s) == {"seat": 1, "kind": "flip_signs", "source": "deck",
                                             "count": 1}
    flip = {"type": "flip_sign", "card": "highway_sign"}
    assert GAME.legal_moves(s, 1) == [flip, {"type": "undo"}]
    assert GAME.legal_moves(s, 0) == [flip, {"type": "undo"}]
    error = refused(s, 1, {"type": "play", "card": "stoplight", "target": 0}, "flip_signs_first")
    assert "only 1 unflipped sign, so it is on top" in error.message
    assert "Signs of Madness" in error.rule
    refused(s, 1, {"type": "discard", "card": "km50"}, "flip_signs_first")
    GAME.apply(s, 0, flip)  # any seat reports it, as any other flip
    assert s.signs == ["highway_sign"] and s.deck_n == 0
    assert decision(s) == {"seat": 1, "kind": "turn"}
    # "Whichever card is on the top of this pile affects the entire table"
    refused(s, 1, {"type": "play", "card": "stoplight", "target": 0}, "forbidden_by_sign")


def test_digital_and_referee_flip_the_sign_a_draw_leaves_on_top_alike():
    digital = position(2, variants=SM, hands=[["km50", "gps", "gps", "gps"], H],
                       deck=["highway_sign", "km100"], discard=FIVE, options={"deck": ONE_SIGN})
    events = play(digital, 0, "km50")
    assert {"type": "flip_sign", "card": "highway_sign"} in events
    referee = position(2, mode="referee", variants=SM, deck_n=2, discard=FIVE,
                       options={"deck": ONE_SIGN})
    play(referee, 0, "km50")
    GAME.apply(referee, 0, {"type": "draw", "count": 1})
    GAME.apply(referee, 1, {"type": "flip_sign", "card": "highway_sign"})
    for s in (digital, referee):
        view = GAME.view(s, None)
        assert (view["deck_count"], view["signs"], view["sign_in_force"]) == (
            0, ["highway_sign"], "highway_sign")
        assert view["decision"] == {"seat": 1, "kind": "turn"}


def test_referee_signs_left_alone_in_the_pile_are_flipped_in_the_tables_order():
    # each is on top in turn; "Whichever card is on the top of this pile affects the entire
    # table until it is covered up by another Signs of Madness card": the last one flipped
    s = position(2, mode="referee", variants=SM, deck_n=3, discard=FIVE,
                 options={"deck": TWO_SIGNS})
    play(s, 0, "km50")
    GAME.apply(s, 0, {"type": "draw", "count": 1})
    assert decision(s)["kind"] == "flip_signs" and decision(s)["count"] == 2
    GAME.apply(s, 1, {"type": "flip_sign", "card": "speed_bumps_sign"})
    assert decision(s)["kind"] == "flip_signs" and decision(s)["count"] == 1
    GAME.apply(s, 1, {"type": "flip_sign", "card": "highway_sign"})
    view = GAME.view(s, None)
    assert view["sign_in_force"] == "highway_sign" and view["decision"]["kind"] == "turn"


def test_referee_a_deal_that_leaves_only_signs_in_the_pile_flips_them_first():
    # "Mix into the deck after everyone has been dealt their starting hand": a small house
    # deck leaves nothing but the signs after the deal, so one is on top from the start
    deck = {card.id: 0 for card in CARDS if card.variant in (None, "signs_of_madness")}
    deck.update(km50=8, no_u_turn_sign=1)
    config = {"players": 2, "variants": SM,
              "options": {"deck": deck, "first_player": 0, "goal": 400}}
    digital = GAME.new(Config(**config), 1)
    assert digital.signs == ["no_u_turn_sign"] and not digital.deck
    referee = GAME.new(Config(mode="referee", **config), 1)
    assert decision(referee) == {"seat": 0, "kind": "flip_signs", "source": "deck", "count": 1}
    GAME.apply(referee, 1, {"type": "flip_sign", "card": "no_u_turn_sign"})
    assert referee.signs == digital.signs and decision(referee) == {"seat": 0, "kind": "turn"}


def test_referee_a_search_that_takes_the_last_ordinary_card_leaves_the_sign_on_top_to_flip():
    # Carpool: "Search the deck for a blue action card" — the deck is then a sign alone
    fork = SM + ("fork_in_the_road",)
    s = position(2, mode="referee", variants=fork, deck_n=2, options={"deck": ONE_SIGN})
    play(s, 0, "carpool", option="blue_card")
    GAME.apply(s, 0, {"type": "take", "card": "roundabout"})
    assert decision(s) == {"seat": 0, "kind": "flip_signs", "source": "deck", "count": 1}
    refused(s, 0, {"type": "choose_opponent", "target": 1}, "flip_signs_first")
    GAME.apply(s, 1, {"type": "flip_sign", "card": "highway_sign"})
    assert decision(s) == {"seat": 0, "kind": "carpool_opponent", "cards": ["roundabout"]}


def test_referee_a_sign_among_other_cards_is_reported_when_the_table_meets_it():
    # the engine cannot know the pile's order while ordinary cards are left in it: a flip is
    # offered to every seat and nothing waits for one (the table reports it as it happens)
    s = position(2, mode="referee", variants=SM, deck_n=3, options={"deck": ONE_SIGN})
    assert decision(s) == {"seat": 0, "kind": "turn"}
    assert {"type": "flip_sign", "card": "highway_sign"} in GAME.legal_moves(s, 1)
    play(s, 0, "stoplight", target=1)


def test_gps_draws_any_2_cards_after_the_signs_left_alone_on_the_pile_are_flipped():
    """"GPS: Search the deck and draw any 2 cards" with only an unflipped sign left in the
    draw pile: "Every time one of the Signs of Madness cards are on the top of the deck, flip
    it over", then the discard pile is reshuffled and the search goes on — two cards, as a
    referee table reports them (one search code path for GPS, Motorway and Carpool)."""
    s = sm(hands=[["gps", "km50"], H], deck=["highway_sign"], discard=["km100", "bus"])
    events = play(s, 0, "gps")
    assert [e["type"] for e in events] == ["play", "flip_sign", "reshuffle"]
    assert decision(s) == {"seat": 0, "kind": "gps_take", "remaining": 2}
    GAME.apply(s, 0, {"type": "take", "card": "km100"})
    GAME.apply(s, 0, {"type": "take", "card": "bus"})
    assert {"bus", "km100"} <= set(s.hands[0]) and s.signs == ["highway_sign"]
    # the pile running down to a sign between the two takes: flipped, reshuffled, taken
    s = sm(hands=[["gps", "km50"], H], deck=["highway_sign", "km100"], discard=["bus"])
    play(s, 0, "gps")
    events = GAME.apply(s, 0, {"type": "take", "card": "km100"})
    assert [e["type"] for e in events] == ["take", "flip_sign", "reshuffle"]
    GAME.apply(s, 0, {"type": "take", "card": "bus"})
    assert {"bus", "km100"} <= set(s.hands[0])


def test_motorway_and_carpool_searches_flip_a_lone_sign_and_reshuffle_too():
    """The same search code path: Motorway's distance card and Carpool's blue card are found
    after the lone sign is flipped and the discard pile reshuffled."""
    both = ("signs_of_madness", "highway_hysterics", "fork_in_the_road")
    s = sm(variants=both, hands=[["motorway", "km50"], H], deck=["low_tunnel_sign"],
           discard=["km100", "bus"])
    play(s, 0, "motorway")
    assert decision(s) == {"seat": 0, "kind": "motorway_take", "remaining": 1}
    assert GAME.legal_moves(s, 0) == [{"type": "take", "card": "km100"}]
    s = sm(variants=both, hands=[["carpool", "km50"], H], deck=["highway_sign"],
           discard=["km100", "bus"])
    play(s, 0, "carpool", option="blue_card")
    assert decision(s)["kind"] == "carpool_blue_take"
    assert GAME.legal_moves(s, 0) == [{"type": "take", "card": "bus"}]


def test_a_sign_uncovered_by_a_draw_is_flipped_at_once_before_anything_else_is_played():
    # "Every time one of the Signs of Madness cards are on the top of the deck, flip it
    # over": the draw that uncovers it flips it, so a card played automatically after that
    # draw in the same report (a Carpool's Race car for the opponent) is already under it
    from core.dmc import actions
    from core.dmc.checks import card_problem

    s = sm(hands=[["km50"], ["race_car"]], deck=FILL[:5] + ["speed_bumps_sign", "km100"])
    events: list = []
    actions.draw(s, 0, 1, "race_car", events)
    assert [e["type"] for e in events] == ["draw", "flip_sign"]
    assert s.signs == ["speed_bumps_sign"] and s.deck[-1] != "speed_bumps_sign"
    assert card_problem(s, 1, "race_car") == "forbidden_by_sign"  # "No race car cards"
