"""Prometheus metrics (issue 12, point 8), summed over gunicorn's workers, behind a token.

Against a real gunicorn server (2 gevent workers, multiprocess mode) over a
real redis-server, and one whose Redis does not answer.
"""

from __future__ import annotations

import re

import redis
from prometheus_client.parser import text_string_to_metric_families

from api.run.redis_process import free_port
from tests.api.helpers import auth
from tests.api.realserver import Gunicorn

DMC = "driving-me-crazy"
TOKEN = {"Authorization": "Bearer scrape-me"}


def samples(server: Gunicorn) -> dict[tuple[str, tuple], float]:
    status, head, body = server.call("GET", "/metrics", headers=TOKEN)
    assert status == 200 and head["content-type"].startswith("text/plain")
    found = {}
    for family in text_string_to_metric_families(body.decode()):
        for sample in family.samples:
            found[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return found


def value(found: dict, name: str, **labels: str) -> float:
    return found.get((name, tuple(sorted(labels.items()))), 0.0)


def test_metrics_count_every_worker_and_need_the_token(redis_url):
    url = redis_url.rsplit("/", 1)[0] + "/8"
    flusher = redis.Redis.from_url(url)
    flusher.flushdb()
    flusher.close()
    with Gunicorn({"REDIS_URL": url, "METRICS_TOKEN": "scrape-me"}) as server:
        assert server.call("GET", "/metrics")[0] == 401
        assert server.call("GET", "/metrics", headers={"Authorization": "Bearer no"})[0] == 401
        # the scheme is case-insensitive, as the API's bearer tokens (issue 24, item 8)
        for scheme in ("bearer", "BEARER"):
            assert server.call("GET", "/metrics",
                               headers={"Authorization": f"{scheme} scrape-me"})[0] == 200
        assert server.call("GET", "/metrics", headers={"Authorization": "Basic scrape-me"}
                           )[0] == 401
        # each request on a new connection: the two workers share the work
        ids = [server.json("POST", "/api/v1/games", {"game": DMC, "players": 2,
                                                     "bots": [1]})[2]["id"]
               for _ in range(12)]
        _, _, joined = server.json("POST", f"/api/v1/games/{ids[0]}/players", {"name": "A"})
        token = joined["token"]
        _, _, legal = server.json("GET", f"/api/v1/games/{ids[0]}/legal-moves",
                                  headers=auth(token))
        assert server.json("POST", f"/api/v1/games/{ids[0]}/moves", legal["moves"][0],
                           auth(token))[0] == 200
        refused = server.json("POST", f"/api/v1/games/{ids[0]}/moves", {"type": "nonsense"},
                              auth(token))
        assert refused[0] == 422
        assert server.json("GET", "/api/v1/games/nosuchgame")[0] == 404

        found = samples(server)
        assert value(found, "roadtrip_requests_total", operation="createGame",
                     status="201") == 12
        assert value(found, "roadtrip_request_seconds_count", operation="createGame",
                     status="201") == 12
        assert value(found, "roadtrip_request_seconds_bucket", operation="createGame",
                     status="201", le="+Inf") == 12
        assert value(found, "roadtrip_requests_total", operation="getGame", status="404") == 1
        assert value(found, "roadtrip_moves_total", result="applied", code="") == 1
        assert value(found, "roadtrip_moves_total", result="refused",
                     code=refused[2]["code"]) == 1
        assert value(found, "roadtrip_live_games") == 12
        # the scrape being answered is the one request in progress
        assert value(found, "roadtrip_requests_in_progress", operation="unknown") >= 0
        assert sum(v for (name, _), v in found.items()
                   if name == "roadtrip_requests_in_progress") <= 1


def test_store_errors_are_counted_and_metrics_are_off_without_a_token():
    dead = f"redis://127.0.0.1:{free_port()}/0"
    with Gunicorn({"REDIS_URL": dead, "METRICS_TOKEN": "scrape-me"}) as server:
        for _ in range(3):
            assert server.call("GET", "/readyz")[0] == 503
        found = samples(server)
        assert value(found, "roadtrip_store_errors_total") == 3
    with Gunicorn({"REDIS_URL": dead}) as server:
        status, head, body = server.call("GET", "/metrics", headers=TOKEN)
        assert status == 404 and re.search(rb'"code": ?"not_found"', body)
