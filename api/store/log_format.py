"""The format of a game's log entries in Redis: one commit's moves and events, deflated.

Kept apart from :mod:`api.store.store` because it is frozen: stored logs depend on
:data:`LOG_DICT_V1` byte for byte.
"""

from __future__ import annotations

import zlib
from typing import Any, Final

from api.store import fastjson

#: Log entries are raw deflate with this preset dictionary (format byte 1): a
#: commit's few hundred bytes of JSON shrink about fourfold, so a whole 4-player
#: Driving Me Crazy! log fits in ~20 KB.  The dictionary only helps compression
#: (any content round-trips).
#:
#: FROZEN: do not edit a byte.  Every log already stored in Redis with format
#: byte 1 was deflated with exactly these bytes and cannot be inflated with any
#: other; a better dictionary needs a new format byte (and this one kept for
#: old entries).  ``tests/api/test_store.py`` holds its SHA-256 and a stored
#: entry.  Its ``place`` (``tile``, ``exit``) and ``drive`` (``from``, ``to``)
#: samples predate Drive's events and match none of today's events (Drive says
#: ``card``, ``x``, ``y``): only compression suffers, never correctness.
LOG_DICT_V1: Final = (
    b'{"type":"place","seat":1,"tile":"t-junction","x":0,"y":1,"rotation":90,"exit":"E"}'
    b'{"type":"drive","seat":0,"from":"N0","to":"S1"}{"type":"pass","seat":2}'
    b'"motorway","overtake","race_car","speed_camera","stoplight","swerve","trailer",'
    b'"truck","yield","gps","bus","carpool","shortcut","u_turn","toll_booth","traffic",'
    b'"backseat_driver","rest_stop","stop_sign","highway_sign","roundabout",'
    b'{"type":"turn","seat":0}{"type":"end_turn","seat":1}{"type":"take","seat":3,'
    b'"private":{"card":"km100"},"private_to":3}{"type":"resolved","seat":3,"card":"roundabout"}'
    b'{"type":"draw","seat":2,"count":1,"source":"refill","private":{"cards":["km50","km100"]},'
    b'"private_to":2}[[1,{"type":"discard","card":"km100"}]]'
    b'{"type":"play","seat":1,"card":"km50","target":0}],"e":[{"type":"play","seat":'
)


def encode_entry(first: int, moves: list[Any], events: list[dict[str, Any]]) -> bytes:
    """Return one commit's log entry: its moves and events, compressed."""
    raw = fastjson.dumpb({"f": first, "m": moves, "e": events})
    packer = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zdict=LOG_DICT_V1)
    return b"\x01" + packer.compress(raw) + packer.flush()


def decode_entry(blob: bytes) -> dict[str, Any]:
    """Return ``{"f": first event index, "m": [[seat, move]...], "e": [event...]}``."""
    if blob[:1] != b"\x01":
        raise ValueError("unknown log entry format")
    unpacker = zlib.decompressobj(-15, zdict=LOG_DICT_V1)
    return dict(fastjson.loads(unpacker.decompress(blob[1:]) + unpacker.flush()))
