"""Play a whole game of Driving Me Crazy! with the generated client: python play.py [BASE_URL]."""
import sys

from roadtrip_client import AuthenticatedClient, Client
from roadtrip_client import models as m
from roadtrip_client.api.games import create_game
from roadtrip_client.api.games import get_game_driving_me_crazy as get_game
from roadtrip_client.api.moves import get_legal_moves_driving_me_crazy as get_legal_moves
from roadtrip_client.api.moves import post_move_driving_me_crazy as post_move
from roadtrip_client.api.players import join_game

base = sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8000"
public = Client(base_url=base, raise_on_unexpected_status=True)
game = create_game.sync(client=public, body=m.DrivingMeCrazyCreateGame("driving-me-crazy", 2))
assert isinstance(game, m.Created), game  # otherwise a Problem document
seats = []
for name in ("Ann", "Bob"):  # take both seats; each token is shown only once
    joined = join_game.sync(client=public, game_id=game.id, body=m.Join(name=name))
    assert isinstance(joined, m.Joined), joined
    seats.append(AuthenticatedClient(base_url=base, token=joined.token))
while True:
    now = get_game.sync(client=public, game_id=game.id)  # as a spectator
    assert isinstance(now, m.DrivingMeCrazyGame), now
    if now.status == "finished":
        break
    seat = seats[now.pending[0]]  # the token of the pending seat plays
    legal = get_legal_moves.sync(client=seat, game_id=game.id)
    assert isinstance(legal, m.DrivingMeCrazyLegalMoves), legal
    post_move.sync(client=seat, game_id=game.id, body=legal.moves[0])  # posted as it came
print(now.outcome)
