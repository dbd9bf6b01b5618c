from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.drive_break_down import DriveBreakDown
from ...models.drive_discard import DriveDiscard
from ...models.drive_draw import DriveDraw
from ...models.drive_drive import DriveDrive
from ...models.drive_exit import DriveExit
from ...models.drive_move_result import DriveMoveResult
from ...models.drive_pass_obstruction import DrivePassObstruction
from ...models.drive_place import DrivePlace
from ...models.drive_roundabout import DriveRoundabout
from ...models.drive_turn_round import DriveTurnRound
from ...models.drive_undo import DriveUndo
from ...models.drive_wait import DriveWait
from ...models.post_move_drive_include_item import PostMoveDriveIncludeItem
from ...models.problem_post_move_drive import ProblemPostMoveDrive
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: DriveBreakDown
    | DriveDiscard
    | DriveDraw
    | DriveDrive
    | DriveExit
    | DrivePassObstruction
    | DrivePlace
    | DriveRoundabout
    | DriveTurnRound
    | DriveUndo
    | DriveWait,
    as_: int | Unset = UNSET,
    include: list[PostMoveDriveIncludeItem] | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    params: dict[str, Any] = {}

    params["as"] = as_

    json_include: list[str] | Unset = UNSET
    if not isinstance(include, Unset):
        json_include = []
        for include_item_data in include:
            include_item = include_item_data.value
            json_include.append(include_item)

    params["include"] = json_include

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/drive/games/{game_id}/moves".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    if isinstance(body, DriveBreakDown):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DriveDiscard):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DriveDraw):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DriveDrive):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DriveExit):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivePassObstruction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivePlace):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DriveRoundabout):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DriveTurnRound):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DriveUndo):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DriveMoveResult | ProblemPostMoveDrive:
    if response.status_code == 200:
        response_200 = DriveMoveResult.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ProblemPostMoveDrive.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ProblemPostMoveDrive.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ProblemPostMoveDrive.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ProblemPostMoveDrive.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ProblemPostMoveDrive.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = ProblemPostMoveDrive.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = ProblemPostMoveDrive.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = ProblemPostMoveDrive.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ProblemPostMoveDrive.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ProblemPostMoveDrive.from_dict(response.json())

        return response_503

    response_default = ProblemPostMoveDrive.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DriveMoveResult | ProblemPostMoveDrive]:
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
    body: DriveBreakDown
    | DriveDiscard
    | DriveDraw
    | DriveDrive
    | DriveExit
    | DrivePassObstruction
    | DrivePlace
    | DriveRoundabout
    | DriveTurnRound
    | DriveUndo
    | DriveWait,
    as_: int | Unset = UNSET,
    include: list[PostMoveDriveIncludeItem] | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[DriveMoveResult | ProblemPostMoveDrive]:
    """Submit one move for the caller's seat; bots answer in the same commit. (Drive (1960))

     Needs a seat token. The move must be one ``getLegalMoves`` lists; a refused move
    answers 422 with the rule's ``code`` and ``rule`` and changes nothing. ``If-Match``
    makes it conditional on the version; ``Idempotency-Key`` makes a retry safe. The
    answer's ``ETag`` is the new version.
    With ``?include=view,legal_moves`` the answer also carries the caller's
    new view and next legal moves: a client plays one request per move.

    Args:
        game_id (str):
        as_ (int | Unset):
        include (list[PostMoveDriveIncludeItem] | Unset):
        if_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of entity
            tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value is no
            condition. If-Match compares strongly (a weak tag never matches), If-None-Match weakly.
        idempotency_key (str | Unset):
        accept_language (str | Unset):
        body (DriveBreakDown | DriveDiscard | DriveDraw | DriveDrive | DriveExit |
            DrivePassObstruction | DrivePlace | DriveRoundabout | DriveTurnRound | DriveUndo |
            DriveWait): A move of Drive (1960): exactly what its getLegalMoves returns

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DriveMoveResult | ProblemPostMoveDrive]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        as_=as_,
        include=include,
        if_match=if_match,
        idempotency_key=idempotency_key,
        accept_language=accept_language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: DriveBreakDown
    | DriveDiscard
    | DriveDraw
    | DriveDrive
    | DriveExit
    | DrivePassObstruction
    | DrivePlace
    | DriveRoundabout
    | DriveTurnRound
    | DriveUndo
    | DriveWait,
    as_: int | Unset = UNSET,
    include: list[PostMoveDriveIncludeItem] | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> DriveMoveResult | ProblemPostMoveDrive | None:
    """Submit one move for the caller's seat; bots answer in the same commit. (Drive (1960))

     Needs a seat token. The move must be one ``getLegalMoves`` lists; a refused move
    answers 422 with the rule's ``code`` and ``rule`` and changes nothing. ``If-Match``
    makes it conditional on the version; ``Idempotency-Key`` makes a retry safe. The
    answer's ``ETag`` is the new version.
    With ``?include=view,legal_moves`` the answer also carries the caller's
    new view and next legal moves: a client plays one request per move.

    Args:
        game_id (str):
        as_ (int | Unset):
        include (list[PostMoveDriveIncludeItem] | Unset):
        if_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of entity
            tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value is no
            condition. If-Match compares strongly (a weak tag never matches), If-None-Match weakly.
        idempotency_key (str | Unset):
        accept_language (str | Unset):
        body (DriveBreakDown | DriveDiscard | DriveDraw | DriveDrive | DriveExit |
            DrivePassObstruction | DrivePlace | DriveRoundabout | DriveTurnRound | DriveUndo |
            DriveWait): A move of Drive (1960): exactly what its getLegalMoves returns

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DriveMoveResult | ProblemPostMoveDrive
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        as_=as_,
        include=include,
        if_match=if_match,
        idempotency_key=idempotency_key,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: DriveBreakDown
    | DriveDiscard
    | DriveDraw
    | DriveDrive
    | DriveExit
    | DrivePassObstruction
    | DrivePlace
    | DriveRoundabout
    | DriveTurnRound
    | DriveUndo
    | DriveWait,
    as_: int | Unset = UNSET,
    include: list[PostMoveDriveIncludeItem] | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[DriveMoveResult | ProblemPostMoveDrive]:
    """Submit one move for the caller's seat; bots answer in the same commit. (Drive (1960))

     Needs a seat token. The move must be one ``getLegalMoves`` lists; a refused move
    answers 422 with the rule's ``code`` and ``rule`` and changes nothing. ``If-Match``
    makes it conditional on the version; ``Idempotency-Key`` makes a retry safe. The
    answer's ``ETag`` is the new version.
    With ``?include=view,legal_moves`` the answer also carries the caller's
    new view and next legal moves: a client plays one request per move.

    Args:
        game_id (str):
        as_ (int | Unset):
        include (list[PostMoveDriveIncludeItem] | Unset):
        if_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of entity
            tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value is no
            condition. If-Match compares strongly (a weak tag never matches), If-None-Match weakly.
        idempotency_key (str | Unset):
        accept_language (str | Unset):
        body (DriveBreakDown | DriveDiscard | DriveDraw | DriveDrive | DriveExit |
            DrivePassObstruction | DrivePlace | DriveRoundabout | DriveTurnRound | DriveUndo |
            DriveWait): A move of Drive (1960): exactly what its getLegalMoves returns

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DriveMoveResult | ProblemPostMoveDrive]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        as_=as_,
        include=include,
        if_match=if_match,
        idempotency_key=idempotency_key,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: DriveBreakDown
    | DriveDiscard
    | DriveDraw
    | DriveDrive
    | DriveExit
    | DrivePassObstruction
    | DrivePlace
    | DriveRoundabout
    | DriveTurnRound
    | DriveUndo
    | DriveWait,
    as_: int | Unset = UNSET,
    include: list[PostMoveDriveIncludeItem] | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> DriveMoveResult | ProblemPostMoveDrive | None:
    """Submit one move for the caller's seat; bots answer in the same commit. (Drive (1960))

     Needs a seat token. The move must be one ``getLegalMoves`` lists; a refused move
    answers 422 with the rule's ``code`` and ``rule`` and changes nothing. ``If-Match``
    makes it conditional on the version; ``Idempotency-Key`` makes a retry safe. The
    answer's ``ETag`` is the new version.
    With ``?include=view,legal_moves`` the answer also carries the caller's
    new view and next legal moves: a client plays one request per move.

    Args:
        game_id (str):
        as_ (int | Unset):
        include (list[PostMoveDriveIncludeItem] | Unset):
        if_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of entity
            tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value is no
            condition. If-Match compares strongly (a weak tag never matches), If-None-Match weakly.
        idempotency_key (str | Unset):
        accept_language (str | Unset):
        body (DriveBreakDown | DriveDiscard | DriveDraw | DriveDrive | DriveExit |
            DrivePassObstruction | DrivePlace | DriveRoundabout | DriveTurnRound | DriveUndo |
            DriveWait): A move of Drive (1960): exactly what its getLegalMoves returns

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DriveMoveResult | ProblemPostMoveDrive
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            as_=as_,
            include=include,
            if_match=if_match,
            idempotency_key=idempotency_key,
            accept_language=accept_language,
        )
    ).parsed
