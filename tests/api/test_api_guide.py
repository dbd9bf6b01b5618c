"""docs/api-guide.md runs as written, and its error table is the server's vocabulary.

The curl session is taken from the page (its ``sh`` block under "A whole
session with curl") and run by bash against a real server (gunicorn), with
only the first line's base URL pointed at it: create, join by code, the
pending seat's legal moves, a conditional move and its stale repeat, the log,
the event stream, a 304, the play loop to the end, the transcript and its
check, and a rematch.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from api import create_app
from api.problems import CODES
from core import game_names, get_game
from core.errors import CONFIG_CODES
from tests.plugins import only_shipped

ROOT = Path(__file__).resolve().parents[2]
GUIDE = (ROOT / "docs" / "api-guide.md").read_text()


def section(title: str) -> str:
    start = GUIDE.index(f"## {title}\n")
    end = GUIDE.find("\n## ", start + 1)
    return GUIDE[start:end if end > 0 else None]


def session() -> str:
    """The guide's curl session, as printed."""
    return re.search(r"```sh\n(.*?)```", section("A whole session with curl"), re.S)[1]


def test_the_session_uses_no_literal_id_code_token_or_version():
    script = session()
    commands = "\n".join(re.sub(r"\s+# .*$", "", line) for line in script.splitlines()
                         if not line.startswith("#"))
    assert "FWph5Gn5iEg28oAK" not in commands and "MM8PC3" not in commands
    assert not re.search(r"If-(None-)?Match: \\?\"?[0-9]", commands)
    assert "... loop" not in script


def test_the_curl_session_runs_against_a_real_server(real_server, tmp_path):
    if shutil.which("curl") is None or shutil.which("jq") is None:
        pytest.skip("the guide's session needs curl and jq")
    script = re.sub(r"^B=\S+", f"B={real_server.base}", session(), count=1, flags=re.M)
    done = subprocess.run(["bash", "-euo", "pipefail", "-c", script], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    out = re.sub(r'":\s+', '":', done.stdout)  # (problems print "key": value)
    assert '"code":"version_conflict"' in out            # the stale If-Match
    assert "\n304\n" in out                               # If-None-Match with the ETag
    assert '"status":"finished"' in out                   # the play loop ended the game
    assert '"legal":true' in out and '"legal":false' in out
    assert '"deal_verified":true' in out                  # the verdict as the guide shows it
    assert '"deal_verified":true' in section("A whole session with curl")
    assert '"code":"not_your_turn"' in out and '"detail":' in out
    assert '"host_token"' in out.splitlines()[-1]         # the rematch


def test_the_guide_says_how_big_get_operations_is(redis_url):
    """The table's "~N KB" for getOperations is the served answer's size, rounded (with the
    games Roadtrip ships: each game adds its own paths, made when the app is created)."""
    said = re.search(r"`getOperations` \|[^|]*\|[^|]*\(~(\d+) KB, under (\d+) KB compressed\)",
                     GUIDE)
    assert said, "the guide's getOperations row names no size"
    with only_shipped():
        app = create_app({"TESTING": True, "REDIS_URL": redis_url, "RATE_LIMITS": "off"})
        client = app.test_client()
        plain = client.get("/api/v1/operations")
        packed = client.get("/api/v1/operations", headers={"Accept-Encoding": "gzip"})
        store = app.extensions["roadtrip"].store
        store.client.close()
        store.blocking.close()
    assert round(len(plain.data) / 1024) == int(said[1])
    assert packed.headers.get("Content-Encoding") == "gzip"
    assert len(packed.data) < int(said[2]) * 1024


def table_codes() -> set[str]:
    rows = [line for line in section("Errors").splitlines() if line.startswith("| ")]
    return {code for row in rows[1:] for code in re.findall(r"`([a-z_0-9]+)`", row.split("|")[2])}


def test_every_code_in_the_error_table_exists():
    known = set(CODES) | set(CONFIG_CODES)
    for name in game_names():
        known |= set(get_game(name).refusal_codes())
    assert table_codes() - known == set()


@only_shipped()  # the guide documents the games Roadtrip ships (a plug-in documents its own)
def test_every_code_the_server_can_send_is_in_the_error_table():
    sent = set(CODES) | set(CONFIG_CODES)
    for name in game_names():
        sent |= set(get_game(name).refusal_codes())
    assert sent - table_codes() == set()
