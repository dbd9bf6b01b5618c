from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.driving_me_crazy_replay import DrivingMeCrazyReplay
from ...models.problem_get_replay_driving_me_crazy import ProblemGetReplayDrivingMeCrazy
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    from_: int | Unset = 0,
    to: int | None | Unset = UNSET,
    seats: bool | Unset = True,
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    params: dict[str, Any] = {}

    params["from"] = from_

    json_to: int | None | Unset
    if isinstance(to, Unset):
        json_to = UNSET
    else:
        json_to = to
    params["to"] = json_to

    params["seats"] = seats

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/driving-me-crazy/games/{game_id}/replay".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DrivingMeCrazyReplay | ProblemGetReplayDrivingMeCrazy | None:
    if response.status_code == 200:
        response_200 = DrivingMeCrazyReplay.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        return None
    if response.status_code == 400:
        response_400 = ProblemGetReplayDrivingMeCrazy.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ProblemGetReplayDrivingMeCrazy.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = ProblemGetReplayDrivingMeCrazy.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = ProblemGetReplayDrivingMeCrazy.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = ProblemGetReplayDrivingMeCrazy.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ProblemGetReplayDrivingMeCrazy.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ProblemGetReplayDrivingMeCrazy.from_dict(response.json())

        return response_503

    response_default = ProblemGetReplayDrivingMeCrazy.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DrivingMeCrazyReplay | ProblemGetReplayDrivingMeCrazy | None]:
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
    from_: int | Unset = 0,
    to: int | None | Unset = UNSET,
    seats: bool | Unset = True,
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[DrivingMeCrazyReplay | ProblemGetReplayDrivingMeCrazy | None]:
    """Return the table after each move ``from``..``to``: step 0 is the deal, n after move n. (Driving Me
    Crazy!)

     At most 25 steps per page; ``next`` is the next page's ``from``. Each step has the
    spectator's view, the move's events and, with a seat token, that seat's own view
    (a player looking back over a game in progress). Every seat's view (the hands) and the
    moves of a digital game are shown only once it is over, as its transcript is.
    ``ETag`` is the game's version: ``If-None-Match`` answers 304 while nothing changed;
    a finished game that can no longer change (``final``) is cached as immutable.

    Args:
        game_id (str):
        from_ (int | Unset):  Default: 0.
        to (int | None | Unset):
        seats (bool | Unset):  Default: True.
        if_none_match (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DrivingMeCrazyReplay | ProblemGetReplayDrivingMeCrazy | None]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        from_=from_,
        to=to,
        seats=seats,
        if_none_match=if_none_match,
        accept_language=accept_language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    from_: int | Unset = 0,
    to: int | None | Unset = UNSET,
    seats: bool | Unset = True,
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> DrivingMeCrazyReplay | ProblemGetReplayDrivingMeCrazy | None:
    """Return the table after each move ``from``..``to``: step 0 is the deal, n after move n. (Driving Me
    Crazy!)

     At most 25 steps per page; ``next`` is the next page's ``from``. Each step has the
    spectator's view, the move's events and, with a seat token, that seat's own view
    (a player looking back over a game in progress). Every seat's view (the hands) and the
    moves of a digital game are shown only once it is over, as its transcript is.
    ``ETag`` is the game's version: ``If-None-Match`` answers 304 while nothing changed;
    a finished game that can no longer change (``final``) is cached as immutable.

    Args:
        game_id (str):
        from_ (int | Unset):  Default: 0.
        to (int | None | Unset):
        seats (bool | Unset):  Default: True.
        if_none_match (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DrivingMeCrazyReplay | ProblemGetReplayDrivingMeCrazy | None
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        from_=from_,
        to=to,
        seats=seats,
        if_none_match=if_none_match,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    from_: int | Unset = 0,
    to: int | None | Unset = UNSET,
    seats: bool | Unset = True,
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[DrivingMeCrazyReplay | ProblemGetReplayDrivingMeCrazy | None]:
    """Return the table after each move ``from``..``to``: step 0 is the deal, n after move n. (Driving Me
    Crazy!)

     At most 25 steps per page; ``next`` is the next page's ``from``. Each step has the
    spectator's view, the move's events and, with a seat token, that seat's own view
    (a player looking back over a game in progress). Every seat's view (the hands) and the
    moves of a digital game are shown only once it is over, as its transcript is.
    ``ETag`` is the game's version: ``If-None-Match`` answers 304 while nothing changed;
    a finished game that can no longer change (``final``) is cached as immutable.

    Args:
        game_id (str):
        from_ (int | Unset):  Default: 0.
        to (int | None | Unset):
        seats (bool | Unset):  Default: True.
        if_none_match (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DrivingMeCrazyReplay | ProblemGetReplayDrivingMeCrazy | None]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        from_=from_,
        to=to,
        seats=seats,
        if_none_match=if_none_match,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    from_: int | Unset = 0,
    to: int | None | Unset = UNSET,
    seats: bool | Unset = True,
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> DrivingMeCrazyReplay | ProblemGetReplayDrivingMeCrazy | None:
    """Return the table after each move ``from``..``to``: step 0 is the deal, n after move n. (Driving Me
    Crazy!)

     At most 25 steps per page; ``next`` is the next page's ``from``. Each step has the
    spectator's view, the move's events and, with a seat token, that seat's own view
    (a player looking back over a game in progress). Every seat's view (the hands) and the
    moves of a digital game are shown only once it is over, as its transcript is.
    ``ETag`` is the game's version: ``If-None-Match`` answers 304 while nothing changed;
    a finished game that can no longer change (``final``) is cached as immutable.

    Args:
        game_id (str):
        from_ (int | Unset):  Default: 0.
        to (int | None | Unset):
        seats (bool | Unset):  Default: True.
        if_none_match (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DrivingMeCrazyReplay | ProblemGetReplayDrivingMeCrazy | None
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            from_=from_,
            to=to,
            seats=seats,
            if_none_match=if_none_match,
            accept_language=accept_language,
        )
    ).parsed
