"""Perft, as python-chess does: move counts from the opening position, counted by hand.

Red's first card goes at (0,-1), entered at S; N, E and W all lead to open
cells.  Per card type, the rotations that put a road the car may enter on
the S edge (and, for triangles, the triangle on S):
straights 4 types × 2; bends 2 × 2; triangle bends 2 × 1; T-junction 3;
T stem 1; T bar 1; crossroads 2 × 4; level crossing, road works, garage 3 × 2;
crossroads with level crossing 4; No Stopping 2; one way 1; T No Entry 2;
Left / Right Turn Only 3 each; No Left / No Right Turn, Diversion 4 each.
"""

from .helpers import GAME, fresh

HAND_COUNT = (8 + 4 + 2 + 3 + 1 + 1 + 8 + 6 + 4 + 2 + 1 + 2 + 3 + 3 + 4 + 4 + 4)


def perft(state, depth: int) -> int:
    if depth == 0 or GAME.is_over(state):
        return 1
    seat = GAME.pending(state)[0]
    total = 0
    for move in GAME.legal_moves(state, seat):
        child = GAME.from_json(GAME.to_json(state))
        GAME.apply(child, seat, move)
        total += perft(child, depth - 1)
    return total


def test_perft_first_draw_offers_every_type():
    assert perft(fresh(), 1) == 25


#: referee mode: each of the 25 reported draws can also be undone
UNDOS = 25


def test_perft_first_placements_match_the_hand_count():
    assert HAND_COUNT == 60
    assert perft(fresh(), 2) == HAND_COUNT + UNDOS


def test_perft_ignoring_triangles_adds_one_rotation_per_triangle_card():
    # bends with a triangle gain one rotation each; the T stem gains two, the T bar two
    assert perft(fresh(ignore_triangles=True), 2) == HAND_COUNT + 2 + 2 + 2 + UNDOS
