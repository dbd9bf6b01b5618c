"""Every request and response body of the document has an example, valid against its schema."""

from __future__ import annotations

import json
from pathlib import Path

from jsonschema import Draft202012Validator

ROOT = Path(__file__).resolve().parents[2]
SPEC = json.loads((ROOT / "openapi" / "openapi.json").read_text())


def examples_of(media: dict) -> list:
    if "example" in media:
        return [media["example"]]
    return [named["value"] for named in media.get("examples", {}).values()]


def valid(value: object, schema: dict) -> None:
    Draft202012Validator({**schema, "components": SPEC["components"]}).validate(value)


def bodies() -> list[tuple[str, dict]]:
    """(where, media type object) of every JSON body, requests and 2xx answers."""
    out = []
    for path, item in SPEC["paths"].items():
        for verb, op in item.items():
            if not isinstance(op, dict) or "responses" not in op:
                continue
            body = op.get("requestBody", {}).get("content", {}).get("application/json")
            if body:
                out.append((f"{verb} {path} request", body))
            for status, response in op["responses"].items():
                media = response.get("content", {}).get("application/json")
                if media and status.startswith("2"):
                    out.append((f"{verb} {path} {status}", media))
                problem = response.get("content", {}).get("application/problem+json")
                if problem:  # each operation's own problem schema (issue 25)
                    out.append((f"{verb} {path} {status}", problem))
    for name, response in SPEC["components"].get("responses", {}).items():
        for media in response.get("content", {}).values():
            out.append((f"response {name}", media))
    return out


def test_every_body_has_an_example_that_matches_its_schema():
    found = bodies()
    assert len(found) > 40
    for where, media in found:
        values = examples_of(media)
        assert values, f"{where} has no example"
        for value in values:
            valid(value, media["schema"])
