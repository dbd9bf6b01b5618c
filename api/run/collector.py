"""The cyclic garbage collector of a worker holding thousands of connections.

A gevent worker serving ~6,000 phones holds on the order of a million
tracked objects that live as long as their connections (each one's greenlet,
frames, socket, watchers, buffers), besides the app's own (its modules, rules,
schemas and OpenAPI document).  With CPython's default thresholds (700, 10, 10)
the young generations promote the objects of requests in flight, the oldest
generation fills with them, and a full collection runs every few seconds,
walking every one of those objects: 250-640 ms with the worker stopped, every
phone of the worker waiting (measured at 1,000 and 1,500 four-phone tables on
a 2-core box, docs/performance.md).

:func:`settle` runs once in each worker after the app is loaded:

- ``gc.freeze()`` moves everything loaded so far into the permanent
  generation, which no collection walks (it is never garbage: the app lives as
  long as the worker);
- a young generation of :data:`YOUNG` objects instead of 700: a request's
  objects are mostly freed by reference counting before a collection sees them,
  so far fewer are promoted, and the full collections that walk every
  connection become rare;
- :data:`MIDDLE` and :data:`OLD`: collections of the middle and oldest
  generations come after that many of the younger one (10 and 10 by default).

Cycles are still collected, later: garbage in a reference cycle waits longer
for its collection, which costs memory, not correctness (the tables' gunicorn
RSS did not move at 1,000 tables).
"""

from __future__ import annotations

import gc

#: net new container objects before a young collection (CPython's default: 700)
YOUNG = 50_000
#: young collections before a middle one (default 10)
MIDDLE = 20
#: middle collections before a full one is considered (default 10; CPython also waits
#: until the objects promoted since the last one are a quarter of those it would walk)
OLD = 100


def settle() -> None:
    """Freeze what is loaded and set the worker's collection thresholds."""
    gc.collect()  # what the loading left as garbage goes now, not frozen for good
    gc.freeze()
    gc.set_threshold(YOUNG, MIDDLE, OLD)
