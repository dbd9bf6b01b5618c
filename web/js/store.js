// What a phone remembers per game: its seat and token (so a reload returns to
// the seat) and the host token of games it created.

const PREFIX = "roadtrip.";

function read(key) {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function write(key, value) {
  try {
    if (value === null) localStorage.removeItem(PREFIX + key);
    else localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    /* private mode: the seat lasts for this page only */
  }
}

/** {seat, token, name, also?} of this phone in game `id` (also: the other seats its token
 * holds, taken by their hand-over links), or null. */
export const getSeat = (id) => read(`seat.${id}`);
export const setSeat = (id, seat) => write(`seat.${id}`, seat);
export const forgetSeat = (id) => write(`seat.${id}`, null);

/**
 * This phone's own seat ({seat, token, as}) from its stored record, or null. A seat token
 * that also holds other seats (`also`, taken by their links) names its seat with `as`:
 * without it the API reads such a token as a spectator.
 */
export function ownHolding(mine) {
  if (!mine || !mine.token || typeof mine.seat !== "number") return null;
  return { seat: mine.seat, token: mine.token, as: (mine.also || []).length ? mine.seat : null };
}

/** Forget a seat this phone took with its own token once it went to another phone. */
export function dropAlso(id, seat) {
  const mine = getSeat(id);
  if (!mine || !(mine.also || []).includes(seat)) return false;
  setSeat(id, { ...mine, also: mine.also.filter((s) => s !== seat) });
  return true;
}

/** {host_token, join_code} of a game this phone created, or null. */
export const getHost = (id) => read(`host.${id}`);
export const setHost = (id, host) => write(`host.${id}`, host);

export const getName = () => read("name") || "";
export const setName = (name) => write("name", name);

const RECENT_MAX = 8;

/** Remember a game this phone is in, newest first: [{id, title, seat, at}]. */
export function rememberGame(id, title, seat) {
  const list = (read("recent") || []).filter((g) => g.id !== id);
  list.unshift({ id, title, seat, at: Date.now() });
  write("recent", list.slice(0, RECENT_MAX));
}

export function recentGames() {
  // a game whose seats this device holds for players without a phone is this device's too
  return (read("recent") || []).filter((g) => getSeat(g.id) || getHost(g.id));
}

export function forgetGame(id) {
  write("recent", (read("recent") || []).filter((g) => g.id !== id));
}

/** The last New game setup of this phone ({game, mode, players, variants, options, bots}), or null. */
export const getLastSetup = () => read("setup");
export const setLastSetup = (setup) => write("setup", setup);

/**
 * The reports of seat `seat` in game `id` that the server has not answered yet
 * (the outbox, oldest first): [{key, move, version, token, at}]. Kept across
 * reloads so a report tapped while the connection is down is never lost; each
 * is resent with its own Idempotency-Key (`key`), so it is applied at most once.
 */
export const getOutbox = (id, seat) => read(`outbox.${id}.${seat}`) || [];
export const setOutbox = (id, seat, entries) => write(`outbox.${id}.${seat}`, entries.length ? entries : null);
