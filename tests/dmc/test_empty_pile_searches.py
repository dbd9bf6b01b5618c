"""A search of an empty draw pile refills it first, in both modes, before anything else.

Rulebook: "An empty draw pile is refilled by shuffling the discard pile", "GPS: Search
the deck and draw any 2 cards", "Motorway: Search the deck and draw any distance card"
and "Swerve: Play at any time outside of your turn".  Ruling (docs/rules/
driving-me-crazy.md, "A search of an empty draw pile"): the searcher refills the empty
pile as the search begins or goes on, before anyone can call a card meanwhile; a Swerve
called during the search lands on the new discard pile, face up, in both modes.
"""

from core.dmc import GAME

from .helpers import decision, play, position, react

QR = ("quick_reactions",)
HH = ("highway_hysterics",)
PILE = ["km50", "km100", "bus"]


def test_a_gps_searching_an_empty_pile_reshuffles_before_a_swerve_in_both_modes():
    # digital: one card left, GPS takes it, the pile is empty for the second card
    digital = position(3, variants=QR, hands=[["gps", "km50"], ["swerve", "km50"], ["km50"]],
                       deck=["stoplight"], discard=list(PILE))
    referee = position(3, mode="referee", variants=QR, counts=[2, 2, 1], deck_n=1,
                       discard=list(PILE))
    play(digital, 0, "gps")
    while digital.window is not None:
        GAME.apply(digital, digital.window.waiting[0], {"type": "pass_reaction"})
    GAME.apply(digital, 0, {"type": "take", "card": "stoplight"})
    play(referee, 0, "gps")
    GAME.apply(referee, 0, {"type": "draw", "count": 1})
    for s in (digital, referee):
        # the search goes on with the pile refilled from the discards: nothing face up
        assert s.discard == [] and GAME.view(s, None)["deck_count"] == 3
    # seat 1 swerves during the search (outside its turn): the Swerve lands face up
    react(digital, 1, "swerve")
    react(referee, 1, "swerve")
    for s in (digital, referee):
        assert s.discard == ["swerve"] and GAME.view(s, None)["deck_count"] == 3
        assert decision(s)["seat"] == 0  # the search goes on: one card to go


def test_a_referee_gps_on_an_empty_pile_refills_it_as_the_search_begins():
    s = position(3, mode="referee", variants=QR, counts=[2, 2, 1], deck_n=0,
                 discard=list(PILE))
    events = play(s, 0, "gps")
    assert {"type": "reshuffle", "count": 3} in events
    assert s.deck_n == 3 and s.discard == []


def test_a_motorway_search_that_finds_nothing_on_an_empty_pile_reshuffles_in_both_modes():
    # "Motorway: Search the deck and draw any distance card": the empty pile is refilled
    # first; the refilled pile holds no distance card, so the search finds nothing
    digital = position(2, variants=HH, hands=[["motorway", "km50", "km50"], ["km50"] * 4],
                       deck=[], discard=["bus", "gps", "stoplight"])
    referee = position(2, mode="referee", variants=HH, counts=[3, 4], deck_n=0,
                       discard=["bus", "gps", "stoplight"])
    play(digital, 0, "motorway")
    play(referee, 0, "motorway")
    events = GAME.apply(referee, 0, {"type": "skip"})
    assert {"type": "skip", "seat": 0, "source": "motorway"} in events
    for s in (digital, referee):
        view = GAME.view(s, None)
        assert decision(s)["kind"] == "motorway_play"
        assert view["deck_count"] == 3 and s.discard == []
