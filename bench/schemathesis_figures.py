"""Schemathesis over the whole API, at volume: prints cases, server errors, schema violations.

The suite's ``tests/api/test_schemathesis.py`` keeps its run short; this bench
runs the same document-driven generation with many more examples per
operation (positive and negative data), in three passes like the test: ids
as generated, a real started game with a seat token, a waiting game with the
host token.  The app runs in-process (WSGI) over a private ``redis-server``
with the product's defaults, except budgets a fuzzer would otherwise exhaust
and chosen seeds (the fixtures use one).

    python bench/schemathesis_figures.py [--examples 50]

Goal (issue 12): at least 5,000 cases, 0 server errors, 0 schema violations.
A *schema violation* is an answer whose status the operation does not
document, or whose body does not match the documented schema.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import redis  # noqa: E402
import schemathesis  # noqa: E402
from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis.errors import Unsatisfiable  # noqa: E402
from schemathesis.checks import response_schema_conformance  # noqa: E402
from schemathesis.generation import GenerationMode  # noqa: E402

from api import create_app  # noqa: E402
from bench.goals import judged, print_goals  # noqa: E402
from bench.harness import private_redis  # noqa: E402
from tests.api.test_schemathesis import documented_status_code, problem_document  # noqa: E402

# long-polls and event streams cut short: generated waits are real waits
CONFIG = {"TESTING": True, "LOG_WAIT_MAX": 1, "EVENTS_MAX_SECONDS": 1,
          "PUBLIC_URL": "http://roadtrip.test",
          "CHOSEN_SEEDS": "any", "RATE_LIMIT_CREATE": "1000000/minute",
          "RATE_LIMIT_JOIN": "1000000/minute", "RATE_LIMIT_MOVE": "1000000/minute",
          "RATE_LIMIT_CHECK": "1000000/minute", "LIVE_GAMES_MAX": 0}


class Tally:
    """What the runs found."""

    def __init__(self) -> None:
        self.cases = 0
        self.server_errors = 0
        self.violations = 0
        self.statuses: Counter[int] = Counter()
        self.examples: list[str] = []

    def note(self, what: str) -> None:
        if len(self.examples) < 10:
            self.examples.append(what)


def fuzz(app: Any, tally: Tally, examples: int, overrides: dict[str, Any]) -> None:
    schema = schemathesis.openapi.from_wsgi("/api/openapi.json", app)
    schema.config.generation.update(max_examples=examples, deterministic=True)
    for result in schema.get_all_operations():
        operation = result.ok()
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
            strategy = operation.as_strategy(generation_mode=mode)

            @settings(max_examples=examples, derandomize=True, deadline=None, database=None,
                      suppress_health_check=list(HealthCheck),
                      phases=[Phase.explicit, Phase.generate])
            @given(case=strategy)
            def run(case: Any) -> None:
                # the pass's real game and token, where the operation takes them
                for name, real in overrides.get("parameters", {}).items():
                    if case.path_parameters and name in case.path_parameters:
                        case.path_parameters[name] = real
                if overrides.get("headers"):
                    case.headers = {**(case.headers or {}), **overrides["headers"]}
                # identity: the figures are about the contract, not the compression
                response = case.call(headers={"Accept-Encoding": "identity"})
                tally.cases += 1
                tally.statuses[response.status_code] += 1
                if response.status_code >= 500:
                    tally.server_errors += 1
                    tally.note(f"{response.status_code} {case.method} {case.formatted_path}")
                    return
                try:
                    case.validate_response(response, checks=[
                        response_schema_conformance, documented_status_code,
                        problem_document])
                except Exception as exc:  # a failed check: count it, keep going
                    tally.violations += 1
                    tally.note(f"{case.method} {case.formatted_path}: {str(exc)[:200]}")

            try:
                run()
            except Unsatisfiable:  # nothing to make invalid (e.g. no parameters at all)
                continue


def seated(app: Any) -> dict[str, Any]:
    client = app.test_client()
    created = client.post("/api/v1/games", json={"game": "driving-me-crazy", "players": 2,
                                                 "seed": 1, "bots": [1]}).get_json()
    joined = client.post(f"/api/v1/games/{created['id']}/players",
                         json={"name": "Fuzz"}).get_json()
    return {"parameters": {"game_id": created["id"]},
            "headers": {"Authorization": f"Bearer {joined['token']}"}}


def hosted(app: Any) -> dict[str, Any]:
    created = app.test_client().post("/api/v1/games", json={
        "game": "drive", "players": 3, "seed": 2}).get_json()
    return {"parameters": {"game_id": created["id"]},
            "headers": {"Authorization": f"Bearer {created['host_token']}"}}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--examples", type=int, default=50,
                        help="examples per operation and generation mode (default 50)")
    args = parser.parse_args()
    tally = Tally()
    started = time.monotonic()
    with private_redis() as port:
        url = f"redis://127.0.0.1:{port}/0"
        app = create_app(dict(CONFIG, REDIS_URL=url))
        for name, make in (("generated ids", None), ("seated", seated), ("host", hosted)):
            flusher = redis.Redis.from_url(url)
            flusher.flushdb()
            flusher.close()
            before = tally.cases
            fuzz(app, tally, args.examples, make(app) if make else {})
            print(f"  pass {name}: {tally.cases - before} cases", flush=True)
        app.extensions["roadtrip"].store.client.close()
        app.extensions["roadtrip"].store.blocking.close()
    seconds = time.monotonic() - started
    print(f"schemathesis {schemathesis.__version__}: {tally.cases} cases in {seconds:.0f} s,"
          f" {tally.server_errors} server errors (5xx), {tally.violations} schema violations")
    print("  statuses: " + ", ".join(f"{s}: {n}" for s, n in sorted(tally.statuses.items())))
    for example in tally.examples:
        print(f"  - {example}")
    print_goals([judged("cases", tally.cases, 5000, at_most=False, digits=0),
                 judged("server errors (5xx)", tally.server_errors, 0, at_most=True, digits=0),
                 judged("schema violations", tally.violations, 0, at_most=True, digits=0)])
    return 0 if tally.server_errors == 0 and tally.violations == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
