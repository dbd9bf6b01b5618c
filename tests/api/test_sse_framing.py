"""An event's data is the store's JSON: :func:`sse` writes what ``fastjson.dumpb`` writes.

:data:`api.live.shared_answers.json_bytes` calls orjson with the store's
options directly (one Python frame fewer for every entry and view a stream
writes); held here to :func:`api.store.fastjson.dumpb` over any JSON value,
and the event's framing to the SSE lines it is documented as.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from api.live.shared_answers import LogChunk, _chunk, json_bytes, sse
from api.store import fastjson

#: JSON values as events and views hold them (integer keys too: the options allow them)
JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**63 - 1)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.text() | st.integers(0, 9), inner, max_size=4),
    max_leaves=20)


@given(data=JSON)
def test_the_events_json_is_the_stores(data: Any) -> None:
    assert json_bytes(data) == fastjson.dumpb(data)


@given(data=JSON, event=st.sampled_from([None, "log", "view", "end"]),
       event_id=st.none() | st.integers(0, 10**9))
def test_an_event_is_its_id_its_name_and_one_line_of_data(data: Any, event: str | None,
                                                          event_id: int | None) -> None:
    lines = [] if event_id is None else [f"id: {event_id}".encode()]
    lines += [] if event is None else [f"event: {event}".encode()]
    lines.append(b"data: " + fastjson.dumpb(data))
    assert sse(data, event, event_id) == b"\n".join(lines) + b"\n\n"


@given(text=st.binary(max_size=64), last=st.integers(0, 10**9), over=st.booleans())
def test_a_log_chunk_made_without_its_constructor_is_the_constructors(text: bytes, last: int,
                                                                      over: bool) -> None:
    made = _chunk((text, last, over))
    assert type(made) is LogChunk and made == LogChunk(text, last, over)
    assert (made.text, made.last, made.over) == (text, last, over)
