"""A digital pass enters by its own short way (:func:`core.dmc.moves.pass_reaction`, from
:func:`core.dmc.apply.push`): over seeded games it must do what the general way
(:func:`core.dmc.moves.play` with no reads) does, ply for ply."""

from __future__ import annotations

from core import Config, get_game
from core.dmc.moves import NO_READS, play
from core.dmc.state import state_to_json
from core.rng import Rng

GAME = get_game("driving-me-crazy")


def test_every_pass_of_seeded_games_equals_the_general_way():
    passes = closing = 0
    for seed in range(1, 41):
        state = GAME.new(Config(players=2 + seed % 9, variants=GAME.variants), seed)
        rng = Rng(seed)
        for _ in range(20000):
            seats = GAME.pending(state)
            if not seats:
                break
            seat = seats[rng.randbelow(len(seats))]
            move = GAME.sample_move(state, seat, rng)
            if move["type"] == "pass_reaction":
                general_card = state.window.card
                general = state.clone()
                expected = play(general, seat, move, NO_READS)
                waiting = [other for other in state.window.waiting if other != seat]
                events = GAME.push(state, seat, move)
                assert events == expected
                assert state_to_json(state) == state_to_json(general)
                assert events[0] == {"type": "pass_reaction", "seat": seat}
                if waiting:  # the window still waits for the others, and nothing else happens
                    assert state.window.waiting == waiting and len(events) == 1
                else:  # the last pass closes it: the card resolves
                    assert events[1] == {"type": "reaction_window_closed",
                                         "card": general_card, "reason": "all_passed"}
                passes += 1
                closing += not waiting
            else:
                GAME.push(state, seat, move)
    assert passes > 1000 and closing > 100  # both a pass that waits and one that closes
