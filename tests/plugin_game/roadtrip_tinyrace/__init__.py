"""Tiny Race: a third Roadtrip game that lives in its own package (a game plug-in).

It exists to prove that a game needs no edit in Roadtrip's ``core``, ``api``
or ``web``: it is found through its ``roadtrip.games`` entry point
(``pyproject.toml`` next to this package) and passes the conformance tests
every game passes.  Small, but a real game with hidden hands.

The rules (``RULE_*`` in :mod:`roadtrip_tinyrace.game`):

- 2–4 players.  The pack holds 24 step cards: ten 1s, eight 2s, six 3s.
  Each player is dealt 2 cards, hidden from the others.
- Seat 0 starts (option ``first_player``: another seat, or at random); turns
  go round the table.  On your turn play one card from your hand: your car
  moves that many steps; then draw the top card of the pack, if any is left.
  A player with no card left is skipped.
- The first car to reach the goal (option ``goal``, 10 steps unless chosen)
  wins at once.  When nobody holds a card any more, the car furthest ahead
  wins; cars level at the front share the win.
- Referee mode: the cards are real and shuffled at the table; the app keeps
  the score.  The player names the card played (any card of which a copy is
  still unplayed) and draws from the real pack.

Its words, for the web app's log, buttons, create form and generic screen,
are its own, in English and Dutch: ``i18n/<lang>.json`` in this package
(docs/adding-a-game.md §6).
"""

from roadtrip_tinyrace.game import DECISIONS, State, TinyRace

#: the game, as the ``roadtrip.games`` entry point ``tiny-race`` declares it
GAME = TinyRace()

# The names every game package exports (the name table in Roadtrip's docs/engine-shape.md):
# DECISIONS is the game's decision table (game.py); a small game keeps the others on its
# Game, so they are its methods.
legal_moves = GAME.legal_moves
explain = GAME.explain
outcome = GAME.outcome
state_to_json = GAME.to_json
state_from_json = GAME.from_json

__all__ = ["DECISIONS", "GAME", "TinyRace", "State", "explain", "legal_moves", "outcome",
           "state_from_json", "state_to_json"]
