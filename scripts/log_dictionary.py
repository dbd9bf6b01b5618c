"""Generate ``api/store/log_dict_v2.bin``, the preset dictionary of log entry format 2.

The dictionary is log entries exactly as the service stores them (see
:mod:`api.store.log_format`), taken from seeded random games of both games, both
modes, 3 and 4 players and every subset of Driving Me Crazy!'s variants: deflate
then finds most of a new entry in it.  Only the rules engine (``core``) plays; no
Redis, no Flask.  ``.venv/bin/python scripts/log_dictionary.py OUT`` writes the
dictionary to ``OUT`` (never over an existing file) and prints its SHA-256, the
same bytes on every run with the same rules.

``log_dict_v2.bin`` is what this script wrote when format 2 was made (SHA-256 in
:mod:`api.store.log_format`).  It is FROZEN: logs are stored with it.  A rule change
since makes this script write other bytes; those (or a better recipe) are for a new
file under a new format byte, never for ``log_dict_v2.bin``.
"""

from __future__ import annotations

import argparse
import hashlib
from pathlib import Path

from api.store import fastjson
from core import Config, get_game
from core.rng import Rng

#: deflate's window: a preset dictionary longer than this is never used
SIZE = 32 * 1024
#: (game, mode): each kind of game gets an equal share of the dictionary's bytes
#: (Drive's entries compress worse with a DMC-heavy dictionary; they get half)
KINDS = (("driving-me-crazy", "digital"), ("driving-me-crazy", "referee"),
         ("drive", "digital"), ("drive", "referee"))
#: games per kind and player count (a DMC game's variants are the bits of its number)
GAMES = 16
#: a random referee game may run long: its first moves are plenty
MAX_MOVES = 400
#: the seeds of the games' deals (offset by the game's number) and of the sampling
DEAL_SEED = 20_250_000
SAMPLE_SEED = 2


def game_entries(name: str, config: Config, seed: int, max_moves: int = MAX_MOVES,
                 ) -> list[bytes] | None:
    """Play a seeded random game and return its log entries, one per move (None: stalled).

    An entry is ``{"f": its first event's number (from 1), "m": [[seat, move]], "e":
    events}`` as compact JSON, as the service logs a commit of one move.
    """
    game = get_game(name)
    state = game.new(config, seed)
    rng = Rng(seed)
    entries: list[bytes] = []
    first = 1
    for _ in range(max_moves):
        if game.is_over(state):
            break
        seats = game.pending(state)
        if not seats:
            return None  # waits for a clock (Quick Reactions' windows): skipped
        seat = seats[rng.randbelow(len(seats))] if len(seats) > 1 else seats[0]
        move = game.sample_move(state, seat, rng)
        events = game.push(state, seat, move)  # legal: sampled from the legal moves
        if any(event.get("held") for event in events):
            continue  # the service logs a held move when the game makes it
        entries.append(fastjson.dumpb({"f": first, "m": [[seat, move]], "e": events}))
        first += len(events)
    return entries


def kind_entries(name: str, mode: str, games: int = GAMES) -> list[bytes]:
    """Return the entries of ``games`` seeded games of one kind for 3 and for 4 players."""
    variants = get_game(name).variants
    entries: list[bytes] = []
    for players in (3, 4):
        for number in range(games):
            chosen = [v for bit, v in enumerate(variants) if number >> bit & 1]
            config = Config.from_dict({"players": players, "mode": mode, "variants": chosen})
            found = game_entries(name, config, DEAL_SEED + 100 * players + number)
            entries.extend(found or ())
    return entries


def build(size: int = SIZE, games: int = GAMES) -> bytes:
    """Return the dictionary: each kind's distinct entries, sampled, shuffled, the last ``size``.

    Each kind contributes a random sample of its entries (distinct apart from their
    ``"f"``) worth ``size / len(KINDS)`` bytes; the samples are shuffled together
    and the last ``size`` bytes kept (deflate finds the nearest matches cheapest).
    """
    rng = Rng(SAMPLE_SEED)
    picked: list[bytes] = []
    for name, mode in KINDS:
        pool = kind_entries(name, mode, games)
        rng.shuffle(pool)
        seen: set[bytes] = set()
        total = 0
        for entry in pool:
            if total >= size // len(KINDS):
                break
            body = entry[entry.index(b',"m":'):]
            if body not in seen:
                seen.add(body)
                picked.append(entry)
                total += len(entry)
    rng.shuffle(picked)
    data = b"".join(picked)[-size:]
    if len(data) != size:
        raise RuntimeError(f"only {len(data)} bytes of entries for a {size}-byte dictionary")
    return data


def main() -> None:
    """Write the dictionary to a new file and print its size and SHA-256."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the file to write (must not exist)")
    out = parser.parse_args().out
    data = build()
    with out.open("xb") as file:  # never over a frozen dictionary
        file.write(data)
    print(f"{out}: {len(data)} bytes, sha256 {hashlib.sha256(data).hexdigest()}")


if __name__ == "__main__":
    main()
