"""Setup: players, the deck (as data), the goal, the options (rulebook §1–2, §7)."""

from collections import Counter

import pytest

from core import Config, InvalidConfig, get_game
from core.dmc import GAME
from core.dmc.cards import BASE_IDS, CARDS, MAX_COPIES, TOTALS, VARIANTS, deck_counts
from core.dmc.setup import counts_for

from .helpers import zone_counts


def test_registered_as_driving_me_crazy():
    game = get_game("driving-me-crazy")
    assert game is GAME and game.title == "Driving Me Crazy!"


@pytest.mark.parametrize("players", [2, 10])
def test_two_to_ten_players(players):
    GAME.check_config(Config(players=players))


@pytest.mark.parametrize("players", [1, 11])
def test_fewer_than_two_or_more_than_ten_players_refused(players):
    with pytest.raises(InvalidConfig) as err:
        GAME.new(Config(players=players), 1)
    assert err.value.code == "invalid_players"


def test_deck_counts_add_up_to_the_rulebook_totals():
    # "104 x base game cards - 52 x '7-10 player' cards ... 56 x 'game variant' cards"
    assert TOTALS == {"base": 104, "seven_plus": 52, "variant": 56}


def test_seven_plus_cards_added_from_seven_players():
    assert sum(deck_counts(6).values()) == 104
    assert sum(deck_counts(7).values()) == 156
    state = GAME.new(Config(players=7), 3)
    assert sum(zone_counts(state).values()) == 156


def test_variant_cards_are_data_but_never_dealt_without_their_variant():
    assert GAME.variants == VARIANTS == ("quick_reactions", "highway_hysterics",
                                         "fork_in_the_road", "signs_of_madness")
    variant_ids = {card.id for card in CARDS if card.variant}
    assert len(variant_ids) == 17
    assert not variant_ids & set(zone_counts(GAME.new(Config(players=10), 5)))
    with pytest.raises(InvalidConfig) as err:
        GAME.check_config(Config(players=3, variants=("quick_reaction",)))
    assert err.value.code == "unknown_variant"


def test_shuffle_and_deal_four_cards_to_each_player():
    state = GAME.new(Config(players=5), 11)
    assert [len(hand) for hand in state.hands] == [4] * 5
    assert len(state.deck) == 104 - 20
    assert zone_counts(state) == Counter(deck_counts(5))


def test_same_seed_same_deal_different_seed_different_deal():
    a, b, c = (GAME.new(Config(players=3), seed) for seed in (1, 1, 2))
    assert a.hands == b.hands and a.deck == b.deck
    assert (a.hands, a.deck) != (c.hands, c.deck)


def test_house_deck_option_replaces_named_counts():
    config = Config(players=3, options={"deck": {"stoplight": 0, "km50": 40}})
    counts = counts_for(config)
    assert "stoplight" not in counts and counts["km50"] == 40 and counts["km100"] == 34
    state = GAME.new(config, 4)
    assert zone_counts(state) == Counter(counts)


@pytest.mark.parametrize("deck, words", [
    ({"teleporter": 3}, "not a card"),
    ({"truck": 3}, "variant"),
    ({"km50": -1}, "whole number"),
    ({"km50": "3"}, "whole number"),
    ({"km50": 10**9}, "from 0 to 102"),
    ([1, 2], "object"),
])
def test_house_deck_refuses_bad_cards_and_counts(deck, words):
    with pytest.raises(InvalidConfig) as err:
        GAME.new(Config(players=2, options={"deck": deck}), 1)
    assert words in err.value.message and err.value.code == "invalid_option"


def test_a_house_deck_holds_at_most_twice_the_largest_box_count_of_a_card():
    """Ruling: a house deck may combine two boxes (the most a box holds of a card is 51
    100 km cards with 7+ players), no more: 102 copies of a card are dealt, 103 refused."""
    assert MAX_COPIES == 2 * (34 + 17) == 102
    state = GAME.new(Config(players=7, options={"deck": {"km100": MAX_COPIES}}), 1)
    assert zone_counts(state)["km100"] == MAX_COPIES
    with pytest.raises(InvalidConfig) as err:
        GAME.new(Config(players=7, options={"deck": {"km100": MAX_COPIES + 1}}), 1)
    assert err.value.code == "invalid_option" and "from 0 to 102" in err.value.message


def test_house_deck_must_deal_four_cards_to_everyone():
    deck = {card: 0 for card in BASE_IDS} | {"km50": 7}
    with pytest.raises(InvalidConfig, match="cannot deal"):
        GAME.new(Config(players=2, options={"deck": deck}), 1)


def test_unknown_option_is_refused_with_the_known_names():
    with pytest.raises(InvalidConfig) as err:
        GAME.new(Config(players=2, options={"speed": 3}), 1)
    assert err.value.code == "unknown_option"
    assert "speed" in err.value.message and "goal" in err.value.message


@pytest.mark.parametrize("goal", [0, -50, 725, "700", True, 1.5])
def test_bad_goal_option_refused(goal):
    with pytest.raises(InvalidConfig, match="goal"):
        GAME.new(Config(players=2, options={"goal": goal}), 1)


@pytest.mark.parametrize("first", [2, -1, "0", 1.0, True])
def test_bad_first_player_option_refused(first):
    with pytest.raises(InvalidConfig, match="first_player"):
        GAME.new(Config(players=2, options={"first_player": first}), 1)


def test_goal_is_exactly_1000_km():
    assert GAME.view(GAME.new(Config(players=4), 1), None)["goal"] == 1000


def test_five_or_more_players_race_to_700():
    assert GAME.view(GAME.new(Config(players=5), 1), None)["goal"] == 700
    assert GAME.view(GAME.new(Config(players=10), 1), None)["goal"] == 700


def test_goal_option_sets_a_shorter_game():
    state = GAME.new(Config(players=3, options={"goal": 500}), 1)
    assert GAME.view(state, None)["goal"] == 500


def test_first_player_option_chooses_the_seat():
    for seat in range(4):
        state = GAME.new(Config(players=4, options={"first_player": seat}), 9)
        assert GAME.pending(state) == [seat]


def test_first_player_otherwise_chosen_from_the_seed():
    firsts = {GAME.pending(GAME.new(Config(players=4), seed))[0] for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert GAME.pending(GAME.new(Config(players=4), 7)) == GAME.pending(
        GAME.new(Config(players=4), 7))


def test_catalogue_lists_every_card_with_title_colour_and_counts():
    catalogue = GAME.catalogue()
    cards = {card["id"]: card for card in catalogue["cards"]}
    assert cards["u_turn"]["title"] == "U-turn" and cards["u_turn"]["colour"] == "red"
    assert cards["traffic"]["duration"] == 4 and cards["stoplight"]["duration"] == 2
    assert cards["km100"]["base"] == 34 and cards["km100"]["seven_plus"] == 17
    assert cards["yield"]["variant"] == "quick_reactions"


# -- Ruling: the goal is at most what the deck's distance cards add up to ------------------

def test_the_first_to_reach_exactly_the_goal_needs_a_goal_the_deck_can_reach():
    """"The first player to reach exactly 1000 km ... ends the game and wins": a goal past
    every distance card of the deck would never be reached, so the game would never end."""
    with pytest.raises(InvalidConfig) as err:
        GAME.new(Config(players=2, options={"goal": 100_000}), 1)
    assert err.value.code == "invalid_option"
    assert "at most 4900 km" in err.value.message  # 30 × 50 km + 34 × 100 km
    GAME.new(Config(players=2, options={"goal": 4900}), 1)  # the very last kilometre is fine


def test_the_goal_bound_counts_the_seven_plus_cards_and_the_house_deck():
    """The bound is the deck actually dealt: 7+ players add 15 × 50 km and 17 × 100 km; a
    house deck replaces the counts it names."""
    GAME.new(Config(players=7, options={"goal": 7350}), 1)
    with pytest.raises(InvalidConfig, match="at most 7350 km"):
        GAME.new(Config(players=7, options={"goal": 7400}), 1)
    house = {"km50": 20, "km100": 0}
    with pytest.raises(InvalidConfig, match="at most 1000 km"):
        GAME.new(Config(players=2, options={"deck": house, "goal": 1050}), 1)
    # the rulebook's goal is bounded too: a house deck that cannot reach it names the maximum
    with pytest.raises(InvalidConfig, match="default goal of 1000 km.*at most 500 km"):
        GAME.new(Config(players=2, options={"deck": {"km50": 10, "km100": 0}}), 1)
    GAME.new(Config(players=2, options={"deck": {"km50": 10, "km100": 0}, "goal": 500}), 1)
