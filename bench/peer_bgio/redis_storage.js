// boardgame.io's storage API (its Async class, as FlatFile implements it) over
// Redis: every move persisted before the server takes the next one, as
// Roadtrip persists each of its moves. A match's state is written with
// compare-and-set on its _stateID (a state older than the stored one is
// refused: what a second server process would need) and its new log entries
// appended in the same script, one round trip; the metadata is one key.
// Per move boardgame.io's master reads the metadata and the state (two reads)
// and writes the state and the metadata (two writes, at once).
const Redis = require("ioredis");
const { Async } = require("boardgame.io/internal");

//: keys: KEYS[1] the state, KEYS[2] the log; ARGV[1] the new state's _stateID,
//: ARGV[2] the state (JSON), ARGV[3..] its log entries (JSON)
const WRITE_STATE = `
local stored = redis.call('HGET', KEYS[1], 'id')
if stored and tonumber(stored) > tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'id', ARGV[1], 'state', ARGV[2])
if #ARGV > 2 then redis.call('RPUSH', KEYS[2], unpack(ARGV, 3)) end
return 1
`;

class RedisStorage extends Async {
  constructor(url) {
    super();
    this.url = url;
  }

  async connect() {
    this.redis = new Redis(this.url, { lazyConnect: true });
    this.redis.defineCommand("writeState", { numberOfKeys: 2, lua: WRITE_STATE });
    await this.redis.connect();
  }

  async createMatch(matchID, opts) {
    await this.redis.set(`bgio:${matchID}:initial`, JSON.stringify(opts.initialState));
    await this.setState(matchID, opts.initialState);
    await this.setMetadata(matchID, opts.metadata);
  }

  async setState(matchID, state, deltalog) {
    const entries = (deltalog || []).map((e) => JSON.stringify(e));
    const done = await this.redis.writeState(`bgio:${matchID}:state`, `bgio:${matchID}:log`,
      state._stateID, JSON.stringify(state), ...entries);
    if (!done) throw new Error(`stale state ${state._stateID} for match ${matchID}`);
  }

  async setMetadata(matchID, metadata) {
    await this.redis.set(`bgio:${matchID}:metadata`, JSON.stringify(metadata));
  }

  async fetch(matchID, opts) {
    const out = {};
    const reads = [];
    if (opts.state) reads.push(this.redis.hget(`bgio:${matchID}:state`, "state").then((s) => { out.state = s ? JSON.parse(s) : undefined; }));
    if (opts.metadata) reads.push(this.redis.get(`bgio:${matchID}:metadata`).then((s) => { out.metadata = s ? JSON.parse(s) : undefined; }));
    if (opts.initialState) reads.push(this.redis.get(`bgio:${matchID}:initial`).then((s) => { out.initialState = s ? JSON.parse(s) : undefined; }));
    if (opts.log) reads.push(this.redis.lrange(`bgio:${matchID}:log`, 0, -1).then((l) => { out.log = l.map((e) => JSON.parse(e)); }));
    await Promise.all(reads);
    return out;
  }

  async wipe(matchID) {
    await this.redis.del(...["state", "log", "metadata", "initial"].map((k) => `bgio:${matchID}:${k}`));
  }

  async listMatches(opts) {
    const keys = await this.redis.keys("bgio:*:metadata");
    const ids = keys.map((k) => k.slice(5, -9));
    if (!opts || !opts.gameName) return ids;
    const found = await Promise.all(ids.map(async (id) => [id, (await this.fetch(id, { metadata: true })).metadata]));
    return found.filter(([, m]) => m && m.gameName === opts.gameName).map(([id]) => id);
  }
}

module.exports = { RedisStorage };
