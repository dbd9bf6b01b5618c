"""Whole games on a 3-node Redis Cluster (``REDIS_CLUSTER``), and a race on it.

The cluster is started by :class:`tests.api.cluster.RedisCluster` for this
module.  Every key of one game carries the hash tag ``{<game id>}``, so a
game lives on one node and its compare-and-set commit is one script there;
different games spread over the nodes.
"""

from __future__ import annotations

import gc
import threading
import time
import warnings
from collections.abc import Iterator
from typing import Any

import pytest
import redis
from flask import Flask

from api import create_app
from core import game_names, get_game
from core.rng import Rng
from tests.api.cluster import RedisCluster
from tests.api.test_race import Tally, check_consistency, new_game, pending_move, post_move

DEADLINE = 60.0


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture(scope="module")
def redis_cluster() -> Iterator[RedisCluster]:
    """A 3-master Redis Cluster for this module, torn down at its end."""
    with RedisCluster(nodes=3) as cluster:
        yield cluster


@pytest.fixture()
def cluster_app(redis_cluster: RedisCluster) -> Iterator[Flask]:
    flusher = redis.RedisCluster.from_url(redis_cluster.url)
    flusher.flushall(target_nodes=redis.RedisCluster.PRIMARIES)
    flusher.close()
    application = create_app({"TESTING": True, "REDIS_URL": redis_cluster.url,
                              "REDIS_CLUSTER": True, "PUBLIC_URL": "http://roadtrip.test"})
    yield application
    store = application.extensions["roadtrip"].store
    store.client.close()
    store.blocking.close()


def node_keys(cluster: RedisCluster) -> dict[int, list[str]]:
    """Return every key stored on each node, by port."""
    keys = {}
    for port in cluster.ports:
        node = redis.Redis(port=port, decode_responses=True)
        try:
            keys[port] = sorted(node.scan_iter(count=1000))
        finally:
            node.close()
    return keys


def path_of(client: Any, operation_id: str) -> str:
    """Return the path of an operation, from the served OpenAPI document."""
    spec = client.get("/api/openapi.json").get_json()
    for path, operations in spec["paths"].items():
        for operation in operations.values():
            if isinstance(operation, dict) and operation.get("operationId") == operation_id:
                return str(path)
    raise AssertionError(f"no operation {operation_id} in the OpenAPI document")


def play_to_end(client: Any, game_id: str, tokens: dict[int, str], seed: int) -> int:
    """Play random legal moves over HTTP until the game ends; return the move count."""
    rng = Rng(seed)
    for played in range(5000):
        view = client.get(f"/api/v1/games/{game_id}").get_json()
        if view["status"] == "finished":
            return played
        assert view["status"] == "active"
        seat = view["pending"][rng.randbelow(len(view["pending"]))]
        legal = client.get(f"/api/v1/games/{game_id}/legal-moves", headers=auth(tokens[seat]))
        moves = legal.get_json()["moves"]
        move = moves[rng.randbelow(len(moves))]
        answer = client.post(f"/api/v1/games/{game_id}/moves", json=move,
                             headers={**auth(tokens[seat]),
                                      "If-Match": f'"{legal.get_json()["version"]}"'})
        assert answer.status_code == 200, (move, answer.get_json())
    raise AssertionError("the game did not finish")


def test_the_app_really_uses_the_cluster(cluster_app):
    client = cluster_app.extensions["roadtrip"].store.client
    assert isinstance(client, redis.RedisCluster)
    assert cluster_app.test_client().get("/readyz").status_code == 200


@pytest.mark.parametrize("mode", ["digital", "referee"])
@pytest.mark.parametrize("name", game_names())
def test_a_whole_game_on_the_cluster(cluster_app, redis_cluster, name, mode):
    game = get_game(name)
    players = max(game.min_players, 3) if game.max_players >= 3 else game.min_players
    client = cluster_app.test_client()
    # a shorter race for Driving Me Crazy! keeps the module well under a minute
    options = {"goal": 400} if name == "driving-me-crazy" else {}
    created = client.post("/api/v1/games", json={"game": name, "players": players,
                                                 "mode": mode, "seed": 1960,
                                                 "options": options})
    assert created.status_code == 201, created.get_json()
    created = created.get_json()
    # players find the game by its join code (a key of its own, on any node)
    found = client.get(path_of(client, "findByJoinCode").format(code=created["join_code"]))
    assert found.status_code == 200, found.get_json()
    assert found.get_json()["id"] == created["id"]
    tokens = {}
    for n in range(players):
        joined = client.post(f"/api/v1/games/{created['id']}/players", json={"name": f"P{n}"})
        assert joined.status_code == 201
        tokens[joined.get_json()["seat"]] = joined.get_json()["token"]
    played = play_to_end(client, created["id"], tokens, seed=7)
    assert played > 0
    final = client.get(f"/api/v1/games/{created['id']}").get_json()
    assert final["status"] == "finished" and final["outcome"] is not None
    transcript = client.get(f"/api/v1/games/{created['id']}/transcript").get_json()
    assert len(transcript["moves"]) == played
    verdict = client.post("/api/v1/transcripts/check", json=transcript).get_json()
    assert verdict["legal"] is True and verdict["finished"] is True
    assert verdict["outcome"] == final["outcome"]
    # the log long-poll reads the game's stream on its node
    log = client.get(f"/api/v1/games/{created['id']}/log").get_json()
    assert log["last"] >= played
    # every key of this game lives on one node (the hash tag), and only there
    tag = "{" + created["id"] + "}"
    holders = {port: [k for k in keys if tag in k]
               for port, keys in node_keys(redis_cluster).items()}
    holders = {port: keys for port, keys in holders.items() if keys}
    assert len(holders) == 1, holders
    (keys,) = holders.values()
    assert any(k.endswith(":game") for k in keys) and any(k.endswith(":log") for k in keys)


def test_the_host_ends_a_started_game_on_the_cluster(cluster_app):
    """endGame's commit runs on the game's node, the join code is freed on its own node."""
    client = cluster_app.test_client()
    created = client.post("/api/v1/games", json={"game": "drive", "players": 2}).get_json()
    for n in range(2):
        client.post(f"/api/v1/games/{created['id']}/players", json={"name": f"P{n}"})
    ended = client.delete(f"/api/v1/games/{created['id']}",
                          headers={"Authorization": f"Bearer {created['host_token']}"})
    assert ended.status_code == 204
    game = client.get(f"/api/v1/games/{created['id']}").get_json()
    assert game["status"] == "finished" and game["ended_by"] == "host"
    log = client.get(f"/api/v1/games/{created['id']}/log").get_json()
    assert log["events"][-1]["event"] == {"type": "ended", "by": "host"}
    assert client.get(f"/api/v1/join/{created['join_code']}").status_code == 404


def test_games_spread_over_the_nodes(cluster_app, redis_cluster):
    client = cluster_app.test_client()
    ids = []
    for seed in range(24):
        created = client.post("/api/v1/games", json={"game": "driving-me-crazy",
                                                     "players": 2, "seed": seed})
        assert created.status_code == 201
        ids.append(created.get_json()["id"])
    keys = node_keys(redis_cluster)
    owner = {}
    for game_id in ids:
        ports = [p for p, ks in keys.items() if f"rt:{{{game_id}}}:game" in ks]
        assert len(ports) == 1
        owner[game_id] = ports[0]
    # 24 random ids on one node of three would happen with probability 3^-23
    assert len(set(owner.values())) >= 2
    for game_id in ids:
        assert client.get(f"/api/v1/games/{game_id}").status_code == 200


def test_racing_clients_on_the_cluster_have_one_winner_per_version(cluster_app):
    game_id, tokens, start = new_game(cluster_app, seed=4242)
    tally = Tally()
    clients = 8
    rounds = 10
    barrier = threading.Barrier(clients, timeout=DEADLINE)
    failures: list[str] = []

    def client_loop(index: int) -> None:
        rng = Rng(99 + index)
        try:
            with cluster_app.test_client() as client:
                for _ in range(rounds):
                    pick = pending_move(client, game_id, tokens, rng)
                    barrier.wait()
                    if pick is not None:
                        seat, move, version = pick
                        tally.record(seat, move, post_move(client, game_id, tokens[seat],
                                                           move, version), if_match=True)
                    barrier.wait()
                    if pick is None:
                        return
        except BaseException as exc:
            failures.append(repr(exc))
            barrier.abort()

    threads = [threading.Thread(target=client_loop, args=(i,), daemon=True)
               for i in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=DEADLINE)
        assert not thread.is_alive()
    assert failures == []
    assert tally.errors == []
    assert len(tally.accepted) >= 1
    assert tally.statuses[409] == (clients - 1) * len(tally.accepted)
    check_consistency(cluster_app, game_id, tokens, start, tally)


def test_a_node_crash_stops_only_its_own_games_until_it_is_back():
    """One node down: its games answer 503, the others play on; back up, all go on."""
    with RedisCluster(nodes=3, persistent=True) as cluster:
        app = create_app({"TESTING": True, "REDIS_URL": cluster.url, "REDIS_CLUSTER": True})
        try:
            client = app.test_client()
            games: dict[int, tuple[str, dict[int, str]]] = {}
            for seed in range(40):
                created = client.post("/api/v1/games", json={
                    "game": "driving-me-crazy", "players": 2, "seed": seed})
                assert created.status_code == 201
                game_id = created.get_json()["id"]
                port = next(p for p, keys in node_keys(cluster).items()
                            if f"rt:{{{game_id}}}:game" in keys)
                if port in games:
                    continue
                tokens = {}
                for n in range(2):
                    joined = client.post(f"/api/v1/games/{game_id}/players",
                                         json={"name": f"P{n}"}).get_json()
                    tokens[joined["seat"]] = joined["token"]
                games[port] = (game_id, tokens)
                if len(games) == 2:
                    break
            assert len(games) == 2, "40 random ids all landed on one node"
            (down_port, (down_id, down_tokens)), (up_port, (up_id, up_tokens)) = games.items()
            assert play_some(client, down_id, down_tokens, 3) == 3
            version = client.get(f"/api/v1/games/{down_id}").get_json()["version"]

            # redis-py's cluster client replaces node objects on the topology refresh
            # that follows a node failure without closing their sockets (the class of
            # leak fixed for its asyncio client in redis/redis-py#4207); they are
            # collected below, inside this block, so their ResourceWarning is not ours
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", ResourceWarning)
                cluster.stop_node(cluster.ports.index(down_port))

                started = time.monotonic()
                refused = client.get(f"/api/v1/games/{down_id}")
                assert time.monotonic() - started < 20
                assert refused.status_code == 503, refused.get_json()
                assert refused.get_json()["code"] == "store_unavailable"
                assert refused.headers.get("Retry-After")
                # the games on the other nodes are not affected
                assert play_some(client, up_id, up_tokens, 3) == 3

                cluster.start_node(cluster.ports.index(down_port))

                deadline = time.monotonic() + 20
                back = client.get(f"/api/v1/games/{down_id}")
                while back.status_code != 200 and time.monotonic() < deadline:
                    time.sleep(0.2)
                    back = client.get(f"/api/v1/games/{down_id}")
                assert back.status_code == 200, back.get_json()
                assert back.get_json()["version"] == version
                assert play_some(client, down_id, down_tokens, 3) == 3
                store = app.extensions["roadtrip"].store
                store.client.close()
                store.blocking.close()
                gc.collect()
        finally:
            store = app.extensions["roadtrip"].store
            store.client.close()
            store.blocking.close()


def play_some(client: Any, game_id: str, tokens: dict[int, str], count: int) -> int:
    """Play up to ``count`` legal moves (the first of each list); return how many."""
    for played in range(count):
        view = client.get(f"/api/v1/games/{game_id}").get_json()
        if view["status"] != "active":
            return played
        seat = view["pending"][0]
        legal = client.get(f"/api/v1/games/{game_id}/legal-moves",
                           headers=auth(tokens[seat])).get_json()
        answer = client.post(f"/api/v1/games/{game_id}/moves", json=legal["moves"][0],
                             headers={**auth(tokens[seat]),
                                      "If-Match": f'"{legal["version"]}"'})
        assert answer.status_code == 200, answer.get_json()
    return count


# -- the hub on a cluster: sharded pub/sub, one connection per primary --------------

def games_on_every_node(app: Flask, per_node: int = 1, limit: int = 80) -> dict[int, list[str]]:
    """Start 2-player games until each primary owns ``per_node``: ids by node port."""
    client = app.test_client()
    cluster = app.extensions["roadtrip"].store.client
    ports = {node.port for node in cluster.get_primaries()}
    found: dict[int, list[str]] = {port: [] for port in ports}
    for seed in range(limit):
        created = client.post("/api/v1/games", json={"game": "driving-me-crazy",
                                                     "players": 2, "seed": seed})
        assert created.status_code == 201, created.get_json()
        game_id = created.get_json()["id"]
        port = cluster.get_node_from_key(f"rt:{{{game_id}}}:game").port
        if len(found[port]) >= per_node:
            continue
        for n in range(2):
            joined = client.post(f"/api/v1/games/{game_id}/players", json={"name": f"P{n}"})
            assert joined.status_code == 201
            TOKENS[game_id] = {**TOKENS.get(game_id, {}),
                               joined.get_json()["seat"]: joined.get_json()["token"]}
        found[port].append(game_id)
        if all(len(ids) >= per_node for ids in found.values()):
            return found
    raise AssertionError(f"{limit} random ids did not reach every node: {found}")


#: seat tokens of the games started by games_on_every_node
TOKENS: dict[str, dict[int, str]] = {}


def last_event(app: Flask, game_id: str) -> int:
    return int(app.test_client().get(f"/api/v1/games/{game_id}/log").get_json()["last"])


def long_polls(app: Flask, game_ids: list[str], each: int, wait: int) -> tuple[
        list[threading.Thread], dict[str, list[Any]]]:
    """Start ``each`` long-polls per game (threads); return them and their answers."""
    answers: dict[str, list[Any]] = {game_id: [] for game_id in game_ids}
    threads = []
    for game_id in game_ids:
        after = last_event(app, game_id)

        def poll(game_id: str = game_id, after: int = after) -> None:
            with app.test_client() as phone:
                got = phone.get(f"/api/v1/games/{game_id}/log?after={after}&wait={wait}")
                answers[game_id].append((got.status_code, got.get_json(), after))

        threads += [threading.Thread(target=poll, daemon=True) for _ in range(each)]
    for thread in threads:
        thread.start()
    hub = app.extensions["roadtrip"].store.hub
    deadline = time.monotonic() + DEADLINE
    while hub.waiting() < len(threads) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert hub.waiting() == len(threads), answers
    return threads, answers


def move(app: Flask, game_id: str) -> None:
    assert play_some(app.test_client(), game_id, TOKENS[game_id], 1) == 1


def woken(answers: list[Any]) -> bool:
    """Every answer is a 200 carrying the event after the one its poll started from."""
    return bool(answers) and all(status == 200 and body["events"]
                                 and body["events"][0]["index"] == after + 1
                                 for status, body, after in answers)


def test_on_a_cluster_waiters_on_every_shard_are_woken_through_one_connection_per_primary(
        cluster_app):
    games = games_on_every_node(cluster_app, per_node=2)
    ids = [game_id for ids in games.values() for game_id in ids]
    threads, answers = long_polls(cluster_app, ids, each=3, wait=25)
    for game_id in ids:
        move(cluster_app, game_id)
    for thread in threads:
        thread.join(timeout=DEADLINE)
        assert not thread.is_alive()
    assert all(woken(answers[game_id]) for game_id in ids), answers
    # the hub holds one subscribed connection per primary, not one per game or waiter
    hub = cluster_app.extensions["roadtrip"].store.hub
    primaries = cluster_app.extensions["roadtrip"].store.client.get_primaries()
    assert hub.shards() == {node.name: True for node in primaries}
    for node in primaries:
        server = redis.Redis(host=node.host, port=node.port)
        try:
            subscribers = [c for c in server.client_list() if int(c.get("ssub", 0)) > 0]
        finally:
            server.close()
        assert len(subscribers) == 1, subscribers
        assert int(subscribers[0]["ssub"]) == len(games[node.port])


def test_on_a_cluster_a_dead_primary_leaves_other_shards_woken_and_its_games_recover():
    """A killed node: its waiters are answered, never hang; the others are woken; back, it plays."""
    with RedisCluster(nodes=3, persistent=True) as cluster:
        app = create_app({"TESTING": True, "REDIS_URL": cluster.url, "REDIS_CLUSTER": True})
        store = app.extensions["roadtrip"].store
        try:
            games = games_on_every_node(app)
            (down_port, (down_id,)), *others = games.items()
            up_ids = [ids[0] for _, ids in others]
            # every shard is subscribed before the crash
            threads, answers = long_polls(app, [down_id, *up_ids], each=2, wait=8)
            with warnings.catch_warnings():
                # redis-py's cluster client drops node objects without closing them
                # on the refresh after a failure (see the crash test above)
                warnings.simplefilter("ignore", ResourceWarning)
                cluster.stop_node(cluster.ports.index(down_port))
                for game_id in up_ids:
                    move(app, game_id)
                for thread in threads:
                    thread.join(timeout=DEADLINE)
                    assert not thread.is_alive()
                assert all(woken(answers[game_id]) for game_id in up_ids), answers
                # the dead shard's waiters are answered at the end of their wait, with
                # nothing new or with the store unavailable (they poll again), and a
                # phone that asks while the node is down is told it is unavailable
                assert len(answers[down_id]) == 2
                assert all((status, body.get("events")) == (200, [])
                           or (status, body.get("code")) == (503, "store_unavailable")
                           for status, body, _ in answers[down_id]), answers[down_id]
                refused = app.test_client().get(f"/api/v1/games/{down_id}/log?wait=2")
                assert refused.status_code == 503
                assert refused.get_json()["code"] == "store_unavailable"

                cluster.start_node(cluster.ports.index(down_port))
                deadline = time.monotonic() + DEADLINE
                while app.test_client().get(f"/api/v1/games/{down_id}").status_code != 200:
                    assert time.monotonic() < deadline, "the game did not come back"
                    time.sleep(0.2)
                threads, answers = long_polls(app, [down_id, *up_ids], each=2, wait=25)
                for game_id in [down_id, *up_ids]:
                    move(app, game_id)
                for thread in threads:
                    thread.join(timeout=DEADLINE)
                    assert not thread.is_alive()
                assert all(woken(answers[game_id]) for game_id in [down_id, *up_ids]), answers
                store.client.close()
                store.blocking.close()
                gc.collect()
        finally:
            store.client.close()
            store.blocking.close()
