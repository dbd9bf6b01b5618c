"""A request's digest is made of ``json``'s canonical text, whichever encoder wrote it.

:func:`api.service.idempotency.canonical` writes a flat body (a move) with orjson when
orjson's bytes are ``json.dumps(body, sort_keys=True, separators=(",", ":"))``'s, and
with ``json`` otherwise.  The digests are stored (a move's kept line, a create's or
join's sealed answer), so both must give the same bytes for every body: each generated
body is held to ``json``'s text, and a move's body is checked to take orjson's way (so
the comparison is not only ``json`` against itself).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from api.service import idempotency
from api.service.idempotency import canonical, fingerprint


def json_text(body: Any) -> bytes:
    """The canonical text as ``json`` writes it: the one source."""
    return json.dumps(body, sort_keys=True, separators=(",", ":")).encode()


#: printable ASCII, the strings orjson's way takes, and every character
ascii_text = st.text(st.characters(min_codepoint=0x20, max_codepoint=0x7E), max_size=12)
any_text = st.text(max_size=12)
scalars = st.one_of(st.none(), st.booleans(), st.integers(),
                    st.integers(min_value=-(2**70), max_value=2**70), ascii_text, any_text,
                    st.floats(allow_nan=True, allow_infinity=True))
flat = st.dictionaries(st.one_of(ascii_text, any_text), scalars, max_size=6)
nested = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(ascii_text, inner, max_size=4)), max_leaves=12)


@settings(max_examples=400, deadline=None)
@given(flat)
def test_a_flat_body_is_written_as_json_writes_it(body: dict[str, Any]) -> None:
    assert canonical(body) == json_text(body)


@settings(max_examples=200, deadline=None)
@given(nested)
def test_any_body_is_written_as_json_writes_it(body: Any) -> None:
    assert canonical(body) == json_text(body)


@pytest.mark.parametrize("body", [
    {"type": "play", "card": "km100"},
    {"type": "play", "card": "traffic", "target": 1},
    {"b": 1, "a": 2, "B": 3, "_": 4, "~": 5, "0": 6},  # sorted by code point
    {"type": "end_turn", "n": None, "yes": True, "no": False, "big": 2**63 - 1},
    {},
])
def test_a_move_takes_orjson_s_way(body: dict[str, Any], monkeypatch: pytest.MonkeyPatch
                                   ) -> None:
    expected = json_text(body)

    def refused(*args: Any, **kwargs: Any) -> str:
        raise AssertionError("json's encoder was asked for a plain move")

    monkeypatch.setattr(idempotency.json, "dumps", refused)
    assert canonical(body) == expected


@pytest.mark.parametrize("body", [
    {"name": "Zoë"},  # json escapes it (ensure_ascii)
    {"name": "a\x7fb"},  # so is DEL
    {"name": 'say "hi"'}, {"name": "a\\b"}, {"name": "a\nb"},
    {"x": 1.0}, {"x": 1e16}, {"x": float("nan")},  # floats are written differently
    {"x": 2**64}, {1: "a"}, {"x": [1, 2]}, {"x": {"y": 1}},
])
def test_what_orjson_writes_otherwise_is_json_s(body: dict[Any, Any]) -> None:
    assert canonical(body) == json_text(body)


def test_the_digest_is_sha256_of_the_canonical_text() -> None:
    body = {"type": "play", "card": "km100"}
    assert fingerprint(body) == hashlib.sha256(b'{"card":"km100","type":"play"}').hexdigest()
