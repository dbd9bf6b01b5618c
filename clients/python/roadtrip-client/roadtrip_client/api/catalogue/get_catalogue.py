from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.catalogue import Catalogue
from ...models.problem_get_catalogue import ProblemGetCatalogue
from ...types import UNSET, Response, Unset


def _get_kwargs(
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
        "url": "/api/v1/games/catalogue",
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Catalogue | ProblemGetCatalogue | None:
    if response.status_code == 200:
        response_200 = Catalogue.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        return None
    if response.status_code == 400:
        response_400 = ProblemGetCatalogue.from_dict(response.json())

        return response_400

    if response.status_code == 414:
        response_414 = ProblemGetCatalogue.from_dict(response.json())

        return response_414

    if response.status_code == 429:
        response_429 = ProblemGetCatalogue.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ProblemGetCatalogue.from_dict(response.json())

        return response_503

    response_default = ProblemGetCatalogue.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Catalogue | ProblemGetCatalogue | None]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Catalogue | ProblemGetCatalogue | None]:
    """List the games: players, modes, variants, options (JSON Schemas with defaults),
    what each decision asks, and every card with its effect in the rulebook's words.

     List the games: players, modes, variants, options (JSON Schemas with defaults),
    what each decision asks, and every card with its effect in the rulebook's words.

    Args:
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Catalogue | ProblemGetCatalogue | None]
    """

    kwargs = _get_kwargs(
        accept_language=accept_language,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Catalogue | ProblemGetCatalogue | None:
    """List the games: players, modes, variants, options (JSON Schemas with defaults),
    what each decision asks, and every card with its effect in the rulebook's words.

     List the games: players, modes, variants, options (JSON Schemas with defaults),
    what each decision asks, and every card with its effect in the rulebook's words.

    Args:
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Catalogue | ProblemGetCatalogue | None
    """

    return sync_detailed(
        client=client,
        accept_language=accept_language,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Catalogue | ProblemGetCatalogue | None]:
    """List the games: players, modes, variants, options (JSON Schemas with defaults),
    what each decision asks, and every card with its effect in the rulebook's words.

     List the games: players, modes, variants, options (JSON Schemas with defaults),
    what each decision asks, and every card with its effect in the rulebook's words.

    Args:
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Catalogue | ProblemGetCatalogue | None]
    """

    kwargs = _get_kwargs(
        accept_language=accept_language,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Catalogue | ProblemGetCatalogue | None:
    """List the games: players, modes, variants, options (JSON Schemas with defaults),
    what each decision asks, and every card with its effect in the rulebook's words.

     List the games: players, modes, variants, options (JSON Schemas with defaults),
    what each decision asks, and every card with its effect in the rulebook's words.

    Args:
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Catalogue | ProblemGetCatalogue | None
    """

    return (
        await asyncio_detailed(
            client=client,
            accept_language=accept_language,
            if_none_match=if_none_match,
        )
    ).parsed
