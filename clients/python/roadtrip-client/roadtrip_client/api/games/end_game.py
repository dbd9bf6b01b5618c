from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem_end_game import ProblemEndGame
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/games/{game_id}".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ProblemEndGame | None:
    if response.status_code == 204:
        return None
    if response.status_code == 400:
        response_400 = ProblemEndGame.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ProblemEndGame.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ProblemEndGame.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ProblemEndGame.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ProblemEndGame.from_dict(response.json())

        return response_409

    if response.status_code == 414:
        response_414 = ProblemEndGame.from_dict(response.json())

        return response_414

    if response.status_code == 429:
        response_429 = ProblemEndGame.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ProblemEndGame.from_dict(response.json())

        return response_503

    response_default = ProblemEndGame.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ProblemEndGame | None]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    accept_language: str | Unset = UNSET,
) -> Response[ProblemEndGame | None]:
    """Host only: end the game now for every phone.

     Needs the host token. A game that never started (``waiting``) is removed: its
    players then see 404 ``unknown_game``, its streams ``event: gone``. Whether it
    started is what it is when the end is applied: a join that takes the last seat
    while the host ends the game starts it, and the end then closes it. A started game
    (``active`` or ``finished``) is closed, not removed: the public log entry
    ``{"type": "ended", "by": "host"}`` is committed like any move (streams and
    long-polls see it in order, then a stream ends with ``event: end``), its join code
    is freed and it no longer counts as a live game. ``getGame`` then answers
    ``finished`` with ``ended_by: "host"`` and the board as it was; its outcome is
    ``{"winners": [], "reason": "ended"}`` unless it had finished by itself (its own
    outcome stays). Moves (undo too), joins and bots are refused 409 ``game_ended``;
    the transcript (a digital game's revealed, as once over), ``getReplay``,
    ``getSession`` and ``rematchGame`` stay open. The game is kept ``ENDED_GAME_TTL``
    seconds (default: ``GAME_TTL``'s). Ending it again changes nothing (204).

    Args:
        game_id (str):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemEndGame | None]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        accept_language=accept_language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    accept_language: str | Unset = UNSET,
) -> ProblemEndGame | None:
    """Host only: end the game now for every phone.

     Needs the host token. A game that never started (``waiting``) is removed: its
    players then see 404 ``unknown_game``, its streams ``event: gone``. Whether it
    started is what it is when the end is applied: a join that takes the last seat
    while the host ends the game starts it, and the end then closes it. A started game
    (``active`` or ``finished``) is closed, not removed: the public log entry
    ``{"type": "ended", "by": "host"}`` is committed like any move (streams and
    long-polls see it in order, then a stream ends with ``event: end``), its join code
    is freed and it no longer counts as a live game. ``getGame`` then answers
    ``finished`` with ``ended_by: "host"`` and the board as it was; its outcome is
    ``{"winners": [], "reason": "ended"}`` unless it had finished by itself (its own
    outcome stays). Moves (undo too), joins and bots are refused 409 ``game_ended``;
    the transcript (a digital game's revealed, as once over), ``getReplay``,
    ``getSession`` and ``rematchGame`` stay open. The game is kept ``ENDED_GAME_TTL``
    seconds (default: ``GAME_TTL``'s). Ending it again changes nothing (204).

    Args:
        game_id (str):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemEndGame | None
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    accept_language: str | Unset = UNSET,
) -> Response[ProblemEndGame | None]:
    """Host only: end the game now for every phone.

     Needs the host token. A game that never started (``waiting``) is removed: its
    players then see 404 ``unknown_game``, its streams ``event: gone``. Whether it
    started is what it is when the end is applied: a join that takes the last seat
    while the host ends the game starts it, and the end then closes it. A started game
    (``active`` or ``finished``) is closed, not removed: the public log entry
    ``{"type": "ended", "by": "host"}`` is committed like any move (streams and
    long-polls see it in order, then a stream ends with ``event: end``), its join code
    is freed and it no longer counts as a live game. ``getGame`` then answers
    ``finished`` with ``ended_by: "host"`` and the board as it was; its outcome is
    ``{"winners": [], "reason": "ended"}`` unless it had finished by itself (its own
    outcome stays). Moves (undo too), joins and bots are refused 409 ``game_ended``;
    the transcript (a digital game's revealed, as once over), ``getReplay``,
    ``getSession`` and ``rematchGame`` stay open. The game is kept ``ENDED_GAME_TTL``
    seconds (default: ``GAME_TTL``'s). Ending it again changes nothing (204).

    Args:
        game_id (str):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemEndGame | None]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    accept_language: str | Unset = UNSET,
) -> ProblemEndGame | None:
    """Host only: end the game now for every phone.

     Needs the host token. A game that never started (``waiting``) is removed: its
    players then see 404 ``unknown_game``, its streams ``event: gone``. Whether it
    started is what it is when the end is applied: a join that takes the last seat
    while the host ends the game starts it, and the end then closes it. A started game
    (``active`` or ``finished``) is closed, not removed: the public log entry
    ``{"type": "ended", "by": "host"}`` is committed like any move (streams and
    long-polls see it in order, then a stream ends with ``event: end``), its join code
    is freed and it no longer counts as a live game. ``getGame`` then answers
    ``finished`` with ``ended_by: "host"`` and the board as it was; its outcome is
    ``{"winners": [], "reason": "ended"}`` unless it had finished by itself (its own
    outcome stays). Moves (undo too), joins and bots are refused 409 ``game_ended``;
    the transcript (a digital game's revealed, as once over), ``getReplay``,
    ``getSession`` and ``rematchGame`` stay open. The game is kept ``ENDED_GAME_TTL``
    seconds (default: ``GAME_TTL``'s). Ending it again changes nothing (204).

    Args:
        game_id (str):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemEndGame | None
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            accept_language=accept_language,
        )
    ).parsed
