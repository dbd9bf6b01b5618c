// What every screen shares: the main element, the connection line, refusal
// boxes, the catalogue (fetched once) and the game UI to use: a game's own
// screen, or the generic screen for a game that has none (a game plug-in),
// loaded when a game of that kind opens (the home screen needs none of them).

import { api, ApiError } from "../api.js";
import { h, humanize } from "../dom.js";
import { t } from "../i18n.js";
import { gameName, learnGame, withSeatNames } from "../model.js";

export const app = document.getElementById("app");
const conn = document.getElementById("conn");
let catalogueCache = null;

// the games with a screen of their own (the Game schema's `game`); every other game
// the server hosts is played on the generic screen, built from its view and moves.
// A screen module exports render(root, ctx) and may export learn(catalogueEntry).
// Each is fetched by its first game (import() of an absolute path: the server may
// bundle this module, see api/http/bundle.py).
const GAME_UI = {
  "driving-me-crazy": () => import("/js/dmc.js"),
  drive: () => import("/js/drive.js"),
};
const GENERIC = () => import("/js/generic.js");
const uiLoaded = new Map(); // game name -> its screen module, once loaded
const uiLoading = new Map(); // game name -> the promise of it

/** The game-screen module that draws game `game` if it is loaded (see loadUi), else null. */
export const uiFor = (game) => uiLoaded.get(gameName(game)) || null;

/** Load the game-screen module of game `game` (its own, else the generic one), once. */
export function loadUi(game) {
  const name = gameName(game);
  if (uiLoaded.has(name)) return Promise.resolve(uiLoaded.get(name));
  if (!uiLoading.has(name)) {
    uiLoading.set(name, (GAME_UI[name] || GENERIC)().then((ui) => {
      const entry = (catalogueCache || []).find((g) => g.name === name);
      if (entry && ui.learn) ui.learn(entry);
      uiLoaded.set(name, ui);
      return ui;
    }).finally(() => uiLoading.delete(name)));
  }
  return uiLoading.get(name);
}

/** Show or hide the connection line in the top bar. */
export function setConn(ok, text) {
  if (ok && !text) { conn.hidden = true; conn.textContent = ""; return; }
  conn.hidden = false;
  conn.className = ok ? "conn ok" : "conn";
  conn.textContent = text;
}

/** An error in plain words. */
export function explain(e) {
  if (e instanceof ApiError) {
    if (e.network) return t("web.no_connection");
    return e.detail || e.title || e.message;
  }
  return e && e.message ? e.message : String(e);
}

/** A refusal box: the reason in plain words (seats by their players' names) and the rule it breaks. */
export function refusalBox(e, game = null) {
  const text = explain(e);
  return h("div.refusal", { role: "alert" },
    h("h3", {}, t(e.status === 422 || e.rule ? "web.refused" : "web.went_wrong")),
    h("p", {}, game ? withSeatNames(text, game) : text),
    e.rule ? h("blockquote", { "aria-label": t("web.the_rule") }, e.rule) : null,
    // the stable code helps a bug report, not a refused move at the table
    e.code && !e.network && !e.rule && e.status !== 422 ? h("p.small.muted", {}, t("web.code", { code: e.code })) : null);
}

/** The games this server offers (GET catalogue), fetched once per page. */
export async function catalogue() {
  if (catalogueCache) return catalogueCache;
  const r = await api.call("getCatalogue");
  const d = r.data;
  catalogueCache = d.games;
  catalogueCache.forEach((g) => {
    const ui = uiLoaded.get(g.name);
    if (ui && ui.learn) ui.learn(g);
    learnGame(g);
  });
  return catalogueCache;
}

/** The catalogue if it has been fetched already, else null. */
export const catalogueLoaded = () => catalogueCache;

/** The game's title for headings and the tab. */
export function titleOf(g) {
  const entry = (catalogueCache || []).find((c) => c.name === gameName(g));
  return g.title || (entry && entry.title) || humanize(gameName(g));
}

/** Move focus to the screen's heading (a new screen starts at its title). */
export function focusTitle() {
  const title = app.querySelector("h1");
  if (title) { title.tabIndex = -1; title.focus({ preventScroll: true }); }
}

let serverCache = null;
/** How this server is reached (GET server: join_base_url, loopback, lan_urls), fetched once. */
export async function serverInfo() {
  if (!serverCache) serverCache = api.call("getServer").then((r) => r.data);
  return serverCache;
}
