from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.created import Created
from ...models.problem_rematch_game import ProblemRematchGame
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
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
        "url": "/api/v1/games/{game_id}/rematch".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Created | ProblemRematchGame:
    if response.status_code == 201:
        response_201 = Created.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = ProblemRematchGame.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ProblemRematchGame.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ProblemRematchGame.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ProblemRematchGame.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ProblemRematchGame.from_dict(response.json())

        return response_409

    if response.status_code == 414:
        response_414 = ProblemRematchGame.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = ProblemRematchGame.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ProblemRematchGame.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ProblemRematchGame.from_dict(response.json())

        return response_503

    response_default = ProblemRematchGame.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Created | ProblemRematchGame]:
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
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[Created | ProblemRematchGame]:
    """Host only: create a new game with the same config and bots, and a new seed.

     Needs the host token. One rematch per game: a second answers 409 ``rematch_exists`` with
    the rematch's id in ``rematch``.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Created | ProblemRematchGame]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        idempotency_key=idempotency_key,
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
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Created | ProblemRematchGame | None:
    """Host only: create a new game with the same config and bots, and a new seed.

     Needs the host token. One rematch per game: a second answers 409 ``rematch_exists`` with
    the rematch's id in ``rematch``.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Created | ProblemRematchGame
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        idempotency_key=idempotency_key,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[Created | ProblemRematchGame]:
    """Host only: create a new game with the same config and bots, and a new seed.

     Needs the host token. One rematch per game: a second answers 409 ``rematch_exists`` with
    the rematch's id in ``rematch``.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Created | ProblemRematchGame]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        idempotency_key=idempotency_key,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Created | ProblemRematchGame | None:
    """Host only: create a new game with the same config and bots, and a new seed.

     Needs the host token. One rematch per game: a second answers 409 ``rematch_exists`` with
    the rematch's id in ``rematch``.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Created | ProblemRematchGame
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            idempotency_key=idempotency_key,
            accept_language=accept_language,
        )
    ).parsed
