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
import subprocess
import sys
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
        capture_output=True, text=True, timeout=300, check=True, cwd=ROOT)
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
    assert "warning" not in output.lower(), output


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
