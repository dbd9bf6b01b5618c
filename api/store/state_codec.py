"""How a game's state is stored: compact JSON, zlib'd (level 1) only above a size.

A commit writes the whole state and every move reads it back, so its codec is
on the hot path twice per move.  zlib level 9 (what shipped before) spent the
most CPU for a few bytes over level 1, and a small state gains little from
compression at all: ``bench/state_codec.py`` measures the candidates on
recorded games (docs/performance.md has the figures).

Reading tells the formats apart by their first byte: compact JSON of a state
starts with ``{``, a zlib stream with ``0x78`` -- so states written by older
versions (zlib at level 9) are read as they are.
"""

from __future__ import annotations

import zlib

#: States shorter than this (bytes of compact JSON) are stored as they are.
RAW_BELOW = 512
#: zlib level above :data:`RAW_BELOW`: nearly level 9's size for a fraction of its CPU.
LEVEL = 1


def encode_state(raw: bytes) -> bytes:
    """Return the stored form of a state's compact JSON."""
    if len(raw) < RAW_BELOW:
        return raw
    return zlib.compress(raw, LEVEL)


def decode_state(blob: bytes) -> bytes:
    """Return the compact JSON of a stored state (any format this store ever wrote)."""
    if blob[:1] == b"{":
        return blob
    return zlib.decompress(blob)
