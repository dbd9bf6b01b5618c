"""The one error family of the rules engines.

Every refusal is a :class:`RoadtripError` (a :class:`ValueError`, as in
python-chess) carrying a stable machine ``code`` that clients can act on and a
human ``message``.  Illegal moves also carry the rulebook passage they break.
"""

from __future__ import annotations

#: the codes of a refused game config (:class:`InvalidConfig`), with their meaning
CONFIG_CODES: dict[str, str] = {
    "invalid_config": "the config is not an object of players, mode, variants, options",
    "invalid_players": "the game does not take that many players",
    "unknown_variant": "the game has no variant of that name",
    "unknown_option": "the game has no option of that name",
    "invalid_option": "an option's value is refused",
}


class RoadtripError(ValueError):
    """Base of every error the rules engines raise on purpose."""

    code: str = "error"

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def to_dict(self) -> dict[str, str]:
        """Return the error as a JSON-able dict (``code`` and ``message``)."""
        return {"code": self.code, "message": self.message}


class IllegalMove(RoadtripError):
    """A move that the rules refuse; the state is left exactly as it was."""

    def __init__(self, code: str, message: str, rule: str = "") -> None:
        super().__init__(code, message)
        self.rule = rule

    def to_dict(self) -> dict[str, str]:
        """Return code, message and the rule passage as a JSON-able dict."""
        return {"code": self.code, "message": self.message, "rule": self.rule}


class InvalidConfig(RoadtripError):
    """A game configuration (players, mode, variants, options) that is refused."""

    def __init__(self, message: str, code: str = "invalid_config") -> None:
        super().__init__(code, message)


class UnknownGame(RoadtripError):
    """A game name that is not in the registry."""

    def __init__(self, name: str) -> None:
        super().__init__("unknown_game", f"no game is called {name!r}")


class InvalidState(RoadtripError):
    """A serialised state that cannot be read (wrong version, malformed)."""

    def __init__(self, message: str) -> None:
        super().__init__("invalid_state", message)


class TranscriptError(RoadtripError):
    """A transcript document that cannot be read (not a referee verdict)."""

    def __init__(self, message: str) -> None:
        super().__init__("invalid_transcript", message)


class GameLoadError(RuntimeError):
    """A game plug-in that cannot be loaded (an installation problem, not a refusal).

    Raised by :mod:`core.registry` with the entry point's name, its
    ``module:object`` value and the distribution that declares it, so the
    message says which package to fix or reinstall.
    """
