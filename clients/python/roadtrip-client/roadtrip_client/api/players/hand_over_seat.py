from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.handover import Handover
from ...models.problem_hand_over_seat import ProblemHandOverSeat
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    seat: int,
    *,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/games/{game_id}/seats/{seat}/handover".format(
            game_id=quote(str(game_id), safe=""),
            seat=quote(str(seat), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Handover | ProblemHandOverSeat:
    if response.status_code == 201:
        response_201 = Handover.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = ProblemHandOverSeat.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ProblemHandOverSeat.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ProblemHandOverSeat.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ProblemHandOverSeat.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ProblemHandOverSeat.from_dict(response.json())

        return response_409

    if response.status_code == 414:
        response_414 = ProblemHandOverSeat.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = ProblemHandOverSeat.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ProblemHandOverSeat.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ProblemHandOverSeat.from_dict(response.json())

        return response_503

    response_default = ProblemHandOverSeat.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Handover | ProblemHandOverSeat]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    accept_language: str | Unset = UNSET,
) -> Response[Handover | ProblemHandOverSeat]:
    """Make a link that hands ``seat`` to another phone; the caller must hold the seat.

     The link is as secret as a seat token and works once (claimSeat); a new link
    replaces the last. Nothing changes for anyone until it is used.

    Args:
        game_id (str):
        seat (int):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Handover | ProblemHandOverSeat]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        accept_language=accept_language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    accept_language: str | Unset = UNSET,
) -> Handover | ProblemHandOverSeat | None:
    """Make a link that hands ``seat`` to another phone; the caller must hold the seat.

     The link is as secret as a seat token and works once (claimSeat); a new link
    replaces the last. Nothing changes for anyone until it is used.

    Args:
        game_id (str):
        seat (int):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Handover | ProblemHandOverSeat
    """

    return sync_detailed(
        game_id=game_id,
        seat=seat,
        client=client,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    accept_language: str | Unset = UNSET,
) -> Response[Handover | ProblemHandOverSeat]:
    """Make a link that hands ``seat`` to another phone; the caller must hold the seat.

     The link is as secret as a seat token and works once (claimSeat); a new link
    replaces the last. Nothing changes for anyone until it is used.

    Args:
        game_id (str):
        seat (int):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Handover | ProblemHandOverSeat]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    accept_language: str | Unset = UNSET,
) -> Handover | ProblemHandOverSeat | None:
    """Make a link that hands ``seat`` to another phone; the caller must hold the seat.

     The link is as secret as a seat token and works once (claimSeat); a new link
    replaces the last. Nothing changes for anyone until it is used.

    Args:
        game_id (str):
        seat (int):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Handover | ProblemHandOverSeat
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            seat=seat,
            client=client,
            accept_language=accept_language,
        )
    ).parsed
