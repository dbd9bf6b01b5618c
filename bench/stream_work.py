"""Work per streamed move, counted in process: a figure the machine's load does not move.

The streaming bench (``bench/peer_bgio/run.py --mode stream``) times server CPU,
which on a shared machine moves by ±25% from round to round.  This plays the
same kind of game in one process and counts instead: 2-player Driving Me Crazy!
games (seeded, the same moves on every run) whose two phones each hold an event
stream (``GET /events?include=view,legal_moves``), the phone asked to decide
sending ``POST /moves?include=view,legal_moves`` with ``If-Match`` and an
``Idempotency-Key`` as :mod:`bench.peer_bgio.streams` does, the next move only
once both streams have had the last one pushed.  Per move it prints:

- Python calls and C calls (``sys.setprofile`` events over every thread: the
  requests, the streams and the hub's subscriber);
- views built (``Views.document``) and legal-move lists offered (``offered_moves``).

``--instructions`` measures instead the instructions a streamed move executes
(valgrind's callgrind, ``PYTHONHASHSEED=0``): ``--games`` seeded games played whole,
less the same process playing none, divided by their moves -- a CPU-weighted figure
the machine's load does not move either.  It counts the whole process: the app's
requests, streams and hub, and the test client's side (the same in both trees),
not redis-server.

``--apps 2`` serves the phones from two apps over one private ``redis-server``
(two processes' worth of stores and hubs, as the Procfile's two workers): each
phone's stream on one app, each POST on either at random, so the mover's stream
shares its process with its POST half of the time; ``--apps 1`` always.  Flask's
test client stands in for gunicorn.  ``--base`` runs the same count with another
checkout's code (each in a fresh process, taking turns) for a before/after.

    python bench/stream_work.py [--moves 300] [--apps 1 2] [--base ../base] [--pairs 1]
    python bench/stream_work.py --instructions [--games 3] [--apps 2] [--base ../base]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import threading
import uuid
from collections import defaultdict
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent.parent
PLAYERS = 2


class Phone:
    """One seat's event stream, read in a thread: the newest view pushed, and its moves."""

    def __init__(self, client: Any, game_id: str, token: str, news: threading.Condition
                 ) -> None:
        self.auth = {"Authorization": f"Bearer {token}"}
        self.news = news
        self.view: dict[str, Any] = {"version": -1}
        self.moves: list[Any] = []
        self.ended = False
        self.response = client.get(f"/api/v1/games/{game_id}/events", headers=self.auth,
                                   query_string={"include": "view,legal_moves"},
                                   buffered=False)
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        buffer = b""
        try:
            for chunk in self.response.response:
                buffer += chunk if isinstance(chunk, bytes) else chunk.encode()
                while b"\n\n" in buffer:
                    block, buffer = buffer.split(b"\n\n", 1)
                    self._event(block)
        finally:
            with self.news:
                self.ended = True
                self.news.notify_all()

    def _event(self, block: bytes) -> None:
        fields = dict(line.split(b": ", 1) for line in block.split(b"\n")
                      if line and not line.startswith(b":") and b": " in line)
        if fields.get(b"event") == b"view":
            data = json.loads(fields[b"data"])
            with self.news:
                if data["version"] > self.view["version"]:
                    self.view, self.moves = data["view"], data["legal_moves"]
                self.news.notify_all()

    def close(self) -> None:
        """Wait for the stream to end (the game did), then close it."""
        self.thread.join(timeout=30)
        if not self.thread.is_alive():
            self.response.close()


class Counts:
    """What one run counted, only while :attr:`on` (a move in play, not warming up)."""

    def __init__(self) -> None:
        self.on = False
        #: (thread, profile event) -> calls: one key per thread, so no update is lost
        self.calls: defaultdict[tuple[int, str], int] = defaultdict(int)
        self.built: defaultdict[str, int] = defaultdict(int)

    def profile(self, frame: Any, event: str, arg: Any) -> None:
        """``sys.setprofile``'s function: count each call while on."""
        if self.on:
            self.calls[(threading.get_ident(), event)] += 1

    def wrap(self, name: str, real: Any) -> Any:
        """Return ``real`` counting its calls as ``name`` while on."""

        def counted(*args: Any, **kwargs: Any) -> Any:
            if self.on:
                self.built[name] += 1
            return real(*args, **kwargs)

        return counted


def count(moves: int, apps: int, seed: int, warm: int = 1) -> dict[str, Any]:
    """Play ``warm`` games, then ``moves`` counted moves, in this process (see the module)."""
    import api.service.views as views
    from api import create_app
    from bench.harness import limits, private_redis

    counts = Counts()
    # (module attributes: Views.extras calls both through them, in either checkout)
    views.Views.document = counts.wrap("views", views.Views.document)  # type: ignore
    views.offered_moves = counts.wrap("legal_moves", views.offered_moves)
    rng = random.Random(seed)
    with private_redis() as port:
        servers = [create_app({"TESTING": True, "REDIS_URL": f"redis://127.0.0.1:{port}/0",
                               **limits(True), "CHOSEN_SEEDS": "any"}) for _ in range(apps)]
        threading.setprofile(counts.profile)
        sys.setprofile(counts.profile)
        try:
            for _ in range(warm):  # whole games, not counted: imports, scripts, caches
                _game(servers, rng, counts, 0, counted=False)
            done = 0
            while done < moves:
                done += _game(servers, rng, counts, moves - done, counted=True)
        finally:
            sys.setprofile(None)
            threading.setprofile(None)  # type: ignore[arg-type]
            for server in servers:
                server.extensions["roadtrip"].store.hub.stop()
    python = sum(n for (_, event), n in counts.calls.items() if event == "call")
    native = sum(n for (_, event), n in counts.calls.items() if event == "c_call")
    return {"moves": done, "python_calls": python / done, "c_calls": native / done,
            "views": counts.built["views"] / done,
            "legal_moves": counts.built["legal_moves"] / done}


def play(games: int, apps: int, seed: int) -> int:
    """Play one warm-up game, then ``games`` whole seeded games, nothing counted (the
    process :func:`instructions` runs under callgrind); return the moves of the ``games``."""
    from api import create_app
    from bench.harness import limits, private_redis

    counts = Counts()
    rng = random.Random(seed)
    with private_redis() as port:
        servers = [create_app({"TESTING": True, "REDIS_URL": f"redis://127.0.0.1:{port}/0",
                               **limits(True), "CHOSEN_SEEDS": "any"}) for _ in range(apps)]
        try:
            _game(servers, rng, counts, 0, counted=False)
            moves = 0
            for _ in range(games):
                moves += _game(servers, rng, counts, 1 << 30, counted=True)
        finally:
            for server in servers:
                server.extensions["roadtrip"].store.hub.stop()
    return moves


def instructions(tree: Path, games: int, apps: int, seed: int) -> tuple[int, float]:
    """``tree``'s moves in ``games`` games and the instructions a streamed move (see the
    module), from two runs under callgrind."""
    from bench.playout_instructions import callgrind

    script = str(HERE / "bench" / "stream_work.py")
    common = ["--apps", str(apps), "--seed", str(seed)]
    full, out = callgrind(tree, script, "--play", str(games), *common)
    empty, _ = callgrind(tree, script, "--play", "0", *common)
    moves = int(out.strip().splitlines()[-1])
    return moves, (full - empty) / moves


def _game(servers: list[Any], rng: random.Random, counts: Counts, left: int,
          counted: bool) -> int:
    """Play one game to its end (its streams then end); return the moves counted: the first
    ``left`` (from the POST until both phones have it), never the game's setup."""
    host = servers[0].test_client()
    created = host.post("/api/v1/games", json={"game": "driving-me-crazy", "players": PLAYERS,
                                               "seed": rng.randrange(2**31)}).get_json()
    game_id = created["id"]
    tokens = {}
    for name in ("A", "B"):
        joined = host.post(f"/api/v1/games/{game_id}/players", json={"name": name}).get_json()
        tokens[joined["seat"]] = joined["token"]
    news = threading.Condition()
    phones = {seat: Phone(servers[seat % len(servers)].test_client(), game_id, token, news)
              for seat, token in tokens.items()}
    posts = [server.test_client() for server in servers]
    played = 0
    try:
        version = _pushed(phones, news, 0)
        while True:
            view = max((p.view for p in phones.values()), key=lambda v: v["version"])
            if view["status"] != "active":
                break
            seat = view["pending"][0]
            counts.on = counted and played < left
            answer = rng.choice(posts).post(
                f"/api/v1/games/{game_id}/moves", json=rng.choice(phones[seat].moves),
                query_string={"include": "view,legal_moves"},
                headers={**phones[seat].auth, "Idempotency-Key": uuid.UUID(
                    int=rng.getrandbits(128)).hex, "If-Match": f'"{version}"'})
            if answer.status_code != 200:
                raise RuntimeError(f"POST {answer.status_code}: {answer.get_json()}")
            version = _pushed(phones, news, answer.get_json()["version"])
            played += counts.on
            counts.on = False
    finally:
        counts.on = False
        for phone in phones.values():
            phone.close()
    return played


def _pushed(phones: dict[int, Phone], news: threading.Condition, version: int) -> int:
    """Wait until every phone was pushed ``version`` or later (or its stream ended)."""
    with news:
        ok = news.wait_for(lambda: all(p.ended or p.view["version"] >= version
                                       for p in phones.values()), timeout=30)
    if not ok:
        raise RuntimeError(f"a stream was not pushed version {version}")
    return max(p.view["version"] for p in phones.values())


def run_in(tree: Path, moves: int, apps: int, seed: int) -> dict[str, Any]:
    """Count with ``tree``'s code in a fresh process."""
    out = subprocess.run([sys.executable, __file__, "--count", str(moves), "--apps", str(apps),
                          "--seed", str(seed)], cwd=tree, check=True, capture_output=True,
                         text=True, env={**os.environ, "PYTHONPATH": str(tree)})
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


def main() -> None:
    """Count this checkout (and ``--base``) per streamed move; print a table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--apps", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--base", type=Path, help="another checkout to count, taking turns")
    parser.add_argument("--pairs", type=int, default=1)
    parser.add_argument("--instructions", action="store_true",
                        help="instructions a streamed move under callgrind, not calls")
    parser.add_argument("--games", type=int, default=3, help="whole games, --instructions")
    parser.add_argument("--count", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--play", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.count is not None:
        print(json.dumps(count(args.count, args.apps[0], args.seed)))
        return
    if args.play is not None:
        print(play(args.play, args.apps[0], args.seed))
        return
    trees = [("this checkout", HERE)] + ([] if args.base is None else
                                         [("--base", args.base.resolve())])
    if args.instructions:
        print(f"{'tree':<14} {'apps':>4} {'moves':>5} {'instructions':>12}  (per streamed move)")
        for _ in range(args.pairs):
            for apps in args.apps:
                for name, tree in trees:
                    moves, each = instructions(tree, args.games, apps, args.seed)
                    print(f"{name:<14} {apps:>4} {moves:>5} {each:>12,.0f}", flush=True)
        return
    print(f"{'tree':<14} {'apps':>4} {'moves':>5} {'Python calls':>12} {'C calls':>8}"
          f" {'views':>6} {'legal moves':>11}  (per streamed move)")
    for _ in range(args.pairs):
        for apps in args.apps:
            for name, tree in trees:
                got = run_in(tree, args.moves, apps, args.seed)
                print(f"{name:<14} {apps:>4} {got['moves']:>5} {got['python_calls']:>12.0f}"
                      f" {got['c_calls']:>8.0f} {got['views']:>6.2f} {got['legal_moves']:>11.2f}",
                      flush=True)


if __name__ == "__main__":
    main()
