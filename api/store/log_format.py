"""The format of a game's log entries in Redis: one commit's moves and events, deflated.

Kept apart from :mod:`api.store.store` because it is frozen: stored logs depend on
:data:`LOG_DICT_V1` and :data:`LOG_DICT_V2` byte for byte.

An entry is a format byte, then the compact JSON ``{"f": first event index, "m":
[[seat, move]...], "e": [event...]}`` as raw deflate (window bits 15) with that
format's preset dictionary.  Format 1 (a 770-byte hand-written dictionary) made a
4-player digital Driving Me Crazy! entry 42 B on average (161 B of JSON) and a
Drive entry ~54 B; a finished 4-player DMC game took 32 KB in Redis (median; 50 KB
at most).  Format 2, written since, primes deflate with 32 KB of real log entries
(:data:`LOG_DICT_V2`).  Over seeded random games (tests/api/test_log_format.py) an
entry takes, format 1 -> 2: DMC digital 47 -> 19 B, DMC referee 37 -> 11 B, Drive
digital 55 -> 17 B, Drive referee 56 -> 17 B (60-70% less).  Writing one costs
~18 µs instead of ~10 µs (priming a compressor with 32 KB would cost ~50 µs more:
a copy of one primed compressor is used); reading one ~4.5 µs instead of ~4 µs.
Both formats are read.
"""

from __future__ import annotations

import hashlib
import zlib
from importlib import resources
from typing import Any, Final

from api.store import fastjson

#: Log entries were raw deflate with this preset dictionary (format byte 1): a
#: commit's few hundred bytes of JSON shrink about fourfold.  The dictionary only
#: helps compression (any content round-trips).
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


#: The preset dictionary of format byte 2, which :func:`encode_entry` writes: the last
#: 32 KB (deflate's whole window) of real log entries of both games, both modes and
#: every variant, shuffled, as ``scripts/log_dictionary.py`` generates them.  Entries
#: shrink by ~60% against format 1's (see above).
#:
#: FROZEN like :data:`LOG_DICT_V1`: every entry stored with format byte 2 was
#: deflated with exactly these bytes and inflates with no others.  Never regenerate
#: ``log_dict_v2.bin`` (a rule change alters what the script writes): a better
#: dictionary is a new file under format byte 3, and this one stays for old entries.
#: ``tests/api/test_log_format.py`` holds its SHA-256; it is checked here too, so an
#: install with a damaged file refuses to start rather than write unreadable logs.
LOG_DICT_V2: Final = resources.files("api.store").joinpath("log_dict_v2.bin").read_bytes()
LOG_DICT_V2_SHA256: Final = "8e71dd04b1db12e34972999db3d0a0df57bb795c7c26b51720be38c401ae0e0f"
if hashlib.sha256(LOG_DICT_V2).hexdigest() != LOG_DICT_V2_SHA256:
    raise RuntimeError("api/store/log_dict_v2.bin is not the dictionary of log format 2")

#: One compressor primed with :data:`LOG_DICT_V2`, never used itself: each entry is
#: deflated by a copy, far cheaper than priming a new compressor with 32 KB.  A copy
#: costs what deflate's state weighs: memLevel 6 (format 1 used 9) makes that 4 µs
#: instead of 10 and writes the very same bytes for log entries (level 9 searches
#: its hash chains to the end), which the tests check.
_PRIMED_V2: Final = zlib.compressobj(9, zlib.DEFLATED, -15, 6, zdict=LOG_DICT_V2)
#: format byte -> preset dictionary, for reading
_DICTS: Final = {1: LOG_DICT_V1, 2: LOG_DICT_V2}


def entry_json(first: int, moves: list[Any], events: list[dict[str, Any]]) -> bytes:
    """Return one commit's log entry before it is compressed: the JSON
    :func:`decode_entry` gives back (a commit's announcement carries it as it is)."""
    return fastjson.dumpb({"f": first, "m": moves, "e": events})


def pack_entry(raw: bytes) -> bytes:
    """Return the stored log entry of :func:`entry_json`'s ``raw`` (format 2)."""
    packer = _PRIMED_V2.copy()
    return b"\x02" + packer.compress(raw) + packer.flush()


def encode_entry(first: int, moves: list[Any], events: list[dict[str, Any]]) -> bytes:
    """Return one commit's log entry: its moves and events, compressed (format 2)."""
    return pack_entry(entry_json(first, moves, events))


def decode_entry(blob: bytes) -> dict[str, Any]:
    """Return ``{"f": first event index, "m": [[seat, move]...], "e": [event...]}``.

    Reads every format (1 and 2); raises :class:`ValueError` for an unknown one.
    """
    zdict = _DICTS.get(blob[0]) if blob else None
    if zdict is None:
        raise ValueError("unknown log entry format")
    unpacker = zlib.decompressobj(-15, zdict=zdict)
    return dict(fastjson.loads(unpacker.decompress(blob[1:]) + unpacker.flush()))


def events_above(entry: bytes, after: int, packed: bool = True) -> list[tuple[int, dict]]:
    """Return a log entry's events above index ``after``, with their indexes; ``packed``
    False: ``entry`` is :func:`entry_json`'s JSON, as a commit's announcement carries it
    (what :func:`decode_entry` of the stored entry reads, without inflating it)."""
    decoded = decode_entry(entry) if packed else fastjson.loads(entry)
    return [(decoded["f"] + i, e) for i, e in enumerate(decoded["e"])
            if decoded["f"] + i > after]
