// Keeping one game up to date: the view (ETag polling of getGame), the
// caller's legal moves, and the event log (getLog long-poll). A lost
// connection is reported and retried with backoff; any error re-fetches.

import { api, ApiError } from "./api.js";

const LONG_POLL_SECONDS = 20;
const POLL_MS = 1500;          // ETag safety net beside the long-poll
const MIN_LOG_GAP_MS = 400;    // if the server answers a long-poll at once
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The events and the next cursor of a getLog answer, whatever its shape. */
export function readLog(data, after) {
  const raw = Array.isArray(data) ? data : (data && (data.events || data.entries || data.log)) || [];
  // entries are {index, event}; flatten them to the event with its index
  const events = raw.map((e) => (e && e.event && typeof e.event === "object" ? { ...e.event, index: e.index } : e));
  let next = data && !Array.isArray(data) ? (data.last ?? data.next ?? data.cursor) : undefined;
  if (typeof next !== "number") {
    const idx = events.map((e) => e && e.index).filter((n) => typeof n === "number");
    next = idx.length ? Math.max(...idx) : after + events.length;
  }
  return { events, next: Math.max(next, after) };
}

export class Live {
  /**
   * @param {object} o
   * @param {string} o.id game id
   * @param {string|null} o.token seat token (null: spectator)
   * @param {(state: {game: object, moves: object[]|null, events: object[]}) => void} o.onUpdate
   * @param {(ok: boolean, text: string) => void} o.onStatus
   */
  constructor({ id, token, onUpdate, onStatus }) {
    this.id = id;
    this.token = token || null;
    this.onUpdate = onUpdate;
    this.onStatus = onStatus;
    this.game = null;
    this.moves = null;
    this.events = [];
    this.after = 0;
    this.etag = null;
    this.running = false;
    this.abort = null;
    this.failures = 0;
    this.refreshing = null;
    this.logSupported = true;
  }

  start() {
    if (this.running) return;
    this.running = true;
    this.refresh();
    this.logLoop();
    this.pollLoop();
  }

  stop() {
    this.running = false;
    if (this.abort) this.abort.abort();
  }

  setToken(token) {
    this.token = token;
    this.etag = null;
    this.events = [];
    this.after = 0;
    if (this.abort) this.abort.abort();
  }

  status(ok, text = "") {
    if (this.onStatus) this.onStatus(ok, text);
  }

  /** Fetch the view (unless unchanged) and the legal moves; then notify. */
  refresh(force = false) {
    if (this.refreshing && !force) return this.refreshing;
    const p = this._refresh(force).finally(() => { if (this.refreshing === p) this.refreshing = null; });
    this.refreshing = p;
    return p;
  }

  async _refresh(force) {
    const headers = {};
    if (this.etag && !force && this.game) headers["If-None-Match"] = this.etag;
    try {
      const sent = Date.now();
      const r = await api.call("getGame", { params: { id: this.id }, token: this.token, headers });
      const received = Date.now();
      let changed = false;
      if (r.status !== 304 && r.data) {
        this.game = r.data;
        this.etag = r.headers.get("ETag");
        changed = true;
        // The server's clock, which deadlines (decision.deadline) use: its server_time,
        // taken at the middle of the round trip, gives this device's offset from it.
        if (typeof r.data.server_time === "number" && Number.isFinite(r.data.server_time)) {
          this.clockOffset = r.data.server_time * 1000 - (sent + received) / 2;
        }
      }
      if (changed || force || this.moves === null) {
        await this.fetchMoves();
        this.onUpdate(this.snapshot());
      }
      this.ok();
    } catch (e) {
      this.fail(e);
      if (e instanceof ApiError && !e.network && e.status < 500) {
        // a 4xx is an answer, not a lost connection: show it
        this.onUpdate({ ...this.snapshot(), error: e });
      }
    }
  }

  async fetchMoves() {
    const g = this.game;
    const status = g && g.status;
    if (!this.token || (status && status !== "active")) {
      this.moves = [];
      return;
    }
    try {
      const r = await api.call("getLegalMoves", { params: { id: this.id }, token: this.token });
      const d = r.data;
      this.moves = Array.isArray(d) ? d : (d && d.moves) || [];
      this.movesVersion = d && typeof d.version === "number" ? d.version : null;
    } catch (e) {
      if (e instanceof ApiError && (e.status === 409 || e.status === 422)) this.moves = [];
      else throw e;
    }
  }

  snapshot() {
    return { game: this.game, moves: this.moves || [], events: this.events, clockOffset: this.clockOffset || 0 };
  }

  ok() {
    if (this.failures) this.status(true, "Back online");
    this.failures = 0;
    this.status(true, "");
  }

  fail(e) {
    if (e && e.name === "AbortError") return;
    if (e instanceof ApiError && !e.network && e.status < 500) return;
    this.failures += 1;
    this.status(false, "Connection lost — retrying…");
  }

  async logLoop() {
    while (this.running) {
      if (!this.logSupported || !api.has("getLog")) { await sleep(POLL_MS); continue; }
      const started = Date.now();
      this.abort = new AbortController();
      try {
        const r = await api.call("getLog", {
          params: { id: this.id },
          query: { after: this.after, wait: LONG_POLL_SECONDS },
          token: this.token,
          signal: this.abort.signal,
        });
        this.logHealthy = true;
        const read = readLog(r.data, this.after);
        // a move's answer may already have brought some of these events
        const events = read.events.filter((e) => typeof e.index !== "number" || e.index > this.after);
        this.ok();
        if (events.length || read.next > this.after) {
          this.events = this.events.concat(events);
          this.after = Math.max(read.next, this.after);
          await this.refresh();
          if (this.game) this.onUpdate(this.snapshot()); // the feed changed even if the view did not
        }
        if (Date.now() - started < MIN_LOG_GAP_MS) await sleep(MIN_LOG_GAP_MS);
      } catch (e) {
        if (e && e.name === "AbortError") continue;
        if (e instanceof ApiError && !e.network && e.status < 500 && e.status !== 429) {
          if (e.status === 404 || e.status === 405) this.logSupported = false;
          await sleep(POLL_MS);
          continue;
        }
        this.logHealthy = false;
        this.fail(e);
        await sleep(Math.min(8000, 500 * 2 ** Math.min(this.failures, 4)));
        this.refresh(true);
      }
    }
  }

  /** How often to ask for the view: often in the lobby (joins add no events), rarely while the log long-poll is healthy. */
  pollInterval() {
    if (this.game && this.game.status === "waiting") return 1000;
    if (this.logSupported && this.failures === 0 && this.logHealthy) return 4000;
    return POLL_MS;
  }

  async pollLoop() {
    while (this.running) {
      await sleep(this.pollInterval());
      if (!this.running) break;
      if (document.hidden) continue;
      await this.refresh();
    }
  }

  /** POST a move; always re-fetch afterwards (success or refusal). */
  async send(move) {
    const headers = { "Idempotency-Key": cryptoKey() };
    // the move was chosen from the moves of this version: a stale choice is refused (409)
    if (typeof this.movesVersion === "number") headers["If-Match"] = `"${this.movesVersion}"`;
    try {
      const r = await api.call("postMove", { params: { id: this.id }, token: this.token, body: move, headers });
      // the answer carries the move's events (and the bots' answers): show them at once
      const { events } = readLog(r.data && r.data.events ? { events: r.data.events } : [], this.after);
      const fresh = events.filter((e) => typeof e.index === "number" && e.index > this.after);
      if (fresh.length) {
        this.events = this.events.concat(fresh);
        this.after = Math.max(...fresh.map((e) => e.index));
      }
      return r.data;
    } finally {
      await this.refresh(true);
    }
  }
}

function cryptoKey() {
  if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
  return `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}
