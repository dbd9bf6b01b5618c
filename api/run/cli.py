"""The ``roadtrip`` console command.

``roadtrip serve [--host H] [--port N]`` runs the product locally (with an
embedded Redis when ``REDIS_URL`` is not set); ``roadtrip referee check FILE``
replays a transcript and prints the verdict (``--lang nl|de|fr`` for its
words).  Exit codes of ``check``: 0 the transcript is legal, 1 an illegal
move was found, 2 the file is unreadable or malformed.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from api import i18n
from core.errors import TranscriptError
from core.registry import get_game
from core.transcript import Transcript, label, replay

EXIT_LEGAL, EXIT_ILLEGAL, EXIT_UNREADABLE = 0, 1, 2


def title(game: str, card: str) -> str:
    """The English title of ``card`` in ``game``'s catalogue (the id when it has none)."""
    for entry in get_game(game).catalogue().get("cards", []):
        if entry.get("id") == card:
            return str(entry.get("title", card))
    return card


def referee_check(path: str, as_json: bool = False, lang: str = "en") -> int:
    """Check the transcript at ``path``, print the verdict in ``lang``, return the exit code.

    The words follow ``lang`` (``--lang``); codes, numbers and the ``--json`` document
    stay the same in every language.
    """
    lang = i18n.choose(lang)

    def say(key: str, **params: object) -> str:
        return i18n.text(key, lang, **params)

    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except (OSError, UnicodeDecodeError) as exc:
        print(say("cli.cannot_read", path=path, error=exc), file=sys.stderr)
        return EXIT_UNREADABLE
    try:
        transcript = Transcript.loads(text)
        _, verdict = replay(transcript)
    except TranscriptError as exc:
        print(say("cli.invalid", path=path, error=exc.message), file=sys.stderr)
        return EXIT_UNREADABLE
    message = i18n.translate(verdict.message or "", lang)

    def player(seat: int) -> str:  # "seat 1", Drive "seat 1 (red)": people count from 1
        said = say("cli.seat", label=i18n.seat_words(label(verdict.labels, seat), lang))
        name = verdict.name_of(seat)  # "Ann, seat 1" when the transcript names the players
        # (the same in every language; not a catalogue sentence: a template of nothing but
        # parameters would match any message the API words)
        return said if name is None else f"{name}, {said}"

    if as_json:
        print(json.dumps(verdict.to_dict(), indent=2))
    elif verdict.deal_verified is False:
        print(say("cli.not_committed", code=verdict.code, message=message))
    elif verdict.legal:
        status = say("cli.finished" if verdict.finished else "cli.not_finished")
        if verdict.held is not None:  # stopped while a winning card waits for the table
            status = say("cli.held", player=player(verdict.held["winners"][0]),
                         card=i18n.card_name(title(transcript.game, verdict.held["card"]),
                                             lang))
        outcome = verdict.outcome or {}
        winners = outcome.get("winners")
        if winners:
            tail = say("cli.winners", winners=", ".join(player(s) for s in winners))
        elif winners is not None:  # a game without a winner says why it ended
            reason = str(outcome.get("reason", ""))
            tail = say("cli.no_winner", reason=_reason_words(transcript.game, reason, lang),
                       code=reason)
        else:
            tail = ""
        print(say("cli.legal", moves=verdict.moves_checked, game=transcript.game,
                  status=status, tail=tail))
        if verdict.deal_verified:
            print(say("cli.deal_verified", commitment=transcript.commitment))
    else:
        # people count moves and seats from 1: "move 5" is moves[4], "seat 1" is "seat": 0
        # (the JSON carries both)
        print(say("cli.illegal", number=verdict.number, player=player(verdict.seat or 0),
                  index=verdict.index, seat=verdict.seat, code=verdict.code, message=message))
        if verdict.rule:
            print(say("cli.rule", rule=i18n.translate(verdict.rule, lang)))
    return EXIT_LEGAL if verdict.legal else EXIT_ILLEGAL


def _reason_words(game: str, reason: str, lang: str) -> str:
    """Return why ``game`` ended (outcome ``reason``) in ``lang``: the game's words for it
    (``reason.<game>.<reason>``, a plug-in's own ``reason.<reason>``), else the code."""
    key = f"reason.{game}.{reason}"
    if key in i18n.messages(i18n.DEFAULT):
        return i18n.text(key, lang)
    own = i18n.game_text(game, f"reason.{reason}", lang)
    if own is not None:
        return own
    if f"web.reason.{reason}" in i18n.messages(i18n.DEFAULT):  # "ended": its host ended it
        return i18n.text(f"web.reason.{reason}", lang)
    return reason


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="roadtrip", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    serve = sub.add_parser("serve", help="run the server and web app locally")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--data-dir", default=None,
                       help="where the embedded Redis keeps the games (default: the"
                            " per-user data dir, or ROADTRIP_DATA_DIR)")
    referee = sub.add_parser("referee", help="referee tools")
    rsub = referee.add_subparsers(dest="referee_command", required=True)
    check = rsub.add_parser("check", help="check a transcript file")
    check.add_argument("file")
    check.add_argument("--json", action="store_true", help="print the verdict as JSON")
    check.add_argument("--lang", default="en", choices=i18n.LANGUAGES,
                       help="the language of the verdict (en, nl, de, fr; default en)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``roadtrip`` command."""
    args = _parser().parse_args(argv)
    if args.command == "referee":
        return referee_check(args.file, as_json=args.json, lang=args.lang)
    # Imported here so ``roadtrip referee check`` needs nothing but core.
    from api.run.server import serve

    return serve(host=args.host, port=args.port, data_dir=args.data_dir)


if __name__ == "__main__":
    sys.exit(main())
