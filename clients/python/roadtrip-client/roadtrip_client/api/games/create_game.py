from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.created import Created
from ...models.drive_create_game import DriveCreateGame
from ...models.driving_me_crazy_create_game import DrivingMeCrazyCreateGame
from ...models.problem_create_game import ProblemCreateGame
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: DriveCreateGame | DrivingMeCrazyCreateGame,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/games",
    }

    if isinstance(body, DriveCreateGame):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Created | ProblemCreateGame:
    if response.status_code == 201:
        response_201 = Created.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = ProblemCreateGame.from_dict(response.json())

        return response_400

    if response.status_code == 413:
        response_413 = ProblemCreateGame.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = ProblemCreateGame.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = ProblemCreateGame.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ProblemCreateGame.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ProblemCreateGame.from_dict(response.json())

        return response_503

    response_default = ProblemCreateGame.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Created | ProblemCreateGame]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DriveCreateGame | DrivingMeCrazyCreateGame,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[Created | ProblemCreateGame]:
    """Create a game; the answer's host token is shown only once.

     The body names the game, mode, players, and optionally variants, options, a seed (for
    replays) and bot seats. The answer's ``host_token`` can add bots, start a rematch and
    end the game; players join with ``joinGame`` (the link ``joinGame`` follows ``id``).
    A digital game's ``seed`` may be chosen only when every other seat is a
    bot (whoever knows the seed knows every hand): ``422 seed_not_allowed``.

    Args:
        idempotency_key (str | Unset):
        accept_language (str | Unset):
        body (DriveCreateGame | DrivingMeCrazyCreateGame): Body of createGame: one per game

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Created | ProblemCreateGame]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
        accept_language=accept_language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: DriveCreateGame | DrivingMeCrazyCreateGame,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Created | ProblemCreateGame | None:
    """Create a game; the answer's host token is shown only once.

     The body names the game, mode, players, and optionally variants, options, a seed (for
    replays) and bot seats. The answer's ``host_token`` can add bots, start a rematch and
    end the game; players join with ``joinGame`` (the link ``joinGame`` follows ``id``).
    A digital game's ``seed`` may be chosen only when every other seat is a
    bot (whoever knows the seed knows every hand): ``422 seed_not_allowed``.

    Args:
        idempotency_key (str | Unset):
        accept_language (str | Unset):
        body (DriveCreateGame | DrivingMeCrazyCreateGame): Body of createGame: one per game

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Created | ProblemCreateGame
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DriveCreateGame | DrivingMeCrazyCreateGame,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[Created | ProblemCreateGame]:
    """Create a game; the answer's host token is shown only once.

     The body names the game, mode, players, and optionally variants, options, a seed (for
    replays) and bot seats. The answer's ``host_token`` can add bots, start a rematch and
    end the game; players join with ``joinGame`` (the link ``joinGame`` follows ``id``).
    A digital game's ``seed`` may be chosen only when every other seat is a
    bot (whoever knows the seed knows every hand): ``422 seed_not_allowed``.

    Args:
        idempotency_key (str | Unset):
        accept_language (str | Unset):
        body (DriveCreateGame | DrivingMeCrazyCreateGame): Body of createGame: one per game

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Created | ProblemCreateGame]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: DriveCreateGame | DrivingMeCrazyCreateGame,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Created | ProblemCreateGame | None:
    """Create a game; the answer's host token is shown only once.

     The body names the game, mode, players, and optionally variants, options, a seed (for
    replays) and bot seats. The answer's ``host_token`` can add bots, start a rematch and
    end the game; players join with ``joinGame`` (the link ``joinGame`` follows ``id``).
    A digital game's ``seed`` may be chosen only when every other seat is a
    bot (whoever knows the seed knows every hand): ``422 seed_not_allowed``.

    Args:
        idempotency_key (str | Unset):
        accept_language (str | Unset):
        body (DriveCreateGame | DrivingMeCrazyCreateGame): Body of createGame: one per game

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Created | ProblemCreateGame
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            accept_language=accept_language,
        )
    ).parsed
