// Roadtrip's single-page app: a hash router and the screens (home, create,
// join, lobby, game, end, table view). Game screens live in dmc.js/drive.js.

import { api, ApiError } from "./api.js";
import { h, mount, toast, humanize } from "./dom.js";
import { Live } from "./live.js";
import * as store from "./store.js";
import {
  seatsOf, statusOf, gameName, modeOf, winnersOf, seatName, learnCards, outcomeOf, viewOf,
} from "./model.js";
import * as dmc from "./dmc.js";
import * as drive from "./drive.js";

const app = document.getElementById("app");
const conn = document.getElementById("conn");
let current = null; // the running screen's cleanup
let catalogueCache = null;

const GAME_UI = { "driving-me-crazy": dmc, dmc, drive: drive, "drive-1960": drive };
const uiFor = (game) => GAME_UI[gameName(game)] || (viewOf(game).board || viewOf(game).cells ? drive : dmc);

function setConn(ok, text) {
  if (ok && !text) { conn.hidden = true; conn.textContent = ""; return; }
  conn.hidden = false;
  conn.className = ok ? "conn ok" : "conn";
  conn.textContent = text;
}

function explain(e) {
  if (e instanceof ApiError) {
    if (e.network) return "No connection to the server. Check the Wi-Fi and try again.";
    return e.detail || e.title || e.message;
  }
  return e && e.message ? e.message : String(e);
}

/** A refusal box: the reason in plain words and the rule it breaks. */
export function refusalBox(e) {
  return h("div.refusal", { role: "alert" },
    h("h3", {}, e.status === 422 || e.rule ? "Not allowed" : "Something went wrong"),
    h("p", {}, explain(e)),
    e.rule ? h("blockquote", { "aria-label": "The rule" }, e.rule) : null,
    e.code && !e.network ? h("p.small.muted", {}, `code: ${e.code}`) : null);
}

async function catalogue() {
  if (catalogueCache) return catalogueCache;
  const r = await api.call("getCatalogue");
  const d = r.data;
  const list = Array.isArray(d) ? d : d.games || Object.entries(d).map(([name, v]) => ({ name, ...v }));
  catalogueCache = list.map((g) => ({ ...g, name: g.name || g.id || g.game }));
  catalogueCache.forEach((g) => { if (g.name === "drive") drive.learn(g); learnCards(g); });
  return catalogueCache;
}

// ---------------------------------------------------------------- routing

function parseRoute() {
  // A join URL may arrive as ?join=CODE, /join/CODE or #/join/CODE.
  const q = new URLSearchParams(location.search);
  const code = q.get("join") || q.get("code") || (location.pathname.match(/\/join\/([^/]+)/) || [])[1];
  if (code) {
    history.replaceState(null, "", `/#/join/${encodeURIComponent(code)}`);
  }
  const parts = location.hash.replace(/^#\/?/, "").split("/").filter(Boolean).map(decodeURIComponent);
  return parts;
}

async function route() {
  if (current) { current(); current = null; }
  setConn(true, "");
  document.querySelector("main").classList.remove("wide");
  const [page, a, b] = parseRoute();
  try {
    await api.load();
  } catch (e) {
    mount(app, h("h1", {}, "Roadtrip"), refusalBox(e), h("button.primary", { onclick: route }, "Try again"));
    return;
  }
  if (!page) return home();
  if (page === "new") return createScreen();
  if (page === "join") return joinScreen(a || "", b);
  if (page === "seat" && a) return joinScreen("", a);
  if (page === "g" && a) return gameScreen(a, false);
  if (page === "t" && a) return gameScreen(a, true);
  return home();
}

function focusTitle() {
  const t = app.querySelector("h1");
  if (t) { t.tabIndex = -1; t.focus({ preventScroll: true }); }
}

window.addEventListener("hashchange", route);
if (document.readyState === "loading") window.addEventListener("DOMContentLoaded", route);
else route();

// ---------------------------------------------------------------- home

function home() {
  document.title = "Roadtrip";
  mount(app,
    h("h1", {}, "Roadtrip"),
    h("p", {}, "A referee and companion for ", h("strong", {}, "Driving Me Crazy!"), " and ", h("strong", {}, "Drive"), " (1960)."),
    h("div.big-buttons", {},
      h("a.button.primary", { href: "#/new" }, "New game"),
      h("a.button", { href: "#/join" }, "Join with a code")),
    h("p.muted.small", {}, "Play with the real cards and let every phone keep the score (referee mode), or play online and against bots (digital mode)."),
    store.recentGames().length ? h("section", { "aria-labelledby": "recent-title" },
      h("h2", { id: "recent-title" }, "Back to a game"),
      h("ul.seats", {}, store.recentGames().map((g) => h("li", {},
        h("a.button.grow", { href: `#/g/${encodeURIComponent(g.id)}` }, `${g.title || "Game"} · seat ${Number(g.seat) + 1}`))))) : null);
  focusTitle();
}

// ---------------------------------------------------------------- create

function optionInput(name, spec, idPrefix) {
  const id = `${idPrefix}-${name}`;
  const d = spec && typeof spec === "object" ? spec : typeof spec === "string" ? describeOption(name, spec) : { default: spec };
  if (d.skip) return null;
  const label = d.title || d.label || humanize(name);
  const help = d.description || d.help || "";
  const type = d.type || (typeof d.default === "boolean" ? "boolean" : typeof d.default === "number" ? "integer" : "string");
  const choices = d.enum || d.choices || d.values;
  let input;
  if (type === "boolean") {
    input = h("input", { type: "checkbox", id, name, checked: Boolean(d.default), dataset: { kind: "boolean" } });
    return h("label.check", { for: id }, input, h("span", {}, label, help ? h("span.small.muted.help", {}, help) : null));
  }
  if (Array.isArray(choices)) {
    input = h("select", { id, name, dataset: { kind: type === "integer" || type === "number" ? "number" : "string" } },
      choices.map((c) => h("option", { value: String(c), selected: c === d.default }, String(c))));
  } else if (type === "integer" || type === "number") {
    input = h("input", { type: "number", id, name, inputmode: "numeric", value: d.default ?? "", min: d.minimum ?? d.min, max: d.maximum ?? d.max, step: d.multipleOf ?? d.step ?? (type === "integer" ? 1 : "any"), dataset: { kind: "number" } });
  } else if (type === "object" || type === "array") {
    return null; // house decks and the like are for programs, not this form
  } else {
    input = h("input", { type: "text", id, name, value: d.default ?? "", dataset: { kind: "string" } });
  }
  return h("label.field", { for: id }, h("span", {}, label), input, help ? h("span.small.muted", {}, help) : null);
}

// The catalogue may describe an option by a sentence ("bool: ...", "int: ...").
function describeOption(name, text) {
  const m = text.match(/^(bool|boolean|int|integer|number|str|string)\s*:\s*(.*)$/i);
  if (m) {
    const t = m[1].toLowerCase();
    const type = t.startsWith("bool") ? "boolean" : t.startsWith("int") || t === "number" ? "integer" : "string";
    return { type, description: m[2], default: type === "boolean" ? false : undefined };
  }
  if (/[{}]/.test(text) || /house deck/i.test(text)) return { skip: true };
  if (/\b(km|seat|number|count|multiple|turns?|seconds?)\b/i.test(text)) return { type: "integer", description: text };
  return { type: "string", description: text };
}

function optionsOf(entry) {
  const o = entry.options || {};
  if (Array.isArray(o)) return Object.fromEntries(o.map((x) => [x.name || x.id, x]));
  if (o.properties) return o.properties;
  return o;
}

function variantsOf(entry) {
  const v = entry.variants || [];
  const list = Array.isArray(v) ? v.map((x) => (typeof x === "string" ? { name: x } : { ...x, name: x.name || x.id }))
    : Object.entries(v).map(([name, x]) => ({ name, ...(typeof x === "object" ? x : { title: x }) }));
  // the catalogue describes each variant in variant_descriptions: {name: text}
  const texts = entry.variant_descriptions || {};
  return list.map((x) => (!x.description && typeof texts[x.name] === "string" ? { ...x, description: texts[x.name] } : x));
}

function modesOf(entry) {
  const m = entry.modes || ["digital", "referee"];
  return Array.isArray(m) ? m.map((x) => (typeof x === "string" ? x : x.name)) : Object.keys(m);
}

async function createScreen() {
  document.title = "New game · Roadtrip";
  mount(app, h("h1", {}, "New game"), h("p.muted", {}, "Loading the games…"));
  let games;
  try { games = await catalogue(); } catch (e) {
    mount(app, h("h1", {}, "New game"), refusalBox(e), h("button.primary", { onclick: route }, "Try again"));
    return;
  }
  let chosen = games[0];
  const form = h("form", { onsubmit: (ev) => { ev.preventDefault(); submit(); }, "aria-label": "New game" });
  const error = h("div");

  function paint() {
    const e = chosen;
    const min = e.min_players ?? e.players?.min ?? 2;
    const max = e.max_players ?? e.players?.max ?? 4;
    const playersSel = h("select", { id: "players", name: "players", onchange: () => paintBots() },
      Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => h("option", { value: n, selected: n === Math.min(Math.max(2, min), max) }, `${n} players`)));
    const bots = h("div", { id: "bots" });
    function paintBots() {
      const n = Number(playersSel.value);
      mount(bots,
        h("p.small.muted", {}, "You take the first seat. Tick the seats a bot should drive."),
        Array.from({ length: n - 1 }, (_, i) => i + 1).map((seat) =>
          h("label.check", { for: `bot-${seat}` }, h("input", { type: "checkbox", id: `bot-${seat}`, name: "bot", value: seat }), `Seat ${seat + 1} is a bot`)));
    }
    paintBots();
    const variants = variantsOf(e);
    const opts = optionsOf(e);
    mount(form,
      h("fieldset", {}, h("legend", {}, "Game"),
        games.map((g) => h("label.check", { for: `game-${g.name}` },
          h("input", { type: "radio", name: "game", id: `game-${g.name}`, value: g.name, checked: g === e, onchange: () => { chosen = g; paint(); } }),
          g.title || humanize(g.name)))),
      h("fieldset", {}, h("legend", {}, "Mode"),
        modesOf(e).map((m, i) => h("label.check", { for: `mode-${m}` },
          h("input", { type: "radio", name: "mode", id: `mode-${m}`, value: m, checked: i === 0 }),
          m === "referee" ? "Referee — we play with the real cards" : m === "digital" ? "Digital — the phones deal the cards" : humanize(m)))),
      h("label.field", { for: "players" }, h("span", {}, "Players"), playersSel),
      h("label.field", { for: "myname" }, h("span", {}, "Your name"),
        h("input", { type: "text", id: "myname", name: "myname", autocomplete: "nickname", maxlength: 40, value: store.getName() || "" })),
      h("fieldset", {}, h("legend", {}, "Bots"), bots),
      variants.length ? h("fieldset", {}, h("legend", {}, "Variants"),
        variants.map((v) => h("label.check", { for: `variant-${v.name}` },
          h("input", { type: "checkbox", name: "variant", id: `variant-${v.name}`, value: v.name,
            "aria-describedby": v.description ? `variant-${v.name}-help` : null }),
          h("span", {}, v.title || humanize(v.name),
            v.description ? h("span.small.muted.help", { id: `variant-${v.name}-help` }, v.description) : null)))) : null,
      Object.keys(opts).length ? h("fieldset", { id: "options" }, h("legend", {}, "Options"),
        Object.entries(opts).map(([name, spec]) => optionInput(name, spec, "opt"))) : null,
      h("details", {}, h("summary", { style: "min-height:44px;display:flex;align-items:center" }, "Advanced"),
        h("label.field", { for: "seed" }, h("span", {}, "Seed (replays the same shuffle)"),
          h("input", { type: "number", id: "seed", name: "seed", inputmode: "numeric" }))),
      error,
      h("div.row.end", {}, h("button.primary", { type: "submit" }, "Create game")));
  }

  async function submit() {
    const fd = new FormData(form);
    const players = Number(fd.get("players"));
    const body = { game: chosen.name, mode: fd.get("mode") || "digital", players };
    const variants = fd.getAll("variant");
    if (variants.length) body.variants = variants;
    const options = {};
    form.querySelectorAll("#options [name]").forEach((el) => {
      const k = el.dataset.kind;
      if (k === "boolean") options[el.name] = el.checked;
      else if (el.value === "") return;
      else options[el.name] = k === "number" ? Number(el.value) : el.value;
    });
    if (Object.keys(options).length) body.options = options;
    const bots = fd.getAll("bot").map(Number).filter((s) => s < players);
    if (bots.length) body.bots = bots;
    if (fd.get("seed") !== null && fd.get("seed") !== "") body.seed = Number(fd.get("seed"));
    const name = String(fd.get("myname") || "").trim() || "Host";
    store.setName(name);
    const button = form.querySelector("button[type=submit]");
    button.disabled = true;
    mount(error);
    try {
      const r = await api.call("createGame", { body });
      const g = r.data;
      const id = g.id || g.game_id;
      store.setHost(id, { host_token: g.host_token, join_code: g.join_code });
      const j = await api.call("joinGame", { params: { id }, body: { name } });
      store.setSeat(id, { seat: j.data.seat, token: j.data.token, name });
      location.hash = `#/g/${encodeURIComponent(id)}`;
    } catch (e) {
      mount(error, refusalBox(e));
      button.disabled = false;
    }
  }

  paint();
  mount(app, h("h1", {}, "New game"), form);
  focusTitle();
}

// ---------------------------------------------------------------- join

async function findGame(code) {
  const r = await api.call("findByJoinCode", { params: { code, join_code: code } });
  const d = r.data || {};
  return { id: d.id || d.game_id, data: d };
}

function joinScreen(code, gameId) {
  document.title = "Join · Roadtrip";
  const error = h("div");
  const input = h("input", { type: "text", id: "code", name: "code", value: code, autocomplete: "off", autocapitalize: "characters", spellcheck: "false", maxlength: 16, "aria-describedby": "code-help" });
  const name = h("input", { type: "text", id: "name", name: "name", autocomplete: "nickname", maxlength: 40, value: store.getName() });
  const form = h("form", { "aria-label": "Join a game", onsubmit: async (ev) => {
    ev.preventDefault();
    mount(error);
    const btn = form.querySelector("button[type=submit]");
    btn.disabled = true;
    try {
      const c = input.value.trim().toUpperCase().replace(/\s+/g, "");
      const { id } = gameId ? { id: gameId } : await findGame(c);
      const existing = store.getSeat(id);
      if (existing && existing.token) { location.hash = `#/g/${encodeURIComponent(id)}`; return; }
      const nm = name.value.trim() || "Player";
      store.setName(nm);
      const j = await api.call("joinGame", { params: { id }, body: { name: nm } });
      store.setSeat(id, { seat: j.data.seat, token: j.data.token, name: nm });
      location.hash = `#/g/${encodeURIComponent(id)}`;
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) e.detail = e.detail || "No game has that code. Check the letters and try again.";
      mount(error, refusalBox(e));
      btn.disabled = false;
    }
  } },
  h("label.field", { for: "code", hidden: Boolean(gameId) }, h("span", {}, "Join code"), input,
    h("span.small.muted", { id: "code-help" }, "The short code shown on the host's phone, under the QR code.")),
  h("label.field", { for: "name" }, h("span", {}, "Your name"), name),
  error,
  h("div.row.end", {}, h("button.primary", { type: "submit" }, "Join")));
  mount(app, h("h1", {}, "Join a game"), form,
    h("p.small.muted", {}, "Watching on a tablet? ", h("button", { type: "button", onclick: async () => {
      try { const { id } = gameId ? { id: gameId } : await findGame(input.value.trim().toUpperCase()); location.hash = `#/t/${encodeURIComponent(id)}`; } catch (e) { mount(error, refusalBox(e)); }
    } }, "Open the table view")));
  (code ? name : input).focus();
}

// ---------------------------------------------------------------- game

function gameScreen(id, tableView) {
  const mine = tableView ? null : store.getSeat(id);
  const host = store.getHost(id);
  const main = document.querySelector("main");
  if (tableView) main.classList.add("wide");
  let last = null;
  let remembered = false;
  let lastError = null;
  let busy = false;
  const live = new Live({
    id,
    token: mine ? mine.token : null,
    onStatus: setConn,
    onUpdate: (snap) => {
      if (snap.error) {
        if (snap.error.status === 401 || snap.error.status === 403) {
          store.forgetSeat(id);
          live.setToken(null);
          toast("This phone's seat is no longer valid; you are watching.");
          live.refresh(true);
          return;
        }
        if (snap.error.status === 404) {
          live.stop();
          store.forgetGame(id);
          mount(app, h("h1", {}, "This game is over"), h("p", {}, last && last.game ? "The host ended this game, or it expired." : "No game has this address (or it expired)."), h("a.button.primary", { href: "#/" }, "Home"));
          focusTitle();
          return;
        }
        if (!snap.game) { mount(app, h("h1", {}, "Game"), refusalBox(snap.error), h("a.button", { href: "#/" }, "Home")); return; }
      }
      last = snap;
      if (!busy) paint();
    },
  });

  const ctx = {
    id,
    get seat() { const s = store.getSeat(id); return tableView || !s ? null : s.seat; },
    table: tableView,
    async send(move) {
      busy = true;
      lastError = null;
      // one move at a time: no double taps while this one is on its way
      app.setAttribute("aria-busy", "true");
      app.querySelectorAll("button").forEach((b) => { b.disabled = true; });
      try {
        const r = await live.send(move);
        return r;
      } catch (e) {
        if (e instanceof ApiError && e.code === "version_conflict") {
          toast("The game changed just before your move. Here it is now; try again.");
          return null;
        }
        lastError = e;
        if (!(e instanceof ApiError) || e.network) toast(explain(e));
        return null;
      } finally {
        busy = false;
        app.removeAttribute("aria-busy");
        paint();
      }
    },
    refresh() { return live.refresh(true); },
    get error() { return lastError; },
    clearError() { lastError = null; },
  };

  function paint() {
    if (!last || !last.game) return;
    const g = last.game;
    const st = statusOf(g);
    const scrollY = window.scrollY;
    const focusKey = keyOf(document.activeElement);
    const title = titleOf(g);
    document.title = `${title} · Roadtrip`;
    const mineNow = store.getSeat(id);
    if (!tableView && mineNow && !remembered) { remembered = true; store.rememberGame(id, title, mineNow.seat); }
    if (st === "waiting") mount(app, lobby(g, ctx, host));
    else if (st === "finished" && !tableView) mount(app, endScreen(g, ctx, host, last));
    else {
      const ui = uiFor(g);
      const body = h("div");
      mount(app, h("h1.sr-only", {}, tableView ? `${title}: table view` : title), body);
      ui.render(body, { ...ctx, game: g, moves: last.moves, events: last.events, error: lastError, mode: modeOf(g), clockOffset: last.clockOffset || 0 });
      if (st === "finished") body.prepend(winnerBanner(g));
      if (!tableView && host && host.host_token && st === "active") body.append(hostTools(ctx, host));
    }
    if (focusKey) { const el = findByKey(focusKey); if (el) el.focus({ preventScroll: true }); }
    window.scrollTo(0, scrollY);
  }

  mount(app, h("h1", {}, "Loading the game…"));
  catalogue().catch(() => null).then(() => live.start());
  // the phone knows at once when its network comes and goes
  const offline = () => setConn(false, "Offline — waiting for the network…");
  const online = () => { setConn(true, "Back online"); live.refresh(true); };
  window.addEventListener("offline", offline);
  window.addEventListener("online", online);
  current = () => { live.stop(); window.removeEventListener("offline", offline); window.removeEventListener("online", online); };
}

function titleOf(g) {
  const entry = (catalogueCache || []).find((c) => c.name === gameName(g));
  return g.title || (entry && entry.title) || humanize(gameName(g));
}

// Keyboard users keep their place across repaints: find the same control again.
function keyOf(el) {
  if (!el || el === document.body || !app.contains(el)) return null;
  if (el.id) return { id: el.id };
  return { tag: el.tagName, card: el.dataset.card || null, text: el.textContent.trim(), label: el.getAttribute("aria-label") };
}

function findByKey(k) {
  if (k.id) return document.getElementById(k.id);
  return [...app.querySelectorAll(k.tag)].find((el) => (el.dataset.card || null) === k.card
    && el.textContent.trim() === k.text && el.getAttribute("aria-label") === k.label) || null;
}

function winnerBanner(g) {
  const w = winnersOf(g);
  const o = outcomeOf(g) || {};
  const text = w.length ? `${w.map((s) => seatName(g, s)).join(" and ")} won!` : "The game is over — nobody won.";
  const reasons = { goal: "reached the goal exactly", deck_exhausted: "the cards ran out: the longest road wins", finish: "reached the Finish", finished: "reached the Finish", broken_down: "every other car broke down", all_retired: "every car broke down" };
  return h("div.winner", { role: "status" }, text, o.reason ? h("div.small.muted", {}, reasons[o.reason] || humanize(o.reason)) : null);
}

function joinUrl(g) {
  const code = g.join_code || "";
  return g.join_url || `${location.origin}/#/join/${encodeURIComponent(code)}`;
}

function lobby(g, ctx, host) {
  const seats = seatsOf(g);
  const taken = seats.filter((s) => s.joined).length;
  const code = g.join_code || (host && host.join_code) || "";
  const qrSrc = api.has("getJoinQr") ? api.url("getJoinQr", { id: ctx.id }) : null;
  const me = ctx.seat;
  const wrap = h("section", { "aria-labelledby": "lobby-title" },
    h("h1", { id: "lobby-title" }, "Waiting for players"),
    h("p", {}, `${titleOf(g)} · ${humanize(modeOf(g))} mode · ${taken} of ${seats.length} seats taken`),
    h("div.panel", {},
      h("h2", {}, "Scan to join"),
      qrSrc ? h("div.qr", {}, h("img", { src: qrSrc, alt: `QR code to join this game. The join code is ${code.split("").join(" ")}` })) : null,
      h("p", { style: "text-align:center" }, "or type the code"),
      h("p.join-code", { style: "text-align:center", "aria-label": `Join code ${code.split("").join(" ")}`, id: "join-code" }, code),
      h("div.row", { style: "justify-content:center" },
        navigator.share ? h("button", { type: "button", onclick: () => navigator.share({ title: "Roadtrip", url: joinUrl(g) }).catch(() => {}) }, "Share link") : null,
        h("button", { type: "button", onclick: () => copy(joinUrl(g)) }, "Copy link"))),
    h("h2", {}, "Seats"),
    h("ul.seats", { "aria-live": "polite", id: "seats" }, seats.map((s) => h("li", { class: `seat-${s.seat}` },
      h("span.dot", { "aria-hidden": "true" }),
      h("span.grow", {}, s.joined ? s.name : h("span.muted", {}, "empty seat")),
      s.bot ? h("span.badge", {}, "bot") : null,
      s.seat === me ? h("span.badge.you", {}, "you") : null))),
    me === null || me === undefined
      ? h("p", {}, h("a.button.primary", { href: `#/seat/${encodeURIComponent(ctx.id)}` }, "Take a seat"))
      : h("p.muted", {}, "The game starts when every seat is taken."),
    host && host.host_token && api.has("addBots") && taken < seats.length
      ? h("p", {}, h("button", { type: "button", id: "fill-bots", onclick: async (ev) => {
        ev.currentTarget.disabled = true;
        try {
          await api.call("addBots", { params: { id: ctx.id }, token: host.host_token, body: { seats: seats.filter((x) => !x.joined).map((x) => x.seat) } });
          ctx.refresh();
        } catch (e) { toast(explain(e)); ev.target.disabled = false; }
      } }, "Bots take the empty seats")) : null,
    h("p", {}, h("a.button", { href: `#/t/${encodeURIComponent(ctx.id)}` }, "Open the table view")));
  return wrap;
}

/** Host only: end the game for everyone (asks once more first). */
function hostTools(ctx, host) {
  if (!api.has("endGame")) return h("div");
  const box = h("div.row", { style: "margin-top:16px" });
  const ask = () => mount(box,
    h("span", {}, "End this game for everyone?"),
    h("button.danger", { type: "button", id: "end-yes", onclick: async () => {
      try { await api.call("endGame", { params: { id: ctx.id }, token: host.host_token }); location.hash = "#/"; toast("The game was ended."); }
      catch (e) { mount(box, refusalBox(e)); }
    } }, "Yes, end it"),
    h("button", { type: "button", onclick: idle }, "Cancel"));
  const idle = () => mount(box, h("button.danger", { type: "button", id: "end-game", onclick: ask }, "End the game"));
  idle();
  return h("section", { "aria-label": "Host" }, box);
}

async function copy(text) {
  try { await navigator.clipboard.writeText(text); toast("Link copied"); } catch { toast(text, 8000); }
}

function endScreen(g, ctx, host, snap) {
  const ui = uiFor(g);
  const summary = h("div");
  ui.render(summary, { ...ctx, game: g, moves: [], events: snap.events, error: null, mode: modeOf(g), summary: true });
  const error = h("div");
  const nextId = g.rematch && typeof g.rematch === "object" ? g.rematch.id : g.rematch;
  const hostToken = host && host.host_token;
  async function rematch(ev) {
    const button = ev.currentTarget;
    button.disabled = true;
    try {
      const r = await api.call("rematchGame", { params: { id: ctx.id }, token: hostToken });
      const d = r.data || {};
      const nid = d.id;
      store.setHost(nid, { host_token: d.host_token, join_code: d.join_code });
      await takeSeat(nid);
    } catch (e) {
      if (e instanceof ApiError && e.code === "rematch_exists" && e.problem.rematch) {
        await takeSeat(e.problem.rematch).catch((e2) => mount(error, refusalBox(e2)));
        return;
      }
      mount(error, refusalBox(e));
      button.disabled = false;
    }
  }
  async function takeSeat(nid) {
    const mine = store.getSeat(nid);
    if (!mine) {
      const nm = store.getName() || "Player";
      const j = await api.call("joinGame", { params: { id: nid }, body: { name: nm } });
      store.setSeat(nid, { seat: j.data.seat, token: j.data.token, name: nm });
    }
    location.hash = `#/g/${encodeURIComponent(nid)}`;
  }
  return h("section", { "aria-labelledby": "end-title" },
    h("h1", { id: "end-title" }, "Game over"),
    winnerBanner(g),
    h("div.row.end-buttons", {},
      nextId ? h("button.primary", { type: "button", id: "join-rematch", onclick: (ev) => { ev.currentTarget.disabled = true; takeSeat(nextId).catch((e) => mount(error, refusalBox(e))); } }, "Join the rematch")
        : hostToken && api.has("rematchGame") ? h("button.primary", { type: "button", id: "rematch", onclick: rematch }, "Rematch")
          : h("p.muted", {}, "The host can start a rematch; a button to join it will appear here."),
      h("a.button", { href: "#/new" }, "New game"),
      h("a.button", { href: "#/" }, "Home")),
    error,
    summary);
}
