"""Suite-wide settings.

The suite is a flood by design: whole games played as fast as the machine
goes, 16 racing clients, hundreds of generated requests.  The rate limits
(on by default, see :mod:`api.limits`) stay on, counted in the test Redis, but
with budgets no test reaches; every app and server a test starts inherits
them through the environment.  Tests of the limits set their own budgets
(``tests/api/test_limits.py``), including the defaults.  Likewise chosen seeds
(``CHOSEN_SEEDS``).

The games are the ``roadtrip.games`` entry points of this checkout's
``pyproject.toml`` (see :mod:`tests.plugins`), whatever an earlier
``pip install -e .`` recorded; a test installs the tiny third game itself.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from tests.plugins import TINY, installed, use_checkout_metadata

SUITE_LIMITS = {
    "RATE_LIMIT_CREATE": "100000/minute",
    "RATE_LIMIT_JOIN": "100000/minute",
    "RATE_LIMIT_MOVE": "1000000/minute",
    "RATE_LIMIT_CHECK": "100000/minute",
    "LIVE_GAMES_MAX": "1000000",
}
#: Many tests replay a fixed deal with several people seated (``seed`` in a
#: digital game): the suite allows it; tests/api/test_fair_deals.py tests the rule.
SUITE_SETTINGS = {**SUITE_LIMITS, "CHOSEN_SEEDS": "any"}
for _name, _value in SUITE_SETTINGS.items():
    os.environ.setdefault(_name, _value)

use_checkout_metadata()


@pytest.fixture(autouse=True)
def _third_game(request: pytest.FixtureRequest) -> Iterator[None]:
    """Install the tiny third game for a test parametrized with it (``every_game()``)."""
    callspec = getattr(request.node, "callspec", None)
    if callspec is not None and TINY in callspec.params.values():
        with installed():
            yield
    else:
        yield
