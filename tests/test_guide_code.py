"""The guide's code is the dice game's code (docs/adding-a-game.md, examples/dice_game).

The guide builds Race to 20 step by step; every Python block it quotes from the
game starts with a comment naming the file (``# roadtrip_dice/game.py``), and
holds that file's text verbatim, a line ``...`` standing for lines left out.
A change to the example that the guide does not follow (or the other way round)
fails here, so a newcomer copying the guide gets the code that passes the
conformance tests.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GUIDE = ROOT / "docs" / "adding-a-game.md"
GAME = ROOT / "examples" / "dice_game"
#: a fenced Python block of the guide (indented or not), its lines
BLOCK = re.compile(r"^( *)```python\n(.*?)^\1```$", re.MULTILINE | re.DOTALL)
#: the first line of a block quoted from the example: the file it comes from
SOURCE = re.compile(r"# (roadtrip_dice/[\w/]+\.py)$")


def quoted() -> list[tuple[str, list[str]]]:
    """Each quoted block: the file it names, and its parts between ``...`` lines."""
    blocks = []
    for indent, body in BLOCK.findall(GUIDE.read_text(encoding="utf-8")):
        lines = [line.removeprefix(indent) for line in body.splitlines()]
        named = SOURCE.match(lines[0].strip()) if lines else None
        if named is None:
            continue
        parts, part = [], []
        for line in lines[1:]:
            if line.strip() == "...":
                parts.append("\n".join(part))
                part = []
            else:
                part.append(line)
        parts.append("\n".join(part))
        blocks.append((named.group(1), parts))
    return blocks


def test_the_guide_quotes_the_dice_game_from_each_of_its_modules():
    named = {path for path, _ in quoted()}
    assert named == {"roadtrip_dice/__init__.py", "roadtrip_dice/game.py"}, named


def test_every_block_the_guide_quotes_is_the_dice_games_code_verbatim():
    for path, parts in quoted():
        source = (GAME / path).read_text(encoding="utf-8")
        at = 0
        for part in parts:
            found = source.find(part, at)
            assert found >= 0, f"docs/adding-a-game.md quotes {path} as\n{part}\nwhich it is not"
            at = found + len(part)
