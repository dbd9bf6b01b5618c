from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.driving_me_crazy_choose_opponent import DrivingMeCrazyChooseOpponent
from ...models.driving_me_crazy_close import DrivingMeCrazyClose
from ...models.driving_me_crazy_discard import DrivingMeCrazyDiscard
from ...models.driving_me_crazy_draw import DrivingMeCrazyDraw
from ...models.driving_me_crazy_end_turn import DrivingMeCrazyEndTurn
from ...models.driving_me_crazy_finish import DrivingMeCrazyFinish
from ...models.driving_me_crazy_flip_sign import DrivingMeCrazyFlipSign
from ...models.driving_me_crazy_look import DrivingMeCrazyLook
from ...models.driving_me_crazy_move_result import DrivingMeCrazyMoveResult
from ...models.driving_me_crazy_pass import DrivingMeCrazyPass
from ...models.driving_me_crazy_pass_reaction import DrivingMeCrazyPassReaction
from ...models.driving_me_crazy_play_card import DrivingMeCrazyPlayCard
from ...models.driving_me_crazy_play_carpool import DrivingMeCrazyPlayCarpool
from ...models.driving_me_crazy_play_overtake import DrivingMeCrazyPlayOvertake
from ...models.driving_me_crazy_play_rearview_mirror import DrivingMeCrazyPlayRearviewMirror
from ...models.driving_me_crazy_play_red import DrivingMeCrazyPlayRed
from ...models.driving_me_crazy_play_rest_stop import DrivingMeCrazyPlayRestStop
from ...models.driving_me_crazy_play_shortcut import DrivingMeCrazyPlayShortcut
from ...models.driving_me_crazy_play_trailer import DrivingMeCrazyPlayTrailer
from ...models.driving_me_crazy_react import DrivingMeCrazyReact
from ...models.driving_me_crazy_skip import DrivingMeCrazySkip
from ...models.driving_me_crazy_stop import DrivingMeCrazyStop
from ...models.driving_me_crazy_take import DrivingMeCrazyTake
from ...models.driving_me_crazy_undo import DrivingMeCrazyUndo
from ...models.post_move_driving_me_crazy_include_item import PostMoveDrivingMeCrazyIncludeItem
from ...models.problem_post_move_driving_me_crazy import ProblemPostMoveDrivingMeCrazy
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: DrivingMeCrazyChooseOpponent
    | DrivingMeCrazyClose
    | DrivingMeCrazyDiscard
    | DrivingMeCrazyDraw
    | DrivingMeCrazyEndTurn
    | DrivingMeCrazyFinish
    | DrivingMeCrazyFlipSign
    | DrivingMeCrazyLook
    | DrivingMeCrazyPass
    | DrivingMeCrazyPassReaction
    | DrivingMeCrazyPlayCard
    | DrivingMeCrazyPlayCarpool
    | DrivingMeCrazyPlayOvertake
    | DrivingMeCrazyPlayRearviewMirror
    | DrivingMeCrazyPlayRed
    | DrivingMeCrazyPlayRestStop
    | DrivingMeCrazyPlayShortcut
    | DrivingMeCrazyPlayTrailer
    | DrivingMeCrazyReact
    | DrivingMeCrazySkip
    | DrivingMeCrazyStop
    | DrivingMeCrazyTake
    | DrivingMeCrazyUndo,
    as_: int | Unset = UNSET,
    include: list[PostMoveDrivingMeCrazyIncludeItem] | Unset = UNSET,
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
        "url": "/api/v1/driving-me-crazy/games/{game_id}/moves".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    if isinstance(body, DrivingMeCrazyChooseOpponent):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivingMeCrazyClose):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivingMeCrazyDiscard):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivingMeCrazyDraw):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivingMeCrazyEndTurn):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivingMeCrazyFinish):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivingMeCrazyFlipSign):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivingMeCrazyLook):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivingMeCrazyPass):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivingMeCrazyPassReaction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivingMeCrazyPlayCard):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivingMeCrazyPlayRed):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivingMeCrazyPlayShortcut):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivingMeCrazyPlayOvertake):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivingMeCrazyPlayRestStop):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivingMeCrazyPlayRearviewMirror):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivingMeCrazyPlayCarpool):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivingMeCrazyPlayTrailer):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivingMeCrazyReact):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivingMeCrazySkip):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivingMeCrazyStop):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DrivingMeCrazyTake):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DrivingMeCrazyMoveResult | ProblemPostMoveDrivingMeCrazy:
    if response.status_code == 200:
        response_200 = DrivingMeCrazyMoveResult.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ProblemPostMoveDrivingMeCrazy.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ProblemPostMoveDrivingMeCrazy.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ProblemPostMoveDrivingMeCrazy.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ProblemPostMoveDrivingMeCrazy.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ProblemPostMoveDrivingMeCrazy.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = ProblemPostMoveDrivingMeCrazy.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = ProblemPostMoveDrivingMeCrazy.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = ProblemPostMoveDrivingMeCrazy.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ProblemPostMoveDrivingMeCrazy.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ProblemPostMoveDrivingMeCrazy.from_dict(response.json())

        return response_503

    response_default = ProblemPostMoveDrivingMeCrazy.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DrivingMeCrazyMoveResult | ProblemPostMoveDrivingMeCrazy]:
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
    body: DrivingMeCrazyChooseOpponent
    | DrivingMeCrazyClose
    | DrivingMeCrazyDiscard
    | DrivingMeCrazyDraw
    | DrivingMeCrazyEndTurn
    | DrivingMeCrazyFinish
    | DrivingMeCrazyFlipSign
    | DrivingMeCrazyLook
    | DrivingMeCrazyPass
    | DrivingMeCrazyPassReaction
    | DrivingMeCrazyPlayCard
    | DrivingMeCrazyPlayCarpool
    | DrivingMeCrazyPlayOvertake
    | DrivingMeCrazyPlayRearviewMirror
    | DrivingMeCrazyPlayRed
    | DrivingMeCrazyPlayRestStop
    | DrivingMeCrazyPlayShortcut
    | DrivingMeCrazyPlayTrailer
    | DrivingMeCrazyReact
    | DrivingMeCrazySkip
    | DrivingMeCrazyStop
    | DrivingMeCrazyTake
    | DrivingMeCrazyUndo,
    as_: int | Unset = UNSET,
    include: list[PostMoveDrivingMeCrazyIncludeItem] | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[DrivingMeCrazyMoveResult | ProblemPostMoveDrivingMeCrazy]:
    """Submit one move for the caller's seat; bots answer in the same commit. (Driving Me Crazy!)

     Needs a seat token. The move must be one ``getLegalMoves`` lists; a refused move
    answers 422 with the rule's ``code`` and ``rule`` and changes nothing. ``If-Match``
    makes it conditional on the version; ``Idempotency-Key`` makes a retry safe. The
    answer's ``ETag`` is the new version.
    With ``?include=view,legal_moves`` the answer also carries the caller's
    new view and next legal moves: a client plays one request per move.

    Args:
        game_id (str):
        as_ (int | Unset):
        include (list[PostMoveDrivingMeCrazyIncludeItem] | Unset):
        if_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of entity
            tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value is no
            condition. If-Match compares strongly (a weak tag never matches), If-None-Match weakly.
        idempotency_key (str | Unset):
        accept_language (str | Unset):
        body (DrivingMeCrazyChooseOpponent | DrivingMeCrazyClose | DrivingMeCrazyDiscard |
            DrivingMeCrazyDraw | DrivingMeCrazyEndTurn | DrivingMeCrazyFinish | DrivingMeCrazyFlipSign
            | DrivingMeCrazyLook | DrivingMeCrazyPass | DrivingMeCrazyPassReaction |
            DrivingMeCrazyPlayCard | DrivingMeCrazyPlayCarpool | DrivingMeCrazyPlayOvertake |
            DrivingMeCrazyPlayRearviewMirror | DrivingMeCrazyPlayRed | DrivingMeCrazyPlayRestStop |
            DrivingMeCrazyPlayShortcut | DrivingMeCrazyPlayTrailer | DrivingMeCrazyReact |
            DrivingMeCrazySkip | DrivingMeCrazyStop | DrivingMeCrazyTake | DrivingMeCrazyUndo): A move
            of Driving Me Crazy!: exactly what its getLegalMoves returns

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DrivingMeCrazyMoveResult | ProblemPostMoveDrivingMeCrazy]
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
    body: DrivingMeCrazyChooseOpponent
    | DrivingMeCrazyClose
    | DrivingMeCrazyDiscard
    | DrivingMeCrazyDraw
    | DrivingMeCrazyEndTurn
    | DrivingMeCrazyFinish
    | DrivingMeCrazyFlipSign
    | DrivingMeCrazyLook
    | DrivingMeCrazyPass
    | DrivingMeCrazyPassReaction
    | DrivingMeCrazyPlayCard
    | DrivingMeCrazyPlayCarpool
    | DrivingMeCrazyPlayOvertake
    | DrivingMeCrazyPlayRearviewMirror
    | DrivingMeCrazyPlayRed
    | DrivingMeCrazyPlayRestStop
    | DrivingMeCrazyPlayShortcut
    | DrivingMeCrazyPlayTrailer
    | DrivingMeCrazyReact
    | DrivingMeCrazySkip
    | DrivingMeCrazyStop
    | DrivingMeCrazyTake
    | DrivingMeCrazyUndo,
    as_: int | Unset = UNSET,
    include: list[PostMoveDrivingMeCrazyIncludeItem] | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> DrivingMeCrazyMoveResult | ProblemPostMoveDrivingMeCrazy | None:
    """Submit one move for the caller's seat; bots answer in the same commit. (Driving Me Crazy!)

     Needs a seat token. The move must be one ``getLegalMoves`` lists; a refused move
    answers 422 with the rule's ``code`` and ``rule`` and changes nothing. ``If-Match``
    makes it conditional on the version; ``Idempotency-Key`` makes a retry safe. The
    answer's ``ETag`` is the new version.
    With ``?include=view,legal_moves`` the answer also carries the caller's
    new view and next legal moves: a client plays one request per move.

    Args:
        game_id (str):
        as_ (int | Unset):
        include (list[PostMoveDrivingMeCrazyIncludeItem] | Unset):
        if_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of entity
            tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value is no
            condition. If-Match compares strongly (a weak tag never matches), If-None-Match weakly.
        idempotency_key (str | Unset):
        accept_language (str | Unset):
        body (DrivingMeCrazyChooseOpponent | DrivingMeCrazyClose | DrivingMeCrazyDiscard |
            DrivingMeCrazyDraw | DrivingMeCrazyEndTurn | DrivingMeCrazyFinish | DrivingMeCrazyFlipSign
            | DrivingMeCrazyLook | DrivingMeCrazyPass | DrivingMeCrazyPassReaction |
            DrivingMeCrazyPlayCard | DrivingMeCrazyPlayCarpool | DrivingMeCrazyPlayOvertake |
            DrivingMeCrazyPlayRearviewMirror | DrivingMeCrazyPlayRed | DrivingMeCrazyPlayRestStop |
            DrivingMeCrazyPlayShortcut | DrivingMeCrazyPlayTrailer | DrivingMeCrazyReact |
            DrivingMeCrazySkip | DrivingMeCrazyStop | DrivingMeCrazyTake | DrivingMeCrazyUndo): A move
            of Driving Me Crazy!: exactly what its getLegalMoves returns

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DrivingMeCrazyMoveResult | ProblemPostMoveDrivingMeCrazy
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
    body: DrivingMeCrazyChooseOpponent
    | DrivingMeCrazyClose
    | DrivingMeCrazyDiscard
    | DrivingMeCrazyDraw
    | DrivingMeCrazyEndTurn
    | DrivingMeCrazyFinish
    | DrivingMeCrazyFlipSign
    | DrivingMeCrazyLook
    | DrivingMeCrazyPass
    | DrivingMeCrazyPassReaction
    | DrivingMeCrazyPlayCard
    | DrivingMeCrazyPlayCarpool
    | DrivingMeCrazyPlayOvertake
    | DrivingMeCrazyPlayRearviewMirror
    | DrivingMeCrazyPlayRed
    | DrivingMeCrazyPlayRestStop
    | DrivingMeCrazyPlayShortcut
    | DrivingMeCrazyPlayTrailer
    | DrivingMeCrazyReact
    | DrivingMeCrazySkip
    | DrivingMeCrazyStop
    | DrivingMeCrazyTake
    | DrivingMeCrazyUndo,
    as_: int | Unset = UNSET,
    include: list[PostMoveDrivingMeCrazyIncludeItem] | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> Response[DrivingMeCrazyMoveResult | ProblemPostMoveDrivingMeCrazy]:
    """Submit one move for the caller's seat; bots answer in the same commit. (Driving Me Crazy!)

     Needs a seat token. The move must be one ``getLegalMoves`` lists; a refused move
    answers 422 with the rule's ``code`` and ``rule`` and changes nothing. ``If-Match``
    makes it conditional on the version; ``Idempotency-Key`` makes a retry safe. The
    answer's ``ETag`` is the new version.
    With ``?include=view,legal_moves`` the answer also carries the caller's
    new view and next legal moves: a client plays one request per move.

    Args:
        game_id (str):
        as_ (int | Unset):
        include (list[PostMoveDrivingMeCrazyIncludeItem] | Unset):
        if_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of entity
            tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value is no
            condition. If-Match compares strongly (a weak tag never matches), If-None-Match weakly.
        idempotency_key (str | Unset):
        accept_language (str | Unset):
        body (DrivingMeCrazyChooseOpponent | DrivingMeCrazyClose | DrivingMeCrazyDiscard |
            DrivingMeCrazyDraw | DrivingMeCrazyEndTurn | DrivingMeCrazyFinish | DrivingMeCrazyFlipSign
            | DrivingMeCrazyLook | DrivingMeCrazyPass | DrivingMeCrazyPassReaction |
            DrivingMeCrazyPlayCard | DrivingMeCrazyPlayCarpool | DrivingMeCrazyPlayOvertake |
            DrivingMeCrazyPlayRearviewMirror | DrivingMeCrazyPlayRed | DrivingMeCrazyPlayRestStop |
            DrivingMeCrazyPlayShortcut | DrivingMeCrazyPlayTrailer | DrivingMeCrazyReact |
            DrivingMeCrazySkip | DrivingMeCrazyStop | DrivingMeCrazyTake | DrivingMeCrazyUndo): A move
            of Driving Me Crazy!: exactly what its getLegalMoves returns

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DrivingMeCrazyMoveResult | ProblemPostMoveDrivingMeCrazy]
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
    body: DrivingMeCrazyChooseOpponent
    | DrivingMeCrazyClose
    | DrivingMeCrazyDiscard
    | DrivingMeCrazyDraw
    | DrivingMeCrazyEndTurn
    | DrivingMeCrazyFinish
    | DrivingMeCrazyFlipSign
    | DrivingMeCrazyLook
    | DrivingMeCrazyPass
    | DrivingMeCrazyPassReaction
    | DrivingMeCrazyPlayCard
    | DrivingMeCrazyPlayCarpool
    | DrivingMeCrazyPlayOvertake
    | DrivingMeCrazyPlayRearviewMirror
    | DrivingMeCrazyPlayRed
    | DrivingMeCrazyPlayRestStop
    | DrivingMeCrazyPlayShortcut
    | DrivingMeCrazyPlayTrailer
    | DrivingMeCrazyReact
    | DrivingMeCrazySkip
    | DrivingMeCrazyStop
    | DrivingMeCrazyTake
    | DrivingMeCrazyUndo,
    as_: int | Unset = UNSET,
    include: list[PostMoveDrivingMeCrazyIncludeItem] | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
) -> DrivingMeCrazyMoveResult | ProblemPostMoveDrivingMeCrazy | None:
    """Submit one move for the caller's seat; bots answer in the same commit. (Driving Me Crazy!)

     Needs a seat token. The move must be one ``getLegalMoves`` lists; a refused move
    answers 422 with the rule's ``code`` and ``rule`` and changes nothing. ``If-Match``
    makes it conditional on the version; ``Idempotency-Key`` makes a retry safe. The
    answer's ``ETag`` is the new version.
    With ``?include=view,legal_moves`` the answer also carries the caller's
    new view and next legal moves: a client plays one request per move.

    Args:
        game_id (str):
        as_ (int | Unset):
        include (list[PostMoveDrivingMeCrazyIncludeItem] | Unset):
        if_match (str | Unset): RFC 9110 section 13.1: `*` or a comma-separated list of entity
            tags, weak (`W/"12"`) or strong (`"12"`); a bare `12` is tolerated; an empty value is no
            condition. If-Match compares strongly (a weak tag never matches), If-None-Match weakly.
        idempotency_key (str | Unset):
        accept_language (str | Unset):
        body (DrivingMeCrazyChooseOpponent | DrivingMeCrazyClose | DrivingMeCrazyDiscard |
            DrivingMeCrazyDraw | DrivingMeCrazyEndTurn | DrivingMeCrazyFinish | DrivingMeCrazyFlipSign
            | DrivingMeCrazyLook | DrivingMeCrazyPass | DrivingMeCrazyPassReaction |
            DrivingMeCrazyPlayCard | DrivingMeCrazyPlayCarpool | DrivingMeCrazyPlayOvertake |
            DrivingMeCrazyPlayRearviewMirror | DrivingMeCrazyPlayRed | DrivingMeCrazyPlayRestStop |
            DrivingMeCrazyPlayShortcut | DrivingMeCrazyPlayTrailer | DrivingMeCrazyReact |
            DrivingMeCrazySkip | DrivingMeCrazyStop | DrivingMeCrazyTake | DrivingMeCrazyUndo): A move
            of Driving Me Crazy!: exactly what its getLegalMoves returns

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DrivingMeCrazyMoveResult | ProblemPostMoveDrivingMeCrazy
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
