from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.claim import Claim
from ...models.claimed import Claimed
from ...models.problem_claim_seat import ProblemClaimSeat
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    seat: int,
    *,
    body: Claim,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/games/{game_id}/seats/{seat}/claim".format(
            game_id=quote(str(game_id), safe=""),
            seat=quote(str(seat), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Claimed | ProblemClaimSeat:
    if response.status_code == 200:
        response_200 = Claimed.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ProblemClaimSeat.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ProblemClaimSeat.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ProblemClaimSeat.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ProblemClaimSeat.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ProblemClaimSeat.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = ProblemClaimSeat.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = ProblemClaimSeat.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = ProblemClaimSeat.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ProblemClaimSeat.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ProblemClaimSeat.from_dict(response.json())

        return response_503

    response_default = ProblemClaimSeat.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Claimed | ProblemClaimSeat]:
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
    body: Claim,
    accept_language: str | Unset = UNSET,
) -> Response[Claimed | ProblemClaimSeat]:
    """Take ``seat`` by its hand-over secret (handOverSeat); it works once.

     Without a token the answer carries a new seat token (shown once). With this game's
    token (the host's, or a seat's) that token holds the seat from now on: a seat goes
    back to the host's phone the way it left. The phone that held the seat is told by
    the log entry ``handed_over``. A wrong or used secret: 403 invalid_handover, and
    nothing changes.

    Args:
        game_id (str):
        seat (int):
        accept_language (str | Unset):
        body (Claim):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Claimed | ProblemClaimSeat]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        body=body,
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
    body: Claim,
    accept_language: str | Unset = UNSET,
) -> Claimed | ProblemClaimSeat | None:
    """Take ``seat`` by its hand-over secret (handOverSeat); it works once.

     Without a token the answer carries a new seat token (shown once). With this game's
    token (the host's, or a seat's) that token holds the seat from now on: a seat goes
    back to the host's phone the way it left. The phone that held the seat is told by
    the log entry ``handed_over``. A wrong or used secret: 403 invalid_handover, and
    nothing changes.

    Args:
        game_id (str):
        seat (int):
        accept_language (str | Unset):
        body (Claim):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Claimed | ProblemClaimSeat
    """

    return sync_detailed(
        game_id=game_id,
        seat=seat,
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: Claim,
    accept_language: str | Unset = UNSET,
) -> Response[Claimed | ProblemClaimSeat]:
    """Take ``seat`` by its hand-over secret (handOverSeat); it works once.

     Without a token the answer carries a new seat token (shown once). With this game's
    token (the host's, or a seat's) that token holds the seat from now on: a seat goes
    back to the host's phone the way it left. The phone that held the seat is told by
    the log entry ``handed_over``. A wrong or used secret: 403 invalid_handover, and
    nothing changes.

    Args:
        game_id (str):
        seat (int):
        accept_language (str | Unset):
        body (Claim):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Claimed | ProblemClaimSeat]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        body=body,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: Claim,
    accept_language: str | Unset = UNSET,
) -> Claimed | ProblemClaimSeat | None:
    """Take ``seat`` by its hand-over secret (handOverSeat); it works once.

     Without a token the answer carries a new seat token (shown once). With this game's
    token (the host's, or a seat's) that token holds the seat from now on: a seat goes
    back to the host's phone the way it left. The phone that held the seat is told by
    the log entry ``handed_over``. A wrong or used secret: 403 invalid_handover, and
    nothing changes.

    Args:
        game_id (str):
        seat (int):
        accept_language (str | Unset):
        body (Claim):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Claimed | ProblemClaimSeat
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            seat=seat,
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
