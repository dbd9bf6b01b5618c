"""Play a whole game of Driving Me Crazy! with the Roadtrip client: python play.py [BASE_URL]."""
import sys
import threading
import time
from collections.abc import Callable
from functools import partial
from typing import TypeVar

from roadtrip_client import AuthenticatedClient, Client
from roadtrip_client import models as m
from roadtrip_client.api.games import create_game
from roadtrip_client.api.games import get_game_driving_me_crazy as get_game
from roadtrip_client.api.moves import get_legal_moves_driving_me_crazy as get_legal_moves
from roadtrip_client.api.moves import post_move_driving_me_crazy as post_move
from roadtrip_client.api.players import join_game
from roadtrip_client.stream import End, Entry, iter_events
from roadtrip_client.types import Response

T = TypeVar("T")


def patiently(call: Callable[[], Response[T]]) -> T | None:
    """Make the call; while it answers 429 (too many requests), wait Retry-After and retry."""
    while (answer := call()).status_code == 429:
        print("429: retrying after", answer.headers["Retry-After"], "s")
        time.sleep(float(answer.headers["Retry-After"]))
    return answer.parsed


base = sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8000"
public = Client(base_url=base)
body = m.DrivingMeCrazyCreateGame("driving-me-crazy", 2)
game = patiently(partial(create_game.sync_detailed, client=public, body=body))
assert isinstance(game, m.Created), game  # otherwise a problem: its code says why
seats: list[AuthenticatedClient] = []
for name in ("Ann", "Bob"):  # take both seats; each token is shown only once
    join = partial(join_game.sync_detailed, client=public, game_id=game.id, body=m.Join(name=name))
    joined = patiently(join)
    assert isinstance(joined, m.Joined), joined
    seats.append(AuthenticatedClient(base_url=base, token=joined.token))


def follow(game_id: str) -> None:
    """The live stream, as a spectator: every log entry once, in order, then the end."""
    for event in iter_events(public, game_id):
        if isinstance(event, Entry) and event.entry.event.type_ == "game_over":
            print("stream: game over at entry", event.index)
        elif isinstance(event, End):
            print("stream:", event.reason, "after entry", event.last)


watcher = threading.Thread(target=follow, args=(game.id,))
watcher.start()
refused = False
while True:
    now = get_game.sync(client=public, game_id=game.id)  # reads are not rate limited
    assert isinstance(now, m.DrivingMeCrazyGame), now
    if now.status == "finished":
        break
    pending = now.pending[0]
    legal = get_legal_moves.sync(client=seats[pending], game_id=game.id)
    assert isinstance(legal, m.DrivingMeCrazyLegalMoves), legal
    if not refused:  # a refusal: the other seat tries the pending seat's move
        other = seats[1 - pending]
        problem = post_move.sync(client=other, game_id=game.id, body=legal.moves[0])
        assert isinstance(problem, m.ProblemPostMoveDrivingMeCrazy), problem
        print("refused:", problem.code.value, "-", problem.detail)
        refused = True
    move = partial(post_move.sync_detailed, client=seats[pending], game_id=game.id,
                   body=legal.moves[0])  # a legal move, posted as it came
    patiently(move)
watcher.join()
print(now.outcome)
