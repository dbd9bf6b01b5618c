from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.held_seat import HeldSeat
from ...models.join import Join
from ...models.problem_add_held_seat import ProblemAddHeldSeat
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: Join,
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
        "url": "/api/v1/games/{game_id}/held-seats".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> HeldSeat | ProblemAddHeldSeat:
    if response.status_code == 201:
        response_201 = HeldSeat.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = ProblemAddHeldSeat.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ProblemAddHeldSeat.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ProblemAddHeldSeat.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ProblemAddHeldSeat.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ProblemAddHeldSeat.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = ProblemAddHeldSeat.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = ProblemAddHeldSeat.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = ProblemAddHeldSeat.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ProblemAddHeldSeat.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ProblemAddHeldSeat.from_dict(response.json())

        return response_503

    response_default = ProblemAddHeldSeat.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[HeldSeat | ProblemAddHeldSeat]:
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
    body: Join,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[HeldSeat | ProblemAddHeldSeat]:
    """Host only: seat a player without a phone (the next free seat, or ``seat``).

     The host's token holds the seat: it reads and moves for it with ``?as=<seat>``
    (getGame, getLegalMoves, postMove, getLog, getEvents), under that seat's rules.
    One device for the whole table: the host holds every seat. The seat can go to a
    phone of its own later (handOverSeat). The game starts when every seat is taken.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        accept_language (str | Unset):
        body (Join):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HeldSeat | ProblemAddHeldSeat]
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
    body: Join,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> HeldSeat | ProblemAddHeldSeat | None:
    """Host only: seat a player without a phone (the next free seat, or ``seat``).

     The host's token holds the seat: it reads and moves for it with ``?as=<seat>``
    (getGame, getLegalMoves, postMove, getLog, getEvents), under that seat's rules.
    One device for the whole table: the host holds every seat. The seat can go to a
    phone of its own later (handOverSeat). The game starts when every seat is taken.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        accept_language (str | Unset):
        body (Join):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HeldSeat | ProblemAddHeldSeat
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
    body: Join,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[HeldSeat | ProblemAddHeldSeat]:
    """Host only: seat a player without a phone (the next free seat, or ``seat``).

     The host's token holds the seat: it reads and moves for it with ``?as=<seat>``
    (getGame, getLegalMoves, postMove, getLog, getEvents), under that seat's rules.
    One device for the whole table: the host holds every seat. The seat can go to a
    phone of its own later (handOverSeat). The game starts when every seat is taken.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        accept_language (str | Unset):
        body (Join):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HeldSeat | ProblemAddHeldSeat]
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
    body: Join,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> HeldSeat | ProblemAddHeldSeat | None:
    """Host only: seat a player without a phone (the next free seat, or ``seat``).

     The host's token holds the seat: it reads and moves for it with ``?as=<seat>``
    (getGame, getLegalMoves, postMove, getLog, getEvents), under that seat's rules.
    One device for the whole table: the host holds every seat. The seat can go to a
    phone of its own later (handOverSeat). The game starts when every seat is taken.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        accept_language (str | Unset):
        body (Join):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HeldSeat | ProblemAddHeldSeat
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
