"""The Python client in clients/python: generated from the document, up to date, and it plays.

- openapi-python-client regenerates it from openapi/openapi.json without a
  warning, and the result is exactly the committed package;
- the committed package plays a whole game of each game in each mode, using
  only its own typed functions: each legal move is posted as it came, no
  cast and no (game, type) -> class map;
- the README's example (clients/python/play.py) type-checks under
  ``mypy --strict`` and plays a game against a real server (gunicorn).
"""

from __future__ import annotations

import filecmp
import importlib
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[2]
CLIENT = ROOT / "clients" / "python"
PACKAGE = CLIENT / "roadtrip-client"
REGENERATE = ("openapi-python-client generate --path openapi/openapi.json --meta setup"
              " --config clients/python/config.yaml --output-path clients/python/roadtrip-client"
              " --overwrite")
#: the generator's environment: its post-hooks find the repository (for the stream reader,
#: when generating outside it) and ruff beside this Python
TOOLS = {**os.environ, "ROADTRIP_ROOT": str(ROOT),
         "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
#: what building or running the package leaves behind (git-ignored), not generated files
LEFTOVERS = {"__pycache__", "build", "roadtrip_client.egg-info", ".mypy_cache", ".ruff_cache"}


@pytest.fixture(scope="session")
def regenerated(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """The client generated afresh from the committed document (once per session)."""
    out = tmp_path_factory.mktemp("client") / "roadtrip-client"
    done = subprocess.run(
        [sys.executable, "-m", "openapi_python_client", "generate", "--path",
         str(ROOT / "openapi" / "openapi.json"), "--meta", "setup", "--config",
         str(CLIENT / "config.yaml"), "--output-path", str(out)],
        capture_output=True, text=True, timeout=300, check=True, cwd=ROOT, env=TOOLS)
    return out, done.stdout + done.stderr


@pytest.fixture(scope="session")
def client_package() -> Iterator[ModuleType]:
    """The committed ``roadtrip_client`` package, imported from clients/python."""
    sys.path.insert(0, str(PACKAGE))
    try:
        yield importlib.import_module("roadtrip_client")
    finally:
        sys.path.remove(str(PACKAGE))


def differences(left: Path, right: Path) -> list[str]:
    """Files that differ, or exist on one side only, between two generated trees."""
    compared = filecmp.dircmp(left, right, ignore=list(LEFTOVERS))
    out: list[str] = []

    def walk(cmp: filecmp.dircmp, prefix: str) -> None:
        out.extend(prefix + name for name in cmp.left_only + cmp.right_only + cmp.diff_files)
        # dircmp compares shallowly (size and time): compare contents of the rest
        out.extend(prefix + name for name in cmp.same_files
                   if (Path(cmp.left) / name).read_bytes() != (Path(cmp.right) / name).read_bytes())
        for name, sub in cmp.subdirs.items():
            walk(sub, f"{prefix}{name}/")

    walk(compared, "")
    return out


def test_the_generator_has_no_warning(regenerated):
    _, output = regenerated
    assert "warning" not in output.lower() and "error" not in output.lower(), output


def test_the_committed_client_is_the_generated_one(regenerated):
    out, _ = regenerated
    assert differences(out, PACKAGE) == [], f"clients/python is out of date; run: {REGENERATE}"


def per_game(name: str) -> dict[str, Any]:
    """The generated functions and models of game ``name`` (by their generated names)."""
    from roadtrip_client import models

    def api(tag: str, operation: str) -> ModuleType:
        return importlib.import_module(f"roadtrip_client.api.{tag}.{operation}_{suffix}")

    suffix = name.replace("-", "_")
    camel = "".join(part.capitalize() for part in name.split("-"))
    return {
        "create": getattr(models, f"{camel}CreateGame"),
        "game": getattr(models, f"{camel}Game"),
        "legal": getattr(models, f"{camel}LegalMoves"),
        "log": getattr(models, f"{camel}Log"),
        "get_game": api("games", "get_game"),
        "get_legal_moves": api("moves", "get_legal_moves"),
        "post_move": api("moves", "post_move"),
        "get_log": api("log", "get_log"),
    }


@pytest.mark.parametrize("name", ["driving-me-crazy", "drive"])
@pytest.mark.parametrize("mode", ["digital", "referee"])
def test_the_generated_client_plays_a_whole_game(app, client_package, name, mode):
    from roadtrip_client import AuthenticatedClient, Client
    from roadtrip_client.api.games import create_game
    from roadtrip_client.api.players import join_game
    from roadtrip_client.models import Created, Join, Joined, Mode

    kit = per_game(name)
    wsgi = {"transport": httpx.WSGITransport(app=app)}
    public = Client(base_url="http://roadtrip.test", httpx_args=wsgi)
    created = create_game.sync(client=public, body=kit["create"](
        game=name, players=2, mode=Mode(mode), seed=7, bots=[1]))
    assert isinstance(created, Created), created
    joined = join_game.sync(client=public, game_id=created.id, body=Join(name="Ann"))
    assert isinstance(joined, Joined), joined
    seat = AuthenticatedClient(base_url="http://roadtrip.test", token=joined.token,
                               httpx_args=wsgi)
    for _ in range(1000):
        legal = kit["get_legal_moves"].sync(client=seat, game_id=created.id)
        assert isinstance(legal, kit["legal"]), legal
        moves = [move for move in legal.moves if move.type_ != "undo"]
        if not moves:  # not our decision: the bot's game is over
            break
        answer = kit["post_move"].sync(client=seat, game_id=created.id, body=moves[0])
        assert answer is not None and answer.game == name, answer
    game = kit["get_game"].sync(client=seat, game_id=created.id)
    assert isinstance(game, kit["game"]), game
    assert game.status == "finished"
    assert game.outcome is not None and game.outcome.reason
    log = kit["get_log"].sync(client=seat, game_id=created.id)
    assert isinstance(log, kit["log"]) and log.events[-1].event.type_ == "game_over"


def test_the_readme_example_type_checks_strictly(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / "cache"),
         str(CLIENT / "play.py")],
        env={"MYPYPATH": str(PACKAGE), "PATH": "/usr/bin:/bin"}, capture_output=True,
        text=True, timeout=600, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_readme_example_plays_against_a_real_server(real_server):
    done = subprocess.run([sys.executable, str(CLIENT / "play.py"), real_server.base],
                          env={"PYTHONPATH": str(PACKAGE), "PATH": "/usr/bin:/bin"},
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "winners" in done.stdout


def test_the_readme_shows_the_example_as_it_is():
    example = (CLIENT / "play.py").read_text()
    body = example[example.index("base = sys.argv"):]
    assert body in (CLIENT / "README.md").read_text()
    assert len([line for line in example.splitlines() if line.strip()]) <= 30


def test_the_stream_reader_type_checks_strictly(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / "cache"),
         "-p", "roadtrip_client.stream"],
        env={"MYPYPATH": str(PACKAGE), "PATH": "/usr/bin:/bin"}, capture_output=True,
        text=True, timeout=600, cwd=PACKAGE)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_stream_reader_follows_a_game_to_its_end(real_server, client_package):
    """iter_events, as a seat, with its view and legal moves: every log entry once, in
    order, typed, then the end; started again after an index it resumes there."""
    from roadtrip_client import AuthenticatedClient
    from roadtrip_client.models import DrivingMeCrazyLogEntry, DrivingMeCrazyStreamView
    from roadtrip_client.stream import End, Entry, View, iter_events

    status, _, created = real_server.json("POST", "/api/v1/games", {
        "game": "driving-me-crazy", "players": 2, "bots": [1], "seed": 3,
        "options": {"goal": 300}})
    assert status == 201, created
    status, _, joined = real_server.json("POST", f"/api/v1/games/{created['id']}/players",
                                         {"name": "Ann"})
    seat = AuthenticatedClient(base_url=real_server.base, token=joined["token"])
    seen: list[object] = []
    arrived = threading.Event()

    def follow() -> None:
        for event in iter_events(seat, created["id"], include_view=True, legal_moves=True):
            seen.append(event)
            arrived.set()

    reader = threading.Thread(target=follow)
    reader.start()
    assert arrived.wait(30)  # following from the start: the moves below come live
    headers = {"Authorization": f"Bearer {joined['token']}"}
    for _ in range(500):  # play while the reader follows
        _, _, legal = real_server.json("GET", f"/api/v1/games/{created['id']}/legal-moves",
                                       headers=headers)
        moves = [move for move in legal["moves"] if move["type"] != "undo"]
        if not moves:
            break
        real_server.json("POST", f"/api/v1/games/{created['id']}/moves", moves[0], headers)
    reader.join(60)
    assert not reader.is_alive(), "the reader did not see the end"
    _, _, log = real_server.json("GET", f"/api/v1/games/{created['id']}/log", headers=headers)
    entries = [event for event in seen if isinstance(event, Entry)]
    assert [e.index for e in entries] == list(range(1, log["last"] + 1))
    assert all(isinstance(e.entry, DrivingMeCrazyLogEntry) for e in entries)
    assert [e.entry.to_dict() for e in entries] == log["events"]
    views = [event.view for event in seen if isinstance(event, View)]
    assert len(views) > 3 and all(isinstance(v, DrivingMeCrazyStreamView) for v in views)
    assert any(v.legal_moves for v in views)  # include=view,legal_moves, exploded by httpx
    assert seen[-1] == End("end", log["last"])
    resumed = list(iter_events(seat, created["id"], after=5, game="driving-me-crazy"))
    assert [e.index for e in resumed if isinstance(e, Entry)] == list(range(6, log["last"] + 1))
    assert not any(isinstance(e, View) for e in resumed)
