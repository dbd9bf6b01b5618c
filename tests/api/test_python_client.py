"""The Python client in clients/python: generated from the document, up to date, and it plays.

- openapi-python-client regenerates it from the document a real server serves
  (``GET /api/openapi.json`` of gunicorn, the shipped games; it is the committed
  openapi/openapi.json but for the server it names) without a warning, and the
  result is exactly the committed package;
- the committed package plays a whole game of each game in each mode, using
  only its own typed functions: each legal move is posted as it came, no
  cast and no (game, type) -> class map;
- it regenerates from its committed config (config.yaml, templates/) in any
  directory: the document, config and templates copied outside the repository
  give exactly the committed package, but for its one hand-written module
  (roadtrip_client/stream.py), which regenerating in place keeps;
- a response without content (304, 204) is typed ``None``, not ``Any``;
- the README's example (clients/python/play.py) type-checks under
  ``mypy --strict``; the package installs into a fresh venv with ``pip install
  ./clients/python/roadtrip-client`` as the README says, and there the example
  plays a whole game against a real server (gunicorn) whose join budget is one
  a second: it shows a refusal, follows the live stream and waits out a 429.
"""

from __future__ import annotations

import filecmp
import importlib
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import typing
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
              " --config clients/python/config.yaml --custom-template-path clients/python/templates"
              " --output-path clients/python/roadtrip-client --overwrite")
#: the generator's options, but for the paths (see clients/python/README.md)
OPTIONS = ("--meta", "setup", "--config", "config.yaml", "--custom-template-path", "templates")
#: the generator's environment: its post-hooks (ruff) beside this Python
TOOLS = {**os.environ,
         "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
#: what building or running the package leaves behind (git-ignored), not generated files
LEFTOVERS = {"__pycache__", "build", "roadtrip_client.egg-info", ".mypy_cache", ".ruff_cache"}
#: the package's hand-written module: the generator writes around it and keeps it
HAND_WRITTEN = "roadtrip_client/stream.py"


@pytest.fixture(scope="session")
def served(shipped_server: Any, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The document a real server of the shipped games serves, as a file."""
    document = tmp_path_factory.mktemp("served") / "openapi.json"
    document.write_bytes(shipped_server.document())
    return document


def generate(served: Path, where: Path, out: str, *more: str) -> str:
    """Generate the client from ``served`` in ``where``, a directory outside the repository
    holding copies of the committed config and templates (as someone else would); the
    generator's output."""
    shutil.copy(served, where / "openapi.json")
    shutil.copy(CLIENT / "config.yaml", where / "config.yaml")
    shutil.copytree(CLIENT / "templates", where / "templates", dirs_exist_ok=True)
    done = subprocess.run(
        [sys.executable, "-m", "openapi_python_client", "generate", "--path", "openapi.json",
         *OPTIONS, "--output-path", out, *more],
        capture_output=True, text=True, timeout=300, cwd=where, env=TOOLS)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout + done.stderr


@pytest.fixture(scope="session")
def regenerated(served: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """The client generated afresh from the served document (once per session), outside
    the repository."""
    where = tmp_path_factory.mktemp("elsewhere")
    assert not where.is_relative_to(ROOT)
    output = generate(served, where, "roadtrip-client")
    return where / "roadtrip-client", output


def test_the_served_document_is_the_committed_one(served, shipped_server):
    """What gunicorn serves is openapi/openapi.json, but for the server it names (itself)."""
    document, committed = json.loads(served.read_text()), json.loads(
        (ROOT / "openapi" / "openapi.json").read_text())
    assert [server["url"] for server in document.pop("servers")] == [shipped_server.base]
    committed.pop("servers")
    assert document == committed, "openapi/openapi.json is out of date (tests/api/test_openapi.py)"


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
    """Generated outside the repository from the committed config, the package is the
    committed one, but for its hand-written stream reader."""
    out, _ = regenerated
    assert differences(out, PACKAGE) == [HAND_WRITTEN], \
        f"clients/python is out of date; run: {REGENERATE}"


def test_regenerating_in_place_keeps_the_stream_reader(served, tmp_path):
    """The README's command over the committed package (a copy of it, outside the
    repository) changes nothing: the hand-written reader stays, byte for byte."""
    shutil.copytree(PACKAGE, tmp_path / "roadtrip-client",
                    ignore=shutil.ignore_patterns(*LEFTOVERS))
    generate(served, tmp_path, "roadtrip-client", "--overwrite")
    assert differences(tmp_path / "roadtrip-client", PACKAGE) == []


def test_an_answer_without_content_is_none_not_any(client_package):
    """getGame's 304 (and endGame's 204) are typed None: the union of answers keeps its
    types (openapi-python-client types a response without content as Any)."""
    from typing import get_type_hints

    from roadtrip_client.api.games import end_game, get_game_driving_me_crazy

    for module in (get_game_driving_me_crazy, end_game):
        for function in (module.sync, module.sync_detailed, module._parse_response):
            assert "Any" not in str(get_type_hints(function)["return"]), function
    hints = get_type_hints(get_game_driving_me_crazy.sync)["return"]
    assert set(typing.get_args(hints)) == {
        client_package.models.DrivingMeCrazyGame,
        client_package.models.ProblemGetGameDrivingMeCrazy, type(None)}


def test_a_304_is_none(app, client_package):
    """getGame asked with the ETag it answered: 304, parsed None (not Any, not a problem)."""
    from roadtrip_client import Client
    from roadtrip_client.api.games import create_game, get_game_driving_me_crazy
    from roadtrip_client.models import Created, DrivingMeCrazyCreateGame, DrivingMeCrazyGame

    public = Client(base_url="http://roadtrip.test",
                    httpx_args={"transport": httpx.WSGITransport(app=app)})
    created = create_game.sync(client=public, body=DrivingMeCrazyCreateGame(
        game="driving-me-crazy", players=2))
    assert isinstance(created, Created), created
    first = get_game_driving_me_crazy.sync_detailed(client=public, game_id=created.id)
    assert isinstance(first.parsed, DrivingMeCrazyGame)
    again = get_game_driving_me_crazy.sync_detailed(client=public, game_id=created.id,
                                                     if_none_match=first.headers["ETag"])
    assert again.status_code == 304 and again.parsed is None
    assert get_game_driving_me_crazy.sync(client=public, game_id=created.id,
                                          if_none_match=first.headers["ETag"]) is None


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
        "get_transcript": api("games", "get_transcript"),
        "config": getattr(models, f"{camel}Config"),
        "options": getattr(models, f"{camel}Options"),
        "transcript": getattr(models, f"{camel}Transcript"),
        "transcript_config": getattr(models, f"{camel}TranscriptConfig"),
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
    # the setup is the game's own, typed: its config and options, and the transcript's
    assert isinstance(game.config, kit["config"]) and game.config.mode == Mode(mode)
    assert isinstance(game.config.options, kit["options"]) and game.config.players == 2
    transcript = kit["get_transcript"].sync(client=seat, game_id=created.id)
    assert isinstance(transcript, kit["transcript"]), transcript
    assert isinstance(transcript.config, kit["transcript_config"])
    assert transcript.config.to_dict() == game.config.to_dict()


@pytest.fixture(scope="module")
def mypy_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One mypy cache for this module's strict checks: each reads the whole generated
    package (hundreds of modules), which the first check leaves in the cache for the next
    (same options, same MYPYPATH; mypy re-checks what changed, and nothing does)."""
    return tmp_path_factory.mktemp("mypy-cache")


def test_the_readme_example_type_checks_strictly(mypy_cache):
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(mypy_cache),
         str(CLIENT / "play.py")],
        env={"MYPYPATH": str(PACKAGE), "PATH": "/usr/bin:/bin"}, capture_output=True,
        text=True, timeout=600, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


def readme() -> str:
    return (CLIENT / "README.md").read_text()


def readme_example() -> str:
    """The README's example, as a reader copies it."""
    return re.search(r"## A whole game.*?```python\n(.*?)```", readme(), re.S)[1]


def test_the_readme_shows_the_example_as_it_is():
    example = (CLIENT / "play.py").read_text()
    assert example[example.index("import sys"):] == readme_example()


#: the README's example runs against a server with this join budget: its second join
#: (the second seat) is answered 429, which the example waits out
LIMITED = {"RATE_LIMIT_JOIN": "1/second"}


@pytest.fixture(scope="module")
def limited_server(redis_server: dict[str, Any]) -> Iterator[Any]:
    """gunicorn (the product's config) allowing one join a second (database 12)."""
    from .realserver import Gunicorn

    url = str(redis_server["url"]).rsplit("/", 1)[0] + "/12"
    with Gunicorn({"REDIS_URL": url, **LIMITED}) as server:
        yield server


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv with the client installed as the README says (its ``pip install``
    line, run from the repository's root); its python."""
    venv = tmp_path_factory.mktemp("fresh") / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    command = re.search(r"^pip install (\./clients/python/\S+)", readme(), re.M)
    assert command, "the README says how to install the client"
    python = venv / "bin" / "python"
    done = subprocess.run([str(python), "-m", "pip", "install", "-q", command[1]], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    return python


def test_the_installed_client_is_a_package_with_its_stream_reader(installed, tmp_path):
    """Installed, not on a path: roadtrip_client and its stream reader come from the
    venv's site-packages, with httpx-sse pulled in as its dependency."""
    done = subprocess.run(
        [str(installed), "-c", "import roadtrip_client.stream as s, importlib.metadata as m;"
         "print(s.__file__); print(m.requires('roadtrip-client'))"],
        capture_output=True, text=True, timeout=60, cwd=tmp_path, env={"PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    where, requires = done.stdout.splitlines()
    assert where.startswith(str(installed.parents[1])) and "site-packages" in where
    assert "httpx-sse" in requires


def test_the_readme_example_plays_a_whole_game_installed(installed, limited_server, tmp_path):
    """The README's example, pasted alone and run with the fresh venv's Python: a whole
    game, a refusal (the other seat plays the pending seat's move), the live stream to
    its end, and the second join's 429 waited out."""
    pasted = tmp_path / "pasted.py"
    pasted.write_text(readme_example())
    done = subprocess.run([str(installed), str(pasted), limited_server.base],
                          env={"PATH": "/usr/bin:/bin"}, cwd=tmp_path,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert re.search(r"^429: retrying after \d+ s$", out, re.M), out
    assert re.search(r"^refused: not_your_turn - .+$", out, re.M), out
    over = re.search(r"^stream: game over at entry (\d+)$", out, re.M)
    assert over and f"stream: end after entry {over[1]}\n" in out, out
    assert "winners" in out.splitlines()[-1], out


def test_the_stream_reader_type_checks_strictly(mypy_cache):
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(mypy_cache),
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
    # a view a wake-up, not a view a move: a reader behind (CI at load 7 read 3) gets the
    # newest view once for the entries it catches up on; in order, never one twice
    assert views and all(isinstance(v, DrivingMeCrazyStreamView) for v in views)
    versions = [v.version for v in views]
    assert versions == sorted(set(versions))
    assert any(v.legal_moves for v in views)  # include=view,legal_moves, exploded by httpx
    assert seen[-1] == End("end", log["last"])
    resumed = list(iter_events(seat, created["id"], after=5, game="driving-me-crazy"))
    assert [e.index for e in resumed if isinstance(e, Entry)] == list(range(6, log["last"] + 1))
    assert not any(isinstance(e, View) for e in resumed)


#: a whole game of each kind, with a client generated with no config at all
#: (argv: its package name, the server's base URL)
PLAIN_GAME = """
import importlib, sys
pkg, base = sys.argv[1], sys.argv[2]
root, m = importlib.import_module(pkg), importlib.import_module(pkg + ".models")
op = lambda tag, name: importlib.import_module(f"{pkg}.api.{tag}.{name}")
public = root.Client(base_url=base, raise_on_unexpected_status=True)
assert m.DriveDraw().type_ == "draw"  # a move's type is its default: no type_= needed
for name in ("driving-me-crazy", "drive"):
    camel, snake = "".join(p.capitalize() for p in name.split("-")), name.replace("-", "_")
    body = getattr(m, camel + "CreateGame")(game=name, players=2, bots=[1], seed=7)
    created = op("games", "create_game").sync(client=public, body=body)
    assert isinstance(created, m.Created), created
    qr = op("games", "get_join_qr").sync(client=public, game_id=created.id)
    assert b"<svg" in qr.payload.read(), qr
    joined = op("players", "join_game").sync(client=public, game_id=created.id,
                                             body=m.Join(name="Ann"))
    seat = root.AuthenticatedClient(base_url=base, token=joined.token,
                                    raise_on_unexpected_status=True)
    for _ in range(3000):
        legal = op("moves", "get_legal_moves_" + snake).sync(client=seat, game_id=created.id)
        moves = [move for move in legal.moves if move.type_ != "undo"]
        if not moves:
            break
        last = moves[0]
        op("moves", "post_move_" + snake).sync(client=seat, game_id=created.id, body=last)
    game = op("games", "get_game_" + snake).sync(client=seat, game_id=created.id)
    assert game.status == "finished", game.status
    assert type(game.config.options).__name__ == camel + "Options"  # typed, not a dict
    refused = op("moves", "post_move_" + snake).sync(client=seat, game_id=created.id, body=last)
    print(name, game.outcome.reason, refused.code.value)
"""


def test_a_client_generated_with_no_config_plays_each_game(real_server, tmp_path):
    """openapi-python-client's defaults (no config.yaml) on the served document: no
    warning, and the client plays a whole game of each kind, reads the QR code's bytes,
    and reads a refusal's code as its operation's enum (issue 25, item 3)."""
    document = tmp_path / "openapi.json"
    # the server's own call (30 s; httpx's default is 5): the document is built on its
    # first ask, seconds on a loaded machine (a ReadTimeout at load ~15)
    document.write_bytes(real_server.document())
    done = subprocess.run(
        [sys.executable, "-m", "openapi_python_client", "generate", "--path", str(document),
         "--output-path", str(tmp_path / "plain")],
        capture_output=True, text=True, timeout=300, cwd=tmp_path, env=TOOLS)
    output = done.stdout + done.stderr
    assert done.returncode == 0 and "warning" not in output.lower(), output
    package = next(path.parent.name for path in (tmp_path / "plain").glob("*/__init__.py"))
    played = subprocess.run(
        [sys.executable, "-c", PLAIN_GAME, package, real_server.base],
        env={"PYTHONPATH": str(tmp_path / "plain"), "PATH": "/usr/bin:/bin"},
        capture_output=True, text=True, timeout=600)
    assert played.returncode == 0, played.stderr[-3000:]
    lines = played.stdout.split("\n")
    assert lines[0].startswith("driving-me-crazy ") and lines[1].startswith("drive ")
    assert all(line.endswith(" game_over") for line in lines[:2]), lines
