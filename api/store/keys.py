"""Every Redis key, channel and Lua script of Roadtrip, built here and nowhere else.

One module to read for what Roadtrip keeps in Redis (as rq keeps its keys in
one place): the store's, the guard's and the hub's names, and the scripts that
run on them.  Every key of one game carries the Redis Cluster hash tag
``{<game id>}`` so a game lives on one shard and its commit is one atomic
script on one node::

    rt:{G}:game           hash   meta (JSON), state (JSON, zlib'd when large:
                                 :mod:`api.store.state_codec`), version, events,
                                 timed ("1": the state has a deadline the clock may pass)
                                 idem:<who> (per player: its latest keyed moves'
                                 ``Idempotency-Key`` tags and what rebuilds
                                 their answers, :mod:`api.service.move_answers`)
    rt:{G}:log            stream one entry per commit: its moves and events,
                                 compressed; id ``<last event index>-<version>``
    rt:{G}:idem:<digest>  string the first answer to an ``Idempotency-Key`` (not a move's)
    rt:join:<CODE>        string join code -> game id (its own slot, with a TTL)
    rt:create:<digest>    string the first answer to a create's ``Idempotency-Key``
    rt:live:<address>     zset   the games an address created, scored by expiry
                                 (``LIVE_GAMES_MAX``, :mod:`api.guard.quota`)
    rt-limit:...          string the rate limits' sliding windows (flask-limiter's
                                 ``limits`` library for create, join and check;
                                 :mod:`api.guard.move_budget` for moves, same keys)
    rt:news               pub/sub the channel every commit announces itself on
                                 (single Redis, :mod:`api.hub.hub`)
    rt:{G}:news           sharded pub/sub channel of the game's commits (cluster only)

The Lua scripts: :data:`COMMIT_LUA` (the compare-and-set commit and its
announcement), :data:`REMOVE_LUA`, :data:`RELEASE_LUA` (the store's),
:data:`RESERVE_LUA` (the live-games cap's) and :data:`ACQUIRE_LUA` /
:data:`READ_LUA` (the move budget's).  The last section names the reads the
waiters of one announcement share in a process (not Redis keys: the reads of
these keys, as :mod:`api.hub.hub_fanout` remembers them).
"""

from __future__ import annotations

import hashlib
from typing import Any

PREFIX = "rt"
#: The one channel every commit announces itself on (single Redis).
CHANNEL = f"{PREFIX}:news"
#: The live-games cap's per-address sets: ``rt:live:<address>``.
LIVE_PREFIX = f"{PREFIX}:live:"
#: What ``SCAN`` matches to count the stored games (``roadtrip_live_games``).
LIVE_GAMES_KEYS = f"{PREFIX}:{{*}}:game"
#: The rate limits' key prefix (flask-limiter's ``key_prefix``; the move budget's too).
LIMIT_PREFIX = "rt-limit"


# -- one game's keys ---------------------------------------------------------------


def game_key(game_id: str) -> str:
    """Return the key of the game's hash."""
    return f"{PREFIX}:{{{game_id}}}:game"


def log_key(game_id: str) -> str:
    """Return the key of the game's event stream."""
    return f"{PREFIX}:{{{game_id}}}:log"


def idem_key(game_id: str, who: str, key: str) -> str:
    """Return the key holding the first answer to ``key`` sent by ``who``."""
    digest = hashlib.sha256(f"{who}\0{key}".encode()).hexdigest()[:32]
    return f"{PREFIX}:{{{game_id}}}:idem:{digest}"


def idem_field(who: str) -> str:
    """Return the game-hash field holding ``who``'s latest keyed moves' answers.

    One field per player holding its last few (:data:`api.service.move_answers.KEPT`):
    a phone resends a move only until it has its answer, so the latest ones are
    the retry window a player needs -- and a game keeps a few small fields, not
    a key per move.
    """
    return "idem:" + hashlib.sha256(who.encode()).hexdigest()[:16]


def shard_channel(game_id: str) -> str:
    """Return the sharded pub/sub channel of a game (its keys' hash tag: its node)."""
    return f"{PREFIX}:{{{game_id}}}:news"


# -- keys outside a game -------------------------------------------------------------


def create_idem_key(key: str) -> str:
    """Return the key holding the first answer to a ``createGame``'s ``Idempotency-Key``
    (there is no game yet: its own slot, like a join code)."""
    digest = hashlib.sha256(f"createGame\0{key}".encode()).hexdigest()[:32]
    return f"{PREFIX}:create:{digest}"


def join_key(code: str) -> str:
    """Return the key mapping a join code to its game id."""
    return f"{PREFIX}:join:{code}"


def live_key(address: str) -> str:
    """Return the key of the games ``address`` created (the live-games cap)."""
    return LIVE_PREFIX + address


def limit_window_keys(item: Any, address: str) -> tuple[str, str]:
    """Return the previous and current sliding-window keys of the move budget's limit
    ``item`` (a ``limits.RateLimitItem``) for ``address``: the ``limits`` library's names.

    One hash tag per address, so every limit of its budget is on one cluster node.
    """
    current = (f"{LIMIT_PREFIX}:{{move/{address}}}/{item.amount}/{item.multiples}/"
               f"{item.GRANULARITY.name}")
    return f"{current}/-1", current


# -- the store's scripts ------------------------------------------------------------

#: KEYS[1] game hash, KEYS[2] log stream, KEYS[3] idempotency key
#: ARGV[1] expected version ("" = the game must not exist yet), ARGV[2] new version,
#: ARGV[3] TTL seconds, ARGV[4] meta JSON ("" = unchanged), ARGV[5] state blob,
#: ARGV[6] commit nonce, ARGV[7] number of new events, ARGV[8] log entry ("" = none),
#: ARGV[9] idempotency answer ("" = none), ARGV[10] its TTL seconds,
#: ARGV[11] the ``timed`` flag ("1"/"0"; "" = unchanged), ARGV[12] the game id,
#: ARGV[13] the game's shard channel on Redis Cluster ("" = single Redis),
#: ARGV[14] the game-hash field the idempotency answer goes to ("": key KEYS[3]),
#: ARGV[15] the log entry's JSON before compression ("" = none; absent from an older caller).
#: Every commit announces ``"<game id> <last event> <version>"`` in the same
#: script -- ``PUBLISH`` on the hub's channel (:data:`CHANNEL`), or on a
#: cluster ``SPUBLISH`` on the game's shard channel (same hash tag, same node):
#: waiting requests are woken without a round trip of their own (see
#: :mod:`api.hub.hub`).  The header goes on with ``<new events> <timed> <meta
#: length> <state length> <entry JSON length>``, and after a newline come the game's
#: meta JSON, the state blob, the log entry as stored and its JSON: every process's
#: waiters then have the new snapshot and entries without reading them
#: (:meth:`Store.heard`), not only the committing process's
#: (:meth:`api.hub.hub_fanout.Fanout.promise`), and without inflating the entry (a
#: decompressor primed with 32 KB each time).  A reader of the six fields before it
#: reads the entry as stored (deflate leaves what follows its stream unread).
#: Returns 1 when committed, 0 on a version conflict, -1 when the game is gone.
#: A commit whose reply was lost and is resent finds its own nonce and returns 1
#: again instead of a conflict, so a connection retry never applies a move twice.
#: The log entry's id is ``<index of its last event>-<new version>``: strictly
#: increasing, and "events after N" is the range of ids from ``N+1``.
COMMIT_LUA = """
local current = redis.call('HGET', KEYS[1], 'version')
if ARGV[1] == '' then
  if current then
    if redis.call('HGET', KEYS[1], 'nonce') == ARGV[6] then return 1 end
    return 0
  end
else
  if not current then return -1 end
  if current ~= ARGV[1] then
    if redis.call('HGET', KEYS[1], 'nonce') == ARGV[6] then return 1 end
    return 0
  end
end
local ttl = tonumber(ARGV[3])
local last = tonumber(redis.call('HGET', KEYS[1], 'events') or '0') + tonumber(ARGV[7])
redis.call('HSET', KEYS[1], 'version', ARGV[2], 'state', ARGV[5], 'nonce', ARGV[6],
           'events', last)
if ARGV[4] ~= '' then redis.call('HSET', KEYS[1], 'meta', ARGV[4]) end
if ARGV[11] and ARGV[11] ~= '' then redis.call('HSET', KEYS[1], 'timed', ARGV[11]) end
if ARGV[8] ~= '' then
  redis.call('XADD', KEYS[2], last .. '-' .. ARGV[2], 'p', ARGV[8])
end
if ARGV[9] ~= '' then
  if ARGV[14] and ARGV[14] ~= '' then
    redis.call('HSET', KEYS[1], ARGV[14], ARGV[9])
  else
    redis.call('SET', KEYS[3], ARGV[9], 'EX', tonumber(ARGV[10]))
  end
end
redis.call('EXPIRE', KEYS[1], ttl)
if ARGV[8] ~= '' or redis.call('EXISTS', KEYS[2]) == 1 then
  redis.call('EXPIRE', KEYS[2], ttl)
end
local meta = ARGV[4]
if meta == '' then meta = redis.call('HGET', KEYS[1], 'meta') or '' end
local timed = ARGV[11]
if not timed or timed == '' then timed = redis.call('HGET', KEYS[1], 'timed') or '0' end
local raw = ARGV[15] or ''
local news = ARGV[12] .. ' ' .. last .. ' ' .. ARGV[2] .. ' ' .. ARGV[7] .. ' ' .. timed
  .. ' ' .. #meta .. ' ' .. #ARGV[5] .. ' ' .. #raw .. '\\n' .. meta .. ARGV[5] .. ARGV[8]
  .. raw
if ARGV[13] and ARGV[13] ~= '' then
  redis.call('SPUBLISH', ARGV[13], news)
else
  redis.call('PUBLISH', '@CHANNEL@', news)
end
return 1
""".replace("@CHANNEL@", CHANNEL)
#: the name Redis knows :data:`COMMIT_LUA` by
COMMIT_SHA = hashlib.sha1(COMMIT_LUA.encode()).hexdigest()  # noqa: S324  # Redis's name

#: KEYS[1] game hash, KEYS[2] log stream; ARGV[1] the version the remover read ("" =
#: whatever it is), ARGV[2] the game id, ARGV[3] its shard channel on Redis Cluster
#: ("" = single Redis).  Removes both keys and announces ``"<game id> gone"`` in one
#: script, iff the version is still the one read: a join (or anything) committed in
#: between -- the join that starts the game -- makes it 0 (a conflict: read again and
#: decide again), so a game that started is never removed as a waiting one.
#: Returns 1 when removed, 0 on a version conflict, -1 when the game is gone already.
REMOVE_LUA = """
local current = redis.call('HGET', KEYS[1], 'version')
if not current then return -1 end
if ARGV[1] ~= '' and current ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1], KEYS[2])
if ARGV[3] ~= '' then
  redis.call('SPUBLISH', ARGV[3], ARGV[2] .. ' gone')
else
  redis.call('PUBLISH', '@CHANNEL@', ARGV[2] .. ' gone')
end
return 1
""".replace("@CHANNEL@", CHANNEL)

#: KEYS[1] a join code's key, ARGV[1] a game id: delete the code iff it names that game.
RELEASE_LUA = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


# -- the guard's scripts -------------------------------------------------------------

#: KEYS[1] the address's set; ARGV[1] now, ARGV[2] the cap, ARGV[3] the place-holder,
#: ARGV[4] its expiry, ARGV[5] the set's TTL.  Returns 1 when a place was taken, else 0.
RESERVE_LUA = """
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[4], ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[5])
return 1
"""

#: ``acquire(keys, argv, first)``: ``keys`` per limit its previous window's key then its
#: current one (one hash tag); ``argv`` from ``first`` on, per limit its amount then its
#: window in seconds.  The window shift and
#: the weighted count are those of the ``limits`` library's Redis scripts
#: (``acquire_sliding_window.lua``); milliseconds throughout.
#: Returns ``{breached limit's number or 0, then per limit previous count,
#: previous TTL, current count, current TTL}``, counted after this move when none
#: is breached (then every limit counted it).  :data:`ACQUIRE_LUA` counts alone
#: (KEYS and ARGV as ``acquire`` takes them).  What the first pass read is reported
#: again, not read again: only a counted window's count (INCRBY's reply) and its
#: TTL are new.
_ACQUIRE_FUNCTION = """
local function acquire(keys, argv, first_arg)
  local n = #keys / 2
  local out = {0}
  local breached = 0
  local seen = {}
  for i = 1, n do
    local previous, current = keys[2 * i - 1], keys[2 * i]
    local limit = tonumber(argv[first_arg + 2 * i - 2])
    local expiry = tonumber(argv[first_arg + 2 * i - 1]) * 1000
    local current_ttl = tonumber(redis.call('pttl', current))
    if current_ttl > 0 and current_ttl < expiry then
      redis.call('rename', current, previous)
      redis.call('set', current, 0, 'PX', current_ttl + expiry)
    end
    local previous_count = tonumber(redis.call('get', previous)) or 0
    local previous_ttl = math.max(0, tonumber(redis.call('pttl', previous)) or 0)
    local current_value = redis.call('get', current)
    local current_count = tonumber(current_value) or 0
    seen[i] = {previous_count, previous_ttl, current_count, current_value ~= false}
    if breached == 0 and
       math.floor(previous_count * previous_ttl / expiry) + current_count + 1 > limit then
      breached = i
    end
  end
  out[1] = breached
  local counted = {}
  for i = 1, n do
    local current = keys[2 * i]
    local expiry = tonumber(argv[first_arg + 2 * i - 1]) * 1000
    local previous_count, previous_ttl, current_count, exists = unpack(seen[i])
    if breached == 0 then
      if exists or counted[current] then
        current_count = tonumber(redis.call('incrby', current, 1))
      else
        redis.call('set', current, 1, 'PX', expiry * 2)
        current_count = 1
      end
      counted[current] = true
    end
    table.insert(out, previous_count)
    table.insert(out, previous_ttl)
    table.insert(out, current_count)
    table.insert(out, math.max(0, tonumber(redis.call('pttl', current)) or 0))
  end
  return out
end
"""
ACQUIRE_LUA = _ACQUIRE_FUNCTION + "return acquire(KEYS, ARGV, 1)\n"
#: The move's read of its game and the budget's count in one script, one command:
#: KEYS[1] the game's hash, then the budget's keys as :data:`ACQUIRE_LUA` takes them;
#: ARGV[1] how many fields to read, those fields, then the budget's ARGV.  Returns
#: ``{the fields' values (HMGET), the budget's reply}``.  A pipeline of the read and
#: the count cost the client ~35 us more than one command (redis-py's pipeline
#: object, its packing and its reply loop); a script only a single Redis can run
#: (on a cluster the two live on different nodes).
READ_LUA = _ACQUIRE_FUNCTION + """
local nfields = tonumber(ARGV[1])
local values = redis.call('HMGET', KEYS[1], unpack(ARGV, 2, nfields + 1))
local budget = {}
for i = 2, #KEYS do budget[i - 1] = KEYS[i] end
return {values, acquire(budget, ARGV, nfields + 2)}
"""
#: the name Redis knows :data:`READ_LUA` by
READ_SHA = hashlib.sha1(READ_LUA.encode()).hexdigest()  # noqa: S324  # Redis's name


# -- the reads one announcement's waiters share (in a process, not in Redis) --------------


def read_key(store: Any, game_id: str, after: int, version: int) -> tuple[Any, ...]:
    """Key of the log entries above ``after`` read once ``version`` of ``game_id`` was announced."""
    return (id(store), game_id, after, version)


def load_key(store: Any, game_id: str, version: int) -> tuple[Any, ...]:
    """Key of the game's snapshot read once ``version`` was announced."""
    return (id(store), "snap", game_id, version)


def state_key(load: tuple[Any, ...]) -> tuple[Any, ...]:
    """Key of the state object decoded from the snapshot of the load ``load``."""
    return (*load, "state")
