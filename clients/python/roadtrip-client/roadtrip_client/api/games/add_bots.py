from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.bots import Bots
from ...models.bots_added import BotsAdded
from ...models.problem_add_bots import ProblemAddBots
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: Bots,
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
        "url": "/api/v1/games/{game_id}/bots".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BotsAdded | ProblemAddBots:
    if response.status_code == 200:
        response_200 = BotsAdded.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ProblemAddBots.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ProblemAddBots.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ProblemAddBots.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ProblemAddBots.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ProblemAddBots.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = ProblemAddBots.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = ProblemAddBots.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = ProblemAddBots.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ProblemAddBots.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ProblemAddBots.from_dict(response.json())

        return response_503

    response_default = ProblemAddBots.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[BotsAdded | ProblemAddBots]:
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
    body: Bots,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[BotsAdded | ProblemAddBots]:
    """Host only: let bots take free seats; the game starts once every seat is taken.

     Needs the host token, before the game starts. Bots act as soon as they have a decision,
    in the same commit as the move that gave it to them.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        accept_language (str | Unset):
        body (Bots):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BotsAdded | ProblemAddBots]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
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
    body: Bots,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> BotsAdded | ProblemAddBots | None:
    """Host only: let bots take free seats; the game starts once every seat is taken.

     Needs the host token, before the game starts. Bots act as soon as they have a decision,
    in the same commit as the move that gave it to them.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        accept_language (str | Unset):
        body (Bots):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BotsAdded | ProblemAddBots
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: Bots,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[BotsAdded | ProblemAddBots]:
    """Host only: let bots take free seats; the game starts once every seat is taken.

     Needs the host token, before the game starts. Bots act as soon as they have a decision,
    in the same commit as the move that gave it to them.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        accept_language (str | Unset):
        body (Bots):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BotsAdded | ProblemAddBots]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: Bots,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> BotsAdded | ProblemAddBots | None:
    """Host only: let bots take free seats; the game starts once every seat is taken.

     Needs the host token, before the game starts. Bots act as soon as they have a decision,
    in the same commit as the move that gave it to them.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        accept_language (str | Unset):
        body (Bots):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BotsAdded | ProblemAddBots
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            accept_language=accept_language,
        )
    ).parsed
