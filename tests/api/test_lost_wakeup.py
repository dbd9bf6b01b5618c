"""An announcement that lands as a wait times out still wakes the waiter (no lost update).

Under gevent, ``Event.set()`` raises the flag at once but wakes its waiter
later, from a callback of the event loop; ``Event.wait(timeout)`` whose timer
fires first (both due in the same turn of the loop) returns False with the flag
up.  :meth:`Watch.wait` then cleared the flag: the announcement was forgotten.
A long-poll reads the log after every wait, so it only lost the wake-up; an event
stream reads it only when woken, so it sent heartbeats and never the move (1-3
of 2,500 streams in ``bench/waiters.py --waiters 5000``: a stream's heartbeat
timer due in the loop turn in which the hub announced the move to it).

Both tests run under gevent in a process of their own (the test process is not
monkey-patched) and line the two up by hand: the announcer's timer and the
waiter's timeout both expire while a greenlet holds the loop, the announcer's
first (libev runs expired timers in the order they expire).
"""

from __future__ import annotations

import json
import subprocess
import sys

from tests.api.realserver import ROOT
from tests.plugins import pythonpath

#: the watch alone: what the waiter's timed-out wait says, and what the next wait says
_WATCH_SCRIPT = """
from gevent import monkey; monkey.patch_all()
import json
import gevent
from gevent.monkey import get_original
from api.hub.hub_fanout import Watch

hold = get_original("time", "sleep")  # holds the loop: no greenlet switch
watch = Watch("g")
seen = {}

def waiter():
    seen["first"] = watch.wait(0.05)

def announcer():
    gevent.sleep(0.01)  # due before the waiter's timeout
    watch.notify(5, 9)

def hog():
    hold(0.2)  # both timers expire in one turn of the loop

gevent.joinall([gevent.spawn(waiter), gevent.spawn(announcer), gevent.spawn(hog)])
seen["next"] = watch.wait(0)
seen["version"] = watch.version
print(json.dumps(seen))
"""


def run_gevent(script: str, *args: str) -> dict:
    """Run ``script`` under gevent in a process of its own; return the JSON it prints."""
    done = subprocess.run([sys.executable, "-c", script, *args], capture_output=True,
                          text=True, timeout=60, cwd=ROOT,
                          env={"PYTHONPATH": pythonpath(), "CHOSEN_SEEDS": "any"})
    assert done.returncode == 0, done.stderr
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def test_an_announcement_due_with_the_waits_timeout_wakes_the_waiter():
    seen = run_gevent(_WATCH_SCRIPT)
    assert seen["version"] == 9
    # woken by this wait, or at once by the next: never neither (the flag was cleared)
    assert seen["first"] or seen["next"], seen


#: an event stream on real Redis, announced to by hand (a hub with no subscriber) in the
#: loop turn its heartbeat wait times out: does it send the move?
_STREAM_SCRIPT = """
from gevent import monkey; monkey.patch_all()
import json, sys, time
import gevent
from gevent.event import Event
from gevent.monkey import get_original
from api import create_app
from api.hub.hub_fanout import Fanout
from api.live import live
from tests.api.helpers import close_app, create, join_all
from tests.api.test_live_shared import move

class Quiet(Fanout):
    'A fan-out with no subscription: the script announces, in the loop turn it picks.'

    def _ensure_running(self):
        'Nothing to start: no Redis subscription (announced by hand below).'

    def stop(self):
        'Nothing to stop: nothing was started.'

hold = get_original("time", "sleep")
live.HEARTBEAT = 0.5  # the stream's waits time out every half second
app = create_app({"TESTING": True, "REDIS_URL": sys.argv[1], "PUBLIC_URL": "http://t"})
client = app.test_client()
service = app.extensions["roadtrip"]
real_hub = service.store.hub
hub = Quiet()
service.store.attach(hub)  # announcements come only from this script
game_id = create(client, players=2)["id"]
tokens = join_all(client, game_id, 2)
last = client.get(f"/api/v1/games/{game_id}/log").get_json()["last"]
body = live.stream(service, game_id, None, last, frozenset(), 60.0)
written, beat = [], Event()

def read_stream():
    for chunk in body:
        written.append(chunk)
        if chunk == live.BEAT:
            beat.set()

reader = gevent.spawn(read_stream)
beat.wait(5)  # the stream has just begun a heartbeat's wait (due in 0.5 s)
move(client, game_id, tokens)  # committed; its announcement is the script's to make
snap = service.access.load(game_id)

def announcer():
    gevent.sleep(0.01)  # due before the stream's timeout
    hub.announce(f"{game_id} {snap.events} {snap.version}".encode())

gevent.joinall([gevent.spawn(announcer), gevent.spawn(hold, 0.8)])
deadline = time.monotonic() + 2.0
while time.monotonic() < deadline and not any(b"event: log" in c for c in written):
    gevent.sleep(0.05)
reader.kill()
close_app(app)
real_hub.stop()
print(json.dumps({"log": any(b"event: log" in c for c in written),
                  "beats": sum(c == live.BEAT for c in written)}))
"""


def test_a_stream_whose_heartbeat_wait_times_out_with_the_announcement_sends_the_move(
        redis_url):
    seen = run_gevent(_STREAM_SCRIPT, redis_url)
    assert seen["beats"] >= 1  # the heartbeat's wait was the one that timed out
    assert seen["log"], seen  # it sent the move, not only heartbeats
