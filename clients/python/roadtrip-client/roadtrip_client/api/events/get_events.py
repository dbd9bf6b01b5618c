from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_events_include_item import GetEventsIncludeItem
from ...models.problem_get_events import ProblemGetEvents
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    as_: int | Unset = UNSET,
    after: int | Unset = 0,
    include: list[GetEventsIncludeItem] | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["as"] = as_

    params["after"] = after

    json_include: list[str] | Unset = UNSET
    if not isinstance(include, Unset):
        json_include = []
        for include_item_data in include:
            include_item = include_item_data.value
            json_include.append(include_item)

    params["include"] = json_include

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/games/{game_id}/events".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ProblemGetEvents | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 304:
        return None
    if response.status_code == 400:
        response_400 = ProblemGetEvents.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ProblemGetEvents.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ProblemGetEvents.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ProblemGetEvents.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = ProblemGetEvents.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = ProblemGetEvents.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ProblemGetEvents.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ProblemGetEvents.from_dict(response.json())

        return response_503

    response_default = ProblemGetEvents.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ProblemGetEvents | str | None]:
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
    as_: int | Unset = UNSET,
    after: int | Unset = 0,
    include: list[GetEventsIncludeItem] | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[ProblemGetEvents | str | None]:
    """Stream the events the caller may see (its seat's private ones only to it).

     Stream the events the caller may see (its seat's private ones only to it).

    Args:
        game_id (str):
        as_ (int | Unset):
        after (int | Unset):  Default: 0.
        include (list[GetEventsIncludeItem] | Unset):
        last_event_id (str | Unset):
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemGetEvents | str | None]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        as_=as_,
        after=after,
        include=include,
        last_event_id=last_event_id,
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
    as_: int | Unset = UNSET,
    after: int | Unset = 0,
    include: list[GetEventsIncludeItem] | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> ProblemGetEvents | str | None:
    """Stream the events the caller may see (its seat's private ones only to it).

     Stream the events the caller may see (its seat's private ones only to it).

    Args:
        game_id (str):
        as_ (int | Unset):
        after (int | Unset):  Default: 0.
        include (list[GetEventsIncludeItem] | Unset):
        last_event_id (str | Unset):
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemGetEvents | str | None
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        as_=as_,
        after=after,
        include=include,
        last_event_id=last_event_id,
        accept_language=accept_language,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    as_: int | Unset = UNSET,
    after: int | Unset = 0,
    include: list[GetEventsIncludeItem] | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[ProblemGetEvents | str | None]:
    """Stream the events the caller may see (its seat's private ones only to it).

     Stream the events the caller may see (its seat's private ones only to it).

    Args:
        game_id (str):
        as_ (int | Unset):
        after (int | Unset):  Default: 0.
        include (list[GetEventsIncludeItem] | Unset):
        last_event_id (str | Unset):
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemGetEvents | str | None]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        as_=as_,
        after=after,
        include=include,
        last_event_id=last_event_id,
        accept_language=accept_language,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    as_: int | Unset = UNSET,
    after: int | Unset = 0,
    include: list[GetEventsIncludeItem] | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> ProblemGetEvents | str | None:
    """Stream the events the caller may see (its seat's private ones only to it).

     Stream the events the caller may see (its seat's private ones only to it).

    Args:
        game_id (str):
        as_ (int | Unset):
        after (int | Unset):  Default: 0.
        include (list[GetEventsIncludeItem] | Unset):
        last_event_id (str | Unset):
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemGetEvents | str | None
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            as_=as_,
            after=after,
            include=include,
            last_event_id=last_event_id,
            accept_language=accept_language,
            if_none_match=if_none_match,
        )
    ).parsed
