"""The event stream's payloads in the document (``getEvents``, ``text/event-stream``).

A stream is one string to generators (OpenAPI 3.1 has no schema per event; 3.2's
``itemSchema`` is not read by them yet), so each event's ``data`` is published as a
component a client parses it with, named by the stream's ``x-events`` map:

- ``log``: ``StreamLog``, one log entry as getLog answers it (``<game>.LogEntry``);
- ``view``: ``StreamView`` (one per game, ``<game>.StreamView``, by ``game``): the
  caller's view as getGame answers it and, only when asked, its legal moves;
- ``end`` and ``gone``: ``StreamEnd``, the index of the last entry sent.
"""

from __future__ import annotations

from typing import Any

from core import game_names

REF = "#/components/schemas/"
#: each event name of the stream -> the component its ``data`` is
EVENTS = {"log": "StreamLog", "view": "StreamView", "end": "StreamEnd", "gone": "StreamEnd"}


def _ref(name: str) -> dict[str, str]:
    return {"$ref": REF + name}


def stream_schemas(spec: dict[str, Any]) -> None:
    """Add the stream's payload components and name them in getEvents' ``x-events``."""
    schemas = spec["components"]["schemas"]
    names = game_names()
    for name in names:
        schemas[f"{name}.StreamView"] = {
            "type": "object", "additionalProperties": False,
            "description": "data of `event: view`: the caller's new view after a change",
            "properties": {
                "game": {"type": "string", "const": name},
                "version": {"type": "integer", "minimum": 0},
                "view": _ref(f"{name}.Game"),
                "legal_moves": {"type": "array", "items": _ref(f"{name}.Move"),
                                "description": "only with include=legal_moves"},
            },
            "required": ["game", "version", "view"],
        }
    schemas["StreamView"] = {
        "description": "data of `event: view` (include=view): one per game, by `game`",
        "oneOf": [_ref(f"{name}.StreamView") for name in names],
        "discriminator": {"propertyName": "game", "mapping": {
            name: REF + f"{name}.StreamView" for name in names}},
    }
    schemas["StreamLog"] = {
        "description": "data of `event: log` (its `id` is the entry's index): one log entry,"
                       " as getLog answers it (the game's own LogEntry)",
        "anyOf": [_ref(f"{name}.LogEntry") for name in names],
    }
    schemas["StreamEnd"] = {
        "type": "object", "additionalProperties": False,
        "description": "data of `event: end` (the game is over: by itself, or after the log"
                       " entry `ended` when its host ended it) and `event: gone` (a game"
                       " ended before it started, or expired): the index of the last entry"
                       " sent",
        "properties": {"last": {"type": "integer", "minimum": 0}}, "required": ["last"],
    }
    for item in spec["paths"].values():
        operation = item.get("get", {})
        if operation.get("operationId") == "getEvents":
            media = operation["responses"]["200"]["content"]["text/event-stream"]
            media["x-events"] = {event: _ref(component) for event, component in EVENTS.items()}
            # the same schemas where JSON Schema puts what a string holds (generators
            # keep the string; linters see the components used)
            media["schema"]["contentSchema"] = {
                "description": "the `data` of each event: log StreamLog, view StreamView,"
                               " end and gone StreamEnd (x-events)",
                "anyOf": [_ref(name) for name in dict.fromkeys(EVENTS.values())]}
