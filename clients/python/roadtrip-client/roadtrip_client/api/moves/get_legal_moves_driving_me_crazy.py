from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.driving_me_crazy_legal_moves import DrivingMeCrazyLegalMoves
from ...models.problem_get_legal_moves_driving_me_crazy import ProblemGetLegalMovesDrivingMeCrazy
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    as_: int | Unset = UNSET,
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

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/driving-me-crazy/games/{game_id}/legal-moves".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DrivingMeCrazyLegalMoves | ProblemGetLegalMovesDrivingMeCrazy | None:
    if response.status_code == 200:
        response_200 = DrivingMeCrazyLegalMoves.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        return None
    if response.status_code == 400:
        response_400 = ProblemGetLegalMovesDrivingMeCrazy.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ProblemGetLegalMovesDrivingMeCrazy.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ProblemGetLegalMovesDrivingMeCrazy.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ProblemGetLegalMovesDrivingMeCrazy.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = ProblemGetLegalMovesDrivingMeCrazy.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = ProblemGetLegalMovesDrivingMeCrazy.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ProblemGetLegalMovesDrivingMeCrazy.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ProblemGetLegalMovesDrivingMeCrazy.from_dict(response.json())

        return response_503

    response_default = ProblemGetLegalMovesDrivingMeCrazy.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DrivingMeCrazyLegalMoves | ProblemGetLegalMovesDrivingMeCrazy | None]:
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
    as_: int | Unset = UNSET,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[DrivingMeCrazyLegalMoves | ProblemGetLegalMovesDrivingMeCrazy | None]:
    """Return every move the caller's seat may make now; each can be POSTed as is. (Driving Me Crazy!)

     Needs a seat token. Empty while it is not the seat's decision or the game is not
    active; once a referee game is finished, ``undo`` (taking back the report that ended
    it) until the host starts a rematch. Under a game's own path the moves are that
    game's ``Move`` type, exactly the type ``postMove`` takes there.

    Args:
        game_id (str):
        as_ (int | Unset):
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DrivingMeCrazyLegalMoves | ProblemGetLegalMovesDrivingMeCrazy | None]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        as_=as_,
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
    client: AuthenticatedClient,
    as_: int | Unset = UNSET,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> DrivingMeCrazyLegalMoves | ProblemGetLegalMovesDrivingMeCrazy | None:
    """Return every move the caller's seat may make now; each can be POSTed as is. (Driving Me Crazy!)

     Needs a seat token. Empty while it is not the seat's decision or the game is not
    active; once a referee game is finished, ``undo`` (taking back the report that ended
    it) until the host starts a rematch. Under a game's own path the moves are that
    game's ``Move`` type, exactly the type ``postMove`` takes there.

    Args:
        game_id (str):
        as_ (int | Unset):
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DrivingMeCrazyLegalMoves | ProblemGetLegalMovesDrivingMeCrazy | None
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        as_=as_,
        accept_language=accept_language,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    as_: int | Unset = UNSET,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[DrivingMeCrazyLegalMoves | ProblemGetLegalMovesDrivingMeCrazy | None]:
    """Return every move the caller's seat may make now; each can be POSTed as is. (Driving Me Crazy!)

     Needs a seat token. Empty while it is not the seat's decision or the game is not
    active; once a referee game is finished, ``undo`` (taking back the report that ended
    it) until the host starts a rematch. Under a game's own path the moves are that
    game's ``Move`` type, exactly the type ``postMove`` takes there.

    Args:
        game_id (str):
        as_ (int | Unset):
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DrivingMeCrazyLegalMoves | ProblemGetLegalMovesDrivingMeCrazy | None]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        as_=as_,
        accept_language=accept_language,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    as_: int | Unset = UNSET,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> DrivingMeCrazyLegalMoves | ProblemGetLegalMovesDrivingMeCrazy | None:
    """Return every move the caller's seat may make now; each can be POSTed as is. (Driving Me Crazy!)

     Needs a seat token. Empty while it is not the seat's decision or the game is not
    active; once a referee game is finished, ``undo`` (taking back the report that ended
    it) until the host starts a rematch. Under a game's own path the moves are that
    game's ``Move`` type, exactly the type ``postMove`` takes there.

    Args:
        game_id (str):
        as_ (int | Unset):
        accept_language (str | Unset):
        if_none_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of
            entity tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value
            is no condition. If-Match compares strongly (a weak tag never matches), If-None-Match
            weakly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DrivingMeCrazyLegalMoves | ProblemGetLegalMovesDrivingMeCrazy | None
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            as_=as_,
            accept_language=accept_language,
            if_none_match=if_none_match,
        )
    ).parsed
