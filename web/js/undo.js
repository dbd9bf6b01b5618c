// Undo is the reporter's (referee mode): taking back another seat's report asks first,
// naming what is undone ("Undo Ann's 50 km?"), and the phone whose report was taken back
// is told by a notice that stays until it is read. Who may undo is core's rule
// (core/undo.py: any seat, on behalf of the table); this is only how the phones say it.

import { h } from "./dom.js";
import { t, tn } from "./i18n.js";
import { cardTitle, seatName } from "./model.js";

/** The events that say a seat's own report (the rest are the engine's doing). */
const REPORTS = new Set(["play", "discard", "take", "draw", "react", "pass", "skip", "end_turn",
  "flip_sign", "look", "choose_opponent", "stop", "pass_reaction", "yield", "place", "exit",
  "drive", "roundabout", "turn_round", "wait", "break_down", "pass_obstruction"]);

/**
 * What `reporter`'s last report standing before log index `before` was, in words: the
 * card it named ("50 km"), or "last report" when it named none or the log does not say.
 */
export function reportWhat(events, reporter, before = Infinity) {
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const ev = events[i];
    if (typeof ev.index === "number" && ev.index >= before) continue;
    if (ev.type === "undo") break; // an earlier undo: the log no longer says which report stands
    if (ev.seat === reporter && REPORTS.has(ev.type)) return reportWords(ev);
  }
  return t("web.undo.last_report");
}

/** A report in the words of "Undo Ann's …?": the card it named, the cards drawn, a pass. */
function reportWords(ev) {
  if (ev.type === "draw" && typeof ev.count === "number") return tn("web.undo.what_draw", ev.count);
  if (ev.type === "discard" && typeof ev.card === "string") return t("web.undo.what_discard", { card: cardTitle(ev.card) });
  if (typeof ev.card === "string") return cardTitle(ev.card);
  if (ev.type === "pass") return t("web.undo.what_pass");
  if (ev.type === "end_turn") return t("web.undo.what_end_turn");
  return t("web.undo.last_report");
}

/** A question that may begin with the report's words ("trekken van 1 kaart van Ann …?"): capitalised. */
const sentence = (text) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

let asking = null; // the open question, so a second tap does not open a second one

/**
 * Resolve true when this phone may go on with `undo` now: at once for its own report,
 * after a "yes" to "Undo Ann's 50 km?" for another seat's. The question is a dialog
 * outside the game screen, so the repaints of other phones' moves do not close it.
 */
export function confirmUndo(game, events, me) {
  const reporter = game && game.view ? game.view.undo : null;
  if (reporter === null || reporter === undefined || reporter === me) return Promise.resolve(true);
  if (asking) return asking;
  const name = seatName(game, reporter);
  const what = reportWhat(events || [], reporter);
  asking = new Promise((resolve) => {
    const dialog = h("dialog.undo-confirm", { id: "undo-confirm", "aria-labelledby": "undo-confirm-title" },
      h("h2", { id: "undo-confirm-title" }, sentence(t("web.undo.confirm", { name, what }))),
      h("p", {}, t("web.undo.confirm_help", { name })),
      h("div.row.end", {},
        h("button.danger", { type: "button", id: "undo-yes", onclick: () => finish(true) }, t("web.undo.yes")),
        h("button", { type: "button", id: "undo-no", onclick: () => finish(false) }, t("web.cancel"))));
    const back = document.activeElement;
    function finish(answer) {
      dialog.close();
      dialog.remove();
      asking = null;
      if (back && back.isConnected && back.focus) back.focus({ preventScroll: true });
      resolve(answer);
    }
    dialog.addEventListener("cancel", (ev) => { ev.preventDefault(); finish(false); });
    document.body.append(dialog);
    dialog.showModal();
    dialog.querySelector("#undo-no").focus();
  });
  return asking;
}

const seenKey = (id, seat) => `roadtrip.undo-read.${id}.${seat}`;

function readUpTo(id, seat) {
  try { return Number(localStorage.getItem(seenKey(id, seat)) || -1); } catch { return -1; }
}

/**
 * The notice for this phone when another seat took back its report ("Bob took back your
 * 50 km."), or null. It stays on every repaint (and reload) until the player dismisses it.
 */
export function undoNotice(id, game, events, me, onRead) {
  if (me === null || me === undefined || !Array.isArray(events)) return null;
  const read = readUpTo(id, me);
  const mine = events.filter((ev) => ev.type === "undo" && ev.reporter === me && ev.seat !== me
    && typeof ev.index === "number" && ev.index > read);
  if (!mine.length) return null;
  const last = mine[mine.length - 1];
  const lines = mine.map((ev) => t("web.undo.notice", {
    who: seatName(game, ev.seat), what: reportWhat(events, me, ev.index) }));
  return h("div.notice.undo-notice", { id: "undo-notice", role: "alert" },
    h("p", {}, lines.join(" ")),
    h("button", { type: "button", id: "undo-notice-ok", onclick: () => {
      try { localStorage.setItem(seenKey(id, me), String(last.index)); } catch { /* private mode: read for this page only */ }
      document.getElementById("undo-notice")?.remove();
      if (onRead) onRead();
    } }, t("web.undo.read")));
}
