"""Log entry format 2: a 32 KB preset dictionary of real log entries (api/store/log_format.py).

Format 1's pins (its dictionary and a stored entry) are in tests/api/test_store.py.
"""

from __future__ import annotations

import hashlib
import importlib.util
import zlib
from pathlib import Path
from types import ModuleType

import pytest

from api.store import fastjson
from api.store.log_format import LOG_DICT_V1, LOG_DICT_V2, decode_entry, encode_entry
from core import Config

ROOT = Path(__file__).resolve().parents[2]
DMC = "driving-me-crazy"
#: a few games of each kind, on seeds the dictionary was not made from
KINDS = {
    "dmc digital": [(DMC, {"players": 4, "mode": "digital", "variants": v}, s)
                    for s, v in ((1, []), (2, ["highway_hysterics"]),
                                 (3, ["quick_reactions", "fork_in_the_road"]))],
    "dmc referee": [(DMC, {"players": p, "mode": "referee", "variants": v}, s)
                    for p, s, v in ((4, 4, []), (3, 5, ["signs_of_madness"]),
                                    (4, 6, ["quick_reactions"]))],
    "drive digital": [("drive", {"players": p, "mode": "digital"}, s)
                      for p, s in ((4, 7), (3, 8), (4, 9))],
    "drive referee": [("drive", {"players": p, "mode": "referee"}, s)
                      for p, s in ((4, 10), (3, 11), (4, 12))],
}


@pytest.fixture(scope="module")
def script() -> ModuleType:
    """scripts/log_dictionary.py, the dictionary's generator (scripts/ is no package)."""
    spec = importlib.util.spec_from_file_location("log_dictionary",
                                                  ROOT / "scripts" / "log_dictionary.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def corpus(script) -> dict[str, list[bytes]]:
    """The raw JSON log entries of a few seeded games of each kind."""
    found: dict[str, list[bytes]] = {}
    for kind, games in KINDS.items():
        for name, config, seed in games:
            entries = script.game_entries(name, Config.from_dict(config), seed)
            assert entries, (kind, seed)  # neither stalled nor empty
            found.setdefault(kind, []).extend(entries)
    return found


def deflated_v1(raw: bytes) -> bytes:
    """An entry as format 1 wrote it (the recipe before format 2)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zdict=LOG_DICT_V1)
    return b"\x01" + packer.compress(raw) + packer.flush()


def test_the_log_dictionary_of_format_2_never_changes():
    """Stored logs were deflated with these exact bytes: a new dictionary needs a new format."""
    assert len(LOG_DICT_V2) == 32 * 1024
    assert hashlib.sha256(LOG_DICT_V2).hexdigest() == (
        "8e71dd04b1db12e34972999db3d0a0df57bb795c7c26b51720be38c401ae0e0f")


def test_an_entry_stored_in_format_2_still_reads():
    stored = bytes.fromhex("02c335cc438dc34b00")
    assert decode_entry(stored) == {"f": 3, "m": [[0, {"type": "play", "card": "km50"}]],
                                    "e": [{"type": "play", "seat": 0, "card": "km50"}]}


def test_entries_are_written_as_a_freshly_primed_compressor_writes_them(corpus):
    """Copies of the one primed compressor (memLevel 6) write what priming a new one
    with memLevel 9, as format 1 did, writes: the same bytes, the primer untouched."""
    for entries in corpus.values():
        for raw in entries[::4]:
            entry = fastjson.loads(raw)
            packer = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zdict=LOG_DICT_V2)
            assert encode_entry(entry["f"], entry["m"], entry["e"]) == (
                b"\x02" + packer.compress(raw) + packer.flush())


def test_both_formats_read_and_no_other(corpus):
    raw = corpus["dmc digital"][5]
    entry = fastjson.loads(raw)
    v2 = encode_entry(entry["f"], entry["m"], entry["e"])
    assert decode_entry(deflated_v1(raw)) == decode_entry(v2) == entry
    for unknown in (b"", b"\x00", b"\x03" + v2[1:]):
        with pytest.raises(ValueError, match="unknown log entry format"):
            decode_entry(unknown)


def test_real_entries_round_trip_in_format_2(corpus):
    for entries in corpus.values():
        for raw in entries:
            entry = fastjson.loads(raw)
            blob = encode_entry(entry["f"], entry["m"], entry["e"])
            assert blob[:1] == b"\x02" and decode_entry(blob) == entry


def test_format_2_takes_at_most_60_percent_of_format_1s_bytes(corpus):
    """The reason for format 2, as a rule, for every kind of game."""
    for kind, entries in corpus.items():
        v1 = sum(len(deflated_v1(raw)) for raw in entries)
        v2 = 0
        for raw in entries:
            entry = fastjson.loads(raw)
            v2 += len(encode_entry(entry["f"], entry["m"], entry["e"]))
        assert v2 <= 0.6 * v1, (kind, len(entries), v1, v2)
