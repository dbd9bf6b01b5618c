// A game in progress (or waiting, or over): follows it live and draws the
// lobby, the game screen of its game, or the end screen.

import { api, ApiError } from "../api.js";
import { h, mount, toast } from "../dom.js";
import { t } from "../i18n.js";
import { Live } from "../live.js";
import { paths, settle } from "../router.js";
import * as store from "../store.js";
import { statusOf, modeOf } from "../model.js";
import { app, setConn, explain, refusalBox, catalogue, titleOf, focusTitle, uiFor, loadUi } from "./common.js";
import { lobby } from "./lobby.js";
import { keepAwake, decisionNow, alertSetting } from "../device.js";
import { endScreen, winnerBanner, lookBackSlot } from "./end.js";
import { confirmUndo, undoNotice } from "../undo.js";

// the seats a phone holds (web/js/seats.js): its code comes with the first game, not on the
// first screen (the home screen's bytes, tests/web/test_first_load.py)
let S = null;
const seatsModule = () => (S ? Promise.resolve(S) : import("/js/seats.js").then((m) => { S = m; return m; }));

/** The host's phone with no seat of its own: it reads the table with the host token. */
function hostOnly(id) {
  const host = store.getHost(id);
  return host && host.host_token ? { seat: null, token: host.host_token, as: null } : null;
}

let kept = null; // {id, refusal}: the refusal shown when the language changed

/** Follow game `id` and draw it; returns the cleanup to run when leaving. */
export function gameScreen(id, tableView) {
  const mine = tableView ? null : store.getSeat(id);
  const host = store.getHost(id);
  const main = document.querySelector("main");
  if (tableView) main.classList.add("wide");
  let last = null;
  let remembered = false;
  // {error, origin, box, shown}: the last move refused, until the next action; a change of
  // language draws the screen anew and keeps it (shown again where it was)
  let refusal = kept && kept.id === id ? { ...kept.refusal, shown: false } : null;
  kept = null;
  let moved = null; // the version a move went through from: once the game moves past it, focus goes to the next decision
  let shownStatus = null;
  let busy = false;
  let stopped = false; // left this screen: a late module load must not draw it
  // the seat this phone acts for ({seat, token, as}): its own, or one it holds for a player
  // without a phone (web/js/seats.js); the host's phone with no seat reads as the host
  let acting = tableView ? null : store.ownHolding(mine) || hostOnly(id);
  let picked = null; // {seat, version}: a seat the player chose in the bar, until the game moves on
  let mayReact = {}; // held seats (not acted for) that may react now
  let scanned = null; // the version whose reactions were looked for
  let knownHeld = null; // the seats held for players without a phone, as last seen
  let revealed = null; // pass and play: the seat whose hand its player tapped to see
  const live = new Live({
    id,
    token: acting ? acting.token : null,
    as: acting ? acting.as : null,
    onStatus: setConn,
    onUpdate: (snap) => {
      if (snap.error) {
        if ((snap.error.status === 401 || snap.error.status === 403) && acting && acting.as !== null) {
          // a seat this phone held went to another phone: act for this phone's own again
          store.dropAlso(id, acting.seat);
          acting = store.ownHolding(store.getSeat(id)) || hostOnly(id);
          live.setToken(acting ? acting.token : null, acting ? acting.as : null);
          live.refresh(true);
          return;
        }
        if (snap.error.status === 401 || snap.error.status === 403) {
          store.forgetSeat(id);
          acting = null; // watching now
          live.setToken(null);
          toast(t("web.game.seat_gone"));
          live.refresh(true);
          return;
        }
        if (snap.error.status === 404) {
          // removed (the host ended it before it started) or expired: a game the host ended
          // once started is kept, and drawn as any finished game (the end screen)
          live.stop();
          store.forgetGame(id);
          mount(app, h("h1", {}, t("web.game.gone")), h("p", {}, t(last && last.game ? "web.game.ended_or_expired" : "web.game.no_such")), h("a.button.primary", { href: paths.home() }, t("web.home.title")));
          focusTitle();
          return;
        }
        if (!snap.game) { mount(app, h("h1", {}, t("web.game.heading")), refusalBox(snap.error), h("a.button", { href: paths.home() }, t("web.home.title"))); return; }
      }
      last = snap;
      // a move on its way finishes for the seat it was made for: the phone turns to the next
      // seat once it is in (ctx.send)
      if (busy) return;
      if (!tableView && snap.game && reseat(snap.game)) return;
      paint();
    },
  });

  /**
   * A phone holding several seats acts for the one whose decision is due: switch to it
   * (true: the view of the new seat is on its way, nothing to draw yet). Tells this phone
   * when a seat it held went to another phone, and which other held seats may react.
   */
  function reseat(g) {
    const holds = S.holdingsOf(g, id);
    const heldNow = holds.filter((x) => x.as !== null).map((x) => x.seat);
    if (knownHeld) {
      for (const seat of knownHeld.filter((s) => !heldNow.includes(s))) {
        const p = (g.players || []).find((x) => x.seat === seat);
        toast(t("web.seats.handed", { name: (p && p.name) || t("web.player", { n: seat + 1 }) }));
        S.linkUsed(id, seat);
      }
    }
    knownHeld = heldNow;
    if (!S.manySeats(holds) && !(acting && acting.as !== null)) return false;
    const next = S.chooseSeat(g, holds, acting, picked) || hostOnly(id);
    if (next && (!acting || next.seat !== acting.seat || next.token !== acting.token)) {
      acting = next;
      live.setToken(next.token, next.as);
      live.refresh(true);
      return true;
    }
    if (g.mode === "referee" && g.version !== scanned && holds.length > 1) {
      scanned = g.version;
      S.reactingSeats(id, holds, acting).then((found) => { mayReact = found; if (!busy && !stopped) paint(); });
    }
    return false;
  }

  /** The player chose a seat in the bar: act for it until the game moves on. */
  function pick(x) {
    picked = { seat: x.seat, version: last && last.game ? last.game.version : null };
    if (last && last.game) reseat(last.game);
  }

  const ctx = {
    id,
    get seat() { const s = store.getSeat(id); return tableView ? null : acting ? acting.seat : !s ? null : s.seat; },
    table: tableView,
    async send(move, { onRefused } = {}) {
      if (move && move.type === "undo" && last && last.game) {
        // undo is the reporter's: another seat's report is taken back only after a "yes"
        const version = last.game.version;
        if (!(await confirmUndo(last.game, last.events, ctx.seat))) return null;
        if (last.game.version !== version) { toast(t("web.game.changed")); return null; }
      }
      busy = true;
      clearRefusal();
      const sentAt = last && last.game ? last.game.version : 0;
      // where the player tapped: the refusal, if any, is drawn right there
      const origin = keyOf(document.activeElement);
      const originBox = document.activeElement && document.activeElement.closest ? document.activeElement.closest("section[id], [id].panel, section[aria-labelledby]") : null;
      // one move at a time: no double taps while this one is on its way
      app.setAttribute("aria-busy", "true");
      app.querySelectorAll("button").forEach((b) => { b.disabled = true; });
      try {
        const r = await live.send(move);
        moved = sentAt;
        revealed = null; // pass and play: the hand is hidden again after the move
        return r;
      } catch (e) {
        if (e instanceof ApiError && e.code === "version_conflict") {
          toast(t("web.game.changed"));
          return null;
        }
        if (!(e instanceof ApiError) || e.network) { toast(explain(e)); return null; }
        refusal = { error: e, origin, box: originBox ? originBox.id || originBox.getAttribute("aria-labelledby") : null, shown: false, version: sentAt };
        if (onRefused) onRefused(e);
        return null;
      } finally {
        busy = false;
        app.removeAttribute("aria-busy");
        if (tableView || !last || !last.game || !reseat(last.game)) paint();
      }
    },
    refresh() { return live.refresh(true); },
    get error() { return refusal ? refusal.error : null; },
    clearError: () => clearRefusal(),
  };

  function clearRefusal() {
    refusal = null;
    const box = app.querySelector("#refusal");
    if (box) box.remove();
  }

  // The next action (any tap on a control outside the refusal) clears it.
  const onTap = (ev) => {
    if (!refusal || !refusal.shown) return;
    const control = ev.target.closest && ev.target.closest("button, a, input, select, [role=button]");
    if (control && !control.closest("#refusal")) clearRefusal();
  };
  app.addEventListener("click", onTap, true);

  /** Draw the refusal next to the control that was tapped (or in its panel). */
  function placeRefusal(hadFocus) {
    if (!refusal) return;
    const box = refusalBox(refusal.error, last && last.game);
    box.id = "refusal";
    box.tabIndex = -1;
    const el = refusal.origin && findByKey(refusal.origin);
    const group = el && el.closest(".choice-grid, .row, .hand, .drawn, .board-wrap");
    const panel = refusal.box && (document.getElementById(refusal.box) || app.querySelector(`[aria-labelledby="${CSS.escape(refusal.box)}"]`));
    if (group) group.after(box);
    else if (el) el.after(box);
    else if (panel) panel.append(box);
    else (app.querySelector("#status") || app.firstChild).after(box);
    if (!refusal.shown) {
      refusal.shown = true;
      box.focus({ preventScroll: true });
      box.scrollIntoView({ block: "center" });
    } else if (hadFocus) box.focus({ preventScroll: true }); // a repaint keeps the reader on it
  }

  /**
   * The page keeps its scroll position across a repaint, but a move changes what is
   * above (a panel closes, the next one opens in its place): a panel whose heading is
   * now under the sticky top bar and headline is scrolled down just below them.
   */
  function uncover(root) {
    const stickies = [document.querySelector(".topbar"), root.querySelector(".status-line")]
      .filter((el) => el && getComputedStyle(el).position === "sticky");
    if (!stickies.length) return;
    const edge = Math.max(...stickies.map((el) => el.getBoundingClientRect().bottom));
    const hidden = [...root.querySelectorAll("section.panel")].find((el) => {
      const box = el.getBoundingClientRect();
      return box.top < edge && box.bottom > edge + 24;
    });
    if (hidden) window.scrollBy(0, hidden.getBoundingClientRect().top - edge - 8);
  }

  function urlFor(st) {
    if (tableView) return paths.table(id);
    return st === "waiting" ? paths.lobby(id) : st === "finished" ? paths.end(id) : paths.game(id);
  }

  function paint() {
    if (!last || !last.game) return;
    const g = last.game;
    const st = statusOf(g);
    if (st !== "waiting" && !uiFor(g)) {
      // the game's screen code comes with its first game (not on the first screen)
      loadUi(g).then(() => { if (!stopped) paint(); },
        (e) => mount(app, h("h1", {}, t("web.game.heading")), refusalBox(e), h("a.button", { href: paths.home() }, t("web.home.title"))));
      return;
    }
    app.dataset.version = String(g.version); // which version of the game the screen shows
    const screenChanged = shownStatus !== st;
    shownStatus = st;
    settle(urlFor(st));
    const scrollY = window.scrollY;
    const focusKey = keyOf(document.activeElement);
    const title = titleOf(g);
    document.title = `${title} · Roadtrip`;
    const holds = tableView ? [] : S.holdingsOf(g, id);
    // a phone acting for a held seat is seated too (the host's phone at a one-device table)
    const mineNow = store.getSeat(id) || (acting && typeof acting.seat === "number" ? { seat: acting.seat } : null);
    if (!tableView && mineNow && !remembered) { remembered = true; store.rememberGame(id, title, mineNow.seat); }
    // the screen stays on while the game is on; a buzz when this phone must decide
    keepAwake(st === "active" && (tableView || Boolean(mineNow)));
    // a game may ask fewer seats than are pending (a reaction window asks only who can answer)
    const ui0 = st === "active" ? uiFor(g) : null;
    const asked = ui0 && ui0.asks ? ui0.asks(g, last.moves, ctx.seat) : (g.pending || []).includes(ctx.seat);
    if (mineNow && !tableView) decisionNow(st === "active" && asked, t("web.game.your_decision", { title }));
    const many = S.manySeats(holds);
    if (!tableView && many && st === "active" && modeOf(g) === "digital" && typeof g.seat === "number" && revealed !== g.seat) {
      // pass and play: no card of any hand shows until the player whose turn it is taps
      mount(app, S.passCover(g, g.seat, () => { revealed = g.seat; paint(); const s = app.querySelector("#status"); if (s) s.focus(); }));
      const head = app.querySelector("#pass-title");
      if (head) head.focus({ preventScroll: true });
      return;
    }
    if (st === "waiting") mount(app, lobby(g, ctx, host, holds, S.addHeld));
    else if (st === "finished" && !tableView) mount(app, endScreen(g, ctx, host, last));
    else {
      const ui = uiFor(g);
      const body = h("div");
      // the end on the shared screen: the winner (or the host's end) over the table as it
      // was, beside the evening's games and the race, all on one screen
      const ended = st === "finished" && tableView
        ? h("div", {}, winnerBanner(g), h("div.table-end", {}, body, h("div.table-end-side", {},
          lookBackSlot(g, id, null, "sessionPanel"), lookBackSlot(g, id, null, "chartOf"))))
        : null;
      mount(app, h("h1.sr-only", {}, tableView ? t("web.game.table_title", { title }) : title), ended || body);
      ui.render(body, { ...ctx, game: g, moves: last.moves, events: last.events, error: null, mode: modeOf(g), clockOffset: last.clockOffset || 0 });
      if (st === "finished" && !tableView) body.prepend(winnerBanner(g));
      if (!tableView && many) { body.prepend(S.seatBar(g, holds, acting, mayReact, pick)); S.nameTheSeat(body, g, acting); }
      if (!tableView && holds.length && api.has("handOverSeat") && st === "active") body.append(S.seatLinks(g, id, holds, t("web.seats.hand_over_mine")));
      if (!tableView && host && host.host_token && st === "active") body.append(hostTools(ctx, host));
      // a player may look back over the game so far (the replay shows its own hand then)
      if (!tableView && mineNow && st === "active" && api.has("getReplay")) body.append(h("p.replay-link", {}, h("a.button", { href: paths.replay(id), id: "replay-so-far" }, t("web.replay.so_far"))));
      // the per-phone "sound and flash when it is my decision" (web/js/device.js)
      if (!tableView && mineNow && st === "active") body.append(alertSetting());
      // the room a game keeps for a panel floating over the bottom of the screen (its
      // .dock-space) is the page's very end, below the host's tools and the replay link
      const space = body.querySelector(".dock-space");
      if (space) body.append(space);
    }
    // this phone's report taken back by another seat: told until read (web/js/undo.js)
    const notice = tableView ? null : undoNotice(id, g, last.events, ctx.seat);
    if (notice) app.prepend(notice);
        if (screenChanged && st === "finished") {
      // the end: the result at the top of the screen, not wherever the game was scrolled
      window.scrollTo(0, 0);
      const w = app.querySelector(".winner");
      if (w) { w.tabIndex = -1; w.focus({ preventScroll: true }); }
      moved = null;
      return;
    }
    if (focusKey) { const el = findByKey(focusKey); if (el) el.focus({ preventScroll: true }); }
    window.scrollTo(0, scrollY);
    // a refusal belongs to its decision: once the game moved on and this phone has nothing
    // to decide (the table reported on), it is of the past
    if (refusal && refusal.shown && g.version > refusal.version && !(mineNow && (g.pending || []).includes(mineNow.seat))) refusal = null;
    if (refusal) { placeRefusal(focusKey && focusKey.id === "refusal"); moved = null; return; }
    if (moved !== null && g.version > moved) {
      // the move is in: focus goes to what is asked next (the headline names it)
      moved = null;
      const next = app.querySelector("#status");
      if (next) { next.tabIndex = -1; next.focus({ preventScroll: true }); }
      uncover(app);
    }
  }

  mount(app, h("h1", {}, t("web.game.loading")));
  // leaving before the catalogue arrives must not start following a screen that is gone
  Promise.all([catalogue().catch(() => null), seatsModule()]).then(() => { if (!stopped) live.start(); },
    (e) => mount(app, h("h1", {}, t("web.game.heading")), refusalBox(e), h("a.button", { href: paths.home() }, t("web.home.title"))));
  // the phone knows at once when its network comes and goes
  const offline = () => setConn(false, t("web.game.offline"));
  const online = () => { setConn(true, t("web.game.online")); live.refresh(true); };
  window.addEventListener("offline", offline);
  window.addEventListener("online", online);
  const lang = document.getElementById("lang");
  const keep = () => { kept = refusal ? { id, refusal } : null; };
  if (lang) lang.addEventListener("change", keep);
  return () => { stopped = true; if (lang) lang.removeEventListener("change", keep); delete app.dataset.version; keepAwake(false); app.removeEventListener("click", onTap, true); live.stop(); window.removeEventListener("offline", offline); window.removeEventListener("online", online); };
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

// the game whose host was asked "end it?": the question survives the repaints of every
// move (with bots playing, a repaint came before the host could answer it)
let endAsked = null;

/** Host only: end the game for everyone (asks once more first). */
function hostTools(ctx, host) {
  if (!api.has("endGame")) return h("div");
  const box = h("div.row.host-tools", {});
  const ask = () => (endAsked = ctx.id, mount(box,
    h("span", {}, t("web.game.end_ask")),
    h("button.danger", { type: "button", id: "end-yes", onclick: async () => {
      // the game is kept, over: this phone shows its end screen as every other phone does
      try { await api.call("endGame", { params: { game_id: ctx.id }, token: host.host_token }); endAsked = null; toast(t("web.game.ended")); await ctx.refresh(); }
      catch (e) { mount(box, refusalBox(e)); }
    } }, t("web.game.end_yes")),
    h("button", { type: "button", onclick: idle }, t("web.cancel"))));
  const idle = () => (endAsked = null, mount(box, h("button.danger", { type: "button", id: "end-game", onclick: ask }, t("web.game.end"))));
  if (endAsked === ctx.id) ask(); else idle();
  return h("section", { "aria-label": t("web.game.host") }, box);
}
