"""A caller's token digest and its keyed answers' field, kept per process, are the ones made
anew (api/service/seats.py's ``caller_digest``, api/service/play.py's ``_player_field``).

Both are the stored forms (a seat's ``token``, the game hash's ``idem:`` field), so a kept
one must be exactly :func:`~api.service.seats.hash_token`'s or
:func:`~api.store.keys.idem_field`'s, the first time and every later time, and the memo
must stay bounded.
"""

from __future__ import annotations

import hashlib

from hypothesis import given, settings
from hypothesis import strategies as st

from api.service import play
from api.service.seats import TOKENS_KEPT, caller_digest, hash_token
from api.store.keys import idem_field

tokens = st.text(min_size=1, max_size=60)


@settings(max_examples=200, deadline=None)
@given(tokens)
def test_a_kept_digest_is_the_token_s_sha256(token: str) -> None:
    made = hashlib.sha256(token.encode()).hexdigest()
    assert hash_token(token) == made
    assert caller_digest(token) == made
    assert caller_digest(token) == made  # (now kept)


@settings(max_examples=200, deadline=None)
@given(tokens)
def test_a_kept_field_is_idem_field_s(token: str) -> None:
    who = hash_token(token)
    assert play._player_field(who) == idem_field(who)
    assert play._player_field(who) == idem_field(who)


def test_the_memos_are_bounded() -> None:
    for n in range(TOKENS_KEPT + 10):
        caller_digest(f"token-{n}")
        play._player_field(f"who-{n}")
    assert caller_digest.cache_info().currsize <= TOKENS_KEPT
    assert play._player_field.cache_info().currsize <= TOKENS_KEPT
