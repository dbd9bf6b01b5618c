"""No response shows another seat's hand, a private draw, or the deck order."""

from __future__ import annotations

import json
from typing import Any

import pytest

from core import get_game
from core.protocol import event_for
from core.rng import Rng
from tests.api.helpers import auth, create, join_all
from tests.plugins import every_game

#: keys of the stored state that must never reach a client
FORBIDDEN_KEYS = {"hands", "rng", "private", "private_to"}
#: keys that may only carry a count (the size of a pile, never its order)
COUNT_ONLY = {"deck", "pack"}


def keys_in(value: Any) -> set[str]:
    """Every key anywhere in ``value``; a pile key holding more than a count is kept."""
    if isinstance(value, dict):
        own = {k for k, v in value.items() if k not in COUNT_ONLY or not isinstance(v, int)}
        return own | set().union(*(keys_in(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(keys_in(v) for v in value)) if value else set()
    return set()


def hands_in(value: Any) -> list[Any]:
    """Every value stored under a ``hand`` key anywhere in ``value``."""
    found = []
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "hand":
                found.append(item)
            found.extend(hands_in(item))
    elif isinstance(value, list):
        for item in value:
            found.extend(hands_in(item))
    return found


def check_everything_seat_sees(client, app, game_id: str, tokens: dict[int, str]) -> None:
    store = app.extensions["roadtrip"].store
    snap = store.load(game_id)
    game = get_game(snap.meta["game"])
    state = game.from_json(snap.state)
    raw = [e for _, e in store.events(game_id, 0)]
    for seat in [None, *tokens]:
        headers = auth(tokens[seat]) if seat is not None else {}
        body = client.get(f"/api/v1/games/{game_id}", headers=headers).get_json()
        log = client.get(f"/api/v1/games/{game_id}/log", headers=headers).get_json()
        # exactly the core's view for that seat, and nothing of the hidden state
        assert body["view"] == game.view(state, seat)
        assert not keys_in(body) & (FORBIDDEN_KEYS | COUNT_ONLY)
        assert not keys_in(log) & (FORBIDDEN_KEYS | COUNT_ONLY)
        own = game.view(state, seat).get("hand") if seat is not None else None
        for hand in hands_in(body):
            assert seat is not None and hand == own, "a hand other than the caller's"
        # the log is each raw event as that seat may see it: private parts only for it
        assert [e["event"] for e in log["events"]] == [event_for(e, seat) for e in raw]
        for shown, hidden in zip(log["events"], raw, strict=True):
            if hidden.get("private_to") is not None and hidden["private_to"] != seat:
                for key in hidden.get("private", {}):
                    assert key not in shown["event"]


@pytest.mark.parametrize("name", every_game())
def test_views_and_logs_never_show_hidden_cards(client, app, name):
    players = 3
    created = create(client, name, players, seed=21)
    tokens = join_all(client, created["id"], players)
    rng = Rng(2)
    for step in range(40):
        if step % 8 == 0:
            check_everything_seat_sees(client, app, created["id"], tokens)
        view = client.get(f"/api/v1/games/{created['id']}").get_json()
        if view["status"] != "active":
            break
        seat = view["pending"][0]
        moves = client.get(f"/api/v1/games/{created['id']}/legal-moves",
                           headers=auth(tokens[seat])).get_json()["moves"]
        answer = client.post(f"/api/v1/games/{created['id']}/moves",
                             json=moves[rng.randbelow(len(moves))], headers=auth(tokens[seat]))
        assert answer.status_code == 200
        assert not keys_in(answer.get_json()) & (FORBIDDEN_KEYS | COUNT_ONLY)
    check_everything_seat_sees(client, app, created["id"], tokens)


def test_errors_do_not_reveal_the_deck_or_other_hands(client, app):
    created = create(client, "driving-me-crazy", 2, seed=5)
    tokens = join_all(client, created["id"], 2)
    store = app.extensions["roadtrip"].store
    hidden = store.load(created["id"]).state
    game = get_game("driving-me-crazy")
    state = game.from_json(hidden)
    pending = game.pending(state)[0]
    idle = 1 - pending
    other_hand = game.view(state, pending)["hand"]
    # the idle seat tries every card the pending seat holds: refusals only
    texts = []
    for card in other_hand:
        response = client.post(f"/api/v1/games/{created['id']}/moves",
                               json={"type": "play", "card": card}, headers=auth(tokens[idle]))
        assert response.status_code == 422
        texts.append(response.get_data(as_text=True))
    text = "".join(texts)
    assert json.dumps(other_hand) not in text
    assert hidden["deck"][:12] not in text
    assert "hands" not in text
