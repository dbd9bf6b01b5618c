// A game in progress (or waiting, or over): follows it live and draws the
// lobby, the game screen of its game, or the end screen.

import { api, ApiError } from "../api.js";
import { h, mount, toast } from "../dom.js";
import { Live } from "../live.js";
import * as store from "../store.js";
import { statusOf, modeOf } from "../model.js";
import { app, setConn, explain, refusalBox, catalogue, titleOf, focusTitle, uiFor } from "./common.js";
import { lobby } from "./lobby.js";
import { endScreen, winnerBanner } from "./end.js";

/** Follow game `id` and draw it; returns the cleanup to run when leaving. */
export function gameScreen(id, tableView) {
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
  return () => { live.stop(); window.removeEventListener("offline", offline); window.removeEventListener("online", online); };
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
