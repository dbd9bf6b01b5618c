"""The state codec (issue 28, deliver 4): small states plain, large ones zlib'd, old ones read.

Against the test's real Redis: a game whose state was written by an older
version (zlib level 9) is still read and played after the codec changed.
"""

from __future__ import annotations

import zlib

import redis

from api.store import fastjson
from api.store.keys import game_key
from api.store.state_codec import RAW_BELOW, decode_state, encode_state
from tests.api.helpers import auth, create, join_all


def test_a_state_below_the_threshold_is_stored_as_its_json():
    raw = fastjson.dumpb({"turn": 3, "hands": [[1, 2], [3]]})
    assert len(raw) < RAW_BELOW
    assert encode_state(raw) == raw
    assert decode_state(encode_state(raw)) == raw


def test_a_state_above_the_threshold_is_compressed_and_reads_back():
    raw = fastjson.dumpb({"deck": [f"km{n % 200}" for n in range(400)]})
    assert len(raw) >= RAW_BELOW
    stored = encode_state(raw)
    assert len(stored) < len(raw)
    assert decode_state(stored) == raw


def test_a_state_written_at_zlib_level_9_by_an_older_version_is_read(client, redis_url):
    game = create(client, players=2, seed=5)
    tokens = join_all(client, game["id"], 2)
    raw = redis.Redis.from_url(redis_url)
    try:
        key = game_key(game["id"])
        state = decode_state(raw.hget(key, "state"))
        raw.hset(key, "state", zlib.compress(state, 9))  # the old format
    finally:
        raw.close()
    seat = client.get(f"/api/v1/games/{game['id']}").get_json()["pending"][0]
    legal = client.get(f"/api/v1/games/{game['id']}/legal-moves",
                       headers=auth(tokens[seat])).get_json()
    answer = client.post(f"/api/v1/games/{game['id']}/moves", json=legal["moves"][0],
                         headers=auth(tokens[seat]))
    assert answer.status_code == 200, answer.get_json()
