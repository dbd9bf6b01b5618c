"""The API's resources: one flask-smorest Blueprint per resource."""

from api.resources.catalogue import blp as catalogue
from api.resources.events import blp as events
from api.resources.games import blp as games
from api.resources.health import blp as health
from api.resources.log import blp as log
from api.resources.moves import blp as moves
from api.resources.operations import blp as operations
from api.resources.players import blp as players
from api.resources.replay import blp as replay
from api.resources.replay import checked as transcript_replay
from api.resources.server import blp as server
from api.resources.transcripts import blp as transcripts

BLUEPRINTS = (catalogue, games, players, moves, log, events, transcripts, server, operations,
              health, replay, transcript_replay)

__all__ = ["BLUEPRINTS"]
