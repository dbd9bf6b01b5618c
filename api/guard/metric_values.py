"""The metrics' values in multiprocess mode, told this process's id without a system call.

Under gunicorn (``PROMETHEUS_MULTIPROC_DIR`` set) prometheus_client keeps each
sample in a per-process file and, before every ``inc``, ``observe`` and ``set``,
asks ``os.getpid()`` whether the process was forked since (then it opens the
child's own files): a ``getpid`` system call per sample, a dozen a streamed move,
for an answer that changes only at a fork.

prometheus_client takes the process's identifier as an argument
(``MultiProcessValue(process_identifier=...)``); here it is handed one that reads
the id this process had when it last started or forked: kept in
:data:`_PID` and set again in every child by ``os.register_at_fork``, which
runs in the child of any ``os.fork()`` (gunicorn's, multiprocessing's) before
it runs anything else.  So it answers what ``os.getpid()`` would, with a C call
and no system call, and a forked child still writes its own files.

:func:`install` must run before any metric's value is made (imported first by
:mod:`api.guard.shed` and :mod:`api.guard.metrics`, the two modules that define
metrics); it changes nothing outside multiprocess mode, nor once the library's
own value class has made a value (two classes would share one file).
"""

from __future__ import annotations

import functools
import os
from typing import Any

from prometheus_client import values

#: this process's id, as ``os.getpid()`` answers it (set again in each forked child)
_PID = [os.getpid()]
#: the identifier handed to prometheus_client: ``_PID[0]``, read in C
process_id = functools.partial(_PID.__getitem__, 0)


def _forked() -> None:
    _PID[0] = os.getpid()


os.register_at_fork(after_in_child=_forked)

#: the value class :func:`install` made (so a second call changes nothing)
_MADE: list[Any] = []


def _unused(value_class: Any) -> bool:
    """Whether prometheus_client's own multiprocess value class has made no value yet (its
    ``values`` list, read from the class's closure; unreadable: taken as used)."""
    init = getattr(value_class, "__init__", None)
    code, cells = getattr(init, "__code__", None), getattr(init, "__closure__", None)
    if code is None or not cells:
        return False
    made = dict(zip(code.co_freevars, cells, strict=True)).get("values")
    try:
        return made is not None and made.cell_contents == []
    except ValueError:  # an empty cell
        return False


def install() -> None:
    """In multiprocess mode, make the metrics' values with :func:`process_id` (once)."""
    current = values.ValueClass
    if not getattr(current, "_multiprocess", False) or current in _MADE \
            or not _unused(current):
        return
    chosen = values.MultiProcessValue(process_identifier=process_id)
    _MADE.append(chosen)
    values.ValueClass = chosen


def installed() -> bool:
    """Whether the metrics' values are made by :func:`install`'s class."""
    return values.ValueClass in _MADE


install()
