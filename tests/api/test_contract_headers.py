"""What a client author reads in the contract besides bodies (issue 25, items 4-6): the
language headers on every operation, which ETags are versions, rate limits and their
headers on every limited operation, and each operation's problem codes as an enum."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import redis
from flask import Flask

from api import create_app
from api.guard.limits import BUDGETS, RATE_LIMIT_HEADERS
from api.openapi.typed import camel
from core import game_names


def _operations(spec: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    for path, item in spec["paths"].items():
        for verb, op in item.items():
            if isinstance(op, dict) and "responses" in op:
                yield path, verb, op


def _document(client: Any) -> dict[str, Any]:
    return client.get("/api/openapi.json").get_json()


def test_every_operation_declares_accept_language_and_every_problem_content_language(client):
    spec = _document(client)
    for _, _, op in _operations(spec):
        names = [p["name"] for p in op.get("parameters", []) if p["in"] == "header"]
        # the health checks (outside /api/) answer no words and do not read it (issue 41:
        # the server enforces its 200 characters exactly where the document declares it)
        health = op["operationId"] in ("healthz", "readyz")
        assert ("Accept-Language" in names) is not health, op["operationId"]
        for status, response in op["responses"].items():
            if "application/problem+json" in response.get("content", {}):
                assert "Content-Language" in response["headers"], (op["operationId"], status)


def test_etag_descriptions_say_which_are_versions_and_which_content_hashes(client):
    """getGame's, postMove's and getReplay's ETags are versions (good for If-Match); the
    other reads' are content hashes, and say so."""
    spec = _document(client)
    for _, _, op in _operations(spec):
        etag = op["responses"].get("200", {}).get("headers", {}).get("ETag")
        if etag is None:
            continue
        words = etag["description"]
        if op["operationId"].startswith(("getGame", "postMove", "getReplay")):
            assert "version" in words and "not a version" not in words, op["operationId"]
        else:
            assert "not a version" in words, op["operationId"]


def _budgeted_operations(app: Flask, spec: dict[str, Any]) -> set[str]:
    """The operationIds of the endpoints :data:`BUDGETS` limits (generic paths)."""
    endpoints = {endpoint for _, covered, _ in BUDGETS.values() for endpoint in covered}
    found = set()
    for rule in app.url_map.iter_rules():
        if rule.endpoint in endpoints:
            path = re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule)
            for verb in rule.methods - {"HEAD", "OPTIONS"}:
                found.add(spec["paths"][path][verb.lower()]["operationId"])
    return found


def test_every_limited_operation_declares_its_rate_limit_headers(app, client):
    """The budgeted operations (api.guard.limits) and only they declare RateLimit-* on
    their success and their 429; every 429 and 503 declares Retry-After."""
    spec = _document(client)
    budgeted = _budgeted_operations(app, spec)
    assert budgeted >= {"createGame", "joinGame", "postMove", "checkTranscript"}
    declared = set()
    for _, _, op in _operations(spec):
        ok = next(r for s, r in op["responses"].items() if s.startswith("2"))
        if set(RATE_LIMIT_HEADERS) <= set(ok.get("headers", {})):
            declared.add(op["operationId"])
            assert set(RATE_LIMIT_HEADERS) <= set(op["responses"]["429"]["headers"])
        for status in ("429", "503"):
            if status in op["responses"]:
                assert "Retry-After" in op["responses"][status]["headers"], op["operationId"]
    per_game = {f"{base}{camel(name)}" for base in budgeted for name in game_names()}
    assert budgeted <= declared <= budgeted | per_game


def test_a_429_carries_retry_after_in_its_body_too(redis_url):
    flusher = redis.Redis.from_url(redis_url)
    flusher.flushdb()
    flusher.close()
    app = create_app({"TESTING": True, "REDIS_URL": redis_url, "RATE_LIMITS": "on",
                      "RATE_LIMIT_JOIN": "1/minute"})
    try:
        client = app.test_client()
        assert client.get("/api/v1/join/AAAAAA").status_code == 404
        refused = client.get("/api/v1/join/AAAAAA")
        body = refused.get_json()
        assert refused.status_code == 429 and body["code"] == "rate_limited"
        assert body["retry_after"] == int(refused.headers["Retry-After"]) >= 1
        assert refused.headers["RateLimit-Remaining"] == "0"
    finally:
        app.extensions["roadtrip"].store.client.close()
        app.extensions["roadtrip"].store.blocking.close()
        for limiter in app.extensions.get("limiter", ()):
            storage = getattr(limiter.storage, "storage", None)
            if storage is not None:
                storage.close()


def test_each_operations_problem_codes_are_an_enum_generators_see(client):
    """Problem.<operationId>'s code is an enum of exactly the codes the operation lists
    per status (x-problem-codes, which generators ignore)."""
    spec = _document(client)
    schemas = spec["components"]["schemas"]
    for _, _, op in _operations(spec):
        listed = op.get("x-problem-codes")
        if not listed:
            continue
        code = schemas[f"Problem.{op['operationId']}"]["properties"]["code"]
        assert set(code["enum"]) == {c for codes in listed.values() for c in codes}
        for status, codes in listed.items():
            example = op["responses"][status]["content"]["application/problem+json"]["example"]
            assert example["code"] in codes and example["status"] == int(status)
