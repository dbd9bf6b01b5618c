"""A worker's garbage collector is settled over the loaded app (api/run/collector.py)."""

from __future__ import annotations

import json

from api.run import collector

from .realserver import Gunicorn


def test_a_worker_freezes_what_it_loaded_and_collects_its_young_generation_less_often(
        redis_url):
    with Gunicorn({"REDIS_URL": redis_url}, workers=1,
                  app="tests.api.gc_probe_app:app") as server:
        status, _, body = server.call("GET", "/")
    assert status == 200
    settings = json.loads(body)
    assert settings["threshold"] == [collector.YOUNG, collector.MIDDLE, collector.OLD]
    assert settings["frozen"] > 1000  # gunicorn, gevent and the worker's modules at the least
