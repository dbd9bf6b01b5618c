from http import HTTPStatus
from io import BytesIO
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem_get_join_qr import ProblemGetJoinQr
from ...types import UNSET, File, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/games/{game_id}/join.svg".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> File | ProblemGetJoinQr | None:
    if response.status_code == 200:
        response_200 = File(payload=BytesIO(response.content))

        return response_200

    if response.status_code == 304:
        return None
    if response.status_code == 400:
        response_400 = ProblemGetJoinQr.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = ProblemGetJoinQr.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = ProblemGetJoinQr.from_dict(response.json())

        return response_414

    if response.status_code == 429:
        response_429 = ProblemGetJoinQr.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ProblemGetJoinQr.from_dict(response.json())

        return response_503

    response_default = ProblemGetJoinQr.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[File | ProblemGetJoinQr | None]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[File | ProblemGetJoinQr | None]:
    """Return an SVG QR code that phones at the table scan to join.

     The code holds ``join_url``, at the first of ``getServer``'s ``lan_urls`` when
    ``join_url`` names this computer only (a server on 0.0.0.0 opened as localhost):
    other phones scan it, and they cannot open localhost. The answer is
    ``image/svg+xml``, or the same bytes as ``application/octet-stream`` when
    ``Accept`` prefers that (generated clients: bytes).

    Args:
        game_id (str):
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[File | ProblemGetJoinQr | None]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        accept_language=accept_language,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> File | ProblemGetJoinQr | None:
    """Return an SVG QR code that phones at the table scan to join.

     The code holds ``join_url``, at the first of ``getServer``'s ``lan_urls`` when
    ``join_url`` names this computer only (a server on 0.0.0.0 opened as localhost):
    other phones scan it, and they cannot open localhost. The answer is
    ``image/svg+xml``, or the same bytes as ``application/octet-stream`` when
    ``Accept`` prefers that (generated clients: bytes).

    Args:
        game_id (str):
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        File | ProblemGetJoinQr | None
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        accept_language=accept_language,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[File | ProblemGetJoinQr | None]:
    """Return an SVG QR code that phones at the table scan to join.

     The code holds ``join_url``, at the first of ``getServer``'s ``lan_urls`` when
    ``join_url`` names this computer only (a server on 0.0.0.0 opened as localhost):
    other phones scan it, and they cannot open localhost. The answer is
    ``image/svg+xml``, or the same bytes as ``application/octet-stream`` when
    ``Accept`` prefers that (generated clients: bytes).

    Args:
        game_id (str):
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[File | ProblemGetJoinQr | None]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        accept_language=accept_language,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> File | ProblemGetJoinQr | None:
    """Return an SVG QR code that phones at the table scan to join.

     The code holds ``join_url``, at the first of ``getServer``'s ``lan_urls`` when
    ``join_url`` names this computer only (a server on 0.0.0.0 opened as localhost):
    other phones scan it, and they cannot open localhost. The answer is
    ``image/svg+xml``, or the same bytes as ``application/octet-stream`` when
    ``Accept`` prefers that (generated clients: bytes).

    Args:
        game_id (str):
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        File | ProblemGetJoinQr | None
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            accept_language=accept_language,
            if_none_match=if_none_match,
        )
    ).parsed
