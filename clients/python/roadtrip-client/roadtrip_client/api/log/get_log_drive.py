from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.drive_log import DriveLog
from ...models.problem_get_log_drive import ProblemGetLogDrive
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    as_: int | Unset = UNSET,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["as"] = as_

    params["after"] = after

    params["wait"] = wait

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/drive/games/{game_id}/log".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DriveLog | ProblemGetLogDrive | None:
    if response.status_code == 200:
        response_200 = DriveLog.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        return None
    if response.status_code == 400:
        response_400 = ProblemGetLogDrive.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ProblemGetLogDrive.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ProblemGetLogDrive.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ProblemGetLogDrive.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = ProblemGetLogDrive.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = ProblemGetLogDrive.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ProblemGetLogDrive.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ProblemGetLogDrive.from_dict(response.json())

        return response_503

    response_default = ProblemGetLogDrive.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DriveLog | ProblemGetLogDrive | None]:
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
    wait: float | Unset = 0.0,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[DriveLog | ProblemGetLogDrive | None]:
    """Return events with an index above ``after``, waiting up to ``wait`` s for one. (Drive (1960))

     Send a seat token (``Authorization: Bearer <token>``) to see that seat's private
    details (its drawn cards).

    The wait holds neither a worker nor a Redis connection: the process's
    hub (:mod:`api.hub`) wakes the request when the game commits, so
    thousands of phones can wait on one process.

    Args:
        game_id (str):
        as_ (int | Unset):
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DriveLog | ProblemGetLogDrive | None]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        as_=as_,
        after=after,
        wait=wait,
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
    wait: float | Unset = 0.0,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> DriveLog | ProblemGetLogDrive | None:
    """Return events with an index above ``after``, waiting up to ``wait`` s for one. (Drive (1960))

     Send a seat token (``Authorization: Bearer <token>``) to see that seat's private
    details (its drawn cards).

    The wait holds neither a worker nor a Redis connection: the process's
    hub (:mod:`api.hub`) wakes the request when the game commits, so
    thousands of phones can wait on one process.

    Args:
        game_id (str):
        as_ (int | Unset):
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DriveLog | ProblemGetLogDrive | None
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        as_=as_,
        after=after,
        wait=wait,
        accept_language=accept_language,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    as_: int | Unset = UNSET,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[DriveLog | ProblemGetLogDrive | None]:
    """Return events with an index above ``after``, waiting up to ``wait`` s for one. (Drive (1960))

     Send a seat token (``Authorization: Bearer <token>``) to see that seat's private
    details (its drawn cards).

    The wait holds neither a worker nor a Redis connection: the process's
    hub (:mod:`api.hub`) wakes the request when the game commits, so
    thousands of phones can wait on one process.

    Args:
        game_id (str):
        as_ (int | Unset):
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DriveLog | ProblemGetLogDrive | None]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        as_=as_,
        after=after,
        wait=wait,
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
    wait: float | Unset = 0.0,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> DriveLog | ProblemGetLogDrive | None:
    """Return events with an index above ``after``, waiting up to ``wait`` s for one. (Drive (1960))

     Send a seat token (``Authorization: Bearer <token>``) to see that seat's private
    details (its drawn cards).

    The wait holds neither a worker nor a Redis connection: the process's
    hub (:mod:`api.hub`) wakes the request when the game commits, so
    thousands of phones can wait on one process.

    Args:
        game_id (str):
        as_ (int | Unset):
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DriveLog | ProblemGetLogDrive | None
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            as_=as_,
            after=after,
            wait=wait,
            accept_language=accept_language,
            if_none_match=if_none_match,
        )
    ).parsed
