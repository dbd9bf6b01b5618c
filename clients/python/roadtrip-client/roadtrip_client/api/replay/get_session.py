from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem_get_session import ProblemGetSession
from ...models.session import Session
from ...types import UNSET, Response, Unset


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
        "url": "/api/v1/games/{game_id}/session".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ProblemGetSession | Session | None:
    if response.status_code == 200:
        response_200 = Session.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        return None
    if response.status_code == 400:
        response_400 = ProblemGetSession.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = ProblemGetSession.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = ProblemGetSession.from_dict(response.json())

        return response_414

    if response.status_code == 429:
        response_429 = ProblemGetSession.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ProblemGetSession.from_dict(response.json())

        return response_503

    response_default = ProblemGetSession.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ProblemGetSession | Session | None]:
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
) -> Response[ProblemGetSession | Session | None]:
    """Return the games chained by ``rematch`` through this one, first first, with their
    winners, and the wins per player name over them (the evening's standings).

     A game that expired or that its host ended is no longer part of the chain.

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
        Response[ProblemGetSession | Session | None]
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
) -> ProblemGetSession | Session | None:
    """Return the games chained by ``rematch`` through this one, first first, with their
    winners, and the wins per player name over them (the evening's standings).

     A game that expired or that its host ended is no longer part of the chain.

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
        ProblemGetSession | Session | None
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
) -> Response[ProblemGetSession | Session | None]:
    """Return the games chained by ``rematch`` through this one, first first, with their
    winners, and the wins per player name over them (the evening's standings).

     A game that expired or that its host ended is no longer part of the chain.

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
        Response[ProblemGetSession | Session | None]
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
) -> ProblemGetSession | Session | None:
    """Return the games chained by ``rematch`` through this one, first first, with their
    winners, and the wins per player name over them (the evening's standings).

     A game that expired or that its host ended is no longer part of the chain.

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
        ProblemGetSession | Session | None
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            accept_language=accept_language,
            if_none_match=if_none_match,
        )
    ).parsed
