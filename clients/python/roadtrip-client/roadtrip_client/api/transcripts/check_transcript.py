from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.drive_transcript import DriveTranscript
from ...models.driving_me_crazy_transcript import DrivingMeCrazyTranscript
from ...models.problem_check_transcript import ProblemCheckTranscript
from ...models.verdict import Verdict
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: DriveTranscript | DrivingMeCrazyTranscript,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/transcripts/check",
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
) -> ProblemCheckTranscript | Verdict:
    if response.status_code == 200:
        response_200 = Verdict.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ProblemCheckTranscript.from_dict(response.json())

        return response_400

    if response.status_code == 413:
        response_413 = ProblemCheckTranscript.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = ProblemCheckTranscript.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = ProblemCheckTranscript.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ProblemCheckTranscript.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ProblemCheckTranscript.from_dict(response.json())

        return response_503

    response_default = ProblemCheckTranscript.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ProblemCheckTranscript | Verdict]:
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
    accept_language: str | Unset = UNSET,
) -> Response[ProblemCheckTranscript | Verdict]:
    """Replay a transcript: ``legal`` true, or the first illegal move's index and rule.

     Needs no token and stores nothing. An illegal move is reported with the same fields
    as a problem document (``code``, ``detail``, ``rule``), plus its index and seat (as in
    the file, from 0) and ``player``, the seat as people name it (from 1; Drive adds its
    car's colour). ``held``: the transcript stops while a winning card waits for the
    table. The words follow ``Accept-Language``, as in problem documents.

    Args:
        accept_language (str | Unset):
        body (DriveTranscript | DrivingMeCrazyTranscript): Transcript: one per game

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemCheckTranscript | Verdict]
    """

    kwargs = _get_kwargs(
        body=body,
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
    accept_language: str | Unset = UNSET,
) -> ProblemCheckTranscript | Verdict | None:
    """Replay a transcript: ``legal`` true, or the first illegal move's index and rule.

     Needs no token and stores nothing. An illegal move is reported with the same fields
    as a problem document (``code``, ``detail``, ``rule``), plus its index and seat (as in
    the file, from 0) and ``player``, the seat as people name it (from 1; Drive adds its
    car's colour). ``held``: the transcript stops while a winning card waits for the
    table. The words follow ``Accept-Language``, as in problem documents.

    Args:
        accept_language (str | Unset):
        body (DriveTranscript | DrivingMeCrazyTranscript): Transcript: one per game

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemCheckTranscript | Verdict
    """

    return sync_detailed(
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DriveTranscript | DrivingMeCrazyTranscript,
    accept_language: str | Unset = UNSET,
) -> Response[ProblemCheckTranscript | Verdict]:
    """Replay a transcript: ``legal`` true, or the first illegal move's index and rule.

     Needs no token and stores nothing. An illegal move is reported with the same fields
    as a problem document (``code``, ``detail``, ``rule``), plus its index and seat (as in
    the file, from 0) and ``player``, the seat as people name it (from 1; Drive adds its
    car's colour). ``held``: the transcript stops while a winning card waits for the
    table. The words follow ``Accept-Language``, as in problem documents.

    Args:
        accept_language (str | Unset):
        body (DriveTranscript | DrivingMeCrazyTranscript): Transcript: one per game

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemCheckTranscript | Verdict]
    """

    kwargs = _get_kwargs(
        body=body,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: DriveTranscript | DrivingMeCrazyTranscript,
    accept_language: str | Unset = UNSET,
) -> ProblemCheckTranscript | Verdict | None:
    """Replay a transcript: ``legal`` true, or the first illegal move's index and rule.

     Needs no token and stores nothing. An illegal move is reported with the same fields
    as a problem document (``code``, ``detail``, ``rule``), plus its index and seat (as in
    the file, from 0) and ``player``, the seat as people name it (from 1; Drive adds its
    car's colour). ``held``: the transcript stops while a winning card waits for the
    table. The words follow ``Accept-Language``, as in problem documents.

    Args:
        accept_language (str | Unset):
        body (DriveTranscript | DrivingMeCrazyTranscript): Transcript: one per game

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemCheckTranscript | Verdict
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
