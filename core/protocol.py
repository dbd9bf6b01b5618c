"""The game protocol every Roadtrip game implements.

The API, the bots and the referee CLI know only this protocol, never a
particular game.  A game is an immutable factory (as in OpenSpiel) whose
methods take the game's own state object:

- :meth:`Game.new` builds a state from a :class:`Config` and a seed; all
  randomness later comes from an RNG stored in that state.
- :meth:`Game.legal_moves` lists the atomic decisions a seat may take now,
  each a plain JSON-able dict exactly as a client would POST it.
- :meth:`Game.apply` (checked) applies a move iff it is enumerated, otherwise
  raises :class:`~core.errors.IllegalMove` and leaves the state untouched;
  :meth:`Game.push` (fast path, as in python-chess) trusts its caller.
- :meth:`Game.view` is what one seat, or a spectator (``None``), may see.
- :meth:`Game.to_json` / :meth:`Game.from_json` give a versioned round trip.
- :meth:`Game.observe` is one seat's information state (its view plus the
  public history, hidden cards replaced canonically) and :meth:`Game.bot_move`
  decides from that alone: a bot never receives the full state.

Events returned by ``apply`` are dicts.  Hidden details travel in an
event's ``"private"`` dict, shown only to the seat named by ``"private_to"``;
:func:`event_for` strips them for everyone else.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import partial
from operator import methodcaller
from types import ModuleType
from typing import Any, ClassVar, Generic, TypeVar, cast

from core.errors import IllegalMove, InvalidConfig
from core.rng import Rng
from core.schema import catalogue

Move = dict[str, Any]
Event = dict[str, Any]
_PRIVATE_TO = methodcaller("get", "private_to")  # an event's seat told its details
S = TypeVar("S")

MODES = ("digital", "referee")
#: bot levels, weakest first: ``easy`` (legal moves with light preferences),
#: ``normal`` (greedy), ``hard`` (search over sampled hidden cards)
BOT_LEVELS = ("easy", "normal", "hard")
DEFAULT_BOT_LEVEL = "normal"
#: what each level means, for clients choosing one
BOT_LEVEL_TEXT = {
    "easy": "plays any legal move, with a light preference for sensible ones: for children"
            " and newcomers",
    "normal": "greedy: takes the move that looks best right now",
    "hard": "thinks ahead: tries its best moves over many guesses of the hidden cards",
}


@dataclass(frozen=True)
class Budget:
    """How much a bot may think per decision.

    ``playouts`` is the budget that counts: a search bot stops after that
    many playouts, so a seed always gives the same move.  ``seconds`` is only
    a safety cap (a slow or overloaded machine); when it cuts a search short
    the move may differ from a run on a faster machine.
    """

    playouts: int = 64
    seconds: float = 0.1
    #: the caller's clock for the safety cap (``core`` has none); None: no time cap
    clock: Callable[[], float] | None = None


@dataclass(frozen=True)
class Config:
    """How one game is set up: players, mode, variants and options."""

    players: int
    mode: str = "digital"
    variants: tuple[str, ...] = ()
    options: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Config:
        """Read a config from its JSON form, checking only its shape.

        Game-specific checks (player counts, known variants and options) are
        done by :meth:`Game.check_config`.
        """
        if not isinstance(data, Mapping):
            raise InvalidConfig("config must be an object")
        unknown = set(data) - {"players", "mode", "variants", "options"}
        if unknown:
            raise InvalidConfig(f"unknown config field(s): {', '.join(sorted(unknown))}")
        players = data.get("players")
        if not isinstance(players, int) or isinstance(players, bool):
            raise InvalidConfig("players must be an integer")
        mode = data.get("mode", "digital")
        if mode not in MODES:
            raise InvalidConfig(f"mode must be one of {', '.join(MODES)}")
        variants = data.get("variants", [])
        if not isinstance(variants, (list, tuple)) or not all(isinstance(v, str) for v in variants):
            raise InvalidConfig("variants must be a list of names")
        if len(set(variants)) != len(variants):
            raise InvalidConfig("a variant is named twice")
        options = data.get("options", {})
        if not isinstance(options, Mapping):
            raise InvalidConfig("options must be an object")
        return cls(players=players, mode=mode, variants=tuple(variants), options=dict(options))

    def to_dict(self) -> dict[str, Any]:
        """Return the JSON form of this config."""
        return {
            "players": self.players,
            "mode": self.mode,
            "variants": list(self.variants),
            "options": dict(self.options),
        }


def event_for(event: Event, seat: int | None) -> Event:
    """Return ``event`` as ``seat`` (``None``: a spectator) may see it.

    Private details are merged in only for the seat they belong to; they are
    removed for everyone else, so hidden cards never leak through the log.
    """
    if "private" not in event and "private_to" not in event:
        return event
    public = {k: v for k, v in event.items() if k not in ("private", "private_to")}
    if audience((event,), seat) is not None:
        public.update(event.get("private", {}))
    return public


def audience(events: Iterable[Event], seat: int | None) -> int | None:
    """Return ``seat`` when one of ``events`` tells it a private detail, else ``None``: whom
    they look the same to as to ``seat`` (the test :func:`event_for` merges details by)."""
    # map, not any() over a generator (a frame resumed per event, shown to every seat)
    return seat if seat is not None and seat in map(_PRIVATE_TO, events) else None


def same_move(a: Any, b: Any) -> bool:
    """Return True when two moves are equal *and* their values have the same JSON types.

    Python says ``True == 1 == 1.0``; a move is JSON, where ``true``, ``1`` and
    ``1.0`` differ, so a seat sent as ``true`` or ``1.0`` is not seat 1.
    """
    if a != b:
        return False
    return _same_types(a, b)


def _same_types(a: Any, b: Any) -> bool:
    if type(a) is not type(b):
        return False
    # map, not a generator (a frame resumed per value); a == b: the same keys and length
    if isinstance(a, dict):
        return all(map(_same_types, a.values(), map(b.__getitem__, a)))
    if isinstance(a, list):
        return all(map(_same_types, a, b))
    return True


def events_for(events: list[Event], seat: int | None) -> list[Event]:
    """Return the events ``seat`` may see (see :func:`event_for`)."""
    return [event_for(e, seat) for e in events]


class Game(ABC, Generic[S]):
    """One game's rules: an immutable factory of states plus pure functions."""

    #: registry key, e.g. ``"driving-me-crazy"``
    name: str = ""
    #: human title
    title: str = ""
    min_players: int = 2
    max_players: int = 2
    #: variant names accepted in ``Config.variants``
    variants: tuple[str, ...] = ()

    # -- static information -------------------------------------------------

    @abstractmethod
    def catalogue(self) -> dict[str, Any]:
        """Describe the game for clients: players, variants, options, deck."""

    @abstractmethod
    def move_schemas(self) -> dict[str, dict[str, Any]]:
        """Return a JSON Schema per move ``type`` (documentation and API schemas)."""

    def catalogue_schema(self) -> dict[str, Any]:
        """Return the JSON Schema of :meth:`catalogue` (default: the fields every game has).

        A game whose catalogue says more (card facts, its own fields) publishes
        them with :func:`core.schema.catalogue`; the API documents each game's
        catalogue entry with this schema.
        """
        return catalogue(self.title, {}, {})

    @abstractmethod
    def view_schema(self) -> dict[str, Any]:
        """Return the JSON Schema of :meth:`view`'s answer, every field it sends published.

        No default: "any object" would publish nothing, and the conformance tests
        hold every field of a view to it (``core.schema.PublishedSchemas`` reads it
        from a ``schemas`` module).
        """

    @abstractmethod
    def event_schemas(self) -> dict[str, dict[str, Any]]:
        """Return a JSON Schema per event ``type`` this game emits (no default: see
        :meth:`view_schema`)."""

    def refusal_codes(self) -> dict[str, str]:
        """Return every :class:`IllegalMove` code this game can raise, with its meaning."""
        return {"game_over": "the game has ended"}

    def outcome_schema(self) -> dict[str, Any]:
        """Return the JSON Schema of :meth:`outcome`'s answer once over."""
        return {"type": "object", "properties": {"winners": {"type": "array", "items": {
            "type": "integer"}}, "reason": {"type": "string"}}, "required": ["winners", "reason"]}

    def check_config(self, config: Config) -> None:
        """Raise :class:`InvalidConfig` unless this game accepts ``config``."""
        if not self.min_players <= config.players <= self.max_players:
            raise InvalidConfig(
                f"{self.title} takes {self.min_players}–{self.max_players} players,"
                f" not {config.players}",
                code="invalid_players",
            )
        unknown = [v for v in config.variants if v not in self.variants]
        if unknown:
            raise InvalidConfig(f"unknown variant(s): {', '.join(unknown)}", code="unknown_variant")
        self.check_options(config)

    def check_options(self, config: Config) -> None:
        """Raise :class:`InvalidConfig` (``unknown_option``, ``invalid_option``) unless
        ``config.options`` are this game's options with allowed values.

        :meth:`check_config` calls it once players and variants are checked, so
        a value may depend on them.  The default is a game without options.
        """
        if config.options:
            raise InvalidConfig(f"unknown option(s): {', '.join(sorted(config.options))};"
                                f" {self.title} takes no options", code="unknown_option")

    # -- the state machine ----------------------------------------------------

    @abstractmethod
    def new(self, config: Config, seed: int) -> S:
        """Return the starting state for ``config``; all chance uses ``seed``."""

    @abstractmethod
    def legal_moves(self, state: S, seat: int) -> list[Move]:
        """Return every move ``seat`` may make now (empty when none is pending)."""

    @abstractmethod
    def push(self, state: S, seat: int, move: Move) -> list[Event]:
        """Apply a move known to be legal and return its events.

        This is the fast path: it trusts its caller (bots, playouts, replays
        of checked transcripts).  Use :meth:`apply` for anything from outside.
        """

    def sample_move(self, state: S, seat: int, rng: Rng) -> Move:
        """Return ``legal_moves(state, seat)[rng.randbelow(n)]``, ``n`` the number of moves.

        Random playouts and searches call this; a game may answer faster (without
        building every move) but must return the same move and draw from ``rng``
        exactly as this does, so seeded playouts never change.
        """
        moves = self.legal_moves(state, seat)
        return moves[rng.randbelow(len(moves))]

    @abstractmethod
    def explain(self, state: S, seat: int, move: Move) -> IllegalMove:
        """Return the error describing why ``move`` by ``seat`` is not legal now."""

    def apply(self, state: S, seat: int, move: Move) -> list[Event]:
        """Apply ``move`` for ``seat`` iff it is legal now; return its events.

        Raises :class:`IllegalMove` (with a stable ``code`` and the rule it
        breaks) and leaves ``state`` untouched when the move is not in
        :meth:`legal_moves`.
        """
        # map, not a generator (a frame resumed per legal move)
        if isinstance(move, dict) and any(map(partial(same_move, move),
                                              self.legal_moves(state, seat))):
            return self.push(state, seat, move)
        # once over only what legal_moves still offers (referee mode: the undo of the
        # report that ended the game, core.undo) is legal; the game says why not
        raise self.refuse_after_end(state, seat, move) if self.is_over(state) \
            else self.explain(state, seat, move)

    def refuse_after_end(self, state: S, seat: int, move: Any) -> IllegalMove:
        """Return why ``move`` is refused once the game is over (``game_over``).

        A game that offers a move after its end (referee undo) says why others are
        refused through :meth:`explain`; the default is the plain ``game_over``.
        """
        del state, seat, move
        return IllegalMove("game_over", "the game is over", "")

    def tick(self, state: S, now: float) -> list[Event]:
        """Tell the game the caller's wall-clock time ``now`` (Unix seconds).

        ``core`` has no clock: games with deadlines (Quick Reactions' reaction
        windows) decide from the time the caller passes in.  Call it before
        every read and move and after every move; commit the state when it
        returns events.  An event carrying ``"move"`` (and ``"seat"``) stands
        for a move the deadline made on that seat's behalf (e.g. a pass in a
        reaction window): record ``(seat, move)`` in the transcript so replays,
        which have no clock, make it too.  The default is a game without
        deadlines: nothing happens.
        """
        return []

    def deadline(self, state: S) -> float | None:
        """Return the time from which :meth:`tick` would change ``state``, or None.

        Lets a caller skip ticking while nothing is due; ``-inf`` means "at
        once" (e.g. a reaction window still waiting for its opening time).
        """
        return None

    def ready(self, state: S, seat: int, now: float) -> bool:
        """Return whether a bot in pending ``seat`` should decide at ``now``.

        A game whose decisions have a fixed moment (Quick Reactions' pass
        moment) says False before it, so a bot answers when everyone's answer
        is due and its speed tells nothing.  The default: at once.
        """
        return True

    @abstractmethod
    def pending(self, state: S) -> list[int]:
        """Return the seats that have a decision to make now: none exactly once the game is
        over (:func:`core.playout.random_playout` asks only this before each move)."""

    def is_over(self, state: S) -> bool:
        """Return True once the game has ended (default: once ``state.outcome`` is not None)."""
        return cast(Any, state).outcome is not None  # S is unbounded: each game its own state

    def outcome(self, state: S) -> dict[str, Any] | None:
        """Return ``{"winners": [...], "reason": ...}`` once over, else None (default: a copy
        of ``state.outcome``, which every game's state has: ``core.decision``)."""
        outcome: dict[str, Any] | None = copy.deepcopy(cast(Any, state).outcome)
        return outcome

    def seat_label(self, state: S, seat: int) -> str:
        """Return how people name ``seat`` after the word "seat": from 1 ("1"; Drive: "1 (red)")."""
        del state
        return str(seat + 1)

    def held_end(self, state: S) -> dict[str, Any] | None:
        """Return an end that waits for the table (``winners``, ``reason``, ``card``), or None.

        Referee mode of a game whose winning report may still be answered (Driving Me
        Crazy! with Quick Reactions): the game is not over yet, but would be on ``finish``.
        """
        del state
        return None

    @abstractmethod
    def view(self, state: S, seat: int | None) -> dict[str, Any]:
        """Return what ``seat`` (``None``: a spectator) may see of ``state``."""

    # -- bots -------------------------------------------------------------------

    #: the levels :meth:`bot_move` accepts
    bot_levels: tuple[str, ...] = BOT_LEVELS

    @abstractmethod
    def observe(self, state: S, seat: int) -> S:
        """Return ``seat``'s information state: a new state holding what ``seat`` may know.

        Everything :meth:`view` shows ``seat`` and everything public history
        settles (pending actions, counts) is kept; every card hidden from
        ``seat`` (other hands, the pack's order, the RNG) is replaced by a
        canonical arrangement, so two states ``seat`` cannot tell apart give
        equal observations.  ``seat``'s own legal moves are unchanged.
        """

    def redeal(self, state: S, seat: int, rng: Rng) -> S:
        """Return a state ``seat`` cannot tell from ``state``: what it cannot see dealt anew.

        Other hands, the pack's order and the RNG are drawn again from ``rng``;
        everything :meth:`view` shows ``seat`` stays.  The conformance tests use it
        to show that bots and views are blind to hidden cards.  The default is the
        canonical arrangement of :meth:`observe` (also a state ``seat`` cannot tell
        apart); a game with hidden cards should deal them really anew.
        """
        return self.observe(state, seat)

    @abstractmethod
    def bot_move(self, seen: S, seat: int, rng: Rng, level: str = DEFAULT_BOT_LEVEL,
                 budget: Budget | None = None) -> Move:
        """Return a bot's legal move for ``seat`` from ``seen`` (:meth:`observe`) and ``rng``.

        The signature is the guarantee that bots never peek: a bot is handed
        only an observation and its own RNG, never the game's state.
        ``level`` is one of :attr:`bot_levels`; ``budget`` bounds a search.
        """

    # -- serialisation ----------------------------------------------------------

    @abstractmethod
    def to_json(self, state: S) -> dict[str, Any]:
        """Return the versioned JSON form of ``state``."""

    @abstractmethod
    def from_json(self, data: dict[str, Any]) -> S:
        """Rebuild a state from :meth:`to_json`; raise InvalidState if unreadable."""

    def config_of(self, state: S) -> Config:
        """Return the config the state was created with."""
        # S is any game's state (unbounded): the default reads the ``config`` attribute
        # every game's state has so far; a game whose state keeps it elsewhere overrides this
        config: Config = state.config  # type: ignore[attr-defined]  # see the comment above
        return config


class ModuleBots:
    """:meth:`Game.observe` and :meth:`Game.bot_move` read from the game's bot module.

    A game lists this class before ``Game`` and sets ``bot_module``, a module
    with ``observe(state, seat)``, ``redeal(state, seat, rng)`` and ``LEVELS``, one function
    ``(seen, seat, rng, budget)`` per name in :data:`BOT_LEVELS`.
    """

    bot_module: ClassVar[ModuleType]

    def observe(self, state: Any, seat: int) -> Any:
        """Return ``seat``'s information state (the bot module's ``observe``)."""
        return self.bot_module.observe(state, seat)

    def redeal(self, state: Any, seat: int, rng: Rng) -> Any:
        """Return ``state`` with what ``seat`` cannot see dealt anew (the bot module's)."""
        return self.bot_module.redeal(state, seat, rng)

    def bot_move(self, seen: Any, seat: int, rng: Rng, level: str = DEFAULT_BOT_LEVEL,
                 budget: Budget | None = None) -> Move:
        """Return the move of the bot module's ``LEVELS[level]``; ValueError for an unknown
        level."""
        levels = self.bot_module.LEVELS
        if level not in levels:
            raise ValueError(f"unknown bot level {level!r}")
        move: Move = levels[level](seen, seat, rng, budget or Budget())  # a module's function
        return move
