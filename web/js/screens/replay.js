// Looking back (issue 27): a game step by step, and a transcript checked by eye.
//
// /games/<id>/replay#move-N steps through a game (getReplay: the table after each move,
// as a spectator saw it; a player's own hand too; every hand once the game is over).
// /replay opens a transcript file (chosen, dropped or pasted): replayTranscript draws its
// table up to the first illegal move, and checkTranscript (the code behind
// `roadtrip referee check`) says which move broke which rule. Each step is drawn by the
// game's own screen code (dmc.js, drive.js), as the end screen draws the last one.
// This module is loaded when one of these screens opens (never on the first screen).

import { api } from "../api.js";
import { h, mount, add } from "../dom.js";
import { t, joinNames, term } from "../i18n.js";
import { paths } from "../router.js";
import * as store from "../store.js";
import { describeMove, logLines } from "../words.js";
import { seatName, cardTitle } from "../model.js";
import { app, catalogue, loadUi, refusalBox, titleOf, focusTitle, explain } from "./common.js";
import { raceChart } from "../chart.js";

/** Steps per page of getReplay / replayTranscript (the server's PAGE). */
const PAGE = 25;
/** Autoplay: one step per this many milliseconds. */
const TICK = 1200;

/** The table of one step as a getGame document: what the game screens draw. */
export function stepGame(g, step) {
  const v = step.view;
  const over = Boolean(v.finished || v.outcome);
  return { ...g, version: step.version ?? g.version, status: over ? "finished" : "active", pending: v.pending || [],
    outcome: v.outcome || null, view: v, seat: null };
}

/** Pages of steps, fetched once each: `fetchPage(from)` answers a page. */
export function stepSource(fetchPage) {
  const pages = new Map();
  const source = {
    length: null,
    page(from) {
      if (!pages.has(from)) {
        pages.set(from, fetchPage(from).then((p) => { source.length = p.length; return p; },
          (e) => { pages.delete(from); throw e; }));
      }
      return pages.get(from);
    },
    async step(n) {
      const from = Math.floor(n / PAGE) * PAGE;
      const page = await source.page(from);
      return page.steps[n - from];
    },
    async all() {
      const first = await source.page(0);
      const rest = [];
      for (let from = PAGE; from < first.length; from += PAGE) rest.push(source.page(from));
      return [first, ...(await Promise.all(rest))].flatMap((p) => p.steps);
    },
  };
  return source;
}

/** The move number in the address (#move-N), or null. */
const moveInHash = () => { const m = /^#move-(\d+)$/.exec(location.hash); return m ? Number(m[1]) : null; };

/** What happened at a step, in words: the move (or its events), "the deal" at 0. */
function whatHappened(g, step) {
  if (!step.number) return t("web.replay.deal");
  const who = step.seat !== null && step.seat !== undefined ? seatName(g, step.seat) : "";
  // the log's sentences say it as the table heard it; a move with none says itself
  const lines = logLines(step.events || [], g).map((l) => l.text).reverse();
  if (lines.length) return lines.join(" ");
  return step.move ? t("web.replay.made", { name: who, move: describeMove(step.move, g) }) : t("web.replay.moved", { name: who });
}

/**
 * The hands at a step: every seat's once the game is over (the views in `seats`), else the
 * viewer's own (`own`, a player looking back); null when no view holds a hand (Drive,
 * referee mode, a spectator during the game).
 */
export function handsPanel(g, step) {
  const views = step.seats ? step.seats.map((v, seat) => ({ seat, v })) : step.own && g.seat !== null ? [{ seat: g.seat, v: step.own }] : [];
  const rows = views.filter(({ v }) => Array.isArray(v.hand));
  if (!rows.length) return null;
  return h("section.panel.replay-hands", { "aria-labelledby": "hands-title", id: "replay-hands" },
    h("h2", { id: "hands-title" }, t(step.seats ? "web.replay.hands" : "web.replay.own_hand")),
    h("ul.plain", {}, rows.map(({ seat, v }) => h("li", { class: `seat-${seat}` }, h("span.dot", { "aria-hidden": "true" }), " ",
      h("strong", {}, seatName(g, seat)), ": ", v.hand.length ? v.hand.map((c) => cardTitle(c)).join(", ") : t("web.replay.no_cards")))));
}

/**
 * The step-by-step viewer of game `g` (a getGame document) over `source`; `stop`: the
 * verdict drawn under the last step (a transcript's first illegal move). Returns
 * {root, cleanup}.
 */
export function viewer(g, source, { start = 0, id, stop = null, onStep = () => {} } = {}) {
  const last = source.length - 1;
  let at = Math.max(0, Math.min(start, last));
  let timer = null;
  let drawn = -1;
  const board = h("div.replay-board", { id: "replay-board" });
  const said = h("p.replay-said", { id: "replay-said", role: "status", "aria-live": "polite" });
  const slider = h("input", { type: "range", id: "replay-slider", min: 0, max: last, value: at, "aria-label": t("web.replay.slider") });
  const count = h("span.replay-count", { id: "replay-count" });
  const playButton = h("button", { type: "button", id: "replay-play", "aria-pressed": "false" }, t("web.replay.play"));
  const button = (idText, label, text, to) => h("button", { type: "button", id: idText, "aria-label": label, onclick: () => { pause(); go(to()); } }, text);
  const jump = h("input", { type: "number", id: "replay-jump", min: 0, max: last, inputmode: "numeric", "aria-label": t("web.replay.jump_label", { last }) });
  const controls = h("div.replay-controls", { role: "group", "aria-label": t("web.replay.controls") },
    button("replay-first", t("web.replay.first"), "|◀", () => 0),
    button("replay-back", t("web.replay.back"), "◀", () => at - 1),
    playButton,
    button("replay-forward", t("web.replay.forward"), "▶", () => at + 1),
    button("replay-last", t("web.replay.last"), "▶|", () => last),
    count);
  const jumpForm = h("form.row.replay-jump", { onsubmit: (ev) => { ev.preventDefault(); if (jump.value !== "") { pause(); go(Number(jump.value)); } } },
    h("label", { for: "replay-jump" }, t("web.replay.jump")), jump, h("button", { type: "submit" }, t("web.replay.go")));
  slider.addEventListener("input", () => { pause(); go(Number(slider.value)); });
  playButton.addEventListener("click", () => (timer ? pause() : play()));

  function play() {
    if (at >= last) go(0);
    playButton.textContent = t("web.replay.pause");
    playButton.setAttribute("aria-pressed", "true");
    timer = setInterval(() => { if (at >= last) pause(); else go(at + 1); }, TICK);
  }
  function pause() {
    if (!timer) return;
    clearInterval(timer);
    timer = null;
    playButton.textContent = t("web.replay.play");
    playButton.setAttribute("aria-pressed", "false");
  }

  async function go(n) {
    at = Math.max(0, Math.min(n, last));
    slider.value = String(at);
    count.textContent = t("web.replay.count", { n: at, last });
    const wanted = at;
    let step;
    try { step = await source.step(wanted); } catch (e) { mount(board, refusalBox(e)); return; }
    if (wanted !== at || drawn === wanted) return; // a newer step was asked meanwhile
    drawn = wanted;
    const shown = stepGame(g, step);
    const ui = await loadUi(g);
    const body = h("div");
    ui.render(body, { id: `${id || "transcript"}:replay`, game: shown, moves: [], events: step.events || [], error: null, mode: g.mode,
      summary: true, seat: null, table: false, clockOffset: 0, send: () => null, refresh: () => null, clearError: () => null });
    mount(board, handsPanel(g, step), body);
    board.dataset.step = String(wanted);
    said.textContent = `${t("web.replay.count", { n: wanted, last })}: ${whatHappened(g, step)}`;
    if (stop && wanted === last) add(board, stop);
    onStep(wanted);
  }

  // the arrow keys step, Home and End jump, from anywhere on the viewer but its fields
  const root = h("section.replay", { "aria-labelledby": "replay-title", id: "replay", tabindex: -1, onkeydown: (ev) => {
    if (ev.target.closest && ev.target.closest("input, select, textarea")) return;
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: last }[ev.key];
    if (to === undefined) return;
    ev.preventDefault();
    pause();
    go(to);
  } },
  h("div.replay-bar", {}, controls, slider),
  said, board, jumpForm, h("p.small.muted", {}, t("web.replay.keys")));
  go(at);
  return { root, cleanup: pause };
}

/** The replay screen of game `id`; returns the cleanup. */
export function replayScreen(id) {
  let cleanup = () => {};
  let stopped = false;
  const mine = store.getSeat(id);
  const token = mine ? mine.token : null;
  mount(app, h("h1", {}, t("web.replay.loading")));
  (async () => {
    await catalogue().catch(() => null);
    const g = (await api.call("getGame", { params: { game_id: id }, token })).data; // its seat: the caller's
    await loadUi(g);
    const source = stepSource((from) => api.call("getReplay", { params: { game_id: id }, query: { from }, token }).then((r) => r.data));
    await source.page(0);
    if (stopped) return;
    const title = titleOf(g);
    document.title = `${t("web.replay.title", { title })} · Roadtrip`;
    const view = viewer(g, source, { start: moveInHash() ?? 0, id,
      onStep: (n) => history.replaceState(null, "", `${paths.replay(id)}#move-${n}`) });
    cleanup = view.cleanup;
    mount(app, h("h1", { id: "replay-title" }, t("web.replay.title", { title })),
      view.root,
      h("p.row", {}, h("a.button", { href: g.status === "finished" ? paths.end(id) : paths.game(id) }, t("web.replay.back_to_game"))));
    focusTitle();
  })().catch((e) => { if (!stopped) mount(app, h("h1", {}, t("web.replay.heading")), refusalBox(e), h("a.button", { href: paths.home() }, t("web.home.title"))); });
  return () => { stopped = true; cleanup(); };
}

/** A posted transcript's players, as a getGame document the screens can draw. */
function transcriptGame(data, page) {
  // the players' names when the transcript gives them (a game played here does), else "Seat 1"
  const named = new Map((Array.isArray(data.players) ? data.players : []).filter((p) => p && p.name).map((p) => [p.seat, String(p.name)]));
  const players = Array.from({ length: data.config.players }, (_, seat) => ({ seat, name: named.get(seat) || t("web.replay.seat", { n: seat + 1 }), bot: false, level: null, joined: true }));
  return { id: null, game: data.game, mode: data.config.mode || "digital", config: data.config, status: "active", version: 0, seat: null,
    players, pending: [], outcome: null, view: page.steps[0].view, join_code: "", rematch: null };
}

/**
 * The verdict on a transcript, as `roadtrip referee check` says it; with the transcript's
 * game `g`, its detail names the players ("seat 1" counts from 1: the first seat).
 */
export function verdictBox(verdict, g = null) {
  if (verdict.legal) {
    return h("div.verdict.legal", { role: "status", id: "verdict" }, h("h2", {}, t("web.check.legal")),
      h("p", {}, t("web.check.legal_detail", { n: verdict.moves_checked })));
  }
  return h("div.refusal.verdict", { role: "alert", id: "verdict" },
    h("h2", {}, t("web.check.illegal", { number: verdict.number, player: verdict.player })),
    h("p", { id: "verdict-detail" }, g ? namedSeats(verdict.detail, g) : verdict.detail),
    verdict.rule ? h("blockquote", { "aria-label": t("web.the_rule"), id: "verdict-rule" }, verdict.rule) : null,
    h("p.small.muted", {}, t("web.code", { code: verdict.code })));
}

/** "seat 1" (people's numbering, from 1) in a verdict's words: that seat's player by name. */
function namedSeats(text, g) {
  const seat = new RegExp(`\\b${term("seat")} (\\d+)\\b`, "giu");
  return String(text || "").replace(seat, (all, n) => (g.players[Number(n) - 1] ? seatName(g, Number(n) - 1) : all));
}

/**
 * JSON that is not a transcript (the API's invalid_request, with its fields' errors), in
 * people's words: what a transcript holds, and which of its parts are missing or wrong.
 */
function notTranscript(problem) {
  const fields = Object.keys((problem && problem.errors) || {});
  return fields.length ? t("web.check.not_transcript_fields", { fields: joinNames(fields.map((f) => `“${f}”`)) })
    : t("web.check.not_transcript");
}

/** What was opened is no transcript: said as such (nothing "went wrong"). */
const notTranscriptBox = (text) => h("div.refusal", { role: "alert", id: "not-transcript" },
  h("h3", {}, t("web.check.not_transcript_title")), h("p", {}, text));

/** The transcript viewer: open, drop or paste a transcript, see its game and its verdict. */
export function checkScreen() {
  let cleanup = () => {};
  const out = h("div", { id: "check-out" });
  const text = h("textarea", { id: "check-paste", rows: 4, "aria-describedby": "check-help" });
  const file = h("input", { type: "file", id: "check-file", accept: ".json,application/json" });
  async function open(raw) {
    cleanup();
    mount(out, h("p", { role: "status" }, t("web.check.checking")));
    let data;
    try { data = JSON.parse(raw); } catch (e) { mount(out, notTranscriptBox(t("web.check.not_json"))); return; }
    try {
      const verdict = (await api.call("checkTranscript", { body: data })).data;
      const source = stepSource((from) => api.call("replayTranscript", { body: data, query: { from } }).then((r) => r.data));
      const first = await source.page(0);
      await catalogue().catch(() => null);
      const g = transcriptGame(data, first);
      await loadUi(g);
      const stop = verdict.legal ? null : h("p.refusal.verdict-stop", { id: "verdict-stop" }, t("web.check.stops", { number: verdict.number, player: verdict.player }));
      const view = viewer(g, source, { start: source.length - 1, stop });
      cleanup = view.cleanup;
      mount(out, verdictBox(verdict, (data.players || []).length ? g : null), view.root);
      out.querySelector("#verdict").tabIndex = -1;
      out.querySelector("#verdict").focus();
    } catch (e) {
      mount(out, e && e.code === "invalid_request" ? notTranscriptBox(notTranscript(e.problem)) : refusalBox(e));
    }
  }
  file.addEventListener("change", async () => { if (file.files[0]) open(await file.files[0].text()); });
  const drop = h("div.drop-zone", { id: "check-drop", ondragover: (ev) => { ev.preventDefault(); drop.classList.add("over"); },
    ondragleave: () => drop.classList.remove("over"),
    ondrop: async (ev) => { ev.preventDefault(); drop.classList.remove("over"); const f = ev.dataTransfer.files[0]; if (f) open(await f.text()); } },
  h("p", {}, t("web.check.drop")), h("label.button", { for: "check-file" }, t("web.check.choose")), file);
  file.className = "file-hidden"; // the label is its button: the browser's own words stay unseen
  document.title = `${t("web.check.title")} · Roadtrip`;
  mount(app, h("h1", {}, t("web.check.title")),
    h("p", { id: "check-help" }, t("web.check.help")),
    drop,
    h("form", { onsubmit: (ev) => { ev.preventDefault(); if (text.value.trim()) open(text.value); } },
      h("label", { for: "check-paste" }, t("web.check.paste")), text, h("button.primary", { type: "submit", id: "check-go" }, t("web.check.go"))),
    out);
  focusTitle();
  return () => cleanup();
}

// the steps of a finished game, fetched once per game and version (the end screen is
// drawn again at every update)
const finished = new Map();

/** Every step's view of game `id` at `version`, fetched once. */
function finalSteps(id, version, token) {
  const key = `${id}:${version}`;
  if (!finished.has(key)) {
    // the chart needs the table only: no seat's view (a few times lighter once revealed)
    const source = stepSource((from) => api.call("getReplay", { params: { game_id: id }, query: { from, seats: false }, token }).then((r) => r.data));
    finished.set(key, source.all().catch((e) => { finished.delete(key); throw e; }));
  }
  return finished.get(key);
}

/** The race chart of finished game `g` (a figure), or a short note when it cannot be had. */
export async function chartOf(g, id, token) {
  try {
    return raceChart(g, (await finalSteps(id, g.version, token)).map((s) => s.view));
  } catch (e) {
    return h("p.small.muted", {}, explain(e));
  }
}

/** The end screen's look back: replay link, transcript download and the race chart. */
export async function lookBack(g, id, token) {
  const box = h("section.panel.look-back", { "aria-labelledby": "look-back-title", id: "look-back" },
    h("h2", { id: "look-back-title" }, t("web.replay.look_back")),
    h("div.row", {},
      h("a.button", { href: `${paths.replay(id)}#move-0`, id: "open-replay" }, t("web.replay.open")),
      api.has("getTranscript") ? h("button", { type: "button", id: "download-transcript", onclick: () => download(id).catch((e) => add(box, refusalBox(e))) }, t("web.replay.download")) : null));
  add(box, await chartOf(g, id, token));
  return box;
}

/** Save the game's transcript as a file. */
async function download(id) {
  save((await api.call("getTranscript", { params: { game_id: id } })).data, `roadtrip-${id}.json`);
}

// a session per game and version, fetched once (the screens are drawn again at every update)
const sessions = new Map();

/** The evening's standings: the games chained by rematch, each winner, wins per player. */
export async function sessionPanel(g, id) {
  const key = `${id}:${g.version}`;
  if (!sessions.has(key)) sessions.set(key, api.call("getSession", { params: { game_id: id } }).then((r) => r.data, (e) => { sessions.delete(key); throw e; }));
  let session;
  try { session = await sessions.get(key); } catch (e) { return h("div"); }
  if (session.games.length < 2) return h("div"); // one game is no evening yet
  const winners = (game) => (game.winners.length ? game.winners.map((s) => game.players[s]).join(", ")
    : t(game.reason === "ended" ? "web.session.ended" : game.status === "finished" ? "web.session.nobody"
      : game.status === "waiting" ? "web.session.waiting" : "web.session.playing"));
  const done = session.games.filter((game) => game.status === "finished");
  return h("section.panel.session", { "aria-labelledby": "session-title", id: "session" },
    h("h2", { id: "session-title" }, t("web.session.title")),
    h("table.session-wins", { id: "session-wins" },
      h("caption.sr-only", {}, t("web.session.wins_caption")),
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("web.session.player")), h("th", { scope: "col" }, t("web.session.wins")))),
      h("tbody", {}, session.standings.map((s) => h("tr", {}, h("th", { scope: "row" }, s.name), h("td", {}, String(s.wins)))))),
    h("ol.session-games", { id: "session-games" }, session.games.map((game, n) => h("li", { "data-game": game.id },
      t("web.session.game", { n: n + 1, winners: winners(game) })))),
    done.length && api.has("getTranscript") ? h("button", { type: "button", id: "download-session", onclick: () => downloadAll(done.map((game) => game.id), id) }, t("web.session.download")) : null);
}

/** Save every finished game's transcript of a session as one file (a JSON list). */
async function downloadAll(ids, id) {
  const all = await Promise.all(ids.map((gid) => api.call("getTranscript", { params: { game_id: gid } }).then((r) => r.data)));
  save(all, `roadtrip-session-${id}.json`);
}

/** Offer `data` as a JSON file named `name`. */
function save(data, name) {
  const blob = new Blob([JSON.stringify(data, null, 1)], { type: "application/json" });
  const a = h("a", { href: URL.createObjectURL(blob), download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
