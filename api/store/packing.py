"""A command's bytes for Redis in one call to hiredis, when redis-py's packer would agree.

redis-py packs a command with hiredis too, but first runs two generators over its
arguments in Python: one asking each whether it is a ``memoryview``, one handing each
to its encoder (four type checks and a call per argument).  A move sends two scripts
with ~35 arguments between them: ~110 Python calls and ~200 type checks a move, about
a tenth of the Python calls of a ``POST /moves``.  hiredis's ``pack_command`` does the
same encoding in C for the five types it knows exactly (``str`` as UTF-8, strict;
``int`` and ``float`` as their ``repr``; ``bytes`` and ``memoryview`` as they are).  So
:class:`QuickPacker` gives hiredis a command whose arguments are all of exactly those
types (one look in C at each one's type), and anything else to redis-py's packer,
which then answers as it always did: a ``bool`` refused (``DataError``), a subclass
written by its own ``repr`` or ``encode``, a ``bytearray`` copied.  A command name
with a space (``"SCRIPT LOAD"``), which redis-py splits into words, goes to redis-py's
packer too.

``tests/api/test_pool_parity.py`` pins redis-py's packer to the version read here and
holds both packers to the same bytes or errors over generated commands.
"""

from __future__ import annotations

from typing import Any

from hiredis import pack_command  # a dependency (pyproject.toml)
from redis.connection import HiredisRespSerializer

#: the encodings whose text hiredis writes exactly as redis-py's encoder would
_UTF8 = frozenset({"utf-8", "utf8", "UTF-8", "UTF8"})
#: the argument types hiredis writes as redis-py's encoder does (exactly these: a
#: subclass may change its ``repr`` or ``encode``, and ``bool`` is refused by redis-py)
EXACT = frozenset({str, bytes, int, float, memoryview})


class QuickPacker:
    """redis-py's hiredis packer, with hiredis asked first (see the module's docstring)."""

    __slots__ = ("_packer",)

    def __init__(self, packer: HiredisRespSerializer) -> None:
        self._packer = packer

    def pack(self, *args: Any) -> list[bytes]:
        """Return the command ``args`` as Redis gets it (one buffer), as redis-py's does."""
        head = args[0]
        if type(head) is str and " " not in head and EXACT.issuperset(map(type, args)):
            return [pack_command(args)]
        packed: list[bytes] = self._packer.pack(*args)
        return packed


def quick_packer(packer: Any, encoder: Any) -> Any:
    """Return ``packer`` as :class:`QuickPacker` when it is redis-py's hiredis packer and
    ``encoder`` writes text as hiredis does (UTF-8, strict); else ``packer`` itself."""
    if (type(packer) is not HiredisRespSerializer or encoder.encoding not in _UTF8
            or encoder.encoding_errors != "strict"):
        return packer
    return QuickPacker(packer)
