"""Race to 20: the dice game that ``docs/adding-a-game.md`` builds, as a plug-in.

The rules (``RULE_*`` in :mod:`roadtrip_dice.game`):

- 2–6 players, each with a car at 0.  Seat 0 starts (option ``first_player``:
  another seat, or at random); turns go round the table.
- On your turn roll the die: your car moves as many steps as it shows.
- The first car to reach 20 (option ``goal``) wins at once.
- Referee mode: the die is real; the player reports what it showed.

It has no hidden cards, only a hidden future (the die's next rolls).  Its
events (``roll``, ``road``, ``turn``) and its reason (``goal``) share names
with Driving Me Crazy!'s on purpose: the web app says them in the game's own
words (``i18n/<lang>.json`` in this package, English and Dutch), never in
another game's, and the suite runs green with it installed
(``ROADTRIP_TEST_PLUGINS``).
"""

from roadtrip_dice.game import DECISIONS, RaceTo20, State

#: the game, as the ``roadtrip.games`` entry point ``race-to-20`` declares it
GAME = RaceTo20()

# The names every game package exports (the name table in Roadtrip's docs/engine-shape.md):
# DECISIONS is the game's decision table (game.py); a small game keeps the others on its
# Game, so they are its methods.
legal_moves = GAME.legal_moves
explain = GAME.explain
outcome = GAME.outcome
state_to_json = GAME.to_json
state_from_json = GAME.from_json

__all__ = ["DECISIONS", "GAME", "RaceTo20", "State", "explain", "legal_moves", "outcome",
           "state_from_json", "state_to_json"]
