"""The Redis layer: key layout, TTLs, round trips, compare-and-set, compact storage."""

from __future__ import annotations

import hashlib

import pytest
import redis

from api.store.keys import game_key, log_key
from api.store.log_format import LOG_DICT_V1, decode_entry, encode_entry
from api.store.store import Commit, Conflict, Gone, Store
from core import Config, get_game
from core.playout import random_playout
from tests.api.helpers import auth, create, join_all

DMC = "driving-me-crazy"


@pytest.fixture()
def raw(redis_url):
    client = redis.Redis.from_url(redis_url)
    yield client
    client.close()


def test_every_key_of_a_game_shares_its_hash_tag_and_has_a_ttl(client, app, raw):
    created = create(client, DMC, 2, seed=1)
    tokens = join_all(client, created["id"], 2)
    view = client.get(f"/api/v1/games/{created['id']}").get_json()
    seat = view["pending"][0]
    move = client.get(f"/api/v1/games/{created['id']}/legal-moves",
                      headers=auth(tokens[seat])).get_json()["moves"][0]
    client.post(f"/api/v1/games/{created['id']}/moves", json=move,
                headers={**auth(tokens[seat]), "Idempotency-Key": "abc"})
    # rate-limit counters and the live-games set belong to the client address, not the game
    keys = sorted(k.decode() for k in raw.keys("*")
                  if not k.startswith((b"rt-limit", b"rt:live:")))
    game_keys = [k for k in keys if not k.startswith("rt:join:")]
    assert {game_key(created["id"]), log_key(created["id"])} <= set(game_keys)
    assert all(k.startswith(f"rt:{{{created['id']}}}:") for k in game_keys)
    assert keys == sorted(game_keys + [f"rt:join:{created['join_code']}"])
    game_ttl = app.config["GAME_TTL"]
    for key in keys:
        ttl = raw.ttl(key)
        assert 0 < ttl <= max(game_ttl, app.config["IDEMPOTENCY_TTL"]), key
    assert raw.ttl(game_key(created["id"])) > game_ttl - 60


def test_activity_refreshes_the_ttl(client, app, raw):
    created = create(client, DMC, 2, seed=1)
    raw.expire(game_key(created["id"]), 100)
    join_all(client, created["id"], 2)
    assert raw.ttl(game_key(created["id"])) > app.config["GAME_TTL"] - 60


def test_an_expired_game_is_unknown(client, raw):
    created = create(client, DMC, 2, seed=1)
    raw.delete(game_key(created["id"]), log_key(created["id"]))
    response = client.get(f"/api/v1/games/{created['id']}")
    assert response.status_code == 404 and response.get_json()["code"] == "unknown_game"


def test_a_move_costs_at_most_two_round_trips(client, app, monkeypatch):
    created = create(client, DMC, 2, seed=2)
    tokens = join_all(client, created["id"], 2)
    service = app.extensions["roadtrip"]
    sent = []
    original = redis.connection.AbstractConnection.send_packed_command

    def counting(self, command, check_health=True):
        sent.append(command)
        return original(self, command, check_health)

    for round_ in range(6):
        view = client.get(f"/api/v1/games/{created['id']}").get_json()
        seat = view["pending"][0]
        move = client.get(f"/api/v1/games/{created['id']}/legal-moves",
                          headers=auth(tokens[seat])).get_json()["moves"][0]
        monkeypatch.setattr(redis.connection.AbstractConnection, "send_packed_command",
                            counting)
        sent.clear()
        answer = service.play.move(created["id"], tokens[seat], move, None,
                                   f"key-{round_}" if round_ % 2 else None)
        monkeypatch.undo()
        assert answer["version"] > view["version"]
        assert sent, "the counter saw the commands"
        if round_:  # the first commit also loads the script once
            assert len(sent) <= 2, sent


def test_the_commit_is_a_compare_and_set(app, redis_url):
    store = app.extensions["roadtrip"].store
    store.commit("g1", None, Commit(state={"n": 0}, version=1, meta={"m": 1}))
    with pytest.raises(Conflict):
        store.commit("g1", None, Commit(state={"n": 9}, version=1, meta={"m": 2}))
    store.commit("g1", 1, Commit(state={"n": 1}, version=2, events=({"type": "x"},),
                                 moves=((0, {"type": "x"}),)))
    with pytest.raises(Conflict):
        store.commit("g1", 1, Commit(state={"n": 2}, version=2))
    with pytest.raises(Gone):
        store.commit("nope", 1, Commit(state={}, version=2))
    snap = store.load("g1")
    assert (snap.state, snap.version, snap.meta, snap.events) == ({"n": 1}, 2, {"m": 1}, 1)
    assert store.moves("g1") == [(0, {"type": "x"})]
    assert store.events("g1", 0) == [(1, {"type": "x"})]


def test_a_removal_is_a_compare_and_set_too(app, raw):
    """A game is removed only at the version its remover read, with its join code."""
    store = app.extensions["roadtrip"].store
    store.commit("g1", None, Commit(state={"n": 0}, version=1, meta={"m": 1}))
    store.commit("g1", 1, Commit(state={"n": 1}, version=2, events=({"type": "x"},)))
    assert store.reserve_join_code("ABCD", "g1")
    with pytest.raises(Conflict):
        store.delete("g1", "ABCD", 1)
    assert raw.exists(game_key("g1"), log_key("g1")) == 2, "a stale removal removes nothing"
    assert store.find_join_code("ABCD") == "g1"
    store.delete("g1", "ABCD", 2)
    assert raw.exists(game_key("g1"), log_key("g1")) == 0
    assert store.find_join_code("ABCD") is None
    with pytest.raises(Gone):
        store.delete("g1", "ABCD", 2)


def test_a_removal_keeps_a_join_code_that_names_another_game(app):
    store = app.extensions["roadtrip"].store
    store.commit("g1", None, Commit(state={}, version=1, meta={}))
    assert store.reserve_join_code("WXYZ", "g2")
    store.delete("g1", "WXYZ", 1)
    assert store.find_join_code("WXYZ") == "g2"


def test_a_resent_commit_is_not_applied_twice(app, monkeypatch):
    """A commit whose reply was lost and that redis-py resends finds its own nonce."""
    store = app.extensions["roadtrip"].store
    store.commit("g2", None, Commit(state={"n": 0}, version=1, meta={}))
    monkeypatch.setattr("api.store.store.commit_nonce", lambda: "fixednonce")
    change = Commit(state={"n": 1}, version=2, events=({"type": "e"},),
                    moves=((0, {"type": "m"}),))
    store.commit("g2", 1, change)
    store.commit("g2", 1, change)  # the resend: same nonce, no conflict, no second write
    assert store.moves("g2") == [(0, {"type": "m"})]
    assert store.load("g2").events == 1



def test_an_announcement_answers_alike_with_its_entrys_json_or_without(app, raw):
    """A commit's announcement carries its log entry's JSON after the stored entry: read
    from it, from the stored entry alone (an older server's announcement), or by a reader
    of the six fields before it (an older server hearing a newer one), the answered reads
    are the reads themselves."""
    from api.store.keys import CHANNEL, load_key, read_key

    store = app.extensions["roadtrip"].store
    listener = raw.pubsub()
    listener.subscribe(CHANNEL)
    assert listener.get_message(timeout=5)["type"] == "subscribe"
    try:
        store.commit("g4", None, Commit(state={"n": 0}, version=1, meta={"m": 1}))
        store.commit("g4", 1, Commit(state={"n": 1}, version=2, first_event=1,
                                     events=({"type": "x"}, {"type": "y", "n": "é"}),
                                     moves=((0, {"type": "x"}),)))
        messages = [listener.get_message(timeout=5) for _ in range(2)]
    finally:
        listener.close()
    head, _, payload = messages[1]["data"].partition(b"\n")
    game_id, *fields = head.decode().split(" ")
    assert len(fields) == 7 and int(fields[6]) > 0
    stored_only = payload[:len(payload) - int(fields[6])]
    expected = {load_key(store, "g4", 2): store.load("g4"),
                read_key(store, "g4", 0, 2): store.events_since("g4", 0)}
    assert expected[read_key(store, "g4", 0, 2)][0]  # the entry's events, not an empty read
    for heard_fields, heard_payload in ((fields, payload), (fields[:6], stored_only),
                                        (fields[:6], payload)):
        reads = store.heard(game_id, heard_fields, heard_payload)
        assert {key: make() for key, make in reads.items()} == expected, heard_fields

def test_log_entries_round_trip():
    events = [{"type": "draw", "seat": 1, "private": {"cards": ["km50"]}, "private_to": 1},
              {"type": "ünïcode", "n": 3}]
    entry = encode_entry(7, [[1, {"type": "play", "card": "km50"}]], events)
    assert decode_entry(entry) == {"f": 7, "m": [[1, {"type": "play", "card": "km50"}]],
                                   "e": events}


def test_the_log_dictionary_of_format_1_never_changes():
    """Stored logs were deflated with these exact bytes: a new dictionary needs a new format."""
    assert len(LOG_DICT_V1) == 770
    assert hashlib.sha256(LOG_DICT_V1).hexdigest() == (
        "af5c8c9f8ce41e9632a352d43881d004e43e2725286a5139f68e3631e10a79b9")


def test_an_entry_stored_in_format_1_still_reads():
    stored = bytes.fromhex("01ab564a03fb1b9834a3a30d74d015219b09b41b9f4906e8aa6b01")
    assert decode_entry(stored) == {"f": 3, "m": [[0, {"type": "play", "card": "km50"}]],
                                    "e": [{"type": "play", "seat": 0, "card": "km50"}]}


def test_a_four_player_game_is_stored_compactly(client, app):
    """Goal: state <= 4 KB and the whole game with its log <= 32 KB (4-player DMC)."""
    game = get_game(DMC)
    playout = random_playout(game, Config(players=4), seed=17)
    assert playout.finished
    store: Store = app.extensions["roadtrip"].store
    # replay it through the store one move per commit, as four phones would
    created = create(client, DMC, 4, seed=17)
    tokens = join_all(client, created["id"], 4)
    for seat, move in playout.moves:
        answer = client.post(f"/api/v1/games/{created['id']}/moves", json=move,
                             headers=auth(tokens[seat]))
        assert answer.status_code == 200, answer.get_json()
    assert client.get(f"/api/v1/games/{created['id']}").get_json()["status"] == "finished"
    sizes = store.stored_bytes(created["id"])
    assert sizes["state"] <= 4 * 1024, sizes
    assert sizes["game"] + sizes["log"] <= 32 * 1024, (len(playout.moves), sizes)
