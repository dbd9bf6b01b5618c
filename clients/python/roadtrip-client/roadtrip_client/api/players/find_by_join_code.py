from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.join_code import JoinCode
from ...models.problem_find_by_join_code import ProblemFindByJoinCode
from ...types import UNSET, Response, Unset


def _get_kwargs(
    code: str,
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
        "url": "/api/v1/join/{code}".format(
            code=quote(str(code), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> JoinCode | ProblemFindByJoinCode | None:
    if response.status_code == 200:
        response_200 = JoinCode.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        return None
    if response.status_code == 400:
        response_400 = ProblemFindByJoinCode.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = ProblemFindByJoinCode.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = ProblemFindByJoinCode.from_dict(response.json())

        return response_414

    if response.status_code == 429:
        response_429 = ProblemFindByJoinCode.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ProblemFindByJoinCode.from_dict(response.json())

        return response_503

    response_default = ProblemFindByJoinCode.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[JoinCode | ProblemFindByJoinCode | None]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    code: str,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[JoinCode | ProblemFindByJoinCode | None]:
    """Return the id of the game this join code names.

     Join codes are short, for people to type; the id is what every other call takes.

    Args:
        code (str):
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JoinCode | ProblemFindByJoinCode | None]
    """

    kwargs = _get_kwargs(
        code=code,
        accept_language=accept_language,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    code: str,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> JoinCode | ProblemFindByJoinCode | None:
    """Return the id of the game this join code names.

     Join codes are short, for people to type; the id is what every other call takes.

    Args:
        code (str):
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JoinCode | ProblemFindByJoinCode | None
    """

    return sync_detailed(
        code=code,
        client=client,
        accept_language=accept_language,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    code: str,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[JoinCode | ProblemFindByJoinCode | None]:
    """Return the id of the game this join code names.

     Join codes are short, for people to type; the id is what every other call takes.

    Args:
        code (str):
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JoinCode | ProblemFindByJoinCode | None]
    """

    kwargs = _get_kwargs(
        code=code,
        accept_language=accept_language,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    code: str,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> JoinCode | ProblemFindByJoinCode | None:
    """Return the id of the game this join code names.

     Join codes are short, for people to type; the id is what every other call takes.

    Args:
        code (str):
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JoinCode | ProblemFindByJoinCode | None
    """

    return (
        await asyncio_detailed(
            code=code,
            client=client,
            accept_language=accept_language,
            if_none_match=if_none_match,
        )
    ).parsed
