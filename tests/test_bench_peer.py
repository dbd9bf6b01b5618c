"""The boardgame.io comparison (``bench/peer_bgio``) compares like with like (issue 42).

Its figures mean something only if both peers play games of the same length
(boardgame.io's race tuned to Roadtrip's mean game), boardgame.io's persisted
server really refuses a stale write, and one run prints server CPU per move
for every server side by side, with what each figure counts.  Untimed: these
check that the bench plays what it says and prints its rows, not how fast.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bench.harness import private_redis
from bench.peer_bgio.lengths import bgio_goal, floor_goal

HERE = Path(__file__).resolve().parents[1] / "bench" / "peer_bgio"
pytestmark = pytest.mark.skipif(
    shutil.which("node") is None or not (HERE / "node_modules" / "boardgame.io").exists(),
    reason="needs Node and `npm install --prefix bench/peer_bgio` (scripts/test runs it)")


def node(script: str, *args: str, env: dict[str, str] | None = None) -> str:
    return subprocess.run(["node", script, *args], cwd=HERE, capture_output=True, text=True,
                          check=True, timeout=300, env=env).stdout


def test_the_old_race_was_seven_times_shorter_than_a_roadtrip_game():
    at_300 = json.loads(node("tune.js", "--goal", "300", "5000"))
    assert 23 <= at_300["mean"] <= 27  # issue 42: 25 moves against Roadtrip's ~175


def test_the_race_is_tuned_to_the_length_it_is_asked_for():
    tuned = bgio_goal(175, games=5000)
    assert tuned["goal"] % 25 == 0  # every distance card is a multiple of 25 km
    assert abs(tuned["mean"] - 175) / 175 <= 0.03
    # the goal a step away on either side is no nearer (the bisection ended where it should)
    for other in (tuned["goal"] - 25, tuned["goal"] + 25):
        mean = json.loads(node("tune.js", "--goal", str(other), "5000"))["mean"]
        assert abs(mean - 175) >= abs(tuned["mean"] - 175) - 2  # (sampling noise of 5,000 games)


def test_the_floors_race_lasts_the_moves_it_is_given():
    for target in (19, 175, 176):
        assert abs(2 * floor_goal(target, 10) // 10 - 1 - target) <= 1


STORE = """
const { RedisStorage } = require("./redis_storage");
(async () => {
  const db = new RedisStorage(process.argv[1]);
  await db.connect();
  const state = (id) => ({ G: {}, ctx: { turn: id }, plugins: {}, _stateID: id });
  await db.createMatch("m", { initialState: state(0), metadata: { gameName: "card-race" } });
  await db.setState("m", state(1), [{ action: { type: "MAKE_MOVE" }, _stateID: 0 }]);
  let stale = "written";
  try { await db.setState("m", state(0)); } catch (e) { stale = "refused"; }
  const got = await db.fetch("m", { state: true, metadata: true, log: true, initialState: true });
  console.log(JSON.stringify({ stale, id: got.state._stateID, log: got.log.length,
    initial: got.initialState._stateID, game: got.metadata.gameName,
    listed: await db.listMatches({ gameName: "card-race" }) }));
  db.redis.disconnect();
})();
"""


def test_the_persisted_peer_writes_each_state_with_compare_and_set():
    with private_redis() as port:
        out = json.loads(node("-e", STORE, f"redis://127.0.0.1:{port}/0"))
    assert out == {"stale": "refused", "id": 1, "log": 1, "initial": 0, "game": "card-race",
                   "listed": ["m"]}


def test_one_run_prints_server_cpu_per_move_for_every_server_at_equal_game_length():
    run = subprocess.run([sys.executable, str(HERE / "run.py"), "--mode", "stream",
                          "--seconds", "1.5", "--rounds", "1", "--warmup", "0.5",
                          "--warmup-moves", "1", "--length-games", "30"],
                         capture_output=True, text=True, timeout=600, cwd=HERE.parents[1])
    assert run.returncode == 0, run.stderr[-3000:]
    out = run.stdout
    assert "game length: Roadtrip's random 2-player Driving Me Crazy! games" in out
    assert "boardgame.io's race tuned to a goal of" in out
    for peer in ("bgio-all", "bgio-redis-all", "roadtrip-stream", "floor-stream",
                 "flask-stream"):
        assert f"warm-up {peer}" in out  # every server warmed up, Node's JIT included
        row = next(line for line in out.splitlines() if line.startswith(f"  {peer} "))
        assert row.count(" ms") >= 3, row  # server CPU, load generator CPU, round trips
    counts = next(line for line in out.splitlines() if "server CPU counts:" in line)
    assert "bgio-redis-all: the Node server + its redis-server" in counts
    assert "roadtrip-stream: gunicorn master + 2 workers + redis-server" in counts
    assert "streaming: Roadtrip server CPU per move / the stack and Flask floor's" in out
