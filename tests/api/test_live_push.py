"""One push per phone per move, built from one decode per announcement (issue 28, deliver 3).

A woken event stream sends what a commit changed -- its log entries and the
seat's fresh view -- as one write, and the views of every seat woken by one
announcement are built from one decoded state in the process.  The bytes are
the same events and views as the log and the view give.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from typing import Any

from core import get_game
from tests.api.helpers import auth, close_app, create, join_all
from tests.api.test_events import read_stream, stream


def _chunks(response: Any):
    for chunk in response.response:
        yield chunk.decode() if isinstance(chunk, bytes) else chunk


def _parse(chunk: str) -> list[dict[str, Any]]:
    class One:
        response = [chunk]
    return list(read_stream(One()))


def _next_move(app, game_id: str, tokens: dict[int, str]) -> tuple[str, dict[str, Any]]:
    """The pending seat's token and its first legal move."""
    mover = app.test_client()
    seat = mover.get(f"/api/v1/games/{game_id}").get_json()["pending"][0]
    move = mover.get(f"/api/v1/games/{game_id}/legal-moves",
                     headers=auth(tokens[seat])).get_json()["moves"][0]
    return tokens[seat], move


def _move_later(app, game_id: str, token: str, move: dict[str, Any]) -> threading.Timer:
    mover = app.test_client()
    timer = threading.Timer(0.3, lambda: mover.post(f"/api/v1/games/{game_id}/moves",
                                                   json=move, headers=auth(token)))
    timer.start()
    return timer


def _backlog_read(chunks, version: int) -> None:
    """Read the opening pieces until the first view of ``version`` is through."""
    for chunk in chunks:
        if any(e["event"] == "view" and e["data"]["version"] == version
               for e in _parse(chunk)):
            return


def test_a_move_reaches_a_phone_as_one_write_holding_its_entries_and_view(client, app):
    game_id = create(client, players=2, seed=5)["id"]
    tokens = join_all(client, game_id, 2)
    before = client.get(f"/api/v1/games/{game_id}/log").get_json()["last"]
    version = client.get(f"/api/v1/games/{game_id}").get_json()["version"]
    opened = stream(client, game_id, tokens[1], include="view,legal_moves")
    chunks = _chunks(opened)
    _backlog_read(chunks, version)
    timer = _move_later(app, game_id, *_next_move(app, game_id, tokens))
    try:
        pushed = next(c for c in chunks if not c.startswith(":"))
    finally:
        timer.join()
    opened.close()
    events = _parse(pushed)
    # one write: the new log entries, then the view, nothing split off
    assert [e["event"] for e in events][-1] == "view"
    assert {e["event"] for e in events[:-1]} == {"log"}
    # the same bytes' content as the log and the view give the seat
    log = client.get(f"/api/v1/games/{game_id}/log", query_string={"after": before},
                     headers=auth(tokens[1])).get_json()
    assert [{"index": int(e["id"]), "event": e["data"]["event"]} for e in events[:-1]] == \
        [{"index": e["index"], "event": e["event"]} for e in log["events"]]
    view = client.get(f"/api/v1/games/{game_id}", headers=auth(tokens[1])).get_json()
    legal = client.get(f"/api/v1/games/{game_id}/legal-moves",
                       headers=auth(tokens[1])).get_json()["moves"]
    pushed_view = events[-1]["data"]
    assert pushed_view["version"] == view["version"]
    assert pushed_view["view"]["view"] == view["view"]
    assert pushed_view["legal_moves"] == legal


def _pushes(app, game_id: str, tokens: dict[int, str], readers: list) -> list[str]:
    """Make the next move; return the piece each stream was pushed for it."""
    return _pushed(app, game_id, *_next_move(app, game_id, tokens), readers)


def _pushed(app, game_id: str, token: str, move: dict[str, Any], readers: list) -> list[str]:
    """Make ``move`` with ``token``; return the piece each stream was pushed for it."""
    pushes: list[str] = []
    threads = [threading.Thread(target=lambda r=reader: pushes.append(
        next(c for c in r if not c.startswith(":")))) for reader in readers]
    for thread in threads:
        thread.start()
    timer = _move_later(app, game_id, token, move)
    for thread in threads:
        thread.join(timeout=10)
    timer.join()
    return pushes


def test_the_seats_woken_by_one_commit_share_one_decoded_state(client, app, monkeypatch):
    """Drive: no deadlines, so a woken stream takes the announcement's shared load (a game
    with a pending deadline goes through ``Games.current``, which may commit).  In the
    process that committed, the shared state is the one the move settled."""
    game_id = create(client, game="drive", players=2, seed=5)["id"]
    tokens = join_all(client, game_id, 2)
    version = client.get(f"/api/v1/games/{game_id}").get_json()["version"]
    streams = [stream(app.test_client(), game_id, tokens[seat], include="view")
               for seat in (0, 1)]
    readers = [_chunks(s) for s in streams]
    for reader in readers:
        _backlog_read(reader, version)
    # a first move settles the process's subscription (its first wake-up is a resync)
    assert len(_pushes(app, game_id, tokens, readers)) == 2
    token, move = _next_move(app, game_id, tokens)
    game = get_game("drive")
    decoded: list[int] = []
    original = type(game).from_json

    def counted(self, data):
        decoded.append(1)
        return original(self, data)

    monkeypatch.setattr(type(game), "from_json", counted)
    pushes = _pushed(app, game_id, token, move, readers)
    for s in streams:
        s.close()
    assert len(pushes) == 2
    assert all(_parse(p)[-1]["event"] == "view" for p in pushes)
    # the mover's POST decodes the state it applies the move to; the two woken
    # streams of the same process build their views from the state that move
    # settled (promised with the commit): no decode of their own, not one each
    assert len(decoded) == 1


def _watched_game(client, streams_app) -> tuple[str, dict[int, str], list, list]:
    """A started 2-player Drive game with both seats' streams open on ``streams_app``,
    read past their backlog and pushed a first move (which settles the subscription)."""
    game_id = create(client, game="drive", players=2, seed=5)["id"]
    tokens = join_all(client, game_id, 2)
    version = client.get(f"/api/v1/games/{game_id}").get_json()["version"]
    streams = [stream(streams_app.test_client(), game_id, tokens[seat],
                      include="view,legal_moves") for seat in (0, 1)]
    readers = [_chunks(s) for s in streams]
    for reader in readers:
        _backlog_read(reader, version)
    assert len(_pushes(streams_app, game_id, tokens, readers)) == 2
    return game_id, tokens, streams, readers


def _count_reads(monkeypatch, service: Any | None = None) -> dict[str, int]:
    """Count the log reads and game reads from here on (only ``service``'s, if given)."""
    from api.service.access import Access
    from api.store.store import Store

    reads = {"log": 0, "game": 0}
    log_read, game_read = Store.events_since, Access.load

    def log_counted(self, *args, **kwargs):
        reads["log"] += service is None or self is service.store
        return log_read(self, *args, **kwargs)

    def game_counted(self, *args, **kwargs):
        reads["game"] += service is None or self is service.access
        return game_read(self, *args, **kwargs)

    monkeypatch.setattr(Store, "events_since", log_counted)
    monkeypatch.setattr(Access, "load", game_counted)
    return reads


def test_the_streams_of_the_process_that_committed_a_move_read_nothing_for_it(
        client, app, monkeypatch):
    """The committing process holds the new snapshot and log entries: its woken streams
    take them (their pushes are the log's and the view's, as the first test checks)."""
    game_id, tokens, streams, readers = _watched_game(client, app)
    token, move = _next_move(app, game_id, tokens)
    reads = _count_reads(monkeypatch)
    pushes = _pushed(app, game_id, token, move, readers)
    for s in streams:
        s.close()
    assert len(pushes) == 2
    assert all(_parse(p)[-1]["event"] == "view" for p in pushes)
    # the game was read once, by the move itself; the log not at all
    assert reads == {"log": 0, "game": 1}


def test_the_streams_of_another_process_read_nothing_for_a_move_its_announcement_carries_it(
        client, app, redis_url, monkeypatch):
    """Another process (a second app over the same Redis, with its own store and
    subscription) hears the new snapshot and entries with the announcement: its woken
    streams read neither the game nor the log, decode the new state once between them,
    and push what the log and view give."""
    from api import create_app

    other = create_app({"TESTING": True, "REDIS_URL": redis_url,
                        "PUBLIC_URL": "http://roadtrip.test"})
    try:
        game_id, tokens, streams, readers = _watched_game(client, other)
        token, move = _next_move(app, game_id, tokens)
        before = client.get(f"/api/v1/games/{game_id}/log").get_json()["last"]
        reads = _count_reads(monkeypatch, other.extensions["roadtrip"])
        decoded: list[int] = []
        game_class = type(get_game("drive"))
        original = game_class.from_json
        monkeypatch.setattr(game_class, "from_json",
                            lambda self, data: decoded.append(1) or original(self, data))
        pushes = _pushed(app, game_id, token, move, readers)
        monkeypatch.undo()
        for s in streams:
            s.close()
        assert reads == {"log": 0, "game": 0}
        # the mover's POST decodes once; the other process once for both its streams
        assert len(decoded) == 2
        assert len(pushes) == 2
        seen = []
        for pushed in pushes:  # (in the order they arrived)
            events = _parse(pushed)
            seat = events[-1]["data"]["view"]["view"]["you"]
            seen.append(seat)
            log = client.get(f"/api/v1/games/{game_id}/log", query_string={"after": before},
                             headers=auth(tokens[seat])).get_json()
            assert [int(e["id"]) for e in events if e["event"] == "log"] == \
                [e["index"] for e in log["events"]]
            view = client.get(f"/api/v1/games/{game_id}", headers=auth(tokens[seat])).get_json()
            assert events[-1]["event"] == "view"
            assert events[-1]["data"]["version"] == view["version"]
            assert events[-1]["data"]["view"]["view"] == view["view"]
        assert sorted(seen) == [0, 1]
    finally:
        close_app(other)


def test_an_announcement_without_a_payload_still_wakes_and_its_waiters_read_for_themselves():
    """An older server's announcement (the header alone) wakes the watches and answers no
    read; a payload no reader can read is ignored the same way."""
    from tests.api.test_live_shared import Quiet

    fanout = Quiet()
    heard: list[tuple[str, list[str], bytes]] = []

    def reader(game_id: str, fields: list[str], payload: bytes) -> dict:
        heard.append((game_id, fields, payload))
        if payload == b"broken":
            raise ValueError(payload)
        return {("k", game_id, fields[1]): lambda: payload}

    fanout.readers.append(reader)
    with fanout.watch("g1") as watch:
        fanout.announce(b"g1 5 9")
        assert watch.wait(0) and watch.version == 9
        assert heard == []
        fanout.announce(b"g1 6 10 1 0 2 3\nbroken")
        assert watch.wait(0) and watch.version == 10
        fanout.announce(b"g1 7 11 1 0 2 3\nfine")
        assert watch.wait(0) and watch.version == 11
        assert fanout.shared(("k", "g1", "11"), lambda: b"read") == b"fine"
        assert fanout.shared(("k", "g1", "10"), lambda: b"read") == b"read"


def test_an_announcement_is_decoded_only_for_the_reads_asked_once_and_a_bad_part_is_read():
    """What an announcement answers is decoded by the first waiter that asks for it: never
    for a read nobody of this process makes, once for all who do, and a part that cannot
    be decoded costs its waiters a read of their own, never a wrong answer."""
    from tests.api.test_live_shared import Quiet

    fanout = Quiet()
    decoded: list[str] = []

    def part(name: str) -> Any:
        def make() -> str:
            decoded.append(name)
            if name == "bad":
                raise ValueError(name)
            return f"{name} heard"
        return make

    fanout.readers.append(lambda game_id, fields, payload: {
        ("snap", fields[1]): part("snap"), ("log", fields[1]): part("log"),
        ("bad", fields[1]): part("bad")})
    with fanout.watch("g1") as watch:
        fanout.announce(b"g1 6 10 1 0 2 3\npayload")
        assert watch.wait(0)
        assert decoded == []  # heard, nothing decoded yet
        assert [fanout.shared(("log", "10"), lambda: "read") for _ in range(3)] == \
            ["log heard"] * 3
        assert fanout.shared(("bad", "10"), lambda: "read") == "read"
        assert fanout.shared(("bad", "10"), lambda: "read again") == "read"  # (then shared)
    assert decoded == ["log", "bad"]  # the snapshot nobody asked for was never decoded


def test_what_a_committer_promises_is_what_its_announcement_and_the_reads_give(app, client,
                                                                               monkeypatch):
    """The one parity check of the hub's fast path (Store.promised beside Store.heard): over
    moves of a real game, the committing process's promised snapshot and entries, the
    announcement's decoded payload and the two reads themselves are equal."""
    from api.store.store import Store

    store = app.extensions["roadtrip"].store
    game_id = create(client, players=2, seed=5)["id"]
    tokens = join_all(client, game_id, 2)
    promised: list[dict[Any, Any]] = []
    heard: list[dict[Any, Any]] = []
    heard_one = threading.Event()

    promise, hear = Store.promised, Store.heard

    def promising(self, *args):
        reads = promise(self, *args)
        promised.append({key: make() for key, make in reads.items()})
        return reads

    def hearing(self, *args):
        reads = hear(self, *args)
        heard.append({key: make() for key, make in reads.items()})
        heard_one.set()
        return reads

    monkeypatch.setattr(Store, "promised", promising)
    # (the hub holds the store's bound reader since the app was made)
    monkeypatch.setattr(store.hub, "readers", [lambda *args: hearing(store, *args)])
    with store.hub.watch(game_id):  # a waiter here: the committer promises, the hub hears
        # an announcement made before the hub's subscription is in place is not heard (its
        # waiters resync when it is): at load ~10 the first move's was, so wait for it
        deadline = time.monotonic() + 30
        while not store.hub.subscribed:
            assert time.monotonic() < deadline, "the hub did not subscribe"
            time.sleep(0.05)
        for _ in range(6):
            before = store.load(game_id).events
            token, move = _next_move(app, game_id, tokens)
            heard_one.clear()
            assert client.post(f"/api/v1/games/{game_id}/moves", json=move,
                               headers=auth(token)).status_code == 200
            assert heard_one.wait(30)
            load, entries = promised[-1]  # (the snapshot's key, the entries' key)
            assert promised[-1] == heard[-1] == {
                load: store.load(game_id), entries: store.events_since(game_id, before)}
            assert promised[-1][entries][0]  # the move's entries, not an empty read


def test_the_movers_stream_is_pushed_the_view_its_answer_carried_built_once(
        client, app, monkeypatch):
    """The process that commits a move answers its mover's view and legal moves, and its
    stream of the mover's seat pushes the same ones instead of building them again
    (``Play._promise``).  The pushed bytes are what that seat's stream sends on its own;
    the other seat's stream gets its own view, built for it."""
    from api.live.shared_answers import sse
    from api.service.views import Views

    service = app.extensions["roadtrip"]
    # ``server_time`` is the one part made of the moment: one clock, so bytes compare
    monkeypatch.setattr(service.access, "clock", lambda: 1_800_000_000.25)
    game_id, tokens, streams, readers = _watched_game(client, app)
    token, move = _next_move(app, game_id, tokens)
    mover = next(seat for seat, held in tokens.items() if held == token)
    built: Counter[tuple[int, int | None]] = Counter()
    document = Views.document

    def counted(self, game_id, snap, game, state, seat, held=(), status=None):
        built[(snap.version, seat)] += 1
        return document(self, game_id, snap, game, state, seat, held, status)

    monkeypatch.setattr(Views, "document", counted)
    answer = client.post(f"/api/v1/games/{game_id}/moves", json=move, headers=auth(token),
                         query_string={"include": "view,legal_moves"})
    assert answer.status_code == 200, answer.get_json()
    answered = answer.get_json()
    # the streams were woken by the commit's announcement; each reads its push now
    pushes = [next(c for c in reader if not c.startswith(":")) for reader in readers]
    for s in streams:
        s.close()
    views = {seat: push[push.index("event: view"):].encode()
             for seat, push in zip((0, 1), pushes, strict=True)}
    # one view per seat for the new version: the mover's was its answer's
    assert built == {(answered["version"], 0): 1, (answered["version"], 1): 1}
    assert views[mover] == sse({"game": answered["game"], "version": answered["version"],
                                "view": answered["view"],
                                "legal_moves": answered["legal_moves"]}, "view")
    last = client.get(f"/api/v1/games/{game_id}/log").get_json()["last"]
    for seat, pushed in views.items():
        # exactly what this seat's stream sends when it builds the view alone
        alone = stream(client, game_id, tokens[seat], include="view,legal_moves", after=last)
        first = next(c for c in _chunks(alone) if "event: view" in c)
        alone.close()
        assert pushed == first[first.index("event: view"):].encode()
        assert _parse(pushed.decode())[0]["data"]["view"]["seat"] == seat
    assert views[0] != views[1]
