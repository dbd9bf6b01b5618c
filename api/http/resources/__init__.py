"""The API's resources: one flask-smorest Blueprint per resource."""

from api.http.resources.catalogue import blp as catalogue
from api.http.resources.events import blp as events
from api.http.resources.games import blp as games
from api.http.resources.health import blp as health
from api.http.resources.log import blp as log
from api.http.resources.moves import blp as moves
from api.http.resources.operations import blp as operations
from api.http.resources.players import blp as players
from api.http.resources.replay import blp as replay
from api.http.resources.replay import checked as transcript_replay
from api.http.resources.server import blp as server
from api.http.resources.transcripts import blp as transcripts

BLUEPRINTS = (catalogue, games, players, moves, log, events, transcripts, server, operations,
              health, replay, transcript_replay)

__all__ = ["BLUEPRINTS"]
