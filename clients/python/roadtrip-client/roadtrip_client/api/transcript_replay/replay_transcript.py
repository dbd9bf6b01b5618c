from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.drive_transcript import DriveTranscript
from ...models.driving_me_crazy_transcript import DrivingMeCrazyTranscript
from ...models.problem_replay_transcript import ProblemReplayTranscript
from ...models.transcript_replay import TranscriptReplay
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: DriveTranscript | DrivingMeCrazyTranscript,
    from_: int | Unset = 0,
    to: int | None | Unset = UNSET,
    seats: bool | Unset = True,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
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
        "method": "post",
        "url": "/api/v1/transcripts/replay",
        "params": params,
    }

    if isinstance(body, DriveTranscript):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ProblemReplayTranscript | TranscriptReplay:
    if response.status_code == 200:
        response_200 = TranscriptReplay.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ProblemReplayTranscript.from_dict(response.json())

        return response_400

    if response.status_code == 413:
        response_413 = ProblemReplayTranscript.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = ProblemReplayTranscript.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = ProblemReplayTranscript.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ProblemReplayTranscript.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ProblemReplayTranscript.from_dict(response.json())

        return response_503

    response_default = ProblemReplayTranscript.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ProblemReplayTranscript | TranscriptReplay]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DriveTranscript | DrivingMeCrazyTranscript,
    from_: int | Unset = 0,
    to: int | None | Unset = UNSET,
    seats: bool | Unset = True,
    accept_language: str | Unset = UNSET,
) -> Response[ProblemReplayTranscript | TranscriptReplay]:
    """Replay a transcript and return the table after each move ``from``..``to``.

     The steps stop before the first illegal move; ``checkTranscript`` gives the verdict
    on it (the same replay). Needs no token and stores nothing. Every step is shown as a
    spectator saw it, and every seat's view once the game is over (a transcript holds
    the seed: whoever posts it knows every hand anyway). At most 25 steps per page.

    Args:
        from_ (int | Unset):  Default: 0.
        to (int | None | Unset):
        seats (bool | Unset):  Default: True.
        accept_language (str | Unset):
        body (DriveTranscript | DrivingMeCrazyTranscript): Transcript: one per game

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemReplayTranscript | TranscriptReplay]
    """

    kwargs = _get_kwargs(
        body=body,
        from_=from_,
        to=to,
        seats=seats,
        accept_language=accept_language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: DriveTranscript | DrivingMeCrazyTranscript,
    from_: int | Unset = 0,
    to: int | None | Unset = UNSET,
    seats: bool | Unset = True,
    accept_language: str | Unset = UNSET,
) -> ProblemReplayTranscript | TranscriptReplay | None:
    """Replay a transcript and return the table after each move ``from``..``to``.

     The steps stop before the first illegal move; ``checkTranscript`` gives the verdict
    on it (the same replay). Needs no token and stores nothing. Every step is shown as a
    spectator saw it, and every seat's view once the game is over (a transcript holds
    the seed: whoever posts it knows every hand anyway). At most 25 steps per page.

    Args:
        from_ (int | Unset):  Default: 0.
        to (int | None | Unset):
        seats (bool | Unset):  Default: True.
        accept_language (str | Unset):
        body (DriveTranscript | DrivingMeCrazyTranscript): Transcript: one per game

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemReplayTranscript | TranscriptReplay
    """

    return sync_detailed(
        client=client,
        body=body,
        from_=from_,
        to=to,
        seats=seats,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DriveTranscript | DrivingMeCrazyTranscript,
    from_: int | Unset = 0,
    to: int | None | Unset = UNSET,
    seats: bool | Unset = True,
    accept_language: str | Unset = UNSET,
) -> Response[ProblemReplayTranscript | TranscriptReplay]:
    """Replay a transcript and return the table after each move ``from``..``to``.

     The steps stop before the first illegal move; ``checkTranscript`` gives the verdict
    on it (the same replay). Needs no token and stores nothing. Every step is shown as a
    spectator saw it, and every seat's view once the game is over (a transcript holds
    the seed: whoever posts it knows every hand anyway). At most 25 steps per page.

    Args:
        from_ (int | Unset):  Default: 0.
        to (int | None | Unset):
        seats (bool | Unset):  Default: True.
        accept_language (str | Unset):
        body (DriveTranscript | DrivingMeCrazyTranscript): Transcript: one per game

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemReplayTranscript | TranscriptReplay]
    """

    kwargs = _get_kwargs(
        body=body,
        from_=from_,
        to=to,
        seats=seats,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: DriveTranscript | DrivingMeCrazyTranscript,
    from_: int | Unset = 0,
    to: int | None | Unset = UNSET,
    seats: bool | Unset = True,
    accept_language: str | Unset = UNSET,
) -> ProblemReplayTranscript | TranscriptReplay | None:
    """Replay a transcript and return the table after each move ``from``..``to``.

     The steps stop before the first illegal move; ``checkTranscript`` gives the verdict
    on it (the same replay). Needs no token and stores nothing. Every step is shown as a
    spectator saw it, and every seat's view once the game is over (a transcript holds
    the seed: whoever posts it knows every hand anyway). At most 25 steps per page.

    Args:
        from_ (int | Unset):  Default: 0.
        to (int | None | Unset):
        seats (bool | Unset):  Default: True.
        accept_language (str | Unset):
        body (DriveTranscript | DrivingMeCrazyTranscript): Transcript: one per game

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemReplayTranscript | TranscriptReplay
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            from_=from_,
            to=to,
            seats=seats,
            accept_language=accept_language,
        )
    ).parsed
