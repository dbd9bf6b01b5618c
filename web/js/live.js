// Keeping one game up to date with as few requests as possible.
//
// The server pushes: the event stream (getEvents, Server-Sent Events) sends
// each log entry and, after each change, this phone's new view and legal
// moves, so a phone that is not asked to decide fetches nothing at all. A
// move is one request (postMove?include=view,legal_moves). When the stream
// is not available the phone falls back to the long-poll (getLog?wait=) and
// fetches the view after each change, and its legal moves only when it must
// decide. A lost connection is reported, retried with backoff, and the
// report clears itself once the connection is back. One getGame at a time.
//
// No report is ever lost: each move goes into this seat's outbox (kept in
// localStorage, so a reload keeps it too) before it leaves, with its own
// Idempotency-Key and the version it was chosen at (If-Match). A move the
// server did not answer (no connection, 5xx) stays there, shown as "waiting to
// send", and is resent with the same key and If-Match once the connection is
// back: it is applied at most once, and never on a game that moved on since
// (409 version_conflict: superseded). The phone then says what became of it.

import { api, ApiError } from "./api.js";
import { t } from "./i18n.js";
import { clearOutbox, describe, drawOutbox } from "./outbox.js";
import * as store from "./store.js";

const LONG_POLL_SECONDS = 20;
const POLL_MS = 1500;          // view polling when nothing is pushed
const MIN_LOG_GAP_MS = 400;    // if the server answers a long-poll at once
const SEND_TIMEOUT_MS = 10000; // a move unanswered this long waits in the outbox (and is resent)
const ACCEPTED_SHOWN_MS = 8000; // how long "sent" stays up for a report resent after an outage
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Log entries ({index, event}) as events carrying their index. */
const flatten = (entries) => entries.map((e) => ({ ...e.event, index: e.index }));

/** The events and the next cursor of a getLog answer ({last, events: [{index, event}]}). */
export function readLog(data, after) {
  return { events: flatten(data.events), next: Math.max(data.last, after) };
}

/**
 * How long to wait before asking again after `e`: the backoff `ms`, or longer when the
 * server shed the request and said when to come back (Retry-After). A shed request
 * asked again then is served: nothing is lost, a move keeps its key and version.
 */
export function backoff(e, ms) {
  const told = e instanceof ApiError && e.retryAfter > 0 ? e.retryAfter * 1000 : 0;
  // spread: phones shed together do not all come back in the same instant
  return told ? told + Math.random() * 500 : ms;
}

/** Whether `error` means "try again later" (no answer, or the server/Redis is away). */
function transient(e) {
  return e instanceof ApiError && (e.network || e.status >= 500 || e.status === 429);
}

export class Live {
  /**
   * @param {object} o
   * @param {string} o.id game id
   * @param {string|null} o.token seat token (null: spectator)
   * @param {(state: {game: object, moves: object[]|null, events: object[]}) => void} o.onUpdate
   * @param {(ok: boolean, text: string) => void} o.onStatus
   */
  constructor({ id, token, as = null, onUpdate, onStatus }) {
    this.id = id;
    this.token = token || null;
    // the seat this phone acts for when its token holds several (the host's phone holding
    // the seats of players without a phone, one device for the whole table): sent as `as`
    this.as = typeof as === "number" ? as : null;
    // an answer that arrives after stop() belongs to a screen that is gone
    this.onUpdate = (snap) => { if (!this.closed) onUpdate(snap); };
    this.onStatus = onStatus;
    this.game = null;
    this.moves = null;
    this.events = [];
    this.after = 0;
    this.etag = null;
    this.running = false;
    this.closed = false;           // stopped for good: the screen that followed it is gone
    this.abort = null;
    this.failures = 0;
    this.refreshing = null;
    this.queued = null;
    this.streamSupported = true;   // getEvents answered as a stream
    this.streaming = false;        // a stream is open and healthy now
    this.ended = false;            // the stream said the game is over
    this.logSupported = true;
    this.notifyScheduled = false;
    this.sending = new Set();      // keys of moves on their first way out (not "waiting" yet)
    this.flushing = false;
    this.flushTimer = null;
    this.outcomes = [];            // what became of resent reports, until read
    this.resendAt = 0;             // a shed move's Retry-After: the outbox waits until then
  }

  start() {
    if (this.running || this.closed) return;
    this.running = true;
    this.drawOutbox(); // reports kept from before a reload are shown at once
    this.refresh();
    this.liveLoop();
    this.pollLoop();
  }

  /** Stop for good: nothing already on its way reaches the screen afterwards. */
  stop() {
    this.running = false;
    this.closed = true;
    if (this.abort) this.abort.abort();
    clearTimeout(this.flushTimer);
    clearOutbox(); // the reports stay kept: the game's screen shows them again
  }

  setToken(token, as = null) {
    // the seat's token is no longer valid: what it kept can never be sent
    if (token !== this.token) this.forget();
    this.token = token;
    this.as = typeof as === "number" ? as : null;
    this.etag = null;
    this.events = [];
    this.after = 0;
    this.moves = null;
    if (this.abort) this.abort.abort();
  }

  status(ok, text = "") {
    if (this.onStatus) this.onStatus(ok, text);
  }

  /** Tell the screen once per burst of updates (a log batch and its view arrive together). */
  notify() {
    if (this.notifyScheduled) return;
    this.notifyScheduled = true;
    queueMicrotask(() => {
      this.notifyScheduled = false;
      if (this.game) this.onUpdate(this.snapshot());
    });
  }

  /** Whether this phone must decide now (only then are its legal moves worth fetching). */
  mustDecide(game = this.game) {
    if (!this.token || !game || typeof game.seat !== "number") return false;
    // referee mode: the report that ended the game may be taken back until a rematch (or
    // until the host ends the table)
    if (game.status === "finished") {
      return game.mode === "referee" && !game.rematch && !game.ended_by && game.view && game.view.undo != null;
    }
    if (game.status !== "active") return false;
    // referee mode: the last reporter may take its report back at any time
    if (game.mode === "referee") return true;
    return Array.isArray(game.pending) && game.pending.includes(game.seat);
  }

  /**
   * Fetch the view (unless unchanged) and, when this phone must decide, its
   * legal moves; then notify. One fetch at a time: a request made while one
   * is on its way runs once after it (forced if any caller forced it).
   */
  refresh(force = false) {
    if (this.refreshing) {
      if (!this.queued) {
        this.queued = { force, promise: this.refreshing.then(() => { const q = this.queued; this.queued = null; return this._run(q.force); }) };
      } else if (force) {
        this.queued.force = true;
      }
      return this.queued.promise;
    }
    return this._run(force);
  }

  _run(force) {
    const p = this._refresh(force).finally(() => { if (this.refreshing === p) this.refreshing = null; });
    this.refreshing = p;
    return p;
  }

  async _refresh(force) {
    const headers = {};
    if (this.etag && !force && this.game) headers["If-None-Match"] = this.etag;
    try {
      const sent = Date.now();
      const r = await api.call("getGame", { params: { game_id: this.id }, query: this.q(), token: this.token, headers });
      const received = Date.now();
      let changed = false;
      if (r.status !== 304 && r.data) {
        this._know(r.data);
        this.etag = r.headers.get("ETag");
        changed = true;
        // a referee table took back the report that ended the game: follow it live again
        if (this.ended && r.data.status === "active") this.ended = false;
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
        if (e.status === 404 && e.code === "unknown_game") this.forget(); // nothing left to send to
        // a 4xx is an answer, not a lost connection: show it
        this.onUpdate({ ...this.snapshot(), error: e });
      }
    }
  }

  async fetchMoves() {
    if (!this.mustDecide()) {
      this.moves = [];
      this.movesVersion = this.game && typeof this.game.version === "number" ? this.game.version : null;
      return;
    }
    try {
      const r = await api.call("getLegalMoves", { params: { game_id: this.id }, query: this.q(), token: this.token });
      const d = r.data;
      this.moves = Array.isArray(d) ? d : (d && d.moves) || [];
      this.movesVersion = d && typeof d.version === "number" ? d.version : null;
    } catch (e) {
      if (e instanceof ApiError && (e.status === 409 || e.status === 422)) this.moves = [];
      else throw e;
    }
  }

  /**
   * Take `game` as the game's document. The first one names the players: what a resend
   * answered before it named seats by number ("seat 1"), so the outbox is drawn again.
   */
  _know(game) {
    const first = this.game === null;
    this.game = game;
    if (first && this.outcomes.length) this.drawOutbox();
  }

  /** Take a pushed or answered view (and legal moves) as the current state. */
  takeView(view, moves, version) {
    if (!view || typeof view !== "object") return false;
    if (this.game && typeof this.game.version === "number" && typeof view.version === "number" && view.version < this.game.version) return false;
    this._know(view);
    if (this.ended && view.status === "active") this.ended = false; // the end was taken back
    this.etag = typeof view.version === "number" ? `"${view.version}"` : this.etag;
    if (typeof view.server_time === "number" && Number.isFinite(view.server_time)) {
      this.clockOffset = view.server_time * 1000 - Date.now();
    }
    if (Array.isArray(moves)) {
      this.moves = moves;
      this.movesVersion = typeof version === "number" ? version : view.version;
    }
    return true;
  }

  /** Add log entries ({index, event}) above the cursor. */
  takeEntries(entries) {
    const events = flatten(entries);
    const fresh = events.filter((e) => typeof e.index === "number" && e.index > this.after);
    if (!fresh.length) return false;
    this.events = this.events.concat(fresh);
    this.after = Math.max(this.after, ...fresh.map((e) => e.index));
    return true;
  }

  snapshot() {
    return { game: this.game, moves: this.moves || [], events: this.events, clockOffset: this.clockOffset || 0 };
  }

  ok() {
    if (this.failures) this.status(true, t("web.game.online"));
    this.failures = 0;
    this.status(true, "");
    // the server answers again: what waits in the outbox goes now
    if (this.waiting().length) this.flush();
  }

  fail(e) {
    if (e && e.name === "AbortError") return;
    if (e instanceof ApiError && !e.network && e.status < 500) return;
    this.failures += 1;
    this.status(false, t("web.conn.lost"));
  }

  /** The stream while it works, else the long-poll; reconnects with backoff. */
  async liveLoop() {
    while (this.running) {
      if (this.ended) { await sleep(POLL_MS); continue; }
      if (this.streamSupported && api.has("getEvents")) await this.streamOnce();
      else await this.pollLogOnce();
    }
  }

  async streamOnce() {
    const abort = new AbortController();
    this.abort = abort;
    const include = this.token ? "view,legal_moves" : "view";
    const started = Date.now();
    try {
      await api.stream("getEvents", {
        params: { game_id: this.id },
        query: this.q({ after: this.after, include }),
        token: this.token,
        signal: abort.signal,
        onOpen: () => { this.streaming = true; this.ok(); },
        onEvent: (e) => this.onStreamEvent(e),
      });
      // the server closed the stream (its lifetime, or the game ended): reconnect or stop;
      // never in a tight loop if something in between keeps cutting it at once
      if (Date.now() - started < 1000) await sleep(1000);
    } catch (e) {
      this.streaming = false;
      if (e && e.name === "AbortError") return;
      if (e instanceof ApiError && !transient(e)) {
        // only the API's own "unknown_game" says the game is gone; any other 404 (a server or
        // proxy without the stream, whatever the race with the first view) means: long-poll
        if (e.status === 404 && e.code === "unknown_game" && this.game) { this.forget(); this.onUpdate({ ...this.snapshot(), error: e }); this.ended = true; return; }
        if ([404, 405, 406, 415].includes(e.status)) { this.streamSupported = false; return; }
        this.onUpdate({ ...this.snapshot(), error: e });
        await sleep(POLL_MS);
        return;
      }
      this.fail(e);
      await sleep(backoff(e, Math.min(8000, 500 * 2 ** Math.min(this.failures, 4))));
      return;
    } finally {
      this.streaming = false;
    }
  }

  onStreamEvent({ event, data }) {
    if (event === "log" && data) {
      if (this.takeEntries([data])) this.notify();
    } else if (event === "view" && data) {
      if (this.takeView(data.view, this.token ? data.legal_moves : [], data.version)) this.notify();
    } else if (event === "end") {
      this.ended = true;
    } else if (event === "gone") {
      this.forget();
      this.ended = true;
      this.onUpdate({ ...this.snapshot(), error: new ApiError(404, { code: "unknown_game", detail: "the game was ended or expired" }) });
    }
  }

  async pollLogOnce() {
    if (!this.logSupported || !api.has("getLog")) { await sleep(POLL_MS); return; }
    const started = Date.now();
    this.abort = new AbortController();
    try {
      const r = await api.call("getLog", {
        params: { game_id: this.id },
        query: this.q({ after: this.after, wait: LONG_POLL_SECONDS }),
        token: this.token,
        signal: this.abort.signal,
      });
      this.logHealthy = true;
      const read = readLog(r.data, this.after);
      this.ok();
      // a move's answer may already have brought some of these events
      const grew = this.takeEntries(read.events.map((e) => ({ index: e.index, event: e })));
      if (grew || read.next > this.after) {
        this.after = Math.max(read.next, this.after);
        await this.refresh();
        this.notify(); // the feed changed even if the view did not
      }
      if (Date.now() - started < MIN_LOG_GAP_MS) await sleep(MIN_LOG_GAP_MS);
    } catch (e) {
      if (e && e.name === "AbortError") return;
      if (e instanceof ApiError && !transient(e)) {
        if (e.status === 404 || e.status === 405) this.logSupported = false;
        await sleep(POLL_MS);
        return;
      }
      this.logHealthy = false;
      this.fail(e);
      await sleep(backoff(e, Math.min(8000, 500 * 2 ** Math.min(this.failures, 4))));
      this.refresh(true);
    }
  }

  /** How often to ask for the view: never while the stream pushes it; rarely beside a healthy long-poll. */
  pollInterval() {
    // the stream pushes every change (it reconnects by itself): no polling beside it
    if (this.streaming || (this.streamSupported && api.has("getEvents") && !this.failures && !this.ended)) return null;
    if (this.ended) return 3000; // only a rematch link can still appear
    if (this.game && this.game.status === "waiting" && !this.logHealthy) return 1000;
    if (this.logSupported && this.failures === 0 && this.logHealthy) return 4000;
    return POLL_MS;
  }

  async pollLoop() {
    while (this.running) {
      const interval = this.pollInterval();
      await sleep(interval === null ? POLL_MS : interval);
      if (!this.running) break;
      if (document.hidden || this.pollInterval() === null) continue;
      await this.refresh();
    }
  }

  // -- the outbox ---------------------------------------------------------------

  /** A request's query with the seat this phone acts for (`as`), when it names one. */
  q(query = {}) {
    return this.as === null ? query : { ...query, as: this.as };
  }

  /** The seat whose outbox this phone keeps (the seat its token holds), or null. */
  outboxSeat() {
    if (!this.token) return null;
    if (this.as !== null) return this.as;
    const mine = store.getSeat(this.id);
    if (mine && mine.token === this.token && typeof mine.seat === "number") return mine.seat;
    return this.game && typeof this.game.seat === "number" ? this.game.seat : null;
  }

  /** Every report kept for this seat, oldest first (the ones on their first way out too). */
  kept() {
    const seat = this.outboxSeat();
    if (seat === null) return [];
    return store.getOutbox(this.id, seat).filter((e) => e.token === this.token && (e.as ?? null) === this.as);
  }

  /** The reports waiting to be sent: kept, and not on their first way out. */
  waiting() {
    return this.kept().filter((e) => !this.sending.has(e.key));
  }

  keep(entry) {
    const seat = this.outboxSeat();
    if (seat === null) return;
    store.setOutbox(this.id, seat, [...store.getOutbox(this.id, seat), entry]);
  }

  drop(key, kept = null) {
    // a report is dropped from the outbox of the seat it was kept for (the phone may act
    // for another seat by the time its answer comes)
    const seat = typeof kept === "number" ? kept : this.outboxSeat();
    if (seat === null) return;
    store.setOutbox(this.id, seat, store.getOutbox(this.id, seat).filter((e) => e.key !== key));
  }

  /** Drop what this seat kept: the game is gone, or the token no longer holds the seat. */
  forget() {
    const seat = this.outboxSeat();
    if (seat === null) return;
    store.setOutbox(this.id, seat, store.getOutbox(this.id, seat).filter((e) => e.token !== this.token));
  }

  /** Show the outbox: what waits, and what became of the reports resent. */
  drawOutbox() {
    if (this.closed) return;
    drawOutbox({
      game: this.game,
      waiting: this.waiting(),
      outcomes: this.outcomes,
      dismiss: (id) => { this.outcomes = this.outcomes.filter((o) => o.id !== id); this.drawOutbox(); },
    });
  }

  /** Say what became of a resent report: accepted, refused (with the reason) or superseded. */
  tell(kind, entry, error = null) {
    const outcome = { id: entry.key, kind, move: entry.move, label: entry.label, error };
    this.outcomes = [...this.outcomes.filter((o) => o.id !== entry.key), outcome];
    if (kind === "accepted") {
      setTimeout(() => { this.outcomes = this.outcomes.filter((o) => o !== outcome); this.drawOutbox(); }, ACCEPTED_SHOWN_MS);
    }
    this.drawOutbox();
  }

  /** POST one kept report: its own Idempotency-Key and If-Match, the token it was made with. */
  async post(entry) {
    const headers = { "Idempotency-Key": entry.key };
    // the move was chosen from the moves of this version: a stale choice is refused (409)
    if (typeof entry.version === "number") headers["If-Match"] = `"${entry.version}"`;
    const abort = new AbortController();
    let late = false;
    const timer = setTimeout(() => { late = true; abort.abort(); }, SEND_TIMEOUT_MS);
    try {
      return await api.call("postMove", {
        params: { game_id: this.id }, query: { include: "view,legal_moves", ...(typeof entry.as === "number" ? { as: entry.as } : {}) },
        token: entry.token, body: entry.move, headers, signal: abort.signal,
      });
    } catch (e) {
      // no answer in time: it may have arrived or not; the same key makes resending safe
      if (late) throw new ApiError(0, null, true);
      throw e;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Take a move's answer: its events (and the bots' answers), the new view and legal moves. */
  async takeAnswer(data = {}) {
    this.takeEntries(Array.isArray(data.events) ? data.events : []);
    if (!this.takeView(data.view, data.legal_moves, data.version)) await this.refresh(true);
    else this.onUpdate(this.snapshot());
  }

  /**
   * Resend the waiting reports, oldest first, each with its own key: stop at the
   * first that finds no server yet (tried again later). One flush at a time.
   */
  async flush() {
    if (this.flushing || this.closed) return;
    // the server shed the last try and said when to come back: not before then
    if (Date.now() < this.resendAt) { this.later(null, this.resendAt - Date.now()); return; }
    this.flushing = true;
    clearTimeout(this.flushTimer);
    let answered = false;
    try {
      for (let entry = this.waiting()[0]; entry && !this.closed; entry = this.waiting()[0]) {
        this.sending.add(entry.key);
        let r;
        try {
          r = await this.post(entry);
        } catch (e) {
          if (transient(e)) { this.fail(e); this.later(e); break; }
          // an answer: this report will never be applied; say why
          this.ok();
          this.drop(entry.key, entry.seat);
          answered = true;
          this.tell(e instanceof ApiError && e.code === "version_conflict" ? "superseded" : "refused", entry, e);
          continue;
        } finally {
          this.sending.delete(entry.key);
        }
        this.ok(); // the server answers (the outbox is being sent already: no second flush)
        this.drop(entry.key, entry.seat);
        this.tell("accepted", entry);
        await this.takeAnswer(r.data || {});
      }
    } finally {
      this.flushing = false;
      this.drawOutbox();
    }
    if (answered) await this.refresh(true); // the screen shows the game as it is now
  }

  /** Try the outbox again a little later (also when no other request would notice the server back). */
  later(e = null, ms = null) {
    clearTimeout(this.flushTimer);
    if (this.closed) return;
    const wait = ms !== null ? ms
      : backoff(e, Math.min(8000, 1000 * 2 ** Math.min(Math.max(this.failures - 1, 0), 3)));
    if (e instanceof ApiError && e.retryAfter > 0) this.resendAt = Date.now() + wait;
    this.flushTimer = setTimeout(() => this.flush(), wait);
  }

  /**
   * Send a move and take the answer's new view and legal moves (one request).
   * The move is kept in the outbox before it leaves: one the server does not
   * answer (no connection, 5xx) waits there, shown as "waiting to send", and is
   * resent with the same Idempotency-Key when the server answers again. Resolves
   * to the move's answer, or to {queued: true} when it waits; a refusal (4xx)
   * re-fetches the view and throws.
   */
  async send(move) {
    const entry = {
      key: cryptoKey(), move, token: this.token, as: this.as, seat: this.outboxSeat(), at: Date.now(),
      version: typeof this.movesVersion === "number" ? this.movesVersion : null,
      label: describe(move, this.game), // its words now, for a reload that has no view yet
    };
    const earlier = this.waiting().length;
    this.keep(entry); // before it leaves: a reload while it is on its way resends it
    if (this.outboxSeat() === null) return this.sendOnce(entry); // nowhere to keep it
    if (earlier > 0) {
      // reports made earlier wait already: this one goes after them, in order
      this.drawOutbox();
      this.flush();
      return { queued: true };
    }
    this.sending.add(entry.key);
    try {
      return await this.sendOnce(entry);
    } catch (e) {
      if (!transient(e)) { this.drop(entry.key, entry.seat); throw e; }
      this.sending.delete(entry.key);
      this.fail(e);
      this.drawOutbox();
      this.later(e);
      return { queued: true };
    } finally {
      this.sending.delete(entry.key);
    }
  }

  async sendOnce(entry) {
    let r;
    try {
      r = await this.post(entry);
    } catch (e) {
      if (!transient(e)) await this.refresh(true);
      throw e;
    }
    this.drop(entry.key, entry.seat);
    this.ok();
    const data = r.data || {};
    await this.takeAnswer(data);
    return data;
  }
}

/**
 * A fresh Idempotency-Key of 128 random bits from the browser's cryptographic generator.
 * crypto.randomUUID exists only in secure contexts (https, localhost); a phone on the
 * table's plain-http LAN address has crypto.getRandomValues, which every browser offers
 * everywhere, so the key is never guessable (Date.now() and Math.random() were).
 */
export function cryptoKey() {
  if (crypto.randomUUID) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
