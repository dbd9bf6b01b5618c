"""A game the store no longer holds is ``404 unknown_game``, on a read and on a commit
(api/service/access.py: the one problem, whichever way it is raised)."""

from __future__ import annotations

from typing import Any

import pytest

from api.problems import ApiError
from api.service.access import EXPIRED, NO_SUCH_GAME, Access
from api.store.store import Gone


class _Emptied:
    """A store whose every game has gone (expired, removed) by the time it is asked."""

    def __getattr__(self, name: str) -> Any:
        def gone(game_id: str, *args: Any) -> Any:
            raise Gone(game_id)

        return gone


@pytest.mark.parametrize(("call", "message"), [
    (lambda access: access.load("g1"), NO_SUCH_GAME),
    (lambda access: access.load("g1", "idem", "field"), NO_SUCH_GAME),
    (lambda access: access.head("g1"), NO_SUCH_GAME),
    (lambda access: access.version("g1"), NO_SUCH_GAME),
    (lambda access: access.commit("g1", 3, None), EXPIRED),
])
def test_a_gone_game_is_unknown_game(call, message):
    access = Access(_Emptied())  # type: ignore[arg-type]
    with pytest.raises(ApiError) as raised:
        call(access)
    assert (raised.value.status, raised.value.code, raised.value.detail) == (
        404, "unknown_game", message)
    assert raised.value.__cause__ is None and raised.value.__suppress_context__
